package game

// Perft counts the move sequences of length depth from s (perft, as chess
// engines call it); a game that ends sooner contributes nothing. It is
// Stockfish's proof of a move generator: the counts are pinned in each
// game's tests (gametest.Perft), so any change to the rules' moves shows.
// The last ply is counted in bulk. s is left as it was.
func Perft(s State, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(s, depth, make([][]Move, depth+1))
}

// perft is Perft with a reusable move list per depth in bufs.
func perft(s State, depth int, bufs [][]Move) uint64 {
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
