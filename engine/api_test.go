package engine

import (
	"strings"
	"testing"
)

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

// TestParseLevel checks the levels' names: each one a player chooses reads
// back from its name in any case, its label is capitalised, and a name
// that is no level's says which names are.
func TestParseLevel(t *testing.T) {
	for _, l := range Levels {
		for _, name := range []string{l.String(), l.Label()} {
			if got, err := ParseLevel(name); err != nil || got != l {
				t.Errorf("ParseLevel(%q) = %v, %v; want %v", name, got, err, l)
			}
		}
		if label := l.Label(); label[0] < 'A' || label[0] > 'Z' || !strings.EqualFold(label, l.String()) {
			t.Errorf("%v's label is %q", l, label)
		}
	}
	if _, err := ParseLevel("genius"); err == nil || !strings.Contains(err.Error(), "easy, medium, hard, perfect") {
		t.Errorf("ParseLevel(\"genius\"): error %v, want one that lists the levels", err)
	}
	if got := Level(9).String(); got != "level(9)" {
		t.Errorf("Level(9).String() = %q", got)
	}
}
