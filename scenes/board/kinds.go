package board

import (
	"strings"

	"parlour/game"
)

// The names of a game's kinds of piece and how each moves, from its
// Kinds and Legend: shown on the play screen, the set-up board and the
// rules.

// KindName names kind k of g as a title: "Van Troop".
func KindName(g *game.Game, k int) string {
	if k <= 0 || k >= len(g.Kinds) {
		return ""
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
	return KindName(g, k) + ": " + g.Legend[k]
}
