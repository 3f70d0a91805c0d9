//go:build js && wasm

package main

import "syscall/js"

// publish hands the results to the page as window.parlourBench.
func publish(data string) { js.Global().Set("parlourBench", data) }
