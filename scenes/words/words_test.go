package words

import (
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/game/harehounds"
	"parlour/lang"
	"parlour/lang/langtest"
	"parlour/scenes/ui"
)

// TestLevelLabel names the computer's levels: the strongest is Perfect
// only where it plays the seat perfectly, in a game the engine solves or
// from a start its book covers (Catch the Hare's hunters, not its hare,
// and neither after the first move, where moves made by others may have
// left the book).
func TestLevelLabel(t *testing.T) {
	ch, err := game.Lookup("catchhare")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.NewMatch(ch, nil)
	if err != nil {
		t.Fatal(err)
	}
	start := m.State().Clone()
	after := start.Clone()
	after.Apply(after.LegalMoves(nil)[0])
	tests := []struct {
		g     *game.Game
		start game.State
		level engine.Level
		seats []game.Player
		want  string
	}{
		{harehounds.Spec, nil, engine.Hard, nil, "Hard"},
		{harehounds.Spec, nil, engine.Perfect, []game.Player{1}, "Perfect"},
		{&game.Game{ID: "big"}, nil, engine.Perfect, nil, "Expert"},
		{nil, nil, engine.Perfect, nil, "Expert"},
		{ch, start, engine.Perfect, []game.Player{0}, "Perfect"},
		{ch, start, engine.Perfect, []game.Player{1}, "Expert"},
		{ch, start, engine.Perfect, []game.Player{0, 1}, "Expert"},
		{ch, after, engine.Perfect, []game.Player{0}, "Expert"},
		{ch, start, engine.Medium, []game.Player{0}, "Medium"},
	}
	for _, tc := range tests {
		if got := LevelLabel(tc.g, tc.start, tc.level, tc.seats...); got != tc.want {
			t.Errorf("%v, %v, seats %v: label %q, want %q", tc.g, tc.level, tc.seats, got, tc.want)
		}
	}
	// In a match, the seat is judged from the position it began at.
	if err := m.PlayString(m.State().MoveString(m.State().LegalMoves(nil)[0])); err != nil {
		t.Fatal(err)
	}
	if got := MatchLevelLabel(m, engine.Perfect, 0); got != "Perfect" {
		t.Errorf("the hunters of a match begun at the start: %q, want Perfect", got)
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

// TestStrongestHelpInFrench checks that the help of the strongest level
// names the solved sides by their French names after a colon, where the
// English possessive ("the hunters'") would read as neither language.
func TestStrongestHelpInFrench(t *testing.T) {
	ch, err := game.Lookup("catchhare")
	if err != nil {
		t.Fatal(err)
	}
	start, _, err := ch.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	english := StrongestHelp(ch, nil, start, 1)
	if english != "Expert is the strongest search: from this start only the hunters' moves are solved." {
		t.Fatalf("in English: %q", english)
	}
	fr := langtest.Catalog(t, "fr")
	lang.Use(fr)
	got := StrongestHelp(ch, nil, start, 1)
	if !strings.HasSuffix(got, "Chasseurs.") || strings.Contains(got, "'") {
		t.Errorf("in French: %q", got)
	}
}

// TestLevelsTranslated checks that every level of the computer is named
// in each language a player may choose, not in English: its name is a
// text of the catalogs (levelNames).
func TestLevelsTranslated(t *testing.T) {
	for _, l := range lang.Offered()[1:] {
		c := langtest.Catalog(t, l.Code)
		for _, level := range engine.Levels {
			if !slices.Contains(levelNames, level.Label()) || !c.Has(level.Label()) {
				t.Errorf("%s does not translate the level %q", l.Name, level.Label())
			}
		}
	}
}
