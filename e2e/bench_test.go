package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlour/engine"
	_ "parlour/game/catalog"
	"parlour/tablefile"
	"parlour/wasm/site"
)

// TestBrowserBench runs the engine benchmark page (wasm/bench) in headless
// Chromium: it solves every variant of the solvable games in the browser.
// The browser must find exactly the results the native engine finds; the
// times and speeds of both are logged for comparison.
func TestBrowserBench(t *testing.T) {
	t.Parallel() // it checks results; its times are logged, not held to a bound
	dir := filepath.Join(t.TempDir(), "bench")
	if err := site.BuildWith(dir, site.BenchFiles, site.Quick); err != nil {
		t.Fatalf("build the benchmark page: %v", err)
	}
	b := newBrowser(t)
	if err := b.do(startTimeout, chromedp.Navigate(serve(t, dir)+"bench.html")); err != nil {
		t.Fatalf("open the benchmark page: %v", err)
	}
	text := waitFor[string](b, 5*time.Minute, "the benchmark results (window.parlourBench)", `window.parlourBench || ""`)
	var browser struct {
		Results []engine.BenchResult `json:"results"`
		Error   string               `json:"error"`
	}
	if err := json.Unmarshal([]byte(text), &browser); err != nil {
		t.Fatalf("window.parlourBench = %q: %v", text, err)
	}
	if browser.Error != "" {
		t.Fatalf("the benchmark failed in the browser: %s", browser.Error)
	}
	// The benchmark page has none of the games' tables (no wasm carries
	// them, and the page fetches none), so the native figures it is
	// compared with are taken without them too.
	tablefile.Use(tablefile.SourceFunc(func(t *tablefile.Table) ([]byte, error) {
		return nil, fmt.Errorf("%s: %w", t.Name, tablefile.ErrMissing)
	}))
	defer tablefile.Use(nil)
	var native []engine.BenchResult
	if err := engine.BenchAll(context.Background(), true, func(r engine.BenchResult) { native = append(native, r) }); err != nil {
		t.Fatal(err)
	}
	if len(browser.Results) != len(native) {
		t.Fatalf("the browser measured %d variants, natively %d", len(browser.Results), len(native))
	}
	for i, w := range browser.Results {
		n := native[i]
		if w.Game != n.Game || w.Options != n.Options || w.Winner != n.Winner || w.Plies != n.Plies || w.Positions != n.Positions {
			t.Errorf("%s [%s]: the browser found %s in %d over %d positions; natively %s in %d over %d",
				n.Game, n.Options, w.Winner, w.Plies, w.Positions, n.Winner, n.Plies, n.Positions)
			continue
		}
		t.Logf("%s [%s]: %s in %d; solve %v in the browser, %v natively; search %.0f nodes/s in the browser, %.0f natively (%.0f%%)",
			n.Game, n.Options, n.Winner, n.Plies,
			w.SolveTime.Round(100*time.Microsecond), n.SolveTime.Round(100*time.Microsecond),
			w.NodesPerSecond(), n.NodesPerSecond(), 100*w.NodesPerSecond()/n.NodesPerSecond())
	}
}
