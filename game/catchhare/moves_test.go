package catchhare

import (
	"slices"
	"testing"

	"parlour/game"
)

func TestMoves(t *testing.T) {
	with := func(extra game.Options) game.Options {
		o := game.Options{"threshold": "5"}
		for k, v := range extra {
			o[k] = v
		}
		return o
	}
	steps := []string{"c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d4"}
	tests := []struct {
		name  string
		opts  game.Options
		text  string
		moves []string
	}{
		{"a chain and its prefix", low, "XXXXX/...../..HX./....X/XXX.. hare 0",
			append([]string{"c3xe3", "c3xe3xe5"}, steps...)},
		{"single leaps only", with(game.Options{"leaps": "single"}), "XXXXX/...../..HX./....X/XXX.. hare 0",
			append([]string{"c3xe3"}, steps...)},
		{"modern board: no diagonal leaps", with(game.Options{"board": "modern"}), "...../.X.X./..HX./.X.../XXXXX hare 0",
			[]string{"c3-b3", "c3-c2", "c3-c4", "c3xe3"}},
		{"no leap over two hunters", with(game.Options{"board": "modern"}), "...../...../HXX../...../XXXXX hare 0",
			[]string{"a3-a2", "a3-a4"}},
		{"hunters step any way along lines", with(game.Options{"board": "modern"}), "XXXXX/...../..H../...../X.... hunters 0",
			[]string{"a1-a2", "a5-a4", "a5-b5", "b1-b2", "c1-c2", "d1-d2", "e1-e2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, want := moveTexts(at(t, tt.opts, tt.text)), slices.Clone(tt.moves)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("moves %v, want %v", got, want)
			}
		})
	}
}

func TestChainThroughItsStart(t *testing.T) {
	// c3 over d3 to e3, over d2 to c1, over c2 back to c3, where it
	// started.
	got := moveTexts(at(t, low, "...../..XX./..HX./X..../XXXXX hare 0"))
	for _, want := range []string{"c3xe3", "c3xe3xc1", "c3xe3xc1xc3", "c3xc1xe3xc3"} {
		if !slices.Contains(got, want) {
			t.Errorf("moves %v: %s missing", got, want)
		}
	}
}

func TestChainStopsAtThreshold(t *testing.T) {
	// Ten hunters and a threshold of 9: the first capture wins, so the
	// chain ends there.
	s := at(t, game.Options{"hunters": "10"}, "XXXXX/...../..HX./....X/XXX.. hare 0")
	got := moveTexts(s)
	if !slices.Contains(got, "c3xe3") || slices.Contains(got, "c3xe3xe5") {
		t.Errorf("moves %v: want c3xe3 and no chain after it", got)
	}
}
