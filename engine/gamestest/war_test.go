package gamestest

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/game/war"
)

// The optional interfaces of the engine that The Game of War means to
// implement.
var (
	_ engine.Evaluator      = (*war.State)(nil)
	_ engine.Tactical       = (*war.State)(nil)
	_ engine.TacticalLister = (*war.State)(nil)
	_ engine.QuietChecker   = (*war.State)(nil)
	_ engine.NullMover      = (*war.State)(nil)
	_ engine.Exchanger      = (*war.State)(nil)
	_ engine.Extender       = (*war.State)(nil)
)

// TestWarEngine checks that the searcher seizes an undefended citadel and
// takes a piece standing on its own.
func TestWarEngine(t *testing.T) {
	// Black's General stands on White's citadel; White's Mortar can take it.
	const siegePos = "....k...../........../........../........../........../........../........../........../........../M....gK... white 1 1 - 0"
	tests := []struct{ name, position, want string }{
		{"seize", "..k......./........../........../........../........../........../........../........../........../M....K.... white 0 0 - 0", ""},
		{"defend", siegePos, ""},
	}
	for _, tc := range tests {
		s, _, err := war.Spec.Position(nil, tc.position)
		if err != nil {
			t.Fatalf("position %q: %v", tc.position, err)
		}
		m, info, err := engine.Search(context.Background(), s, nil, engine.Params{Depth: 4}, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		c := s.Clone()
		c.Apply(m)
		switch tc.name {
		case "seize":
			if info.Score < engine.MateScore-10 {
				t.Errorf("%s: played %s, score %s, want a quick win", tc.name, s.MoveString(m), engine.ScoreString(info.Score))
			}
		case "defend":
			if f1, _ := war.Board.Lookup("f1"); c.PieceAt(f1).Owner != war.White {
				t.Errorf("%s: played %s, leaving the citadel to Black", tc.name, s.MoveString(m))
			}
		}
	}
}

// A warPlayer picks a move for the match's position; history holds the
// keys of the earlier positions for the repetition rule.
type warPlayer func(s game.State, history []uint64, seed uint64) (game.Move, error)

// warGreedy is the one-ply player: it takes a win at once, else the move
// after which the position evaluates best for it.
func warGreedy(s game.State, _ []uint64, _ uint64) (game.Move, error) {
	best, bestScore := game.Move(0), 0
	for i, m := range s.LegalMoves(nil) {
		s.Apply(m)
		score := 0
		switch o := s.Outcome(); {
		case o.Over && o.Winners == 0:
		case o.Over:
			score = 1 << 30
			if !o.Won(1 - s.(*war.State).Side()) {
				score = -score
			}
		default:
			score = -s.(*war.State).Evaluate()
		}
		s.Undo()
		if i == 0 || score > bestScore {
			best, bestScore = m, score
		}
	}
	return best, nil
}

// warSearcher plays at an engine level, its time and node budgets scaled
// by scale (the match runs on a shared machine).
func warSearcher(l engine.Level, scale float64) (warPlayer, error) {
	p, err := l.Params()
	if err != nil {
		return nil, err
	}
	p.Budget = time.Duration(float64(p.Budget) * scale)
	p.Nodes = int64(float64(p.Nodes) * scale)
	return func(s game.State, history []uint64, seed uint64) (game.Move, error) {
		m, _, err := engine.Search(context.Background(), s, history, p, seed, nil)
		return m, err
	}, nil
}

// warNamedPlayer returns the player a name of WAR_MATCH stands for.
func warNamedPlayer(name string, scale float64) (warPlayer, error) {
	if name == "greedy" {
		return warGreedy, nil
	}
	l, err := engine.ParseLevel(name)
	if err != nil {
		return nil, err
	}
	return warSearcher(l, scale)
}

// warMatchPlyLimit ends a game as a draw; the rules' own limit is far
// longer.
const warMatchPlyLimit = 600

// warOpeningPlies is the length of the random opening each pair of games
// starts from: the searchers play without noise, so without it every
// game with the same colours would be the same.
const warOpeningPlies = 4

// playWarMatchGame plays one game, a as White when aWhite, from the random
// opening of the given number (a Troop or piece move for each ply, no
// captures or placements), and returns the score of a: 1, ½ or 0, and the
// number of plies.
func playWarMatchGame(a, b warPlayer, aWhite bool, opening, seed uint64) (float64, int, error) {
	m, err := game.NewMatch(war.Spec, nil)
	if err != nil {
		return 0, 0, err
	}
	var history []uint64
	rng := opening*0x9e3779b97f4a7c15 + 1
	for m.Ply() < warOpeningPlies && !m.Outcome().Over {
		s := m.State().(*war.State)
		var quiet []game.Move
		for _, mv := range s.LegalMoves(nil) {
			if t := s.MoveString(mv); !strings.ContainsAny(t, "x:@") {
				quiet = append(quiet, mv)
			}
		}
		if len(quiet) == 0 {
			break
		}
		history = append(history, engine.Key(s))
		if err := m.Play(quiet[game.SplitMix64(&rng)%uint64(len(quiet))]); err != nil {
			return 0, 0, err
		}
	}
	for !m.Outcome().Over && m.Ply() < warMatchPlyLimit {
		pl := b
		if (m.ToMove() == war.White) == aWhite {
			pl = a
		}
		s := m.State().Clone()
		mv, err := pl(s, history, seed+uint64(m.Ply()))
		if err != nil {
			return 0, 0, err
		}
		history = append(history, engine.Key(m.State()))
		if err := m.Play(mv); err != nil {
			return 0, 0, err
		}
	}
	o := m.Outcome()
	aSide := war.Black
	if aWhite {
		aSide = war.White
	}
	switch {
	case !o.Over || o.Winners == 0:
		return 0.5, m.Ply(), nil
	case o.Won(aSide):
		return 1, m.Ply(), nil
	}
	return 0, m.Ply(), nil
}

// TestWarMatch plays a match of The Game of War when WAR_MATCH is set to
// "A:B:GAMES[:SCALE]", for example "hard:greedy:100" or
// "easy:medium:200:0.25"; A and B are engine levels or "greedy", and SCALE
// multiplies the levels' time and node budgets. Games come in pairs from
// the same random opening, A playing White in one and Black in the other.
// Two games are played at a time.
func TestWarMatch(t *testing.T) {
	spec := os.Getenv("WAR_MATCH")
	if spec == "" {
		t.Skip("set WAR_MATCH=A:B:GAMES[:SCALE] to play a match")
	}
	f := strings.Split(spec, ":")
	if len(f) < 3 {
		t.Fatalf("WAR_MATCH=%q: want A:B:GAMES[:SCALE]", spec)
	}
	games, err := strconv.Atoi(f[2])
	if err != nil {
		t.Fatal(err)
	}
	scale := 1.0
	if len(f) > 3 {
		if scale, err = strconv.ParseFloat(f[3], 64); err != nil {
			t.Fatal(err)
		}
	}
	a, err := warNamedPlayer(f[0], scale)
	if err != nil {
		t.Fatal(err)
	}
	b, err := warNamedPlayer(f[1], scale)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var total float64
	var wins, draws, losses, plies int
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				sc, n, err := playWarMatchGame(a, b, i%2 == 0, uint64(i/2), uint64(i)*7919+1)
				mu.Lock()
				if err != nil {
					t.Errorf("game %d: %v", i+1, err)
				}
				total += sc
				plies += n
				switch sc {
				case 1:
					wins++
				case 0.5:
					draws++
				default:
					losses++
				}
				fmt.Printf("game %d: %s as %s scores %v after %d plies (running %d-%d-%d)\n", i+1, f[0], map[bool]string{true: "White", false: "Black"}[i%2 == 0], sc, n, wins, draws, losses)
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < games; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	t.Logf("%s against %s, %d games at budget scale %v: %d wins, %d draws, %d losses, score %.1f%%, %.0f plies a game",
		f[0], f[1], games, scale, wins, draws, losses, 100*total/float64(games), float64(plies)/float64(games))
}
