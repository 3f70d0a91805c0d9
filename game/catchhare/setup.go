package catchhare

import (
	"fmt"

	"parlour/game"
)

// setupSpec builds positions on a set-up board: hunters and one hare, with no
// moves yet counted towards a draw.
var setupSpec = &game.Setup{
	Palette: func(game.Options) []game.Piece {
		return []game.Piece{{Owner: Hunters, Kind: kindHunter}, {Owner: Hare, Kind: kindHare}}
	},
	Arrange: func(opts game.Options, pieces []game.Piece, toMove game.Player) (game.State, error) {
		r, err := RulesOf(opts)
		if err != nil {
			return nil, err
		}
		rows, err := game.PieceRows(r.Layout.Board, pieces, func(p game.Piece) byte {
			return map[game.Piece]byte{{Owner: Hunters, Kind: kindHunter}: 'X', {Owner: Hare, Kind: kindHare}: 'H'}[p]
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
