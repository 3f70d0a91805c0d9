package scenes

import (
	"parlour/engine"
	"parlour/game"
	"parlour/lang"
	"parlour/midend"
	"parlour/scenes/play"
	"parlour/scenes/saves"
)

// sessions makes the app's play screens, each a thin frontend over a
// midend.Session that is given the engine, the store and the app's
// request IDs.
type sessions struct {
	stage    stage
	thinker  engine.Thinker
	store    *store
	requests uint64 // the engine requests made so far, which number them
}

// config returns what every Session of the app is given: the engine, the
// store and the app's request IDs.
func (ss *sessions) config() midend.Config {
	return midend.Config{Thinker: ss.thinker, Store: ss.store.saves, NewID: ss.nextID,
		SaveFailed: func(err error) string { return ss.store.saveFailed(saves.KeyMatch, err) }}
}

// nextID returns a fresh ID for an engine request.
func (ss *sessions) nextID() uint64 {
	ss.requests++
	return ss.requests
}

// screen returns the play screen for match m and its seats.
func (ss *sessions) screen(m *game.Match, seats []saves.Seat) *play.Screen {
	return play.New(ss.stage, midend.New(ss.config(), m, seats))
}

// start starts a new match of g with the remembered options and seats,
// saved, or says why it could not.
func (ss *sessions) start(g *game.Game) *play.Screen {
	opts, seats := ss.store.settings.For(g)
	m, err := game.NewMatch(g, opts)
	if err != nil {
		ss.stage.Notify(lang.T("The game could not be started: %s", err.Error()))
		return nil
	}
	p := ss.screen(m, seats)
	p.Session().Save()
	return p
}

// demo returns the play screen showing demo d of game g from its start,
// running.
func (ss *sessions) demo(g *game.Game, d game.Demo) (*play.Screen, error) {
	s, err := midend.NewReplay(ss.config(), g, d)
	if err != nil {
		return nil, err
	}
	return play.NewDemo(ss.stage, s), nil
}

// resume goes back into the game in progress m, which the next start then
// opens too.
func (ss *sessions) resume(m *game.Match, seats []saves.Seat) {
	ss.store.saves.NoteLast(m.Game().ID)
	ss.stage.Go(ss.screen(m, seats))
	ss.stage.Announce(lang.T("Continuing %s.", lang.T(m.Game().Name)))
}
