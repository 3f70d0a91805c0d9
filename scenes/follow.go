package scenes

import (
	"maps"
	"slices"
	"strings"

	"parlour/game"
	"parlour/platform"
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

// followStore shows what other windows saved since the last frame, and
// the game whose save was refused because one did.
func (a *App) followStore() {
	a.takeSaveNotices()
	if a.fading != 0 {
		return // followed once the screen shown is settled
	}
	var keys []string
	if w, ok := a.cfg.Store.(platform.Watcher); ok {
		changed, all := w.Changed()
		if !all && len(changed) == 0 && len(a.refused) == 0 {
			return
		}
		if !all {
			keys = append(changed, slices.Sorted(maps.Keys(a.refused))...)
		}
	} else if len(a.refused) == 0 && a.ctx.Wall-a.polledAt < storePoll {
		return
	}
	a.polledAt = a.ctx.Wall
	changed := a.saves.Changed(keys)
	refused := a.refused
	a.refused = nil
	if len(changed) == 0 {
		return
	}
	a.invalid = true
	for _, key := range changed {
		switch {
		case key == saves.KeySettings:
			a.settings = a.saves.LoadSettings()
		case key == saves.KeyPuzzles:
			a.puzzles = a.saves.LoadPuzzles()
		case strings.HasPrefix(key, saves.KeyMatch+"."):
			a.followGame(strings.TrimPrefix(key, saves.KeyMatch+"."), refused[key])
		case strings.HasPrefix(key, saves.ByMessageKey("")):
			a.followLetterSave(strings.TrimPrefix(key, saves.ByMessageKey("")), refused[key])
		}
	}
	if m, ok := a.cur.(*Menu); ok {
		a.cur = m.again()
		a.cur.Layout(&a.ctx)
	}
	a.takeSaveNotices()
}

// followGame shows game id's game as another window saved it, when the
// screen plays it live; refused says a save of this window was refused
// for it.
func (a *App) followGame(id string, refused bool) {
	p, ok := a.cur.(*play.Screen)
	if !ok || p.Session().Game().ID != id || a.letter != nil && a.letter.p == p {
		return
	}
	if _, replay := p.Session().Replaying(); replay {
		return
	}
	g, err := game.Lookup(id)
	if err != nil {
		return
	}
	m, seats, ok := a.saves.LoadMatch(g)
	if !ok {
		return // gone or unreadable: this window's game stays, and saves again at its next move
	}
	p.Leave()
	np := NewPlay(a, m, seats)
	a.cur = np
	np.Layout(&a.ctx)
	a.tellOtherWindow(refused)
}

// followLetterSave shows the game by message id as another window saved
// it, when the screen plays it.
func (a *App) followLetterSave(id string, refused bool) {
	l := a.letter
	if l == nil || a.cur != l.p || l.bm.ID != id {
		return
	}
	saved, ok := a.saves.Letter(id)
	if !ok {
		return
	}
	l.p.Leave()
	a.show(a.playLetter(saved.ByMessage, saved.Match, saved.Seats), true)
	a.cur.Layout(&a.ctx)
	a.tellOtherWindow(refused)
}

// tellOtherWindow says that the game on the screen is shown as another
// window saved it, in the place of an older notice saying so: the newer
// tells what happened last.
func (a *App) tellOtherWindow(refused bool) {
	a.notices = slices.DeleteFunc(a.notices, func(n string) bool {
		return n == otherWindowWords(true) || n == otherWindowWords(false)
	})
	a.Notify(otherWindowWords(refused))
}

// otherWindowWords tells the player that the game on the screen is shown
// as another window saved it; refused says that this window's last change
// was not saved for that.
func otherWindowWords(refused bool) string {
	if refused {
		return "Your last change to this game was not saved: " + platform.OtherWindow +
			" changed the game since. Here it is as it was left there; play on from here."
	}
	return "This game was changed in " + platform.OtherWindow + ". Here it is as it was left there."
}

// takeSaveNotices shows what the saves have to tell (a document of a
// newer version kept, a store that cannot be read), once each.
func (a *App) takeSaveNotices() {
	for _, n := range a.saves.Notices {
		if !a.told[n] {
			a.told[n] = true
			a.Notify(n)
		}
	}
	a.saves.Notices = nil
}
