package scenes

import (
	"maps"
	"slices"
	"strings"

	"parlour/game"
	"parlour/lang"
	"parlour/platform"
	"parlour/scenes/internal/frames"
	"parlour/scenes/menu"
	"parlour/scenes/play"
	"parlour/scenes/saves"
)

// Other windows. Every tab of the site, and every copy of the desktop
// program on one folder, saves in the same store; package saves refuses a
// game's save that another window changed since this one read it, and
// merges the settings and puzzle records (scenes/saves/shared.go). The
// app follows what the others save: the game on the screen is shown as
// another window left it, the menu lists the games as they are saved.

// storePoll is how often, in seconds, a store that does not tell of
// other windows' writes (the desktop's folder) is read again for them.
const storePoll = 1.0

// windows follows what other windows save in the store the app shares
// with them.
type windows struct {
	stage    stage
	layers   *frames.Layers
	shared   platform.Store // the store, which may tell of other windows' writes
	store    *store
	sessions *sessions
	letters  *letters
	// polledAt is when the store was last read for other windows'
	// changes, in wall time.
	polledAt float64
}

// follow shows what other windows saved since the last frame, and the
// game whose save was refused because one did; wall is the real time,
// and settled says that no fade runs (what is saved is followed once the
// screen shown is settled).
func (w *windows) follow(wall float64, settled bool) {
	w.store.takeNotices()
	if !settled {
		return
	}
	var keys []string
	if wt, ok := w.shared.(platform.Watcher); ok {
		changed, all := wt.Changed()
		if !all && len(changed) == 0 && len(w.store.refused) == 0 {
			return
		}
		if !all {
			keys = append(changed, slices.Sorted(maps.Keys(w.store.refused))...)
		}
	} else if len(w.store.refused) == 0 && wall-w.polledAt < storePoll {
		return
	}
	w.polledAt = wall
	changed := w.store.saves.Changed(keys)
	refused := w.store.refused
	w.store.refused = nil
	if len(changed) == 0 {
		return
	}
	w.stage.Invalidate()
	for _, key := range changed {
		switch {
		case key == saves.KeySettings:
			w.store.settings = w.store.saves.LoadSettings()
		case key == saves.KeyPuzzles:
			w.store.puzzles = w.store.saves.LoadPuzzles()
		case strings.HasPrefix(key, saves.KeyMatch+"."):
			w.game(strings.TrimPrefix(key, saves.KeyMatch+"."), refused[key])
		case strings.HasPrefix(key, saves.ByMessageKey("")):
			w.letter(strings.TrimPrefix(key, saves.ByMessageKey("")), refused[key])
		}
	}
	if m, ok := w.stage.Current().(*menu.Screen); ok {
		w.stage.Replace(m.Again())
	}
	w.store.takeNotices()
}

// game shows game id's game as another window saved it, when the screen
// plays it live; refused says a save of this window was refused for it.
func (w *windows) game(id string, refused bool) {
	p, ok := w.stage.Current().(*play.Screen)
	if !ok || p.Session().Game().ID != id || w.letters.shown != nil && w.letters.shown.p == p {
		return
	}
	if _, replay := p.Session().Replaying(); replay {
		return
	}
	g, err := game.Lookup(id)
	if err != nil {
		return
	}
	m, seats, ok := w.store.saves.LoadMatch(g)
	if !ok {
		return // gone or unreadable: this window's game stays, and saves again at its next move
	}
	p.Leave()
	w.stage.Replace(w.sessions.screen(m, seats))
	w.tell(refused)
}

// letter shows the game by message id as another window saved it, when
// the screen plays it.
func (w *windows) letter(id string, refused bool) {
	l := w.letters.shown
	if l == nil || w.stage.Current() != l.p || l.bm.ID != id {
		return
	}
	saved, ok := w.store.saves.Letter(id)
	if !ok {
		return
	}
	l.p.Leave()
	w.letters.show(w.letters.play(saved.ByMessage, saved.Match, saved.Seats), true)
	w.tell(refused)
}

// tell says that the game on the screen is shown as another window saved
// it, in the place of an older notice saying so: the newer tells what
// happened last.
func (w *windows) tell(refused bool) { w.stage.Tell(frames.Windows, otherWindowWords(refused)) }

// otherWindowWords tells the player that the game on the screen is shown
// as another window saved it; refused says that this window's last change
// was not saved for that.
func otherWindowWords(refused bool) string {
	if refused {
		return lang.T("Your last change to this game was not saved: %s changed the game since. Here it is as it was left there; play on from here.", lang.T(platform.OtherWindow))
	}
	return lang.T("This game was changed in %s. Here it is as it was left there.", lang.T(platform.OtherWindow))
}
