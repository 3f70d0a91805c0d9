package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"parlour/wasm/site"
)

// Software WebGL through SwiftShader is slow, and the first load compiles
// the whole wasm, so waits are generous.
const (
	startTimeout = 120 * time.Second
	stepTimeout  = 30 * time.Second
)

// chromium returns the path of a Chromium or Chrome binary.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return need(t, "chromium", "chromium")
}

// browser is one headless Chromium with a fresh profile, and what its page
// wrote to the console.
type browser struct {
	t   *testing.T
	ctx context.Context

	mu  sync.Mutex
	log []string
}

// newBrowser starts headless Chromium with software WebGL and a 1000x800
// window. When the test fails it logs the page's console and saves a
// screenshot.
func newBrowser(t *testing.T) *browser {
	t.Helper()
	return newBrowserSize(t, 1000, 800)
}

// jsFlagsEnv names V8 flags to start Chromium with, to find where the
// time goes (for example --no-wasm-lazy-compilation, which compiles a
// module's every function before it runs instead of each on its first
// call); the tests run without any.
const jsFlagsEnv = "PARLOUR_JS_FLAGS"

// newBrowserSize is newBrowser with a window of w x h CSS pixels, and any
// further options.
func newBrowserSize(t *testing.T, w, h int, more ...chromedp.ExecAllocatorOption) *browser {
	t.Helper()
	opts := append([]chromedp.ExecAllocatorOption{
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
	}, more...)
	if f := os.Getenv(jsFlagsEnv); f != "" {
		opts = append(opts, chromedp.Flag("js-flags", f))
	}
	return startChromium(t, w, h, opts...)
}

// startChromium starts headless Chromium with a fresh profile, a window of
// w x h CSS pixels, the flags every test needs (no sandbox, nothing that
// reaches the network on its own) and the given extra options, and reports
// its console when the test ends.
func startChromium(t *testing.T, w, h int, extra ...chromedp.ExecAllocatorOption) *browser {
	t.Helper()
	exe := chromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(w, h),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-quic", true),
	)
	opts = append(opts, extra...)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	b := &browser{t: t}
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithListener(b.listen))
	t.Cleanup(cancel)
	b.ctx = ctx
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("start %s: %v", exe, err)
	}
	t.Cleanup(func() { b.report(t) })
	return b
}

// reportTo makes b fail and log through t, a subtest, until the returned
// function gives it back to the test before.
func (b *browser) reportTo(t *testing.T) (restore func()) {
	parent := b.t
	b.t = t
	return func() { b.t = parent }
}

// viewport gives the page itself w x h CSS pixels at one device pixel
// each, which the window's frame would otherwise take some of; mobile
// makes it a phone's (touch, its viewport meta tag).
func (b *browser) viewport(w, h int, mobile bool) {
	b.t.Helper()
	err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: int64(w), Height: int64(h), DeviceScaleFactor: 1, Mobile: mobile, ScreenWidth: int64(w), ScreenHeight: int64(h)})
		return err
	}))
	if err != nil {
		b.t.Fatalf("set the viewport to %dx%d: %v", w, h, err)
	}
}

func (b *browser) listen(ev any) {
	var line string
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range ev.Args {
			var s string
			if json.Unmarshal(a.Value, &s) == nil {
				parts = append(parts, s)
			} else if len(a.Value) > 0 {
				parts = append(parts, string(a.Value))
			} else {
				parts = append(parts, a.Description)
			}
		}
		line = fmt.Sprintf("console.%s: %s", ev.Type, strings.Join(parts, " "))
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		line = "exception: " + d.Text
		if d.Exception != nil {
			line += " " + d.Exception.Description
		}
	default:
		return
	}
	b.mu.Lock()
	b.log = append(b.log, line)
	b.mu.Unlock()
}

// report logs the console and saves a screenshot if the test failed.
func (b *browser) report(t *testing.T) {
	if !t.Failed() {
		return
	}
	b.mu.Lock()
	lines := slices.Clone(b.log)
	b.mu.Unlock()
	if n := len(lines); n > 60 {
		lines = lines[n-60:]
	}
	t.Logf("browser console (last %d lines):\n%s", len(lines), strings.Join(lines, "\n"))
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Logf("no screenshot: %v", err)
		return
	}
	name := filepath.Join(os.TempDir(), "parlour-e2e-"+strings.ReplaceAll(t.Name(), "/", "-")+".png")
	if err := os.WriteFile(name, png, 0o644); err == nil {
		t.Logf("screenshot of the page: %s", name)
	}
}

// do runs actions with a time limit.
func (b *browser) do(timeout time.Duration, actions ...chromedp.Action[chromedp.Void]) error {
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	return chromedp.Do(ctx, actions...)
}

// eval evaluates a JavaScript expression, awaiting it if it is a promise,
// and decodes its value into T.
func eval[T any](b *browser, expr string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, stepTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// waitFor polls a JavaScript expression until it is truthy and returns its
// value, failing the test with what after the timeout.
func waitFor[T any](b *browser, timeout time.Duration, what, expr string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout+5*time.Second)
	defer cancel()
	deadline := time.Now().Add(timeout)
	var v T
	var err error
	for {
		v, err = chromedp.Run(ctx, chromedp.Poll[T](expr,
			chromedp.WithPollingInterval(50*time.Millisecond),
			chromedp.WithPollingTimeout(time.Until(deadline))))
		// A page that navigates while it is polled, as a page still
		// being opened can, takes its execution context with it: the
		// poll is made again in the new one.
		if err == nil || !strings.Contains(err.Error(), "Cannot find context with specified id") || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil {
		b.t.Fatalf("waiting %v for %s: %v", timeout, what, err)
	}
	return v
}

// appState is the document window.parlour.state() returns.
type appState struct {
	Scene    string   `json:"scene"`
	Lang     string   `json:"lang"` // the code of the language spoken
	Game     string   `json:"game"`
	Position string   `json:"position"`
	Moves    []string `json:"moves"` // moves played, in move notation: "a2-b2"
	ToMove   string   `json:"toMove"`
	Over     bool     `json:"over"`
	Thinking bool     `json:"thinking"` // the engine searches for the play screen
	Analysis *struct {
		Depth   int      `json:"depth"`
		Nodes   int64    `json:"nodes"`
		PV      []string `json:"pv"`
		Verdict string   `json:"verdict"`
	} `json:"analysis"` // what the analysis panel shows, when open
	Problem  string   `json:"problem"`  // why the set-up board's position cannot be played
	Notices  []string `json:"notices"`  // messages shown over the scene
	Redraws  int      `json:"redraws"`  // frames on which the whole screen was drawn
	Partials int      `json:"partials"` // frames on which a part of it was drawn again
	LiveRate float64  `json:"liveRate"` // steps a second of the spinners
	Resting  bool     `json:"resting"`  // frames come only on input
	Stirred  string   `json:"stirred"`  // what last kept the frames from rest
}

func (b *browser) state() appState {
	b.t.Helper()
	text := eval[string](b, `window.parlour.state()`)
	var s appState
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		b.t.Fatalf("window.parlour.state() returned %q: %v", text, err)
	}
	return s
}

// waitState polls window.parlour.state() until ok accepts it.
func (b *browser) waitState(what string, ok func(appState) bool) appState {
	b.t.Helper()
	deadline := time.Now().Add(stepTimeout)
	var s appState
	for {
		s = b.state()
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("waiting %v for %s; state is %+v", stepTimeout, what, s)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// settle waits until the state stops changing (an AI reply, an animation),
// at most stepTimeout, and returns it.
func (b *browser) settle() appState {
	b.t.Helper()
	deadline := time.Now().Add(stepTimeout)
	last, since := b.state(), time.Now()
	for time.Since(since) < 1500*time.Millisecond && time.Now().Before(deadline) {
		time.Sleep(200 * time.Millisecond)
		s := b.state()
		if !slices.Equal(s.Moves, last.Moves) || s.Scene != last.Scene || s.Position != last.Position {
			last, since = s, time.Now()
		}
	}
	return last
}

// beforePage runs a script in every page the test opens from now on,
// before the page's own scripts.
func (b *browser) beforePage(script string) {
	b.t.Helper()
	t := b.t
	var id page.ScriptIdentifier
	err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		res, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
		id = res.Identifier
		return err
	}))
	if err != nil {
		t.Fatalf("add script %q: %v", script, err)
	}
	t.Cleanup(func() {
		b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, page.RemoveScriptToEvaluateOnNewDocument, page.RemoveScriptToEvaluateOnNewDocumentParams{Identifier: id})
			return err
		}))
	})
}

// frames waits until the page has drawn n more animation frames.
func (b *browser) frames(n int) chromedp.Action[chromedp.Void] {
	expr := fmt.Sprintf(`new Promise(done => {
		let n = %d;
		const step = () => (--n > 0 ? requestAnimationFrame(step) : done(true));
		requestAnimationFrame(step);
	})`, n)
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Evaluate[bool](expr, chromedp.EvalAwaitPromise)(ctx, t)
		return err
	})
}

// click presses the left mouse button on a named hit target, with the
// coordinates the page reports for it. The game polls the button once a
// tick, and ticks run in animation frames, which software WebGL makes
// slow; so the pointer rests, and the button is held, for a few frames
// rather than a fixed time.
func (b *browser) click(name string) {
	b.t.Helper()
	type point struct{ X, Y float64 }
	expr := fmt.Sprintf(`(() => {
		const p = window.parlour && window.parlour.target(%q);
		const c = document.querySelector("canvas");
		if (!p || !c) return null;
		const r = c.getBoundingClientRect();
		return {x: r.left + p.x, y: r.top + p.y};
	})()`, name)
	p := waitFor[point](b, stepTimeout, "target "+name, expr)
	err := b.do(stepTimeout,
		chromedp.MouseEvent(chromedp.MouseMoved, p.X, p.Y),
		b.frames(3),
		chromedp.MouseEvent(chromedp.MousePressed, p.X, p.Y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		b.frames(3),
		chromedp.MouseEvent(chromedp.MouseReleased, p.X, p.Y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		b.frames(3),
	)
	if err != nil {
		b.t.Fatalf("click %s at (%.0f, %.0f): %v", name, p.X, p.Y, err)
	}
}

// startHareHoundsA2B2 starts Hare and Hounds from the menu with its
// default seats and plays the hounds' a2-b2 by pointer; the caller waits
// for what it expects next (the computer's reply, a notice, a save).
func (b *browser) startHareHoundsA2B2() {
	b.t.Helper()
	b.click("card:harehounds")
	b.click("button:Start game")
	waitFor[bool](b, stepTimeout, "the board", `!!window.parlour.target("point:a2")`)
	b.click("point:a2")
	b.click("point:b2")
}

// reduceMotion makes the page's system ask for reduced motion, as
// DevTools emulates the prefers-reduced-motion media feature.
func (b *browser) reduceMotion() {
	b.t.Helper()
	err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
		return err
	}))
	if err != nil {
		b.t.Fatalf("emulate reduced motion: %v", err)
	}
	if !eval[bool](b, `matchMedia("(prefers-reduced-motion: reduce)").matches`) {
		b.t.Fatal("the page does not see reduced motion emulated")
	}
}

// open loads the page and waits for the game's first frame, returning the
// time from navigation start to that frame as the page measured it.
func (b *browser) open(url string) time.Duration {
	b.t.Helper()
	if err := b.do(startTimeout, chromedp.Navigate(url)); err != nil {
		b.t.Fatalf("open %s: %v", url, err)
	}
	return b.waitFirstFrame()
}

func (b *browser) waitFirstFrame() time.Duration {
	b.t.Helper()
	ms := waitFor[float64](b, startTimeout, "the game's first frame (window.parlour and window.parlourFirstFrame)",
		`window.parlourError ? (() => { throw new Error("error panel: " + window.parlourError) })()
			: (window.parlour && typeof window.parlour.state === "function" && window.parlourFirstFrame) || 0`)
	return time.Duration(ms * float64(time.Millisecond))
}

// serve serves a site directory on a loopback address for the test.
func serve(t *testing.T, dir string) string {
	srv := httptest.NewServer(site.Handler(dir))
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

// TestBrowserHareAndHounds plays the web app as a person would: from the
// menu into a Hare and Hounds game, a hound move, Undo, the move again
// with the system asking for reduced motion (no move travels), and a
// reload that must bring the game back.
func TestBrowserHareAndHounds(t *testing.T) {
	t.Parallel()
	began := time.Now()
	dir := builtSite(t)
	t.Logf("web app built in %v", time.Since(began).Round(time.Second))
	b := newBrowser(t)
	url := serve(t, dir)

	first := b.open(url)
	t.Logf("navigation to first frame: %v", first.Round(time.Millisecond))

	// The live region must stay in the page for the app to speak into.
	if got := eval[string](b, `(() => { const e = document.getElementById("parlour-live"); return e ? e.getAttribute("aria-live") + " " + getComputedStyle(e).display : "missing" })()`); got != "polite block" {
		t.Errorf("live region: aria-live and display are %q, want \"polite block\"", got)
	}
	// Ebitengine adds a viewport meta of its own; the page's must win.
	vp := eval[[]string](b, `[...document.querySelectorAll('meta[name="viewport"]')].map(m => m.content)`)
	lacks := func(s string) bool { return !strings.Contains(s, "viewport-fit=cover") }
	if len(vp) == 0 || slices.ContainsFunc(vp, lacks) {
		t.Errorf("viewport metas %q: every one should keep viewport-fit=cover", vp)
	}
	if hidden := eval[bool](b, `document.getElementById("loading").classList.contains("done") || document.getElementById("loading").hidden`); !hidden {
		t.Errorf("loading screen still shown after the first frame")
	}

	// The bold face comes after the first frame, a file of its own.
	waitFor[bool](b, stepTimeout, "the bold font", `performance.getEntriesByType("resource").some(e => e.name.endsWith("/go-bold.ttf") && e.responseStatus === 200)`)
	b.click("card:harehounds")
	b.click("button:Start game")
	waitFor[bool](b, stepTimeout, "the board (target point:a2)", `!!window.parlour.target("point:a2")`)
	s := b.settle()
	b.shot("play-harehounds-bold")
	if s.Game != "harehounds" || len(s.Moves) != 0 {
		t.Fatalf("after Start game: game %q with moves %q, want a new harehounds game", s.Game, s.Moves)
	}
	t.Logf("game started: scene %q, to move %s", s.Scene, s.ToMove)
	playScene := s.Scene

	// Record every announcement, as a screen reader would hear them.
	eval[chromedp.Void](b, `(() => {
		const el = document.getElementById("parlour-live");
		window.parlourHeard = [];
		new MutationObserver(() => window.parlourHeard.push(el.textContent))
			.observe(el, {childList: true, characterData: true, subtree: true});
	})()`)

	playHoundMove := func() appState {
		t.Helper()
		b.click("point:a2")
		b.click("point:b2")
		b.waitState("the move a2-b2 to be played", func(s appState) bool {
			return len(s.Moves) > 0 && s.Moves[0] == "a2-b2"
		})
		return b.settle()
	}

	s = playHoundMove()
	t.Logf("after a2-b2: moves %q, to move %s", s.Moves, s.ToMove)
	heard := waitFor[[]string](b, stepTimeout, "an announcement of the move a2 to b2",
		`window.parlourHeard.some(t => t.includes("a2") && t.includes("b2")) && window.parlourHeard`)
	t.Logf("announced: %q", heard)

	b.click("button:Undo")
	s = b.waitState("Undo to take the move back", func(s appState) bool {
		return len(s.Moves) == 0
	})
	if s.Game != "harehounds" {
		t.Fatalf("after Undo the game is %q, want harehounds", s.Game)
	}

	// The system now asks for reduced motion, as a player may switch it
	// on while the page is open: the app follows the media query's
	// change, and each move is drawn at its landing in the frame that
	// plays it. A sampler reads the state the app publishes at every
	// animation frame: none may say a move travels.
	b.reduceMotion()
	eval[chromedp.Void](b, `(() => {
		window.parlourTravelled = [];
		window.parlourSeen = 0;
		const look = () => {
			const s = JSON.parse(window.parlour.state());
			window.parlourSeen = Math.max(window.parlourSeen, s.moves.length);
			if (s.moving) window.parlourTravelled.push(s.moves.join(" "));
			if (!window.parlourStopLooking) requestAnimationFrame(look);
		};
		requestAnimationFrame(look);
	})()`)
	playHoundMove()
	// By default the computer plays the hare; its answer must come.
	before := b.waitState("the computer's answer as the hare", func(s appState) bool {
		return len(s.Moves) >= 2 && s.ToMove == "Hounds"
	})
	t.Logf("after the answer: moves %q", before.Moves)
	if travelled := eval[[]string](b, `(window.parlourStopLooking = true, window.parlourTravelled)`); len(travelled) > 0 {
		t.Errorf("with reduced motion, frames showed a move travelling after the moves %q", travelled)
	}
	if seen := eval[int](b, `window.parlourSeen`); seen < 2 {
		t.Errorf("the frames sampled saw %d moves, want the computer's answer among them", seen)
	}

	// A reload must reopen the saved game where it was.
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("reload: %v", err)
	}
	again := b.waitFirstFrame()
	t.Logf("reload to first frame: %v", again.Round(time.Millisecond))
	after := b.waitState("the saved game to be restored after reload", func(s appState) bool {
		return s.Game == "harehounds" && slices.Equal(s.Moves, before.Moves)
	})
	if after.Scene != playScene {
		t.Errorf("after reload the scene is %q, want %q", after.Scene, playScene)
	}
	if after.Position != before.Position {
		t.Errorf("after reload the position is %q, want %q", after.Position, before.Position)
	}
}

// TestBrowserLoadErrors checks that a page whose wasm is broken or missing
// shows the readable error panel with a Reload button, never a blank page.
func TestBrowserLoadErrors(t *testing.T) {
	t.Parallel()
	// The page without the game: only the static files are built.
	var static []site.File
	for _, f := range site.Files {
		if f.Kind != site.GoWasm {
			static = append(static, f)
		}
	}
	tests := []struct {
		name   string
		wasm   []byte // nil: no parlour.wasm at all
		before string // script run before the page's own
		want   string // in the message
	}{
		{"corrupt", []byte("this is not WebAssembly at all"), "", "damaged"},
		{"truncated", []byte("\x00asm\x01\x00\x00\x00\x01\x05"), "", "damaged"},
		{"missing", nil, "", "HTTP 404"},
		{"no WebAssembly", nil, "delete globalThis.WebAssembly", "cannot run WebAssembly"},
	}
	b := newBrowser(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			parent := b.t
			b.t = t
			defer func() { b.t = parent }()
			dir := t.TempDir()
			if err := site.BuildWith(dir, static, site.Quick); err != nil {
				t.Fatal(err)
			}
			if tt.wasm != nil {
				if err := os.WriteFile(filepath.Join(dir, "parlour.wasm"), tt.wasm, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			url := serve(t, dir)
			if tt.before != "" {
				b.beforePage(tt.before)
			}
			if err := b.do(startTimeout, chromedp.Navigate(url)); err != nil {
				t.Fatalf("open %s: %v", url, err)
			}
			type panel struct {
				Message string
				Button  string
				Loading bool
				Width   float64
			}
			p := waitFor[panel](b, stepTimeout, "the error panel", `(() => {
				const e = document.getElementById("error");
				if (!e || e.hidden) return null;
				const r = e.getBoundingClientRect();
				return {
					message: document.getElementById("error-message").textContent,
					button: document.getElementById("reload").textContent,
					loading: !document.getElementById("loading").hidden,
					width: r.width,
				};
			})()`)
			t.Logf("error panel: %q", p.Message)
			if !strings.Contains(p.Message, tt.want) {
				t.Errorf("message %q does not mention %q", p.Message, tt.want)
			}
			if p.Button != "Reload" {
				t.Errorf("button says %q, want Reload", p.Button)
			}
			if p.Loading {
				t.Errorf("the loading screen is still shown under the error panel")
			}
			if p.Width < 500 {
				t.Errorf("error panel is %.0f px wide, want the whole 1000 px page", p.Width)
			}
		})
	}
}
