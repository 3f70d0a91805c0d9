package catchhare

import (
	"slices"
	"testing"

	"parlour/game"
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

// TestThresholdChoices checks that the hare's threshold is offered in
// order, 5 to 11 hunters, and is 9 unless chosen.
func TestThresholdChoices(t *testing.T) {
	for _, o := range Spec.Options {
		if o.Key != OptThreshold {
			continue
		}
		var got []string
		for _, c := range o.Choices {
			got = append(got, c.Value)
		}
		if want := []string{"5", "6", "7", "8", "9", "10", "11"}; !slices.Equal(got, want) {
			t.Errorf("the threshold's choices are %v, want %v", got, want)
		}
		if o.Default() != "9" {
			t.Errorf("the threshold's default is %s, want 9", o.Default())
		}
		return
	}
	t.Fatal("no threshold option")
}

// TestAdvantageWording checks that the analysis's estimate reads as the
// captures the hare still needs, from either side.
func TestAdvantageWording(t *testing.T) {
	for _, tt := range []struct {
		who   string
		score int
		want  string
	}{
		{"Hare", -3 * evalHunter, "Hare behind by about 3 captures"},
		{"Hunters", evalHunter, "Hunters ahead by about 1 capture"},
	} {
		if got := game.Advantage(tt.who, tt.score, Spec.Unit); got != tt.want {
			t.Errorf("Advantage(%q, %d) = %q, want %q", tt.who, tt.score, got, tt.want)
		}
	}
}
