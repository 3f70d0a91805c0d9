// Package guard keeps a panic from stopping Parlour where it reads what
// others send (links, records, saves, settings, positions, table files)
// and in the frames of its screens: the panic becomes an error that the
// caller words like any bad input, and its stack goes to the log (the
// browser's console) for a bug report.
package guard

import (
	"log"
	"runtime/debug"
)

// Bug is the error a recovered panic becomes.
type Bug struct {
	Value any    // what was passed to panic
	Stack []byte // the goroutine's stack where it panicked
}

// BugText is what a Bug says, in English, in words that fit after
// "could not be opened:".
const BugText = "Parlour met an error of its own reading it (a bug; its details are in the log)"

// Words puts BugText in the player's language. Package game sets it to
// lang.T: guard cannot import lang, which reads its catalogs through
// tablefile and so through guard.
var Words = func(english string) string { return english }

// Error says what happened in the player's language (BugText, Words).
func (b *Bug) Error() string { return Words(BugText) }

// Logf prints a recovered panic; tests replace it to keep their output
// quiet or to see what was logged.
var Logf = log.Printf

// Recover, deferred, turns a panic of the function that defers it into a
// *Bug in *err, logged with what was being done. It must be called
// directly by defer.
func Recover(what string, err *error) {
	if v := recover(); v != nil {
		b := &Bug{Value: v, Stack: debug.Stack()}
		Logf("panic in %s: %v\n%s", what, v, b.Stack)
		*err = b
	}
}

// Call runs f, returning its error or, if it panics, a *Bug.
func Call(what string, f func() error) (err error) {
	defer Recover(what, &err)
	return f()
}

// Value runs f, returning its results or, if it panics, the zero value of
// T and a *Bug.
func Value[T any](what string, f func() (T, error)) (v T, err error) {
	defer Recover(what, &err)
	return f()
}
