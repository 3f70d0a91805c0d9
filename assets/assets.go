// Package assets holds what Parlour ships besides code and belongs to no
// one game: the app icon. Each game's rules text and the looks of its
// pieces live in its own package (game.Game.Rules and Looks). Fonts come
// from golang.org/x/image/font/gofont.
package assets

import _ "embed" // for the icon

//go:generate go run ./icon/gen -dir icon

// IconPNG is the 512×512 app icon, drawn by art.Icon and written by go
// generate.
//
//go:embed icon/icon-512.png
var IconPNG []byte
