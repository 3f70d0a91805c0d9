package solitaire

import (
	"math/bits"
	"slices"
	"testing"

	"parlour/game"
)

// unpackHoles is packHoles backwards.
func unpackHoles(packed uint64) uint64 {
	var out uint64
	i := 0
	for h := english.holes; h != 0; h &= h - 1 {
		if packed&(1<<i) != 0 {
			out |= h & -h
		}
		i++
	}
	return out
}

// TestLiveTableConsistent checks the table on its own terms: sorted keys
// of at most livePegs pegs, each the smallest of its images; the only
// one-peg entry is the goal; every entry with more pegs has a jump to an
// entry, and every entry has one from an entry or, at livePegs pegs, from
// a position the table does not hold.
func TestLiveTableConsistent(t *testing.T) {
	table, err := live.Get()
	if err != nil || len(table) == 0 {
		t.Fatalf("the live table did not decode: %v", err)
	}
	if !slices.IsSorted(table) {
		t.Fatal("the live table is not sorted")
	}
	r := centralGame()
	byPegs := map[int]int{}
	for _, packed := range table {
		pegs := unpackHoles(packed)
		s := newPosition(r, pegs)
		n := s.Pegs()
		byPegs[n]++
		if n > livePegs {
			t.Fatalf("an entry has %d pegs", n)
		}
		if s.SymmetricKey() != pegs {
			t.Fatalf("entry %q is not the smallest of its images", s)
		}
		if n == 1 {
			if pegs != 1<<r.goal {
				t.Errorf("one-peg entry %q is not the goal", s)
			}
			continue
		}
		s.fromStart = true
		live := false
		for _, m := range s.LegalMoves(nil) {
			s.Apply(m)
			ok, known := s.GoalReachable()
			s.Undo()
			if !known {
				t.Fatalf("a child of %q is unknown", s)
			}
			live = live || ok
		}
		if !live {
			t.Fatalf("entry %q has no jump to a live position", s)
		}
	}
	for n := 1; n <= livePegs; n++ {
		if byPegs[n] == 0 {
			t.Errorf("no entry with %d pegs", n)
		}
	}
	t.Logf("%d entries, by pegs: %v", len(table), byPegs)
}

func TestLiveTableOnlyForTheCentralGame(t *testing.T) {
	for _, opts := range []game.Options{
		{OptGoal: GoalAnywhere},
		{OptStart: "1"},
		{OptBoard: BoardFrench},
	} {
		s := start(t, opts)
		if _, known := s.GoalReachable(); known {
			t.Errorf("%v: the central game's table answers", opts)
		}
	}
	s := start(t, nil)
	if ok, known := s.GoalReachable(); !ok || !known {
		t.Errorf("the start: reachable %v, known %v", ok, known)
	}
	// The leaflet's first jump leaves a position of the central game...
	play(t, s, "5-17")
	c := s.Clone().(*State)
	if ok, known := c.GoalReachable(); !ok || !known {
		t.Errorf("a clone after one jump: reachable %v, known %v", ok, known)
	}
}

func TestDecodeLiveErrors(t *testing.T) {
	good, err := EncodeLiveTable([]uint64{1 << cellOf(3, 3), 1<<cellOf(3, 3) | 1<<cellOf(3, 4) | 1<<cellOf(3, 5)})
	if err != nil {
		t.Fatal(err)
	}
	keys, err := decodeLive(good)
	if err != nil || len(keys) != 2 {
		t.Fatalf("round trip: %v %v", keys, err)
	}
	for name, data := range map[string][]byte{
		"empty":       nil,
		"wrong magic": append([]byte("XXXX"), good[4:]...),
		"cut short":   good[:len(good)-3],
		"garbage":     append([]byte(liveMagic), 1, 2, 3, 4, 5),
	} {
		if _, err := decodeLive(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if bits.OnesCount64(unpackHoles(packHoles(english.holes))) != 33 {
		t.Error("packing loses holes")
	}
}

// BenchmarkDecodeLive measures reading the live table, which happens once,
// on the first question to it.
func BenchmarkDecodeLive(b *testing.B) {
	for b.Loop() {
		keys, err := decodeLive(liveBin)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(keys)), "keys")
	}
}
