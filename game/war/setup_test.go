package war_test

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/war"
)

// TestSetupRefusesUnplayable checks that the set-up board refuses, with a
// reason, a position nobody can play: an empty board, a side with no
// piece on it but Flying Machines; and takes the start position.
func TestSetupRefusesUnplayable(t *testing.T) {
	start, _, err := war.Spec.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	all := game.PiecesOf(start)
	empty := make([]game.Piece, len(all))
	whiteOnly := make([]game.Piece, len(all))
	for p, pc := range all {
		if pc.Owner == war.White {
			whiteOnly[p] = pc
		}
	}
	machineOnly := append([]game.Piece(nil), whiteOnly...)
	machineOnly[0] = game.Piece{Owner: war.Black, Kind: war.Machine}
	tests := []struct {
		name   string
		pieces []game.Piece
		want   string // a part of the error; "" for none
	}{
		{"the start", all, ""},
		{"an empty board", empty, "the board has no pieces"},
		{"White alone", whiteOnly, "Black has no piece on the board"},
		{"Black's machine alone", machineOnly, "Black has no piece on the board"},
	}
	for _, tt := range tests {
		_, err := war.Spec.Setup.Arrange(game.Options{}, tt.pieces, war.White)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.want)
		}
	}
}

// TestSetupHeld checks that ArrangeHeld writes the Flying Machines each
// side holds as given, and refuses counts out of 0 to the machines the
// side has not placed.
func TestSetupHeld(t *testing.T) {
	start, _, err := war.Spec.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	all := game.PiecesOf(start)
	oneEach := append([]game.Piece(nil), all...)
	for p, pc := range oneEach {
		if pc.Empty() && oneEach[p+1].Empty() {
			oneEach[p] = game.Piece{Owner: war.White, Kind: war.Machine}
			oneEach[p+1] = game.Piece{Owner: war.Black, Kind: war.Machine}
			break
		}
	}
	tests := []struct {
		name   string
		pieces []game.Piece
		held   []int
		want   string // a part of the error; "" for none
	}{
		{"both held", all, []int{2, 2}, ""},
		{"none held", all, []int{0, 0}, ""},
		{"one and two", all, []int{1, 2}, ""},
		{"one placed, one held", oneEach, []int{1, 0}, ""},
		{"too many", all, []int{3, 2}, "White holds 3 Flying Machines, want 0 to 2"},
		{"fewer than none", all, []int{2, -1}, "Black holds -1 Flying Machines, want 0 to 2"},
		{"more than left", oneEach, []int{1, 2}, "Black holds 2 Flying Machines with 1 on the board, at most 1"},
		{"one side given", all, []int{2}, "held by both sides, got 1 counts"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := war.Spec.Setup.ArrangeHeld(game.Options{}, tt.pieces, war.White, tt.held)
			if tt.want != "" {
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("error %v, want one saying %q", err, tt.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for p, want := range tt.held {
				if got, _ := game.HeldOf(st, game.Player(p), war.Machine); got != want {
					t.Errorf("player %d holds %d, want %d (%q)", p+1, got, want, st.String())
				}
			}
			back, err := war.Spec.Parse(game.Options{}, st.String())
			if err != nil || back.String() != st.String() {
				t.Errorf("%q parses back as %v, %v", st.String(), back, err)
			}
		})
	}
	for p, want := range []int{1, 1} {
		if got := war.Spec.Setup.Held.Most(game.Options{}, oneEach, game.Player(p)); got != want {
			t.Errorf("player %d may hold %d with a machine placed, want %d", p+1, got, want)
		}
	}
}
