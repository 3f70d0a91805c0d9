package harehounds

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func TestBoardGeometry(t *testing.T) {
	if got := Board.Len(); got != 11 {
		t.Fatalf("points = %d, want 11", got)
	}
	orth, diag := 0, 0
	for _, l := range Board.Lines() {
		a, b := Board.Point(l.A), Board.Point(l.B)
		if a.Col == b.Col || a.Row == b.Row {
			orth++
		} else {
			diag++
		}
	}
	if orth != 14 || diag != 8 {
		t.Errorf("lines: %d orthogonal, %d diagonal; want 14 and 8", orth, diag)
	}
	tests := []struct {
		name       string
		neighbours []string
	}{
		{"a2", []string{"b1", "b2", "b3"}},
		{"c2", []string{"b1", "b2", "b3", "c1", "c3", "d1", "d2", "d3"}},
		{"c1", []string{"b1", "c2", "d1"}},
		{"b2", []string{"a2", "b1", "b3", "c2"}},
		{"d2", []string{"c2", "d1", "d3", "e2"}},
		{"c3", []string{"b3", "c2", "d3"}},
		{"e2", []string{"d1", "d2", "d3"}},
		{"b1", []string{"a2", "b2", "c1", "c2"}},
	}
	for _, tt := range tests {
		p, ok := Board.Lookup(tt.name)
		if !ok {
			t.Fatalf("no point %s", tt.name)
		}
		var got []string
		for _, q := range Board.Neighbours(p) {
			got = append(got, Board.Point(q).Name)
		}
		slices.Sort(got)
		if !slices.Equal(got, tt.neighbours) {
			t.Errorf("neighbours of %s = %v, want %v", tt.name, got, tt.neighbours)
		}
	}
	if p := Board.Point(pointL); p.Col != 0 || p.Row != 1 {
		t.Errorf("L at (%d,%d), want (0,1)", p.Col, p.Row)
	}
}

func start(t *testing.T, opts game.Options) game.State {
	return gametest.Start[game.State](t, Spec, opts)
}

func at(t *testing.T, opts game.Options, text string) game.State {
	return gametest.At[game.State](t, Spec, opts, text)
}

func moveTexts(s game.State) []string { return gametest.MoveTexts(s) }

func TestStart(t *testing.T) {
	tests := []struct {
		opts  game.Options
		text  string
		moves []string
	}{
		{nil, "D../D...H/D.. hounds 0", []string{"a2-b2", "b1-c1", "b1-b2", "b1-c2", "b3-b2", "b3-c2", "b3-c3"}},
		{game.Options{"first": "hare"}, "D../D...H/D.. hare 0", []string{"e2-d1", "e2-d2", "e2-d3"}},
		{game.Options{"layout": "alternative"}, "D../D.H../D.. hounds 0", nil},
		{game.Options{"layout": "alternative", "first": "hare"}, "D../D.H../D.. hare 0", []string{"c2-c1", "c2-d1", "c2-b2", "c2-d2", "c2-c3", "c2-d3"}},
	}
	for _, tt := range tests {
		s := start(t, tt.opts)
		if got := s.String(); got != tt.text {
			t.Errorf("%v: start %q, want %q", tt.opts, got, tt.text)
		}
		if tt.moves == nil {
			continue
		}
		got, want := moveTexts(s), slices.Clone(tt.moves)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%v: moves %v, want %v", tt.opts, got, want)
		}
	}
}

func TestHoundsNeverMoveBackwards(t *testing.T) {
	// Hounds on c1, a2 and d2 may go forward or along their column, never
	// to a point with a smaller column.
	s := at(t, nil, ".D./D..D./.H. hounds 0")
	got := moveTexts(s)
	for _, m := range got {
		from, to, _ := strings.Cut(m, "-")
		if to[0] < from[0] {
			t.Errorf("backward hound move %s offered", m)
		}
	}
	for _, want := range []string{"d2-e2", "d2-d1", "d2-d3", "c1-d1", "a2-b1"} {
		if !slices.Contains(got, want) {
			t.Errorf("move %s missing from %v", want, got)
		}
	}
}

func TestOutcomes(t *testing.T) {
	escape := game.Options{"goal": "escape"}
	noStall := game.Options{"stalling": "off"}
	tests := []struct {
		name   string
		opts   game.Options
		text   string
		winner game.Player
		reason string
	}{
		{"hare trapped at the end", nil, "..D/...DH/..D hare 0", Hounds, "trapped"},
		{"hare reaches L", nil, "D.D/H..../..D hounds 0", Hare, "reached"},
		{"stalling", nil, "D../D...H/D.. hare 10", Hare, "stalled"},
		{"stalling off", noStall, "D../D...H/D.. hare 0", game.NoPlayer, ""},
		{"trap wins over stalling", nil, "..D/...DH/..D hare 10", Hounds, "trapped"},
		{"hounds cannot move", nil, "..D/H...D/..D hounds 0", Hare, "reached"},
		{"hounds stuck", escape, "..D/....D/.HD hounds 0", Hare, "got past"},
		{"gardner escape", escape, ".D./.H.D./..D hounds 0", Hare, "got past"},
		{"no escape while level", escape, ".D./..HD./..D hounds 0", game.NoPlayer, ""},
		{"reach needs L", nil, ".D./.H.D./..D hounds 0", game.NoPlayer, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := at(t, tt.opts, tt.text).Outcome()
			if tt.winner == game.NoPlayer {
				if o.Over {
					t.Fatalf("over (%s), want ongoing", o.Reason)
				}
				return
			}
			if !o.Over || o.Winner() != tt.winner || !strings.Contains(o.Reason, tt.reason) {
				t.Fatalf("outcome %+v, want winner %d for %q", o, tt.winner, tt.reason)
			}
		})
	}
}

func TestHoundsStuckLose(t *testing.T) {
	// Every hound on the far column or blocked: with the hare's goal to
	// reach L, the hounds lose because they cannot move.
	s := at(t, nil, "..D/...HD/..D hounds 0")
	if o := s.Outcome(); !o.Won(Hare) || !strings.Contains(o.Reason, "cannot move") {
		t.Fatalf("outcome %+v, want the hare to win because the hounds cannot move", o)
	}
}

func TestStallingCount(t *testing.T) {
	m, err := game.NewMatch(Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	// b1-c1 advances (count 0); then c1-c2 / c2-c1 shuffles never advance.
	play := []string{"b1-c1", "e2-d2", "c1-c2", "d2-e2", "c2-c1"}
	for _, mv := range play {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	if got := m.State().String(); !strings.HasSuffix(got, " 2") {
		t.Fatalf("after two non-advancing hound moves: %q, want stall count 2", got)
	}
	for i := 0; i < 8; i++ {
		if m.Outcome().Over {
			t.Fatalf("over after %d more shuffles: %s", i, m.Outcome().Reason)
		}
		hare := []string{"e2-d2", "d2-e2"}[i%2]
		hound := []string{"c1-c2", "c2-c1"}[i%2]
		if err := m.PlayString(hare); err != nil {
			t.Fatal(err)
		}
		if err := m.PlayString(hound); err != nil {
			t.Fatal(err)
		}
	}
	if o := m.Outcome(); !o.Won(Hare) || !strings.Contains(o.Reason, "stalled") {
		t.Fatalf("after 10 non-advancing moves: %+v, want the hare to win by stalling", o)
	}
}

func TestRepetitionWithoutStalling(t *testing.T) {
	m, err := game.NewMatch(Spec, game.Options{"stalling": "off"})
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"b1-c1", "e2-d2", "c1-c2", "d2-e2", "c2-c1", "e2-d2", "c1-c2", "d2-e2", "c2-c1"} {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	// The position after b1-c1 (hare to move) has now occurred three times.
	if o := m.Outcome(); !o.IsDraw() {
		t.Fatalf("outcome %+v, want a draw by repetition", o)
	}
	m.Undo()
	if m.Outcome().Over {
		t.Fatal("undoing the repeating move should reopen the game")
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", "3 fields"},
		{"D../D...H/D.. hounds", "3 fields"},
		{"D../D...H hounds 0", "rows"},
		{"D../D...HH/D.. hounds 0", "more than"},
		{"D../D...X/D.. hounds 0", "unknown piece"},
		{"D../D..../D.. hounds 0", "no hare"},
		{"DD./D...H/D.. hounds 0", "4 hounds"},
		{"D../D...H/D.. foxes 0", "side to move"},
		{"D../D...H/D.. hounds 11", "stalling count"},
		{"D../D...H/D.. hounds x", "stalling count"},
		{"D../H...H/D.. hounds 0", "more than one hare"},
	}
	for _, tt := range tests {
		_, err := parse(game.Options{"stalling": "on"}, tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parse(%q) = %v, want an error about %q", tt.text, err, tt.want)
		}
	}
	if _, err := parse(game.Options{"stalling": "off"}, "D../D...H/D.. hounds 3"); err == nil {
		t.Error("a stalling count with the rule off should be rejected")
	}
}

func TestParseMoveErrors(t *testing.T) {
	s := start(t, nil)
	tests := []struct{ text, want string }{
		{"a2", "want from-to"},
		{"a2-z9", "no such point"},
		{"e2-d2", "not legal"}, // the hare's move on the hounds' turn
		{"b1-a2", "not legal"}, // backwards
		{"a2-c2", "not legal"}, // not a line
	}
	for _, tt := range tests {
		if _, err := s.ParseMove(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseMove(%q) = %v, want an error about %q", tt.text, err, tt.want)
		}
	}
	if m, err := s.ParseMove(" A2-B2 "); err != nil || s.MoveString(m) != "a2-b2" {
		t.Errorf("ParseMove is not lenient about case and spaces: %v", err)
	}
}

func TestExplainRefusals(t *testing.T) {
	tests := []struct {
		position string
		tries    map[string]string
	}{
		{"D../D...H/D.. hounds 0", map[string]string{
			"e2":    "It is the hounds' turn: tap a hound",
			"a2 c2": "Too far: c2 is not next to a2",
			"b1 d1": "Too far: d1 is not next to b1",
		}},
		{".D./D..D./.H. hounds 0", map[string]string{
			"d2 c2": "Hounds never move back towards their own end",
			"c1 b1": "Hounds never move back",
		}},
		{".H./D...D/..D hounds 0", map[string]string{
			"e2":    "This hound could only go back",
			"d3 e2": "This hound could only go back",
		}},
		{"D../D..DH/... hare 0", map[string]string{
			"a2":    "It is the hare's turn: tap the hare",
			"e2 c2": "Too far: c2 is not next to e2",
			"e2 d2": "d2 is not empty",
		}},
	}
	for _, tt := range tests {
		gametest.CheckRefusals(t, at(t, nil, tt.position), tt.tries)
	}
}
