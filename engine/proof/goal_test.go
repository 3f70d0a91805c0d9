package proof

import (
	"testing"

	"parlour/game"
)

func TestGoalText(t *testing.T) {
	hh := []game.Noun{game.Plural("Hounds"), game.Singular("Hare")}
	fg := []game.Noun{game.Plural("Foxes"), game.Plural("Geese")}
	war := []game.Noun{game.Singular("White"), game.Singular("Black")}
	one := []game.Noun{game.Singular("Player")}
	tests := []struct {
		seats []game.Noun
		goal  Goal
		text  string
	}{
		{hh, Goal{Kind: Win, Side: 0}, "Hounds to play and win"},
		{hh, Goal{Kind: Win, Side: 1}, "Hare to play and win"},
		{hh, Goal{Kind: MostTakes, Side: 1}, "Hare to move: take as many hounds as you can"},
		{fg, Goal{Kind: TakeIn, Side: 0, N: 3, K: 2}, "Foxes to take 2 geese in 3"},
		{fg, Goal{Kind: TakeIn, Side: 0, N: 2, K: 1}, "Foxes to take one of the geese in 2"},
		{fg, Goal{Kind: WinIn, Side: 1, N: 2}, "Geese to play and win in 2"},
		{hh, Goal{Kind: WinIn, Side: 0, N: MaxTurns}, "Hounds to play and win in 5"},
		{war, Goal{Kind: MaterialIn, Side: 0, N: 2, K: 1}, "White to win material in 2"},
		{war, Goal{Kind: MaterialIn, Side: 1, N: 1, K: 3}, "Black to win 3 pieces in 1"},
		{war, Goal{Kind: MostTakes, Side: 1}, "Black to move: score as many points as you can this turn"},
		{war, Goal{Kind: TakeIn, Side: 1, N: 1, K: 2}, "Black to take 2 points in 1"},
		{one, Goal{Kind: Clear}, "Clear the board from here"},
	}
	for _, tt := range tests {
		if got := tt.goal.Text(tt.seats); got != tt.text {
			t.Errorf("%+v: text %q, want %q", tt.goal, got, tt.text)
		}
		back, err := ParseGoal(tt.text, tt.seats)
		if err != nil || back != tt.goal {
			t.Errorf("ParseGoal(%q) = %+v, %v; want %+v", tt.text, back, err, tt.goal)
		}
	}
	for _, bad := range []string{"", "Hounds to play", "Hounds to play and win in 0", "Hounds to play and win in 6", "Hounds to play and win in 99", "Fox to play and win", "Clear the board from here"} {
		if g, err := ParseGoal(bad, hh); err == nil {
			t.Errorf("ParseGoal(%q) = %+v, want an error", bad, g)
		}
	}
}

// FuzzParseGoal checks that any text either fails to read as a goal or
// reads as one whose text is the same.
func FuzzParseGoal(f *testing.F) {
	for _, s := range []string{"Hounds to play and win", "Foxes to take 2 geese in 3", "White to win 3 pieces in 1", "Hare to move: take as many hounds as you can"} {
		f.Add(s)
	}
	seats := [][]game.Noun{
		{game.Plural("Hounds"), game.Singular("Hare")},
		{game.Plural("Foxes"), game.Plural("Geese")},
		{game.Singular("White"), game.Singular("Black")},
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, ss := range seats {
			g, err := ParseGoal(text, ss)
			if err != nil {
				continue
			}
			if back := g.Text(ss); back != text {
				t.Fatalf("ParseGoal(%q) = %+v, whose text is %q", text, g, back)
			}
		}
	})
}
