package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlour/engine"
	_ "parlour/game/catalog"
)

// thinkSeconds is how long every search lasts in the tests below, through
// the page's debug option ?think=SECONDS: a Full search (no tables, no
// early stop) that really keeps the engine busy that long.
const thinkSeconds = 3

// seedGame makes every page the browser opens from now on start in a new
// Hare and Hounds game, the person playing the hounds against the given AI
// level, with the analysis panel open or closed.
func (b *browser) seedGame(level string, analysis bool) {
	b.t.Helper()
	match := fmt.Sprintf(`{"format":"parlour-match","version":1,"game":"harehounds","moves":[],"made":0,"seats":["human",%q]}`, level)
	settings := fmt.Sprintf(`{"version":1,"games":{},"analysis":%v}`, analysis)
	b.beforePage(fmt.Sprintf(`localStorage.setItem("parlour.match", %q); localStorage.setItem("parlour.settings", %q);`, match, settings))
}

// openGame opens the app at url and waits for the seeded game and, unless
// the page runs the engine in the page, for the engine worker.
func (b *browser) openGame(url string) {
	b.t.Helper()
	b.open(url)
	waitFor[bool](b, stepTimeout, "the board (target point:a2)", `!!window.parlour.target("point:a2")`)
	waitFor[bool](b, stepTimeout, "the engine (window.parlourEngine.state ready or page)",
		`window.parlourEngine && ["ready", "page"].includes(window.parlourEngine.state)`)
}

// frameGaps is what the probe measured: the gaps between animation
// frames, and the longest task that kept the page's thread busy.
type frameGaps struct {
	N        int
	Max, P99 float64 // milliseconds
	Median   float64
	Task     float64 // the longest task of the page's thread, in milliseconds
}

func (g frameGaps) String() string {
	return fmt.Sprintf("%d frames, gaps median %.0f ms, p99 %.0f ms, max %.0f ms; longest task %.0f ms", g.N, g.Median, g.P99, g.Max, g.Task)
}

// probeStart starts recording the time between animation frames, and the
// page's long tasks (over 50 ms).
func (b *browser) probeStart() {
	b.t.Helper()
	eval[bool](b, `(() => {
		const old = window.parlourProbe;
		if (old) { old.on = false; old.observer.disconnect(); }
		const p = window.parlourProbe = {gaps: [], tasks: [], on: true, last: 0};
		p.observer = new PerformanceObserver(l => { for (const e of l.getEntries()) p.tasks.push(e.duration); });
		p.observer.observe({type: "longtask"});
		const step = t => {
			if (!p.on) return;
			if (p.last) p.gaps.push(t - p.last);
			p.last = t;
			requestAnimationFrame(step);
		};
		requestAnimationFrame(step);
		return true;
	})()`)
}

// probeStop stops the probe and sums up what it saw.
func (b *browser) probeStop() frameGaps {
	b.t.Helper()
	type result struct{ Gaps, Tasks []float64 }
	r := eval[result](b, `new Promise(done => setTimeout(() => {
		const p = window.parlourProbe;
		p.on = false;
		for (const e of p.observer.takeRecords()) p.tasks.push(e.duration);
		p.observer.disconnect();
		done({gaps: p.gaps, tasks: p.tasks});
	}))`)
	gaps := r.Gaps
	if len(gaps) == 0 {
		b.t.Fatal("the frame probe saw no frames")
	}
	slices.Sort(gaps)
	at := func(q float64) float64 { return gaps[min(len(gaps)-1, int(math.Ceil(q*float64(len(gaps))))-1)] }
	g := frameGaps{N: len(gaps), Max: gaps[len(gaps)-1], P99: at(0.99), Median: at(0.5)}
	for _, d := range r.Tasks {
		g.Task = max(g.Task, d)
	}
	return g
}

// stillScreen waits until the app stops redrawing (at most ten seconds) and
// returns its redraw count.
func (b *browser) stillScreen() int {
	last, since := b.state().Redraws, time.Now()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
		n := b.state().Redraws
		if n != last {
			last, since = n, time.Now()
		} else if time.Since(since) > time.Second {
			break
		}
	}
	return last
}

// TestBrowserWorkerFrames measures what the AI's thinking costs the page:
// the gaps between animation frames, and the longest task of the page's
// thread, while nothing happens and while the strongest AI thinks in the
// engine worker (three seconds of it measured). The analysis panel must
// follow the search as it deepens, and a click on Menu must be answered
// while the worker thinks.
//
// The window is small so that software WebGL draws each frame quickly and
// the gaps show the AI's effect rather than the drawing's.
func TestBrowserWorkerFrames(t *testing.T) {
	b := newBrowserSize(t, 500, 600)
	url := serve(t, builtSite(t))
	b.seedGame("perfect", false)
	// The search lasts longer than the three seconds measured, so that the
	// Menu click after them still finds the AI thinking.
	b.openGame(url + "?think=" + fmt.Sprint(2*thinkSeconds))
	t.Logf("engine.wasm compiled in %.0f ms", eval[float64](b, `window.parlourEngine.compileMs`))

	time.Sleep(2 * time.Second) // let start-up work settle
	if s := b.state(); s.Thinking {
		t.Fatalf("the engine searches on the person's turn with the analysis closed: %+v", s)
	}
	// The movable pieces pulse for a few seconds after the last change;
	// then nothing changes and the screen should stand still.
	before := b.stillScreen()
	b.probeStart()
	time.Sleep(thinkSeconds * time.Second)
	idle := b.probeStop()
	idleDraws := b.state().Redraws - before
	t.Logf("idle, no search:           %v; %d full redraws", idle, idleDraws)
	if idleDraws > 0 {
		t.Errorf("the screen was drawn %d times in %d s while nothing changed", idleDraws, thinkSeconds)
	}

	// Open the analysis (which starts analysing the hounds' position), then
	// move: the analysis search is cancelled and the hare (Perfect) thinks.
	b.click("button:Analysis")
	b.waitState("the analysis to start", func(s appState) bool { return s.Thinking })
	b.click("point:a2")
	b.click("point:b2")
	first := b.waitState("the AI's first progress report in the analysis", func(s appState) bool {
		return s.Thinking && len(s.Moves) == 1 && s.Analysis != nil && s.Analysis.Depth > 0
	})
	// The move's animation and the press feedback end first.
	b.stillScreen()
	mid := b.state()
	b.probeStart()
	time.Sleep(thinkSeconds * time.Second)
	worker := b.probeStop()
	later := b.state()
	t.Logf("AI thinking in the worker: %v; %d full redraws, %d of the analysis panel alone; spinners at %v steps a second", worker, later.Redraws-mid.Redraws, later.Partials-mid.Partials, later.LiveRate)
	if later.Redraws != mid.Redraws || later.Partials == mid.Partials {
		t.Errorf("while the analysis deepened the whole screen was drawn %d times and the panel alone %d times; want only the panel", later.Redraws-mid.Redraws, later.Partials-mid.Partials)
	}
	if !later.Thinking || len(later.Moves) != 1 {
		t.Fatalf("the AI stopped thinking before the Menu test: %+v", later)
	}
	if later.Analysis == nil || later.Analysis.Depth <= first.Analysis.Depth || len(later.Analysis.PV) == 0 {
		t.Errorf("the analysis did not deepen while the AI thought: first %+v, later %+v", first.Analysis, later.Analysis)
	} else {
		t.Logf("analysis: depth %d then %d, %d nodes, PV %s", first.Analysis.Depth, later.Analysis.Depth, later.Analysis.Nodes, strings.Join(later.Analysis.PV, " "))
	}

	// Menu, clicked while the worker thinks: the app must take it at once.
	// Its targets go when the screen starts fading to the menu.
	eval[bool](b, `(() => {
		const m = window.parlourMenu = {frames: 0, up: 0, gone: 0, upFrame: -1, goneFrame: -1};
		addEventListener("pointerup", () => { m.up = performance.now(); m.upFrame = m.frames; }, {capture: true, once: true});
		const step = () => {
			m.frames++;
			if (m.up && !window.parlour.target("button:Menu")) { m.gone = performance.now(); m.goneFrame = m.frames; return; }
			requestAnimationFrame(step);
		};
		requestAnimationFrame(step);
		return true;
	})()`)
	b.click("button:Menu")
	type answer struct {
		Up, Gone           float64
		UpFrame, GoneFrame int
	}
	a := waitFor[answer](b, stepTimeout, "the app to take the Menu click", `window.parlourMenu.gone && window.parlourMenu`)
	frames := a.GoneFrame - a.UpFrame
	t.Logf("Menu while thinking: answered %.0f ms after the pointer came up, %d animation frame(s) later", a.Gone-a.Up, frames)
	if frames > 2 {
		t.Errorf("Menu was answered %d frames after the click, want at most 2 (the next frame, counted from either side of it)", frames)
	}
	b.waitState("the menu", func(s appState) bool { return s.Scene == "menu" })

	// With the worker the page's thread stays free; what still costs
	// frames where WebGL is drawn in software (as here, on two cores, one
	// of them the worker's) is presenting the canvas, which the app does
	// only for the spinners' steps (at a rate ui.LivePacer (scenes/ui)
	// lowers when frames come slowly) and the analysis panel's own
	// redraws. The checks ask for nothing finer than every task and every
	// gap between frames under half a second, so that a busy machine
	// cannot fail them, where a search in the page would stall it for
	// its whole length. The fine figures (median, p99, max) are logged
	// above as measurements.
	const limit = 500 // ms
	if worker.Task > limit {
		t.Errorf("longest task of the page while the worker thinks: %.0f ms, want under %d ms (idle: %v)", worker.Task, limit, idle)
	}
	if worker.Max > limit {
		t.Errorf("longest frame gap while the worker thinks: %.0f ms, want under %d ms (idle: %v)", worker.Max, limit, idle)
	}
}

// TestBrowserWorkerCancel takes back a move, then starts a new game, while
// the AI thinks in the worker: no stale move may be played, the worker is
// replaced without fetching or compiling engine.wasm again, and the next
// search is answered. It also runs the engine benchmark in a worker and
// compares it with the native engine.
func TestBrowserWorkerCancel(t *testing.T) {
	b := newBrowserSize(t, 500, 600)
	url := serve(t, builtSite(t))
	b.seedGame("hard", false)
	// Searches long enough for a click while they run, where software
	// WebGL sharing two cores with the worker makes the frames, and so the
	// test's clicks, slow.
	const think = 2 * thinkSeconds
	b.openGame(url + "?think=" + fmt.Sprint(think))

	houndMove := func() {
		t.Helper()
		b.click("point:a2")
		b.click("point:b2")
		b.waitState("the AI to think", func(s appState) bool { return s.Thinking && slices.Equal(s.Moves, []string{"a2-b2"}) })
	}
	for _, button := range []string{"button:Undo", "button:New"} {
		houndMove()
		workers := eval[int](b, `window.parlourEngine.workers`)
		b.click(button)
		if button == "button:New" { // a game with moves is put away only when the player says so
			b.waitDialog("Start a new game?")
			b.click("button:New game")
		}
		b.waitState(button+" to clear the board", func(s appState) bool { return len(s.Moves) == 0 && !s.Thinking })
		time.Sleep(think * time.Second) // past the end of the cancelled search
		if s := b.state(); len(s.Moves) != 0 || s.Thinking {
			t.Fatalf("after %s while the AI thought: %+v, want an empty board and no search", button, s)
		}
		if w := eval[int](b, `window.parlourEngine.workers`); w != workers+1 {
			t.Errorf("%s: %d workers started before, %d after; want the busy one replaced", button, workers, w)
		}
	}
	houndMove()
	s := b.waitState("the answer of the replaced worker", func(s appState) bool { return len(s.Moves) == 2 })
	t.Logf("answered after two cancelled searches: %q", s.Moves)
	if n := eval[int](b, `performance.getEntriesByType("resource").filter(e => e.name.endsWith("/engine.wasm")).length`); n != 1 {
		t.Errorf("engine.wasm was fetched %d times, want once for every worker", n)
	}

	// The benchmark in a worker of its own, through the worker's protocol,
	// from a page of the site that draws nothing, so that the worker and
	// the native benchmark after it have the machine to themselves.
	if err := b.do(startTimeout, chromedp.Navigate(url+"worker.js")); err != nil {
		t.Fatal(err)
	}
	bench := `(async () => {
		const module = await WebAssembly.compileStreaming(fetch("engine.wasm"));
		const w = new Worker("worker.js");
		const answer = new Promise((resolve, reject) => {
			w.onmessage = e => {
				if (typeof e.data === "string" && e.data.startsWith('{"bench"')) resolve(e.data);
				else if (e.data && e.data.error) reject(new Error(e.data.error));
			};
			w.onerror = e => reject(new Error("worker.js: " + e.message));
		});
		w.postMessage(module);
		w.postMessage(JSON.stringify({bench: true}));
		try { return await answer; } finally { w.terminate(); }
	})()`
	// Each side runs once, and with PARLOUR_LONG_SESSIONS=1 twice,
	// keeping its faster run.
	runs := 1
	if longSessions() {
		runs = 2
	}
	var inWorker, native []engine.BenchResult
	for range runs {
		text := eval[string](b, bench)
		var rep struct {
			Bench []engine.BenchResult `json:"bench"`
			Error string               `json:"error"`
		}
		if err := json.Unmarshal([]byte(text), &rep); err != nil || rep.Error != "" {
			t.Fatalf("worker benchmark %q: %v %s", text, err, rep.Error)
		}
		inWorker = faster(inWorker, rep.Bench)
	}
	for range runs {
		var rs []engine.BenchResult
		if err := engine.BenchAll(context.Background(), false, func(r engine.BenchResult) { rs = append(rs, r) }); err != nil {
			t.Fatal(err)
		}
		native = faster(native, rs)
	}
	if len(inWorker) != len(native) {
		t.Fatalf("the worker measured %d games, natively %d", len(inWorker), len(native))
	}
	for i, w := range inWorker {
		n := native[i]
		if w.Game != n.Game || w.Positions != n.Positions || w.Plies != n.Plies || w.Nodes != n.Nodes {
			t.Errorf("%s: the worker found %d positions, %d plies, %d nodes; natively %d, %d, %d", n.Game, w.Positions, w.Plies, w.Nodes, n.Positions, n.Plies, n.Nodes)
		}
		if w.PerftDepth == n.PerftDepth && w.Leaves != n.Leaves {
			t.Errorf("%s: perft(%d) counts %d leaves in the worker, %d natively", n.Game, n.PerftDepth, w.Leaves, n.Leaves)
		}
		t.Logf("%s: search %.0f nodes/s in the worker, %.0f natively (%.0f%%); perft %.0f leaves/s in the worker (depth %d), %.0f natively (depth %d) (%.0f%%); solve %v in the worker, %v natively",
			n.Game, w.NodesPerSecond(), n.NodesPerSecond(), 100*w.NodesPerSecond()/n.NodesPerSecond(),
			w.LeavesPerSecond(), w.PerftDepth, n.LeavesPerSecond(), n.PerftDepth, 100*w.LeavesPerSecond()/n.LeavesPerSecond(),
			w.SolveTime.Round(time.Millisecond), n.SolveTime.Round(time.Millisecond))
	}
}

// TestBrowserWorkerFailure serves the app without worker.js, then with a
// damaged engine.wasm: the page must say so in a notice, and the computer
// must still answer, from the page's greedy stand-in.
func TestBrowserWorkerFailure(t *testing.T) {
	t.Parallel()
	built := builtSite(t)
	tests := []struct {
		name   string
		damage func(dir string) error
		want   string
	}{
		{"no worker.js", func(dir string) error {
			return removeAll(filepath.Join(dir, "worker.js"), filepath.Join(dir, "worker.js.gz"))
		}, "worker.js"},
		{"damaged engine.wasm", func(dir string) error {
			if err := removeAll(filepath.Join(dir, "engine.wasm.gz")); err != nil {
				return err
			}
			return os.WriteFile(filepath.Join(dir, "engine.wasm"), []byte("\x00asm\x01\x00\x00\x00 not really"), 0o644)
		}, "engine.wasm is damaged"},
	}
	b := newBrowserSize(t, 800, 600)
	b.seedGame("hard", false)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer b.reportTo(t)()
			dir := siteCopy(t, built)
			if err := tt.damage(dir); err != nil {
				t.Fatal(err)
			}
			b.open(serve(t, dir))
			// Record what the live region says from the start.
			waitFor[bool](b, stepTimeout, "the failure to be noticed (window.parlourEngine.state failed)",
				`window.parlourEngine && window.parlourEngine.state === "failed"`)
			waitFor[bool](b, stepTimeout, "a notice (target button:Dismiss)", `!!window.parlour.target("button:Dismiss")`)
			notices := b.state().Notices
			said := strings.Join(notices, "\n")
			t.Logf("notice: %q", said)
			if !strings.Contains(said, "could not start in the background") || !strings.Contains(said, "simple moves") {
				t.Errorf("notices %q: none says the computer opponent could not start in the background and plays simple moves", notices)
			}
			if !strings.Contains(said, tt.want) {
				t.Errorf("the notice %q does not name %q", said, tt.want)
			}
			b.click("button:Dismiss")
			b.click("point:a2")
			b.click("point:b2")
			s := b.waitState("the AI's answer from the page", func(s appState) bool { return len(s.Moves) == 2 })
			t.Logf("answered in the page: %q", s.Moves)
		})
	}
}

// faster keeps, game by game, the faster search of two benchmark runs.
func faster(a, b []engine.BenchResult) []engine.BenchResult {
	if len(a) != len(b) {
		return b
	}
	out := slices.Clone(a)
	for i := range out {
		if b[i].NodesPerSecond() > out[i].NodesPerSecond() {
			out[i] = b[i]
		}
	}
	return out
}

// siteCopy copies the built site into a temporary folder of t's, for a
// test to change, and returns the folder.
func siteCopy(t *testing.T, built string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(built)); err != nil {
		t.Fatal(err)
	}
	return dir
}

func removeAll(paths ...string) error {
	for _, p := range paths {
		if err := os.Remove(p); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	return nil
}
