package engine

import (
	"strings"
	"testing"
)

// TestParseLevel checks the levels' names: each one a player chooses reads
// back from its name in any case, its label is capitalised, and a name
// that is no level's, the baseline's among them, says which names are.
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
	// The frozen baseline is no level: the lab plays it as a contender of
	// its own (package lab/baseline).
	for _, name := range []string{"genius", "baseline"} {
		if _, err := ParseLevel(name); err == nil || !strings.Contains(err.Error(), "easy, medium, hard, perfect") {
			t.Errorf("ParseLevel(%q): error %v, want one that lists the levels", name, err)
		}
	}
	if got := Level(9).String(); got != "level(9)" {
		t.Errorf("Level(9).String() = %q", got)
	}
}
