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

func TestBoard(t *testing.T) {
	tests := []struct {
		jumps       string
		lines       int
		jumpsFromA1 []string
	}{
		{"orthogonal", 2 * 15 * 14, []string{"c1", "a3"}},
		{"diagonal", 2*15*14 + 2*14*14, []string{"c1", "a3", "c3"}},
	}
	for _, tt := range tests {
		s := start(t, game.Options{OptJumps: tt.jumps})
		b := s.Board()
		if b.Style() != game.Squares || b.Len() != 225 || len(b.Lines()) != tt.lines {
			t.Errorf("%s: style %d, %d points, %d lines; want squares, 225, %d", tt.jumps, b.Style(), b.Len(), len(b.Lines()), tt.lines)
		}
		if p, _ := b.Index(7, 7); b.Point(p).Name != "h8" {
			t.Errorf("centre named %q, want h8", b.Point(p).Name)
		}
		a1, _ := b.Lookup("a1")
		var got []string
		for _, j := range s.geo.jumps[a1] {
			got = append(got, b.Point(int(j.to)).Name)
		}
		if !slices.Equal(got, tt.jumpsFromA1) {
			t.Errorf("%s: jumps from a1 land on %v, want %v", tt.jumps, got, tt.jumpsFromA1)
		}
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

func TestExplain(t *testing.T) {
	opts := game.Options{OptPlayers: "3", OptSize: "6"}
	chain := at(t, opts, "oooooo/oooooo/.ooo.o/oooooo/oo.ooo/oooooo 1 3,1,1 c3")
	free := at(t, opts, "oooooo/oooooo/.ooo.o/oooooo/oo.ooo/oooooo 1 3,1,1 -")
	tests := []struct {
		s    *State
		path []string
		want string
	}{
		{start(t, opts), []string{"a1", "a3"}, "opening"},
		{chain, []string{"a1", "a3"}, "c3 is jumping"},
		{free, []string{"a3"}, "Choose a piece"},
		{free, []string{"f6", "f4"}, "f6 has no piece to jump"},
		{free, []string{"c3", "c6"}, "straight beyond"},
	}
	for _, tt := range tests {
		var path []int
		for _, n := range tt.path {
			p, _ := tt.s.Board().Lookup(n)
			path = append(path, p)
		}
		if got := tt.s.Explain(path); !strings.Contains(got, tt.want) {
			t.Errorf("Explain(%v) = %q, want it to contain %q", tt.path, got, tt.want)
		}
	}
}

func TestMoveText(t *testing.T) {
	s := start(t, game.Options{OptSize: "6"})
	tests := []struct {
		text, want string
		ok         bool
	}{
		{"xa1", "xa1", true},
		{" XF6 ", "xf6", true},
		{"xg1", "", false},
		{"a1-a3", "", false},
		{"stop", "", false},
		{"a1", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		m, err := s.ParseMove(tt.text)
		if (err == nil) != tt.ok {
			t.Errorf("ParseMove(%q) error %v, want ok=%v", tt.text, err, tt.ok)
			continue
		}
		if tt.ok {
			if got := s.MoveString(m); got != tt.want {
				t.Errorf("ParseMove(%q) writes back as %q, want %q", tt.text, got, tt.want)
			}
			if path := s.MovePath(m); len(path) != 1 {
				t.Errorf("removal %q has path %v, want one point", tt.text, path)
			}
		}
	}
}

func TestEndsWhenNoJumpLeft(t *testing.T) {
	opts := game.Options{OptPlayers: "3", OptSize: "6"}
	// Player 2 jumps c1 over c2 to c3; then nothing can jump.
	s := at(t, opts, "..o.../..o.../....../....../....../o....o 2 5,6,7 -")
	if s.Outcome().Over {
		t.Fatal("over before the last jump")
	}
	if got := moveTexts(s); !slices.Equal(got, []string{"c1-c3"}) {
		t.Fatalf("moves %v, want [c1-c3]", got)
	}
	play(t, s, "c1-c3")
	o := s.Outcome()
	if !o.Over || s.ToMove() != game.NoPlayer || len(s.LegalMoves(nil)) != 0 {
		t.Fatalf("not over after the last jump: %v", o)
	}
	if o.Winners != 1<<1|1<<2 {
		t.Errorf("winners %b, want players 2 and 3 sharing with 7 each", o.Winners)
	}
	if got, want := s.Describe(), "No jump is left. Final ranking: 1st, shared: seats 2 and 3 (7 pieces); 3rd seat 1 (5)"; got != want {
		t.Errorf("at the end: %q, want %q", got, want)
	}
	s.Undo()
	if s.Outcome().Over || s.ToMove() != 1 {
		t.Errorf("undo of the last jump: %v, to move %d", s.Outcome(), s.ToMove())
	}
	// A position where no jump is possible is over as it stands.
	if s := at(t, opts, "o.o.o./....../o.o.o./....../....../...... 1 0,0,0 -"); !s.Outcome().Over || s.Outcome().Winners != 7 {
		t.Errorf("no jump anywhere: %v", s.Outcome())
	}
}

func TestRanks(t *testing.T) {
	tests := []struct {
		opts    game.Options
		scores  string
		ranks   []int
		winners uint16
		ranking string
	}{
		{game.Options{OptPlayers: "2"}, "3,3", []int{1, 1}, 3,
			"1st, shared: seats 1 and 2 (3 pieces)"},
		{game.Options{OptPlayers: "4"}, "9,12,9,5", []int{2, 1, 2, 4}, 1 << 1,
			"1st seat 2 (12 pieces); 2nd, shared: seats 1 and 3 (9); 4th seat 4 (5)"},
		{game.Options{OptPlayers: "5", OptVersion: "coloured"}, "8/2,8/4,8/8,2/1,9/3", []int{2, 2, 2, 5, 1}, 1 << 4,
			"1st seat 5 (9 points); 2nd, shared: seats 1, 2 and 3 (8); 5th seat 4 (2)"},
		{game.Options{OptPlayers: "8"}, "1,2,3,4,5,6,7,7", []int{8, 7, 6, 5, 4, 3, 1, 1}, 1<<6 | 1<<7,
			"1st, shared: seats 7 and 8 (7 pieces); 3rd seat 6 (6); 4th seat 5 (5); 5th seat 4 (4); 6th seat 3 (3); 7th seat 2 (2); 8th seat 1 (1)"},
	}
	for _, tt := range tests {
		tt.opts[OptSize] = "6"
		board := "o.o.o./....../o.o.o./....../....../......"
		if tt.opts[OptVersion] == "coloured" {
			board = strings.ReplaceAll(board, "o", "W")
		}
		s := at(t, tt.opts, board+" 1 "+tt.scores+" -")
		if got := s.Ranks(); !slices.Equal(got, tt.ranks) {
			t.Errorf("scores %s: ranks %v, want %v", tt.scores, got, tt.ranks)
		}
		if o := s.Outcome(); !o.Over || o.Winners != tt.winners {
			t.Errorf("scores %s: outcome %+v, want winners %b", tt.scores, o, tt.winners)
		}
		if got := s.Describe(); !strings.Contains(got, "Final ranking: "+tt.ranking) {
			t.Errorf("scores %s: %q, want the ranking %q", tt.scores, got, tt.ranking)
		}
	}
}

func TestEvaluate(t *testing.T) {
	s := at(t, game.Options{OptSize: "6"}, "oooooo/oo.ooo/oooooo/oooooo/oo.ooo/oooooo 2 5,2 -")
	if got := s.Evaluate(); got != -30 {
		t.Errorf("Evaluate() = %d, want -30 (player 2 is 3 behind)", got)
	}
}

func TestParseErrors(t *testing.T) {
	opts := game.Options{OptSize: "6"}
	full := "oooooo/oooooo/oooooo/oooooo/oooooo/oooooo"
	tests := []struct{ text, want string }{
		{"", "four fields"},
		{full + " 1 0,0", "four fields"},
		{"ooo/ooo 1 0,0 -", "row"},
		{strings.Replace(full, "o", "G", 1) + " 1 0,0 -", "unknown piece"},
		{full + " 3 0,0 -", "player to move"},
		{full + " 1 0 -", "scores"},
		{full + " 1 0,-1 -", "score"},
		{full + " 1 0,0 z9", "chain point"},
		{"....../....../....../....../....../...... 1 0,0 -", "empty"},
	}
	for _, tt := range tests {
		_, err := parse(mustResolve(t, opts), tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parse(%q) error %v, want one mentioning %q", tt.text, err, tt.want)
		}
	}
}

func mustResolve(t testing.TB, opts game.Options) game.Options {
	t.Helper()
	o, err := game.Resolve(Spec.Options, opts)
	if err != nil {
		t.Fatal(err)
	}
	return o
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

// BenchmarkLegalMoves generates every jump of an 18×18 board with eight
// players, with orthogonal and with diagonal jumps: full (just after the
// opening, eight points empty), crowded (one point in eight empty) and
// open (one in three). It reports jumps generated per second.
func BenchmarkLegalMoves(b *testing.B) {
	for _, jumps := range []string{"orthogonal", "diagonal"} {
		for _, bb := range []struct {
			name  string
			empty func(points int) int
		}{
			{"full", func(int) int { return 8 }},
			{"crowded", func(n int) int { return n / 8 }},
			{"open", func(n int) int { return n / 3 }},
		} {
			b.Run(jumps+"/"+bb.name, func(b *testing.B) {
				s := start(b, game.Options{OptPlayers: "8", OptSize: "18", OptJumps: jumps})
				rng := rand.New(rand.NewPCG(1, 2))
				for s.empties < bb.empty(len(s.cells)) {
					if p := rng.IntN(len(s.cells)); s.cells[p] != 0 {
						s.cells[p] = 0
						s.empties++
					}
				}
				s.rehash()
				buf := make([]game.Move, 0, 2048)
				jumps := 0
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					jumps += len(s.LegalMoves(buf[:0]))
				}
				b.ReportMetric(float64(jumps)/b.Elapsed().Seconds(), "jumps/s")
				b.ReportMetric(float64(jumps)/float64(b.N), "jumps/op")
			})
		}
	}
}

// TestScoresText checks the scores field of a position text: pieces in the
// old version, points/pieces in Murray's, with the pieces within what the
// points allow. Murray's points alone, as its positions once were written,
// read with the fewest pieces that make them.
func TestScoresText(t *testing.T) {
	tests := []struct {
		version, scores string
		err             string // "" for a valid text
		canon           string // how a valid text is written back, if not as given
	}{
		{"old", "3,2", "", ""},
		{"old", "3/3,2", "want the pieces taken", ""},
		{"coloured", "7/3,2/2", "", ""},
		{"coloured", "7,2/2", "", "7/2,2/2"},
		{"coloured", "0,9", "", "0/0,9/3"},
		{"coloured", "x,2/2", "want a number", ""},
		{"coloured", "7/1,2/2", "pieces taken \"1\"", ""}, // a piece is worth at most 4
		{"coloured", "2/3,0/0", "pieces taken \"3\"", ""}, // and at least 1
	}
	for _, tc := range tests {
		board := "o.o.o./....../o.o.o./....../....../......"
		if tc.version == "coloured" {
			board = strings.ReplaceAll(board, "o", "W")
		}
		text := board + " 1 " + tc.scores + " -"
		want := text
		if tc.canon != "" {
			want = board + " 1 " + tc.canon + " -"
		}
		s, _, err := Spec.Position(game.Options{OptSize: "6", OptVersion: tc.version}, text)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s %q: %v", tc.version, tc.scores, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s %q: error %v, want one about %q", tc.version, tc.scores, err, tc.err)
		case err == nil && s.String() != want:
			t.Errorf("%s %q: written back as %q, want %q", tc.version, tc.scores, s.String(), want)
		}
	}
}
