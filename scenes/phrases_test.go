package scenes

import (
	"testing"

	"parlour/game"
	"parlour/game/harehounds"
)

func TestSentences(t *testing.T) {
	b := harehounds.Board
	a2, _ := b.Lookup("a2")
	b2, _ := b.Lookup("b2")
	if got, want := moveSentence("Hounds", b, []int{a2, b2}, "a2-b2"), "Hounds move a2 to b2."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := moveSentence("Hare", b, []int{b2, a2}, "b2-a2"), "Hare moves b2 to a2."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := moveSentence("Player 2", b, nil, "stop"), "Player 2 plays stop."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	two, one, four := []string{"Hounds", "Hare"}, []string{"Player"}, []string{"Ann", "Bob", "Cy", "Di"}
	tests := []struct {
		o     game.Outcome
		seats []string
		want  string
	}{
		{game.Win(0, "the hare is trapped"), two, "Hounds win: the hare is trapped."},
		{game.Win(1, "the hounds stalled for 10 moves"), two, "Hare wins: the hounds stalled for 10 moves."},
		{game.Draw("the same position occurred three times"), two, "Draw: the same position occurred three times."},
		{game.Win(0, "one peg is left, in the centre"), one, "Solved: one peg is left, in the centre."},
		{game.Draw("no jump left: 5 pegs remain"), one, "Game over: no jump left: 5 pegs remain."},
		{game.Outcome{Over: true, Winners: 0b1010, Reason: "no jump is left"}, four, "Bob and Di share the win: no jump is left."},
	}
	for _, tt := range tests {
		if got := outcomeSentence(tt.o, tt.seats); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
	if got := capitalize("the hare is trapped"); got != "The hare is trapped." {
		t.Errorf("capitalize: %q", got)
	}
}

func TestParseRulesText(t *testing.T) {
	src := "# Title\n\nFirst line\nsecond line.\n\n## Head\n- one\n  more\n- two\n\nLast."
	got := parseRulesText(src)
	want := []textBlock{
		{blockTitle, "Title"},
		{blockParagraph, "First line second line."},
		{blockHeading, "Head"},
		{blockBullet, "one more"},
		{blockBullet, "two"},
		{blockParagraph, "Last."},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d blocks %v, want %d", len(got), got, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("block %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}
