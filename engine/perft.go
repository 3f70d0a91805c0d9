package engine

import "parlour/game"

// Perft counts the move sequences of length depth from s (perft, as chess
// engines call it); a game that ends sooner contributes nothing. The last
// ply is counted in bulk. s is left as it was.
func Perft(s game.State, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(s, depth, make([][]game.Move, depth+1))
}

// perft is Perft with a reusable move list per depth in bufs.
func perft(s game.State, depth int, bufs [][]game.Move) uint64 {
	moves := s.LegalMoves(bufs[depth][:0])
	bufs[depth] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		s.Apply(m)
		n += perft(s, depth-1, bufs)
		s.Undo()
	}
	return n
}
