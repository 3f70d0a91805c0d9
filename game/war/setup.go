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
		st, err := parse(opts, strings.TrimSpace(text))
		if err != nil {
			return nil, err
		}
		return st, playable(st, pieces, toMove)
	},
}

// playable says why a position built on the set-up board cannot be
// played, or nil: each side needs a piece on the board besides its
// Flying Machines, and the side to move a move.
func playable(st game.State, pieces []game.Piece, toMove game.Player) error {
	var have [2]bool
	for _, pc := range pieces {
		if !pc.Empty() && pc.Kind != Machine {
			have[pc.Owner] = true
		}
	}
	switch {
	case !have[White] && !have[Black]:
		return fmt.Errorf("the board has no pieces: put some of each side's on it")
	case !have[White] || !have[Black]:
		p := White
		if have[White] {
			p = Black
		}
		return fmt.Errorf("%s has no piece on the board but Flying Machines: put one on it", sideNames[p])
	case st.ToMove() == game.NoPlayer || len(st.LegalMoves(nil)) == 0:
		// (A side with no move has lost: the game would be over at once.)
		return fmt.Errorf("%s, to move, has no move: give %s a piece that can move, or the move to the other side", sideNames[toMove], sideNames[toMove])
	}
	return nil
}
