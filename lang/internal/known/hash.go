package known

import "strconv"

// Hash is a text's key in a built catalog file (lang/bundle): its English
// written short, as FNV-1a's 32 bits in base 36, so that a player's
// download carries the translations without the English beside them
// (about a quarter of a catalog's bytes). The page's loader computes the
// same (loader.js, hash).
func Hash(english string) string {
	h := uint32(2166136261)
	for i := 0; i < len(english); i++ {
		h ^= uint32(english[i])
		h *= 16777619
	}
	return strconv.FormatUint(uint64(h), 36)
}
