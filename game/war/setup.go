package war

import (
	"fmt"
	"strings"

	"parlour/game"
)

// setupSpec builds positions on a set-up board: every kind of piece of
// both sides, the Flying Machines included (a machine placed blocks its
// square; each side keeps the machines it has not placed), no en passant
// square and nothing counted towards a draw.
var setupSpec = &game.Setup{
	Palette: func(game.Options) []game.Piece {
		var out []game.Piece
		for _, p := range []game.Player{White, Black} {
			for k := 1; k < len(symbols); k++ {
				out = append(out, game.Piece{Owner: p, Kind: uint8(k)})
			}
		}
		return out
	},
	Arrange: func(opts game.Options, pieces []game.Piece, toMove game.Player) (game.State, error) {
		rows, err := game.PieceRows(Board, pieces, func(p game.Piece) byte {
			if p.Owner != White && p.Owner != Black || p.Kind == 0 || int(p.Kind) >= len(symbols) {
				return 0
			}
			return symbol(makeCell(p.Owner, int(p.Kind)))
		})
		if err != nil {
			return nil, err
		}
		side, err := game.SideWord([]string{"white", "black"}, toMove)
		if err != nil {
			return nil, err
		}
		var placed [2]int
		for _, pc := range pieces {
			if pc.Kind == Machine {
				placed[pc.Owner]++
			}
		}
		for p, n := range placed {
			if n > Machines {
				return nil, fmt.Errorf("%s has %d Flying Machines on the board, at most %d", sideNames[p], n, Machines)
			}
		}
		text := fmt.Sprintf("%s %s %d %d - 0", rows, side, Machines-placed[White], Machines-placed[Black])
		return parse(opts, strings.TrimSpace(text))
	},
}
