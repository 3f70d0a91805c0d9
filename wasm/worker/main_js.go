//go:build js && wasm

package main

import (
	"sync"
	"syscall/js"

	"parlour/tablefile"
)

// main installs parlourEngineMessage, which worker.js calls with each
// message from the page (a JSON string), and waits for calls. Answers go
// back to the page with postMessage, as JSON strings.
//
// The messages are handled one after the other on a goroutine of their
// own, not in the call from JavaScript: a search that needs a table waits
// for its download (see tablefile.Site), and the download's callbacks need
// the call to have returned.
func main() {
	g := js.Global()
	post := func(data []byte) { g.Call("postMessage", string(data)) }
	tablefile.Use(tablefile.Site)
	tablefile.OnLoad(reportLoad)
	var (
		mu    sync.Mutex
		queue [][]byte
		wake  = make(chan struct{}, 1)
	)
	go func() {
		for range wake {
			for {
				mu.Lock()
				if len(queue) == 0 {
					mu.Unlock()
					break
				}
				data := queue[0]
				queue = queue[1:]
				mu.Unlock()
				handle(data, post)
			}
		}
	}()
	g.Set("parlourEngineMessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 1 && args[0].Type() == js.TypeString {
			mu.Lock()
			queue = append(queue, []byte(args[0].String()))
			mu.Unlock()
			select {
			case wake <- struct{}{}:
			default:
			}
		}
		return nil
	}))
	select {}
}
