// Package platform holds everything that differs between the desktop and
// the browser: where small documents are stored, how sentences reach a
// screen reader, and the hooks browser tests use to find things on the
// canvas. It is the only package with build-tagged files; the rest of
// Parlour calls the same functions everywhere.
package platform
