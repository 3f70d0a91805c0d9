package game

// RetroSpace numbers every position of a two-player game densely, for the
// engine's exact retrograde solve (engine.RetroSolve). Positions are
// grouped into layers of consecutive indices such that no move leads to a
// later layer (in a capturing game: the number of pieces left), so layers
// are solved one after another. Every move passes the turn to the other
// player. Implementations must be safe for concurrent use.
type RetroSpace interface {
	// Layers returns the layer boundaries: layer i holds the indices from
	// b[i] up to b[i+1]-1, with b[0] = 0 and the last entry the number of
	// positions.
	Layers() []int64
	// Exits appends the position reached by each legal move from i that
	// leaves i's layer, and returns them with the number of moves that stay
	// within it. A move that ends the game with a win for the player making
	// it is RetroWin. No moves at all means the player to move has lost.
	// Every child outside i's layer lies in an earlier one.
	Exits(i int64, dst []int64) ([]int64, int)
	// Predecessors appends the positions of i's layer from which one move
	// leads to i, each once for every such move.
	Predecessors(i int64, dst []int64) []int64
}

// RetroWin stands for a move that wins at once in RetroSpace.Exits.
const RetroWin int64 = -1

// Retrograde is implemented by states of games too large for the engine's
// Solve whose positions are numbered for a retrograde solve instead (Catch
// the Hare); the command line's solve uses it for any game that offers it.
type Retrograde interface {
	State
	// RetroSpace returns the space that holds this position and every
	// position reachable from it.
	RetroSpace() (RetroSpace, error)
	// RetroIndex returns this position's index in sp, a space RetroSpace
	// returned, or false when the position is not in it (a finished game).
	RetroIndex(sp RetroSpace) (int64, bool)
	// RetroStarts returns other positions the same space holds that are
	// worth reporting with this one, such as the starts with fewer pieces.
	RetroStarts() []NamedState
}

// NamedState is a position with a name for reports: "start with 11
// hunters".
type NamedState struct {
	Name  string
	State State
}
