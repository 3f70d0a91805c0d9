package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"parlour/game"
)

// replyGames are the games whose computer replies TestBrowserReplies
// times: Leapfrog, whose values and analysis are long searches, from its
// opening removal, in a test run; Hare and Hounds too (values from its
// solved table) with PARLOUR_LONG_SESSIONS=1.
func replyGames() []string {
	if os.Getenv(longSessionsEnv) == "1" {
		return []string{"leapfrog", "harehounds"}
	}
	return []string{"leapfrog"}
}

// replyTurns is how many of the computer's replies are timed in each
// game, with the player's helpers off and on.
const replyTurns = 2

// TestBrowserReplies times the computer's replies (Hard) in the browser
// with the player's helpers off, then with Values and Analysis on: from
// the player's last tap to the computer's move in the game, the player
// having looked at the position for a second and a half while the
// helpers worked. The helpers must not make the computer slower by a wide
// margin (more than twice as slow and two seconds more); the times are
// logged as figures.
//
// It runs beside another browser test: both settings share that load, and
// the margin is wide enough for it.
func TestBrowserReplies(t *testing.T) {
	t.Parallel()
	url := serve(t, builtSite(t))
	for _, id := range replyGames() {
		t.Run(id, func(t *testing.T) {
			var off, on []time.Duration
			for _, helpers := range []bool{false, true} {
				// A small window, so that software WebGL draws quickly
				// and the times are the engine's; a browser each, so
				// that no game is carried over.
				b := newBrowserSize(t, 900, 600)
				took := b.timeReplies(url, id, helpers)
				if helpers {
					on = took
				} else {
					off = took
				}
			}
			mean := func(d []time.Duration) time.Duration {
				var sum time.Duration
				for _, x := range d {
					sum += x
				}
				return sum / time.Duration(len(d))
			}
			t.Logf("%s: the computer's replies without helpers %v (mean %.1f s), with Values and Analysis on %v (mean %.1f s)",
				id, roundAll(off), mean(off).Seconds(), roundAll(on), mean(on).Seconds())
			if mean(on) > 2*mean(off)+2*time.Second {
				t.Errorf("%s: with the helpers on the computer replies in %.1f s on average, without them in %.1f s", id, mean(on).Seconds(), mean(off).Seconds())
			}
		})
	}
}

// roundAll rounds durations to a tenth of a second, to log them.
func roundAll(d []time.Duration) []time.Duration {
	out := make([]time.Duration, len(d))
	for i, x := range d {
		out[i] = x.Round(100 * time.Millisecond)
	}
	return out
}

// timeReplies opens a new game of id, the player in the first seat and
// Hard in the others, with Values and Analysis on or off, and returns how
// long the computer took to answer each of replyTurns moves of the
// player's, tapped on the board.
func (b *browser) timeReplies(url, id string, helpers bool) []time.Duration {
	t := b.t
	t.Helper()
	g, err := game.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	_, opts, err := g.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]string, len(g.Seats(opts)))
	for i := range seats {
		seats[i] = "hard"
	}
	seats[0] = "human"
	save, err := json.Marshal(map[string]any{
		"format": "parlour-match", "version": 1, "game": id, "options": opts,
		"moves": []string{}, "made": 0, "seats": seats,
	})
	if err != nil {
		t.Fatal(err)
	}
	settings := fmt.Sprintf(`{"version":1,"games":{},"analysis":%v,"values":%v}`, helpers, helpers)
	b.beforePage(fmt.Sprintf(`localStorage.setItem("parlour.match", %q); localStorage.setItem("parlour.settings", %q);`, save, settings))
	b.open(url)
	b.waitState("the game "+id, func(s appState) bool { return s.Scene == "play" && s.Game == id })
	waitFor[bool](b, stepTimeout, "the engine worker", `window.parlourEngine && window.parlourEngine.state === "ready"`)
	b.stillScreen() // the start's drawing done: taps are answered at once
	var took []time.Duration
	for len(took) < replyTurns {
		s := b.state()
		st := stateAfter(t, g, opts, s.Moves)
		if st.Outcome().Over {
			break
		}
		time.Sleep(1500 * time.Millisecond) // the player looks, the helpers work
		mv, path := wholeTurn(st)
		if path == nil {
			t.Fatalf("%s after %q: no move to tap", id, s.Moves)
		}
		taps := path
		if prefixOfLonger(st, mv) {
			taps = append(taps, path[len(path)-1])
		}
		var tapped time.Time // the last tap's
		for _, p := range taps {
			tapped = time.Now()
			b.click("point:" + st.Board().Point(p).Name)
		}
		n := len(s.Moves) + 1
		// The computer's seats answer, one after another, a chain of
		// jumps being several moves: the reply is done when the player
		// is to move again, or the game is over.
		var after appState
		began := time.Duration(-1) // from the tap to the computer's search
		for deadline := tapped.Add(stepTimeout); ; time.Sleep(50 * time.Millisecond) {
			after = b.state()
			if began < 0 && after.Thinking && len(after.Moves) >= n {
				began = time.Since(tapped)
			}
			if len(after.Moves) > n && after.ToMove == s.ToMove || after.Over {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("waiting %v for the computer's reply; state is %+v", stepTimeout, after)
			}
		}
		took = append(took, time.Since(tapped))
		t.Logf("%s, helpers %v: reply %d in %v, the search begun after %v", id, helpers, len(took), time.Since(tapped).Round(100*time.Millisecond), began.Round(100*time.Millisecond))
		if len(after.Moves) < n || after.Moves[n-1] != st.MoveString(mv) {
			t.Fatalf("%s: played %q, the moves are %q", id, st.MoveString(mv), after.Moves)
		}
	}
	if len(took) == 0 {
		t.Fatalf("%s: no reply timed", id)
	}
	t.Logf("%s, helpers %v: replies %v; engine %s", id, helpers, roundAll(took), eval[string](b, `JSON.stringify({workers: window.parlourEngine.workers})`))
	return took
}

// stateAfter returns the position of g with opts after moves.
func stateAfter(t *testing.T, g *game.Game, opts game.Options, moves []string) game.State {
	t.Helper()
	st, _, err := g.Start(opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		mv, err := st.ParseMove(m)
		if err != nil {
			t.Fatalf("move %q after %s: %v", m, strings.Join(moves, " "), err)
		}
		st.Apply(mv)
	}
	return st
}

// wholeTurn returns the first move of s a person makes by tapping the
// board that ends the player's turn (not a jump that a chain goes on
// from), with its path.
func wholeTurn(s game.State) (game.Move, []int) {
	for _, mv := range s.LegalMoves(nil) {
		path := s.MovePath(mv)
		if len(path) == 0 || len(path) == 1 && s.PieceAt(path[0]).Empty() {
			continue
		}
		c := s.Clone()
		c.Apply(mv)
		if ch, ok := c.(game.Chainer); ok && ch.InChain() {
			continue
		}
		return mv, path
	}
	return firstTappable(s)
}
