//go:build js

// Command stops stands in for Parlour in a test of the page's error
// panel (e2e.TestBrowserStoppedProgram): it tells the page it runs, as
// Parlour does with its test hooks, then exits with status 2, as a panic
// that nothing recovered would.
package main

import (
	"os"
	"syscall/js"
	"time"
)

func main() {
	js.Global().Set("parlour", js.ValueOf(map[string]any{}))
	time.Sleep(time.Second)
	os.Exit(2)
}
