package game_test

import (
	"fmt"
	"reflect"
	"testing"

	"parlour/game"
	"parlour/game/leapfrog"
	"parlour/game/solitaire"
)

func TestTurns(t *testing.T) {
	tests := []struct {
		name  string
		g     *game.Game
		opts  game.Options
		moves []string
		want  []string // "player:text" of each turn
		round int      // the row of the move list the next move falls in
	}{
		{"a chain is one turn, stopped or ended", leapfrog.Spec, game.Options{leapfrog.OptPlayers: "3", leapfrog.OptSize: "6"},
			[]string{"xc3", "xe3", "xc5", "c1-c3", "c3-c5", "c6-c4", "e6-c6", "b6-d6", "e5-c5", "c5-c3", "stop"},
			[]string{"0:xc3", "1:xe3", "2:xc5", "0:c1-c3-c5", "1:c6-c4", "2:e6-c6", "0:b6-d6", "1:e5-c5-c3"}, 3},
		{"a chain under way is the last turn", leapfrog.Spec, game.Options{leapfrog.OptPlayers: "3", leapfrog.OptSize: "6"},
			[]string{"xc3", "xe3", "xc5", "c1-c3"},
			[]string{"0:xc3", "1:xe3", "2:xc5", "0:c1-c3"}, 2},
		{"one player's moves stay apart", solitaire.Spec, nil,
			[]string{"5-17", "12-10"},
			[]string{"0:5-17", "0:12-10"}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := game.NewMatch(tt.g, tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			for i, mv := range tt.moves {
				if err := m.PlayString(mv); err != nil {
					t.Fatal(err)
				}
				// The last turn alone is the last of all the turns.
				turns := m.Turns()
				last, ok := m.LastTurn()
				if !ok || !reflect.DeepEqual(last, turns[len(turns)-1]) {
					t.Fatalf("after %v: last turn %+v, want %+v", tt.moves[:i+1], last, turns[len(turns)-1])
				}
			}
			var got []string
			for _, tr := range m.Turns() {
				got = append(got, fmt.Sprintf("%d:%s", tr.Player, tr.Text))
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("turns %q, want %q", got, tt.want)
			}
			if r := m.Round(); r != tt.round {
				t.Errorf("Round() = %d, want %d", r, tt.round)
			}
		})
	}
}

// TestTurnPath checks that a chain's path runs through every landing once.
func TestTurnPath(t *testing.T) {
	m, err := game.NewMatch(leapfrog.Spec, game.Options{leapfrog.OptPlayers: "3", leapfrog.OptSize: "6"})
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"xc3", "xe3", "xc5", "c1-c3", "c3-c5"} {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	last, _ := m.LastTurn()
	var names []string
	for _, p := range last.Path {
		names = append(names, m.State().Board().Point(p).Name)
	}
	if want := []string{"c1", "c3", "c5"}; !reflect.DeepEqual(names, want) {
		t.Errorf("path %v, want %v", names, want)
	}
	if _, ok := (&game.Match{}).LastTurn(); ok {
		t.Error("an empty match has a last turn")
	}
}
