// Package e2e holds Parlour's end-to-end tests: the web app in headless
// Chromium, driven by real mouse events through the test hooks of the page
// (window.parlour), and the desktop program under a virtual X display.
//
// The tests need Debian's chromium, Xvfb and ImageMagick's import; without
// them they fail with the command that installs them. scripts/test runs
// them with everything else.
package e2e
