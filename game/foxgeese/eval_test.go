package foxgeese

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
)

func TestEvaluate(t *testing.T) {
	tests := []struct {
		name          string
		better, worse string // the same side to move in both
	}{
		{"a capture waiting", position([]int{9, 1}, []int{16, 30}, "foxes", 0), position([]int{9, 1}, []int{23, 30}, "foxes", 0)},
		{"a goose taken", position([]int{9, 1}, []int{30}, "foxes", 0), position([]int{9, 1}, []int{29, 30}, "foxes", 0)},
		{"a free fox", position([]int{1, 17}, []int{2, 4, 5, 6, 8, 9, 10, 11, 12}, "foxes", 0),
			position([]int{1, 3}, []int{2, 4, 5, 6, 8, 9, 10, 11, 12}, "foxes", 0)},
		{"two threats for the geese", position([]int{17, 1}, []int{10, 24, 31}, "geese", 0),
			position([]int{17, 1}, []int{10, 3, 31}, "geese", 0)},
	}
	for _, tt := range tests {
		b, w := at(t, nil, tt.better).Evaluate(), at(t, nil, tt.worse).Evaluate()
		side := strings.Fields(tt.better)[1]
		if side == "geese" {
			b, w = -b, -w // compare from the foxes' side
		}
		if b <= w {
			t.Errorf("%s: %d is not better for the foxes than %d", tt.name, b, w)
		}
	}
}

func TestTactical(t *testing.T) {
	s := at(t, nil, position([]int{9, 1}, []int{16, 24, 18}, "foxes", 0))
	var want []string
	for _, m := range s.LegalMoves(nil) {
		if n := s.Tactical(m); n > 0 {
			want = append(want, s.MoveString(m))
			if got := strings.Count(s.MoveString(m), "x"); got != n {
				t.Errorf("Tactical(%s) = %d, want %d", s.MoveString(m), n, got)
			}
		} else if strings.Contains(s.MoveString(m), "x") {
			t.Errorf("capture %s is not tactical", s.MoveString(m))
		}
	}
	var got []string
	for _, m := range s.TacticalMoves(nil) {
		got = append(got, s.MoveString(m))
	}
	if !slices.Equal(sorted(got), sorted(want)) || len(got) != 3 {
		t.Errorf("TacticalMoves %v, want %v", got, want)
	}
	s.Apply(s.TacticalMoves(nil)[0])
	if got := s.TacticalMoves(nil); len(got) != 0 {
		t.Errorf("the geese have tactical moves %v", got)
	}
}

// TestAdvantageWording checks that the analysis's estimate says what it
// counts, the geese the foxes have captured, rather than "Foxes behind by
// 2 geese", which reads as if the geese were pieces up.
func TestAdvantageWording(t *testing.T) {
	for _, tt := range []struct {
		who   string
		score int
		want  string
	}{
		{"Foxes", -2 * wGoose, "Foxes behind by about 2 captured geese"},
		{"Geese", wGoose, "Geese ahead by about 1 captured goose"},
	} {
		if got := game.Advantage(tt.who, tt.score, Spec.Unit); got != tt.want {
			t.Errorf("Advantage(%q, %d) = %q, want %q", tt.who, tt.score, got, tt.want)
		}
	}
}
