// Package platform holds everything that differs between the desktop and
// the browser: where small documents are stored, which languages the
// person prefers (Languages), how sentences reach a screen reader, where
// the AI runs (a goroutine, or a Web Worker in the browser: NewThinker),
// and the hooks browser tests use to find things on the canvas. The rest
// of Parlour calls the same functions everywhere.
package platform
