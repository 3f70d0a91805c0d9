package catchhare

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func TestBoards(t *testing.T) {
	tests := []struct {
		board      string
		diagonals  int
		neighbours map[string][]string
	}{
		{"original", 16, map[string][]string{
			"c3": {"b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"},
			"b3": {"a3", "b2", "b4", "c3"},
			"c1": {"b1", "b2", "c2", "d1", "d2"},
			"a1": {"a2", "b1", "b2"},
		}},
		{"american", 8, map[string][]string{
			"c3": {"b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"},
			"c1": {"b1", "c2", "d1"},
			"e5": {"d4", "d5", "e4"},
		}},
		{"modern", 0, map[string][]string{
			"c3": {"b3", "c2", "c4", "d3"},
			"a1": {"a2", "b1"},
		}},
	}
	for _, tt := range tests {
		b := Layouts[tt.board].Board
		if b.Len() != 25 {
			t.Fatalf("%s: %d points, want 25", tt.board, b.Len())
		}
		orth, diag := 0, 0
		for _, l := range b.Lines() {
			p, q := b.Point(l.A), b.Point(l.B)
			if p.Col == q.Col || p.Row == q.Row {
				orth++
			} else {
				diag++
			}
		}
		if orth != 40 || diag != tt.diagonals {
			t.Errorf("%s: %d orthogonal and %d diagonal lines, want 40 and %d", tt.board, orth, diag, tt.diagonals)
		}
		for name, want := range tt.neighbours {
			p, _ := b.Lookup(name)
			var got []string
			for _, q := range b.Neighbours(p) {
				got = append(got, b.Point(q).Name)
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s: neighbours of %s = %v, want %v", tt.board, name, got, want)
			}
		}
	}
}

func at(t *testing.T, opts game.Options, text string) *State {
	return gametest.At[*State](t, Spec, opts, text)
}

func moveTexts(s game.State) []string {
	out := gametest.MoveTexts(s)
	slices.Sort(out)
	return out
}

func TestStart(t *testing.T) {
	tests := []struct {
		opts game.Options
		text string
	}{
		{nil, "...../...../X.H.X/XXXXX/XXXXX hunters 0"},
		{game.Options{"hunters": "11"}, "...../...../X.H../XXXXX/XXXXX hunters 0"},
		{game.Options{"hunters": "10"}, "...../...../..H../XXXXX/XXXXX hunters 0"},
	}
	for _, tt := range tests {
		s, _, err := Spec.Start(tt.opts)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.String(); got != tt.text {
			t.Errorf("%v: start %q, want %q", tt.opts, got, tt.text)
		}
		if s.ToMove() != Hunters {
			t.Errorf("%v: %d to move, want the hunters", tt.opts, s.ToMove())
		}
	}
}

var low = game.Options{"threshold": "5"}

func TestMoves(t *testing.T) {
	with := func(extra game.Options) game.Options {
		o := game.Options{"threshold": "5"}
		for k, v := range extra {
			o[k] = v
		}
		return o
	}
	steps := []string{"c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d4"}
	tests := []struct {
		name  string
		opts  game.Options
		text  string
		moves []string
	}{
		{"a chain and its prefix", low, "XXXXX/...../..HX./....X/XXX.. hare 0",
			append([]string{"c3xe3", "c3xe3xe5"}, steps...)},
		{"single leaps only", with(game.Options{"leaps": "single"}), "XXXXX/...../..HX./....X/XXX.. hare 0",
			append([]string{"c3xe3"}, steps...)},
		{"modern board: no diagonal leaps", with(game.Options{"board": "modern"}), "...../.X.X./..HX./.X.../XXXXX hare 0",
			[]string{"c3-b3", "c3-c2", "c3-c4", "c3xe3"}},
		{"no leap over two hunters", with(game.Options{"board": "modern"}), "...../...../HXX../...../XXXXX hare 0",
			[]string{"a3-a2", "a3-a4"}},
		{"hunters step any way along lines", with(game.Options{"board": "modern"}), "XXXXX/...../..H../...../X.... hunters 0",
			[]string{"a1-a2", "a5-a4", "a5-b5", "b1-b2", "c1-c2", "d1-d2", "e1-e2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, want := moveTexts(at(t, tt.opts, tt.text)), slices.Clone(tt.moves)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("moves %v, want %v", got, want)
			}
		})
	}
}

func TestChainThroughItsStart(t *testing.T) {
	// c3 over d3 to e3, over d2 to c1, over c2 back to c3, where it
	// started.
	got := moveTexts(at(t, low, "...../..XX./..HX./X..../XXXXX hare 0"))
	for _, want := range []string{"c3xe3", "c3xe3xc1", "c3xe3xc1xc3", "c3xc1xe3xc3"} {
		if !slices.Contains(got, want) {
			t.Errorf("moves %v: %s missing", got, want)
		}
	}
}

func TestChainStopsAtThreshold(t *testing.T) {
	// Ten hunters and a threshold of 9: the first capture wins, so the
	// chain ends there.
	s := at(t, game.Options{"hunters": "10"}, "XXXXX/...../..HX./....X/XXX.. hare 0")
	got := moveTexts(s)
	if !slices.Contains(got, "c3xe3") || slices.Contains(got, "c3xe3xe5") {
		t.Errorf("moves %v: want c3xe3 and no chain after it", got)
	}
}

func TestApplyLeapChain(t *testing.T) {
	m, err := game.NewMatchFrom(Spec, low, "XXXXX/...../..HX./....X/XXX.. hare 0")
	if err != nil {
		t.Fatal(err)
	}
	if err := m.PlayString("c3xe3xe5"); err != nil {
		t.Fatal(err)
	}
	s := m.State().(*State)
	if got, want := s.String(), "XXXXX/...../...../...../XXX.H hunters 0"; got != want {
		t.Errorf("after the chain: %q, want %q", got, want)
	}
	if got := s.Score(Hare); got != 4 {
		t.Errorf("hare's score %d, want 4", got)
	}
	if got := s.Describe(); got != "Hare needs 3 more captures" {
		t.Errorf("Describe = %q", got)
	}
	if got := s.MovePath(m.Moves()[0]); !slices.Equal(got, []int{12, 14, 24}) {
		t.Errorf("path %v, want [12 14 24]", got)
	}
	m.Undo()
	if got := m.State().String(); got != "XXXXX/...../..HX./....X/XXX.. hare 0" {
		t.Errorf("undo gave %q", got)
	}
}

func TestOutcomes(t *testing.T) {
	tests := []struct {
		name   string
		opts   game.Options
		text   string
		winner game.Player
		reason string
	}{
		{"hare trapped", game.Options{"board": "modern"}, "HXX../XX.../X..../...../XXXXX hare 0", Hunters, "trapped"},
		{"hare can leap out", game.Options{"board": "modern", "threshold": "5"}, "HX.../XX.../...../...../XXXXX hare 0", game.NoPlayer, ""},
		{"enough captures", nil, "H..../...../...../XXXXX/XXXX. hunters 0", Hare, "captured enough"},
		{"quiet limit", nil, "...../...../X.H.X/XXXXX/XXXXX hunters 200", game.NoPlayer, "without a capture"},
		{"threshold clamps below the hunters", game.Options{"hunters": "10", "threshold": "11"}, "...../...../..H../XXXXX/XXXXX hunters 0", game.NoPlayer, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _, err := Spec.Position(tt.opts, tt.text)
			if err != nil {
				t.Fatal(err)
			}
			gametest.CheckOutcome(t, s, tt.winner, tt.reason)
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, text := range []string{
		"",
		"...../...../X.H.X/XXXXX/XXXXX",
		"...../...../X...X/XXXXX/XXXXX hunters 0",
		"...../..H../X.H.X/XXXXX/XXXXX hunters 0",
		"XXXXX/...../X.H.X/XXXXX/XXXXX hunters 0",
		"...../...../X.H.X/XXXXX/XXXXX hounds 0",
		"...../...../X.H.X/XXXXX/XXXXX hunters 201",
		"...../...../X.Q.X/XXXXX/XXXXX hunters 0",
		"..../...../X.H.X/XXXXX/XXXXX hunters 0",
	} {
		if _, _, err := Spec.Position(nil, text); err == nil {
			t.Errorf("%q parsed", text)
		}
	}
}

func TestMoveText(t *testing.T) {
	s := at(t, low, "XXXXX/...../..HX./....X/XXX.. hare 0")
	for _, text := range []string{"c3xe3xe5", "C3-B3", " c3xe3 "} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if got := s.MoveString(m); got != strings.ToLower(strings.TrimSpace(text)) {
			t.Errorf("%q reads back as %q", text, got)
		}
	}
	for _, text := range []string{"c3-e3", "c3xe5", "c3xe3xe3", "c3", "zz-c3", "c3-d3"} {
		if _, err := s.ParseMove(text); err == nil {
			t.Errorf("%q accepted", text)
		}
	}
}

func TestRepetitionDraw(t *testing.T) {
	m, err := game.NewMatch(Spec, game.Options{"hunters": "10"})
	if err != nil {
		t.Fatal(err)
	}
	shuffle := []string{"a4-a3", "c3-c2", "a3-a4", "c2-c3"}
	for round := 0; round < 2; round++ {
		for _, mv := range shuffle {
			if m.Outcome().Over {
				t.Fatalf("over after %d plies: %s", m.Ply(), m.Outcome().Reason)
			}
			if err := m.PlayString(mv); err != nil {
				t.Fatalf("%s: %v", mv, err)
			}
		}
	}
	if o := m.Outcome(); !o.IsDraw() {
		t.Fatalf("after the start came round three times: %+v, want a draw", o)
	}
}

func TestQuietCount(t *testing.T) {
	m, err := game.NewMatchFrom(Spec, low, "XXXXX/...../..HX./....X/XXX.. hunters 7")
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"a1-a2", "c3xe3"} {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	if got := m.State().String(); !strings.HasSuffix(got, " 0") {
		t.Errorf("after a capture: %q, want the count back to 0", got)
	}
	m.Undo()
	if got := m.State().String(); !strings.HasSuffix(got, " 8") {
		t.Errorf("after undoing the capture: %q, want 8", got)
	}
}

func TestEvaluatePrefersFewerCaptures(t *testing.T) {
	open := at(t, nil, "...../.X.X./..H../.X.../XXXXX hunters 0")
	closed := at(t, nil, "...../...../.XHX./.XXX./XXXXX hunters 0")
	if open.Evaluate() >= closed.Evaluate() {
		t.Errorf("hunters score an exposed formation %d, a tight one %d", open.Evaluate(), closed.Evaluate())
	}
}

func TestExplainRefusals(t *testing.T) {
	tests := []struct {
		opts     game.Options
		position string
		tries    map[string]string
	}{
		{nil, "...../...../X.H.X/XXXXX/XXXXX hunters 0", map[string]string{
			"c3":    "It is the hunters' turn: tap a hunter",
			"a4 a2": "Hunters never leap",
			"a5":    "This hunter has no empty point next to it",
			"b4 c3": "c3 is not empty",
			"a4 b3": "No line joins a4 and b3",
			"a3 a1": "Too far: a1 is not next to a3",
			"b4 a5": "This hunter has no empty point",
			// Found by fuzzing: a path going on after a point that is
			// not a leap away panicked with a negative shift.
			"a4 b1 a1": "Too far: b1 is not next to a4",
		}},
		{nil, "...../...../X.H.X/XXXXX/XXXXX hare 0", map[string]string{
			"a3":       "It is the hare's turn: tap the hare",
			"c3 c5":    "A leap must land on an empty point, and c5 is not empty",
			"c3 c4":    "c4 is not empty: to capture the hunter there, leap over it",
			"c3 c1":    "A leap goes over a hunter, and there is none on c2",
			"c3 a4":    "Too far: a4 is not next to c3",
			"c3 d3 e3": "A step ends the move: only a leap may be followed by another",
		}},
		{game.Options{"board": "modern"}, "...../...../X.H.X/XXXXX/XXXXX hare 0", map[string]string{
			"c3 d2": "No line joins c3 and d2",
			"c3 e5": "Too far: e5 is not next to c3",
		}},
		{nil, "X.H.X/..X../...../X.X.X/XXXXX hare 0", map[string]string{
			"c1 c3 d3": "After a leap the hare may only leap again: tap c3 again to stop there",
			"c1 c3 c5": "A leap must land on an empty point",
			"c1 c3 c1": "there is none on c2",
		}},
	}
	for _, tt := range tests {
		gametest.CheckRefusals(t, at(t, tt.opts, tt.position), tt.tries)
	}
}
