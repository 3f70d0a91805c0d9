//go:build js && wasm

package main

import (
	"syscall/js"
	"time"

	"parlour/tablefile"
)

// reportLoad tells the page how loading a table went: an object
// {table: {name, getMs, verifyMs, decodeMs, error}}, which the page shows
// to tests in window.parlourEngine.tables.
func reportLoad(r tablefile.LoadReport) {
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	errText := ""
	if r.Err != nil {
		errText = r.Err.Error()
	}
	js.Global().Call("postMessage", map[string]any{"table": map[string]any{
		"name":     r.Name,
		"getMs":    ms(r.Get),
		"verifyMs": ms(r.Verify),
		"decodeMs": ms(r.Decode),
		"error":    errText,
	}})
}
