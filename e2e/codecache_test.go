package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
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
					name := e.Args.URL
					if u, err := url.Parse(name); err == nil {
						name = u.Path // without the build's query
					}
					hits[path.Base(name)]++
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

// codeCacheTries is how many fresh browsers TestStartCodeCache may try
// before it holds that a second start never found the game's code: on a
// busy machine V8 may go on optimising past the first visit's wait.
const codeCacheTries = 3

// TestStartCodeCache checks that the game's compiled code comes from the
// browser's code cache from its second start on, and that the HTTP cache
// it comes from on that start is a speed-up only. In Chromium:
//   - a first visit, open for codeCacheWrite once the service worker and
//     the engine are ready, then a traced second start on a fresh page
//     (openFresh), which must take the code from the cache: the loader
//     asks the HTTP cache for the game's own address first (compileKept);
//   - with the HTTP cache cleared, as a person clearing "cached images and
//     files" does, a start that must draw, the game from the service
//     worker's copy;
//   - after codeCacheWrite more, a traced start that must find the code
//     kept beside that copy.
func TestStartCodeCache(t *testing.T) {
	t.Parallel()
	dir := builtSite(t)
	p := precache(t, dir)
	second := false // a second start found the code
	for try := 0; try < codeCacheTries && !second; try++ {
		t.Run(fmt.Sprintf("try-%d", try), func(t *testing.T) {
			srv := newSiteServer(t, dir)
			b := newBrowser(t)
			openMeasured(t, b, srv, srv.URL+"/")
			waitCached(t, b, p)
			waitFor[bool](b, startTimeout, "the engine", `window.parlourEngine && window.parlourEngine.state === "ready"`)
			time.Sleep(codeCacheWrite)
			hits := wasmCacheHits(t, b, func() { openFresh(t, b, srv, srv.URL+"/") })
			t.Logf("modules from the code cache on the second start: %v", hits)
			second = hits["parlour.wasm"] > 0
			if !second {
				return
			}
			if from := gameRequests(b); !slices.Equal(from, []string{"?v="}) {
				t.Errorf("the second start asked for the game at %q, want its own address alone", from)
			}

			if err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, network.ClearBrowserCache, cdp.Empty{})
				return err
			})); err != nil {
				t.Fatalf("clear the HTTP cache: %v", err)
			}
			openFresh(t, b, srv, srv.URL+"/")
			if from := gameRequests(b); !slices.Equal(from, []string{"?v=", ""}) {
				t.Errorf("with the HTTP cache cleared, the start asked for the game at %q, want its own address, then its name", from)
			}
			if got := eval[int](b, `document.querySelectorAll("canvas").length`); got == 0 {
				t.Error("with the HTTP cache cleared, the start has no canvas")
			}
			time.Sleep(codeCacheWrite)
			hits = wasmCacheHits(t, b, func() { openFresh(t, b, srv, srv.URL+"/") })
			t.Logf("modules from the code cache after a start from the service worker's copy: %v", hits)
			if hits["parlour.wasm"] == 0 {
				t.Error("the game's code did not come from the cache kept beside the service worker's copy")
			}
		})
	}
	if !second {
		t.Errorf("in %d fresh browsers, the second start never took the game's code from the browser's code cache", codeCacheTries)
	}
}

// gameRequests lists the page's requests for the game, parlour.wasm, in
// order, each by its query cut after "v=": "?v=" for the game's own
// address, "" for its name alone.
func gameRequests(b *browser) []string {
	return eval[[]string](b, `performance.getEntriesByType("resource")
		.map((e) => new URL(e.name))
		.filter((u) => u.pathname.endsWith("/parlour.wasm"))
		.map((u) => u.search.startsWith("?v=") ? "?v=" : u.search)`)
}

// TestStartWasmWrongType serves the site with its wasm files said to be
// application/octet-stream, as a server that does not know the type does
// (docs/web.md asks for application/wasm): the game starts all the same,
// downloaded by the loader's worker and, without worker.js, on the page's
// thread (compileHere), neither of which may hand such a response to
// compileStreaming as it is; the engine starts in its worker; and the
// next start, which finds the game in the HTTP cache with the server's
// type, takes the service worker's copy.
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
			if noWorker {
				return // the service worker keeps worker.js, so it cannot install
			}
			waitFor[bool](b, startTimeout, "the engine in its worker",
				`window.parlourEngine && window.parlourEngine.state === "ready"`)
			// The next start finds the game in the HTTP cache with the
			// server's type, and takes the service worker's copy instead.
			waitCached(t, b, precache(t, dir))
			openFresh(t, b, &siteServer{URL: srv.URL}, srv.URL+"/")
			if from := gameRequests(b); !slices.Contains(from, "") {
				t.Errorf("the second start read the game from %q, want its name (the service worker's copy) among them", from)
			}
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
