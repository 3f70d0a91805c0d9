package scenes

import (
	"parlour/assets/sounds"
	"parlour/game"
	"parlour/scenes/internal/frames"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// stage is what the App's parts (the store, the games, sharing, the games
// by message, the following of other windows) ask of the App: ui.Host,
// what the screens they make ask beyond it (the settings, a game to open
// or to share, the menu, the rules), the screen shown, and to show one at
// once.
type stage interface {
	ui.Host
	// The settings, a game opened, the game in progress, sharing, the
	// menu and the rules: what the screens' Hosts add to ui.Host.
	Settings() *saves.Settings
	SaveSettings()
	// Cue plays a sound at the end of the frame; CanVibrate says
	// whether the device can vibrate.
	Cue(s sounds.Sound)
	CanVibrate() bool
	// SetLanguage makes a language the player's choice and shows it once
	// loaded (App.SetLanguage).
	SetLanguage(code string)
	Play(m *game.Match, seats []saves.Seat, replaced *game.Match, replacedSeats []saves.Seat)
	InProgress(g *game.Game) (*game.Match, []saves.Seat, bool)
	Share(m *game.Match)
	ShowMenu()
	ShowRules(g *game.Game, back ui.Scene)
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

// leaver is a screen that must stop work when it is left: the App tells
// it so at the end of a fade away from it, or when it stops with an
// error.
type leaver interface{ Leave() }
