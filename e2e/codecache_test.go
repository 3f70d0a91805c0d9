package e2e

import (
	"context"
	"encoding/json"
	"path"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// codeCacheTries is how many daily starts TestStartCodeCache makes before
// it gives up on the code cache.
const codeCacheTries = 3

// TestStartCodeCache checks that the game's compiled code comes back from
// the browser's code cache on an installed app's daily start (openDaily
// after a first visit and a fresh page), tracing the visit
// (wasmCacheHits), as in TestStartFirstFrame's daily start, which it
// leaves untraced: tracing slows the page. A module compiled from a
// Response the page made itself (to count its bytes, say) has no address,
// and the browser keeps no code for it; the check failed so before the
// download worker compiled the response itself.
func TestStartCodeCache(t *testing.T) {
	t.Parallel()
	dir := builtSite(t)
	srv := newSiteServer(t, dir)
	b := newBrowser(t)
	openMeasured(t, b, srv, srv.URL+"/")
	waitCached(t, b, precache(t, dir))
	openFresh(t, b, srv, srv.URL+"/")
	for try := 1; try <= codeCacheTries; try++ {
		if err := b.do(stepTimeout, chromedp.Sleep(codeCacheWrite)); err != nil {
			t.Fatalf("stay on the page: %v", err)
		}
		hits := wasmCacheHits(t, b, func() { openFresh(t, b, srv, srv.URL+"/") })
		if hits["parlour.wasm"] > 0 {
			t.Logf("the game's code came from the code cache on daily start %d; modules from the cache: %v", try, hits)
			return
		}
	}
	t.Errorf("the game's compiled code never came from the browser's code cache in %d daily starts", codeCacheTries)
}

// wasmCacheHits traces the browser while open runs and counts, by file
// name, the WebAssembly modules whose compiled code V8 took from the
// browser's code cache instead of compiling them: Chromium records each as
// the trace event v8.wasm.moduleCacheHit (in v8_wasm_response_extensions.cc),
// with the module's address.
func wasmCacheHits(t *testing.T, b *browser, open func()) map[string]int {
	t.Helper()
	var mu sync.Mutex
	hits := map[string]int{}
	complete := make(chan struct{})
	ctx, cancel := context.WithCancel(b.ctx)
	defer cancel()
	var once sync.Once
	if err := chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			for _, raw := range ev.Value {
				var e struct {
					Name string `json:"name"`
					Args struct {
						URL string `json:"url"`
					} `json:"args"`
				}
				if json.Unmarshal(raw, &e) == nil && e.Name == "v8.wasm.moduleCacheHit" {
					mu.Lock()
					hits[path.Base(e.Args.URL)]++
					mu.Unlock()
				}
			}
		case *tracing.EventTracingComplete:
			once.Do(func() { close(complete) })
		}
	}); err != nil {
		t.Fatalf("listen for the trace: %v", err)
	}
	call := func(what string, f func(ctx context.Context, tg *chromedp.Target) error) {
		if err := b.do(stepTimeout, chromedp.Func(f)); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	call("start tracing", func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{
			TransferMode: tracing.StartTransferModeReportEvents,
			TraceConfig:  &tracing.TraceConfig{IncludedCategories: []string{"disabled-by-default-devtools.timeline"}},
		})
		return err
	})
	open()
	call("end tracing", func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
		return err
	})
	select {
	case <-complete:
	case <-time.After(stepTimeout):
		t.Fatal("the trace did not complete")
	}
	mu.Lock()
	defer mu.Unlock()
	return hits
}
