package war_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/gametest"
	"parlour/game/war"
)

func position(t *testing.T, text string, opts game.Options) *war.State {
	t.Helper()
	s, _, err := war.Spec.Position(opts, text)
	if err != nil {
		t.Fatalf("position %q: %v", text, err)
	}
	return s.(*war.State)
}

func start(t *testing.T) *war.State {
	t.Helper()
	s, _, err := war.Spec.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*war.State)
}

// Positions used by several tests. Rows run from rank 10 down to rank 1.
const (
	// White's Van on b3 must jump c4 and then e6: b3:d5:f7.
	chainPos = "....k...../........../........../........../....v...../........../..v......./.V......../........../.....K.... white 0 0 - 0"
	// Black's General stands on White's citadel; White's Mortar can take it.
	siegePos = "....k...../........../........../........../........../........../........../........../........../M....gK... white 1 1 - 0"
	// White's Mortar has reached Black's citadel and Black cannot take it.
	heldPos = ".....M..../........../........../........../........../........../........../........../........../k....K.... white 0 0 - 0"
	// White's Van on e3 jumps f4 to g5 and must go on, by e7 or by i7;
	// both paths end on g9.
	forkPos = ".....k..../........../.....v.v../........../.....v.v../........../.....v..../....V...../........../.....K.... white 1 1 - 0"
	// White's Rear Troop on a2 may stop at a6 or jump on to i10.
	longPos = "k........./.......v../........../.....v..../........../.v.v....../........../.v......../R........./.....K.... white 0 0 - 0"
)

func TestMoveText(t *testing.T) {
	tests := []struct {
		name, position string
		moves          []string // each must parse and write back the same
	}{
		{"start", "", []string{"e2-e4", "b3-b4", "b1-c3", "c1xj8", "FM@e6", "FM@d1"}},
		{"jump chain", chainPos, []string{"b3:d5:f7"}},
		{"fork", forkPos, []string{"e3:g5:e7:g9", "e3:g5:i7:g9", "e3xf4"}},
		{"four jumps", longPos, []string{"a2:c4:e6:g8:i10", "a2:c4:a6", "a2xb3"}},
		{"siege", siegePos, []string{"a1xf1", "g1xf1"}},
	}
	for _, tc := range tests {
		var s *war.State
		if tc.position == "" {
			s = start(t)
		} else {
			s = position(t, tc.position, nil)
		}
		for _, text := range tc.moves {
			m, err := s.ParseMove(text)
			if err != nil {
				t.Errorf("%s: ParseMove(%q): %v", tc.name, text, err)
				continue
			}
			if got := s.MoveString(m); got != text {
				t.Errorf("%s: %q writes back as %q", tc.name, text, got)
			}
			if alt := strings.ToUpper(text); text[0] != 'F' {
				if m2, err := s.ParseMove(alt); err != nil || m2 != m {
					t.Errorf("%s: upper-case %q: %v", tc.name, alt, err)
				}
			}
		}
	}
}

func TestMovePath(t *testing.T) {
	s := position(t, chainPos, nil)
	m, err := s.ParseMove("b3:d5:f7")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"b3", "d5", "f7"}
	var got []string
	for _, p := range s.MovePath(m) {
		got = append(got, war.Board.Point(p).Name)
	}
	if !slices.Equal(got, want) {
		t.Errorf("path %v, want %v", got, want)
	}
	fm, err := start(t).ParseMove("FM@e6")
	if err != nil {
		t.Fatal(err)
	}
	if p := start(t).MovePath(fm); len(p) != 1 || war.Board.Point(p[0]).Name != "e6" {
		t.Errorf("placement path %v, want [e6]", p)
	}
}

func TestRefused(t *testing.T) {
	tests := []struct {
		name, position, move string
		why                  string // part of the error, and of Explain for the path
	}{
		{"capture owed", chainPos, "f1-f2", "a capture is owed: the troop on b3 can jump"},
		{"capture owed, placement", "....k...../........../........../........../........../........../..v......./.V......../........../.....K.... white 1 1 - 0", "FM@e6", "a capture is owed: the troop on b3 can jump"},
		{"incomplete chain", chainPos, "b3:d5", "the jump must go on from d5"},
		{"incomplete fork", forkPos, "e3:g5", "the jump must go on from g5"},
		{"incomplete fork branch", forkPos, "e3:g5:i7", "the jump must go on from i7"},
		{"fork, placement", forkPos, "FM@a5", "a capture is owed: the troop on e3 can jump"},
		{"four jumps cut short", longPos, "a2:c4:e6", "the jump must go on from e6"},
		{"citadel placement", "....k...../........../........../........../........../........../........../........../........../......K... white 1 1 - 0", "FM@f1", "may not be placed on a citadel"},
		{"no machines left", "....k...../........../........../........../........../........../........../........../........../.....K.... white 0 1 - 0", "FM@e6", "already placed"},
		{"blocked square", "....k...../........../........../........../........../........../........../....F...../........../....M.K... white 0 1 - 0", "e1-e3", "e3 is blocked by a Flying Machine"},
		{"placement on a machine", "....k...../........../........../........../........../........../........../....F...../........../....M.K... white 1 1 - 0", "FM@e3", "e3 is already blocked"},
		{"slide through a machine", "....k...../........../........../........../........../........../........../....F...../........../....M.K... white 0 1 - 0", "e1-e5", "the Flying Machine on e3 blocks the way"},
		{"immune troop", "....k...../........../........../........../........../........../........../........../........../v...M.K... white 0 0 - 0", "e1xa1", "cannot be captured"},
		{"troop at the end", "...Vk...../........../........../........../........../........../........../........../........../......K... white 0 0 - 0", "d10-d11", "no square"},
	}
	for _, tc := range tests {
		s := position(t, tc.position, nil)
		_, err := s.ParseMove(tc.move)
		if err == nil {
			t.Errorf("%s: %s accepted", tc.name, tc.move)
			continue
		}
		if !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s: error %q lacks %q", tc.name, err, tc.why)
		}
	}
	// A Troop on the last rank explains itself when tapped.
	s := position(t, "...Vk...../........../........../........../........../........../........../........../........../......K... white 0 0 - 0", nil)
	d10, _ := war.Board.Lookup("d10")
	if got := s.Explain([]int{d10}); !strings.Contains(got, "never moves again") {
		t.Errorf("Explain(d10) = %q", got)
	}
}

func TestOutcome(t *testing.T) {
	tests := []struct {
		name, position string
		over           bool
		winner         game.Player
	}{
		{"start", war.StartPosition, false, game.NoPlayer},
		{"citadel held", heldPos, true, war.White},
		{"citadel under siege", siegePos, false, game.NoPlayer},
		{"quiet limit", "....k...../........../........../........../........../........../........../........../........../.....K.... white 0 0 - 150", true, game.NoPlayer},
		{"cannot move", "....k...../........../........../........../........../........../........../........../....v...../....V..... white 0 0 - 0", true, war.Black},
	}
	for _, tc := range tests {
		s := position(t, tc.position, nil)
		o := s.Outcome()
		if o.Over != tc.over || o.Winner() != tc.winner {
			t.Errorf("%s: outcome %+v, want over=%v winner %d", tc.name, o, tc.over, tc.winner)
		}
		if o.Over != (len(s.LegalMoves(nil)) == 0) {
			t.Errorf("%s: over=%v with %d legal moves", tc.name, o.Over, len(s.LegalMoves(nil)))
		}
	}
}

// TestSiege plays a piece onto the enemy citadel: the opponent's one turn
// decides.
func TestSiege(t *testing.T) {
	// White's Mortar lands on f10; Black cannot take it and loses.
	s := position(t, "..k......./........../........../........../........../........../........../........../........../M....K.... white 0 0 - 0", nil)
	for _, mv := range []string{"a1-a10", "c10-c9", "a10-f10", "c9-c8"} {
		m, err := s.ParseMove(mv)
		if err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
		s.Apply(m)
	}
	if !strings.Contains(s.Outcome().Reason, "citadel") || s.Outcome().Winner() != war.White {
		t.Errorf("after the siege: %+v", s.Outcome())
	}
}

func TestDescribe(t *testing.T) {
	tests := []struct{ position, want string }{
		{war.StartPosition, ""},
		{"....k...../........../........../........../........../........../........../........../........../M....gK... white 1 1 - 0", "Black's General stands on the citadel: capture it now"},
		{chainPos, "A capture is owed: the troop on b3 can jump"},
	}
	for _, tc := range tests {
		if got := position(t, tc.position, nil).Describe(); got != tc.want {
			t.Errorf("%q: Describe() = %q, want %q", tc.position, got, tc.want)
		}
	}
}

func TestQuietCount(t *testing.T) {
	s := start(t)
	steps := []struct {
		move  string
		quiet string // last field of the position text after the move
	}{
		{"b1-c3", "1"}, {"b10-c8", "2"}, {"e2-e4", "0"}, {"c8-d6", "1"}, {"FM@e6", "0"}, {"d6-b5", "1"}, {"c3xb5", "0"},
	}
	for _, st := range steps {
		m, err := s.ParseMove(st.move)
		if err != nil {
			t.Fatalf("%s: %v", st.move, err)
		}
		s.Apply(m)
		f := strings.Fields(s.String())
		if f[len(f)-1] != st.quiet {
			t.Errorf("after %s: quiet count %s, want %s", st.move, f[len(f)-1], st.quiet)
		}
	}
	if n := len(s.Reserve(war.White)); n != 1 {
		t.Errorf("White has %d machines left, want 1", n)
	}
}

// TestRepetition: Horses going back and forth repeat the start position;
// the third time it is a draw. Positions that differ only in unused
// machines do not repeat.
func TestRepetition(t *testing.T) {
	m, err := game.NewMatch(war.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	cycle := []string{"b1-c3", "b10-c8", "c3-b1", "c8-b10"}
	for round := 0; round < 2; round++ {
		for _, mv := range cycle {
			if m.Outcome().Over {
				t.Fatalf("over too soon at %s: %+v", mv, m.Outcome())
			}
			if err := m.PlayString(mv); err != nil {
				t.Fatal(err)
			}
		}
	}
	if o := m.Outcome(); !o.IsDraw() {
		t.Errorf("after two cycles: %+v, want a draw by repetition", o)
	}
	a := position(t, "....k...../........../........../........../........../........../........../........../........../.....K.... white 1 0 - 0", nil)
	b := position(t, "....k...../........../........../........../........../........../........../........../........../.....K.... white 0 0 - 0", nil)
	if a.Hash() == b.Hash() {
		t.Error("unused machines do not change the hash")
	}
}

func TestEnPassant(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		want bool
	}{{"off", false}, {"on", true}} {
		s := position(t, "....k...../..v......./........../...V....../........../........../........../........../........../.....K.... black 0 0 - 0", game.Options{war.OptEnPassant: tc.opt})
		m, err := s.ParseMove("c9-c7")
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(m)
		_, err = s.ParseMove("d7xc8")
		if (err == nil) != tc.want {
			t.Errorf("en passant %s: d7xc8 gives %v", tc.opt, err)
		}
		if tc.want {
			m, _ := s.ParseMove("d7xc8")
			s.Apply(m)
			if c7, _ := war.Board.Lookup("c7"); !s.PieceAt(c7).Empty() {
				t.Errorf("en passant left the troop on c7: %s", s)
			}
		}
	}
	// A double step that no enemy Troop could take en passant leaves no
	// en passant square, so the position is the same as without the option.
	s := position(t, "....k...../..v......./........../.......V../........../........../........../........../........../.....K.... black 0 0 - 0", game.Options{war.OptEnPassant: "on"})
	m, err := s.ParseMove("c9-c7")
	if err != nil {
		t.Fatal(err)
	}
	s.Apply(m)
	if f := strings.Fields(s.String()); f[len(f)-2] != "-" {
		t.Errorf("after c9-c7 with no enemy troop beside: en passant square %s, want -", f[len(f)-2])
	}
}

// TestEngine checks that the searcher seizes an undefended citadel and
// takes a piece standing on its own.
func TestEngine(t *testing.T) {
	tests := []struct{ name, position, want string }{
		{"seize", "..k......./........../........../........../........../........../........../........../........../M....K.... white 0 0 - 0", ""},
		{"defend", siegePos, ""},
	}
	for _, tc := range tests {
		s := position(t, tc.position, nil)
		m, info, err := engine.Search(context.Background(), s, nil, engine.Params{Depth: 4}, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		c := s.Clone()
		c.Apply(m)
		switch tc.name {
		case "seize":
			if info.Score < engine.MateScore-10 {
				t.Errorf("%s: played %s, score %s, want a quick win", tc.name, s.MoveString(m), engine.ScoreString(info.Score))
			}
		case "defend":
			if f1, _ := war.Board.Lookup("f1"); c.PieceAt(f1).Owner != war.White {
				t.Errorf("%s: played %s, leaving the citadel to Black", tc.name, s.MoveString(m))
			}
		}
	}
}

// TestParseCounts checks that a position with more pieces of a kind than
// a side starts with is refused, with the reason.
func TestParseCounts(t *testing.T) {
	tests := []struct{ text, want string }{
		{"mhc.gk.chm/r.r.r.r.r./.v.v.v.v.v/........../........../........../........../.V.V.V.V.V/R.R.R.R.R./MHCKGK.CHM white 2 2 - 0", "White has 2 Kings, at most 1"},
		{"mhc.gk.chm/r.r.r.r.r./.v.v.v.v.v/........../........../........../.....v..../.V.V.V.V.V/R.R.R.R.R./MHC.GK.CHM white 2 2 - 0", "Black has 11 Troops, at most 10"},
	}
	for _, tt := range tests {
		if _, err := war.Spec.Parse(nil, tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.text, err, tt.want)
		}
	}
}

func TestExplainPieceRules(t *testing.T) {
	gametest.CheckRefusals(t, start(t), map[string]string{
		"c1 c5": "Cannon: any distance diagonally, like a bishop",
		"a1 a5": "The Rear Troop on a2 is in the way",
		"e1 e3": "The Rear Troop on e2 is in the way",
		"b1 b4": "Horse: an L-shaped leap",
		"f1 g3": "King: one step in any direction",
		"b3 c4": "A Troop moves diagonally only to capture",
		"b3 b6": "Van Troop: steps forward",
		"b3 b2": "Van Troop: steps forward",
		"a1":    "The Mortar on a1 has no move now",
		"c1 a1": "The Mortar on a1 has no move now",
	})
	gametest.CheckRefusals(t, position(t, chainPos, nil), map[string]string{
		"b3 d5": "The jump must go on from d5",
	})
}

// TestMatchCaptured checks that the match knows what each move took, by
// whom, through undo and redo; a Flying Machine placement takes nothing.
func TestMatchCaptured(t *testing.T) {
	m := gametest.Played(t, "war", nil, "c1xj8", "i9xj8", "FM@g7")
	van := game.Piece{Owner: war.Black, Kind: war.Van}
	cannon := game.Piece{Owner: war.White, Kind: war.Cannon}
	check := func(name string, white, black []game.Piece, taken [][]game.Piece) {
		t.Helper()
		if got := m.Captured(war.White); !slices.Equal(got, white) {
			t.Errorf("%s: White captured %v, want %v", name, got, white)
		}
		if got := m.Captured(war.Black); !slices.Equal(got, black) {
			t.Errorf("%s: Black captured %v, want %v", name, got, black)
		}
		for i, want := range taken {
			if got := m.Taken(i); !slices.Equal(got, want) {
				t.Errorf("%s: move %d took %v, want %v", name, i+1, got, want)
			}
		}
	}
	check("played", []game.Piece{van}, []game.Piece{cannon}, [][]game.Piece{{van}, {cannon}, nil})
	m.Undo()
	m.Undo()
	check("two undone", []game.Piece{van}, nil, [][]game.Piece{{van}})
	m.Redo()
	check("one redone", []game.Piece{van}, []game.Piece{cannon}, [][]game.Piece{{van}, {cannon}})
}
