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
