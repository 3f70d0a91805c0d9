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
