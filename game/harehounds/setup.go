package harehounds

import (
	"fmt"

	"parlour/game"
)

// setupSpec builds positions on a set-up board: three hounds and a hare, the
// stalling count at 0.
var setupSpec = &game.Setup{
	Palette: func(game.Options) []game.Piece {
		return []game.Piece{{Owner: Hounds, Kind: kindHound}, {Owner: Hare, Kind: kindHare}}
	},
	Arrange: func(opts game.Options, pieces []game.Piece, toMove game.Player) (game.State, error) {
		rows, err := game.PieceRows(Board, pieces, func(p game.Piece) byte {
			return map[game.Piece]byte{{Owner: Hounds, Kind: kindHound}: 'D', {Owner: Hare, Kind: kindHare}: 'H'}[p]
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
