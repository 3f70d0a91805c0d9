package engine

import "testing"

// TestBaselineLevel checks that the baseline is no level a player can
// choose, nor one the engine plays, and that it keeps its name for the
// requests and reports of the lab, which plays it.
func TestBaselineLevel(t *testing.T) {
	if _, err := Baseline.Params(); err == nil {
		t.Error("the engine has settings for the baseline, which it does not play")
	}
	if Baseline.String() != "baseline" {
		t.Errorf("Baseline.String() = %q", Baseline.String())
	}
	for _, l := range Levels {
		if l == Baseline {
			t.Errorf("the baseline is among the players' levels %v", Levels)
		}
	}
	if _, err := ParseLevel("baseline"); err == nil {
		t.Error("ParseLevel accepts the baseline, which players cannot choose")
	}
}
