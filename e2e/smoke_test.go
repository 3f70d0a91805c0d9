package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlour/game/gametest"
	"parlour/wasm/site"
)

// pageDriver is what the smoke test needs of a browser: one page, driven
// the same way whatever the engine and its protocol (the DevTools
// protocol for Chromium, WebDriver BiDi for Firefox, classic WebDriver for
// WebKit).
type pageDriver interface {
	// Navigate loads url and returns once its document has loaded.
	Navigate(url string) error
	// Reload loads the page again and returns once it has loaded.
	Reload() error
	// Eval evaluates a JavaScript expression whose value is a string, or a
	// promise of one, and returns the string.
	Eval(expr string) (string, error)
	// Pointer moves the mouse to (x, y), in CSS pixels from the top-left
	// corner of the page's viewport, and then presses or releases the left
	// button as step says.
	Pointer(step pointerStep, x, y int) error
	// Screenshot returns a PNG of the page's viewport.
	Screenshot() ([]byte, error)
}

// pointerStep is one step of a click.
type pointerStep int

const (
	pointerMove pointerStep = iota // only move
	pointerDown                    // move, then press the left button
	pointerUp                      // move, then release it
)

// pointerActions is one step of a click as the input source WebDriver and
// WebDriver BiDi both take: a mouse, its moves and its left button.
func pointerActions(step pointerStep, x, y int) map[string]any {
	actions := []map[string]any{{"type": "pointerMove", "x": x, "y": y, "origin": "viewport"}}
	switch step {
	case pointerDown:
		actions = append(actions, map[string]any{"type": "pointerDown", "button": 0})
	case pointerUp:
		actions = append(actions, map[string]any{"type": "pointerUp", "button": 0})
	}
	return map[string]any{
		"type":       "pointer",
		"id":         "mouse",
		"parameters": map[string]string{"pointerType": "mouse"},
		"actions":    actions,
	}
}

// chromiumPage drives the page of a headless Chromium through chromedp.
type chromiumPage struct{ b *browser }

func (c chromiumPage) Navigate(url string) error {
	return c.b.do(startTimeout, chromedp.Navigate(url))
}

func (c chromiumPage) Reload() error {
	return c.b.do(startTimeout, chromedp.Reload())
}

func (c chromiumPage) Eval(expr string) (string, error) {
	ctx, cancel := context.WithTimeout(c.b.ctx, stepTimeout)
	defer cancel()
	return chromedp.Run(ctx, chromedp.Evaluate[string](expr, chromedp.EvalAwaitPromise))
}

func (c chromiumPage) Pointer(step pointerStep, x, y int) error {
	px, py := float64(x), float64(y)
	switch step {
	case pointerDown:
		return c.b.do(stepTimeout, chromedp.MouseEvent(chromedp.MousePressed, px, py, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	case pointerUp:
		return c.b.do(stepTimeout, chromedp.MouseEvent(chromedp.MouseReleased, px, py, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	}
	return c.b.do(stepTimeout, chromedp.MouseEvent(chromedp.MouseMoved, px, py))
}

func (c chromiumPage) Screenshot() ([]byte, error) {
	ctx, cancel := context.WithTimeout(c.b.ctx, stepTimeout)
	defer cancel()
	return chromedp.Run(ctx, chromedp.CaptureScreenshot())
}

// consoleWatcher is a pageDriver that also sees the page's console.
// Classic WebDriver cannot, so WebKit's driver is not one.
type consoleWatcher interface {
	// ConsoleErrors returns the errors logged so far, uncaught exceptions
	// included.
	ConsoleErrors() []string
}

func (c chromiumPage) ConsoleErrors() []string {
	c.b.mu.Lock()
	defer c.b.mu.Unlock()
	var errs []string
	for _, line := range c.b.log {
		if strings.HasPrefix(line, "console.error:") || strings.HasPrefix(line, "exception:") {
			errs = append(errs, line)
		}
	}
	return errs
}

// consoleLog keeps what a page wrote to its console.
type consoleLog struct {
	mu     sync.Mutex
	lines  []string
	errors []string
}

// add notes one entry, of a level such as "info" or "error".
func (c *consoleLog) add(level, text string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lines = append(c.lines, level+": "+text)
	if level == "error" {
		c.errors = append(c.errors, text)
	}
}

// ConsoleErrors returns the entries of level error.
func (c *consoleLog) ConsoleErrors() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.errors)
}

// report logs the last lines if the test failed.
func (c *consoleLog) report(t *testing.T) {
	if !t.Failed() {
		return
	}
	c.mu.Lock()
	lines := slices.Clone(c.lines)
	c.mu.Unlock()
	if n := len(lines); n > 60 {
		lines = lines[n-60:]
	}
	t.Logf("browser console (last %d lines):\n%s", len(lines), strings.Join(lines, "\n"))
}

// jsValue evaluates a JavaScript expression in the page, awaiting it if it
// is a promise, and decodes its value into T through JSON.
func jsValue[T any](d pageDriver, expr string) (T, error) {
	var v T
	text, err := d.Eval(`(async () => JSON.stringify((await (` + expr + `)) ?? null))()`)
	if err != nil {
		return v, err
	}
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		return v, fmt.Errorf("decode %.200s: %w", text, err)
	}
	return v, nil
}

// mustJS is jsValue failing the test on an error.
func mustJS[T any](t *testing.T, d pageDriver, expr string) T {
	t.Helper()
	v, err := jsValue[T](d, expr)
	if err != nil {
		t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// waitJS polls a JavaScript expression until its value is truthy and
// returns it. It carries on through errors, as while a page loads.
func waitJS[T any](t *testing.T, d pageDriver, timeout time.Duration, what, expr string) T {
	t.Helper()
	deadline := time.Now().Add(timeout)
	var last error
	for {
		raw, err := jsValue[json.RawMessage](d, expr)
		if err == nil {
			switch string(raw) {
			case "null", "false", "0", `""`:
			default:
				var v T
				if err := json.Unmarshal(raw, &v); err != nil {
					t.Fatalf("%s: decode %.200s: %v", what, raw, err)
				}
				return v
			}
		} else {
			last = err
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting %v for %s (last error: %v)", timeout, what, last)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// stateOf returns what window.parlour.state() says of the app.
func stateOf(t *testing.T, d pageDriver) appState {
	t.Helper()
	text := mustJS[string](t, d, `window.parlour.state()`)
	var s appState
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		t.Fatalf("window.parlour.state() returned %q: %v", text, err)
	}
	return s
}

// waitApp polls the app's state until ok accepts it.
func waitApp(t *testing.T, d pageDriver, timeout time.Duration, what string, ok func(appState) bool) appState {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		s := stateOf(t, d)
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting %v for %s; state is %+v", timeout, what, s)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// firstFrame waits for the game's first frame after a navigation and
// returns the time from navigation start to that frame as the page
// measured it. It fails at once if the page shows its error panel.
func firstFrame(t *testing.T, d pageDriver) time.Duration {
	t.Helper()
	type loaded struct {
		Error string
		MS    float64
	}
	l := waitJS[loaded](t, d, startTimeout, "the game's first frame (window.parlourFirstFrame)",
		`window.parlourError ? {error: String(window.parlourError)}
			: window.parlour && typeof window.parlour.state === "function" && window.parlourFirstFrame && {ms: window.parlourFirstFrame}`)
	if l.Error != "" {
		t.Fatalf("the page shows its error panel: %s", l.Error)
	}
	return time.Duration(l.MS * float64(time.Millisecond))
}

// animationFrames waits until the page has drawn n more frames.
func animationFrames(t *testing.T, d pageDriver, n int) {
	t.Helper()
	mustJS[bool](t, d, fmt.Sprintf(`new Promise(done => {
		let n = %d;
		const step = () => (--n > 0 ? requestAnimationFrame(step) : done(true));
		requestAnimationFrame(step);
	})`, n))
}

// clickTarget clicks a named hit target of the game (see
// window.parlour.target) with the mouse. The game polls the button once a
// tick, and ticks run in animation frames, which software WebGL makes
// slow; so each step of the click lasts a few frames rather than a fixed
// time.
func clickTarget(t *testing.T, d pageDriver, name string) {
	t.Helper()
	type point struct{ PageX, PageY float64 }
	p := waitJS[point](t, d, stepTimeout, "target "+name, fmt.Sprintf(`window.parlour && window.parlour.target(%q)`, name))
	x, y := int(math.Round(p.PageX)), int(math.Round(p.PageY))
	for _, step := range []pointerStep{pointerMove, pointerDown, pointerUp} {
		if err := d.Pointer(step, x, y); err != nil {
			t.Fatalf("click %s at (%d, %d): %v", name, x, y, err)
		}
		animationFrames(t, d, 3)
	}
}

// playByPointer plays the first legal move a person makes by clicking the
// board in the Hare and Hounds game of the page, whose moves so far are
// given, and returns the move's notation.
func playByPointer(t *testing.T, d pageDriver, moves []string) string {
	t.Helper()
	s := gametest.Played(t, "harehounds", nil, moves...).State()
	mv, path := firstTappable(s)
	if path == nil {
		t.Fatalf("after %q no move can be made by clicking the board", moves)
	}
	for _, p := range path {
		clickTarget(t, d, "point:"+s.Board().Point(p).Name)
	}
	if prefixOfLonger(s, mv) {
		clickTarget(t, d, "point:"+s.Board().Point(path[len(path)-1]).Name)
	}
	return s.MoveString(mv)
}

// keepsAllJS is a JavaScript expression that is true once the cache of
// the service worker of version p holds every file of the build.
func keepsAllJS(p site.Precache) string {
	var urls []string
	for _, f := range p.Kept() {
		urls = append(urls, f.URL)
	}
	list, _ := json.Marshal(urls)
	return fmt.Sprintf(`(async () => {
		const cache = await caches.open(%q);
		for (const url of %s) if (!(await cache.match(url))) return false;
		return true;
	})()`, "parlour-"+p.Version, list)
}

// fullDownloads counts, per path, the answers that sent a whole file. The
// page counts once whether it came as "/" or as "/index.html".
func fullDownloads(hits []hit) map[string]int {
	n := map[string]int{}
	for _, h := range hits {
		if h.Full {
			path := h.Path
			if path == "/" {
				path = "/index.html"
			}
			n[path]++
		}
	}
	return n
}

// checkOneDownload checks that a first visit (the page and the service
// worker's install) of a person who reads the language of code ("en",
// "fr") downloaded every file of the site exactly once, and of the
// languages' catalogs only the two parts of their own, and logs the
// counts.
func checkOneDownload(t *testing.T, p site.Precache, hits []hit, code string) {
	t.Helper()
	n := fullDownloads(hits)
	want := []string{"/sw.js"}
	for _, f := range p.Kept() {
		want = append(want, "/"+f.URL)
	}
	for _, path := range want {
		if n[path] != 1 {
			t.Errorf("%s was downloaded in full %d times on a first visit, want once", path, n[path])
		}
	}
	// A language's texts come only to a player of it.
	for _, f := range p.Files {
		if !f.OnDemand {
			continue
		}
		// Its catalog's two parts: the second comes after the first frame.
		own := f.URL == "lang-"+code+".json" || f.URL == "lang-"+code+"-more.json"
		if own && n["/"+f.URL] != 1 || !own && n["/"+f.URL] > 0 {
			t.Errorf("%s was downloaded %d times on a first visit in %s", f.URL, n["/"+f.URL], code)
		}
	}
	var paths []string
	for path, k := range n {
		paths = append(paths, path)
		if k > 1 && !slices.Contains(want, path) {
			t.Errorf("%s was downloaded in full %d times on a first visit, want at most once", path, k)
		}
	}
	sort.Strings(paths)
	var counts []string
	for _, path := range paths {
		counts = append(counts, fmt.Sprintf("%s %d", path, n[path]))
	}
	t.Logf("full downloads per file on the first visit: %s", strings.Join(counts, ", "))
}

// checkFetchedOnce checks, for a browser without an HTTP cache, that a
// first visit downloaded each file the page fetches itself (the wasm files
// and the games' tables, nearly all the bytes of the site) exactly once,
// and every other file at most three times (the page's tag, the engine's
// worker, the service worker's install). The page cannot do better there:
// it cannot read the bytes its tags loaded without downloading them again,
// nor run a script it fetched under its Content-Security-Policy.
// TestWebKitFirstVisitDownloads holds the same engine, with the HTTP cache
// every browser a person uses keeps, to one download per file.
func checkFetchedOnce(t *testing.T, p site.Precache, hits []hit) {
	t.Helper()
	n := fullDownloads(hits)
	var again int64
	for _, f := range p.Kept() {
		k := n["/"+f.URL]
		fetched := strings.HasSuffix(f.URL, ".wasm") || strings.HasSuffix(f.URL, ".bin")
		switch {
		case k < 1:
			t.Errorf("%s was not downloaded on a first visit", f.URL)
		case fetched && k != 1:
			t.Errorf("%s was downloaded in full %d times on a first visit, want once", f.URL, k)
		case k > 3:
			t.Errorf("%s was downloaded in full %d times on a first visit, want at most 3", f.URL, k)
		}
		if k > 1 {
			again += int64(k-1) * f.Size
		}
	}
	t.Logf("downloaded again without an HTTP cache: %d bytes (uncompressed); per file: %v", again, n)
}

// saveDrawn saves a screenshot of the page, in the directory named by
// PARLOUR_E2E_SHOTS if set, and fails the test if it shows no drawn game.
func saveDrawn(t *testing.T, d pageDriver, name string) {
	t.Helper()
	shot, err := d.Screenshot()
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	dir := os.Getenv(shotsEnv)
	if dir == "" {
		dir = t.TempDir()
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	ok, verdict, err := drawn(path)
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		t.Errorf("screenshot %s shows no game: %s", path, verdict)
	}
	t.Logf("screenshot %s: %s", path, verdict)
}

// TestSmoke runs the app's smoke test in each browser engine people play
// in: Chromium (headless), Firefox ESR and WebKitGTK (each with a window on
// an X display). A first visit loads the app, must download each file
// once, and plays a hound move by the mouse, which the computer answers
// through the engine's worker; then the server stops answering, and the
// app must reload from the service worker's cache with the game, and play
// on. The console must stay free of errors (where the protocol shows
// it). A missing browser fails the test with the package to install.
func TestSmoke(t *testing.T) {
	t.Parallel()
	engines := []struct {
		name string
		open func(t *testing.T) pageDriver
		// cached says the browser keeps an HTTP cache that the engine's
		// worker and the service worker's install share with the page.
		// WebKitGTK's automation session is ephemeral and keeps none, not
		// even for a fetch with cache "only-if-cached", so there a file
		// the page loads through a tag travels again when the worker or
		// the install needs it: only the files the page fetches itself
		// can be held to one download (checkFetchedOnce).
		// TestWebKitFirstVisitDownloads holds WebKit with a cache to one
		// download per file.
		cached bool
	}{
		{"Chromium", func(t *testing.T) pageDriver { return chromiumPage{newBrowser(t)} }, true},
		{"Firefox", func(t *testing.T) pageDriver { return newFirefox(t) }, true},
		{"WebKit", func(t *testing.T) pageDriver { return newWebKit(t) }, false},
	}
	dir := builtSite(t)
	build := precache(t, dir)
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			began := time.Now()
			srv := newSiteServer(t, dir)
			d := e.open(t)
			t.Logf("%s started in %v", e.name, time.Since(began).Round(100*time.Millisecond))
			smoke(t, d, srv, build, strings.ToLower(e.name), e.cached, began)
			t.Logf("%s: smoke test in %v, the browser's start included", e.name, time.Since(began).Round(100*time.Millisecond))
		})
	}
}

// smoke is the smoke test's body, the same in every engine.
// Its log says when each step ended, counting from began.
func smoke(t *testing.T, d pageDriver, srv *siteServer, build site.Precache, name string, cached bool, began time.Time) {
	logf := func(format string, args ...any) {
		t.Helper()
		t.Logf("at %5.1fs: "+format, append([]any{time.Since(began).Seconds()}, args...)...)
	}
	if err := d.Navigate(srv.URL + "/"); err != nil {
		t.Fatalf("open %s: %v", srv.URL, err)
	}
	logf("first visit: first frame after %v", firstFrame(t, d).Round(time.Millisecond))

	clickTarget(t, d, "card:harehounds")
	clickTarget(t, d, "button:Start game")
	waitJS[bool](t, d, stepTimeout, "the board (target point:a2)", `!!window.parlour.target("point:a2")`)
	waitJS[bool](t, d, startTimeout, "the engine's worker (window.parlourEngine.state ready)",
		`window.parlourEngine && window.parlourEngine.state === "ready"`)
	logf("a new game, the engine's worker ready")
	move := playByPointer(t, d, nil)
	s := waitApp(t, d, stepTimeout, "the move "+move+" and the computer's answer", func(s appState) bool {
		return len(s.Moves) >= 2 && s.Moves[0] == move && s.ToMove == "Hounds"
	})
	type engineState struct {
		State   string
		Workers int
	}
	if e := mustJS[engineState](t, d, `window.parlourEngine`); e.State != "ready" || e.Workers < 1 {
		t.Errorf("the computer answered, but the engine is %q with %d workers; want its worker ready", e.State, e.Workers)
	}
	logf("first visit: moves %q", s.Moves)
	time.Sleep(time.Second) // the answer's animation ends
	animationFrames(t, d, 3)
	saveDrawn(t, d, "smoke-"+name+".png")

	// The first visit ends when the service worker keeps the whole build,
	// including what it may fetch after the page's start.
	waitJS[bool](t, d, startTimeout, "the service worker "+build.Version+" to be active and keep every file of the build",
		fmt.Sprintf(`(async () => (await %s) && (await %s))()`, activeCacheJS(build), keepsAllJS(build)))
	hits := srv.take()
	logf("the service worker is active and keeps every file")
	logBytes(t, "first visit", hits)
	if cached {
		checkOneDownload(t, build, hits, "en")
	} else {
		checkFetchedOnce(t, build, hits)
	}

	// The server stops answering: the app must come back from the cache,
	// with the game, and play on.
	srv.offline.Store(true)
	if err := d.Reload(); err != nil {
		t.Fatalf("reload offline: %v", err)
	}
	logf("reload offline: first frame after %v", firstFrame(t, d).Round(time.Millisecond))
	waitApp(t, d, stepTimeout, "the saved game after the reload offline", func(a appState) bool {
		return a.Game == "harehounds" && slices.Equal(a.Moves, s.Moves)
	})
	waitJS[bool](t, d, startTimeout, "the engine's worker offline", `window.parlourEngine && window.parlourEngine.state === "ready"`)
	// Come to rest (frames only on input; see scenes.App), the app must
	// still take a move by pointer at once.
	waitApp(t, d, restDeadline, "the app at rest, a person to move", func(a appState) bool { return a.Resting })
	logf("at rest")
	move = playByPointer(t, d, s.Moves)
	after := waitApp(t, d, stepTimeout, "the move "+move+" and the computer's answer, offline", func(a appState) bool {
		return len(a.Moves) >= len(s.Moves)+2 && a.Moves[len(s.Moves)] == move || a.Over
	})
	logf("offline: moves %q", after.Moves)
	for _, h := range srv.take() {
		if h.Offline && h.Path != "/sw.js" { // the browser's own update check may try
			t.Errorf("offline, %s reached the server: the page needed the network", h.Path)
		}
	}
	if w, ok := d.(consoleWatcher); ok {
		for _, e := range w.ConsoleErrors() {
			t.Errorf("console error: %s", e)
		}
	}
}
