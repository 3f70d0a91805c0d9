package harehounds

import (
	"slices"
	"strings"
	"testing"
)

func TestHoundsNeverMoveBackwards(t *testing.T) {
	// Hounds on c1, a2 and d2 may go forward or along their column, never
	// to a point with a smaller column.
	s := at(t, nil, ".D./D..D./.H. hounds 0")
	got := moveTexts(s)
	for _, m := range got {
		from, to, _ := strings.Cut(m, "-")
		if to[0] < from[0] {
			t.Errorf("backward hound move %s offered", m)
		}
	}
	for _, want := range []string{"d2-e2", "d2-d1", "d2-d3", "c1-d1", "a2-b1"} {
		if !slices.Contains(got, want) {
			t.Errorf("move %s missing from %v", want, got)
		}
	}
}
