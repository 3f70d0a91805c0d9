package scenes

import (
	"parlour/assets/sounds"
	"parlour/game"
	"parlour/scenes/internal/frames"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// frame is what the App gives the parts that make screens: ui.Host,
// the screen shown, to show one at once, and the notices of news.
type frame interface {
	ui.Host
	// Current returns the screen shown; Showing reports whether s is
	// shown or on its way.
	Current() ui.Scene
	Showing(s ui.Scene) bool
	// Tell shows a notice of kind k, news in the place of the older news
	// of its kind; Forget takes that news back (see frames.Kind).
	Tell(k frames.Kind, msg string)
	Forget(k frames.Kind)
	// Replace shows s at once in the place of the screen shown, without a
	// fade.
	Replace(s ui.Scene)
}

// stage is what the screens and the App's parts (the store, the games,
// sharing, the games by message, the following of other windows) ask:
// the frame, and what the screens add to ui.Host (the settings, the
// sounds, the language, a game to open or to share, the menu, the
// rules), which screens answers.
type stage interface {
	frame
	Settings() *saves.Settings
	SaveSettings()
	// Cue plays a sound at the end of the frame; CanVibrate says
	// whether the device can vibrate.
	Cue(s sounds.Sound)
	CanVibrate() bool
	// SetLanguage makes a language the player's choice and shows it once
	// loaded (screens.SetLanguage).
	SetLanguage(code string)
	Play(m *game.Match, seats []saves.Seat, replaced *game.Match, replacedSeats []saves.Seat)
	InProgress(g *game.Game) (*game.Match, []saves.Seat, bool)
	Share(m *game.Match)
	ShowMenu()
	ShowRules(g *game.Game, back ui.Scene)
}

// leaver is a screen that must stop work when it is left: the App tells
// it so at the end of a fade away from it, or when it stops with an
// error.
type leaver interface{ Leave() }
