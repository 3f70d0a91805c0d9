package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlour/engine"
	"parlour/game"
	"parlour/game/harehounds"
	"parlour/game/solitaire"
)

// engineScript returns a script that starts an engine worker from a page
// of the site, as the app does (the compiled engine.wasm posted to
// worker.js), runs body with ask(message) (a promise of the worker's
// final reply to message, decoded; progress reports are passed over) and
// puts what body returns, or the error, in window[result] as JSON text.
func engineScript(result, body string) string {
	return `(async () => {
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
    window[` + "`" + result + "`" + `] = JSON.stringify(await (async () => {` + body + `})());
  } catch (err) {
    window[` + "`" + result + "`" + `] = JSON.stringify({error: String(err)});
  }
})(); true`
}

// valuesScript asks the engine worker for the values of every move from
// each start in window.parlourValuesStarts (twice: the first solves the
// table, the second is timed) and for the Peg Solitaire values benchmark
// described by window.parlourValuesBench, and leaves the answers in
// window.parlourValuesResult.
var valuesScript = engineScript("parlourValuesResult", `
    const starts = [];
    for (const opts of window.parlourValuesStarts) {
      await ask({id: 1, values: true, game: "harehounds", options: opts, moves: []});
      const began = performance.now();
      const r = await ask({id: 2, values: true, game: "harehounds", options: opts, moves: []});
      starts.push({reply: r, wallMs: performance.now() - began});
    }
    const bench = await ask({valuesBench: window.parlourValuesBench});
    return {starts, bench};`)

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
	dir := builtSite(t)
	url := serve(t, dir)
	b := newBrowser(t)
	if err := b.do(startTimeout, chromedp.Navigate(url+"manifest.webmanifest")); err != nil {
		t.Fatalf("open a page of the site: %v", err)
	}
	variants := game.Variants(harehounds.Spec.Options)
	bench := engine.ValuesBench{Game: solitaire.Spec.ID, Positions: valuesPositions(), Seed: 11}
	setup, _ := json.Marshal(map[string]any{"starts": variants, "bench": bench})
	eval[bool](b, fmt.Sprintf(`(() => { const s = %s; window.parlourValuesStarts = s.starts; window.parlourValuesBench = s.bench; return true; })()`, setup))
	eval[bool](b, valuesScript)
	text := waitFor[string](b, 10*time.Minute, "the worker's values (window.parlourValuesResult)", `window.parlourValuesResult || ""`)
	var got struct {
		Starts []struct {
			Reply  engine.Reply `json:"reply"`
			WallMs float64      `json:"wallMs"`
		} `json:"starts"`
		Bench struct {
			Timing engine.ValuesTiming `json:"timing"`
			Error  string              `json:"error"`
		} `json:"bench"`
		Error string `json:"error"`
	}
	if err := json.Unmarshal([]byte(text), &got); err != nil {
		t.Fatalf("window.parlourValuesResult = %.300q: %v", text, err)
	}
	if got.Error != "" {
		t.Fatalf("the worker failed: %s", got.Error)
	}
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
