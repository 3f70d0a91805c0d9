package scenes

import (
	"parlour/engine"
	"parlour/platform"
)

// noticer is a Thinker with news for the player, such as the browser's
// engine worker failing to start; Notice returns each message once.
type noticer interface{ Notice() string }

// Config is what the app needs from main.
type Config struct {
	Store    platform.Store        // where settings and the game in progress are kept
	Thinker  engine.Thinker        // runs AI moves and hints
	Announce func(string)          // speaks sentences to screen readers; may be nil
	Publish  func(*platform.Frame) // receives test-hook frames; may be nil
	// Scene, when set, names the first scene to show ("menu", "options",
	// "rules", "play", "setup", "learn" or "puzzles"), optionally with a
	// game ID after a colon ("play:harehounds"): a debug option for
	// screenshots.
	Scene string
	// ShowFPS draws the frame and update rates in a corner: a debug option.
	ShowFPS bool
	// Sound plays the sounds and vibrations (NewSpeaker); nil for none.
	Sound Speaker
	// Drawn, when set, is called once, in the update after the first
	// frame was drawn, when that frame is on the screen: what the start
	// put off can begin then.
	Drawn func()
	// Language, when set, is the code of a language to speak whether it
	// is offered or not ("fr"), or "pseudo" for the pseudo-language
	// (lang.Pseudo): a debug option for translators and screenshots.
	Language string
}
