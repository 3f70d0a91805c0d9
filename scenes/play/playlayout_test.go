package play

import (
	"fmt"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/leapfrog"
	"parlour/game/war"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// A Leapfrog game of three on 6×6 in which Player 1 jumps c1-c3-c5 and
// Player 2 is in the middle of the chain e5-c5-c3.
var (
	leapfrog3     = game.Options{leapfrog.OptPlayers: "3", leapfrog.OptSize: "6"}
	leapfrogChain = []string{"xc3", "xe3", "xc5", "c1-c3", "c3-c5", "c6-c4", "e6-c6", "b6-d6", "e5-c5", "c5-c3"}
)

var people3 = []saves.Seat{saves.Human, saves.Human, saves.Human}

// TestMoveListByTurn checks that a chain of jumps is one entry, in the
// column of the player who made it, and that the board's trail runs
// along the whole chain.
func TestMoveListByTurn(t *testing.T) {
	h := newHarnessOf(t, matchOf(t, leapfrog.Spec, leapfrog3, leapfrogChain...), people3)
	turns := h.p.s.Match().Turns()
	rows := moveRows(turns, 3)
	var got [][]string
	for _, row := range rows {
		var cells []string
		for col, k := range row {
			if k < 0 {
				cells = append(cells, "")
				continue
			}
			if turns[k].Player != game.Player(col) {
				t.Errorf("%s of player %d in column %d", turns[k].Text, turns[k].Player+1, col+1)
			}
			cells = append(cells, turns[k].Text)
		}
		got = append(got, cells)
	}
	want := [][]string{{"xc3", "xe3", "xc5"}, {"c1-c3-c5", "c6-c4", "e6-c6"}, {"b6-d6", "e5-c5-c3", ""}}
	if strings.Join(flat(got), "|") != strings.Join(flat(want), "|") {
		t.Errorf("move list %q, want %q", got, want)
	}
	// The trail shows every landing of the chain under way.
	var trail []string
	for _, p := range h.p.s.LastPath() {
		trail = append(trail, h.p.board.View().Board.Point(p).Name)
	}
	if strings.Join(trail, "-") != "e5-c5-c3" {
		t.Errorf("last-move trail %v, want e5-c5-c3", trail)
	}
	h.draw()
}

func flat(rows [][]string) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r...)
	}
	return out
}

// TestPortraitShowsMoves checks that on a phone held upright every game
// lists its moves in the room the board leaves, clear of the rest.
func TestPortraitShowsMoves(t *testing.T) {
	for _, e := range catalog.Entries() {
		t.Run(e.Game.ID, func(t *testing.T) {
			m, err := game.NewMatch(e.Game, nil)
			if err != nil {
				t.Fatal(err)
			}
			h := newHarnessOf(t, m, make([]saves.Seat, len(m.Seats())))
			h.resize(390, 844)
			p := h.p
			if p.rev.moves.Empty() || p.rev.moves.H < minPortraitMoves-10 {
				t.Fatalf("moves %+v: no move list on a phone", p.rev.moves)
			}
			others := map[string]ui.Rect{"status": p.at.status, "board": p.board.Extent(), "message": p.at.message, "players": p.seats.rect}
			for _, b := range p.btn.tools {
				others["button "+b.Label] = b.Rect
			}
			for name, r := range others {
				if r.Intersects(p.rev.moves) {
					t.Errorf("moves %+v overlap the %s %+v", p.rev.moves, name, r)
				}
			}
			if p.rev.moves.Bottom() > h.c.H {
				t.Errorf("moves %+v run off the screen", p.rev.moves)
			}
			h.draw()
		})
	}
}

// TestStopButtonClearOfTurnLine checks that the button that ends a chain
// leaves the turn line its room, upright and wide.
func TestStopButtonClearOfTurnLine(t *testing.T) {
	h := newHarnessOf(t, matchOf(t, leapfrog.Spec, leapfrog3, leapfrogChain...), people3)
	for _, size := range [][2]float64{{390, 844}, {1280, 800}} {
		h.resize(size[0], size[1])
		h.idle(1)
		p := h.p
		if p.btn.action.Rect.Empty() {
			t.Fatalf("%v: no Stop here button in the middle of a chain", size)
		}
		x, w := p.turnLine(1)
		title := p.s.Names()[p.s.Match().ToMove()] + " to move"
		line := ui.Rect{X: x, Y: p.at.status.Y, W: w, H: p.at.status.H}
		if need := ui.TextWidth(title, ui.Face(true, 17)); w < need {
			t.Errorf("%v: the turn line has %.0f px, %q needs %.0f", size, w, title, need)
		}
		for name, r := range map[string]ui.Rect{"turn line": line, "board": p.board.Extent(), "analysis toggle": p.btn.analysis.Rect} {
			if p.btn.action.Rect.Intersects(r) {
				t.Errorf("%v: Stop here %+v covers the %s %+v", size, p.btn.action.Rect, name, r)
			}
		}
		if r := p.messageRect(); r.Intersects(p.btn.action.Rect) {
			t.Errorf("%v: the message %+v runs under Stop here %+v", size, r, p.btn.action.Rect)
		}
		h.draw()
	}
}

// TestZoomButtonDoesNotTapBoard presses the zoom button of a big board on
// a phone: it must zoom, cover no square, and tap nothing under it.
func TestZoomButtonDoesNotTapBoard(t *testing.T) {
	m := matchOf(t, leapfrog.Spec, game.Options{leapfrog.OptSize: "18", leapfrog.OptVersion: "coloured"}, "xa1", "xb1", "a3-a1")
	h := newHarnessOf(t, m, []saves.Seat{saves.Human, saves.Human})
	h.resize(390, 844)
	w := h.p.board
	bz := w.ZoomButton().Rect
	if bz.Empty() {
		t.Fatal("no zoom button on an 18×18 board on a phone")
	}
	h.p.Targets(func(name string, r ui.Rect) {
		if strings.HasPrefix(name, "point:") && r.Intersects(bz) {
			t.Errorf("the zoom button %+v covers %s %+v", bz, name, r)
		}
	})
	heard := len(h.heard())
	room := w.Extent()
	x, y := bz.Center()
	h.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(ui.Frame{X: x, Y: y, Released: true})
	h.idle(3)
	if !w.Zoomed() {
		t.Error("the zoom button did not zoom")
	}
	if w.Picker().Selected() >= 0 || len(h.moves()) != 3 {
		t.Errorf("the press reached the board: selected %d, moves %v", w.Picker().Selected(), h.moves())
	}
	for _, s := range h.heard()[heard:] {
		if s != "Board zoomed in. Drag an empty square to look around." {
			t.Errorf("heard %q after pressing zoom", s)
		}
	}
	h.draw()
	// Zooming in and out keeps the board's room and the button's place.
	for range 2 {
		if w.Extent() != room || w.ZoomButton().Rect != bz {
			t.Errorf("zoom %v: board %+v and button %+v, were %+v and %+v", w.Zoomed(), w.Extent(), w.ZoomButton().Rect, room, bz)
		}
		w.ZoomButton().Action()
	}

}

// TestMoveColumns checks that a move table's columns are as wide as
// their entries need, the room to spare shared out, and that entries too
// wide to stand side by side are refused.
func TestMoveColumns(t *testing.T) {
	widths := []float64{30, 150, 40, 60} // of turns 0 to 3
	width := func(k int) float64 { return widths[k] }
	tests := []struct {
		name  string
		rows  [][]int
		seats int
		w     float64
		want  []float64 // nil when refused
	}{
		{"a long chain takes what the short column leaves", [][]int{{0, 1}, {2, 3}}, 2, 260, []float64{0, 75, 260}},
		{"too wide", [][]int{{0, 1}, {2, 3}}, 2, 200, nil},
		{"an empty column has only its share of the spare room", [][]int{{0, -1, 2}}, 3, 150, []float64{0, 60, 80, 150}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := moveColumns(tt.rows, width, tt.seats, tt.w, 10)
			if ok != (tt.want != nil) || fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("edges %v (%v), want %v", got, ok, tt.want)
			}
		})
	}
}

// TestPanelsTurnedOnShow turns the analysis and the values on (whose
// legend fills the message box) in every game, on a phone and on a
// desktop: the analysis must have its place, clear of the rest, and on
// the desktop the moves keep theirs.
func TestPanelsTurnedOnShow(t *testing.T) {
	for _, e := range catalog.Entries() {
		for _, size := range [][2]float64{{390, 844}, {1280, 800}} {
			t.Run(fmt.Sprintf("%s/%.0fx%.0f", e.Game.ID, size[0], size[1]), func(t *testing.T) {
				m, err := game.NewMatch(e.Game, nil)
				if err != nil {
					t.Fatal(err)
				}
				h := newHarnessOf(t, m, make([]saves.Seat, len(m.Seats())))
				h.host.Settings().Analysis = true
				h.p.rev.toggleValues()
				h.resizeLike(size[0], size[1])
				h.idle(1)
				p := h.p
				if p.rev.valuesLegend() == "" {
					t.Fatal("the values are on but say nothing")
				}
				an := p.analysisArea()
				if an.Empty() || an.H < 70*h.c.S {
					t.Fatalf("analysis %+v: not shown", an)
				}
				if an.Bottom() > h.c.H || an.Right() > h.c.W {
					t.Errorf("analysis %+v runs off the %vx%v screen", an, h.c.W, h.c.H)
				}
				others := map[string]ui.Rect{"status": p.at.status, "board": p.board.Extent(), "message": p.at.message,
					"players": p.seats.rect, "legend": p.at.legend, "moves": p.rev.moves, "graph": p.rev.graph}
				for _, b := range p.btn.tools {
					others["button "+b.Label] = b.Rect
				}
				for name, r := range others {
					if overlaps(r, an) {
						t.Errorf("analysis %+v overlaps the %s %+v", an, name, r)
					}
				}
				if !p.at.portrait && p.rev.moves.Empty() {
					t.Error("the analysis took the moves' place")
				}
				h.draw()
			})
		}
	}
}

// TestPhoneMovesHaveRoom checks that on a phone upright the list of moves
// holds three lines beside the biggest boards, Leapfrog's and The Game of
// War's, whose boards would otherwise leave it one, and that Leapfrog's
// opening asks for a piece to be removed.
func TestPhoneMovesHaveRoom(t *testing.T) {
	for _, g := range []*game.Game{leapfrog.Spec, war.Spec} {
		h := newHarnessOf(t, matchOf(t, g, nil), vsAI)
		h.resizeLike(390, 844)
		h.idle(1)
		if l, _, _ := h.p.rev.currentMoveList(h.c.S); h.p.rev.moves.Empty() || l.fit < 3 {
			t.Errorf("%s at 390×844: the moves hold %d lines in %+v", g.ID, l.fit, h.p.rev.moves)
		}
		if h.p.seats.rect.Empty() {
			t.Errorf("%s at 390×844: the players are not shown", g.ID)
		}
		if g == leapfrog.Spec {
			if _, sub, _ := h.p.statusText(false); sub != "Remove any one piece" {
				t.Errorf("Leapfrog's opening says %q", sub)
			}
			checkStatusFits(t, h, "Leapfrog's opening")
		}
	}
}

// TestShortWindowKeepsBoard checks that on a short upright window the
// analysis does not take the board's room: at 500×457 (a small browser
// window) it shares the message box, and the board keeps the size it has
// with the analysis off.
func TestShortWindowKeepsBoard(t *testing.T) {
	h := newHarness(t, []saves.Seat{saves.Human, {AI: true}})
	h.resizeLike(500, 457)
	h.idle(1)
	off := h.p.board.Extent()
	h.host.Settings().Analysis = true
	h.resizeLike(500, 457)
	h.idle(1)
	on := h.p.board.Extent()
	if on.H < 0.99*off.H {
		t.Errorf("with the analysis on the board is %+v, with it off %+v", on, off)
	}
	if an := h.p.analysisArea(); an.Empty() || overlaps(an, on) {
		t.Errorf("the analysis is at %+v beside the board %+v, want it shown clear of the board", an, on)
	}
}

// TestToggleWidth checks that the Values and Analysis buttons keep their
// width for the English labels and widen, up to a quarter, for a longer
// language's, so that its label is not cut.
func TestToggleWidth(t *testing.T) {
	const s = 1.0
	if w := toggleWidth("Values", "Analysis", 100, s); w != 100 {
		t.Errorf("English labels: width %v, want 100", w)
	}
	long := "Ånålýsís lóñgér"
	w := toggleWidth("Values", long, 100, s)
	if w <= 100 || w > 125 {
		t.Errorf("a longer label: width %v, want more than 100 and at most 125", w)
	}
	if need := ui.TextWidth(long, ui.Face(true, 16*s)); w < min(need+12*s, 125) {
		t.Errorf("a longer label: width %v leaves no room for its %v", w, need)
	}
}
