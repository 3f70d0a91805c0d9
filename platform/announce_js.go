//go:build js

package platform

import "syscall/js"

// LiveRegionID is the id of the page element, an ARIA live region, that
// receives announcements.
const LiveRegionID = "parlour-live"

// Announce writes a sentence into the page's ARIA live region so screen
// readers speak it. Without the element it does nothing.
func Announce(sentence string) {
	defer func() { _ = recover() }()
	el := js.Global().Get("document").Call("getElementById", LiveRegionID)
	if !el.Truthy() {
		return
	}
	// Clearing first makes a repeated sentence be spoken again.
	if el.Get("textContent").String() == sentence {
		el.Set("textContent", "")
	}
	el.Set("textContent", sentence)
}
