// Command bench measures Parlour's engine: the solve time of every variant
// of the solvable games and the alpha-beta search speed of every game. Built
// for GOOS=js GOARCH=wasm and opened through bench.html it measures the
// browser; natively it measures the machine. Either way it prints one line
// per variant and publishes the results as JSON (on standard output with
// -json natively, as window.parlourBench in the browser).
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"parlour/engine"
	_ "parlour/game/catalog"
)

// report is the JSON the benchmark publishes.
type report struct {
	Results []engine.BenchResult `json:"results"`
	Error   string               `json:"error,omitempty"`
}

func main() {
	asJSON := flag.Bool("json", false, "print the results as JSON")
	flag.Parse()
	var rep report
	err := engine.BenchAll(context.Background(), true, func(r engine.BenchResult) {
		rep.Results = append(rep.Results, r)
		if !*asJSON {
			fmt.Println(r)
		}
	})
	if err != nil {
		rep.Error = err.Error()
		fmt.Fprintln(os.Stderr, "bench:", err)
	}
	data, _ := json.Marshal(rep)
	if *asJSON {
		fmt.Println(string(data))
	}
	publish(string(data))
	if err != nil {
		os.Exit(1)
	}
}
