package game

import "testing"

func TestOutcome(t *testing.T) {
	w := Win(1, "r")
	if !w.Won(1) || w.Won(0) || w.Winner() != 1 || w.IsDraw() {
		t.Errorf("Win(1): %+v", w)
	}
	d := Draw("r")
	if d.Winner() != NoPlayer || !d.IsDraw() || d.Won(0) {
		t.Errorf("Draw: %+v", d)
	}
	shared := Outcome{Over: true, Winners: 0b101}
	if shared.Winner() != NoPlayer || !shared.Won(2) || shared.Won(1) {
		t.Errorf("shared win: %+v", shared)
	}
	if Ongoing.Won(0) || Ongoing.IsDraw() {
		t.Errorf("Ongoing: %+v", Ongoing)
	}
}
