// Package scenes is Parlour's user interface on top: the App, which
// implements ebiten.Game and runs one screen at a time with a short fade
// between them, and the screens around a game (the menu, the options, the
// rules and the Stopped screen), with links and game records opened or
// shared. The App is every screen's ui.Host: a screen asks it to speak,
// to show a notice or a dialog, to save the settings or to go to another
// screen, so that the screens below (play, setup) never import this
// package.
//
// The screens are packages by concern, each importing only those below
// it: ui (widgets, drawing, the Scene, the Context and the Host), board
// (the board widget and the pieces), play (the play screen), setup (the
// set-up board), and saves (the settings and the games in progress, in
// plain Go). It holds no rules: a screen turns input into moves through
// the board's Picker, hands them to a midend.Session and draws and
// announces what the Session reports.
package scenes
