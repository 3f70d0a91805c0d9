package menu

import (
	"testing"

	"parlour/game"
	"parlour/game/puzzle/sets"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// host is the menu's Host in its tests: a fake.Host, with the games by
// message of its saves, that also remembers where the menu sent it.
type host struct {
	*fake.Host
	resumed *fake.Start   // the game Resume went back into last
	options *game.Game    // the game whose options were opened last
	learned *game.Game    // the game whose lesson was opened last
	letter  *saves.Letter // the game by message opened last
}

func newHost() *host { return &host{Host: fake.NewHost(platform.NewMemoryStore())} }

func (h *host) Resume(m *game.Match, seats []saves.Seat) {
	h.resumed = &fake.Start{Match: m, Seats: seats}
}

func (h *host) OpenOptions(g *game.Game)                { h.options = g }
func (h *host) Learn(g *game.Game, back ui.Scene)       { h.learned = g }
func (h *host) OpenPuzzles(g *game.Game, back ui.Scene) {}

// PuzzleGame returns the first game that has puzzles.
func (h *host) PuzzleGame() *game.Game {
	for _, f := range sets.All() {
		if g, err := game.Lookup(f.Game); err == nil {
			return g
		}
	}
	return nil
}

func (h *host) Letters() []saves.Letter      { return h.Saves.Letters() }
func (h *host) ResumeLetter(l saves.Letter)  { h.letter = &l }
func (h *host) RemoveLetter(id string) error { return h.Saves.RemoveLetter(id) }

// keepLetter keeps a game of Hare and Hounds by message between Ann,
// here, and Bo, whose move it is.
func keepLetter(t *testing.T, h *host) { keepLetterID(t, h, "abcd1234") }

// keepLetterID is keepLetter for the game of ID id.
func keepLetterID(t *testing.T, h *host, id string) {
	t.Helper()
	m := fake.Match(t, "b1-c1")
	m.SetNames([]string{"Ann", "Bo"})
	if err := h.Saves.SaveLetter(midend.ByMessage{ID: id, Mine: 0, Sent: 1}, m, midend.FriendSeats(2, 0)); err != nil {
		t.Fatal(err)
	}
}

// letterMenu returns the menu, laid out on a screen of 1100×760, of a
// host that keeps a game by message (keepLetter).
func letterMenu(t *testing.T) (*host, *Screen, *ui.Context) {
	t.Helper()
	h := newHost()
	keepLetter(t, h)
	m := New(h)
	c := context(1100, 760)
	m.Layout(c)
	return h, m, c
}

// context returns the context of a screen of w×h at UI scale 1.
func context(w, h float64) *ui.Context {
	return &ui.Context{W: w, H: h, S: 1, DSF: 1, Dt: 1.0 / 60, In: &ui.Frame{}}
}
