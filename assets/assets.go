// Package assets holds what Parlour ships besides code and belongs to no
// one game: the app icon and the emblems drawn on pieces. Each game's rules
// text lives in its own package (game.Game.Rules). Fonts come from
// golang.org/x/image/font/gofont.
package assets

import _ "embed" // for the icon

//go:generate go run ./icon/gen -dir icon

// IconPNG is the 512×512 app icon, drawn by art.Icon and written by go
// generate.
//
//go:embed icon/icon-512.png
var IconPNG []byte
