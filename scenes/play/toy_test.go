package play

import (
	"testing"

	"parlour/game/catalog"
	"parlour/game/gametest/toy"
)

// TestToyGameHeadless plays the toy seventh game, registered by this
// test's import alone, on the play screen: the catalog lists it, and the
// screen draws and plays it as it does the six.
func TestToyGameHeadless(t *testing.T) {
	listed := false
	for _, e := range catalog.Entries() {
		listed = listed || e.Game == toy.Spec
	}
	if !listed {
		t.Fatalf("the catalog does not list %q", toy.Spec.ID)
	}
	playHeadless(t, toy.Spec)
}
