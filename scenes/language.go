package scenes

import (
	"log"

	"parlour/lang"
	"parlour/platform"
	"parlour/scenes/ui"
)

// The language Parlour speaks: the one a debug option forces
// (Config.Language), else the one the player chose (Settings.Language)
// while it is offered, else the best of those offered for the browser's
// or the system's preferred languages (platform.Languages). A catalog is
// loaded at the start, before the first screen is built: at once where it
// is built in, a download in the page, which only a player of another
// language than English waits for. A language chosen later is loaded
// beside the game, and the screen shown is built again in it once it has
// come (Reopener), with nothing of the game lost: every screen keeps its
// state in the saves.

// Reopener is a screen that can be built again as it stands, so that a
// change of language shows at once.
type Reopener interface {
	Reopen() ui.Scene
}

// chosenLanguage returns the language to speak, and whether it is the
// pseudo-language, from the forced code and the settings.
func (s *screens) chosenLanguage(forced string) (l lang.Language, pseudo bool) {
	if forced == "pseudo" {
		return lang.English, true
	}
	if l, ok := lang.ByCode(forced); ok {
		return l, false
	}
	if forced != "" {
		log.Printf("parlour: language %q: not one Parlour speaks; English it is", forced)
	}
	for _, l := range lang.Offered() {
		if l.Code == s.Settings().Language {
			return l, false
		}
	}
	return lang.Match(platform.Languages(), lang.Offered()), false
}

// speakAtStart loads and uses the language to speak before the first
// screen is built. A catalog that cannot be had leaves English, and the
// player is told why.
func (s *screens) speakAtStart(forced string) {
	lang.Use(nil)
	l, pseudo := s.chosenLanguage(forced)
	if pseudo {
		lang.Use(lang.Pseudo())
		return
	}
	c, err := lang.Load(l)
	if err != nil {
		s.Notify(lang.T("%s could not be loaded (%s), so Parlour speaks English.", l.Name, platform.PlayerReason(err)))
		return
	}
	lang.Use(c)
}

// SetLanguage makes the language of code ("" to follow the browser or
// the system) the player's choice, saved, and loads it beside the game;
// takeLanguage shows it once it has come.
func (s *screens) SetLanguage(code string) {
	s.Settings().Language = code
	s.SaveSettings()
	l, _ := s.chosenLanguage("")
	ch := make(chan languageLoad, 1)
	s.speech = ch
	go func() {
		c, err := lang.Load(l)
		ch <- languageLoad{l, c, err}
		platform.Wake()
	}()
}

// speech brings the language the player chose (SetLanguage) once
// loaded; nil when none is on its way.
type speech chan languageLoad

// languageLoad is a language's catalog loaded, or why it could not be.
type languageLoad struct {
	l   lang.Language
	c   *lang.Catalog
	err error
}

// takeLanguage uses the language SetLanguage loaded, once it came, and
// reports whether it did: the screen shown is then built again in it,
// to be laid out.
func (s *screens) takeLanguage() bool {
	if s.speech == nil {
		return false
	}
	select {
	case got := <-s.speech:
		s.speech = nil
		if got.err != nil {
			s.Notify(lang.T("%s could not be loaded (%s).", got.l.Name, platform.PlayerReason(got.err)))
			return false
		}
		lang.Use(got.c)
		if r, ok := s.Current().(Reopener); ok {
			s.Replace(r.Reopen())
		}
		return true
	default:
		return false
	}
}
