// Package assets holds what Parlour ships besides code: the rules of each
// game in our own words, the app icon and the emblems drawn on pieces.
// Fonts come from golang.org/x/image/font/gofont.
package assets

import (
	"embed"
	"strings"
)

//go:generate go run ./icon/gen -dir icon

//go:embed rules/*.md
var rulesFS embed.FS

// Rules returns the rules text of the game with the given registry ID, in
// the simple format described in rules/README (headings start with "# "
// or "## ", list items with "- ", paragraphs are separated by blank
// lines). It reports false when the game has no rules text.
func Rules(gameID string) (string, bool) {
	if gameID == "" || strings.ContainsAny(gameID, "/\\.") {
		return "", false
	}
	b, err := rulesFS.ReadFile("rules/" + gameID + ".md")
	if err != nil {
		return "", false
	}
	return string(b), true
}

// IconPNG is the 512×512 app icon, drawn by art.Icon and written by go
// generate.
//
//go:embed icon/icon-512.png
var IconPNG []byte
