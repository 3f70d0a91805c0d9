//go:build js && wasm

package main

import (
	"fmt"
	"syscall/js"
	"time"

	"parlour/game/tablefile"
)

// siteTables is the worker's tablefile.Source: it downloads a table from
// the site, next to engine.wasm, the first time a game needs it. The
// service worker (sw.js) answers from its cache, which keeps the tables
// once the page has drawn, so that they are there offline; before it
// does, the address is the one it fetches too, so that one of the two
// downloads is a revalidation of the other's copy in the HTTP cache. The
// bytes are checked against the hash by the caller (tablefile.Lazy), so
// a copy of another build is never used.
type siteTables struct{}

// fetched is the outcome of one download.
type fetched struct {
	data []byte
	err  error
}

// Load downloads t and waits for it; it must not run in a call from
// JavaScript (see main).
func (siteTables) Load(t *tablefile.Table) ([]byte, error) {
	url := t.Name
	done := make(chan fetched, 1)
	var funcs []js.Func
	fn := func(f func(js.Value)) js.Func {
		jf := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		funcs = append(funcs, jf)
		return jf
	}
	// fetch rejects only when no answer came: the network is off (or the
	// site unreachable), and nothing had kept the file.
	offline := fn(func(err js.Value) {
		done <- fetched{err: fmt.Errorf("%s: %w (%s)", t.Name, tablefile.ErrOffline, jsText(err))}
	})
	failed := fn(func(err js.Value) {
		done <- fetched{err: fmt.Errorf("%s: %s", t.Name, jsText(err))}
	})
	body := fn(func(buf js.Value) {
		bytes := js.Global().Get("Uint8Array").New(buf)
		data := make([]byte, bytes.Get("length").Int())
		js.CopyBytesToGo(data, bytes)
		done <- fetched{data: data}
	})
	answer := fn(func(resp js.Value) {
		if !resp.Get("ok").Bool() {
			done <- fetched{err: fmt.Errorf("%s: %w: HTTP %d", t.Name, tablefile.ErrMissing, resp.Get("status").Int())}
			return
		}
		resp.Call("arrayBuffer").Call("then", body, failed)
	})
	js.Global().Call("fetch", url).Call("then", answer, offline)
	r := <-done
	for _, f := range funcs {
		f.Release()
	}
	return r.data, r.err
}

// jsText writes a JavaScript error as text.
func jsText(err js.Value) string {
	if err.Type() == js.TypeObject {
		if m := err.Get("message"); m.Type() == js.TypeString {
			return m.String()
		}
	}
	return err.Call("toString").String()
}

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
