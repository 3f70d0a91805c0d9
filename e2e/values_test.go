package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlour/engine"
	"parlour/game"
	"parlour/game/harehounds"
	"parlour/game/solitaire"
)

// engineScript is a script that starts an engine worker from a page of
// the site, as the app does (the compiled engine.wasm posted to
// worker.js), runs a body (in place of BODY) with ask(message), a promise of the
// worker's final reply to message, decoded (progress reports are passed
// over), and puts what the body returns, or the error, in
// window.parlourEngineResult as JSON text.
const engineScript = `(async () => {
  try {
    const mod = await WebAssembly.compileStreaming(fetch("engine.wasm"));
    const w = new Worker("worker.js");
    let pending = null;
    w.onmessage = (e) => {
      if (typeof e.data === "string" && pending) {
        const r = JSON.parse(e.data);
        if (r.final !== false) { const p = pending; pending = null; p.resolve(r); }
      } else if (e.data && e.data.error && pending) { pending.reject(new Error(e.data.error)); }
    };
    const ask = (msg) => new Promise((resolve, reject) => { pending = {resolve, reject}; w.postMessage(JSON.stringify(msg)); });
    w.postMessage(mod);
    window.parlourEngineResult = JSON.stringify(await (async () => { BODY })());
  } catch (err) {
    window.parlourEngineResult = JSON.stringify({error: String(err)});
  }
})(); true`

// askEngine sets window[name] to the JSON text setup for the body to
// read, runs the body in an engine worker (see engineScript), waits up to
// timeout for its result and decodes it into out. A failure in the page
// or the worker fails the test.
func askEngine(b *browser, name, setup, body string, timeout time.Duration, out any) {
	b.t.Helper()
	eval[bool](b, fmt.Sprintf(`(() => { window.parlourEngineResult = ""; window[%q] = %s; return true; })()`, name, setup))
	eval[bool](b, strings.Replace(engineScript, "BODY", body, 1))
	text := waitFor[string](b, timeout, "the engine worker's answers (window.parlourEngineResult)", `window.parlourEngineResult || ""`)
	var failed struct {
		Error string `json:"error"`
	}
	if err := json.Unmarshal([]byte(text), &failed); err != nil {
		b.t.Fatalf("window.parlourEngineResult = %.300q: %v", text, err)
	}
	if failed.Error != "" {
		b.t.Fatalf("the engine worker failed: %s", failed.Error)
	}
	if err := json.Unmarshal([]byte(text), out); err != nil {
		b.t.Fatalf("window.parlourEngineResult = %.300q: %v", text, err)
	}
}

// valuesScript asks the engine worker for the values of every move from
// each start in window.parlourValues.starts (twice: the first solves the
// table, the second is timed) and for the Peg Solitaire values benchmark
// described by window.parlourValues.bench.
const valuesScript = `
    const starts = [];
    for (const opts of window.parlourValues.starts) {
      await ask({id: 1, values: true, game: "harehounds", options: opts, moves: []});
      const began = performance.now();
      const r = await ask({id: 2, values: true, game: "harehounds", options: opts, moves: []});
      starts.push({reply: r, wallMs: performance.now() - began});
    }
    const bench = await ask({valuesBench: window.parlourValues.bench});
    return {starts, bench};`

// valuesPositions is the number of Peg Solitaire positions the browser
// values: 200 in a test run, the 1,000 of the published figure with
// PARLOUR_LONG_SESSIONS=1.
func valuesPositions() int {
	if os.Getenv(longSessionsEnv) == "1" {
		return 1000
	}
	return 200
}

// TestBrowserValues asks the browser's engine worker for the value of
// every legal move from each Hare and Hounds start, which must be the
// native engine's exactly, and for the Peg Solitaire values benchmark at
// positions reached by random play; the times are logged as figures
// (the targets are benchmarks, not assertions).
func TestBrowserValues(t *testing.T) {
	t.Parallel()
	dir := builtSite(t)
	url := serve(t, dir)
	b := newBrowser(t)
	if err := b.do(startTimeout, chromedp.Navigate(url+"manifest.webmanifest")); err != nil {
		t.Fatalf("open a page of the site: %v", err)
	}
	variants := game.Variants(harehounds.Spec.Options)
	bench := engine.ValuesBench{Game: solitaire.Spec.ID, Positions: valuesPositions(), Seed: 11}
	setup, _ := json.Marshal(map[string]any{"starts": variants, "bench": bench})
	var got struct {
		Starts []struct {
			Reply  engine.Reply `json:"reply"`
			WallMs float64      `json:"wallMs"`
		} `json:"starts"`
		Bench struct {
			Timing engine.ValuesTiming `json:"timing"`
			Error  string              `json:"error"`
		} `json:"bench"`
	}
	askEngine(b, "parlourValues", string(setup), valuesScript, 10*time.Minute, &got)
	if len(got.Starts) != len(variants) {
		t.Fatalf("%d starts valued, want %d", len(got.Starts), len(variants))
	}
	var slowest time.Duration
	for i, opts := range variants {
		r := got.Starts[i].Reply
		if r.Err != "" || r.Values == nil {
			t.Errorf("%s: the worker answered %q", opts, r.Err)
			continue
		}
		native, err := engine.MoveValues(context.Background(), engine.Request{Game: harehounds.Spec.ID, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		if a, n := fmt.Sprint(r.Values.Moves), fmt.Sprint(native.Moves); a != n {
			t.Errorf("%s: the browser's values %s, natively %s", opts, a, n)
		}
		slowest = max(slowest, r.Info.Elapsed)
		t.Logf("%s: %d moves valued in %v in the worker (%.1f ms with the message)", opts, len(r.Values.Moves), r.Info.Elapsed, got.Starts[i].WallMs)
	}
	t.Logf("Hare and Hounds, every start: slowest %v in the worker", slowest)
	bt := got.Bench
	if bt.Error != "" || bt.Timing.Positions != bench.Positions || bt.Timing.Exact == 0 {
		t.Fatalf("Peg Solitaire values benchmark: %+v, want %d positions with exact values", bt, bench.Positions)
	}
	t.Logf("Peg Solitaire values in the worker: %s", bt.Timing)
}
