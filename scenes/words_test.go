package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/gametest"
	"parlour/midend"
	"parlour/platform"
)

// screens are the sizes the wording is checked at: a phone upright, a
// small phone, a tablet and a laptop.
var screens = [][2]float64{{390, 844}, {360, 740}, {768, 1024}, {1280, 800}}

// TestMenuBlurbsFit checks that every game's blurb fits its card whole,
// without "…", on every screen.
func TestMenuBlurbsFit(t *testing.T) {
	a := NewApp(Config{Store: platform.NewMemoryStore()})
	for _, size := range screens {
		c := &Context{W: size[0], H: size[1], S: uiScale(size[0], size[1], 1), DSF: 1}
		m := NewMenu(a)
		m.Layout(c)
		for i, e := range m.entries {
			_, body := m.cardParts(m.cards[i], c.S)
			f, lines, ok := cardBlurb(e.Game.Summary, body, c.S)
			if !ok {
				t.Errorf("%vx%v: the blurb of %s is cut: %q", size[0], size[1], e.Name, strings.Join(lines, " / "))
			}
			for _, ln := range lines {
				if w := textWidth(ln, f); w > body.W {
					t.Errorf("%vx%v: %s: %q is %.0f wide, in %.0f", size[0], size[1], e.Name, ln, w, body.W)
				}
			}
		}
	}
}

// checkStatusFits checks that the status strip's words fit whole: the
// title on its line and the line under it on one or two, none cut.
func checkStatusFits(t *testing.T, h *harness, what string) {
	t.Helper()
	s := h.c.S
	title, sub, _ := h.p.statusText(false)
	x, width := h.p.turnLine(s)
	strip := layStrip(title, 21*s, sub, Rect{x, h.p.at.status.Y, width, h.p.at.status.H}, s)
	big, small, lines := strip.big, strip.small, strip.lines
	if w := textWidth(title, big); w > width {
		t.Errorf("%s: the title %q is %.0f wide, in %.0f", what, title, w, width)
	}
	if len(lines) > 2 {
		t.Errorf("%s: %q takes %d lines", what, sub, len(lines))
	}
	for _, ln := range lines {
		if strings.HasSuffix(ln, "…") || textWidth(ln, small) > width {
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
	if want := capitalize(h.p.s.Match().Outcome().Reason); reason != want {
		t.Errorf("%s: the reason reads %q, want %q", what, reason, want)
	}
	check := func(s string, f *text.GoTextFace, y float64) {
		half := lineHeight(f) / 2
		switch x := w.x + textWidth(s, f); {
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
		if textWidth(ln, f) > in.W {
			t.Errorf("%s: %q is wider than the message box", what, ln)
		}
	}
	return true
}

// TestStatusSaysHowAPieceMoves checks that picking up a piece of The Game
// of War says how it moves, from the game's legend.
func TestStatusSaysHowAPieceMoves(t *testing.T) {
	h := newHarnessOf(t, playedWar(t), []Seat{Human, Human})
	h.resize(390, 844)
	h.tap("b1") // White's Horse
	if _, sub, _ := h.p.statusText(false); sub != "Horse: an L-shaped leap, like a knight" {
		t.Errorf("with the Horse picked up the status says %q", sub)
	}
	checkStatusFits(t, h, "the Horse's rule")
}

// playedWar returns a Game of War in which both sides have captured.
func playedWar(t *testing.T) *game.Match {
	t.Helper()
	return gametest.Played(t, "war", nil, "c1xj8", "i9xj8", "FM@g7", "c10xj3", "i1xj3", "e9-e8", "FM@g5", "g9-g8", "g2-g3", "FM@i3")
}

// TestCapturedPiecesShown checks the strip of captured pieces in each
// seat's row: the enemy pieces it took, grouped by kind with a count, in
// the row between the name and who plays it, at desktop and phone sizes.
func TestCapturedPiecesShown(t *testing.T) {
	m := playedWar(t)
	for _, size := range [][2]float64{{1280, 800}, {390, 844}} {
		h := newHarnessOf(t, m, []Seat{Human, Human})
		h.resizeLike(size[0], size[1])
		h.draw()
		if h.p.seats.rect.Empty() {
			t.Fatalf("%vx%v: no players list", size[0], size[1])
		}
		sc := h.c.S
		for pl, want := range map[game.Player]int{0: 2, 1: 2} {
			rowH := playerRowH(len(h.p.s.Names()), sc)
			row := Rect{h.p.seats.rect.X, h.p.seats.rect.Y + float64(pl)*rowH, h.p.seats.rect.W, rowH - 4*sc}
			f := face(false, 13.5*sc)
			x := row.X + 42*sc + textWidth(h.p.s.Names()[pl], face(true, 15*sc)) + 10*sc
			desc := h.p.seats.seatLine(pl)
			groups, r, more, start := h.p.seats.capturedLayout(pl, x, row.Right()-10*sc, row, f, desc, sc)
			n := more
			for _, g := range groups {
				n += g.n
				if g.piece.Owner == pl {
					t.Errorf("%vx%v: seat %d shows its own %v as captured", size[0], size[1], pl, g.piece)
				}
				if g.x-r < x || g.x+r > row.Right()-10*sc-textWidth(desc, f) {
					t.Errorf("%vx%v: seat %d: a captured piece at %.0f is outside its room", size[0], size[1], pl, g.x)
				}
			}
			if n != want || more != 0 {
				t.Errorf("%vx%v: seat %d shows %d captured pieces (%d left out), want %d", size[0], size[1], pl, n, more, want)
			}
			if start > row.Right()-10*sc-textWidth(desc, f) {
				t.Errorf("%vx%v: seat %d: the captured pieces run into %q", size[0], size[1], pl, desc)
			}
		}
	}
}

// TestRulesShowTheLegend checks that the rules of The Game of War list
// every kind of piece with its look and how it moves.
func TestRulesShowTheLegend(t *testing.T) {
	g, err := game.Lookup("war")
	if err != nil {
		t.Fatal(err)
	}
	a := NewApp(Config{Store: platform.NewMemoryStore()})
	r := NewRules(a, g, NewMenu(a))
	r.Layout(&Context{W: 390, H: 844, S: 1, DSF: 1})
	shown := map[string]bool{}
	for _, ln := range r.lines {
		if ln.kind > 0 {
			shown[ln.text] = true
		}
	}
	for _, name := range []string{"King", "General", "Mortar", "Horse", "Cannon", "Van Troop", "Rear Troop", "Flying Machine"} {
		if !shown[name] {
			t.Errorf("the legend does not show the %s with its look (shown: %v)", name, shown)
		}
	}
}

// TestPuzzleWording checks that Peg Solitaire, a puzzle for one, says
// neither "Player to move" nor "Human", and that the hint is not offered
// in words while a recorded game is watched.
func TestPuzzleWording(t *testing.T) {
	g, err := game.Lookup("solitaire")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.NewMatch(g, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarnessOf(t, m, []Seat{Human})
	h.draw()
	if title, _, _ := h.p.statusText(false); title != "Your move" {
		t.Errorf("the status says %q", title)
	}
	if line := h.p.seats.seatLine(0); line != "" {
		t.Errorf("the seat is described as %q", line)
	}
	for _, said := range []string{h.p.seats.summary(), turnSentence(h.p.s.Match()), optionSummary(h.p.g, h.p.s.Match().Options(), h.p.s.HintOffered())} {
		if strings.Contains(said, "Human") || strings.Contains(said, "Player") {
			t.Errorf("the puzzle says %q", said)
		}
	}
	for _, r := range NewOptions(h.app, g).rows {
		for _, c := range r.chips {
			if c.label == "Human" {
				t.Errorf("the options offer a %q seat in %q", c.label, r.label)
			}
		}
	}
	if !strings.Contains(optionSummary(h.p.g, h.p.s.Match().Options(), h.p.s.HintOffered()), "Hint") {
		t.Errorf("a person's game does not mention Hint: %q", optionSummary(h.p.g, h.p.s.Match().Options(), h.p.s.HintOffered()))
	}
	demo, err := NewDemo(h.app, g, g.Demos[0])
	if err != nil {
		t.Fatal(err)
	}
	if got := optionSummary(demo.g, demo.s.Match().Options(), demo.s.HintOffered()); strings.Contains(got, "Hint") {
		t.Errorf("watching, Hint is disabled but the screen says %q", got)
	}
	if title, _, _ := demo.statusText(false); title != "Watch" {
		t.Errorf("watching, the status says %q", title)
	}
}

// resizeLike lays the screen out at w×h with the scale the app gives a
// window of that size.
func (h *harness) resizeLike(w, ht float64) {
	h.c.S = uiScale(w, ht, 1)
	h.resize(w, ht)
}

// TestPlayScreenLegend checks that the play screen of The Game of War
// shows its pieces with their names, whole, where there is room: in the
// side panel on a laptop and under the message on a taller phone, clear
// of the buttons (on a 390×844 phone the zoom bar and the moves take that
// room, and the rules screen has the legend); and that a game without a
// legend shows none.
func TestPlayScreenLegend(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {390, 844}, {430, 932}} {
		h := newHarnessOf(t, playedWar(t), []Seat{Human, Human})
		h.resizeLike(size[0], size[1])
		h.draw()
		p := h.p
		if p.at.legend.Empty() && size[1] == 844 && !p.rev.moves.Empty() {
			continue
		}
		if p.at.legend.Empty() {
			t.Errorf("%vx%v: no legend of the pieces", size[0], size[1])
			continue
		}
		for _, b := range p.btn.tools {
			if overlaps(b.Rect, p.at.legend) {
				t.Errorf("%vx%v: the legend %v runs into the %s button %v", size[0], size[1], p.at.legend, b.Label, b.Rect)
			}
		}
		if overlaps(p.at.legend, p.at.message) || overlaps(p.at.legend, p.rev.moves) {
			t.Errorf("%vx%v: the legend %v overlaps the message %v or the moves %v", size[0], size[1], p.at.legend, p.at.message, p.rev.moves)
		}
		sc := h.c.S
		cells := legendCells(p.g, Rect{p.at.legend.X, p.at.legend.Y + 22*sc, p.at.legend.W, p.at.legend.H - 22*sc}, sc)
		for i, cell := range cells {
			name := kindName(p.g, i+1)
			if _, lines, _, ok := legendName(p.g, i+1, cell, 9*sc, sc); !ok {
				t.Errorf("%vx%v: %q does not fit its place in the legend: %q", size[0], size[1], name, lines)
			}
			if cell.Bottom() > p.at.legend.Bottom() {
				t.Errorf("%vx%v: %q falls below the legend", size[0], size[1], name)
			}
		}
	}
	h := newHarness(t, vsAI)
	h.resizeLike(1280, 800)
	if !h.p.at.legend.Empty() {
		t.Errorf("Hare and Hounds shows a legend %v", h.p.at.legend)
	}
}

// overlaps reports whether two non-empty rectangles share some area.
func overlaps(a, b Rect) bool {
	return !a.Empty() && !b.Empty() && a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// TestWholeWords checks that a line of play is shortened by whole moves,
// never cut inside one nor left on a move number.
func TestWholeWords(t *testing.T) {
	f := face(false, 14)
	pv := "12. a2-b2 e2-d3 13. b1-c1 d3-c3 14. c1-d1"
	for _, width := range []float64{40, 90, 130, 200, 1000} {
		got := wholeWords(pv, f, width)
		if textWidth(got, f) > width || !strings.HasPrefix(pv, got) {
			t.Errorf("width %v: %q", width, got)
		}
		if words := strings.Fields(got); len(words) > 0 && strings.HasSuffix(words[len(words)-1], ".") {
			t.Errorf("width %v: %q ends on a move number", width, got)
		}
	}
	if got := wholeWords(pv, f, 1000); got != pv {
		t.Errorf("the whole line fits but %q is shown", got)
	}
}

func TestFirstFitting(t *testing.T) {
	f := face(false, 13)
	long, short := "Computer · Medium", "AI · Medium"
	for _, tc := range []struct {
		name  string
		width float64
		want  string
	}{
		{"room for the long form", textWidth(long, f) + 1, long},
		{"room for the short form only", textWidth(short, f) + 1, short},
		{"room for neither", 1, "Medium"},
	} {
		if got := firstFitting([]string{long, short, "Medium"}, f, tc.width); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
