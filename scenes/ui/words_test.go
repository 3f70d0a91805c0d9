package ui

import (
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/harehounds"
	"parlour/scenes/saves"
)

// TestSeatLabel names the seats on the options' buttons: the strongest
// level is Perfect only in a game the engine solves.
func TestSeatLabel(t *testing.T) {
	tests := []struct {
		g    *game.Game
		seat saves.Seat
		want string
	}{
		{harehounds.Spec, saves.Seat{AI: true, Level: engine.Hard}, "Hard AI"},
		{harehounds.Spec, saves.Seat{AI: true, Level: engine.Perfect}, "Perfect AI"},
		{&game.Game{ID: "big"}, saves.Seat{AI: true, Level: engine.Perfect}, "Expert AI"},
		{&game.Game{ID: "big"}, saves.Human, "Human"},
	}
	for _, tc := range tests {
		if got := SeatLabel(tc.g, tc.seat); got != tc.want {
			t.Errorf("%s, %v: label %q, want %q", tc.g.ID, tc.seat, got, tc.want)
		}
	}
}

// TestTurnSentenceOwnNames checks the status line of a finished match: a
// player's own name is singular, whatever the seat's number.
func TestTurnSentenceOwnNames(t *testing.T) {
	m, err := game.NewMatchFrom(harehounds.Spec, nil, "..D/...DH/..D hare 0")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := TurnSentence(m), "Hounds win: the hare is trapped."; got != want {
		t.Errorf("seat names: %q, want %q", got, want)
	}
	m.SetNames([]string{"Chris", "Sam"})
	if got, want := TurnSentence(m), "Chris wins: the hare is trapped."; got != want {
		t.Errorf("own names: %q, want %q", got, want)
	}
}
