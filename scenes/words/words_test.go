package words

import (
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/harehounds"
	"parlour/scenes/ui"
)

// TestLevelLabel names the computer's levels: the strongest is Perfect
// only in a game the engine solves.
func TestLevelLabel(t *testing.T) {
	tests := []struct {
		g     *game.Game
		level engine.Level
		want  string
	}{
		{harehounds.Spec, engine.Hard, "Hard"},
		{harehounds.Spec, engine.Perfect, "Perfect"},
		{&game.Game{ID: "big"}, engine.Perfect, "Expert"},
		{nil, engine.Perfect, "Expert"},
	}
	for _, tc := range tests {
		if got := LevelLabel(tc.g, tc.level); got != tc.want {
			t.Errorf("%v, %v: label %q, want %q", tc.g, tc.level, got, tc.want)
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

// asker is a ui.Host that keeps the dialogs it is asked.
type asker struct{ asked []*ui.Dialog }

func (a *asker) Announce(string)        {}
func (a *asker) Notify(string)          {}
func (a *asker) Ask(d *ui.Dialog)       { a.asked = append(a.asked, d) }
func (a *asker) Invalidate()            {}
func (a *asker) InvalidateRect(ui.Rect) {}
func (a *asker) Go(ui.Scene)            {}

// TestConfirmNew starts a new game at once when nothing is at stake, and
// asks first, counting the moves, when something is.
func TestConfirmNew(t *testing.T) {
	m, err := game.NewMatch(harehounds.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	h, started := &asker{}, 0
	ConfirmNew(h, m, 0, func() { started++ })
	if started != 1 || len(h.asked) != 0 {
		t.Fatalf("nothing at stake: started %d times, asked %d", started, len(h.asked))
	}
	ConfirmNew(h, m, 2, func() { started++ })
	if started != 1 || len(h.asked) != 1 || !strings.Contains(h.asked[0].Text, "Hare and Hounds (2 moves played)") {
		t.Fatalf("two moves at stake: started %d times, asked %+v", started, h.asked)
	}
	h.asked[0].Buttons[0].Activate()
	if started != 2 {
		t.Errorf("New game did not start it")
	}
}
