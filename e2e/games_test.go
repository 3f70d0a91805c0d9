package e2e

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/catalog"
)

// TestBrowserEveryGame opens every playable game of the collection in the
// browser, plays its first legal move by clicking the board as a person
// would, and opens the analysis, which must get a report from the engine
// worker for that game. It fails on any console error, as every browser
// test does. With PARLOUR_E2E_SHOTS set it saves a screenshot of each.
func TestBrowserEveryGame(t *testing.T) {
	t.Parallel()
	b := newBrowser(t)
	url := serve(t, builtSite(t))
	played := 0
	for _, e := range catalog.Entries() {
		g := e.Game
		t.Run(g.ID, func(t *testing.T) {
			b.t = t
			s, opts, err := g.Start(nil)
			if err != nil {
				t.Fatal(err)
			}
			seats := make([]string, len(g.Seats(opts)))
			for i := range seats {
				seats[i] = "human"
			}
			save, err := json.Marshal(map[string]any{
				"format": "parlour-match", "version": 1, "game": g.ID, "options": opts,
				"moves": []string{}, "made": 0, "seats": seats,
			})
			if err != nil {
				t.Fatal(err)
			}
			settings := `{"version":1,"games":{},"analysis":false}`
			b.beforePage(fmt.Sprintf(`localStorage.setItem("parlour.match", %q); localStorage.setItem("parlour.settings", %q);`, save, settings))
			b.open(url)
			st := b.waitState("the game "+g.ID, func(s appState) bool { return s.Scene == "play" && s.Game == g.ID })
			if len(st.Moves) != 0 {
				t.Fatalf("a new game already has moves: %v", st.Moves)
			}

			mv, path := firstTappable(s)
			if path == nil {
				t.Fatalf("%s: no legal move can be made by tapping the board", g.ID)
			}
			for _, p := range path {
				b.click("point:" + s.Board().Point(p).Name)
			}
			if prefixOfLonger(s, mv) {
				b.click("point:" + s.Board().Point(path[len(path)-1]).Name) // tap the last point again to stop there
			}
			want := s.MoveString(mv)
			after := b.waitState("the move "+want, func(s appState) bool { return len(s.Moves) == 1 })
			if after.Moves[0] != want {
				t.Errorf("played %q, want %q", after.Moves[0], want)
			}
			saveShot(t, b, "game-"+g.ID+".png")

			b.click("button:Analysis")
			an := b.waitState("an analysis report", func(s appState) bool {
				return s.Analysis != nil && (s.Analysis.Depth > 0 || s.Analysis.Verdict != "" || len(s.Analysis.PV) > 0) || s.Over
			})
			if an.Analysis != nil {
				t.Logf("%s: analysis depth %d, %d nodes, verdict %q, PV %v", g.ID, an.Analysis.Depth, an.Analysis.Nodes, an.Analysis.Verdict, an.Analysis.PV)
			}
			b.click("button:Analysis")
			played++
		})
	}
	b.t = t
	if played < 2 {
		t.Errorf("only %d games could be played", played)
	}
}

// firstTappable returns the first legal move of s that a person makes by
// tapping points on the board (not a placement from a reserve, not a
// move without a path), with its path.
func firstTappable(s game.State) (game.Move, []int) {
	for _, mv := range s.LegalMoves(nil) {
		path := s.MovePath(mv)
		switch {
		case len(path) == 0:
		case len(path) == 1 && s.PieceAt(path[0]).Empty():
		default:
			return mv, path
		}
	}
	return 0, nil
}

// prefixOfLonger reports whether the path of mv begins the path of another
// legal move (a capture chain that could go on), so that the person taps
// the last point again to stop there.
func prefixOfLonger(s game.State, mv game.Move) bool {
	path := s.MovePath(mv)
	for _, o := range s.LegalMoves(nil) {
		op := s.MovePath(o)
		if len(op) > len(path) && slices.Equal(op[:len(path)], path) {
			return true
		}
	}
	return false
}
