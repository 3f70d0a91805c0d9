package leapfrog

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
)

func TestLayouts(t *testing.T) {
	a := ColourLayout(15, 1)
	if !slices.Equal(a, ColourLayout(15, 1)) {
		t.Fatal("the same layout number gave two boards")
	}
	if slices.Equal(a, ColourLayout(15, 2)) {
		t.Error("layouts 1 and 2 are the same board")
	}
	s := start(t, game.Options{OptVersion: "coloured", OptLayout: "7"})
	if d := s.Describe(); !strings.Contains(d, "layout 7") {
		t.Errorf("Describe() = %q, want the layout number", d)
	}
	old := start(t, nil)
	for p, k := range old.cells {
		if k != kindPiece {
			t.Fatalf("old version: point %d holds kind %d", p, k)
		}
	}
}
