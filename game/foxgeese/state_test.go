package foxgeese

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func TestStart(t *testing.T) {
	tests := []struct {
		opts  game.Options
		moves []string
	}{
		{nil, []string{"11-10", "11-5", "11-6", "9-10", "9-4", "9-5"}},
		{orthogonal, []string{"11-10", "11-6", "9-10", "9-4"}},
	}
	for _, tt := range tests {
		s, _, err := Spec.Start(tt.opts)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := s.String(), ".../.../GGF.FGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0"; got != want {
			t.Errorf("%v: start %q, want %q", tt.opts, got, want)
		}
		if got := sorted(moveTexts(s)); !slices.Equal(got, sorted(tt.moves)) {
			t.Errorf("%v: moves %v, want %v", tt.opts, got, tt.moves)
		}
		if g := s.(*State).Captured(); g != 0 {
			t.Errorf("%d geese captured at the start", g)
		}
	}
}

func TestCaptureApplyUndo(t *testing.T) {
	text := position([]int{9, 1}, []int{16, 24, 18, 33}, "foxes", 7)
	s := at(t, nil, text)
	hash := s.Hash()
	m, err := s.ParseMove("9x23x25")
	if err != nil {
		t.Fatal(err)
	}
	if got := s.MovePath(m); !slices.Equal(got, []int{hole(9), hole(23), hole(25)}) {
		t.Errorf("path %v", got)
	}
	s.Apply(m)
	want := position([]int{25, 1}, []int{18, 33}, "geese", 0)
	if got := s.String(); got != want {
		t.Errorf("after 9x23x25: %q, want %q", got, want)
	}
	if s.Score(Foxes) != 22 || s.Score(Geese) != 0 {
		t.Errorf("scores %d and %d, want 22 and 0", s.Score(Foxes), s.Score(Geese))
	}
	back := at(t, nil, want)
	if back.Hash() != s.Hash() {
		t.Errorf("hash after the capture differs from the parsed position's")
	}
	s.Undo()
	if s.String() != text || s.Hash() != hash {
		t.Errorf("undo gave %q, want %q", s.String(), text)
	}
}

func TestOutcomes(t *testing.T) {
	twelve := game.Options{OptGoal: "twelve"}
	// Foxes on 1 and 3 shut in by geese with cover behind them.
	shut := []int{2, 4, 5, 6, 8, 9, 10, 11, 12, 16, 17, 18}
	tests := []struct {
		name   string
		opts   game.Options
		text   string
		winner game.Player // game.NoPlayer with reason "" for a game going on
		reason string
	}{
		{"foxes trapped", nil, position([]int{1, 3}, shut, "foxes", 0), Geese, "trapped"},
		{"trapped on the last quiet ply", nil, position([]int{1, 3}, shut, "foxes", QuietLimit), Geese, "trapped"},
		{"trap waits for the foxes' turn", nil, position([]int{1, 3}, shut, "geese", 0), game.NoPlayer, ""},
		{"one fox free", nil, position([]int{1, 33}, shut, "foxes", 0), game.NoPlayer, ""},
		{"every goose captured", nil, position([]int{1, 3}, nil, "geese", 5), Foxes, "every goose"},
		{"twelve left", nil, position([]int{1, 3}, holes(22, 33), "geese", 0), game.NoPlayer, ""},
		{"twelve captured", twelve, position([]int{1, 3}, holes(22, 33), "geese", 0), Foxes, "captured 12"},
		{"thirteen left", twelve, position([]int{1, 3}, holes(21, 33), "geese", 0), game.NoPlayer, ""},
		// The last goose in the corner, with the foxes on both its lines
		// and no hole beyond it to jump to.
		{"geese cannot move", orthogonal, position([]int{2, 4}, []int{1}, "geese", 0), Foxes, "cannot move"},
		{"geese can move", nil, position([]int{2, 4}, []int{1}, "geese", 0), game.NoPlayer, ""},
		{"quiet limit", nil, position([]int{1, 3}, holes(22, 33), "foxes", QuietLimit), game.NoPlayer, "without a capture"},
		{"quiet before the limit", nil, position([]int{1, 3}, holes(22, 33), "foxes", QuietLimit-1), game.NoPlayer, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := at(t, tt.opts, tt.text)
			gametest.CheckOutcome(t, s, tt.winner, tt.reason)
		})
	}
}

func TestQuietCount(t *testing.T) {
	s := at(t, nil, position([]int{9, 1}, []int{16, 30}, "foxes", 0))
	for _, tt := range []struct {
		move  string
		quiet string
	}{
		{"1-2", " 1"}, {"30-29", " 2"}, {"9x23", " 0"},
	} {
		m, err := s.ParseMove(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(m)
		if !strings.HasSuffix(s.String(), tt.quiet) {
			t.Errorf("after %s: %q, want the quiet count%s", tt.move, s.String(), tt.quiet)
		}
	}
}

func TestRepetition(t *testing.T) {
	m, err := game.NewMatch(Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"9-4", "17-10", "4-9", "10-17", "9-4", "17-10", "4-9", "10-17"} {
		if m.Outcome().Over {
			t.Fatalf("over before %s: %s", mv, m.Outcome().Reason)
		}
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	// The start position, foxes to move, has now occurred three times.
	if o := m.Outcome(); !o.IsDraw() {
		t.Fatalf("outcome %+v, want a draw by repetition", o)
	}
}
