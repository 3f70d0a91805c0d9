package options

import (
	"parlour/game"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// host is the options' Host in their tests: a fake.Host that also
// remembers the lesson, the set-up board and the game by message it was
// asked to open.
type host struct {
	*fake.Host
	learned   *game.Game  // the game whose lesson Learn opened last
	setup     *setupAsked // what OpenSetup was asked last
	byMessage *fake.Start // the game StartByMessage was asked to start last
}

// setupAsked is what OpenSetup was asked.
type setupAsked struct {
	g     *game.Game
	opts  game.Options
	seats []saves.Seat
	names []string
	back  ui.Scene
}

func newHost() *host { return &host{Host: fake.NewHost(platform.NewMemoryStore())} }

func (h *host) Learn(g *game.Game, back ui.Scene) { h.learned = g }

func (h *host) Demo(g *game.Game, d game.Demo) (ui.Scene, error) { return nil, nil }

func (h *host) Resume(m *game.Match, seats []saves.Seat) {}

func (h *host) StartByMessage(m *game.Match, seats []saves.Seat) {
	h.byMessage = &fake.Start{Match: m, Seats: seats}
}

func (h *host) OpenSetup(g *game.Game, opts game.Options, seats []saves.Seat, names []string, back ui.Scene) {
	h.setup = &setupAsked{g: g, opts: opts, seats: seats, names: names, back: back}
}

// context returns the context of a screen of w×h at UI scale 1.
func context(w, h float64) *ui.Context {
	return &ui.Context{W: w, H: h, S: 1, DSF: 1, Dt: 1.0 / 60}
}
