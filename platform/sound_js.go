//go:build js

package platform

import (
	"syscall/js"
	"time"
)

// StartAudio does nothing in the browser: the page can play once the
// player has made a gesture (AudioAllowed).
func StartAudio() {}

// AudioAllowed reports whether the app may make its audio context: the
// browser has the class (without it Ebitengine's audio ends the program)
// and the player has made a gesture on the page, before which a browser
// refuses to start a context and warns of it in the console.
func AudioAllowed() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	g := js.Global()
	if !g.Get("AudioContext").Truthy() && !g.Get("webkitAudioContext").Truthy() {
		return false
	}
	act := g.Get("navigator").Get("userActivation")
	if !act.Truthy() {
		// A browser without the API (Safari before 16.4): the sound
		// follows the app's own input, which is a gesture.
		return true
	}
	return act.Get("hasBeenActive").Truthy()
}

// AudioPlayed tells the page's loader that a sound of length d started:
// it runs the audio context until a second after the sound ends, and
// suspends it then (parlourSound in wasm/loader.js).
func AudioPlayed(d time.Duration) {
	defer func() { _ = recover() }()
	if f := js.Global().Get("parlourSound"); f.Type() == js.TypeFunction {
		f.Invoke(d.Milliseconds())
	}
}

// CanVibrate reports whether the browser has navigator.vibrate.
func CanVibrate() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return js.Global().Get("navigator").Get("vibrate").Type() == js.TypeFunction
}

// Vibrate shakes the phone for ms milliseconds, once the player has made
// a gesture (a browser refuses it before, with a warning).
func Vibrate(ms int) {
	defer func() { _ = recover() }()
	nav := js.Global().Get("navigator")
	if nav.Get("vibrate").Type() != js.TypeFunction {
		return
	}
	if act := nav.Get("userActivation"); act.Truthy() && !act.Get("hasBeenActive").Truthy() {
		return
	}
	nav.Call("vibrate", ms)
}

// AudioProbeChild does nothing in the browser.
func AudioProbeChild() {}
