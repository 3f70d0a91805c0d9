// Package scenes is Parlour's user interface on top: the App, which
// implements ebiten.Game and runs one screen at a time with a short fade
// between them, and the wiring of the screens. The App is every screen's
// host: through the Host the screen defines (ui.Host and what it adds) a
// screen asks it to speak, to show a notice or a dialog, to save the
// settings, to open a game or to go to another screen. What it lays
// around the screen is in scenes/internal/frames (the picture drawn on
// change, the frames' rest, the notices and dialogs, the test hooks, into
// which each screen merges its own part); what the menu, the options and
// the rules ask beyond that is answered by the parts screens wires: the
// store (settings, puzzle records, damaged saves), the play screens'
// Sessions, the games by message, sharing links and records, and the
// following of other windows' saves.
//
// The screens are packages by concern, none importing another: menu,
// options, rules, stopped, play, setup, learn and puzzles (the last two
// in the shell of coached), on words (what several screens say of a
// game), board (the board widget and the pieces), ui (widgets, drawing,
// the Scene, the Context and the Host, knowing no game) and saves (the
// settings and the games kept, in plain Go). It holds no rules: a screen
// turns input into moves through the board's Picker, hands them to a
// midend.Session and draws and announces what the Session reports.
package scenes
