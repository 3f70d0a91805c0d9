package options

import (
	"slices"
	"strings"
	"testing"

	"parlour/game/harehounds"
	"parlour/scenes/ui"
)

// TestSeatNames renames a seat on the options screen and follows the name
// into the settings, the new match and its save.
func TestSeatNames(t *testing.T) {
	h := newHost()
	c := context(1100, 760)
	g := harehounds.Spec
	o := New(h, g)
	o.Layout(c)

	// A tap on the hare's name opens a dialog asking for it.
	hareRow := func() *choiceRow {
		for i := range o.rows {
			if o.rows[i].seatRow() && o.rows[i].seat == 1 {
				return &o.rows[i]
			}
		}
		return nil
	}
	hare := hareRow()
	if hare == nil {
		t.Fatal("no row for the hare's seat")
	}
	x, y := o.toScreen(o.nameRect(hare, c.S)).Center()
	c.In = &ui.Frame{X: x, Y: y, Released: true}
	if err := o.Update(c); err != nil {
		t.Fatal(err)
	}
	d := h.Dialog()
	if d == nil || d.Value() != "Hare" {
		t.Fatalf("a tap on the name did not ask for it: dialog %+v", d)
	}
	// Typed in place: the old name erased, a new one typed, Enter.
	for range len("Hare") {
		h.DialogFrame(c, ui.Frame{Erase: true})
	}
	h.DialogFrame(c, ui.Frame{Chars: []rune("  Ann"), Keys: []ui.Key{ui.KeyActivate}, Space: true})
	h.DialogFrame(c, ui.Frame{Chars: []rune("  ")})
	h.DialogFrame(c, ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	c.In = &ui.Frame{} // the dialog took the frame's input
	if err := o.Update(c); err != nil {
		t.Fatal(err)
	}
	hare = hareRow()
	if h.Dialog() != nil || hare.label != "Ann" {
		t.Fatalf("Enter did not keep the name: dialog %v, label %q", h.Dialog(), hare.label)
	}
	if !slices.ContainsFunc(h.Heard, func(s string) bool { return strings.HasPrefix(s, "Name for Hare. ") }) {
		t.Errorf("the dialog was not announced: heard %q", h.Heard)
	}
	if got := h.Settings().NamesFor(g, 2); !slices.Equal(got, []string{"", "Ann"}) {
		t.Errorf("remembered names %q", got)
	}

	o.startNew()
	if h.Started == nil {
		t.Fatal("Start game started no game")
	}
	if got := h.Started.Match.Names(); !slices.Equal(got, []string{"Hounds", "Ann"}) {
		t.Errorf("the new game's names %q", got)
	}
	m, _, ok := h.Saves.LoadMatch(g)
	if !ok {
		t.Fatal("the new game was not saved")
	}
	if got := m.Names(); !slices.Equal(got, []string{"Hounds", "Ann"}) {
		t.Errorf("saved names %q", got)
	}

	// Naming a seat after its usual name clears it.
	o.setName(1, "hare ")
	o.setName(1, "Hare")
	if got := h.Settings().NamesFor(g, 2); !slices.Equal(got, []string{"", ""}) {
		t.Errorf("names after going back to the usual one %q", got)
	}
}
