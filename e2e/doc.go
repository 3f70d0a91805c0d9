// Package e2e holds Parlour's end-to-end tests: the web app in headless
// Chromium, driven by real mouse events through the test hooks of the page
// (window.parlour), its smoke test in Firefox ESR (over WebDriver BiDi)
// and WebKitGTK (over W3C WebDriver) as well, and the desktop program
// under a virtual X display.
//
// The tests need Debian's chromium, firefox-esr, webkit2gtk-driver, Xvfb
// and ImageMagick's import; without them they fail with the command that
// installs them. scripts/test runs them with everything else.
//
// Tests that measure time or the machine's work (the start, idle cost,
// the engine's speed in the worker, memory) and the desktop program's
// (whose screenshots take the whole display) run one at a time, first;
// every other test calls t.Parallel and runs beside another, since most
// of their time is spent waiting on a browser.
package e2e
