package war

import (
	"errors"
	"fmt"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// setupSpec builds positions on a set-up board: every kind of piece of
// both sides, the Flying Machines included (a machine placed blocks its
// square), no en passant square and nothing counted towards a draw. Each
// side holds back from none to all the machines it has not placed;
// Arrange gives it all of them.
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
		return arrange(opts, pieces, toMove, nil)
	},
	Held: &game.Holding{
		Kind: Machine,
		Name: lang.Key("Flying Machines held"),
		Most: func(_ game.Options, pieces []game.Piece, p game.Player) int {
			if p != White && p != Black {
				return 0
			}
			return max(0, Machines-machinesOn(pieces)[p])
		},
	},
	ArrangeHeld: func(opts game.Options, pieces []game.Piece, toMove game.Player, held []int) (game.State, error) {
		if len(held) != 2 {
			return nil, fmt.Errorf("want the Flying Machines held by both sides, got %d counts", len(held))
		}
		return arrange(opts, pieces, toMove, held)
	},
}

// machinesOn counts each side's Flying Machines among pieces.
func machinesOn(pieces []game.Piece) [2]int {
	var placed [2]int
	for _, pc := range pieces {
		if pc.Kind == Machine && (pc.Owner == White || pc.Owner == Black) {
			placed[pc.Owner]++
		}
	}
	return placed
}

// arrange is the set-up board's position: pieces on the board, toMove to
// play and held[p] Flying Machines held by side p, or, when held is nil,
// every machine each side has not placed.
func arrange(opts game.Options, pieces []game.Piece, toMove game.Player, held []int) (game.State, error) {
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
	placed := machinesOn(pieces)
	var reserve [2]int
	for p, n := range placed {
		most := Machines - n
		if most < 0 {
			return nil, errors.New(sided(game.Player(p),
				lang.T("White has %d Flying Machines on the board, at most %d", n, Machines),
				lang.T("Black has %d Flying Machines on the board, at most %d", n, Machines)))
		}
		reserve[p] = most
		if held == nil {
			continue
		}
		switch h := held[p]; {
		case h < 0 || h > most && n == 0:
			return nil, errors.New(sided(game.Player(p),
				lang.T("White holds %d Flying Machines, want 0 to %d", h, most),
				lang.T("Black holds %d Flying Machines, want 0 to %d", h, most)))
		case h > most:
			return nil, errors.New(sided(game.Player(p),
				lang.T("White holds %d Flying Machines with %d on the board, at most %d", h, n, most),
				lang.T("Black holds %d Flying Machines with %d on the board, at most %d", h, n, most)))
		}
		reserve[p] = held[p]
	}
	text := fmt.Sprintf("%s %s %d %d - 0", rows, side, reserve[White], reserve[Black])
	st, err := parse(opts, strings.TrimSpace(text))
	if err != nil {
		return nil, err
	}
	return st, playable(st, pieces, toMove)
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
		return errors.New(lang.T("the board has no pieces: put some of each side's on it"))
	case !have[White] || !have[Black]:
		p := White
		if have[White] {
			p = Black
		}
		return errors.New(sided(p,
			lang.T("White has no piece on the board but Flying Machines: put one on it"),
			lang.T("Black has no piece on the board but Flying Machines: put one on it")))
	case st.ToMove() == game.NoPlayer || len(st.LegalMoves(nil)) == 0:
		// (A side with no move has lost: the game would be over at once.)
		return errors.New(sided(toMove,
			lang.T("White, to move, has no move: give White a piece that can move, or the move to the other side"),
			lang.T("Black, to move, has no move: give Black a piece that can move, or the move to the other side")))
	}
	return nil
}
