// Package wasm lists the texts of the web page around the game: what
// index.html and loader.js show before the game has started, or when it
// cannot start or has stopped. No Go runs in the page then, so the page
// speaks through a table of its own; its texts are keyed, like every
// other, by their English, and translated in locales/ beside this file,
// so that the catalogs' tests check them as they check the rest.
//
// A text here is formatted by the page, not by fmt: its placeholders
// are %s, or %[n]s where a translation reorders them (TestTexts).
package wasm

import "parlour/lang"

// Early lists the texts the loading screen shows while the game
// downloads. The site's build writes their translations into loader.js,
// for every language offered: they are shown at once, before anything
// else could arrive, and cost each visitor a few hundred bytes.
var Early = []string{
	lang.Key("Loading Parlour"), // the progress bar's label
	lang.Key("Loading…"),
	lang.Key("Loading %s of %s"), // each "%s MB"
	lang.Key("Loading %s"),
	lang.Key("%s MB"),
	lang.Key("Starting…"),
}

// Later lists the page's other texts: its error panel and the banner
// that offers a new version. The page reads them from the player's
// language's catalog (lang-fr.json), which it downloads at its start,
// beside the game, only for a player who reads another language than
// English: the program loads the same catalog before its first screen.
var Later = []string{
	// The error panel's heading, button and fold (index.html).
	lang.Key("Parlour could not start"),
	lang.Key("Reload"),
	lang.Key("Details"),
	// The banner of a new version (index.html).
	lang.Key("A new version of Parlour is ready."),
	lang.Key("Update"),
	lang.Key("Later"),
	// A download that failed (loader.js, downloadError).
	lang.Key("The game could not be downloaded (%s for %s)."),
	lang.Key("The game file is damaged or incomplete, so it cannot start. Reloading fetches it again."),
	lang.Key("The download of the game broke off. Check the connection and reload."),
	lang.Key("The game could not be downloaded. Check the connection and reload."),
	// A browser that lacks what the game needs.
	lang.Key("Parlour cannot run in this browser"),
	lang.Key("This browser cannot run WebAssembly, which Parlour is made of. " +
		"Try a current Firefox, Chrome, Edge or Safari. In Safari, WebAssembly is off in Lockdown Mode: " +
		"turn Lockdown Mode off for this site, or use another device."),
	lang.Key("This browser does not offer WebGL 2, which Parlour draws its boards with. " +
		"Try turning on hardware (graphics) acceleration in the browser's settings and restarting it, " +
		"updating the browser or the graphics driver, or a current Firefox, Chrome, Edge or Safari " +
		"(on an iPhone or iPad, iOS 15 or later)."),
	// A start that failed, and a program that stopped.
	lang.Key("Part of the page (wasm_exec.js) did not load. Please reload."),
	lang.Key("The game file does not match this page (an old copy may be cached). Please reload."),
	lang.Key("The game could not start. Please reload."),
	lang.Key("The game stopped with an error."),
	lang.Key("The game stopped with an error (exit code %s)."),
	lang.Key("The game closed before it started."),
	lang.Key("The page failed to start."),
	lang.Key("Parlour stopped"),
	lang.Key("Parlour stopped with an error. Your games were saved after every move: reload to go on."),
	lang.Key("Parlour stopped with an error (exit code %s). Your games were saved after every move: reload to go on."),
	lang.Key("Parlour closed"),
	lang.Key("Parlour has closed. Reload to play again."),
}

// NoScript is the text of the page's noscript block, for a browser that
// runs no script. The site's build writes its translations after it, each
// marked with its language: there is no script to choose one, and the
// five cost a visitor about 250 bytes.
var NoScript = lang.Key("Parlour needs JavaScript and WebAssembly. Please turn JavaScript on and reload the page.")
