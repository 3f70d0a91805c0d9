package board

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"parlour/game"
	"parlour/lang"
)

// The names of a game's kinds of piece and how each moves, from its
// Kinds and Legend: shown on the play screen, the set-up board and the
// rules.

// KindName names kind k of g as a title: "Van Troop". English gives
// each word a capital; another language only the first, as it writes
// its titles ("Troupe d’avant-garde").
func KindName(g *game.Game, k int) string {
	if k <= 0 || k >= len(g.Kinds) {
		return ""
	}
	if name := lang.T(g.Kinds[k]); name != g.Kinds[k] {
		r, n := utf8.DecodeRuneInString(name)
		return string(unicode.ToUpper(r)) + name[n:]
	}
	words := strings.Fields(g.Kinds[k])
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// PieceRule says how pc moves, "Cannon: any distance diagonally, like a
// bishop", or "" when g has no legend.
func PieceRule(g *game.Game, pc game.Piece) string {
	k := int(pc.Kind)
	if pc.Empty() || k >= len(g.Legend) || g.Legend[k] == "" {
		return ""
	}
	return lang.T("%s: %s", KindName(g, k), lang.T(g.Legend[k]))
}
