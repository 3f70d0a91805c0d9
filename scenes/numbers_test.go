package scenes

import (
	"math"
	"testing"

	"parlour/game"
	"parlour/game/foxgeese"
	"parlour/game/harehounds"
	"parlour/game/leapfrog"
	"parlour/game/solitaire"
)

// TestHoleNumbers checks that boards whose moves are written in numbers
// show each hole's number by default, clear of the pieces and inside the
// board, and that the setting hides them; boards named by coordinates
// get none.
func TestHoleNumbers(t *testing.T) {
	tests := []struct {
		g    *game.Game
		want bool
	}{
		{foxgeese.Spec, true},
		{solitaire.Spec, true},
		{harehounds.Spec, false},
		{leapfrog.Spec, false},
	}
	for _, tt := range tests {
		t.Run(tt.g.ID, func(t *testing.T) {
			m := matchOf(t, tt.g, nil)
			h := newHarnessOf(t, m, make([]Seat, len(m.Seats())))
			for _, wh := range [][2]float64{{390, 844}, {1280, 800}} {
				h.resize(wh[0], wh[1])
				h.idle(1)
				if !h.p.board.Numbers {
					t.Fatal("numbers are hidden by default")
				}
				v := h.p.board.view
				places := numberPlaces(v)
				if got := len(places) > 0; got != tt.want {
					t.Fatalf("%v: %d numbers drawn, want them %v", wh, len(places), tt.want)
				}
				f, pr, pl := numberFace(v.Spacing, 1), v.PieceRadius(), v.Plate()
				for _, n := range places {
					w, ht := textWidth(n.text, f), lineHeight(f)*0.7
					r := Rect{n.x - w/2, n.y - ht/2, w, ht}
					if r.X < pl.X || r.Y < pl.Y || r.Right() > pl.Right() || r.Bottom() > pl.Bottom() {
						t.Errorf("%v: number %s at %+v leaves the board %+v", wh, n.text, r, pl)
					}
					for q := 0; q < v.Board.Len(); q++ {
						x, y := v.At(q)
						dx, dy := x-clamp(x, r.X, r.Right()), y-clamp(y, r.Y, r.Bottom())
						if math.Hypot(dx, dy) < pr*0.9 {
							t.Errorf("%v: number %s at %+v covers the piece on %s", wh, n.text, r, v.Board.Point(q).Name)
						}
					}
				}
				h.draw()
			}
			h.app.Settings().HideNumbers = true
			h.idle(1)
			if h.p.board.Numbers {
				t.Error("the setting does not hide the numbers")
			}
		})
	}
}

// TestHoleNumbersOption checks that the options screen offers the
// numbers where the board has them, and remembers the choice.
func TestHoleNumbersOption(t *testing.T) {
	h := newHarness(t, vsAI)
	for _, tt := range []struct {
		g    *game.Game
		want bool
	}{{foxgeese.Spec, true}, {solitaire.Spec, true}, {leapfrog.Spec, false}} {
		o := NewOptions(h.app, tt.g)
		var row *choiceRow
		for i := range o.rows {
			if o.rows[i].numbers {
				row = &o.rows[i]
			}
		}
		if (row != nil) != tt.want {
			t.Fatalf("%s: a numbers row %v, want %v", tt.g.ID, row != nil, tt.want)
		}
		if row == nil {
			continue
		}
		if o.selected(row) != "on" {
			t.Errorf("%s: numbers %q by default, want on", tt.g.ID, o.selected(row))
		}
		o.choose(row, "off")
		if !h.app.Settings().HideNumbers || o.selected(row) != "off" {
			t.Errorf("%s: choosing Hidden left HideNumbers %v", tt.g.ID, h.app.Settings().HideNumbers)
		}
		o.choose(row, "on")
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
	h := newHarnessOf(t, m, []Seat{Human, Human, Human})
	h.idle(2)
	_, sub, _ := h.p.statusText(false)
	if want := "Move the same piece again, or Stop here"; sub != want {
		t.Errorf("status mid-chain: %q, want %q", sub, want)
	}
}
