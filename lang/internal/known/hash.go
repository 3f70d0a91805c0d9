package known

import "strconv"

// Sum is a text's key in a catalog: FNV-1a's 32 bits of its English
// (its UTF-8 bytes). Package lang looks a text up by it, with no
// allocation, at every call of T.
func Sum(english string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(english); i++ {
		h ^= uint32(english[i])
		h *= 16777619
	}
	return h
}

// Hash is a text's key in a built catalog file (lang/bundle): its Sum in
// base 36, so that a player's download carries the translations without
// the English beside them (about a quarter of a catalog's bytes). The
// page's loader computes the same (loader.js, hash).
func Hash(english string) string { return strconv.FormatUint(uint64(Sum(english)), 36) }
