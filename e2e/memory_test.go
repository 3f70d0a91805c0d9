package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"parlour/game"
	"parlour/game/gametest"
)

// maxWasmMemory is the most memory the page's wasm, or the engine
// worker's, may hold after a long session: iOS Safari ends pages that
// take much more.
const maxWasmMemory = 200 << 20

// workerTargets records the Web Workers the page starts, newest last.
type workerTargets struct {
	mu  sync.Mutex
	ids []target.ID
}

func watchWorkers(t *testing.T, b *browser) *workerTargets {
	w := &workerTargets{}
	err := chromedp.Listen(b.ctx, func(ev any) {
		if ev, ok := ev.(*target.EventAttachedToTarget); ok && ev.TargetInfo.Type == "worker" {
			w.mu.Lock()
			w.ids = append(w.ids, ev.TargetInfo.TargetID)
			w.mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func (w *workerTargets) last() (target.ID, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.ids) == 0 {
		return "", false
	}
	return w.ids[len(w.ids)-1], true
}

// wasmMemory returns the sizes of the WebAssembly memories alive in the
// JavaScript context of ctx (a page or a worker), found on the heap.
func wasmMemory(ctx context.Context) ([]int64, error) {
	var sizes []int64
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		proto, err := chromedp.Call(ctx, runtime.Evaluate, runtime.EvaluateParams{Expression: "WebAssembly.Memory.prototype"})
		if err != nil {
			return err
		}
		if proto.ExceptionDetails != nil {
			return fmt.Errorf("no WebAssembly here: %s", proto.ExceptionDetails.Text)
		}
		objs, err := chromedp.Call(ctx, runtime.QueryObjects, runtime.QueryObjectsParams{PrototypeObjectID: proto.Result.ObjectID})
		if err != nil {
			return err
		}
		byValue := true
		res, err := chromedp.Call(ctx, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
			FunctionDeclaration: `function () { return this.map(m => m.buffer.byteLength); }`,
			ObjectID:            objs.Objects.ObjectID,
			ReturnByValue:       &byValue,
		})
		if err != nil {
			return err
		}
		return json.Unmarshal(res.Result.Value, &sizes)
	}))
	return sizes, err
}

// memoryTimeout bounds one look for the wasm memories. Finding them walks
// the JavaScript heap after a full collection, on the page's main thread
// between its frames: on a busy 2-core machine, with the computer still
// playing the Game of War and WebGL drawn in software, that once took
// more than stepTimeout.
const memoryTimeout = 2 * time.Minute

// memoryNow returns the largest wasm memory of the page and of its newest
// worker, in bytes.
func memoryNow(t *testing.T, b *browser, w *workerTargets) (page, worker int64) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, memoryTimeout)
	defer cancel()
	sizes, err := wasmMemory(ctx)
	if err != nil {
		t.Fatalf("the page's wasm memory: %v", err)
	}
	for _, s := range sizes {
		page = max(page, s)
	}
	id, ok := w.last()
	if !ok {
		t.Fatal("the page started no engine worker")
	}
	wctx, wcancel := chromedp.NewContext(b.ctx, chromedp.WithTargetID(id))
	defer wcancel()
	tctx, tcancel := context.WithTimeout(wctx, memoryTimeout)
	defer tcancel()
	sizes, err = wasmMemory(tctx)
	if err != nil {
		t.Fatalf("the worker's wasm memory: %v", err)
	}
	for _, s := range sizes {
		worker = max(worker, s)
	}
	return page, worker
}

// longSessionsEnv, set to 1, makes TestStartMemory play every move of its
// long sessions at the computer's pace (about 15 minutes, most of them
// Leapfrog's 300 moves), instead of starting each from a game played
// ahead natively.
const longSessionsEnv = "PARLOUR_LONG_SESSIONS"

// longSessions reports whether longSessionsEnv asks for the long runs.
func longSessions() bool { return os.Getenv(longSessionsEnv) == "1" }

// livePlies is how many moves the computer plays in the page at the end
// of each long session, when the rest was played ahead.
const livePlies = 24

// playedAhead returns the moves of a game of id played at random
// (seeded) to its end or to maxPlies, less its last livePlies moves, for
// the page to restore and the computer to finish; none when every move
// is to be played in the page.
func playedAhead(t *testing.T, id string, opts map[string]string, maxPlies int) []string {
	t.Helper()
	if os.Getenv(longSessionsEnv) == "1" {
		return []string{}
	}
	m := gametest.Played(t, id, game.Options(opts))
	rng := rand.New(rand.NewPCG(1, 2))
	for m.Ply() < maxPlies && !m.Outcome().Over {
		moves := m.State().LegalMoves(nil)
		if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	played := m.MoveStrings()
	return played[:max(0, len(played)-livePlies)]
}

// TestStartMemory plays long sessions computer against computer and
// reports the wasm memory of the page and of the engine worker after each:
// Leapfrog on 18×18 with eight players to the end, the Game of War for 150
// plies, and Peg Solitaire with the hint asked for again and again. Each
// must stay under maxWasmMemory. The page restores each game with all but
// its last moves played ahead (the whole history, drawn and listed) and
// the computer plays the rest through the worker; with
// PARLOUR_LONG_SESSIONS=1 the page plays every move.
func TestStartMemory(t *testing.T) {
	t.Parallel() // it measures memory, which other tests beside it leave alone
	srv := newSiteServer(t, builtSite(t))
	b := newBrowser(t)
	workers := watchWorkers(t, b)
	b.open(srv.URL + "/")
	waitFor[bool](b, startTimeout, "the engine", `window.parlourEngine && window.parlourEngine.state === "ready"`)

	type goHeap struct{ HeapAlloc, HeapSys, Sys, TotalAlloc, NumGC int64 }
	measure := func(what string) (page, worker int64) {
		t.Helper()
		p, w := memoryNow(t, b, workers)
		h := eval[goHeap](b, `window.parlourMemStats()`)
		t.Logf("%s: page %.1f MB (Go heap %.1f MB in use, %.1f MB held, %d collections), worker %.1f MB",
			what, mb(p), mb(h.HeapAlloc), mb(h.HeapSys), h.NumGC, mb(w))
		return p, w
	}
	check := func(what string) {
		t.Helper()
		if p, w := measure(what); p > maxWasmMemory || w > maxWasmMemory {
			t.Errorf("%s: page %.1f MB, worker %.1f MB; want each under %.0f MB", what, mb(p), mb(w), mb(maxWasmMemory))
		}
	}
	// The menu's first drawing of its boards once grew the page's memory
	// past the bound (Ebitengine's command queue keeps the largest vertex
	// buffer a frame needed), so it is checked too.
	b.waitState("the menu", func(s appState) bool { return s.Scene == "menu" })
	if err := b.do(stepTimeout, b.frames(30)); err != nil { // a board a frame
		t.Fatalf("the menu's frames: %v", err)
	}
	check("at the start, on the menu with its boards drawn")
	// load opens a saved game: options, seats and the moves played ahead.
	load := func(id string, opts map[string]string, moves []string, seats ...string) {
		t.Helper()
		save, err := json.Marshal(map[string]any{"format": "parlour-match", "version": 1, "game": id,
			"options": opts, "moves": moves, "made": len(moves), "seats": seats})
		if err != nil {
			t.Fatal(err)
		}
		eval[bool](b, fmt.Sprintf(`(localStorage.setItem("parlour.match", %q), true)`, save))
		if err := b.do(startTimeout, chromedp.Reload()); err != nil {
			t.Fatalf("reload: %v", err)
		}
		b.waitFirstFrame()
		b.waitState("the "+id+" game", func(s appState) bool { return s.Scene == "play" && s.Game == id })
	}
	// play waits until done accepts the state, at most limit.
	play := func(what string, limit time.Duration, done func(appState) bool) appState {
		t.Helper()
		deadline := time.Now().Add(limit)
		for {
			s := b.state()
			if done(s) {
				return s
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: not done after %v; %d moves played", what, limit, len(s.Moves))
			}
			time.Sleep(time.Second)
		}
	}

	began := time.Now()
	frog := map[string]string{"players": "8", "size": "18", "version": "coloured"}
	load("leapfrog", frog, playedAhead(t, "leapfrog", frog, 1000),
		"easy", "easy", "easy", "easy", "easy", "easy", "easy", "easy")
	s := play("Leapfrog", 15*time.Minute, func(s appState) bool { return s.Over })
	check(fmt.Sprintf("Leapfrog 18×18, 8 players, to the end (%d moves, %v)", len(s.Moves), time.Since(began).Round(time.Second)))

	began = time.Now()
	load("war", nil, playedAhead(t, "war", nil, 150), "easy", "easy")
	s = play("The Game of War", 10*time.Minute, func(s appState) bool { return s.Over || len(s.Moves) >= 150 })
	check(fmt.Sprintf("the Game of War, %d plies (%v)", len(s.Moves), time.Since(began).Round(time.Second)))

	began = time.Now()
	load("solitaire", nil, []string{}, "human")
	const hints = 15
	var thought []time.Duration
	for i := range hints {
		b.watchThinking()
		b.click("button:Hint")
		b.waitState(fmt.Sprintf("hint %d", i+1), func(s appState) bool { return !s.Thinking })
		thought = append(thought, b.thought())
	}
	check(fmt.Sprintf("Peg Solitaire, %d hints (%v)", hints, time.Since(began).Round(time.Second)))
	// Each click waits nine animation frames, which is most of the time
	// above where WebGL is drawn in software; the hints' own time is
	// how long the play screen showed the engine thinking.
	t.Logf("Peg Solitaire's hints, the engine thinking for each: %v", thought)
}

// watchThinking has the page note, from now on, how long the play screen
// shows the engine thinking (its state's "thinking"), which b.thought
// reads: a page-side timer sees it change within a tick, where the
// test's own polls go through DevTools.
func (b *browser) watchThinking() {
	b.t.Helper()
	eval[bool](b, `(() => {
		const w = window.parlourThinking = {began: 0, ended: 0};
		(function look() {
			if (window.parlourThinking !== w) return;
			const thinking = JSON.parse(window.parlour.state()).thinking;
			if (thinking && !w.began) w.began = performance.now();
			if (w.began && !thinking) {
				w.ended = performance.now();
				return;
			}
			setTimeout(look, 1);
		})();
		return true;
	})()`)
}

// thought returns how long the engine was shown thinking since
// watchThinking: 0 when the answer came within a tick and thinking was
// never shown, or when it is still thinking.
func (b *browser) thought() time.Duration {
	b.t.Helper()
	ms := eval[float64](b, `(w => w.ended ? w.ended - w.began : 0)(window.parlourThinking)`)
	return time.Duration(ms * float64(time.Millisecond)).Round(time.Millisecond)
}

func mb(n int64) float64 { return float64(n) / 1e6 }
