package game_test

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/harehounds"
)

func TestLookup(t *testing.T) {
	if g, err := game.Lookup("harehounds"); err != nil || g != harehounds.Spec {
		t.Errorf("Lookup(harehounds) = %v, %v", g, err)
	}
	if _, err := game.Lookup("chess"); err == nil || !strings.Contains(err.Error(), "harehounds") {
		t.Errorf("Lookup(chess) = %v, want an error listing the games", err)
	}
}
