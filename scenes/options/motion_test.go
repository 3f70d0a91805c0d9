package options

import (
	"slices"
	"testing"

	"parlour/game/catalog"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// TestMotionOption wants the row of motion on every game's options, on
// Follow the system at first; a chip tapped, or the arrows, choose
// Reduced or Full, which the settings remember and screen readers hear.
func TestMotionOption(t *testing.T) {
	for _, e := range catalog.Entries() {
		h := newHost()
		o := New(h, e.Game)
		c := context(390, 2400) // tall enough for every row, unscrolled
		o.Layout(c)
		i := slices.IndexFunc(o.rows, func(r choiceRow) bool { return r.motion })
		if i < 0 {
			t.Fatalf("%s: no row of motion", e.ID)
		}
		row := &o.rows[i]
		if o.selected(row) != "system" {
			t.Errorf("%s: motion %q at first, want system", e.ID, o.selected(row))
		}
		var at ui.Rect
		o.Targets(func(n string, r ui.Rect) {
			if n == "motion:reduced" {
				at = r
			}
		})
		if at.Empty() {
			t.Fatalf("%s: no target motion:reduced", e.ID)
		}
		x, y := at.Center()
		c.In = &ui.Frame{X: x, Y: y, Down: true, Pressed: true}
		o.Update(c)
		c.In = &ui.Frame{X: x, Y: y, Released: true}
		o.Update(c)
		if saved := h.Saves.LoadSettings().Motion; h.Settings().Motion != saves.MotionReduced || saved != saves.MotionReduced {
			t.Errorf("%s: tapping Reduced left the motion %q (saved %q)", e.ID, h.Settings().Motion, saved)
		}
		if !slices.Contains(h.Heard, "Motion: Reduced.") {
			t.Errorf("%s: heard %q, want Motion: Reduced.", e.ID, h.Heard)
		}
		o.focus.Set(i)
		c.In = &ui.Frame{Keys: []ui.Key{ui.KeyRight}}
		o.Update(c)
		if h.Settings().Motion != saves.MotionFull {
			t.Errorf("%s: the right arrow from Reduced chose %q, want full", e.ID, h.Settings().Motion)
		}
		o.choose(&o.rows[i], "system")
		if h.Settings().Motion != saves.MotionSystem {
			t.Errorf("%s: Follow the system chose %q", e.ID, h.Settings().Motion)
		}
	}
}
