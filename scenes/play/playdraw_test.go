package play

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/foxgeese"
	"parlour/game/leapfrog"
	"parlour/game/war"
	"parlour/midend"
	"parlour/scenes/board"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
	"parlour/scenes/words"
)

// checkStatusFits checks that the status strip's words fit whole: the
// title on its line and the line under it on one or two, none cut.
func checkStatusFits(t *testing.T, h *harness, what string) {
	t.Helper()
	s := h.c.S
	title, sub, _ := h.p.statusText(false)
	x, width := h.p.turnLine(s)
	strip := layStrip(title, 21*s, sub, ui.Rect{X: x, Y: h.p.at.status.Y, W: width, H: h.p.at.status.H}, s)
	big, small, lines := strip.big, strip.small, strip.lines
	if w := ui.TextWidth(title, big); w > width {
		t.Errorf("%s: the title %q is %.0f wide, in %.0f", what, title, w, width)
	}
	if len(lines) > 2 {
		t.Errorf("%s: %q takes %d lines", what, sub, len(lines))
	}
	for _, ln := range lines {
		if strings.HasSuffix(ln, "…") || ui.TextWidth(ln, small) > width {
			t.Errorf("%s: the status line %q is cut (%q in %.0f)", what, sub, ln, width)
		}
	}
}

// TestPhoneStatusFits checks every game's status strip on phones, at the
// start and with a piece picked up, the message box with a refusal, and
// the strip of finished games with long reasons.
func TestPhoneStatusFits(t *testing.T) {
	refusals := 0
	for _, e := range catalog.Entries() {
		for _, size := range screens[:2] {
			m, err := game.NewMatch(e.Game, nil)
			if err != nil {
				t.Fatal(err)
			}
			h := newHarnessOf(t, m, midend.DefaultSeats(len(m.Seats())))
			h.resizeLike(size[0], size[1])
			what := fmt.Sprintf("%s %vx%v", e.ID, size[0], size[1])
			checkStatusFits(t, h, what+" at the start")
			h.idle(1) // the board learns the moves
			if mov := h.p.board.Picker().Movable(); len(mov) > 0 {
				h.tap(m.State().Board().Point(mov[0]).Name)
				checkStatusFits(t, h, what+" with a piece picked up")
				h.tapUnreachable()
				if checkNoteFits(t, h, what+" after a refused tap") {
					refusals++
				}
			}
			h.draw()
		}
	}
	if refusals == 0 {
		t.Error("no refused tap was explained in the message box")
	}
	finished := []struct {
		id, position string
		opts         game.Options
		reason       string
	}{
		{"war", "....k...../........../........../........../........../........../........../........../........../.....K.... white 0 0 - 150", nil, "150 plies without"},
		{"war", ".....M..../........../........../........../........../........../........../........../........../k....K.... white 0 0 - 0", nil, "held the enemy citadel"},
		{"solitaire", ".../.../.....o./......./......./.../...", nil, "in hole 12 instead of hole 17"},
		{"harehounds", ".D./.H.D./..D hounds 0", game.Options{"goal": "escape"}, "got past every hound"},
	}
	for _, f := range finished {
		g, err := game.Lookup(f.id)
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range screens[:2] {
			m, err := game.NewMatchFrom(g, f.opts, f.position)
			if err != nil {
				t.Fatal(err)
			}
			if o := m.Outcome(); !o.Over || !strings.Contains(o.Reason, f.reason) {
				t.Fatalf("%s %s: outcome %+v, want over with %q", f.id, f.position, o, f.reason)
			}
			h := newHarnessOf(t, m, midend.DefaultSeats(len(m.Seats())))
			h.resizeLike(size[0], size[1])
			h.draw()
			checkOverFits(t, h, fmt.Sprintf("%s (%s) %vx%v", f.id, f.reason, size[0], size[1]))
		}
	}
}

// checkOverFits checks that a finished game's headline and reason fit
// whole in the status strip, clear of its buttons and on the screen.
func checkOverFits(t *testing.T, h *harness, what string) {
	t.Helper()
	w := h.p.overWords(h.c.S)
	r := h.p.at.status
	reason := strings.Join(w.lines, " ")
	if want := ui.Capitalize(h.p.s.Match().Outcome().Reason); reason != want {
		t.Errorf("%s: the reason reads %q, want %q", what, reason, want)
	}
	check := func(s string, f *text.GoTextFace, y float64) {
		half := ui.LineHeight(f) / 2
		switch x := w.x + ui.TextWidth(s, f); {
		case strings.Contains(s, "…"):
			t.Errorf("%s: %q is cut", what, s)
		case x > w.x+w.w || x > h.p.btn.values.Rect.X || x > h.c.W:
			t.Errorf("%s: %q ends at %.0f, past its room (%.0f, the Values button at %.0f, the screen %.0f)", what, s, x, w.x+w.w, h.p.btn.values.Rect.X, h.c.W)
		case w.x < r.X || y-half < r.Y-1 || y+half > r.Bottom()+1 || y+half > h.c.H:
			t.Errorf("%s: %q at (%.0f, %.0f) is outside the strip %+v", what, s, w.x, y, r)
		}
	}
	check(w.title, w.big, w.titleY)
	for i, ln := range w.lines {
		check(ln, w.small, w.lineY(i))
	}
}

// tapUnreachable taps, with a piece picked up, the first point that is
// neither a place it can go nor a piece that can move.
func (h *harness) tapUnreachable() {
	pk := h.p.board.Picker()
	skip := map[int]bool{pk.Selected(): true}
	for _, pt := range append(pk.Targets(), pk.Movable()...) {
		skip[pt] = true
	}
	b := h.p.s.Match().State().Board()
	for pt := range b.Len() {
		if !skip[pt] {
			h.tap(b.Point(pt).Name)
			return
		}
	}
}

// checkNoteFits checks that the note in the message box, if any, fits it
// whole; it reports whether there was one.
func checkNoteFits(t *testing.T, h *harness, what string) bool {
	t.Helper()
	note := h.p.s.Note().Text
	if note == "" {
		return false
	}
	in, f, lines, ok := h.p.noteFit(h.c.S)
	if !ok || in.Bottom() > h.c.H || in.Right() > h.c.W {
		t.Errorf("%s: the note %q does not fit the message box %+v: %q", what, note, in, lines)
	}
	for _, ln := range lines {
		if ui.TextWidth(ln, f) > in.W {
			t.Errorf("%s: %q is wider than the message box", what, ln)
		}
	}
	return true
}

// TestStatusSaysHowAPieceMoves checks that picking up a piece of The Game
// of War says how it moves, from the game's legend.
func TestStatusSaysHowAPieceMoves(t *testing.T) {
	h := newHarnessOf(t, playedWar(t), []saves.Seat{saves.Human, saves.Human})
	h.resize(390, 844)
	h.tap("b1") // White's Horse
	if _, sub, _ := h.p.statusText(false); sub != "Horse: an L-shaped leap, like a knight" {
		t.Errorf("with the Horse picked up the status says %q", sub)
	}
	checkStatusFits(t, h, "the Horse's rule")
}

// TestPuzzleWording checks that Peg Solitaire, a puzzle for one, says
// neither "Player to move" nor "Human" on the play screen (the options'
// TestPuzzleOptionsOfferNoHuman checks its options), and that the hint is
// not offered in words while a recorded game is watched.
func TestPuzzleWording(t *testing.T) {
	g, err := game.Lookup("solitaire")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.NewMatch(g, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarnessOf(t, m, []saves.Seat{saves.Human})
	h.draw()
	if title, _, _ := h.p.statusText(false); title != "Your move" {
		t.Errorf("the status says %q", title)
	}
	if line := h.p.seats.seatLine(0); line != "" {
		t.Errorf("the seat is described as %q", line)
	}
	for _, said := range []string{h.p.seats.summary(), words.TurnSentence(h.p.s.Match()), optionSummary(h.p.g, h.p.s.Match().Options(), h.p.s.HintOffered())} {
		if strings.Contains(said, "Human") || strings.Contains(said, "Player") {
			t.Errorf("the puzzle says %q", said)
		}
	}
	if !strings.Contains(optionSummary(h.p.g, h.p.s.Match().Options(), h.p.s.HintOffered()), "Hint") {
		t.Errorf("a person's game does not mention Hint: %q", optionSummary(h.p.g, h.p.s.Match().Options(), h.p.s.HintOffered()))
	}
	replay, err := midend.NewReplay(h.host.SessionConfig(), g, g.Demos[0])
	if err != nil {
		t.Fatal(err)
	}
	demo := NewDemo(h.host, replay)
	if got := optionSummary(demo.g, demo.s.Match().Options(), demo.s.HintOffered()); strings.Contains(got, "Hint") {
		t.Errorf("watching, Hint is disabled but the screen says %q", got)
	}
	if title, _, _ := demo.statusText(false); title != "Watch" {
		t.Errorf("watching, the status says %q", title)
	}
}

// TestChainStatus: in the middle of a Leapfrog chain the status line says
// that the same piece goes on, or the turn ends with the action button.
func TestChainStatus(t *testing.T) {
	opts := game.Options{leapfrog.OptPlayers: "3", leapfrog.OptSize: "6"}
	m, err := game.NewMatchFrom(leapfrog.Spec, opts, "oooooo/oooooo/.ooo.o/oooooo/oo.ooo/oooooo 1 3,1,1 c3")
	if err != nil {
		t.Fatal(err)
	}
	h := newHarnessOf(t, m, []saves.Seat{saves.Human, saves.Human, saves.Human})
	h.idle(2)
	_, sub, _ := h.p.statusText(false)
	if want := "Move the same piece again, or Stop here"; sub != want {
		t.Errorf("status mid-chain: %q, want %q", sub, want)
	}

	// A chain that is one move: the fox tapped to 17 may jump on to 15
	// or stop.
	h = newHarnessOf(t, matchOf(t, foxgeese.Spec, nil, "9-4", "17-10", "11-5", "15-9"), []saves.Seat{saves.Human, saves.Human})
	h.idle(2)
	h.tap("5")
	h.tap("17")
	_, sub, _ = h.p.statusText(false)
	if want := "Jump again, or tap the piece again to stop"; sub != want {
		t.Errorf("status mid-chain in Fox and Geese: %q, want %q", sub, want)
	}
}

// TestHoleNumbersSetting checks that the play screen shows the numbers
// of the holes by default and that the setting hides them (the board's
// TestHoleNumbers checks where they stand).
func TestHoleNumbersSetting(t *testing.T) {
	m := matchOf(t, foxgeese.Spec, nil)
	h := newHarnessOf(t, m, make([]saves.Seat, len(m.Seats())))
	for _, wh := range [][2]float64{{390, 844}, {1280, 800}} {
		h.resize(wh[0], wh[1])
		h.idle(1)
		if !h.p.board.Numbers {
			t.Fatalf("%v: numbers are hidden by default", wh)
		}
		h.draw()
	}
	h.host.Settings().HideNumbers = true
	h.idle(1)
	if h.p.board.Numbers {
		t.Error("the setting does not hide the numbers")
	}
}

// TestWarPieceRulesWhole picks up every kind of White's pieces in The
// Game of War on a phone and a laptop: how it moves is said whole, in the
// status strip or, where it is too long for it, in the message box; a
// refusal is dropped once another piece is picked up; and the mark beside
// each side stays its King whatever moves.
func TestWarPieceRulesWhole(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {360, 740}, {1280, 800}} {
		h := newHarnessOf(t, matchOf(t, war.Spec, nil), []saves.Seat{saves.Human, saves.Human})
		h.resizeLike(size[0], size[1])
		h.idle(1)
		st := h.p.s.State()
		seen := map[uint8]bool{}
		for _, pt := range h.p.board.Picker().Movable() {
			pc := st.PieceAt(pt)
			if seen[pc.Kind] {
				continue
			}
			seen[pc.Kind] = true
			what := fmt.Sprintf("%vx%v, %s", size[0], size[1], board.KindName(war.Spec, int(pc.Kind)))
			h.tap(st.Board().Point(pt).Name)
			if h.p.board.Picker().Selected() != pt {
				t.Fatalf("%s: not picked up", what)
			}
			rule := board.PieceRule(war.Spec, pc)
			_, sub, _ := h.p.statusText(false)
			if sub != rule && h.p.ruleInStrip() != "" || sub == rule && h.p.ruleInStrip() != rule {
				t.Errorf("%s: the status says %q, the rule is %q", what, sub, rule)
			}
			checkStatusFits(t, h, what)
			if sub != rule {
				r := h.p.messageRect()
				_, got, fits := ui.FitLines(rule, false, 14*h.c.S, 12*h.c.S, r.W, r.H)
				if !fits || strings.Join(got, " ") != rule {
					t.Errorf("%s: the rule %q does not fit the message box %+v whole: %q", what, rule, r, got)
				}
			}
			h.tapUnreachable()
			if h.p.s.Note().Text == "" {
				continue
			}
			h.tap(st.Board().Point(pt).Name) // picked up again
			if h.p.board.Picker().Selected() == pt && h.p.s.Note().Text != "" {
				t.Errorf("%s: picked up again, the old notice %q stays", what, h.p.s.Note().Text)
			}
			if h.p.board.Picker().Selected() == pt {
				h.tap(st.Board().Point(pt).Name) // put down
			}
		}
		if len(seen) < 5 {
			t.Errorf("%vx%v: only %d kinds could be picked up", size[0], size[1], len(seen))
		}
	}
	m := playedWar(t)
	for _, pl := range []game.Player{war.White, war.Black} {
		if mark := seatMark(m.State(), pl); board.KindName(war.Spec, int(mark.Kind)) != "King" {
			t.Errorf("player %d's mark is a %s after %d moves", pl, board.KindName(war.Spec, int(mark.Kind)), m.Ply())
		}
	}
}
