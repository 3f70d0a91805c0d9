// Package wartest builds positions of the Game of War for tests: the
// game's own tests and the lab's, which compare searches on it.
package wartest

import (
	"strings"
	"testing"

	"parlour/game/war"
)

// Kings stand far from the action, so that every test position has both.
var Kings = map[string]byte{"a1": 'K', "a10": 'k'}

// Position writes the position text of pieces (square to symbol, as in
// position text) and the Kings, with side to move; no machines are left
// to place.
func Position(pieces map[string]byte, side string) string {
	all := map[string]byte{}
	for sq, ch := range Kings {
		all[sq] = ch
	}
	for sq, ch := range pieces {
		all[sq] = ch
	}
	rows := make([]string, war.Ranks)
	for r := range rows {
		row := []byte(strings.Repeat(".", war.Files))
		for sq, ch := range all {
			if int(sq[1]-'1') == r && len(sq) == 2 || sq[1:] == "10" && r == 9 {
				row[sq[0]-'a'] = ch
			}
		}
		rows[war.Ranks-1-r] = string(row)
	}
	return strings.Join(rows, "/") + " " + side + " 0 0 - 0"
}

// State reads the position that Position writes, failing t if it cannot.
func State(t testing.TB, pieces map[string]byte, side string) *war.State {
	t.Helper()
	s, _, err := war.Spec.Position(nil, Position(pieces, side))
	if err != nil {
		t.Fatal(err)
	}
	return s.(*war.State)
}
