package foxgeese

import "parlour/game"

// setupSpec builds positions on a set-up board: foxes and geese, with no
// moves yet counted towards a draw.
var setupSpec = &game.Setup{
	Palette: func(game.Options) []game.Piece {
		return []game.Piece{{Owner: Foxes, Kind: kindFox}, {Owner: Geese, Kind: kindGoose}}
	},
	Arrange: func(opts game.Options, pieces []game.Piece, toMove game.Player) (game.State, error) {
		text, err := game.PositionText(rulesOf(opts).geo.board, pieces, map[game.Piece]byte{{Owner: Foxes, Kind: kindFox}: 'F', {Owner: Geese, Kind: kindGoose}: 'G'}, sideNames[:], toMove, "0")
		if err != nil {
			return nil, err
		}
		return parse(opts, text)
	},
}
