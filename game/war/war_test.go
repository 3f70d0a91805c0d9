package war_test

import (
	"slices"
	"strings"
	"testing"

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
