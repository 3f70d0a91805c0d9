package foxgeese

import (
	"fmt"

	"parlour/game"
)

// setupSpec builds positions on a set-up board: foxes and geese, with no
// moves yet counted towards a draw.
var setupSpec = &game.Setup{
	Palette: func(game.Options) []game.Piece {
		return []game.Piece{{Owner: Foxes, Kind: kindFox}, {Owner: Geese, Kind: kindGoose}}
	},
	Arrange: func(opts game.Options, pieces []game.Piece, toMove game.Player) (game.State, error) {
		rows, err := game.PieceRows(rulesOf(opts).geo.board, pieces, func(p game.Piece) byte {
			return map[game.Piece]byte{{Owner: Foxes, Kind: kindFox}: 'F', {Owner: Geese, Kind: kindGoose}: 'G'}[p]
		})
		if err != nil {
			return nil, err
		}
		side, err := game.SideWord(sideNames[:], toMove)
		if err != nil {
			return nil, err
		}
		return parse(opts, fmt.Sprintf("%s %s 0", rows, side))
	},
}
