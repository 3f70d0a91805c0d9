package game

// Chainer is implemented by states in which one turn may take several
// moves, such as Leapfrog's chain of jumps made one jump at a time. A
// match's move list then shows such a turn as one entry.
type Chainer interface {
	// InChain reports whether the player to move is continuing a turn
	// begun by an earlier move.
	InChain() bool
	// ChainString writes the moves of one turn, oldest first, as one
	// entry in the game's notation ("f13-d13-b13-b15"). Only the board,
	// not the position, matters to it.
	ChainString(moves []Move) string
}

// Turn is one player's turn of a match: one move, or several in games
// whose turns may take more (see Chainer).
type Turn struct {
	Player Player // who made it
	Text   string // the turn in the game's notation
	Path   []int  // the points its moves touched, in order, without repeats of a landing
	Moves  []Move // its moves, oldest first
}

// Turns returns the turns on the board, oldest first; the last may still
// be under way.
func (m *Match) Turns() []Turn {
	return turnsFrom(m.Initial(), m.moves[:m.made])
}

// LastTurn returns the last turn on the board, which may still be under
// way; it reports false before the first move.
func (m *Match) LastTurn() (Turn, bool) {
	if m.made == 0 {
		return Turn{}, false
	}
	// Walk back to the move that began the turn, then forward over it.
	s := m.state.Clone()
	first := m.made
	for first > 0 {
		first--
		s.Undo()
		if c, ok := s.(Chainer); !ok || !c.InChain() {
			break
		}
	}
	turns := turnsFrom(s, m.moves[first:m.made])
	return turns[len(turns)-1], true
}

// turnsFrom groups moves, played from s, into turns; s is played on.
func turnsFrom(s State, moves []Move) []Turn {
	var out []Turn
	chainer, _ := s.(Chainer)
	for _, mv := range moves {
		if chainer == nil || !chainer.InChain() || len(out) == 0 {
			out = append(out, Turn{Player: s.ToMove(), Text: s.MoveString(mv)})
		}
		t := &out[len(out)-1]
		t.Moves = append(t.Moves, mv)
		for i, p := range s.MovePath(mv) {
			if i == 0 && len(t.Path) > 0 && t.Path[len(t.Path)-1] == p {
				continue
			}
			t.Path = append(t.Path, p)
		}
		s.Apply(mv)
		if len(t.Moves) > 1 {
			t.Text = chainer.ChainString(t.Moves)
		}
	}
	return out
}

// Rounds lays turns out in rows of one column per seat, as a move list
// numbers them, a new row starting whenever a turn's seat is not to the
// right of the row's last: each turn, a whole chain of jumps included,
// is one entry (its index in turns) in the column of the player who made
// it, and -1 marks a seat with no turn in the row.
func Rounds(turns []Turn, seats int) [][]int {
	var rows [][]int
	last := seats
	for i, t := range turns {
		col := int(t.Player)
		if col < 0 || col >= seats {
			col = 0
		}
		if col <= last {
			row := make([]int, seats)
			for j := range row {
				row[j] = -1
			}
			rows = append(rows, row)
		}
		rows[len(rows)-1][col] = i
		last = col
	}
	return rows
}

// Round returns the number, from 1, of the row of Rounds that the next
// move falls in: 16 when White is to move after fifteen rows of both
// sides' moves, 15 when Black is to move in the 15th. A chain of jumps
// under way goes on in its row.
func (m *Match) Round() int {
	turns := m.Turns()
	if c, ok := m.State().(Chainer); (!ok || !c.InChain()) && m.ToMove() >= 0 {
		turns = append(turns, Turn{Player: m.ToMove()})
	}
	return max(1, len(Rounds(turns, len(m.Seats()))))
}
