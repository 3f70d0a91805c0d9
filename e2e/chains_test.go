package e2e

import (
	"encoding/json"
	"slices"
	"testing"
	"time"
)

// boardState is what window.parlour.state() says a board shows of the
// move being built (board.HookState).
type boardState struct {
	Picked  []string `json:"picked"`
	Piece   string   `json:"piece"`
	Taken   []string `json:"taken"`
	Targets []string `json:"targets"`
	Stop    string   `json:"stop"`
}

// chainState is appState with the board's move being built.
type chainState struct {
	Moves []string    `json:"moves"`
	Board *boardState `json:"board"`
}

// TestBrowserChains makes chains of jumps by touch on a phone: in Fox and
// Geese the fox, mid-chain, is drawn on its latest landing with the goose
// it jumped taken, and the landing that stops differs from the one that
// goes on; in Leapfrog, whose chain is made one jump at a time, the next
// landing is taken by the first tap, and tapping the piece again ends the
// chain.
func TestBrowserChains(t *testing.T) {
	t.Parallel()
	srv := newSiteServer(t, builtSite(t))
	b := newBrowser(t)
	watch := watchPage(t, b, srv.URL)
	emulatePhone(t, b, 390, 844, 1)
	board := func(what string, ok func(chainState) bool) chainState {
		t.Helper()
		deadline := time.Now().Add(stepTimeout)
		for {
			var s chainState
			if err := json.Unmarshal([]byte(eval[string](b, `window.parlour.state()`)), &s); err != nil {
				t.Fatal(err)
			}
			if ok(s) {
				return s
			}
			if time.Now().After(deadline) {
				t.Fatalf("waiting %v for %s: moves %v, board %+v", stepTimeout, what, s.Moves, s.Board)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	same := func(got *boardState, want boardState) bool {
		return got != nil && slices.Equal(got.Picked, want.Picked) && got.Piece == want.Piece && slices.Equal(got.Taken, want.Taken) &&
			slices.Equal(got.Targets, want.Targets) && got.Stop == want.Stop
	}

	b.open(srv.URL + "/#play=foxgeese&moves=9-4+17-10+11-5+15-9")
	b.waitState("the Fox and Geese game", func(s appState) bool { return s.Scene == "play" && len(s.Moves) == 4 })
	tap(t, b, "point:5")
	tap(t, b, "point:17")
	want := boardState{Picked: []string{"5", "17"}, Piece: "17", Taken: []string{"10"}, Targets: []string{"15"}, Stop: "17"}
	mid := board("the fox's chain under way", func(s chainState) bool { return same(s.Board, want) })
	saveShot(t, b, "chain-foxgeese.png")
	tap(t, b, "point:17")
	board("the fox stopping on 17", func(s chainState) bool { return len(s.Moves) == 5 && s.Moves[4] == "5x17" })
	t.Logf("Fox and Geese mid-chain: %+v", *mid.Board)

	b.open(srv.URL + "/#play=leapfrog&size=6&players=2&moves=xa1+xc2+c4-c2+a4-c4+e3-c3+b6-b4+a2-a4+d1-d3+a5-a3+b3-b5+d4-d2")
	b.waitState("the Leapfrog game", func(s appState) bool { return s.Scene == "play" && s.Game == "leapfrog" && len(s.Moves) == 11 })
	tap(t, b, "point:b1")
	tap(t, b, "point:d1")
	want = boardState{Picked: []string{"d1"}, Piece: "d1", Targets: []string{"d3"}, Stop: "d1"}
	board("the jump b1-d1 and the chain under way", func(s chainState) bool { return len(s.Moves) == 12 && same(s.Board, want) })
	saveShot(t, b, "chain-leapfrog.png")
	tap(t, b, "point:d3")
	board("the next landing taken at once", func(s chainState) bool { return len(s.Moves) == 13 && s.Moves[12] == "d1-d3" })
	watch.check(t)
}
