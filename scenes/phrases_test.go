package scenes

import (
	"testing"

	"parlour/game"
	"parlour/game/harehounds"
)

// TestMoveSentences checks that the verb agrees with the mover: a plural
// seat, a singular seat, and a player's own name, always singular.
func TestMoveSentences(t *testing.T) {
	b := harehounds.Board
	a2, _ := b.Lookup("a2")
	b2, _ := b.Lookup("b2")
	tests := []struct {
		side game.Noun
		path []int
		text string
		want string
	}{
		{game.Plural("Hounds"), []int{a2, b2}, "a2-b2", "Hounds move a2 to b2."},
		{game.Singular("Hare"), []int{b2, a2}, "b2-a2", "Hare moves b2 to a2."},
		{game.Singular("Chris"), []int{b2, a2}, "b2-a2", "Chris moves b2 to a2."},
		{game.Singular("Player 2"), nil, "stop", "Player 2 plays stop."},
		{game.Plural("Geese"), nil, "stop", "Geese play stop."},
	}
	for _, tt := range tests {
		if got := moveSentence(tt.side, b, tt.path, tt.text); got != tt.want {
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

// TestTurnSentenceOwnNames checks the status line of a finished match: a
// player's own name is singular, whatever the seat's number.
func TestTurnSentenceOwnNames(t *testing.T) {
	m, err := game.NewMatchFrom(harehounds.Spec, nil, "..D/...DH/..D hare 0")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := turnSentence(m), "Hounds win: the hare is trapped."; got != want {
		t.Errorf("seat names: %q, want %q", got, want)
	}
	m.SetNames([]string{"Chris", "Sam"})
	if got, want := turnSentence(m), "Chris wins: the hare is trapped."; got != want {
		t.Errorf("own names: %q, want %q", got, want)
	}
}
