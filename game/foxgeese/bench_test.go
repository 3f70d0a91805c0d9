package foxgeese_test

import (
	"testing"

	"parlour/game"
	"parlour/game/foxgeese"
)

// BenchmarkMoves generates, plays and takes back every move in the
// positions of a quiet opening.
func BenchmarkMoves(b *testing.B) {
	m, err := game.NewMatch(foxgeese.Spec, nil)
	if err != nil {
		b.Fatal(err)
	}
	for _, mv := range []string{"9-4", "17-10", "11-6", "16-9", "4-5", "24-17"} {
		if err := m.PlayString(mv); err != nil {
			b.Fatal(err)
		}
	}
	s := m.State().Clone()
	var buf []game.Move
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = s.LegalMoves(buf[:0])
		for _, mv := range buf {
			s.Apply(mv)
			s.Undo()
		}
	}
}
