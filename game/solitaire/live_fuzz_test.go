package solitaire

import (
	"testing"
)

// FuzzDecodeLive feeds the live table's decoder damaged and made-up
// files: it returns an error or keys in ascending order within the 33
// holes of the English board, never a panic or a huge allocation.
func FuzzDecodeLive(f *testing.F) {
	small, err := EncodeLiveTable([]uint64{english.holes, english.holes &^ 1, 1 << 20})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(small)
	f.Add(small[:len(small)-1])
	f.Add([]byte(liveMagic))
	if len(liveBin) > 0 {
		f.Add(liveBin[:min(len(liveBin), 512)])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		keys, err := decodeLive(data)
		if err != nil {
			if keys != nil {
				t.Fatal("keys with an error")
			}
			return
		}
		for i, k := range keys {
			if k >= 1<<33 || i > 0 && k <= keys[i-1] {
				t.Fatalf("key %d (%x) out of order or range", i, k)
			}
		}
	})
}
