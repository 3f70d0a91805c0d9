package scenes

import (
	"testing"

	"parlour/game"
	"parlour/game/leapfrog"
)

// TestOptionsHideWhatDoesNotApply checks that Leapfrog's colour layout is
// offered only with the coloured version, and comes back when it is
// chosen.
func TestOptionsHideWhatDoesNotApply(t *testing.T) {
	h := newHarness(t, []Seat{Human, Human})
	g, err := game.Lookup(leapfrog.Spec.ID)
	if err != nil {
		t.Fatal(err)
	}
	o := NewOptions(h.app, g)
	layoutShown := func() bool {
		shown := false
		for _, r := range o.rows {
			shown = shown || r.option == leapfrog.OptLayout
		}
		return shown
	}
	for _, version := range []string{"old", "coloured", "old"} {
		var row *choiceRow
		for i := range o.rows {
			if o.rows[i].option == leapfrog.OptVersion {
				row = &o.rows[i]
			}
		}
		if row == nil {
			t.Fatal("no version row")
		}
		o.choose(row, version)
		if got, want := layoutShown(), version == "coloured"; got != want {
			t.Errorf("version %s: colour layout shown %v, want %v", version, got, want)
		}
	}
}
