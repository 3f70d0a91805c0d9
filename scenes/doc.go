// Package scenes is Parlour's user interface on top: the App, which
// implements ebiten.Game and runs one screen at a time with a short fade
// between them, and the wiring of the screens. The App answers ui.Host
// (to speak, to show a notice or a dialog, to draw again, to go to
// another screen); what it lays around the screen is in
// scenes/internal/frames (the picture drawn on change, the frames' rest,
// the notices and dialogs with the room they leave the screen, the test
// hooks, into which each screen merges its own part). What a screen asks
// beyond ui.Host, through the Host it defines, is answered by screens,
// the wiring: the settings, the sounds, the language, a game to open or
// share, from the parts it holds (the store of settings, puzzle records
// and damaged saves, the play screens' Sessions, the games by message,
// sharing links and records, and the following of other windows' saves).
//
// The screens are packages by concern, none importing another: menu,
// options, rules, stopped, play, setup, learn and puzzles (the last two
// in the shell of coached), on words (what several screens say of a
// game), cue (the sounds a screen plays, and when), board (the board widget and the pieces), ui (widgets, drawing,
// the Scene, the Context and the Host, knowing no game) and saves (the
// settings and the games kept, in plain Go). It holds no rules: a screen
// turns input into moves through the board's Picker, hands them to a
// midend.Session and draws and announces what the Session reports.
package scenes
