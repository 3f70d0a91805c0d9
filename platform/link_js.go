//go:build js

package platform

import "syscall/js"

// Link returns the part after '#' of the page's address, such as a link
// to a game ("play=harehounds&moves=b1-c1"), or "".
func Link() string {
	h := js.Global().Get("location").Get("hash").String()
	if len(h) > 0 && h[0] == '#' {
		h = h[1:]
	}
	return h
}

// ClearLink removes the part after '#' from the page's address once the
// app has opened what it named, so that a reload continues the game
// instead of opening the link again.
func ClearLink() {
	defer func() { _ = recover() }()
	g := js.Global()
	loc := g.Get("location")
	g.Get("history").Call("replaceState", js.Null(), "", loc.Get("pathname").String()+loc.Get("search").String())
}
