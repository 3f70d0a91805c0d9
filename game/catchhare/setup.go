package catchhare

import "parlour/game"

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
		text, err := game.PositionText(r.Layout.Board, pieces, map[game.Piece]byte{{Owner: Hunters, Kind: kindHunter}: 'X', {Owner: Hare, Kind: kindHare}: 'H'}, sideNames[:], toMove, "0")
		if err != nil {
			return nil, err
		}
		return parse(opts, text)
	},
}
