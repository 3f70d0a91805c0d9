//go:build js

package platform

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"parlour/engine"
	"parlour/lang"
	"parlour/tablefile"
)

// The files of the engine worker, relative to the page (see wasm/worker).
const (
	engineURL = "engine.wasm"
	workerURL = "worker.js"
)

// NewThinker returns the browser's AI. Go in the page has one thread and
// no preemption, so a search in the page would freeze drawing and input;
// instead searches run in a Web Worker (worker.js running engine.wasm,
// built from wasm/worker) and the replies come back as messages, which
// Poll hands out without blocking.
//
// The page downloads and compiles engine.wasm once, in the background once
// the game has drawn its first frames (or at the first search, if that is
// sooner), so that it never delays the game's start, and starts a worker
// from it; a search asked for before then waits for it. A worker cannot be interrupted while it
// searches, so Cancel, or Start while a search runs, terminates it and
// starts a fresh one from the same compiled module: nothing is downloaded
// or compiled again. Starting a worker takes a while (its Go runtime and
// the engine's set-up), so while a search for the player's helpers runs
// (engine.Request.Aside: the analysis, the values), a spare worker waits
// beside it, started and idle, and takes over at once when the search is
// given up: the computer's move, which gives it up, never waits for a
// worker to start.
//
// If the worker cannot start (a file missing or damaged, no Web Worker
// support) or stops, the thinker's Notice method says so once, and from
// then on engine.NewGreedyThinker answers in the page: the computer plays
// the best immediate move, and the helpers that need a search are off.
// The page carries no search of its own (docs/web.md).
//
// A debug option in the page's address: ?think=SECONDS makes every search
// a Full search of that long (see engine.Request.Full).
// For tests, window.parlourEngine reports {state, workers, compileMs,
// error, tables}: state is "loading", "ready" or "failed", workers
// counts the workers started, and tables lists the worker's reports of
// loading the games' tables (see wasm/worker), oldest first.
//
// Once engine.wasm is compiled, well after the first frame, the page asks
// the service worker to keep the games' tables too (keepTables), so that
// a game that needs one plays with it offline even if it was never
// opened online.
func NewThinker() engine.Thinker {
	t := &workerThinker{}
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if v := q.Call("get", "think"); v.Type() == js.TypeString {
		if s, err := strconv.ParseFloat(v.String(), 64); err == nil && s > 0 {
			t.think = time.Duration(s * float64(time.Second))
		}
	}
	t.state = "loading"
	t.publish()
	// Two animation frames, then a task: the game's first frame is drawn
	// by then.
	var later js.Func
	frames := 0
	later = js.FuncOf(func(js.Value, []js.Value) any {
		if frames++; frames < 2 {
			js.Global().Call("requestAnimationFrame", later)
			return nil
		}
		later.Release()
		var start js.Func
		start = js.FuncOf(func(js.Value, []js.Value) any {
			start.Release()
			t.mu.Lock()
			defer t.mu.Unlock()
			t.compileOnce()
			return nil
		})
		js.Global().Call("setTimeout", start, 0)
		return nil
	})
	js.Global().Call("requestAnimationFrame", later)
	return t
}

// workerThinker is the browser's Thinker. Every field is guarded by mu:
// worker messages arrive on other goroutines than Poll's.
type workerThinker struct {
	mu sync.Mutex

	module js.Value // the compiled engine.wasm, once ready
	ready  bool     // module is set
	w      *worker  // the worker searches go to, or nil
	spare  *worker  // a worker started and idle, to replace w, or nil
	req    engine.Request
	wanted bool // req awaits its final reply: sent to w, or waiting for it
	sent   bool // req was posted to w
	queue  []engine.Reply

	// After a failure, the greedy thinker answers in the page.
	fallback engine.Thinker
	notice   string

	think time.Duration // ?think=SECONDS

	compiling bool   // compile has begun
	state     string // for window.parlourEngine
	workers   int
	compileMs float64
	reason    string
	tables    []any // the worker's table reports, for window.parlourEngine
}

// worker is one Web Worker and the functions it calls back.
type worker struct {
	v     js.Value
	funcs []js.Func
}

// Start begins a search for req, ending any search still running.
func (t *workerThinker) Start(req engine.Request) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.think > 0 {
		req.Budget, req.Full = t.think, true
	}
	t.queue = nil
	if t.fallback != nil {
		t.fallback.Start(req)
		return
	}
	if t.wanted && t.sent {
		t.replace()
	}
	t.req, t.wanted, t.sent = req, true, false
	t.compileOnce()
	t.dispatch()
	if req.Aside && t.spare == nil && t.w != nil && t.fallback == nil {
		t.spare = t.start() // ready to take over when this search is given up
	}
}

// Cancel stops the running search; no final reply comes for it.
func (t *workerThinker) Cancel() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.queue = nil
	if t.fallback != nil {
		t.fallback.Cancel()
		return
	}
	if t.wanted && t.sent {
		t.replace()
	}
	t.wanted = false
}

// Poll returns the next reply of the current search without blocking.
func (t *workerThinker) Poll() (engine.Reply, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.fallback != nil {
		return t.fallback.Poll()
	}
	if len(t.queue) == 0 {
		return engine.Reply{}, false
	}
	r := t.queue[0]
	t.queue = t.queue[1:]
	return r, true
}

// Notice returns, once, a message for the player about the worker
// failing, or "".
func (t *workerThinker) Notice() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := t.notice
	t.notice = ""
	return n
}

// dispatch posts the wanted request once the module is ready, starting a
// worker if there is none.
func (t *workerThinker) dispatch() {
	if !t.wanted || t.sent || !t.ready {
		return
	}
	if t.w == nil {
		if t.spawn(); t.w == nil {
			return // it failed, and the search moved into the page
		}
	}
	data, err := json.Marshal(t.req)
	if err != nil {
		t.queue = append(t.queue, engine.Reply{ID: t.req.ID, Final: true, Err: err.Error()})
		t.wanted = false
		return
	}
	t.w.v.Call("postMessage", string(data))
	t.sent = true
}

// replace terminates the busy worker and puts the spare, or a fresh one,
// in its place, ready for the next search.
func (t *workerThinker) replace() {
	t.kill()
	t.sent = false
	if t.spare != nil {
		t.w, t.spare = t.spare, nil
		return
	}
	t.spawn()
}

// spawn starts a worker for the searches to go to.
func (t *workerThinker) spawn() {
	if w := t.start(); w != nil {
		t.w = w
	}
}

// start starts a worker and hands it the compiled engine; nil if it
// cannot be started (and the searches moved into the page).
func (t *workerThinker) start() *worker {
	w := &worker{}
	onMessage := js.FuncOf(func(_ js.Value, args []js.Value) any {
		t.message(w, args[0].Get("data"))
		Wake()
		return nil
	})
	onError := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ev := args[0]
		ev.Call("preventDefault")
		msg := "worker.js could not be loaded"
		if m := ev.Get("message"); m.Type() == js.TypeString && m.String() != "" {
			msg = "worker.js: " + m.String()
		}
		t.mu.Lock()
		defer t.mu.Unlock()
		switch w {
		case t.w:
			t.fail(msg)
		case t.spare: // the busy worker's replacement will be a fresh one
			t.spare = nil
			stop(w)
		}
		return nil
	})
	w.funcs = []js.Func{onMessage, onError}
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("%v", r)
			}
		}()
		w.v = js.Global().Get("Worker").New(workerURL)
	}()
	if err != nil {
		for _, f := range w.funcs {
			f.Release()
		}
		t.fail("the Web Worker could not be created: " + err.Error())
		return nil
	}
	w.v.Set("onmessage", onMessage)
	w.v.Set("onerror", onError)
	w.v.Call("postMessage", t.module)
	t.workers++
	t.publish()
	return w
}

// kill terminates the current worker, after which none of its messages
// are delivered.
func (t *workerThinker) kill() {
	if t.w != nil {
		stop(t.w)
		t.w = nil
	}
}

// stop terminates worker w and lets go of its callbacks.
func stop(w *worker) {
	w.v.Set("onmessage", js.Null())
	w.v.Set("onerror", js.Null())
	w.v.Call("terminate")
	for _, f := range w.funcs {
		f.Release()
	}
}

// message handles what worker w posted: a reply as a JSON string, or an
// object with ready or error.
func (t *workerThinker) message(w *worker, data js.Value) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.w != w {
		return // from a worker already replaced
	}
	if data.Type() != js.TypeString {
		if e := data.Get("error"); e.Type() == js.TypeString {
			t.fail(e.String())
		}
		if r := data.Get("table"); r.Type() == js.TypeObject {
			t.tables = append(t.tables, r)
			t.publish()
		}
		return
	}
	var r engine.Reply
	if err := json.Unmarshal([]byte(data.String()), &r); err != nil {
		t.fail("the engine sent a bad reply: " + err.Error())
		return
	}
	if !t.wanted || !t.sent || r.ID != t.req.ID {
		return
	}
	if r.Final {
		t.wanted = false
	}
	// The worker speaks English: its error is worded again here.
	r.Err, r.Fail = r.Worded(t.req), engine.NoFailure
	t.queue = append(t.queue, r)
}

// compileOnce downloads and compiles engine.wasm, the first time it is
// called, then starts the first worker so that the first search need not
// wait.
func (t *workerThinker) compileOnce() {
	if t.compiling || t.fallback != nil {
		return
	}
	t.compiling = true
	g := js.Global()
	wa := g.Get("WebAssembly")
	if !g.Get("Worker").Truthy() || !wa.Truthy() {
		t.fail("this browser cannot run a Web Worker")
		return
	}
	began := g.Get("performance").Call("now").Float()
	var funcs []js.Func
	fn := func(f func(js.Value) any) js.Func {
		jf := js.FuncOf(func(_ js.Value, args []js.Value) any { return f(args[0]) })
		funcs = append(funcs, jf)
		return jf
	}
	done := func() {
		for _, f := range funcs {
			f.Release()
		}
	}
	onError := fn(func(err js.Value) any {
		defer done()
		what := "engine.wasm could not be downloaded"
		if err.Get("name").String() == "CompileError" {
			what = "engine.wasm is damaged"
		}
		t.mu.Lock()
		defer t.mu.Unlock()
		t.fail(what + ": " + jsError(err))
		return nil
	})
	onModule := fn(func(m js.Value) any {
		defer done()
		t.mu.Lock()
		defer t.mu.Unlock()
		if t.fallback != nil {
			return nil
		}
		t.module, t.ready = m, true
		t.compileMs = g.Get("performance").Call("now").Float() - began
		t.state = "ready"
		if t.w == nil {
			t.spawn()
		}
		t.dispatch()
		t.publish()
		keepTables()
		return nil
	})
	compileBytes := fn(func(buf js.Value) any { return wa.Call("compile", buf) })
	onResponse := fn(func(resp js.Value) any {
		if !resp.Get("ok").Bool() {
			defer done()
			t.mu.Lock()
			defer t.mu.Unlock()
			t.fail(fmt.Sprintf("%s: HTTP %d", engineURL, resp.Get("status").Int()))
			return nil
		}
		// On a first visit the loader keeps a copy for the service
		// worker's install, which then need not download it again.
		if keep := g.Get("parlourKeep"); keep.Type() == js.TypeFunction {
			resp = keep.Invoke(engineURL, resp)
		}
		// compileStreaming takes only application/wasm, which a server may
		// not say (docs/web.md); such a file is compiled from its bytes.
		var p js.Value
		if wa.Get("compileStreaming").Type() == js.TypeFunction && isWasmType(resp.Get("headers").Call("get", "Content-Type")) {
			p = wa.Call("compileStreaming", resp)
		} else {
			p = resp.Call("arrayBuffer").Call("then", compileBytes)
		}
		p.Call("then", onModule, onError)
		return nil
	})
	g.Call("fetch", engineURL).Call("then", onResponse, onError)
}

// isWasmType reports whether a Content-Type header (null when there is
// none) says application/wasm, as compileStreaming wants.
func isWasmType(v js.Value) bool {
	return v.Type() == js.TypeString && strings.EqualFold(strings.TrimSpace(v.String()), "application/wasm")
}

// keepTables asks the service worker, once it is active, to keep the
// games' tables for offline play (sw.js, message "keep-tables"), with
// those only some players load that this page did (tablefile.Demanded:
// the language's catalog, which a first visit downloads before the
// service worker is there to keep it). It is called once engine.wasm is
// ready, so that the tables never compete with the page's own files;
// without a service worker it does nothing.
func keepTables() {
	sw := js.Global().Get("navigator").Get("serviceWorker")
	if !sw.Truthy() {
		return
	}
	var then js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		then.Release()
		if active := args[0].Get("active"); active.Truthy() {
			var names []any
			for _, n := range tablefile.Demanded() {
				names = append(names, n)
			}
			active.Call("postMessage", map[string]any{"type": "keep-tables", "demanded": names})
		}
		return nil
	})
	sw.Get("ready").Call("then", then)
}

// jsError writes a JavaScript error as "Name: message".
func jsError(err js.Value) string {
	if err.Type() != js.TypeObject {
		return err.String()
	}
	name, msg := err.Get("name"), err.Get("message")
	if msg.Type() != js.TypeString {
		return err.Call("toString").String()
	}
	if name.Type() == js.TypeString && name.String() != "" {
		return name.String() + ": " + msg.String()
	}
	return msg.String()
}

// fail gives up on the worker: it says why once, and answers in the page
// from then on, the request in progress first.
func (t *workerThinker) fail(reason string) {
	if t.fallback != nil {
		return
	}
	t.kill()
	if t.spare != nil {
		stop(t.spare)
		t.spare = nil
	}
	t.reason, t.state = reason, "failed"
	// The reason stays as the browser gave it: a detail to report, not
	// to translate.
	t.notice = lang.T("The computer opponent could not start in the background (%s). "+
		"Until the page is reloaded it plays simple moves, its hints are simple too, and the values and the analysis are off.", reason)
	t.fallback = engine.NewGreedyThinker()
	t.queue = nil
	Wake() // the notice is news for a resting app
	if t.wanted {
		t.wanted = false
		t.fallback.Start(t.req)
	}
	t.publish()
}

// publish updates window.parlourEngine for tests.
func (t *workerThinker) publish() {
	js.Global().Set("parlourEngine", map[string]any{
		"state":     t.state,
		"workers":   t.workers,
		"compileMs": t.compileMs,
		"error":     t.reason,
		"tables":    t.tables,
	})
}
