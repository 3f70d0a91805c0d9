//go:build !(js && wasm)

package main

// publish does nothing natively: the results went to standard output.
func publish(string) {}
