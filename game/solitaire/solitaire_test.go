package solitaire

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func start(t *testing.T, opts game.Options) *State {
	return gametest.Start[*State](t, Spec, opts)
}

func at(t *testing.T, opts game.Options, text string) *State {
	return gametest.At[*State](t, Spec, opts, text)
}

func play(t *testing.T, s game.State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(m)
	}
}

func moveTexts(s game.State) []string { return gametest.MoveTexts(s) }

// TestLeafletKey checks docs/rulebook.md, Peg Solitaire: the leaflet's key
// of 31 jumps ends with one peg, in hole 17, and the game's demo plays it.
func TestLeafletKey(t *testing.T) {
	if len(LeafletKey) != 31 {
		t.Fatalf("the key has %d jumps, want 31", len(LeafletKey))
	}
	if len(Spec.Demos) == 0 || !slices.Equal(Spec.Demos[0].Moves, LeafletKey) {
		t.Fatalf("the first demo is not the leaflet's key")
	}
	m, err := game.NewMatch(Spec, Spec.Demos[0].Options)
	if err != nil {
		t.Fatal(err)
	}
	for i, mv := range LeafletKey {
		if err := m.PlayString(mv); err != nil {
			t.Fatalf("jump %d: %v", i+1, err)
		}
	}
	s := m.State().(*State)
	if s.String() != ".../.../......./...o.../......./.../..." {
		t.Errorf("final position %q, want one peg in the centre", s.String())
	}
	if o := m.Outcome(); !o.Won(Player) || !strings.Contains(o.Reason, "hole 17") {
		t.Errorf("outcome %+v, want a win with one peg in hole 17", o)
	}
}

// TestShortestKey checks the second demo: 31 jumps in 18 classic moves,
// ending with one peg in hole 17.
func TestShortestKey(t *testing.T) {
	s := start(t, nil)
	play(t, s, ShortestKey...)
	if got := s.Describe(); got != "1 peg left · 18 moves" {
		t.Errorf("after the shortest key: %q, want one peg after 18 moves", got)
	}
	if o := s.Outcome(); !o.Won(Player) || !strings.Contains(o.Reason, "hole 17") {
		t.Errorf("outcome %+v", o)
	}
	if len(Spec.Demos) < 2 || !slices.Equal(Spec.Demos[1].Moves, ShortestKey) {
		t.Errorf("the second demo is not the shortest key")
	}
}

func TestStartMoves(t *testing.T) {
	tests := []struct {
		opts game.Options
		want []string
	}{
		{nil, []string{"5-17", "15-17", "19-17", "29-17"}},
		{game.Options{OptStart: "1"}, []string{"3-1", "9-1"}},
		{game.Options{OptBoard: BoardFrench}, []string{"4-6", "8-6", "19-6"}},
		{game.Options{OptBoard: BoardFrench, OptStart: "17"}, []string{"6-19", "17-19", "21-19", "32-19"}},
	}
	for _, tt := range tests {
		if got := moveTexts(start(t, tt.opts)); !slices.Equal(got, tt.want) {
			t.Errorf("%v: start moves %v, want %v", tt.opts, got, tt.want)
		}
	}
}

func TestGoal(t *testing.T) {
	tests := []struct {
		opts game.Options
		goal string // hole name, "" for anywhere
	}{
		{nil, "17"},
		{game.Options{OptStart: "1"}, "17"},
		{game.Options{OptBoard: BoardFrench}, "32"},
		{game.Options{OptBoard: BoardFrench, OptStart: "5"}, "32"}, // hole 5 is where the standard start is
		{game.Options{OptBoard: BoardFrench, OptStart: "17"}, "19"},
		{game.Options{OptGoal: GoalAnywhere}, ""},
	}
	for _, tt := range tests {
		s := start(t, tt.opts)
		got := ""
		if s.rules.goal != noCell {
			got = s.rules.board.Point(int(s.rules.point[s.rules.goal])).Name
		}
		if got != tt.goal {
			t.Errorf("%v: goal hole %q, want %q", tt.opts, got, tt.goal)
		}
	}
}

// TestChainCountsOnce checks the classic count: two jumps by the same peg
// make one move, and the description says so.
func TestChainCountsOnce(t *testing.T) {
	s := at(t, nil, ".../.../......./oo.o.../......./.../...")
	if got := s.Describe(); got != "3 pegs left · 0 moves" {
		t.Errorf("Describe() = %q", got)
	}
	play(t, s, "14-16")
	if got := s.Describe(); got != "2 pegs left · 1 move" {
		t.Errorf("after one jump: %q", got)
	}
	play(t, s, "16-18")
	if got := s.Describe(); got != "1 peg left · 1 move" {
		t.Errorf("after a chain of two jumps: %q", got)
	}
	if o := s.Outcome(); !o.Over || o.Won(Player) || !strings.Contains(o.Reason, "hole 18 instead of hole 17") {
		t.Errorf("outcome %+v, want over without a win", o)
	}
	s.Undo()
	if got := s.Describe(); got != "2 pegs left · 1 move" {
		t.Errorf("after undo: %q", got)
	}
	s2 := start(t, nil)
	play(t, s2, "5-17")
	if got := s2.Describe(); got != "31 pegs left · 1 move" {
		t.Errorf("after the first jump: %q", got)
	}
}

func TestOutcome(t *testing.T) {
	tests := []struct {
		opts   game.Options
		text   string
		over   bool
		win    bool
		reason string
	}{
		{nil, ".../.../......./...o.../......./.../...", true, true, "one peg left, in hole 17"},
		{nil, "o../.../......./......./......./.../..o", true, false, "no jump left: 2 pegs remain"},
		{nil, "o../.../......./......./......./.../...", true, false, "one peg left, but in hole 1 instead of hole 17"},
		{game.Options{OptGoal: GoalAnywhere}, "o../.../......./......./......./.../...", true, true, "one peg left, in hole 1"},
		{nil, "oo./.../......./......./......./.../...", false, false, ""},
	}
	for _, tt := range tests {
		o := at(t, tt.opts, tt.text).Outcome()
		if o.Over != tt.over || o.Won(Player) != tt.win || o.Reason != tt.reason {
			t.Errorf("%q: outcome %+v, want over=%v win=%v %q", tt.text, o, tt.over, tt.win, tt.reason)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	s := start(t, nil)
	tests := []struct{ text, want string }{
		{"5-17-29", "chain of 2 jumps: play it one jump at a time (5-17 17-29)"},
		{"5", "want a jump from-to"},
		{"5-40", `no hole "40"`},
		{"1-3", "hole 3 is not empty"},
		{"5-15", "in a straight line"},
		{"17-5", "hole 17 has no peg"},
		{"1-2", "not legal here: a peg jumps over one neighbour"}, // the tap's reason, within the sentence
		{"", "want a jump from-to"},
	}
	for _, tt := range tests {
		_, err := s.ParseMove(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseMove(%q) error %v, want one containing %q", tt.text, err, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, text := range []string{"", "ooo", "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/oox", ".../.../......./......./......./.../...", "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo/o"} {
		if _, err := parse(game.Options{}, text); err == nil {
			t.Errorf("parse(%q) gave no error", text)
		}
	}
}

func TestExplain(t *testing.T) {
	s := start(t, nil)
	tests := []struct {
		path []int
		want string
	}{
		{[]int{0}, "This peg cannot jump"},
		{[]int{16}, "That hole is empty"},
		{[]int{4}, ""},
		{[]int{0, 2}, "Hole 3 is not empty."},
		{[]int{12, 13}, "in a straight line"}, // from the end of a row to the start of the next
	}
	for _, tt := range tests {
		if got := s.Explain(tt.path); !strings.Contains(got, tt.want) || (tt.want == "" && got != "") {
			t.Errorf("Explain(%v) = %q, want %q", tt.path, got, tt.want)
		}
	}
}

// TestSymmetricKey checks that the four first jumps of the central game,
// which are turns of each other, share a key, and that the French board
// with the goal off-centre only identifies mirror images across its
// middle column.
func TestSymmetricKey(t *testing.T) {
	var keys []uint64
	for _, mv := range []string{"5-17", "15-17", "19-17", "29-17"} {
		s := start(t, nil)
		play(t, s, mv)
		keys = append(keys, s.SymmetricKey())
	}
	for _, k := range keys[1:] {
		if k != keys[0] {
			t.Errorf("first jumps have different keys: %x", keys)
		}
	}
	key := func(moves ...string) uint64 {
		s := start(t, game.Options{OptBoard: BoardFrench})
		play(t, s, moves...)
		return s.SymmetricKey()
	}
	if key("4-6") != key("8-6") {
		t.Errorf("mirror images on the French board have different keys")
	}
	a, b := at(t, game.Options{OptBoard: BoardFrench}, "ooo/ooooo/ooooooo/ooooooo/ooooooo/ooooo/..o"), at(t, game.Options{OptBoard: BoardFrench}, "..o/ooooo/ooooooo/ooooooo/ooooooo/ooooo/ooo")
	if a.SymmetricKey() == b.SymmetricKey() {
		t.Errorf("a position and its upside-down image share a key although the goal is off-centre")
	}
}

func TestHopeless(t *testing.T) {
	tests := []struct {
		text     string
		hopeless bool
	}{
		{"ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo", false},
		{"oo./.../......./......./......./.../...", true}, // wrong position class
		{".../.../......./.oo..../......./.../...", false},
		{"o.o/.../......./......./......./.../o.o", true},
	}
	for _, tt := range tests {
		if got := at(t, nil, tt.text).Hopeless(); got != tt.hopeless {
			t.Errorf("%q: Hopeless() = %v, want %v", tt.text, got, tt.hopeless)
		}
	}
}

// TestBoundTools checks the helpers of the solver on both boards: every
// region is a Merson region, every pagoda function keeps its condition,
// and the move bound of the standard start is 12 (eight corners and four
// L-shaped regions round the centre square).
func TestBoundTools(t *testing.T) {
	for _, l := range []*layout{english, french} {
		for _, r := range l.regions() {
			if !l.isMerson(r) {
				t.Errorf("region %x is not a Merson region", r)
			}
		}
	}
	for v, r := range variants {
		for i := range r.pagodas {
			if !r.pagodas[i].valid(r.layout) {
				t.Errorf("variant %v: pagoda %d breaks the pagoda condition", v, i)
			}
		}
	}
	if got := start(t, nil).MovesNeeded(); got != 12 {
		t.Errorf("MovesNeeded() at the start = %d, want 12", got)
	}
	if got := at(t, nil, ".../.../......./...o.../......./.../...").MovesNeeded(); got != 0 {
		t.Errorf("MovesNeeded() at the goal = %d, want 0", got)
	}
}
