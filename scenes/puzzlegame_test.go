package scenes

import (
	"testing"

	"parlour/game"
	"parlour/midend"
	"parlour/platform"
)

// TestPuzzleGame checks which game's puzzles the menu's Puzzles opens:
// for a player who has played nothing the menu's first game (not the
// first set's by file name), else the game played last, and the game
// whose puzzles were played or chosen last before either.
func TestPuzzleGame(t *testing.T) {
	saved := func(id string) func(platform.Store) {
		return func(st platform.Store) {
			m := newMatch(t, id)
			data, err := midend.MarshalMatch(m, make([]midend.Seat, len(m.Seats())))
			if err != nil {
				t.Fatal(err)
			}
			st.Put("match."+id, data)
			st.Put("last", []byte(`"`+id+`"`))
		}
	}
	puzzled := func(id string) func(platform.Store) {
		return func(st platform.Store) { st.Put("puzzles", []byte(`{"version":2,"last":"`+id+`"}`)) }
	}
	tests := []struct {
		name string
		set  []func(platform.Store)
		want string
	}{
		{"nothing played", nil, "harehounds"},
		{"Fox and Geese played", []func(platform.Store){saved("foxgeese")}, "foxgeese"},
		{"Leapfrog's puzzles, then Fox and Geese", []func(platform.Store){saved("foxgeese"), puzzled("leapfrog")}, "leapfrog"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := platform.NewMemoryStore()
			for _, f := range tt.set {
				f(st)
			}
			a := NewApp(Config{Store: st})
			if g := a.s.PuzzleGame(); g == nil || g.ID != tt.want {
				t.Errorf("Puzzles opens %s, want %s", gameID(g), tt.want)
			}
		})
	}
}

// gameID returns g's ID, or "nothing".
func gameID(g *game.Game) string {
	if g == nil {
		return "nothing"
	}
	return g.ID
}
