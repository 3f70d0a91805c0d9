package scenes

import (
	"parlour/game"
	"parlour/lang"
	"parlour/platform"
	"parlour/scenes/internal/frames"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// store is what the app keeps in its platform.Store through saves.Saves:
// the settings and the puzzle records, held in memory; and how a save
// that fails is told: once in the window's life, with a damaged save in
// the way offered for discarding, and a save another window's change
// refused noted for the following of other windows (windows).
type store struct {
	stage    stage
	layers   *frames.Layers
	saves    *saves.Saves
	settings saves.Settings
	puzzles  saves.Puzzles
	// keptDamaged holds the keys of damaged saves the player chose to
	// keep: until the next start they are not asked about again, and a
	// save they refuse is told by a notice alone.
	keptDamaged map[string]bool
	// told holds the notices about saving given once for the window's
	// life (storage refused, a document of a newer version); refused the
	// keys whose save another window's change refused (see windows).
	told    map[string]bool
	refused map[string]bool
}

// newStore returns the store of the App st, whose layers are l, on ps.
func newStore(st stage, l *frames.Layers, ps platform.Store) *store {
	return &store{stage: st, layers: l, saves: saves.NewSaves(ps), keptDamaged: map[string]bool{}, told: map[string]bool{}}
}

// open reads the settings, the puzzle records and the games kept in ps,
// shows what the saves have to tell (before the first frame, unspoken),
// offers to discard a damaged save that could not be put aside, and
// returns the game played last.
func (s *store) open(ps platform.Store) (*game.Match, []saves.Seat, bool) {
	s.settings = s.saves.LoadSettings()
	s.puzzles = s.saves.LoadPuzzles()
	s.saves.LoadAll()
	m, seats, ok := s.saves.LoadLast()
	if v, isV := ps.(platform.Volatile); isV && v.Volatile() != "" {
		s.saves.Notices = append(s.saves.Notices, platform.CantSave(v.Volatile()))
	}
	for _, n := range s.saves.Notices {
		s.told[n] = true
		s.layers.Notify(n)
	}
	s.saves.Notices = nil
	for _, d := range s.saves.Damaged() {
		s.offerDiscard(d)
	}
	return m, seats, ok
}

// saveSettings writes the settings, reporting a failure once. Settings
// another window saved since are kept, with this window's changes made
// on them (saves.Saves.SaveSettings).
func (s *store) saveSettings() {
	st, err := s.saves.SaveSettings(s.settings)
	s.settings = st
	if err != nil {
		s.stage.Notify(s.saveFailed(saves.KeySettings, err))
	}
}

// Puzzles returns the player's puzzle records, kept apart from the
// settings (saves.KeyPuzzles): the store is the puzzle screen's
// puzzles.Records.
func (s *store) Puzzles() *saves.Puzzles { return &s.puzzles }

// RecordPuzzles makes change on the puzzle records and writes them,
// reporting a failure once; another window's newer records are read
// again first, so that a puzzle played in each keeps both results.
func (s *store) RecordPuzzles(change func(*saves.Puzzles)) {
	p, err := s.saves.UpdatePuzzles(s.puzzles, change)
	s.puzzles = p
	if err != nil {
		s.stage.Notify(s.saveFailed(saves.KeyPuzzles, err))
	}
}

// takeNotices shows what the saves have to tell (a document of a newer
// version kept, a store that cannot be read), once each.
func (s *store) takeNotices() {
	for _, n := range s.saves.Notices {
		if !s.told[n] {
			s.told[n] = true
			s.stage.Notify(n)
		}
	}
	s.saves.Notices = nil
}

// saveFailed words a save refused by the store for a notice; a damaged
// save in the way is offered for discarding too, unless the player chose
// to keep it, and then the notice alone tells the refusal.
//
// A save refused because another window changed the game since is told
// by showing the game as that window left it (windows). A failure of the
// storage itself is told once in the window's life: the games go on in
// memory, and every move would say it again.
func (s *store) saveFailed(key string, err error) string {
	if stale, ok := saves.Stale(err); ok {
		if s.refused == nil {
			s.refused = map[string]bool{}
		}
		s.refused[stale] = true
		return ""
	}
	if d, ok := saves.KeptDamaged(err); ok {
		if s.keptDamaged[d.Key] {
			return saves.KeptFailure(key, d)
		}
		s.offerDiscard(d)
	}
	text := saves.SaveFailure(key, err)
	if s.told[text] {
		return ""
	}
	s.told[text] = true
	return text
}

// offerDiscard asks the player whether to discard a damaged save that
// could not be moved aside, saying what would be lost.
func (s *store) offerDiscard(d saves.Damaged) {
	if s.keptDamaged[d.Key] || s.layers.Asked(discardTitle(d)) {
		return
	}
	what := d.Subject()
	text := lang.T("%s could not be read, and there is no room to put it aside, so nothing can be saved in its place while it stays. "+
		"Discard it to save again? It will be lost for good. Keep it to decide later, for example after freeing some space.", what)
	if d.Key == saves.KeyMatch {
		// The single save of earlier versions: no game saves there now.
		text = lang.T("%s could not be read, and there is no room to put it aside. It blocks nothing: your games are saved as usual. "+
			"Discard it to free its room? It will be lost for good. Keep it to decide later.", what)
	}
	if d.Key == saves.KeySettings {
		text = lang.T("%s could not be read, and there is no room to put them aside, so your choices cannot be saved while they stay. "+
			"Discard them to save again? The usual choices are in use either way. Keep them to decide later, for example after freeing some space.", what)
	}
	discard, keep := lang.T("Discard it"), lang.T("Keep it")
	kept := lang.T("%s is kept. It stays until you discard it, and you are asked again at the next start.", d.Subject())
	if d.Key == saves.KeySettings {
		discard, keep = lang.T("Discard them"), lang.T("Keep them")
		kept = lang.T("%s are kept. They stay until you discard them, and you are asked again at the next start.", d.Subject())
	}
	s.stage.Ask(ui.NewDialog(discardTitle(d), text,
		ui.Choice{Label: discard, Action: func() { s.discard(d) }},
		ui.Choice{Label: keep, Action: func() {
			s.keptDamaged[d.Key] = true
			s.stage.Notify(kept)
		}}))
}

func discardTitle(d saves.Damaged) string {
	if d.Key == saves.KeySettings {
		return lang.T("Your saved settings are damaged")
	}
	if d.Key == saves.KeyPuzzles {
		return lang.T("Your puzzle ratings are damaged")
	}
	return lang.T("A saved game is damaged")
}

// discard deletes a damaged save the player chose to discard, and saves
// again what it stood in the way of.
func (s *store) discard(d saves.Damaged) {
	if err := s.saves.Discard(d.Key); err != nil {
		s.stage.Notify(lang.T("%s could not be discarded: %s. It is kept; you are asked again at the next start.", d.Subject(), platform.PlayerReason(err)))
		return
	}
	s.stage.Announce(lang.T("Discarded. Saving works again."))
	if d.Key == saves.KeySettings {
		s.saveSettings()
	} else if d.Key == saves.KeyPuzzles {
		s.RecordPuzzles(func(*saves.Puzzles) {})
	} else if p, ok := s.stage.Current().(*play.Screen); ok {
		p.Session().Save()
	}
}
