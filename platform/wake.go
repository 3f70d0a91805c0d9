package platform

import "sync/atomic"

var wakeFunc atomic.Pointer[func()]

// SetWake sets the function Wake calls: the app's way to ask for a frame
// while it rests (see scenes.App), as it draws nothing and reads nothing
// until input or a wake comes.
func SetWake(f func()) { wakeFunc.Store(&f) }

// Wake asks the app for a frame, for news that came from outside its
// frames: a link followed, a file read, the copy of a link confirmed, a
// message of the engine's worker. It is safe from any goroutine and does
// nothing before SetWake.
func Wake() {
	if f := wakeFunc.Load(); f != nil {
		(*f)()
	}
	wakeFrames()
}
