//go:build !(js && wasm)

package main

import (
	"bufio"
	"fmt"
	"os"
)

// main reads one message a line from standard input and writes the
// answers, one JSON document a line, to standard output.
func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 64<<10), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	for in.Scan() {
		if len(in.Bytes()) == 0 {
			continue
		}
		handle(in.Bytes(), func(data []byte) {
			out.Write(data)
			out.WriteByte('\n')
			out.Flush()
		})
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "worker:", err)
		os.Exit(1)
	}
}
