package scenes

import (
	"strings"

	"parlour/game"
)

// The legend of a game's pieces, from its Kinds, Looks and Legend: how
// each kind moves, said when a piece is picked up and listed with its
// look on the rules screen.

// kindName names kind k of g as a title: "Van Troop".
func kindName(g *game.Game, k int) string {
	if k <= 0 || k >= len(g.Kinds) {
		return ""
	}
	words := strings.Fields(g.Kinds[k])
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// pieceRule says how pc moves, "Cannon: any distance diagonally, like a
// bishop", or "" when g has no legend.
func pieceRule(g *game.Game, pc game.Piece) string {
	k := int(pc.Kind)
	if pc.Empty() || k >= len(g.Legend) || g.Legend[k] == "" {
		return ""
	}
	return kindName(g, k) + ": " + g.Legend[k]
}
