package leapfrog_test

import (
	"strconv"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	"parlour/game/leapfrog"
)

// The optional interfaces of package game the game means to implement;
// the engine's are asserted in engine/gamestest.
var (
	_ game.Scorer         = (*leapfrog.State)(nil)
	_ game.TakeCounter    = (*leapfrog.State)(nil)
	_ game.Describer      = (*leapfrog.State)(nil)
	_ game.Explainer      = (*leapfrog.State)(nil)
	_ game.ActionLabeller = (*leapfrog.State)(nil)
	_ game.Prompter       = (*leapfrog.State)(nil)
	_ game.Chainer        = (*leapfrog.State)(nil)
)

// reference lists the moves from the wording of the rules, on the
// squares' columns and rows: in the opening, while fewer squares are
// empty than there are players, the player to move removes any piece;
// then a piece jumps along a row or column (or a diagonal, with diagonal
// jumps) over a piece next to it into the empty square beyond; in the
// middle of a chain (the position text's last field) only the jumping
// piece jumps, or the player stops. The end comes from Outcome.
func reference(opts game.Options, s game.State) []string {
	if s.Outcome().Over {
		return nil
	}
	b := s.Board()
	full := func(p int) bool { return !s.PieceAt(p).Empty() }
	players, _ := strconv.Atoi(opts[leapfrog.OptPlayers])
	var out []string
	empty := 0
	for p := 0; p < b.Len(); p++ {
		if !full(p) {
			empty++
		}
	}
	if empty < players {
		for p := 0; p < b.Len(); p++ {
			if full(p) {
				out = append(out, "x"+b.Point(p).Name)
			}
		}
		return out
	}
	jumps := func(p int) {
		for _, d := range game.Directions {
			if !d.Orthogonal() && opts[leapfrog.OptJumps] != "diagonal" {
				continue
			}
			pt := b.Point(p)
			over, ok1 := b.Index(pt.Col+d.DC, pt.Row+d.DR)
			to, ok2 := b.Index(pt.Col+2*d.DC, pt.Row+2*d.DR)
			if ok1 && ok2 && full(over) && !full(to) {
				out = append(out, pt.Name+"-"+b.Point(to).Name)
			}
		}
	}
	fields := strings.Fields(s.String())
	if chain := fields[len(fields)-1]; chain != "-" {
		p, _ := b.Lookup(chain)
		jumps(p)
		return append(out, "stop")
	}
	for p := 0; p < b.Len(); p++ {
		if full(p) {
			jumps(p)
		}
	}
	return out
}

func TestPerft(t *testing.T) {
	with := func(extra game.Options) game.Options {
		o := game.Options{leapfrog.OptSize: "6"}
		for k, v := range extra {
			o[k] = v
		}
		return o
	}
	midgame := "oooooo/o.oo.o/oo..oo/oooooo/.oooo./oooooo 2 3,4 -"
	gametest.Perft(t, leapfrog.Spec, []gametest.PerftCase{
		{Name: "opening", Options: with(nil), Nodes: []uint64{36, 1260, 6336, 37120}},
		{Name: "three players, diagonal jumps", Options: with(game.Options{leapfrog.OptPlayers: "3", leapfrog.OptJumps: "diagonal"}),
			Nodes: []uint64{36, 1260, 42840, 506880}},
		{Name: "coloured", Options: with(game.Options{leapfrog.OptVersion: "coloured", leapfrog.OptLayout: "3"}), Nodes: []uint64{36, 1260, 6336, 37120}},
		{Name: "eight players", Options: game.Options{leapfrog.OptSize: "8", leapfrog.OptPlayers: "8"}, Nodes: []uint64{64, 4032, 249984}},
		{Name: "in a chain", Options: with(game.Options{leapfrog.OptPlayers: "3"}), Start: "oooooo/oooooo/.ooo.o/oooooo/oo.ooo/oooooo 1 3,1,1 c3",
			Nodes: []uint64{4, 32, 174, 1039}},
		{Name: "middle game", Options: with(nil), Start: midgame, Nodes: []uint64{14, 180, 1850, 16592}},
		{Name: "middle game, diagonal jumps", Options: with(game.Options{leapfrog.OptJumps: "diagonal"}), Start: midgame,
			Nodes: []uint64{18, 102, 1260, 13680}},
	}, reference, 3)
}
