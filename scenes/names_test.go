package scenes

import (
	"slices"
	"strings"
	"testing"

	"parlour/midend"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// TestSeatNames renames a seat on the options screen and follows the name
// into the settings, the new match, the play screen and its save.
func TestSeatNames(t *testing.T) {
	h := newHarness(t, []saves.Seat{saves.Human, saves.Human})
	o := NewOptions(h.app, h.p.Session().Game())
	o.Layout(h.c)

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
	x, y := o.toScreen(o.nameRect(hare, h.c.S)).Center()
	h.c.In = &ui.Frame{X: x, Y: y, Released: true}
	if err := o.Update(h.c); err != nil {
		t.Fatal(err)
	}
	d := h.app.Dialog()
	if d == nil || d.Value() != "Hare" {
		t.Fatalf("a tap on the name did not ask for it: dialog %+v", d)
	}
	// Typed in place: the old name erased, a new one typed, Enter.
	for range len("Hare") {
		h.dialogFrame(ui.Frame{Erase: true})
	}
	h.dialogFrame(ui.Frame{Chars: []rune("  Ann"), Keys: []ui.Key{ui.KeyActivate}, Space: true})
	h.dialogFrame(ui.Frame{Chars: []rune("  ")})
	h.dialogFrame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	if err := o.Update(h.c); err != nil {
		t.Fatal(err)
	}
	hare = hareRow()
	if h.app.Dialog() != nil || hare.label != "Ann" {
		t.Fatalf("Enter did not keep the name: dialog %v, label %q", h.app.Dialog(), hare.label)
	}
	if !slices.ContainsFunc(h.heard, func(s string) bool { return strings.HasPrefix(s, "Name for Hare. ") }) {
		t.Errorf("the dialog was not announced: heard %q", h.heard)
	}
	if got := h.app.Settings().NamesFor(h.p.Session().Game(), 2); !slices.Equal(got, []string{"", "Ann"}) {
		t.Errorf("remembered names %q", got)
	}

	o.startNew()
	p, ok := h.app.next.(*play.Screen)
	if !ok {
		t.Fatalf("Start game went to %T", h.app.next)
	}
	if !slices.Equal(p.Session().Names(), []string{"Hounds", "Ann"}) {
		t.Errorf("play screen names %q", p.Session().Names())
	}
	data, err := h.store.Get(saves.MatchKey(h.p.Session().Game().ID))
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := midend.ParseMatch(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Names(); !slices.Equal(got, []string{"Hounds", "Ann"}) {
		t.Errorf("saved names %q", got)
	}

	// Naming a seat after its usual name clears it.
	o.setName(1, "hare ")
	o.setName(1, "Hare")
	if got := h.app.Settings().NamesFor(h.p.Session().Game(), 2); !slices.Equal(got, []string{"", ""}) {
		t.Errorf("names after going back to the usual one %q", got)
	}
}
