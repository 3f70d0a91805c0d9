package options

import (
	"cmp"
	"testing"

	"parlour/game/catalog"
	"parlour/game/solitaire"
	"parlour/scenes/ui"
)

// TestEmptyHoleChipsAsBoard checks that Peg Solitaire's choice of the
// empty hole is laid out as the English board, on a phone and a laptop:
// each hole's chip stands left of, right of, above or below another's as
// the holes do, without overlapping, and Standard comes first, above
// them. Options whose choices are not holes keep their rows.
func TestEmptyHoleChipsAsBoard(t *testing.T) {
	st, _, err := solitaire.Spec.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	b := st.Board()
	for _, size := range [][2]float64{{390, 844}, {1280, 800}} {
		o := New(newHost(), solitaire.Spec)
		o.Layout(&ui.Context{W: size[0], H: size[1], S: 1, DSF: 1, Dt: 1.0 / 60})
		var chips []chip
		for _, r := range o.rows {
			if r.option == solitaire.OptStart {
				chips = r.chips
			}
		}
		if len(chips) != 34 || chips[0].value != solitaire.StartStandard {
			t.Fatalf("%v: the empty hole's chips are %d, the first %q", size, len(chips), chips[0].value)
		}
		holes := chips[1:]
		for _, c := range holes {
			if c.r.Y < chips[0].r.Bottom() {
				t.Errorf("%v: hole %s's chip %+v is not below Standard %+v", size, c.value, c.r, chips[0].r)
			}
		}
		for i, c := range holes {
			p, _ := b.Lookup(c.value)
			for _, d := range holes[i+1:] {
				q, _ := b.Lookup(d.value)
				cx, cy := c.r.Center()
				dx, dy := d.r.Center()
				if cmp.Compare(cx, dx) != cmp.Compare(b.Point(p).Col, b.Point(q).Col) || cmp.Compare(cy, dy) != cmp.Compare(b.Point(p).Row, b.Point(q).Row) {
					t.Errorf("%v: holes %s and %s lie apart as their chips %+v and %+v do not", size, c.value, d.value, c.r, d.r)
				}
				if c.r.Intersects(d.r) {
					t.Errorf("%v: the chips of holes %s and %s overlap", size, c.value, d.value)
				}
			}
		}
		if w := holes[0].r.W; w < 36 {
			t.Errorf("%v: a hole's chip is %.0f pixels wide, too small to tap", size, w)
		}
	}
	for _, e := range catalog.Entries() {
		if e.Game == solitaire.Spec {
			continue
		}
		o := New(newHost(), e.Game)
		o.Layout(&ui.Context{W: 390, H: 844, S: 1, DSF: 1, Dt: 1.0 / 60})
		for _, r := range o.rows {
			if r.option == "" {
				continue
			}
			if _, ok := o.layBoardChips(&r, ui.Rect{W: 366}, 0, 1); ok {
				t.Errorf("%s: option %s is laid out as the board", e.ID, r.option)
			}
		}
	}
}
