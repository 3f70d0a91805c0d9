//go:build js && wasm

package tablefile

import (
	"fmt"
	"slices"
	"sync"
	"syscall/js"
)

// Site is the Source of the browser's builds, the engine's worker and the
// page alike: it downloads a table from the site, next to the wasm files,
// the first time it is needed. The service worker (sw.js) answers from
// its cache, which keeps the tables once the page has drawn, so that they
// are there offline; before it does, the address is the one it fetches
// too, so that one of the two downloads is a revalidation of the other's
// copy in the HTTP cache; a download the page's loader began (a
// language's catalog) is taken rather than made again. The bytes are
// checked against the hash by the caller (Lazy), so a copy of another
// build is never used.
var Site Source = siteTables{}

// siteTables is Site.
type siteTables struct{}

// fetched is the outcome of one download.
type fetched struct {
	data []byte
	err  error
}

// Load downloads t and waits for it; it must not run in a call from
// JavaScript, whose return the download's callbacks need.
func (siteTables) Load(t *Table) ([]byte, error) {
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
		done <- fetched{err: fmt.Errorf("%s: %w (%s)", t.Name, ErrOffline, jsText(err))}
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
			done <- fetched{err: fmt.Errorf("%s: %w: HTTP %d", t.Name, ErrMissing, resp.Get("status").Int())}
			return
		}
		resp.Call("arrayBuffer").Call("then", body, failed)
	})
	download := func() { js.Global().Call("fetch", url).Call("then", answer, offline) }
	// The page's loader may have begun this download already (a
	// language's catalog, loader.js speak): it is taken, once, and
	// should it fail, the file is asked for again.
	if early := js.Global().Get("parlourEarly"); early.Truthy() && early.Get(url).Truthy() {
		p := early.Get(url)
		early.Delete(url)
		p.Call("then", body, fn(func(js.Value) { download() }))
	} else {
		download()
	}
	r := <-done
	for _, f := range funcs {
		f.Release()
	}
	if r.err == nil && t.OnDemand {
		demanded.Lock()
		if !slices.Contains(demanded.names, t.Name) {
			demanded.names = append(demanded.names, t.Name)
		}
		demanded.Unlock()
	}
	return r.data, r.err
}

// demanded lists the tables only some players load (Table.OnDemand) that
// this page downloaded.
var demanded struct {
	sync.Mutex
	names []string
}

// Demanded returns the names of the tables only some players load (a
// language's catalog) that this page downloaded: the service worker keeps
// them for offline play with the others (platform, "keep-tables"), which
// it does not download for every player.
func Demanded() []string {
	demanded.Lock()
	defer demanded.Unlock()
	return slices.Clone(demanded.names)
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
