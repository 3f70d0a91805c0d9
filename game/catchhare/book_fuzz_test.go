package catchhare

import (
	"testing"
)

// FuzzDecodeBook feeds the book's decoder damaged and made-up files (a
// file that fails its hash never reaches it, but a decoder must not trust
// that): it returns an error or a book whose entries are in order, never
// a panic or a huge allocation.
func FuzzDecodeBook(f *testing.F) {
	small, err := EncodeBook([]BookVariant{{Board: "original", Leaps: "multiple", Hunters: 12,
		Moves: map[int64]uint8{0: 3, 7: 1, 900: 255}}})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(small)
	f.Add(small[:len(small)-1])
	f.Add([]byte(bookMagic))
	if len(bookBin) > 0 {
		f.Add(bookBin[:min(len(bookBin), 512)])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		book, err := decodeBook(data)
		if err != nil {
			if book != nil {
				t.Fatal("a book with an error")
			}
			return
		}
		for k, e := range book {
			if len(e.index) != len(e.move) {
				t.Fatalf("%v: %d indices for %d moves", k, len(e.index), len(e.move))
			}
			for i := 1; i < len(e.index); i++ {
				if e.index[i] <= e.index[i-1] {
					t.Fatalf("%v: indices out of order at %d", k, i)
				}
			}
		}
	})
}
