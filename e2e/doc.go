// Package e2e holds Parlour's end-to-end tests: the web app in headless
// Chromium, driven by real mouse events through the test hooks of the page
// (window.parlour), its smoke test in Firefox ESR (over WebDriver BiDi)
// and WebKitGTK (over W3C WebDriver) as well, and the desktop program
// under a virtual X display.
//
// The tests need Debian's chromium, firefox-esr, webkit2gtk-driver, Xvfb
// and ImageMagick's import; without them they fail with the command that
// installs them. scripts/test runs them with everything else.
package e2e
