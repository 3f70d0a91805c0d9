package proof

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"parlour/engine"
	"parlour/game"
	"parlour/game/puzzle"
)

// Config says how Make finds puzzles.
type Config struct {
	Count int    // puzzles wanted
	Seed  uint64 // the games played and the levels' tries follow from it
	// MaxTurns is the most turns of the solver a goal "in N" may ask for;
	// 0 means 2.
	MaxTurns int
	// WinPlies bounds the line of a Win or Clear puzzle; 0 means 15.
	WinPlies int
	// Tries is how often Easy, Medium and Hard try each puzzle to rate it
	// (see Rate); all zero rates by the proof alone.
	Tries [3]int
	// Positions bounds the positions examined; 0 means 100 per puzzle.
	Positions int
	// Spread, when above 0, keeps at most this share of the set in any
	// band of 200 points of difficulty, so that a game whose random play
	// throws up many easy puzzles still ships hard ones; the puzzles left
	// out fill the set at the end if too few others came up.
	Spread float64
	// Play, when true, has Level choose three moves in four of the games
	// played (random moves the rest, so that games differ), for positions
	// such as players reach rather than the wilder ones of random play.
	Play  bool
	Level engine.Level
	// Seats, when not 0, are the seats Level plays with Play (bit i for
	// seat i), every move of theirs; the others play at random, which
	// makes the games differ. Catch the Hare's hunters, played so, close
	// the net on a hare that wanders, and the positions before the trap
	// are the hunters' puzzles.
	Seats uint64
	// RandomGames, with Play, is the share of games played at random by
	// every seat instead. Catch the Hare's hunters played by a level
	// seldom leave the hare a chain of leaps, the plainest puzzle there:
	// a few random games bring the easiest puzzles into the set.
	RandomGames float64
	// Progress, when not nil, hears of every puzzle proven and rated,
	// whether the set took it (kept) or left it aside for Spread.
	Progress func(pz puzzle.Puzzle, kept bool, found, examined int)
}

// Stats tells how Make went.
type Stats struct {
	Games, Examined int          // games played, positions examined
	Kinds           map[Kind]int // puzzles found of each kind
}

// staleGames is how many games in a row Make plays that examine no new
// position before it stops looking.
const staleGames = 500

// Make plays random games of the prover's variant from its start (or games
// of a level, see Config.Play) and offers their positions to Find, until
// it has cfg.Count puzzles, each proven and rated, or its games find no
// new position to examine. In a one-player game the random moves are
// chosen among those that keep the goal in reach, so that the positions
// are worth solving (see playable for moves the solver cannot judge at a
// glance). Positions are not repeated.
func Make(ctx context.Context, p *Prover, cfg Config) ([]puzzle.Puzzle, Stats, error) {
	if cfg.MaxTurns <= 0 {
		cfg.MaxTurns = 2
	}
	if cfg.WinPlies <= 0 {
		cfg.WinPlies = 15
	}
	if cfg.Positions <= 0 {
		cfg.Positions = 100 * max(cfg.Count, 1)
	}
	p.MaxPlies = cfg.WinPlies
	st := Stats{Kinds: map[Kind]int{}}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x9e3779b97f4a7c15))
	seen := map[string]bool{}
	bands := map[int]int{}
	var out, spare []puzzle.Puzzle
	start, err := p.game.New(p.opts)
	if err != nil {
		return nil, st, err
	}
	// Random games of a small board come back to the positions already
	// examined: once staleGames games in a row bring none new, every
	// position they reach has been seen and the set is as full as it
	// will get.
	stale := 0
	for len(out) < cfg.Count && st.Examined < cfg.Positions && stale < staleGames {
		st.Games++
		examined := st.Examined
		s := start.Clone()
		// Drawn only when asked for, so that sets made without it keep
		// their games.
		random := cfg.Play && cfg.RandomGames > 0 && rng.Float64() < cfg.RandomGames
		for ply := 0; !s.Outcome().Over && ply < p.game.MaxPlies && len(out) < cfg.Count; ply++ {
			if err := ctx.Err(); err != nil {
				return out, st, err
			}
			moves, known, err := p.playable(ctx, s)
			if err != nil {
				return out, st, err
			}
			if len(moves) == 0 {
				break
			}
			key := placing(s.String())
			if ply >= 2 && known && !seen[key] && rng.IntN(3) == 0 {
				seen[key] = true
				st.Examined++
				pr, err := p.Find(ctx, s, cfg.MaxTurns)
				if err == nil {
					pz, err := p.Puzzle(ctx, s, pr, cfg.Tries, rng.Uint64())
					if err != nil {
						return out, st, err
					}
					band := int(pz.Difficulty) / 200
					kept := cfg.Spread <= 0 || float64(bands[band]+1) <= cfg.Spread*float64(cfg.Count)
					if kept {
						bands[band]++
						out = append(out, pz)
					} else {
						spare = append(spare, pz)
					}
					if cfg.Progress != nil {
						cfg.Progress(pz, kept, len(out), st.Examined)
					}
				} else if ctx.Err() != nil {
					return out, st, ctx.Err()
				}
			}
			m := moves[rng.IntN(len(moves))]
			if cfg.Play && !random && (cfg.Seats == 0 && rng.IntN(4) != 0 || cfg.Seats&(1<<s.ToMove()) != 0) {
				if m, err = p.levelMove(ctx, s, cfg.Level, rng.Uint64()); err != nil {
					return out, st, err
				}
			}
			s.Apply(m)
		}
		if st.Examined == examined {
			stale++
		} else {
			stale = 0
		}
	}
	for len(out) < cfg.Count && len(spare) > 0 {
		out, spare = append(out, spare[0]), spare[1:]
	}
	for _, pz := range out {
		if g, err := ParseGoal(pz.Goal, p.seats); err == nil {
			st.Kinds[g.Kind]++
		}
	}
	return out, st, nil
}

// endsAtOnce reports whether a line is one move that ends the game.
func endsAtOnce(s game.State, line []game.Move) bool {
	if len(line) != 1 {
		return false
	}
	c := s.Clone()
	c.Apply(line[0])
	return c.Outcome().Over
}

// placing is the part of a position text that places the pieces and names
// the side to move (see game.SplitPosition), without the counters that
// follow, so that a puzzle is not offered twice with another count.
func placing(text string) string {
	f := strings.Fields(text)
	if len(f) > 2 {
		f = f[:2]
	}
	return strings.Join(f, " ")
}

// levelMove returns the move level chooses in s.
func (p *Prover) levelMove(ctx context.Context, s game.State, level engine.Level, seed uint64) (game.Move, error) {
	r, err := engine.Choose(ctx, engine.Request{Game: p.game.ID, Options: p.opts, Start: s.String(), Level: level, Seed: seed}, nil)
	if err != nil {
		return 0, err
	}
	return s.ParseMove(r.Move)
}

// playNodes bounds the solo solver's look at each move of a random game.
// On a board without a table of live positions (Peg Solitaire's French
// board) the first moves of a game take the solver millions of positions
// to decide; a game cannot wait for that at every move, and a position
// the solver cannot decide at a glance is far from any puzzle.
const playNodes = 100_000

// playable returns the moves a random game may play from s: all of them,
// or in a one-player game those that keep the goal in reach. known is
// false when the solver could not tell that of every move within
// playNodes: the moves it could not decide are then played too when none
// was found to keep the goal, and the position is not examined (a puzzle
// needs every move decided).
func (p *Prover) playable(ctx context.Context, s game.State) (moves []game.Move, known bool, err error) {
	moves = s.LegalMoves(nil)
	if s.NumPlayers() != 1 {
		return moves, true, nil
	}
	var live, unknown []game.Move
	c := s.Clone()
	for _, m := range moves {
		c.Apply(m)
		ok := c.Outcome().Won(0)
		if !c.Outcome().Over {
			r, err := engine.SolveSolo(ctx, c, p.memo, engine.SoloLimits{Nodes: min(p.nodeLimit(), playNodes)})
			if err != nil {
				c.Undo()
				if ctx.Err() != nil {
					return nil, false, ctx.Err()
				}
				unknown = append(unknown, m)
				continue
			}
			ok = r.Solvable
		}
		c.Undo()
		if ok {
			live = append(live, m)
		}
	}
	if len(live) == 0 {
		return unknown, len(unknown) == 0, nil
	}
	return live, len(unknown) == 0, nil
}

// Find looks for a puzzle in s: the goals the game allows, in order (a win
// from the exact tables; the best chain of jumps; a win, a score or
// material in 1 to maxTurns turns, the fewest first), and returns the first
// one proven. The error wraps ErrUnproven when s holds none.
func (p *Prover) Find(ctx context.Context, s game.State, maxTurns int) (Proof, error) {
	if s.Outcome().Over {
		return Proof{}, unproven("the game is over")
	}
	side := s.ToMove()
	try := func(g Goal) (Proof, bool, error) {
		pr, err := p.Prove(ctx, s, g)
		if err == nil {
			return pr, true, nil
		}
		if errors.Is(err, ErrUnproven) || errors.Is(err, ErrLimit) {
			return pr, false, nil
		}
		return pr, false, err
	}
	if s.NumPlayers() == 1 {
		// The last two moves are seldom more than one choice: ask for
		// three at least.
		if pr, ok, err := try(Goal{Kind: Clear}); err != nil || ok && len(pr.Line) >= 3 {
			return pr, err
		}
		return Proof{}, unproven("no single way to the goal")
	}
	if p.HasExact() && s.NumPlayers() == 2 {
		// A move that ends the game at once is no puzzle: it is plain
		// to see.
		if pr, ok, err := try(Goal{Kind: Win, Side: side}); err != nil || ok && !endsAtOnce(s, pr.Line) {
			return pr, err
		}
	}
	_, scores := s.(game.Scorer)
	if scores {
		if pr, ok, err := try(Goal{Kind: MostTakes, Side: side}); ok || err != nil {
			return pr, err
		}
	}
	if s.NumPlayers() != 2 || p.game.Solvable {
		return Proof{}, unproven("no goal proven")
	}
	gained := 0    // the largest gain forced in fewer turns
	plain := false // a win in fewer turns is one move that ends the game
	wins := true   // try the wins "in N" by search
	if p.guided(s) {
		pr, ok, err := p.guidedWin(ctx, s, maxTurns)
		if ok || err != nil {
			return pr, err
		}
		// The solve has said there is no win in N to prove; the other
		// goals are searched as without a guide, as far as they take
		// a moment.
		wins, maxTurns = false, min(maxTurns, searchTurns)
	}
	for n := 1; n <= maxTurns; n++ {
		// As with a Win, a move that ends the game at once is plain to
		// see; and no longer goal than the fewest turns is asked for.
		if wins {
			if pr, ok, err := try(Goal{Kind: WinIn, Side: side, N: n}); err != nil || ok && !plain && !endsAtOnce(s, pr.Line) {
				return pr, err
			} else if ok {
				plain = true
			}
		}
		if !scores {
			if pr, ok, err := try(Goal{Kind: MaterialIn, Side: side, N: n, K: 1}); ok || err != nil {
				return pr, err
			}
			continue
		}
		// The largest gain, beyond what fewer turns force, that exactly
		// one first move forces in n turns; taking one piece in one turn
		// is too plain to ask.
		var found *Proof
		for k := gained + 1; k <= maxGain; k++ {
			f := p.newForcer(ctx, s, Goal{Kind: TakeIn, Side: side, N: n, K: k})
			ms := f.forcing(n)
			if f.err != nil || len(ms) == 0 {
				break
			}
			gained = k
			if len(ms) == 1 && (n > 1 || k > 1) {
				if pr, ok, err := try(Goal{Kind: TakeIn, Side: side, N: n, K: k}); err != nil {
					return pr, err
				} else if ok {
					found = &pr
				}
			}
		}
		if found != nil {
			return *found, nil
		}
	}
	return Proof{}, unproven("no goal proven")
}

// searchTurns is how many turns Find searches for the goals the
// retrograde solve does not guide (Prover.Guide): beyond 4, proving that a
// position holds none takes seconds.
const searchTurns = 4

// guidedWin proves a win "in N" where the retrograde solve says the side to
// move has one: exactly one move wins in the fewest turns, N, from 2 to
// maxTurns (a win in 1 ends the game at once, plain to see). ok is false
// when the solve says there is none; the proof, by search, is then not
// tried.
func (p *Prover) guidedWin(ctx context.Context, s game.State, maxTurns int) (Proof, bool, error) {
	vals, err := p.exactValues(ctx, s)
	if err != nil {
		return Proof{}, false, err
	}
	side := s.ToMove()
	fastest, count := 0, 0
	for _, v := range vals {
		switch {
		case v.Result.Winner != side:
		case count == 0 || v.Result.Plies < fastest:
			fastest, count = v.Result.Plies, 1
		case v.Result.Plies == fastest:
			count++
		}
	}
	// The move's plies and the defence's replies after it: a win in N
	// turns is 2N-2 plies after the first move.
	n := fastest/2 + 1
	if count != 1 || n < 2 || n > maxTurns {
		return Proof{}, false, nil
	}
	nodes := p.Nodes
	p.Nodes = max(nodes, GuidedNodes)
	defer func() { p.Nodes = nodes }()
	pr, err := p.Prove(ctx, s, Goal{Kind: WinIn, Side: side, N: n})
	if err != nil {
		return pr, false, fmt.Errorf("the win in %d the retrograde solve found: %w", n, err)
	}
	return pr, true, nil
}

// Puzzle writes a proven puzzle: its goal in words, its line in move
// notation, its themes and its difficulty (Rate, with the given tries and
// seed).
func (p *Prover) Puzzle(ctx context.Context, s game.State, pr Proof, tries [3]int, seed uint64) (puzzle.Puzzle, error) {
	pz := puzzle.Puzzle{Position: s.String(), Goal: pr.Goal.Text(p.seats), Themes: p.themes(s, pr)}
	c := s.Clone()
	for _, m := range pr.Line {
		pz.Solution = append(pz.Solution, c.MoveString(m))
		c.Apply(m)
	}
	d, err := p.Rate(ctx, pz, pr, tries, seed)
	if err != nil {
		return pz, err
	}
	pz.Difficulty = d
	return pz, nil
}

// themes names what a proven puzzle is about, from its goal and its line.
func (p *Prover) themes(s game.State, pr Proof) []string {
	var out []string
	switch pr.Goal.Kind {
	case Win:
		out = append(out, "exact win")
	case WinIn:
		out = append(out, "win in "+fmt.Sprint(pr.Goal.N))
	case TakeIn:
		out = append(out, "capture")
	case MaterialIn:
		out = append(out, "material")
	case MostTakes:
		out = append(out, "chain of jumps")
	case Clear:
		out = append(out, "endgame")
	}
	if s.NumPlayers() == 2 && len(pr.Line) > 0 {
		c := s.Clone()
		side := c.ToMove()
		before := Lead(c, side)
		c.Apply(pr.Line[0])
		switch after := Lead(c, side); {
		case after > before && pr.Goal.Kind != TakeIn && pr.Goal.Kind != MaterialIn:
			out = append(out, "capture")
		case after == before && (pr.Goal.Kind == TakeIn || pr.Goal.Kind == MaterialIn):
			out = append(out, "quiet move")
		}
		// A sacrifice: the defence's best reply takes a piece back
		// beyond the first move's gain.
		if len(pr.Line) > 1 && c.ToMove() != side {
			c.Apply(pr.Line[1])
			if Lead(c, side) < before {
				out = append(out, "sacrifice")
			}
		}
		if len(pr.Line) >= 7 {
			out = append(out, "long line")
		}
	}
	return out
}

// The range Rate keeps the levels' fit within, and what each further turn
// of the solver in the line adds.
const (
	rateLow     = 700
	rateHigh    = 2300
	ratePerTurn = 50
)

// Rate returns a proven puzzle's difficulty: the rating at which the Elo
// expectation best fits how often Easy, Medium and Hard played its first
// move in tries[i] tries each (puzzle.Calibrate, with the levels standing
// for puzzle.LevelRatings, kept within 700 to 2300), plus 50 for every
// turn of the solver in the line after the first (every move, in a game
// of one player). With no tries the fit is the middle of that range.
func (p *Prover) Rate(ctx context.Context, pz puzzle.Puzzle, pr Proof, tries [3]int, seed uint64) (float64, error) {
	var ts []puzzle.Tries
	levels := [3]engine.Level{engine.Easy, engine.Medium, engine.Hard}
	for i, n := range tries {
		t := puzzle.Tries{Rating: puzzle.LevelRatings[i]}
		for j := 0; j < n; j++ {
			seed = seed*6364136223846793005 + 1442695040888963407
			r, err := engine.Choose(ctx, engine.Request{Game: p.game.ID, Options: p.opts, Start: pz.Position, Level: levels[i], Seed: seed}, nil)
			if err != nil {
				return 0, fmt.Errorf("%s tries the puzzle %q: %w", levels[i], pz.Position, err)
			}
			if strings.EqualFold(r.Move, pz.Solution[0]) {
				t.Hits++
			} else {
				t.Misses++
			}
		}
		if n > 0 {
			ts = append(ts, t)
		}
	}
	d := float64((rateLow + rateHigh) / 2)
	if len(ts) > 0 {
		d = puzzle.Calibrate(ts, rateLow, rateHigh)
	}
	d += float64(ratePerTurn * (p.solverTurns(pz.Position, pr) - 1))
	return min(max(d, puzzle.MinDifficulty), puzzle.MaxDifficulty), nil
}

// solverTurns counts the turns of the solver in a proof's line. In a game
// of one player, with no one to answer, a choice the solver must get
// right is each move of the line made where the position offered another
// (a forced jump is none), and the turns are the choices beyond the first
// two: a puzzle's line has three moves at least (Find), the first two
// choices as a rule, so the shortest puzzles keep their fit. Counted as
// one turn, Peg Solitaire's lines of 3 to 13 moves rated alike, their
// first move found by every level, and the French board's set topped out
// at 1339.
func (p *Prover) solverTurns(position string, pr Proof) int {
	s, _, err := p.game.Position(p.opts, position)
	if err != nil {
		return 1
	}
	if s.NumPlayers() == 1 {
		choices := 0
		var moves []game.Move
		for _, m := range pr.Line {
			if moves = s.LegalMoves(moves[:0]); len(moves) > 1 {
				choices++
			}
			s.Apply(m)
		}
		return max(choices-1, 1)
	}
	side, turns, mine := s.ToMove(), 0, false
	for _, m := range pr.Line {
		if now := s.ToMove() == side; now && !mine {
			turns++
		}
		mine = s.ToMove() == side
		s.Apply(m)
	}
	return max(turns, 1)
}

// Verify proves every puzzle of a set again and checks that its solution is
// the proof's line. progress, when not nil, hears of each puzzle proven.
// Puzzles for which skip returns true are passed over (nil skips none).
// The error names the first puzzle that fails and why.
func Verify(ctx context.Context, set puzzle.Set, retro bool, skip func(i int, g Goal) bool, progress func(i int)) (int, error) {
	g, opts, err := puzzle.Check(set)
	if err != nil {
		return 0, err
	}
	p, err := NewProver(g, opts)
	if err != nil {
		return 0, err
	}
	p.Retro = retro
	// The puzzles were proven when the set was made: a win the
	// retrograde solve guided to may take more than the default.
	p.Nodes = GuidedNodes
	proven := 0
	for i, pz := range set.Puzzles {
		where := fmt.Sprintf("puzzle %d (%s)", i+1, pz.Position)
		goal, err := ParseGoal(pz.Goal, p.seats)
		if err != nil {
			return proven, fmt.Errorf("%s: %w", where, err)
		}
		if skip != nil && skip(i, goal) {
			continue
		}
		s, _, err := g.Position(opts, pz.Position)
		if err != nil {
			return proven, fmt.Errorf("%s: %w", where, err)
		}
		p.MaxPlies = max(DefaultMaxPlies, len(pz.Solution))
		pr, err := p.Prove(ctx, s, goal)
		if err != nil {
			return proven, fmt.Errorf("%s: %q is not proven: %w", where, pz.Goal, err)
		}
		c := s.Clone()
		var line []string
		for _, m := range pr.Line {
			line = append(line, c.MoveString(m))
			c.Apply(m)
		}
		if strings.Join(line, " ") != strings.Join(pz.Solution, " ") {
			return proven, fmt.Errorf("%s: the solution given is %s, the proof's line is %s", where, strings.Join(pz.Solution, " "), strings.Join(line, " "))
		}
		proven++
		if progress != nil {
			progress(i)
		}
	}
	return proven, nil
}
