package game

// Zobrist is a table of random 64-bit keys for Zobrist hashing: the hash of
// a position is the XOR of the keys of its features.
type Zobrist []uint64

// NewZobrist returns n keys drawn from a fixed-seed generator, so hashes are
// the same on every run and platform.
func NewZobrist(seed uint64, n int) Zobrist {
	z := make(Zobrist, n)
	for i := range z {
		z[i] = SplitMix64(&seed)
	}
	return z
}

// SplitMix64 advances the state and returns the next number of the
// SplitMix64 generator (Steele, Lea and Flood, 2014).
func SplitMix64(state *uint64) uint64 {
	*state += 0x9e3779b97f4a7c15
	z := *state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
