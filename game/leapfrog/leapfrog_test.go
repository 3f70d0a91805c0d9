package leapfrog

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func start(t testing.TB, opts game.Options) *State {
	return gametest.Start[*State](t, Spec, opts)
}

func at(t testing.TB, opts game.Options, text string) *State {
	return gametest.At[*State](t, Spec, opts, text)
}

func moveTexts(s game.State) []string { return gametest.MoveTexts(s) }

func play(t testing.TB, s game.State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%s in %q: %v", text, s.String(), err)
		}
		s.Apply(m)
	}
}

// boardValue returns the pieces on the board and their value in points.
func boardValue(s *State) (pieces, points int) {
	for _, k := range s.cells {
		if k != 0 {
			pieces++
			points += int(kindValue[k])
		}
	}
	return pieces, points
}

func TestColourCounts(t *testing.T) {
	tests := []struct {
		n                         int
		green, red, yellow, white int
	}{
		{15, 22, 45, 68, 90}, // the leaflet's figures (docs/rulebook.md, Leapfrog)
		{16, 26, 51, 77, 102},
		{17, 29, 58, 87, 115},
		{18, 32, 65, 97, 130},
		{6, 4, 7, 11, 14},
		{8, 6, 13, 19, 26},
		{10, 10, 20, 30, 40},
		{12, 14, 29, 43, 58},
	}
	sizes := map[string]bool{}
	for _, c := range Spec.Options[1].Choices {
		sizes[c.Value] = true
	}
	for _, tt := range tests {
		delete(sizes, strconv.Itoa(tt.n))
		g, r, y, w := ColourCounts(tt.n)
		if g != tt.green || r != tt.red || y != tt.yellow || w != tt.white {
			t.Errorf("ColourCounts(%d) = %d %d %d %d, want %d %d %d %d", tt.n, g, r, y, w, tt.green, tt.red, tt.yellow, tt.white)
		}
		for layout := 1; layout <= Layouts; layout++ {
			s := start(t, game.Options{OptSize: strconv.Itoa(tt.n), OptVersion: "coloured", OptLayout: strconv.Itoa(layout)})
			var count [numKinds]int
			for _, k := range s.cells {
				count[k]++
			}
			if count[kindGreen] != tt.green || count[kindRed] != tt.red || count[kindYellow] != tt.yellow || count[kindWhite] != tt.white {
				t.Errorf("%d×%d layout %d: counts %v", tt.n, tt.n, layout, count)
			}
		}
	}
	for v := range sizes {
		t.Errorf("board size %s has no expected colour counts", v)
	}
}

func TestOpeningAndChain(t *testing.T) {
	opts := game.Options{OptPlayers: "3", OptSize: "6"}
	s := start(t, opts)
	tests := []struct {
		move     string
		toMove   game.Player
		describe string
		scores   []int
	}{
		{"xc3", 1, "Opening: each player in turn removes one piece (2 removals to go)", []int{1, 0, 0}},
		{"xe3", 2, "Opening: each player in turn removes one piece (1 removal to go)", []int{1, 1, 0}},
		{"xc5", 0, "Jump any piece; 33 pieces on the board", []int{1, 1, 1}},
		{"c1-c3", 0, "Jumping with the piece on c3: jump again, or stop", []int{2, 1, 1}},
		{"stop", 1, "Jump any piece; 32 pieces on the board", []int{2, 1, 1}},
	}
	if d, want := s.Describe(), "Opening: each player in turn removes one piece (3 removals to go)"; d != want {
		t.Errorf("at the start: %q, want %q", d, want)
	}
	for _, tt := range tests {
		play(t, s, tt.move)
		if s.ToMove() != tt.toMove || s.Describe() != tt.describe {
			t.Errorf("after %s: to move %d, %q; want %d, %q", tt.move, s.ToMove(), s.Describe(), tt.toMove, tt.describe)
		}
		for p, want := range tt.scores {
			if got := s.Score(game.Player(p)); got != want {
				t.Errorf("after %s: score of player %d = %d, want %d", tt.move, p+1, got, want)
			}
		}
	}
	// In the middle of a chain only the jumping piece moves, or stops.
	s = at(t, opts, "oooooo/oooooo/.ooo.o/oooooo/oo.ooo/oooooo 1 3,1,1 c3")
	if got, want := moveTexts(s), []string{"stop", "c3-a3", "c3-e3", "c3-c5"}; !slices.Equal(got, want) {
		t.Errorf("chain moves = %v, want %v", got, want)
	}
	if s.MovePath(moveStop) != nil {
		t.Error("stop has a path")
	}
	if got := s.ActionLabel(moveStop); got != "Stop here" {
		t.Errorf("stop's button is labelled %q, want Stop here", got)
	}
	if _, err := s.ParseMove("a1-a3"); err == nil || !strings.Contains(err.Error(), "c3") {
		t.Errorf("another piece jumping mid-chain: err %v, want one naming c3", err)
	}
	// A jump after which the piece is stuck ends the turn at once.
	s = at(t, opts, "oooooo/oooooo/oo.ooo/oooooo/oooooo/.oooo. 2 1,1,1 -")
	play(t, s, "c1-c3")
	if s.ToMove() != 2 || s.chain != -1 {
		t.Errorf("after a jump with no follow-up: to move %d, chain %d; want 2, -1", s.ToMove(), s.chain)
	}
}

// TestPlayouts plays random games of every number of players with every
// board size, version and jumping rule, checking at every ply that the
// points won plus the points left on the board stay the start total, and
// so do the pieces taken plus those on the board, that
// a chain moves only its own piece, and that the game ends exactly when no
// piece can jump.
func TestPlayouts(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for _, size := range Spec.Options[1].Choices {
			for _, version := range []string{"old", "coloured"} {
				for _, jumps := range []string{"orthogonal", "diagonal"} {
					opts := game.Options{OptPlayers: strconv.Itoa(players), OptSize: size.Value, OptVersion: version, OptJumps: jumps, OptLayout: strconv.Itoa(1 + rng.IntN(Layouts))}
					checkPlayout(t, opts, rng)
				}
			}
		}
	}
}

func checkPlayout(t *testing.T, opts game.Options, rng *rand.Rand) {
	t.Helper()
	s := start(t, opts)
	all, total := boardValue(s)
	for ply := 0; ; ply++ {
		onBoard, left := boardValue(s)
		won, taken := 0, 0
		for p := 0; p < s.NumPlayers(); p++ {
			won += s.Score(game.Player(p))
			n, shown := s.PiecesTaken(game.Player(p))
			if shown != s.coloured || !s.coloured && n != s.Score(game.Player(p)) {
				t.Fatalf("%v ply %d: player %d has taken %d pieces (shown %v) for a score of %d", opts, ply, p+1, n, shown, s.Score(game.Player(p)))
			}
			taken += n
		}
		if won+left != total {
			t.Fatalf("%v ply %d: %d won + %d on the board != %d", opts, ply, won, left, total)
		}
		if taken+onBoard != all {
			t.Fatalf("%v ply %d: %d pieces taken + %d on the board != %d", opts, ply, taken, onBoard, all)
		}
		moves := s.LegalMoves(nil)
		if o := s.Outcome(); o.Over {
			if !s.opening() && s.anyJump() {
				t.Fatalf("%v: over with a jump left: %q", opts, s.String())
			}
			for p, r := range s.Ranks() {
				if o.Won(game.Player(p)) != (r == 1) {
					t.Fatalf("%v: player %d ranks %d, winners %b", opts, p+1, r, o.Winners)
				}
			}
			return
		}
		// The opening is one removal by each player in seat order, and
		// nothing else: every piece then has a jump or not as usual.
		if removal := strings.HasPrefix(s.MoveString(moves[0]), "x"); removal != (ply < s.NumPlayers()) {
			t.Fatalf("%v ply %d: removal %v in %q", opts, ply, removal, s.String())
		}
		if ply < s.NumPlayers() && (s.ToMove() != game.Player(ply) || len(moves) != len(s.cells)-ply) {
			t.Fatalf("%v ply %d: opening with player %d to move and %d removals", opts, ply, s.ToMove()+1, len(moves))
		}
		if ply == s.NumPlayers() {
			for p := 0; p < s.NumPlayers(); p++ {
				if sc := s.Score(game.Player(p)); sc < 1 || sc > 4 || !s.coloured && sc != 1 {
					t.Fatalf("%v: after the opening player %d has %d", opts, p+1, sc)
				}
			}
		}
		if !s.opening() && s.chain < 0 && !s.anyJump() {
			t.Fatalf("%v: going on with no jump left: %q", opts, s.String())
		}
		if ply > Spec.MaxPlies {
			t.Fatalf("%v: longer than %d plies", opts, Spec.MaxPlies)
		}
		if s.chain >= 0 {
			for _, m := range moves[1:] {
				if path := s.MovePath(m); path[0] != s.chain {
					t.Fatalf("%v: mid-chain move %s does not move the piece on %s", opts, s.MoveString(m), s.name(s.chain))
				}
			}
		}
		s.Apply(moves[rng.IntN(len(moves))])
	}
}

// TestLessonNamesStopButton checks that the lesson and the rules call the
// button that ends a chain by its label, "Stop here", wherever they tell
// the player to press it.
func TestLessonNamesStopButton(t *testing.T) {
	label := start(t, nil).ActionLabel(moveStop)
	texts := []string{Spec.Rules}
	for _, st := range lesson.Steps {
		texts = append(texts, st.Say, st.Hint, st.HintOver, st.Done)
	}
	for _, text := range texts {
		if strings.Count(text, "ress Stop") != strings.Count(text, "ress "+label) { // press, pressing
			at := strings.Index(text, "ress Stop")
			t.Errorf("%q names the button otherwise than %q", text[max(0, at-60):min(len(text), at+30)], label)
		}
	}
}
