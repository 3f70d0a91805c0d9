package scenes

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/play"
	"parlour/scenes/puzzles"
	"parlour/scenes/saves"
	"parlour/scenes/stopped"
	"parlour/scenes/ui"
)

// hookKeys are the keys of window.parlour.state() that every screen
// reports, whatever it shows; each case of TestHookKeys lists the others.
const hookKeys = "scene lang game position moves toMove over thinking redraws partials liveRate resting stirred "

// TestHookKeys pins the keys of window.parlour.state() on every screen,
// nested ones written with dots ("review.moves"), those of a list's
// objects with "[]": the browser tests parse them, and each screen
// publishes its own part, so that a key renamed or dropped by one fails
// here rather than in a browser.
func TestHookKeys(t *testing.T) {
	tests := []struct {
		name, scene string
		store       func(t *testing.T) platform.Store // nil for an empty store
		change      func(t *testing.T, a *App, ai *fake.Thinker)
		want        string // beyond hookKeys
	}{
		{name: "menu", scene: "menu", change: func(t *testing.T, a *App, _ *fake.Thinker) {
			m := fake.Match(t)
			m.SetNames([]string{"Ann", "Bo"})
			a.s.letters.start(m, []saves.Seat{saves.Human, midend.Friend})
			a.layers.Close()
			a.s.ShowMenu()
		}, want: "letters"},
		{name: "layers", scene: "menu", change: func(t *testing.T, a *App, _ *fake.Thinker) {
			a.Notify("A notice.")
			a.layers.Offer(a.cur, "A notice.", []*ui.Button{ui.NewAction("Easy", nil)})
			a.Ask(ui.NewTextDialog("Your name", "Type it.", "Ann", 20, func(string) {}))
		}, want: "notices offer dialog dialog.title dialog.text dialog.buttons dialog.value"},
		{name: "options", scene: "options:harehounds"},
		{name: "rules", scene: "rules:harehounds"},
		{name: "stopped", scene: "menu", change: func(t *testing.T, a *App, _ *fake.Thinker) {
			a.Replace(stopped.New(a.s, "play"))
		}},
		{name: "play", scene: "play:harehounds", store: playedStore, change: answerEngine,
			want: "analysis analysis.depth analysis.score analysis.nodes analysis.pv analysis.elapsed board review review.moves review.shown review.reviewing " +
				"review.values review.values.mover review.values.moves review.values.moves[].move review.values.moves[].result review.values.moves[].plies review.values.source " +
				"review.marks review.marks[].point review.marks[].move review.marks[].text " +
				"review.line review.line[].ply review.line[].mover review.line[].result review.line[].winner review.line[].plies review.legend"},
		{name: "play-by-message", scene: "menu", change: func(t *testing.T, a *App, _ *fake.Thinker) {
			m := fake.Match(t)
			m.SetNames([]string{"Ann", "Bo"})
			a.s.letters.start(m, []saves.Seat{midend.Friend, saves.Human})
			a.layers.Close()
		}, want: "review review.moves review.shown review.reviewing byMessage dialog dialog.title dialog.text dialog.buttons"},
		{name: "setup", scene: "setup:war", change: func(t *testing.T, a *App, _ *fake.Thinker) {
			press(t, a, "button:Clear")
		}, want: "problem held"},
		{name: "learn", scene: "learn:harehounds",
			want: "lesson lesson.step lesson.steps lesson.title lesson.say lesson.feedback lesson.passed lesson.canPlay lesson.tries lesson.done lesson.reached"},
		{name: "puzzles", scene: "puzzles:solitaire", change: func(t *testing.T, a *App, _ *fake.Thinker) {
			z := a.cur.(*puzzles.Screen)
			z.Wait()
			solvePuzzle(t, z, true)
		}, want: "puzzle puzzle.loading puzzle.id puzzle.goal puzzle.start puzzle.options puzzle.solution puzzle.daily puzzle.feedback " +
			"puzzle.canPlay puzzle.done puzzle.outcome puzzle.rating puzzle.streak puzzle.solved puzzle.failed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var store platform.Store = platform.NewMemoryStore()
			if tt.store != nil {
				store = tt.store(t)
			}
			ai := &fake.Thinker{}
			var last *platform.Frame
			a := NewApp(Config{Store: store, Thinker: ai, Scene: tt.scene, Publish: func(f *platform.Frame) { last = f }})
			a.LayoutF(1280, 800)
			frames := func(n int) {
				for range n {
					if err := a.Update(); err != nil {
						t.Fatal(err)
					}
				}
			}
			frames(2)
			if tt.change != nil {
				tt.change(t, a, ai)
			}
			frames(30)
			last = nil
			a.hooks.Publish(&a.ctx, a.cur, a.next, false)
			if last == nil {
				t.Fatal("nothing published")
			}
			var st map[string]any
			if err := json.Unmarshal([]byte(last.State), &st); err != nil {
				t.Fatalf("the state %q: %v", last.State, err)
			}
			got := keyPaths(st)
			want := strings.Fields(hookKeys + tt.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("the keys of %s\n%v\nwant\n%v", last.State, got, want)
			}
		})
	}
}

// press presses and releases the pointer on the hit target name of the
// screen shown.
func press(t *testing.T, a *App, name string) {
	t.Helper()
	var at ui.Rect
	a.cur.Targets(func(n string, r ui.Rect) {
		if n == name {
			at = r
		}
	})
	if at.Empty() {
		t.Fatalf("no target %s on the %s screen", name, a.cur.Name())
	}
	x, y := at.Center()
	for _, f := range []ui.Frame{{X: x, Y: y, Down: true, Pressed: true}, {X: x, Y: y, Released: true}} {
		c := a.ctx
		c.In = &f
		if err := a.cur.Update(&c); err != nil {
			t.Fatal(err)
		}
	}
}

// keyPaths returns the paths of the keys of the JSON object v, sorted;
// the options of a puzzle's set are its data, not its shape.
func keyPaths(v map[string]any) []string {
	var out []string
	var walk func(v any, at string)
	walk = func(v any, at string) {
		switch v := v.(type) {
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(v)) {
				p := k
				if at != "" {
					p = at + "." + k
				}
				out = append(out, p)
				if p != "puzzle.options" {
					walk(v[k], p)
				}
			}
		case []any:
			for _, x := range v {
				walk(x, at+"[]")
			}
		}
	}
	walk(v, "")
	slices.Sort(out)
	return slices.Compact(out)
}

// playedStore returns a store with a game of Hare and Hounds of four
// moves in progress and the analysis and the values on.
func playedStore(t *testing.T) platform.Store {
	st := platform.NewMemoryStore()
	st.Put("settings", []byte(`{"version":1,"games":{},"analysis":true,"values":true}`))
	m := fake.Match(t, "a2-b2", "e2-d1", "b3-c2", "d1-d2")
	data, err := midend.MarshalMatch(m, make([]midend.Seat, len(m.Seats())))
	if err != nil {
		t.Fatal(err)
	}
	st.Put("match."+m.Game().ID, data)
	st.Put("last", []byte(`"`+m.Game().ID+`"`))
	return st
}

// answerEngine answers the play screen's requests to the engine: the
// values with the real engine's, the analysis with a line of progress.
func answerEngine(t *testing.T, a *App, ai *fake.Thinker) {
	if _, ok := a.cur.(*play.Screen); !ok {
		t.Fatalf("the %s screen is shown, not the play screen", a.cur.Name())
	}
	answered := map[uint64]bool{}
	for range 10 {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		for _, req := range ai.Reqs {
			if answered[req.ID] {
				continue
			}
			answered[req.ID] = true
			if ok, err := ai.AnswerValues(req); err != nil {
				t.Fatal(err)
			} else if !ok {
				ai.Queue = append(ai.Queue, engine.Reply{ID: req.ID, Info: engine.Info{Depth: 3, Score: 12, Nodes: 500, PV: []string{"a1-b1"}}})
			}
		}
	}
}
