package puzzles

import (
	"slices"
	"strings"
	"testing"

	"parlour/assets/sounds"
	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// records keeps the puzzle records in a store, as the App does.
type records struct {
	sv *saves.Saves
	p  saves.Puzzles
}

func (r *records) Puzzles() *saves.Puzzles { return &r.p }
func (r *records) RecordPuzzles(change func(*saves.Puzzles)) {
	p, err := r.sv.UpdatePuzzles(r.p, change)
	if err != nil {
		panic(err)
	}
	r.p = p
}

// harness runs a puzzle screen headless under a fake host.
type harness struct {
	t     *testing.T
	host  *fake.Host
	store platform.Store
	rec   *records
	c     *ui.Context
	z     *Screen
}

func newHarness(t *testing.T, store platform.Store, g *game.Game, date string) *harness {
	t.Helper()
	h := &harness{t: t, host: fake.NewHost(store), store: store}
	sv := saves.NewSaves(store)
	h.rec = &records{sv: sv, p: sv.LoadPuzzles()}
	h.c = &ui.Context{W: 390, H: 844, S: ui.ScaleFor(390, 844, 1), DSF: 1, Dt: 1.0 / 60}
	h.z = New(h.host, h.rec, h.host.SessionConfig(), g, nil)
	h.z.SetToday(func() string { return date })
	h.z.Wait()
	h.z.Layout(h.c)
	h.idle()
	return h
}

func (h *harness) frame(f ui.Frame) {
	h.c.Time += h.c.Dt
	h.c.In = &f
	if err := h.z.Update(h.c); err != nil {
		h.t.Fatal(err)
	}
}

// idle runs frames until the Puzzler and the board are still.
func (h *harness) idle() {
	for i := 0; i < 10 || h.z.Animating() || h.z.z != nil && h.z.z.Busy(); i++ {
		if i > 2000 {
			h.t.Fatal("the puzzle screen never came to rest")
		}
		h.frame(ui.Frame{})
	}
}

func (h *harness) tapAt(x, y float64) {
	h.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(ui.Frame{X: x, Y: y, Released: true})
}

// play taps the path of the move text on the board.
func (h *harness) play(text string) {
	h.t.Helper()
	st := h.z.Puzzler().Session().State()
	mv, err := st.ParseMove(text)
	if err != nil {
		h.t.Fatal(err)
	}
	for _, p := range st.MovePath(mv) {
		x, y := h.z.Board.View().At(p)
		h.tapAt(x, y)
	}
	h.idle()
}

// hook returns what the test hooks report of the puzzle.
func (h *harness) hook() *PuzzleState { return h.z.hook().Puzzle }

// TestPuzzleScreen solves the daily puzzle by taps, fails the next with a
// wrong move, and checks the ratings moved and were kept; opened again on
// the same day, the screen does not offer the daily puzzle again.
func TestPuzzleScreen(t *testing.T) {
	g, err := game.Lookup("harehounds")
	if err != nil {
		t.Fatal(err)
	}
	store := platform.NewMemoryStore()
	h := newHarness(t, store, g, "2026-11-27")
	p := h.hook()
	if p.Daily != "2026-11-27" || !p.CanPlay {
		t.Fatalf("the first puzzle of the day: %+v", p)
	}
	for i := 0; !h.z.Puzzler().Done(); i++ {
		if i > 20 {
			t.Fatal("the solution did not end the puzzle")
		}
		h.play(p.Solution[h.z.Puzzler().Session().Match().Ply()])
	}
	p = h.hook()
	if p.Outcome != "solved" || p.Rating <= 1500 || p.Streak != 1 {
		t.Fatalf("after the solution: %+v", p)
	}
	if i := slices.Index(h.host.Cues, sounds.Solved); i < 0 || slices.Contains(h.host.Cues, sounds.Failed) || slices.Contains(h.host.Cues[i+1:], sounds.Solved) {
		t.Errorf("after the solution, the sounds %v: want Solved, once", h.host.Cues)
	}
	kept := saves.NewSaves(store).LoadPuzzles().Game(g)
	if kept.Rating.R != p.Rating || kept.Daily != "2026-11-27" || len(kept.Puzzles) != 1 {
		t.Errorf("kept %+v, want the rating %v and the daily puzzle", kept, p.Rating)
	}
	solved, rating := p.ID, p.Rating

	h.tapAt(h.z.btn.next.Rect.Center())
	h.idle()
	p = h.hook()
	if p.ID == solved || p.Daily != "" {
		t.Fatalf("Next gave %+v", p)
	}
	st := h.z.Puzzler().Session().State()
	for _, mv := range st.LegalMoves(nil) {
		if text := st.MoveString(mv); text != p.Solution[0] {
			h.play(text)
			break
		}
	}
	p = h.hook()
	if p.Outcome != "failed" || p.Rating >= rating || p.Streak != 0 || !p.CanPlay {
		t.Fatalf("after a wrong move: %+v", p)
	}
	if last := h.host.Cues[len(h.host.Cues)-1]; last != sounds.Failed {
		t.Errorf("after a wrong move, the sounds %v: want Failed last", h.host.Cues)
	}
	if h.host.LastHeard() == "" {
		t.Error("nothing announced")
	}

	again := newHarness(t, store, g, "2026-11-27")
	if p := again.hook(); p.Daily != "" || p.Rating != h.hook().Rating {
		t.Errorf("opened again on the same day: %+v", p)
	}
}

// TestHintWarned presses Hint on a new player's first puzzle: the first
// press says that a hint counts the puzzle as failed and fails nothing;
// the second gives the hint, ringing the piece, and fails the puzzle. The
// records remember it was said: on the next puzzle, and on a puzzle
// screen opened afresh, Hint gives the hint at once.
func TestHintWarned(t *testing.T) {
	g, err := game.Lookup("catchhare")
	if err != nil {
		t.Fatal(err)
	}
	store := platform.NewMemoryStore()
	h := newHarness(t, store, g, "2026-11-27")
	press := func() {
		h.tapAt(h.z.btn.hint.Rect.Center())
		h.idle()
	}
	press()
	if p := h.hook(); p.Feedback != midend.HintWarning || p.Outcome != "" || h.z.Puzzler().HintPath() != nil {
		t.Fatalf("the first Hint ever: %q, outcome %q, marks %v", p.Feedback, p.Outcome, h.z.Puzzler().HintPath())
	}
	if !saves.NewSaves(store).LoadPuzzles().HintTold {
		t.Error("the records do not remember the warning")
	}
	press()
	if p := h.hook(); p.Outcome != "failed" || len(h.z.Puzzler().HintPath()) != 1 {
		t.Fatalf("Hint again: %q, outcome %q, marks %v", p.Feedback, p.Outcome, h.z.Puzzler().HintPath())
	}
	if p := h.hook(); p.Rating < 1500-175-0.01 {
		t.Errorf("one hint took the rating to %.0f", p.Rating)
	}
	again := newHarness(t, store, g, "2026-11-28")
	again.tapAt(again.z.btn.hint.Rect.Center())
	again.idle()
	if p := again.hook(); p.Outcome != "failed" || len(again.z.Puzzler().HintPath()) != 1 {
		t.Errorf("Hint on a screen opened afresh: %q, outcome %q", p.Feedback, p.Outcome)
	}
}

// TestGameChosen changes game from the puzzle screen by the keyboard:
// Tab reaches Games after Back, Enter lists the games that have puzzles
// in the menu's order, and the one chosen opens and is remembered. The
// top bar names the game at phone and desktop sizes.
func TestGameChosen(t *testing.T) {
	g, err := game.Lookup("catchhare")
	if err != nil {
		t.Fatal(err)
	}
	store := platform.NewMemoryStore()
	h := newHarness(t, store, g, "2026-11-27")
	var opened *game.Game
	h.z.SetChooser(func(g *game.Game) { opened = g })
	h.z.Layout(h.c)
	for _, wh := range [][2]float64{{390, 844}, {1280, 800}} {
		s := ui.ScaleFor(wh[0], wh[1], 1)
		_, back, _, _ := ui.TopBar(&ui.Context{W: wh[0], H: wh[1], S: s})
		if title := h.z.Title(wh[0]-2*(back.Right()+8*s), s); !strings.Contains(title, g.Name) {
			t.Errorf("at %v×%v the title %q does not name the game", wh[0], wh[1], title)
		}
	}
	if h.z.btn.games.Rect.Empty() {
		t.Fatal("Games is not on the screen")
	}
	for i := 0; !h.z.btn.games.Focused; i++ {
		if i > len(h.z.Buttons()) {
			t.Fatal("Tab never reaches Games")
		}
		h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}})
	}
	if heard := h.host.LastHeard(); heard != "Games button." {
		t.Errorf("Games is announced as %q", heard)
	}
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	d := h.host.Dialog()
	if d == nil {
		t.Fatal("Games asks nothing")
	}
	var labels []string
	for _, b := range d.Buttons {
		labels = append(labels, b.Label)
	}
	if got := strings.Join(labels, ", "); got != "Hare and Hounds, Catch the Hare, Fox and Geese, Peg Solitaire, Leapfrog, The Game of War, Cancel" {
		t.Errorf("Games offers %s", got)
	}
	if !h.host.PressDialog(h.c, "Leapfrog") || opened == nil || opened.ID != "leapfrog" {
		t.Fatalf("choosing Leapfrog opened %v", opened)
	}
	if last := saves.NewSaves(store).LoadPuzzles().Last; last != "leapfrog" {
		t.Errorf("the records remember %q as the game chosen last", last)
	}
}

// TestPuzzleExplained solves a puzzle and fails another: once played to
// its end, each says its line and why it works, aloud too; a puzzle of
// rules other than the game's defaults says them from the start; the
// prompt speaks of no themes.
func TestPuzzleExplained(t *testing.T) {
	g, err := game.Lookup("harehounds")
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, platform.NewMemoryStore(), g, "2026-11-27")
	if w := h.z.Words(); strings.Contains(w.Answer.Text, "Themes") {
		t.Errorf("the prompt: %+v", w)
	}
	p := h.hook()
	for i := 0; !h.z.Puzzler().Done(); i++ {
		if i > 20 {
			t.Fatal("the solution did not end the puzzle")
		}
		h.play(p.Solution[h.z.Puzzler().Session().Match().Ply()])
	}
	w := h.z.Words().Answer.Text
	if !strings.HasPrefix(w, "Solved! The line: ") || !strings.Contains(w, p.Solution[0]) || !strings.Contains(w, "win") {
		t.Errorf("a solved puzzle says %q", w)
	}
	if heard := h.host.LastHeard(); !strings.Contains(heard, "The line: ") {
		t.Errorf("a solved puzzle is announced as %q", heard)
	}
	h.z.start(h.pooled("goal", "escape"), "")
	h.idle()
	if w := h.z.Words(); w.Say != "Not the usual rules. Hare's goal: Get past every hound (Gardner)." {
		t.Errorf("a puzzle of the escape goal says %q", w.Say)
	}
	h.tapAt(h.z.btn.show.Rect.Center())
	h.idle()
	if w := h.z.Words().Answer.Text; !strings.HasPrefix(w, "The line: ") || strings.Contains(w, "The solution:") {
		t.Errorf("the solution shown says %q", w)
	}
}

// TestPuzzleRulesSaid checks that a puzzle of Catch the Hare with 10
// hunters says both rules it is played under: the hunters, and the hare's
// winning count, which is the default yet means the first capture wins.
func TestPuzzleRulesSaid(t *testing.T) {
	g, err := game.Lookup("catchhare")
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, platform.NewMemoryStore(), g, "2026-11-27")
	h.z.start(h.pooled("hunters", "10"), "")
	h.idle()
	if w := h.z.Words(); w.Say != "Not the usual rules. Hunters: 10; Hare wins at: 9 hunters." {
		t.Errorf("a puzzle with 10 hunters says %q", w.Say)
	}
}

// pooled returns the index in the screen's pool of the first puzzle
// played with option key set to value.
func (h *harness) pooled(key, value string) int {
	h.t.Helper()
	for i, it := range h.z.pool {
		if it.opts[key] == value {
			return i
		}
	}
	h.t.Fatalf("no puzzle with %s=%s", key, value)
	return -1
}
