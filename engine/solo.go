package engine

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"parlour/game"
)

// SoloResult is what the solo solver (SolveSolo, ShortestSolo) found from a
// position of a game of one player.
type SoloResult struct {
	Solvable bool
	Moves    []game.Move // a solution, first move first; nil when there is none
	Classic  int         // the solution's length in classic moves (chains count once)
	Shortest bool        // no solution has fewer classic moves
	Nodes    int64       // positions searched
}

// SoloMemo remembers positions proven dead (the goal cannot be reached
// from them) between searches of the same variant of a solo game, so that
// analysing one game move after move gets quicker. It is safe for
// concurrent use; searches sharing a memo take turns.
type SoloMemo struct {
	mu   sync.Mutex
	dead *soloKeySet
	// deep holds the searches for a shortest solution that ran out of
	// nodes (deepKey): asked again with the same limits, as a repeated
	// hint asks, they would only run out again.
	deep *soloKeySet
}

// soloMemoEntries bounds a memo: 8 to 16 bytes per entry, so at most
// about 64 megabytes (in the browser too) before it starts afresh.
const soloMemoEntries = 1 << 22

// NewSoloMemo returns an empty memo.
func NewSoloMemo() *SoloMemo {
	return &SoloMemo{dead: newSoloKeySet(soloMemoEntries), deep: newSoloKeySet(soloDeepEntries)}
}

// soloDeepEntries bounds a memo's searches that ran out: one a hint or
// a jump's value, so a few thousand cover a long session.
const soloDeepEntries = 1 << 14

// deepKey names a shortest search by its position, the point the move
// before it ended on and the limits that decide where it stops.
func deepKey(pos uint64, prevTo int, lim SoloLimits) uint64 {
	k := pos
	for _, v := range [...]uint64{uint64(int64(prevTo)), uint64(lim.Nodes), uint64(lim.FromMoves), uint64(lim.TableBits)} {
		k = (k ^ v) * 0x9e3779b97f4a7c15
		k ^= k >> 29
	}
	return k
}

var soloMemos = struct {
	sync.Mutex
	byVariant map[string]*SoloMemo
}{byVariant: map[string]*SoloMemo{}}

// memoFor returns the shared memo of a game variant.
func memoFor(id string, opts game.Options) *SoloMemo {
	soloMemos.Lock()
	defer soloMemos.Unlock()
	k := id + " " + opts.String()
	m, ok := soloMemos.byVariant[k]
	if !ok {
		m = NewSoloMemo()
		soloMemos.byVariant[k] = m
	}
	return m
}

// SoloLimits bound a solo search; zero values mean no limit (and a
// default table size).
type SoloLimits struct {
	Budget    time.Duration // time limit: 0 for none, below 0 already spent
	Nodes     int64         // node limit
	TableBits int           // the shortest search's table holds 2^TableBits positions
	// FromMoves starts the shortest search's deepening at this many moves
	// when that is more than the state's own lower bound, to find a
	// solution of at most that length quickly. The result is then not
	// marked Shortest, since shorter solutions were not looked for.
	FromMoves int
}

// soloTableBits sizes the shortest search's table: 2^22 entries of 9
// bytes.
const soloTableBits = 22

// SolveSolo decides whether the goal of a one-player game (a won
// outcome) can be reached from s, and finds a way when it can: a
// depth-first search that remembers dead positions in memo (nil for a
// fresh one), up to their symmetries when s is Symmetric, and skips
// positions a Pruner calls hopeless. s is left as it was. Running out of
// time or nodes gives an error.
func SolveSolo(ctx context.Context, s game.State, memo *SoloMemo, lim SoloLimits) (SoloResult, error) {
	if s.NumPlayers() != 1 {
		return SoloResult{}, fmt.Errorf("the solo solver needs a one-player game, not %d players", s.NumPlayers())
	}
	if memo == nil {
		memo = NewSoloMemo()
	}
	memo.mu.Lock()
	defer memo.mu.Unlock()
	x := &soloSolver{soloSearch: newSoloSearch(ctx, s.Clone(), lim.Budget, lim.Nodes), dead: memo.dead}
	ok := x.solve(0)
	if x.err != nil {
		return SoloResult{Nodes: x.nodes}, x.err
	}
	r := SoloResult{Solvable: ok, Nodes: x.nodes}
	if ok {
		r.Moves = reversedMoves(x.line)
		r.Classic = ClassicMoves(s, r.Moves, -1)
	}
	return r, nil
}

// ShortestSolo finds a solution from s with the fewest classic moves,
// where a move that starts on the point the previous one ended on (the
// same piece jumping on) is part of the same move. prevTo is that point
// for the move that led to s, or -1. The search deepens one move at a time
// from the state's MoveBounder bound, keeping a table of positions proven
// to need more moves than were left; report, when not nil, hears of every
// depth completed without a solution. s is left as it was. When the
// limits stop the search, the result holds the solution found so far,
// with Shortest false, and the error says why.
func ShortestSolo(ctx context.Context, s game.State, prevTo int, memo *SoloMemo, lim SoloLimits, report func(depth int, nodes int64)) (SoloResult, error) {
	any, err := SolveSolo(ctx, s, memo, lim)
	if err != nil || !any.Solvable {
		return any, err
	}
	any.Classic = ClassicMoves(s, any.Moves, prevTo)
	if memo == nil {
		memo = NewSoloMemo()
	}
	memo.mu.Lock()
	defer memo.mu.Unlock()
	if lim.TableBits <= 0 {
		lim.TableBits = soloTableBits
	}
	deep := deepKey(soloKey(s), prevTo, lim)
	if lim.Nodes > 0 && memo.deep.has(deep) {
		return any, errSoloStopped
	}
	x := &soloShortest{soloSearch: newSoloSearch(ctx, s.Clone(), lim.Budget, lim.Nodes), dead: memo.dead, table: newSoloBudgets(lim.TableBits)}
	x.nodes = any.Nodes
	depth := 0
	if x.bound != nil {
		depth = x.bound.MovesNeeded()
		if prevTo >= 0 && depth > 0 {
			// The piece that just moved may jump on for free, and that
			// chain can break into one of the regions the bound counts.
			depth--
		}
	}
	// A search that starts deeper than the bound finds a solution of at
	// most that many moves, which proves nothing about shorter ones.
	proven := lim.FromMoves <= depth
	depth = max(depth, lim.FromMoves)
	for ; depth < any.Classic; depth++ {
		x.line = x.line[:0]
		if prevTo >= 0 && x.chain(depth, prevTo, 0) || prevTo < 0 && x.node(depth, 0) {
			moves := reversedMoves(x.line)
			return SoloResult{Solvable: true, Moves: moves, Classic: ClassicMoves(s, moves, prevTo), Shortest: proven, Nodes: x.nodes}, nil
		}
		if x.err != nil {
			if x.err == errSoloStopped && lim.Nodes > 0 && x.nodes >= lim.Nodes {
				memo.deep.add(deep)
			}
			return SoloResult{Solvable: true, Moves: any.Moves, Classic: any.Classic, Nodes: x.nodes}, x.err
		}
		if report != nil {
			report(depth, x.nodes)
		}
	}
	any.Shortest, any.Nodes = proven, x.nodes
	return any, nil
}

func reversedMoves(line []game.Move) []game.Move {
	out := make([]game.Move, len(line))
	for i, m := range line {
		out[len(line)-1-i] = m
	}
	return out
}

// soloShortNodes bounds the shortest-solution search of an analysis, so
// that it only answers when the answer is quick (late in a game). In Peg
// Solitaire's central game it answers from 20 pegs on; at 300,000 nodes
// it answered from 21, and each earlier position (a hint in the opening)
// cost a third of a second natively and about 1.5 s in the browser's
// worker before it gave up.
const soloShortNodes = 100_000

// chooseSolo answers a request in a solo game (of one player): the
// first move of a solution, with Info.Verdict saying whether the goal can
// still be reached ("Solvable", "Solvable: 5 more moves at best") or how
// far back the game must be taken to make it reachable again ("Not
// solvable any more: undo 3 jumps to get back to a solvable position"),
// or that the search ran out of time before it could tell. When the goal
// is out of reach or the answer unknown, the reply still carries a legal
// move, the one the state's evaluation likes best, so a computer seat can
// play on. A level with a temperature plays the move its own short search
// chooses (see Params.Temperature), whatever the verdict.
func chooseSolo(ctx context.Context, req Request, m *game.Match, p Params, progress func(Reply), begin time.Time) (Reply, error) {
	s := m.State()
	memo := memoFor(req.Game, m.Options())
	lim := SoloLimits{Budget: max(p.Budget, 2*time.Second)}
	res, err := SolveSolo(ctx, s, memo, lim)
	if errors.Is(err, errSoloStopped) {
		// Too hard to decide in the time: still answer, with the move the
		// state's evaluation likes best, so that a computer seat plays on.
		return Reply{ID: req.ID, Final: true, Move: s.MoveString(bestEvaluated(s)), Info: Info{
			Nodes:   res.Nodes,
			Verdict: Verdict{Kind: VerdictUndecided},
			Elapsed: time.Since(begin),
			Note:    tableNote(s),
		}}, nil
	}
	if err != nil {
		return Reply{}, fmt.Errorf("solving the solo game: %w", err)
	}
	info := Info{Nodes: res.Nodes}
	var move game.Move
	if res.Solvable {
		info.Verdict = Verdict{Kind: VerdictSolvable}
		prevTo := -1
		if last, ok := m.LastMove(); ok {
			c := s.Clone()
			c.Undo()
			prevTo = lastPathPoint(c.MovePath(last))
		}
		if p.Exact && !p.Full {
			short, err := ShortestSolo(ctx, s, prevTo, memo, SoloLimits{Budget: lim.Budget, Nodes: soloShortNodes, TableBits: 18}, nil)
			if ctx.Err() != nil {
				return Reply{}, ctx.Err()
			}
			if err == nil && short.Shortest {
				res = short
				info.Verdict = Verdict{Kind: VerdictSolvableIn, N: short.Classic}
			}
			info.Nodes += short.Nodes
		}
		move = res.Moves[0]
		info.Depth = len(res.Moves)
		info.Score = MateScore - len(res.Moves)
		info.PV = soloLine(s, res.Moves)
	} else {
		back, err := undoToSolvable(ctx, m, memo, lim)
		switch {
		case errors.Is(err, errSoloStopped):
			info.Verdict = Verdict{Kind: VerdictUnsolvable}
		case err != nil:
			return Reply{}, fmt.Errorf("solving the solo game: %w", err)
		case back < 0:
			info.Verdict = Verdict{Kind: VerdictUnsolvableStart}
		default:
			info.Verdict = Verdict{Kind: VerdictUndo, N: back}
		}
		move = bestEvaluated(s)
	}
	if p.Temperature > 0 && p.Insight > 0 {
		mv, err := insightPick(ctx, s, p, req.Seed)
		if err != nil {
			return Reply{}, err
		}
		move = mv
	} else if p.Temperature > 0 {
		// A weaker level does not solve: it looks p.Depth jumps ahead,
		// where it sees a dead end as a loss, and chooses among the jumps
		// it likes with its temperature.
		mv, found, err := Search(ctx, s, nil, p, req.Seed, nil)
		if err != nil {
			return Reply{}, err
		}
		move = mv
		info.Depth, info.Score, info.PV = found.Depth, found.Score, found.PV
		info.Nodes += found.Nodes
	}
	info.Elapsed, info.Note = time.Since(begin), tableNote(s)
	return Reply{ID: req.ID, Final: true, Move: s.MoveString(move), Info: info}, nil
}

// undoToSolvable returns how many of the match's moves must be taken back
// to reach the latest position from which the goal can be reached, or -1
// when even the start is dead.
func undoToSolvable(ctx context.Context, m *game.Match, memo *SoloMemo, lim SoloLimits) (int, error) {
	c := m.State().Clone()
	deadline := time.Now().Add(lim.Budget) // the budget is for all the positions together
	for n := 1; n <= m.Ply(); n++ {
		c.Undo()
		if lim.Budget > 0 {
			lim.Budget = time.Until(deadline)
			if lim.Budget <= 0 {
				return 0, errSoloStopped
			}
		}
		r, err := SolveSolo(ctx, c, memo, lim)
		if err != nil {
			return 0, err
		}
		if r.Solvable {
			return n, nil
		}
	}
	return -1, nil
}

// bestEvaluated returns the legal move after which the state's
// evaluation is best, or the first legal move when it has none.
func bestEvaluated(s game.State) game.Move {
	s = s.Clone()
	moves := s.LegalMoves(nil)
	ev, ok := s.(Evaluator)
	if !ok {
		return moves[0]
	}
	best, bestScore := moves[0], 0
	for i, m := range moves {
		s.Apply(m)
		score := ev.Evaluate()
		s.Undo()
		if i == 0 || score > bestScore {
			best, bestScore = m, score
		}
	}
	return best
}

func soloLine(s game.State, moves []game.Move) []string {
	c := s.Clone()
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = c.MoveString(m)
		c.Apply(m)
	}
	return out
}
