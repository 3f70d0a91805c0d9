package solitaire

import (
	"fmt"
	"math/bits"
	"slices"

	"parlour/lang"
	"parlour/tablefile"
)

// The live table of the central game (English board, centre empty at the
// start, one peg in the centre at the end): every position reachable from
// the start from which the goal can still be reached, up to the board's
// eight symmetries. There are 1,679,072 of them. The table keeps those
// with at most livePegs pegs; the rest follow from a property of the
// central game: a position is live exactly when its complement (pegs and
// holes swapped) is, since playing backwards from the goal is playing
// forwards from the complement of the goal, which is the start. So a
// position of the central game with at most livePegs pegs, or at least
// 33-livePegs, is answered from the table, and one in between is
// searched only down to the table.
//
// live.bin is made by `go generate`, which runs the command
// cmd/internal/tables/solitaire: it explores the game with the engine's
// LivePositions, and the rules never import the engine. liveTable must
// then be given the new file's size and SHA-256 (the tests of package
// tablefile say them). Native builds embed it (live_table.go); the
// browser's engine downloads it from the site the first time a hint or
// the solver needs it.
//
//go:generate go run parlour/cmd/internal/tables/solitaire -o live.bin

// livePegs is the most pegs a position of the live table has.
const livePegs = 14

// liveMagic starts the table file.
const liveMagic = "PSL3"

// liveTable is the live table's file.
var liveTable = tablefile.Declare(&tablefile.Table{
	Name:     "solitaire-live.bin",
	Size:     612717,
	SHA256:   "aab3b4da9289987d05d7e0d43a87a78100e02ff48008b3ce846938cb6ce5b254",
	Label:    lang.Key("Table of winnable positions"),
	Embedded: liveBin,
})

// live is the live table, decoded when first needed. Without it (offline
// before it was ever downloaded, or damaged) the solver searches, which
// is slower but still right, and TableNote says so.
var live = tablefile.NewLazy(liveTable, decodeLive)

// packHoles squeezes a bitboard of the English board's cells into 33 bits,
// one per hole in cell order; the order of bitboards is kept, so the
// smallest of a position's images stays the smallest.
func packHoles(cells uint64) uint64 {
	var out uint64
	i := 0
	for h := english.holes; h != 0; h &= h - 1 {
		if cells&(h&-h) != 0 {
			out |= 1 << i
		}
		i++
	}
	return out
}

// centralGame is the variant the live table is for.
func centralGame() *rules { return variants[variant{false, cellOf(3, 3)}]() }

// GoalReachable answers, in the central game from its standard start,
// whether one peg can still be left in the centre, from the live table:
// known is false for positions in the middle of the game (15 to 18 pegs),
// for other variants and for positions not reached from the start by
// play.
func (s *State) GoalReachable() (reachable, known bool) {
	if !s.fromStart {
		return false, false
	}
	n := s.Pegs()
	var key uint64
	switch holes := bits.OnesCount64(s.rules.holes); {
	case n <= livePegs:
		key = s.SymmetricKey()
	case n >= holes-livePegs:
		key = s.rules.holes ^ s.sym[0]
		for i := 1; i < len(s.rules.syms); i++ {
			key = min(key, s.rules.holes^s.sym[i])
		}
	default:
		return false, false
	}
	table, err := live.Get()
	if err != nil {
		return false, false
	}
	_, found := slices.BinarySearch(table, packHoles(key))
	return found, true
}

// EncodeLiveTable writes the live table from the keys (SymmetricKey
// values) of the central game's live positions, keeping those with at
// most livePegs pegs: a table file (package tablefile) of the number of
// keys and the gaps between the sorted packed keys.
func EncodeLiveTable(keys []uint64) ([]byte, error) {
	var packed []uint64
	for _, k := range keys {
		if bits.OnesCount64(k) <= livePegs {
			packed = append(packed, packHoles(k))
		}
	}
	slices.Sort(packed)
	packed = slices.Compact(packed)
	var w tablefile.Writer
	w.Uint(uint64(len(packed)))
	prev := uint64(0)
	for _, p := range packed {
		w.Uint(p - prev)
		prev = p
	}
	return w.File(liveMagic)
}

// decodeLive reads a table written by EncodeLiveTable.
func decodeLive(data []byte) ([]uint64, error) {
	r, err := tablefile.Open(liveMagic, data)
	if err != nil {
		return nil, fmt.Errorf("live table: %w", err)
	}
	n := r.Count()
	keys := make([]uint64, 0, n)
	prev := uint64(0)
	for i := range n {
		gap := r.Uint()
		prev += gap
		if (i > 0 && gap == 0) || prev >= 1<<33 {
			r.Fail() // out of order or range
			break
		}
		keys = append(keys, prev)
	}
	if err := r.Close(); err != nil {
		return nil, fmt.Errorf("live table: %w", err)
	}
	return keys, nil
}

// TableNote returns, in the central game from its start, the live table
// and why it could not be had, so that the analysis says the solver
// searches instead; err is nil otherwise.
func (s *State) TableNote() (*tablefile.Table, error) {
	if !s.fromStart {
		return nil, nil
	}
	return liveTable, live.Err()
}
