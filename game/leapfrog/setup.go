package leapfrog

import (
	"errors"
	"fmt"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// setupSpec builds positions on a set-up board: pieces of the version's
// kinds (they belong to nobody), every score at 0, no chain under way.
var setupSpec = &game.Setup{
	Palette: func(opts game.Options) []game.Piece {
		if opts[OptVersion] != "coloured" {
			return []game.Piece{{Owner: game.NoPlayer, Kind: kindPiece}}
		}
		return []game.Piece{
			{Owner: game.NoPlayer, Kind: kindGreen}, {Owner: game.NoPlayer, Kind: kindRed},
			{Owner: game.NoPlayer, Kind: kindYellow}, {Owner: game.NoPlayer, Kind: kindWhite},
		}
	},
	Arrange: func(opts game.Options, pieces []game.Piece, toMove game.Player) (game.State, error) {
		r, err := rulesOf(opts)
		if err != nil {
			return nil, err
		}
		if toMove < 0 || int(toMove) >= r.players {
			return nil, errors.New(lang.T("player %d to move: the game has %d players", toMove+1, r.players))
		}
		rows, err := game.PieceRows(r.geo.board, pieces, func(p game.Piece) byte {
			if p.Owner != game.NoPlayer || int(p.Kind) >= int(numKinds) || (p.Kind == kindPiece) == r.coloured {
				return 0
			}
			return kindSymbol[p.Kind]
		})
		if err != nil {
			return nil, err
		}
		zero := "0"
		if r.coloured {
			zero = "0/0"
		}
		scores := strings.Repeat(","+zero, r.players)[1:]
		return parse(opts, fmt.Sprintf("%s %d %s -", rows, toMove+1, scores))
	},
}
