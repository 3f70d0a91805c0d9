package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"

	"parlour/wasm/site"
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

// TestStartWasmWrongType serves the site with its wasm files said to be
// application/octet-stream, as a server that does not know the type does
// (docs/web.md asks for application/wasm): the game starts all the same,
// downloaded by the loader's worker and, without worker.js, on the page's
// thread (compileHere), neither of which may hand such a response to
// compileStreaming as it is.
func TestStartWasmWrongType(t *testing.T) {
	t.Parallel()
	built := builtSite(t)
	b := newBrowser(t)
	for _, noWorker := range []bool{false, true} {
		t.Run(fmt.Sprintf("without worker.js %v", noWorker), func(t *testing.T) {
			defer b.reportTo(t)()
			dir := siteCopy(t, built)
			if noWorker {
				if err := removeAll(filepath.Join(dir, "worker.js"), filepath.Join(dir, "worker.js.gz")); err != nil {
					t.Fatal(err)
				}
			}
			h := site.Handler(dir)
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if strings.HasSuffix(r.URL.Path, ".wasm") {
					w = octetStream{w}
				}
				h.ServeHTTP(w, r)
			}))
			t.Cleanup(srv.Close)
			if err := b.do(startTimeout, chromedp.Navigate(srv.URL+"/")); err != nil {
				t.Fatal(err)
			}
			waitFor[float64](b, startTimeout, "the first frame (window.parlourFirstFrame)",
				`window.parlourError ? (() => { throw new Error("error panel: " + window.parlourError) })() : window.parlourFirstFrame || 0`)
		})
	}
}

// octetStream answers with Content-Type application/octet-stream whatever
// the handler says.
type octetStream struct{ http.ResponseWriter }

func (w octetStream) WriteHeader(code int) {
	w.Header().Set("Content-Type", "application/octet-stream")
	w.ResponseWriter.WriteHeader(code)
}

func (w octetStream) Write(p []byte) (int, error) {
	if w.Header().Get("Content-Type") != "application/octet-stream" {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(p)
}
