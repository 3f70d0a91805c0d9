package solitaire

import (
	"errors"

	"parlour/game"
	"parlour/lang"
)

// setupSpec builds positions on a set-up board: pegs in any holes.
var setupSpec = &game.Setup{
	Palette: func(game.Options) []game.Piece {
		return []game.Piece{{Owner: Player, Kind: kindPeg}}
	},
	Arrange: func(opts game.Options, pieces []game.Piece, toMove game.Player) (game.State, error) {
		if toMove != Player {
			return nil, errors.New(lang.T("Peg Solitaire has one player"))
		}
		r, _, err := setup(opts)
		if err != nil {
			return nil, err
		}
		rows, err := game.PieceRows(r.board, pieces, func(p game.Piece) byte {
			if p == (game.Piece{Owner: Player, Kind: kindPeg}) {
				return 'o'
			}
			return 0
		})
		if err != nil {
			return nil, err
		}
		return parse(opts, rows)
	},
}
