package scenes

import "parlour/scenes/ui"

// stage is what the App's parts (the store, the games, sharing, the games
// by message, the following of other windows) ask of the App besides
// ui.Host: the screen shown, and to show one at once.
type stage interface {
	ui.Host
	// Current returns the screen shown; Showing reports whether s is
	// shown or on its way.
	Current() ui.Scene
	Showing(s ui.Scene) bool
	// Replace shows s at once in the place of the screen shown, without a
	// fade.
	Replace(s ui.Scene)
}

// leaver is a screen that must stop work when it is left: the App tells
// it so at the end of a fade away from it, or when it stops with an
// error.
type leaver interface{ Leave() }
