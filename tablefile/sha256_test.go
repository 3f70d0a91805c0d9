package tablefile

import (
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"testing"
)

// TestSum256 checks the package's SHA-256 against crypto/sha256 at every
// length around the block and padding boundaries, and on a long input.
func TestSum256(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	data := make([]byte, 300_000)
	for i := range data {
		data[i] = byte(rng.Uint32())
	}
	lengths := []int{len(data)}
	for n := 0; n <= 200; n++ {
		lengths = append(lengths, n)
	}
	for _, n := range lengths {
		want := sha256.Sum256(data[:n])
		if got := sum256(data[:n]); got != hex.EncodeToString(want[:]) {
			t.Errorf("%d bytes: %s, want %x", n, got, want)
		}
	}
	if got := sum256([]byte("abc")); got != "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" {
		t.Errorf(`"abc": %s`, got)
	}
}

func BenchmarkSum256(b *testing.B) {
	data := make([]byte, 1<<20)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		sum256(data)
	}
}
