package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"io/fs"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"parlour/game"
	"parlour/game/gametest"
	_ "parlour/game/harehounds"
	"parlour/wasm/site"
)

// PARLOUR_E2E_SHOTS=DIR makes the tests below save screenshots of the
// update banner and of the phone layout in DIR, for people to look at.
const shotsEnv = "PARLOUR_E2E_SHOTS"

// TestPWAOfflineAndUpdate installs the web app as a first visit would,
// then takes the network away: the app must reload and play (the engine
// included) from the service worker's cache. Back online it checks that
// Chromium finds the app installable, then publishes a new build: the page
// must offer it, and after Update run it with the game and the settings
// (Values turned on) still there. The console must stay free of errors and
// of Content-Security-Policy violations, and no request may leave the
// site's origin.
func TestPWAOfflineAndUpdate(t *testing.T) {
	t.Parallel()
	dir := copySite(t, builtSite(t))
	srv := newSiteServer(t, dir)
	b := newBrowser(t)
	watch := watchPage(t, b, srv.URL)

	// First visit, online.
	first := b.open(srv.URL + "/")
	v1 := precache(t, dir)
	cached := waitCached(t, b, v1)
	firstBytes := srv.take()
	t.Logf("first visit: first frame after %v", first.Round(time.Millisecond))
	logBytes(t, "first visit (page and service worker install)", firstBytes)
	checkCached(t, v1, cached)
	checkOneDownload(t, v1, firstBytes, "en")

	// A repeat visit runs from the cache, the same menu as the first: the
	// page and its scripts through the static routes, which need no
	// service worker to start (sw.js, routeFromCache).
	watch.takeRouted()
	repeat := b.open(srv.URL + "/")
	t.Logf("repeat visit: first frame after %v", repeat.Round(time.Millisecond))
	logBytes(t, "repeat visit", srv.take())
	routed := watch.takeRouted()
	for _, p := range []string{"/", "/loader.js", "/wasm_exec.js", "/parlour.css"} {
		if !routed[p] {
			t.Errorf("repeat visit: %s was not answered by a static route from the cache; routed: %v", p, routed)
		}
	}

	// The network goes away: nothing may reach the server from now on.
	srv.offline.Store(true)
	setOffline(t, b, true)
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("reload offline: %v", err)
	}
	offline := b.waitFirstFrame()
	t.Logf("reload offline: first frame after %v", offline.Round(time.Millisecond))
	if eval[bool](b, `navigator.onLine || !navigator.serviceWorker.controller`) {
		t.Error("offline, navigator.onLine is true or no service worker controls the page")
	}
	// Answers from the cache are plain bytes with their true length, so the
	// loader's progress bar knows the total and instantiateStreaming gets
	// application/wasm.
	for _, f := range v1.Files {
		if !strings.HasSuffix(f.URL, ".wasm") {
			continue
		}
		type head struct{ Type, Length, Encoding string }
		h := eval[head](b, fmt.Sprintf(`fetch(%q).then(r => ({type: r.headers.get("Content-Type"), length: r.headers.get("Content-Length"), encoding: r.headers.get("Content-Encoding") || ""}))`, f.URL))
		if h.Type != "application/wasm" || h.Length != fmt.Sprint(f.Size) || h.Encoding != "" {
			t.Errorf("%s from the cache: type %q, length %s, encoding %q; want application/wasm, %d, none", f.URL, h.Type, h.Length, h.Encoding, f.Size)
		}
	}
	b.startHareHoundsA2B2()
	played := b.waitState("the move a2-b2 and the computer's answer, offline", func(s appState) bool {
		return len(s.Moves) >= 2 && s.Moves[0] == "a2-b2" && s.ToMove == "Hounds"
	})
	t.Logf("offline game: moves %q", played.Moves)
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("second reload offline: %v", err)
	}
	b.waitFirstFrame()
	b.waitState("the saved game after a reload offline", func(s appState) bool {
		return s.Game == "harehounds" && slices.Equal(s.Moves, played.Moves)
	})
	for _, h := range srv.take() {
		if h.Offline && h.Path != "/sw.js" { // the browser's own update check may try
			t.Errorf("offline, %s reached the server: the page needed the network", h.Path)
		}
	}
	srv.offline.Store(false)
	setOffline(t, b, false)

	checkInstallable(t, b)

	// Values on: a setting must come through the update as the game does.
	const valuesOn = `JSON.parse(localStorage.getItem("parlour.settings") || "{}").values === true`
	b.press("v", "KeyV", 86)
	waitFor[bool](b, stepTimeout, "Values on in the saved settings", valuesOn)

	// A new build: one more file makes a new version.
	extra := site.File{Name: "notes.txt", Kind: site.Copy, From: "README.md"}
	if err := site.BuildWith(dir, append(slices.Clone(site.Files), extra), site.Quick); err != nil {
		t.Fatalf("build the new version: %v", err)
	}
	v2 := precache(t, dir)
	if v2.Version == v1.Version {
		t.Fatalf("the new build kept the version %s", v1.Version)
	}
	// The browser looks for a new service worker on every navigation.
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("reload: %v", err)
	}
	b.waitFirstFrame()
	waitFor[bool](b, startTimeout, "the update banner", `!document.getElementById("update").hidden`)
	logBytes(t, "update download", srv.take())
	if s := b.state(); !slices.Equal(s.Moves, played.Moves) {
		t.Errorf("before the update the game has moves %q, want %q", s.Moves, played.Moves)
	}
	if text := eval[string](b, `document.getElementById("update").innerText`); !strings.Contains(text, "A new version of Parlour is ready.") {
		t.Errorf("banner says %q", text)
	}
	// The game gives the banner its strip rather than lie under it.
	waitFor[bool](b, stepTimeout, "the game to make room for the banner: canvas and buttons above it", `(() => {
		const c = document.querySelector("canvas").getBoundingClientRect();
		const u = document.getElementById("update").getBoundingClientRect();
		const p = window.parlour.target("button:Menu");
		return c.bottom <= u.top + 0.5 && !!p && p.pageY < u.top;
	})()`)
	saveShot(t, b, "update-banner.png")
	eval[bool](b, `window.parlourOldPage = true`)
	clickElement(t, b, "update-now")
	pollEval(t, b, startTimeout, "the page to reload into the new version",
		fmt.Sprintf(`(async () => !window.parlourOldPage && !!window.parlourFirstFrame &&
			JSON.stringify(await caches.keys()) === %q)()`, `["parlour-`+v2.Version+`"]`))
	b.waitFirstFrame()
	after := b.waitState("the game after the update", func(s appState) bool {
		return s.Game == "harehounds" && slices.Equal(s.Moves, played.Moves)
	})
	t.Logf("after the update: version %s, moves %q", v2.Version, after.Moves)
	if !eval[bool](b, valuesOn) {
		t.Errorf("after the update Values is off: the settings are %s", eval[string](b, `localStorage.getItem("parlour.settings") || "none"`))
	}
	if eval[bool](b, `!document.getElementById("update").hidden`) {
		t.Error("the banner is still shown after the update")
	}
	checkCached(t, v2, waitCached(t, b, v2))

	watch.check(t)
}

// emulatePhone gives the page a phone's viewport of w×h CSS pixels at dpr
// device pixels each, with touch.
func emulatePhone(t *testing.T, b *browser, w, h int64, dpr float64) {
	t.Helper()
	err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: w, Height: h, DeviceScaleFactor: dpr, Mobile: true, ScreenWidth: w, ScreenHeight: h,
		}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5})
		return err
	}))
	if err != nil {
		t.Fatalf("emulate a phone: %v", err)
	}
}

// TestPWAPhoneBigBoard plays Leapfrog on its biggest board, 18×18 with
// four players, on a phone held upright: the board offers zoom, zoomed in
// its points are far enough apart to tap, and a jump is made by touch.
func TestPWAPhoneBigBoard(t *testing.T) {
	t.Parallel()
	const w, h, dpr = 390, 844, 3
	srv := newSiteServer(t, builtSite(t))
	b := newBrowser(t)
	watch := watchPage(t, b, srv.URL)
	emulatePhone(t, b, w, h, dpr)
	opts := game.Options{"players": "4", "size": "18", "version": "coloured"}
	opening := []string{"xa1", "xh8", "xi9", "xr18"}
	save, err := json.Marshal(map[string]any{"format": "parlour-match", "version": 1, "game": "leapfrog", "options": opts,
		"moves": opening, "made": len(opening), "seats": []string{"human", "human", "human", "human"}})
	if err != nil {
		t.Fatal(err)
	}
	b.beforePage(fmt.Sprintf(`localStorage.setItem("parlour.match", %q);`, save))
	b.open(srv.URL + "/")
	b.waitState("the Leapfrog game", func(s appState) bool { return s.Scene == "play" && len(s.Moves) == len(opening) })

	type point struct{ PageX, PageY float64 }
	// distance returns how far apart two points are on the screen, in CSS
	// pixels, or 0 when either is not shown.
	distance := func(a, c string) float64 {
		p := eval[*point](b, fmt.Sprintf(`window.parlour.target(%q)`, a))
		q := eval[*point](b, fmt.Sprintf(`window.parlour.target(%q)`, c))
		if p == nil || q == nil {
			return 0
		}
		return math.Hypot(q.PageX-p.PageX, q.PageY-p.PageY)
	}
	before := distance("point:c3", "point:d3")
	tap(t, b, "button:Zoom")
	b.waitState("the zoomed board", func(appState) bool { return distance("point:c3", "point:d3") != before })

	// A jump whose two points are both on the zoomed screen.
	s := gametest.Played(t, "leapfrog", opts, opening...).State()
	onScreen := func(name string) bool {
		p := eval[*point](b, fmt.Sprintf(`window.parlour.target(%q)`, name))
		return p != nil && p.PageX > 8 && p.PageX < w-8 && p.PageY > 8 && p.PageY < h-8
	}
	var want string
	var path []int
	for _, mv := range s.LegalMoves(nil) {
		pp := s.MovePath(mv)
		if len(pp) == 2 && onScreen("point:"+s.Board().Point(pp[0]).Name) && onScreen("point:"+s.Board().Point(pp[1]).Name) {
			want, path = s.MoveString(mv), pp
			break
		}
	}
	if path == nil {
		t.Fatal("no jump has both its points on the zoomed screen")
	}
	// A jump spans two squares.
	after := distance("point:"+s.Board().Point(path[0]).Name, "point:"+s.Board().Point(path[1]).Name) / 2
	t.Logf("18×18 on a %d×%d phone: squares %.0f CSS pixels apart, %.0f zoomed in", w, h, before, after)
	if after < 30 {
		t.Errorf("zoomed in, the squares are %.0f CSS pixels apart (before %.0f); want at least 30 to tap", after, before)
	}
	tap(t, b, "point:"+s.Board().Point(path[0]).Name)
	tap(t, b, "point:"+s.Board().Point(path[1]).Name)
	got := b.waitState("the jump "+want, func(s appState) bool { return len(s.Moves) > len(opening) })
	if got.Moves[len(opening)] != want {
		t.Errorf("played %q, want %q", got.Moves[len(opening)], want)
	}
	saveShot(t, b, "phone-leapfrog.png")
	watch.check(t)
}

// TestPWAPhone opens the app in a phone's viewport with touch, plays a
// move by touch and checks that the board and every control are on the
// screen, with nothing overflowing.
func TestPWAPhone(t *testing.T) {
	t.Parallel()
	const w, h, dpr = 390, 844, 3
	srv := newSiteServer(t, builtSite(t))
	b := newBrowser(t)
	watch := watchPage(t, b, srv.URL)
	emulatePhone(t, b, w, h, dpr)
	began := time.Now()
	first := b.open(srv.URL + "/")
	t.Logf("phone: first frame after %v (%v with the test's set-up)", first.Round(time.Millisecond), time.Since(began).Round(time.Millisecond))
	if got := eval[string](b, `innerWidth + "x" + innerHeight + "@" + devicePixelRatio + " touch " + navigator.maxTouchPoints`); got != fmt.Sprintf("%dx%d@%d touch 5", w, h, dpr) {
		t.Fatalf("viewport %s, want %dx%d@%d with touch", got, w, h, dpr)
	}
	tap(t, b, "card:harehounds")
	tap(t, b, "button:Start game")
	waitFor[bool](b, stepTimeout, "the board", `!!window.parlour.target("point:a2")`)
	tap(t, b, "point:a2")
	tap(t, b, "point:b2")
	b.waitState("the move a2-b2, played by touch", func(s appState) bool {
		return len(s.Moves) > 0 && s.Moves[0] == "a2-b2"
	})
	s := b.waitState("the computer's answer", func(s appState) bool { return len(s.Moves) >= 2 })
	t.Logf("phone game: moves %q, %v after the first frame", s.Moves, time.Since(began).Round(time.Millisecond))

	// Every point and button of the play screen lies on the screen.
	g, err := game.Lookup("harehounds")
	if err != nil {
		t.Fatal(err)
	}
	start, _, err := g.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i := range start.Board().Len() {
		names = append(names, "point:"+start.Board().Point(i).Name)
	}
	for _, bt := range []string{"New", "Undo", "Redo", "Hint", "Rules", "Menu"} {
		names = append(names, "button:"+bt)
	}
	type point struct{ PageX, PageY float64 }
	const margin = 8 // CSS pixels: a target's centre is this far inside the edge
	for _, name := range names {
		p := eval[*point](b, fmt.Sprintf(`window.parlour.target(%q)`, name))
		switch {
		case p == nil:
			t.Errorf("%s is not on the play screen", name)
		case p.PageX < margin || p.PageX > w-margin || p.PageY < margin || p.PageY > h-margin:
			t.Errorf("%s is at (%.0f, %.0f), outside the %d×%d screen", name, p.PageX, p.PageY, w, h)
		}
	}
	type extent struct{ ScrollW, ScrollH, CanvasW, CanvasH float64 }
	e := eval[extent](b, `(() => { const r = document.querySelector("canvas").getBoundingClientRect();
		return {scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight, canvasW: r.width, canvasH: r.height}; })()`)
	if e.ScrollW > w || e.ScrollH > h || e.CanvasW != w || e.CanvasH != h {
		t.Errorf("page %v×%v with a %v×%v canvas, want both %d×%d", e.ScrollW, e.ScrollH, e.CanvasW, e.CanvasH, w, h)
	}
	shot := saveShot(t, b, "phone.png")
	img, err := png.DecodeConfig(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	if img.Width != w*dpr || img.Height != h*dpr {
		t.Errorf("screenshot is %d×%d, want the whole %d×%d screen", img.Width, img.Height, w*dpr, h*dpr)
	}
	watch.check(t)
}

// siteServer serves a built site, counting the bytes it sends for each
// request; while offline is set it drops every connection unanswered, as
// if the network were gone, and notes the request.
type siteServer struct {
	URL     string
	dir     string
	handler http.Handler
	offline atomic.Bool

	mu   sync.Mutex
	hits []hit
}

// hit is one request the server saw.
type hit struct {
	Path     string
	Status   int
	Bytes    int64 // body bytes sent, compressed when Encoding is set
	Encoding string
	Offline  bool      // dropped unanswered
	Full     bool      // a whole file sent: 200, with every byte of its length
	At       time.Time // when the request came
}

func newSiteServer(t *testing.T, dir string) *siteServer {
	s := &siteServer{handler: site.Handler(dir), dir: dir}
	hs := httptest.NewServer(s)
	t.Cleanup(hs.Close)
	s.URL = hs.URL
	return s
}

func (s *siteServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	at := time.Now()
	if s.offline.Load() {
		s.add(hit{Path: r.URL.Path, Offline: true, At: at})
		panic(http.ErrAbortHandler)
	}
	cw := &countingWriter{ResponseWriter: w, status: http.StatusOK}
	s.handler.ServeHTTP(cw, r)
	length := w.Header().Get("Content-Length")
	full := r.Method == http.MethodGet && cw.status == http.StatusOK && (length == "" || length == fmt.Sprint(cw.n))
	s.add(hit{Path: r.URL.Path, Status: cw.status, Bytes: cw.n, Encoding: w.Header().Get("Content-Encoding"), Full: full, At: at})
}

func (s *siteServer) add(h hit) {
	s.mu.Lock()
	s.hits = append(s.hits, h)
	s.mu.Unlock()
}

// take returns the requests seen since the last take.
func (s *siteServer) take() []hit {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.hits
	s.hits = nil
	return out
}

type countingWriter struct {
	http.ResponseWriter
	status int
	n      int64
}

func (c *countingWriter) WriteHeader(status int) {
	c.status = status
	c.ResponseWriter.WriteHeader(status)
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.ResponseWriter.Write(p)
	c.n += int64(n)
	return n, err
}

// logBytes logs what the server sent, per file and in all.
func logBytes(t *testing.T, what string, hits []hit) {
	t.Helper()
	type sum struct {
		bytes    int64
		requests []string
	}
	per := map[string]*sum{}
	var total int64
	for _, h := range hits {
		s := per[h.Path]
		if s == nil {
			s = &sum{}
			per[h.Path] = s
		}
		s.bytes += h.Bytes
		tag := fmt.Sprint(h.Status)
		if h.Encoding != "" {
			tag += " " + h.Encoding
		}
		s.requests = append(s.requests, tag)
		total += h.Bytes
	}
	paths := make([]string, 0, len(per))
	for p := range per {
		paths = append(paths, p)
	}
	sort.Slice(paths, func(i, j int) bool { return per[paths[i]].bytes > per[paths[j]].bytes })
	var lines []string
	for _, p := range paths {
		lines = append(lines, fmt.Sprintf("  %-28s %10d B  (%s)", p, per[p].bytes, strings.Join(per[p].requests, ", ")))
	}
	t.Logf("%s: %d bytes in %d requests\n%s", what, total, len(hits), strings.Join(lines, "\n"))
}

// pageWatch records, for one browser, what must not happen: errors and
// warnings in the console, Content-Security-Policy violations, and
// requests that leave the site's origin.
type pageWatch struct {
	origin string
	mu     sync.Mutex
	bad    []string
	routed map[string]bool // paths answered by a static route from the cache
}

func watchPage(t *testing.T, b *browser, origin string) *pageWatch {
	w := &pageWatch{origin: origin}
	if err := chromedp.Listen(b.ctx, w.listen); err != nil {
		t.Fatal(err)
	}
	b.beforePage(`document.addEventListener("securitypolicyviolation", (e) =>
		console.error("CSP violation: " + e.violatedDirective + " blocked " + e.blockedURI));`)
	return w
}

func (w *pageWatch) listen(ev any) {
	var line string
	switch ev := ev.(type) {
	case *log.EventEntryAdded:
		e := ev.Entry
		if e.Level == log.EntryLevelError || e.Level == log.EntryLevelWarning {
			line = fmt.Sprintf("log %s %s: %s %s", e.Source, e.Level, e.Text, e.URL)
		}
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeWarning || ev.Type == runtime.ConsoleAPICalledTypeAssert {
			var parts []string
			for _, a := range ev.Args {
				parts = append(parts, string(a.Value)+a.Description)
			}
			line = fmt.Sprintf("console.%s: %s", ev.Type, strings.Join(parts, " "))
		}
	case *runtime.EventExceptionThrown:
		line = "exception: " + ev.ExceptionDetails.Text
		if ex := ev.ExceptionDetails.Exception; ex != nil {
			line += " " + ex.Description
		}
	case *network.EventRequestWillBeSent:
		u := ev.Request.URL
		if u != w.origin && !strings.HasPrefix(u, w.origin+"/") {
			line = "request outside the origin: " + u
		}
	case *network.EventResponseReceived:
		if r := ev.Response.ServiceWorkerRouterInfo; r != nil && r.MatchedSourceType == network.ServiceWorkerRouterSourceCache {
			w.mu.Lock()
			if w.routed == nil {
				w.routed = map[string]bool{}
			}
			w.routed[strings.TrimPrefix(ev.Response.URL, w.origin)] = true
			w.mu.Unlock()
		}
	}
	if line != "" {
		w.mu.Lock()
		w.bad = append(w.bad, line)
		w.mu.Unlock()
	}
}

// takeRouted returns the paths answered by the service worker's static
// routes from its cache since the last call, without the worker's fetch
// handler.
func (w *pageWatch) takeRouted() map[string]bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	r := w.routed
	w.routed = nil
	return r
}

// check fails the test for everything recorded.
func (w *pageWatch) check(t *testing.T) {
	t.Helper()
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, line := range w.bad {
		t.Error(line)
	}
}

// copySite copies a built site into a new directory, keeping the files'
// times, so that the server still prefers each fresh .gz copy.
func copySite(t *testing.T, from string) string {
	t.Helper()
	to := t.TempDir()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			return err
		}
		return os.Chtimes(dst, info.ModTime(), info.ModTime())
	})
	if err != nil {
		t.Fatalf("copy the site: %v", err)
	}
	return to
}

func precache(t *testing.T, dir string) site.Precache {
	t.Helper()
	p, err := site.ReadPrecache(dir, "sw.js")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// cachedFile is one entry of the service worker's cache as the page sees it.
type cachedFile struct {
	URL    string
	Size   int64
	Type   string
	Length string
}

// waitCached waits until the service worker of version p is active with
// its cache the only one, holding as many files as p lists (the games'
// tables come after the page's engine is ready), and returns the cache's
// entries.
func waitCached(t *testing.T, b *browser, p site.Precache) []cachedFile {
	t.Helper()
	name := "parlour-" + p.Version
	pollEval(t, b, startTimeout, "the service worker "+p.Version+" to be active with every file cached", activeCacheJS(p))
	return eval[[]cachedFile](b, fmt.Sprintf(`(async () => {
		const cache = await caches.open(%q);
		const out = [];
		for (const req of await cache.keys()) {
			const res = await cache.match(req);
			const body = await res.arrayBuffer();
			out.push({url: new URL(req.url).pathname.slice(1), size: body.byteLength,
				type: res.headers.get("Content-Type"), length: res.headers.get("Content-Length")});
		}
		return out;
	})()`, name))
}

// activeCacheJS is a JavaScript expression that is true once the service
// worker of version p is active, none other waits, and its cache is the
// only one and holds every file, the page twice (as index.html and as the
// scope's root, which the static route of a navigation asks for).
func activeCacheJS(p site.Precache) string {
	return fmt.Sprintf(`(async () => {
		const reg = await navigator.serviceWorker.getRegistration();
		return !!(reg && reg.active && reg.active.state === "activated" && !reg.installing && !reg.waiting) &&
			JSON.stringify(await caches.keys()) === %q &&
			(await (await caches.open(%q)).keys()).length >= %d;
	})()`, `["parlour-`+p.Version+`"]`, "parlour-"+p.Version, len(p.Kept())+1)
}

// checkCached checks that the cache holds every file of the build, whole,
// with the right type for the wasm files.
func checkCached(t *testing.T, p site.Precache, cached []cachedFile) {
	t.Helper()
	have := map[string]cachedFile{}
	for _, c := range cached {
		have[c.URL] = c
	}
	var lines []string
	for _, f := range p.Kept() {
		c, ok := have[f.URL]
		switch {
		case !ok:
			t.Errorf("%s is not in the service worker's cache", f.URL)
		case c.Size != f.Size || c.Length != fmt.Sprint(f.Size):
			t.Errorf("%s is cached with %d bytes (Content-Length %s), want %d", f.URL, c.Size, c.Length, f.Size)
		case strings.HasSuffix(f.URL, ".wasm") && c.Type != "application/wasm":
			t.Errorf("%s is cached as %q, want application/wasm", f.URL, c.Type)
		}
		lines = append(lines, fmt.Sprintf("%s %d", f.URL, c.Size))
	}
	// The page is kept under the scope's root as well (see activeCacheJS).
	if root, ok := have[""]; !ok || root.Size != have["index.html"].Size {
		t.Errorf("the page is not cached whole under the scope's root: %+v", root)
	}
	if len(cached) != len(p.Kept())+1 {
		t.Errorf("the cache holds %d entries, want the build's %d files and the scope's root", len(cached), len(p.Kept()))
	}
	t.Logf("cache parlour-%s: %s", p.Version, strings.Join(lines, ", "))
}

// setOffline turns the browser's network emulation on or off, for the page
// and its service worker.
func setOffline(t *testing.T, b *browser, offline bool) {
	t.Helper()
	sw := true
	err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			EmulateOfflineServiceWorker: &sw,
			MatchedNetworkConditions:    []*network.Conditions{{Offline: offline, DownloadThroughput: -1, UploadThroughput: -1}},
		}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, network.OverrideNetworkState, network.OverrideNetworkStateParams{
			Offline: offline, DownloadThroughput: -1, UploadThroughput: -1,
		})
		return err
	}))
	if err != nil {
		t.Fatalf("network emulation offline=%v: %v", offline, err)
	}
}

// checkInstallable asks Chromium whether the page can be installed as an
// app and whether its manifest parses cleanly.
func checkInstallable(t *testing.T, b *browser) {
	t.Helper()
	var errs []*page.InstallabilityError
	var manifest page.GetAppManifestResult
	err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		res, err := cdp.Call(ctx, tg, page.GetInstallabilityErrors, cdp.Empty{})
		if err != nil {
			return err
		}
		errs = res.InstallabilityErrors
		manifest, err = cdp.Call(ctx, tg, page.GetAppManifest, page.GetAppManifestParams{})
		return err
	}))
	if err != nil {
		t.Fatalf("installability: %v", err)
	}
	for _, e := range errs {
		var args []string
		for _, a := range e.ErrorArguments {
			args = append(args, a.Name+"="+a.Value)
		}
		t.Errorf("installability error %s %s", e.ErrorID, strings.Join(args, " "))
	}
	for _, e := range manifest.Errors {
		t.Errorf("manifest error at %d:%d: %s", e.Line, e.Column, e.Message)
	}
	if !strings.HasSuffix(manifest.URL, "/manifest.webmanifest") || manifest.Data == "" {
		t.Errorf("manifest at %q with %d bytes, want manifest.webmanifest", manifest.URL, len(manifest.Data))
	}
	t.Logf("installability errors: %d; manifest %s: %d errors", len(errs), manifest.URL, len(manifest.Errors))
}

// pollEval evaluates a JavaScript expression (awaiting a promise) until it
// is true. Unlike waitFor it carries on through navigations, when the page
// briefly cannot evaluate anything.
func pollEval(t *testing.T, b *browser, timeout time.Duration, what, expr string) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	var last error
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(b.ctx, stepTimeout)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr, chromedp.EvalAwaitPromise))
		cancel()
		if err == nil && ok {
			return
		}
		last = err
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("waiting %v for %s (last error: %v)", timeout, what, last)
}

// clickElement clicks the middle of the page element with the given id
// with the mouse.
func clickElement(t *testing.T, b *browser, id string) {
	t.Helper()
	type rect struct{ X, Y float64 }
	r := eval[rect](b, fmt.Sprintf(`(() => { const r = document.getElementById(%q).getBoundingClientRect();
		return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()`, id))
	if err := b.do(stepTimeout, chromedp.MouseClickXY(r.X, r.Y)); err != nil {
		t.Fatalf("click #%s: %v", id, err)
	}
}

// tap touches a named hit target with one finger. The game polls input
// once a tick, so the finger stays down for two frames and the tap ends
// two frames before the next step; at a phone's pixel density software
// WebGL draws a frame in seconds, so no more than that.
func tap(t *testing.T, b *browser, name string) {
	t.Helper()
	type point struct{ PageX, PageY float64 }
	p := waitFor[point](b, stepTimeout, "target "+name, fmt.Sprintf(`window.parlour && window.parlour.target(%q)`, name))
	touch := func(typ input.DispatchTouchEventType, points []*input.TouchPoint) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
			return err
		})
	}
	err := b.do(startTimeout,
		touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: p.PageX, Y: p.PageY}}),
		b.frames(2),
		touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}),
		b.frames(2),
	)
	if err != nil {
		t.Fatalf("tap %s at (%.0f, %.0f): %v", name, p.PageX, p.PageY, err)
	}
}

// saveShot takes a screenshot of the page, saves it in the directory named
// by PARLOUR_E2E_SHOTS if set, and returns it.
func saveShot(t *testing.T, b *browser, name string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, stepTimeout)
	defer cancel()
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if dir := os.Getenv(shotsEnv); dir != "" {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, shot, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", p)
	}
	return shot
}

// TestPWAOfflineInFrench makes a French player's first visit, then goes
// offline: the service worker kept both parts of their catalog, which the
// page downloaded before it was installed (the second after the first
// frame), so the page starts in French offline, and a lesson opens in
// French.
func TestPWAOfflineInFrench(t *testing.T) {
	t.Parallel()
	dir := copySite(t, builtSite(t))
	srv := newSiteServer(t, dir)
	b := startChromium(t, 800, 700,
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("lang", "fr"),
		chromedp.Flag("accept-lang", "fr"))
	b.open(srv.URL + "/")
	v1 := precache(t, dir)
	waitCached(t, b, v1)
	pollEval(t, b, startTimeout, "both parts of the French catalog kept", fmt.Sprintf(`(async () => {
		const cache = await caches.open(%q);
		return !!(await cache.match("lang-fr.json")) && !!(await cache.match("lang-fr-more.json"));
	})()`, "parlour-"+v1.Version))
	srv.take()

	srv.offline.Store(true)
	setOffline(t, b, true)
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("reload offline: %v", err)
	}
	b.waitFirstFrame()
	s := b.waitState("the menu in French, offline", func(s appState) bool { return s.Scene == "menu" && s.Lang == "fr" })
	if len(s.Notices) > 0 {
		t.Errorf("offline in French, the menu tells %q", s.Notices)
	}
	b.click("learn:harehounds")
	s = b.waitState("the lesson, offline", func(s appState) bool { return s.Scene == "learn" })
	said := waitFor[string](b, stepTimeout, "the lesson's first step said",
		`(document.getElementById("parlour-live") || {}).textContent || ""`)
	if !strings.Contains(said, "lièvre") && !strings.Contains(said, "chiens") || len(s.Notices) > 0 {
		t.Errorf("offline, the lesson's first step is said as %q with notices %q; want French, none", said, s.Notices)
	}
	for _, h := range srv.take() {
		if h.Offline && h.Path != "/sw.js" {
			t.Errorf("offline, %s reached the server: the page needed the network", h.Path)
		}
	}
}
