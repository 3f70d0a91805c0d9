package rules

import (
	"testing"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/scenes/board"
	"parlour/scenes/ui"
)

// host is the rules' Host in their tests: it remembers where it was sent.
type host struct {
	shown   ui.Scene   // the screen Go switched to last
	learned *game.Game // the game whose lesson Learn opened last
}

func (h *host) Go(s ui.Scene)                     { h.shown = s }
func (h *host) Learn(g *game.Game, back ui.Scene) { h.learned = g }

// TestRulesShowTheLegend checks that the rules of The Game of War list
// every kind of piece with its look and how it moves.
func TestRulesShowTheLegend(t *testing.T) {
	g, err := game.Lookup("war")
	if err != nil {
		t.Fatal(err)
	}
	r := New(&host{}, g, nil)
	r.Layout(&ui.Context{W: 390, H: 844, S: 1, DSF: 1})
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

// TestRulesDiagramReadable checks the board at the start beside every
// game's rules, on a phone and a laptop: boards whose holes are numbered
// show the numbers the text uses, boards of squares leave room for their
// coordinates beside the outer squares, and on a phone the board is as
// wide as the text.
func TestRulesDiagramReadable(t *testing.T) {
	for _, e := range catalog.Entries() {
		for _, size := range [][2]float64{{390, 844}, {1280, 800}} {
			r := New(&host{}, e.Game, nil)
			r.Layout(&ui.Context{W: size[0], H: size[1], S: 1, DSF: 1})
			area, _ := r.board.CutBottom(28)
			v, look := r.diagram(area, 1)
			if board.Numbered(v.Board) && !look.Numbers {
				t.Errorf("%s at %v: the holes' numbers are not shown", e.ID, size)
			}
			if v.Board.Style() == game.Squares {
				if m := v.OX - v.Spacing/2 - v.Plate().X; m < 16 {
					t.Errorf("%s at %v: %.1f pixels beside the squares for the coordinates", e.ID, size, m)
				}
			}
			if pl := v.Plate(); size[0] < size[1] && pl.W < 0.9*r.board.W {
				t.Errorf("%s at %v: the board is %.0f pixels wide beside text %.0f wide", e.ID, size, pl.W, r.board.W)
			}
		}
	}
}

// TestRulesButtons checks the rules' way out: Back and Escape go back to
// the screen the rules were opened from, and Learn opens the game's
// lesson.
func TestRulesButtons(t *testing.T) {
	g, err := game.Lookup("harehounds")
	if err != nil {
		t.Fatal(err)
	}
	h := &host{}
	back := New(h, g, nil) // any screen to go back to
	r := New(h, g, back)
	c := &ui.Context{W: 1280, H: 800, S: 1, DSF: 1, Dt: 1.0 / 60}
	r.Layout(c)
	frame := func(f ui.Frame) {
		c.In = &f
		if err := r.Update(c); err != nil {
			t.Fatal(err)
		}
	}
	tap := func(b *ui.Button) {
		x, y := b.Rect.Center()
		frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
		frame(ui.Frame{X: x, Y: y, Released: true})
	}
	tap(r.btn)
	if h.shown != back {
		t.Errorf("Back went to %v, want the screen before", h.shown)
	}
	h.shown = nil
	frame(ui.Frame{Keys: []ui.Key{ui.KeyBack}})
	if h.shown != back {
		t.Errorf("Escape went to %v, want the screen before", h.shown)
	}
	tap(r.learn)
	if h.learned != g {
		t.Errorf("Learn opened the lesson of %v, want %s's", h.learned, g.Name)
	}
}
