package catchhare

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"parlour/game"
)

func TestSpaceIndexRoundTrip(t *testing.T) {
	r := Rules{Layout: Layouts["original"], Threshold: 9, Multi: true}
	sp, err := NewSpace(r, 12)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := sp.Len(), int64(2*25*(2704156+2496144+1961256)); got != want {
		t.Fatalf("positions = %d, want %d", got, want)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 20000; n++ {
		i := rng.Int64N(sp.Len())
		h, p, side := sp.Position(i)
		if bits.OnesCount32(h) < 10 || h&(1<<p) != 0 || h>>Size != 0 {
			t.Fatalf("index %d decodes to hunters %025b, hare %d", i, h, p)
		}
		back, ok := sp.Index(h, p, side)
		if !ok || back != i {
			t.Fatalf("index %d: position (%025b, %d, %d) gives %d, %v", i, h, p, side, back, ok)
		}
	}
}

var _ game.State = (*State)(nil)

func benchSpace(b *testing.B) *Space {
	sp, err := NewSpace(Rules{Layout: Layouts["original"], Threshold: 9, Multi: true}, 12)
	if err != nil {
		b.Fatal(err)
	}
	return sp
}

func BenchmarkSpaceExits(b *testing.B) {
	sp := benchSpace(b)
	var buf []int64
	step := sp.Len()/1_000_003 + 1
	i := int64(0)
	for b.Loop() {
		buf, _ = sp.Exits(i, buf[:0])
		if i += step; i >= sp.Len() {
			i -= sp.Len()
		}
	}
}

func BenchmarkSpacePredecessors(b *testing.B) {
	sp := benchSpace(b)
	var buf []int64
	step := sp.Len()/1_000_003 + 1
	i := int64(0)
	for b.Loop() {
		buf = sp.Predecessors(i, buf[:0])
		if i += step; i >= sp.Len() {
			i -= sp.Len()
		}
	}
}

func BenchmarkLegalMoves(b *testing.B) {
	s := NewPosition(Rules{Layout: Layouts["original"], Hunters: 12, Threshold: 5, Multi: true}, StartHunters(12)&^(1<<16|1<<18), StartHare, Hare)
	var buf []game.Move
	for b.Loop() {
		buf = s.LegalMoves(buf[:0])
	}
}
