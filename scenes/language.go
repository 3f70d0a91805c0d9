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
// language than English waits for, and there only its first part; its
// second, the games' rules and lessons, follows the first frame
// (completeLanguage), and a screen of them waits for it (whenWhole). A
// language chosen later is loaded
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
// player is told why. In the page this is the catalog's first part alone
// when it is all the first screen needs (lang.LoadFirst); whole stands
// for a first screen of rules or of a lesson, which needs both.
func (s *screens) speakAtStart(forced string, whole bool) {
	lang.Use(nil)
	l, pseudo := s.chosenLanguage(forced)
	if pseudo {
		lang.Use(lang.Pseudo())
		return
	}
	load := lang.LoadFirst
	if whole {
		load = lang.Load
	}
	c, err := load(l)
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
	s.speech.chosen = loadLanguage(l)
}

// completeLanguage loads, beside the game, the second part of the
// catalog in use, the games' rules and lessons, when it lacks it: after
// the page's first frame. takeLanguage uses it once it has come.
func (s *screens) completeLanguage() {
	if lang.Whole() || s.speech.rest != nil {
		return
	}
	s.speech.rest = loadLanguage(lang.Current())
}

// loadLanguage loads language l's whole catalog beside the game.
func loadLanguage(l lang.Language) chan languageLoad {
	ch := make(chan languageLoad, 1)
	go func() {
		c, err := lang.Load(l)
		ch <- languageLoad{l, c, err}
		platform.Wake()
	}()
	return ch
}

// whenWhole opens a screen of rules or of a lesson: at once when the
// texts in use are whole, otherwise once the catalog's second part has
// come (completeLanguage), so that no such screen shows English to a
// player of another language. The last such screen asked for is the one
// opened, and only while the screen it was asked from is still shown.
func (s *screens) whenWhole(open func()) {
	if lang.Whole() || s.speech.gaveUp {
		open()
		return
	}
	from := s.Current()
	s.speech.waiting = func() {
		if s.Current() == from {
			open()
		}
	}
	s.completeLanguage()
	s.Announce(lang.T("Loading…"))
}

// speaking is what is on its way of the language spoken.
type speaking struct {
	chosen  chan languageLoad // the language the player chose (SetLanguage)
	rest    chan languageLoad // the second part of the one in use (completeLanguage)
	waiting func()            // opens the screen that waits for the rest (whenWhole)
	gaveUp  bool              // the rest could not be had: such screens open in English
}

// languageLoad is a language's catalog loaded, or why it could not be.
type languageLoad struct {
	l   lang.Language
	c   *lang.Catalog
	err error
}

// takeLanguage uses a language that has come (SetLanguage,
// completeLanguage), and reports whether the screen shown is to be laid
// out again: a language the player chose builds it again in it; the rest
// of the one in use changes nothing shown, and opens the screen that
// waited for it. A catalog that cannot be had is said, and a screen that
// waited opens in English.
func (s *screens) takeLanguage() bool {
	select {
	case got := <-s.speech.chosen:
		s.speech.chosen = nil
		if got.err != nil {
			s.Notify(lang.T("%s could not be loaded (%s).", got.l.Name, platform.PlayerReason(got.err)))
			return false
		}
		lang.Use(got.c)
		if r, ok := s.Current().(Reopener); ok {
			s.Replace(r.Reopen())
		}
		return true
	case got := <-s.speech.rest:
		s.speech.rest = nil
		switch {
		case got.err != nil:
			s.speech.gaveUp = true
			s.Notify(lang.T("%s: the rules and lessons could not be loaded (%s), so they are shown in English.", got.l.Name, platform.PlayerReason(got.err)))
		case lang.Current() == got.l && !lang.Whole():
			lang.Use(got.c)
		}
		if open := s.speech.waiting; open != nil {
			s.speech.waiting = nil
			open()
		}
		// The screen shown has no text of the rest (TestFirstPartScreens):
		// nothing of it changes.
		return false
	default:
		return false
	}
}
