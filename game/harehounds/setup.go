package harehounds

import "parlour/game"

// setupSpec builds positions on a set-up board: three hounds and a hare, the
// stalling count at 0.
var setupSpec = &game.Setup{
	Palette: func(game.Options) []game.Piece {
		return []game.Piece{{Owner: Hounds, Kind: kindHound}, {Owner: Hare, Kind: kindHare}}
	},
	Arrange: func(opts game.Options, pieces []game.Piece, toMove game.Player) (game.State, error) {
		text, err := game.PositionText(Board, pieces, map[game.Piece]byte{{Owner: Hounds, Kind: kindHound}: 'D', {Owner: Hare, Kind: kindHare}: 'H'}, sideNames[:], toMove, "0")
		if err != nil {
			return nil, err
		}
		return parse(opts, text)
	},
}
