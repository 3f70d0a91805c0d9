package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"

	"parlour/game"
)

// DefaultSolveLimit is the largest number of positions Solve enumerates
// when given a limit of 0. Every position costs a few dozen bytes, so this
// keeps a solve within a few hundred megabytes, browser included.
const DefaultSolveLimit = 2_000_000

// Key identifies a position together with its player to move: the game's
// Zobrist hash combined with ToMove. The solver, the transposition table
// and the repetition check all use it. Since ToMove is NoPlayer once the
// game is over, the hash itself must tell apart finished positions whose
// outcomes differ.
func Key(s game.State) uint64 { return keyOf(s.Hash(), s.ToMove()) }

func keyOf(hash uint64, toMove game.Player) uint64 {
	return hash ^ uint64(toMove+2)*0x9e3779b97f4a7c15
}

// Result is the value of a position with perfect play.
type Result struct {
	Winner game.Player // the side that wins, or game.NoPlayer for a draw
	Plies  int         // moves until the game ends; 0 for a draw
}

// Draw reports whether the position is a draw with best play.
func (r Result) Draw() bool { return r.Winner == game.NoPlayer }

// Table holds the exact value of every position reachable from the
// position it was solved from. It is immutable and safe for concurrent use.
//
// Positions are told apart by Key, a 64-bit hash: two positions with the
// same key would share a value, which for tables of millions of positions
// has a chance of about one in a million million.
type Table struct {
	index  map[uint64]int32
	winner []int8 // winning player, or -1 for a draw
	plies  []int32
	root   Result
}

// Len returns the number of positions in the table.
func (t *Table) Len() int { return len(t.winner) }

// Root returns the value of the position the table was solved from.
func (t *Table) Root() Result { return t.root }

// Lookup returns the value of s, or false when s is not in the table.
func (t *Table) Lookup(s game.State) (Result, bool) {
	i, ok := t.index[Key(s)]
	if !ok {
		return Result{}, false
	}
	return t.result(i), true
}

func (t *Table) result(i int32) Result {
	return Result{Winner: game.Player(t.winner[i]), Plies: int(t.plies[i])}
}

// MoveValue is a legal move with the value of the position it leads to.
type MoveValue struct {
	Move   game.Move
	Result Result
}

// MoveValues returns every legal move of s with the value of the position
// it leads to. It fails when s or a child is not in the table.
func (t *Table) MoveValues(s game.State) ([]MoveValue, error) {
	c := s.Clone()
	moves := c.LegalMoves(nil)
	out := make([]MoveValue, 0, len(moves))
	for _, m := range moves {
		c.Apply(m)
		r, ok := t.Lookup(c)
		c.Undo()
		if !ok {
			return nil, fmt.Errorf("position %q is not in the solved table", s.String())
		}
		out = append(out, MoveValue{Move: m, Result: r})
	}
	return out, nil
}

// BestMove returns a move of perfect play for the player to move in s and
// the value of s: it never throws away a win, wins as fast as possible,
// loses as slowly as possible and keeps a draw. Equally good moves are
// chosen between with rng (the first when rng is nil).
func (t *Table) BestMove(s game.State, rng *rand.Rand) (game.Move, Result, error) {
	vals, err := t.MoveValues(s)
	if err != nil {
		return 0, Result{}, err
	}
	if len(vals) == 0 {
		return 0, Result{}, fmt.Errorf("position %q: the game is over", s.String())
	}
	best := bestValues(s.ToMove(), vals)
	pick := best[0]
	if rng != nil {
		pick = best[rng.IntN(len(best))]
	}
	return pick.Move, parentResult(pick.Result), nil
}

// parentResult is the value of a position whose best move leads to child.
func parentResult(child Result) Result {
	if child.Draw() {
		return Result{Winner: game.NoPlayer}
	}
	return Result{Winner: child.Winner, Plies: child.Plies + 1}
}

// preference ranks a child's value for the player to move: higher is
// better. A win beats a draw beats a loss; quicker wins and slower losses
// are better.
func preference(mover game.Player, r Result) int {
	const band = 1 << 40
	switch {
	case r.Draw():
		return 0
	case r.Winner == mover:
		return band - r.Plies
	default:
		return -band + r.Plies
	}
}

// bestValues returns the entries of vals that mover prefers most.
func bestValues(mover game.Player, vals []MoveValue) []MoveValue {
	var best []MoveValue
	top := 0
	for _, v := range vals {
		p := preference(mover, v.Result)
		switch {
		case len(best) == 0 || p > top:
			best, top = append(best[:0], v), p
		case p == top:
			best = append(best, v)
		}
	}
	return best
}

// Solve enumerates every position reachable from s and computes its exact
// value by retrograde analysis. It handles two-player games: a position is
// won for the player to move when some move leads to a position won for
// them (in the fewest plies), lost when every move leads to a position won
// by the opponent (in the most plies), and drawn otherwise, so positions
// that can only cycle are draws, as under a repetition rule. The same player
// may move again after a move. A limit of 0 means DefaultSolveLimit; more
// reachable positions than the limit is an error. s is not changed.
func Solve(ctx context.Context, s game.State, limit int) (*Table, error) {
	if n := s.NumPlayers(); n != 2 {
		return nil, fmt.Errorf("solve: the solver handles two-player games, not %d players", n)
	}
	if limit <= 0 {
		limit = DefaultSolveLimit
	}
	g, err := enumerate(ctx, s, limit)
	if err != nil {
		return nil, err
	}
	return g.retrograde(), nil
}

// graph is the reachable part of a game: node i's children are
// child[start[i]:start[i+1]], distinct and in move order.
type graph struct {
	index  map[uint64]int32
	mover  []int8 // player to move, or -1 when the game is over
	winner []int8 // for finished positions: the winner, or -1 for a draw
	start  []int32
	child  []int32
}

// enumerate finds every position reachable from s, breadth first, so node
// i is expanded i-th and node 0 is s itself.
func enumerate(ctx context.Context, s game.State, limit int) (*graph, error) {
	g := &graph{index: map[uint64]int32{}}
	queue := []game.State{s.Clone()}
	g.add(Key(s), s)
	var moves []game.Move
	for i := 0; i < len(queue); i++ {
		if i&4095 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		st := queue[i]
		queue[i] = nil // expanded: let the garbage collector have it
		g.start = append(g.start, int32(len(g.child)))
		first := len(g.child)
		moves = st.LegalMoves(moves[:0])
		for _, m := range moves {
			st.Apply(m)
			k := Key(st)
			c, ok := g.index[k]
			if !ok {
				if len(g.mover) >= limit {
					return nil, fmt.Errorf("solve: more than %d positions are reachable; the game is too large for the exact solver", limit)
				}
				c = g.add(k, st)
				queue = append(queue, st.Clone())
			}
			st.Undo()
			dup := false
			for _, x := range g.child[first:] {
				if x == c {
					dup = true
					break
				}
			}
			if !dup {
				g.child = append(g.child, c)
			}
		}
	}
	g.start = append(g.start, int32(len(g.child)))
	return g, nil
}

func (g *graph) add(k uint64, s game.State) int32 {
	i := int32(len(g.mover))
	g.index[k] = i
	mover, winner := int8(s.ToMove()), int8(-1)
	if o := s.Outcome(); o.Over {
		mover = -1
		winner = int8(o.Winner()) // a shared win counts as a draw
	}
	g.mover = append(g.mover, mover)
	g.winner = append(g.winner, winner)
	return i
}

// retrograde works back from the finished positions in order of distance,
// so the first winning child found gives the fastest win and the last
// losing child the slowest loss.
func (g *graph) retrograde() *Table {
	n := len(g.mover)
	const unknown = -2
	t := &Table{index: g.index, winner: make([]int8, n), plies: make([]int32, n)}

	// Parents, in the same compressed form as the children.
	pstart := make([]int32, n+1)
	for _, c := range g.child {
		pstart[c+1]++
	}
	for i := 0; i < n; i++ {
		pstart[i+1] += pstart[i]
	}
	parent := make([]int32, len(g.child))
	fill := append([]int32(nil), pstart[:n]...)
	for p := 0; p < n; p++ {
		for _, c := range g.child[g.start[p]:g.start[p+1]] {
			parent[fill[c]] = int32(p)
			fill[c]++
		}
	}

	// left[p] counts p's children not yet known to be won by p's opponent.
	left := make([]int32, n)
	queue := make([]int32, 0, n)
	for i := 0; i < n; i++ {
		left[i] = g.start[i+1] - g.start[i]
		t.winner[i] = unknown
		if g.mover[i] < 0 {
			t.winner[i] = g.winner[i]
			if g.winner[i] >= 0 {
				queue = append(queue, int32(i)) // draws are not propagated
			}
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		w, d := t.winner[c], t.plies[c]
		for _, p := range parent[pstart[c]:pstart[c+1]] {
			if t.winner[p] != unknown {
				continue
			}
			if g.mover[p] == w {
				t.winner[p], t.plies[p] = w, d+1
				queue = append(queue, p)
			} else if left[p]--; left[p] == 0 {
				t.winner[p], t.plies[p] = w, d+1
				queue = append(queue, p)
			}
		}
	}
	for i := range t.winner {
		if t.winner[i] == unknown {
			t.winner[i], t.plies[i] = -1, 0
		}
	}
	t.root = t.result(0)
	return t
}

// tableCache holds one table per game, options and start position.
var tableCache = struct {
	sync.Mutex
	m       map[string]*cachedTable
	customs int
}{m: map[string]*cachedTable{}}

type cachedTable struct {
	once  sync.Once
	table *Table
	err   error
}

// maxCustomTables bounds the tables kept for custom start positions; the
// standard start of every variant is always kept.
const maxCustomTables = 16

// SolveGame returns the table of g with the given options, solved from the
// standard start, or from the position text start when it is not empty.
// Each variant is solved once per process; concurrent callers wait for the
// same solve. A game not marked Solvable is an error.
func SolveGame(g *game.Game, opts game.Options, start string) (*Table, error) {
	if !g.Solvable {
		return nil, fmt.Errorf("%s is too large for the exact solver", g.Name)
	}
	resolved, err := game.Resolve(g.Options, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", g.ID, err)
	}
	start = strings.TrimSpace(start)
	key := g.ID + "\x00" + resolved.String() + "\x00" + start
	tableCache.Lock()
	e, ok := tableCache.m[key]
	if !ok {
		if start != "" {
			if tableCache.customs >= maxCustomTables {
				for k := range tableCache.m {
					if !strings.HasSuffix(k, "\x00") {
						delete(tableCache.m, k)
					}
				}
				tableCache.customs = 0
			}
			tableCache.customs++
		}
		e = &cachedTable{}
		tableCache.m[key] = e
	}
	tableCache.Unlock()
	e.once.Do(func() {
		var s game.State
		if start == "" {
			s, _, e.err = g.Start(resolved)
		} else {
			s, _, e.err = g.Position(resolved, start)
		}
		if e.err == nil {
			e.table, e.err = Solve(context.Background(), s, 0)
		}
	})
	return e.table, e.err
}
