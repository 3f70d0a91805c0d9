package trim

import (
	"bytes"
	"encoding/binary"
	"testing"

	gotext "github.com/go-text/typesetting/font"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// TestTrimKeepsWhatItKeeps trims each Go font and checks, against the
// original, that every character kept has the same glyph, advance and
// outline, that every character left out maps to no glyph, and that no
// glyph keeps hinting instructions.
func TestTrimKeepsWhatItKeeps(t *testing.T) {
	for _, src := range GoFonts {
		t.Run(src.Name, func(t *testing.T) {
			out, err := Font(src.TTF, Keeps)
			if err != nil {
				t.Fatal(err)
			}
			if len(out) >= len(src.TTF)/2 {
				t.Errorf("trimmed to %d bytes from %d; want less than half", len(out), len(src.TTF))
			}
			was, err := sfnt.Parse(src.TTF)
			if err != nil {
				t.Fatal(err)
			}
			now, err := sfnt.Parse(out)
			if err != nil {
				t.Fatalf("the trimmed font does not parse: %v", err)
			}
			var b1, b2 sfnt.Buffer
			kept, left := 0, 0
			for r := rune(0); r < 0x10000; r++ {
				g1, _ := was.GlyphIndex(&b1, r)
				if g1 == 0 {
					continue
				}
				g2, err := now.GlyphIndex(&b2, r)
				if err != nil {
					t.Fatalf("U+%04X: %v", r, err)
				}
				if !Keeps(r) {
					left++
					if g2 != 0 {
						t.Errorf("U+%04X was left out but maps to glyph %d", r, g2)
					}
					continue
				}
				kept++
				if g2 != g1 {
					t.Errorf("U+%04X maps to glyph %d; was %d", r, g2, g1)
					continue
				}
				sameGlyph(t, r, was, now, g1, &b1, &b2)
			}
			if kept < 400 || left == 0 {
				t.Errorf("kept %d characters and left out %d; want over 400 and some", kept, left)
			}
			noInstructions(t, out)
		})
	}
}

func sameGlyph(t *testing.T, r rune, was, now *sfnt.Font, g sfnt.GlyphIndex, b1, b2 *sfnt.Buffer) {
	t.Helper()
	ppem := fixed.I(64)
	a1, err1 := was.GlyphAdvance(b1, g, ppem, xfont.HintingNone)
	a2, err2 := now.GlyphAdvance(b2, g, ppem, xfont.HintingNone)
	if err1 != nil || err2 != nil || a1 != a2 {
		t.Errorf("U+%04X advances %v (%v); was %v (%v)", r, a2, err2, a1, err1)
	}
	s1, err1 := was.LoadGlyph(b1, g, ppem, nil)
	s1 = append(sfnt.Segments(nil), s1...) // the buffer's next use overwrites it
	s2, err2 := now.LoadGlyph(b2, g, ppem, nil)
	if err1 != nil || err2 != nil || len(s1) != len(s2) {
		t.Errorf("U+%04X has %d segments (%v); was %d (%v)", r, len(s2), err2, len(s1), err1)
		return
	}
	for i := range s1 {
		if s1[i] != s2[i] {
			t.Errorf("U+%04X segment %d is %v; was %v", r, i, s2[i], s1[i])
			return
		}
	}
}

// noInstructions checks every glyph of a TrueType file for hinting
// instructions, and its checksums.
func noInstructions(t *testing.T, ttf []byte) {
	t.Helper()
	f, err := parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range []string{"fpgm", "prep", "cvt "} {
		if f.tables[tag] != nil {
			t.Errorf("the %q table is still there", tag)
		}
	}
	glyphs, err := f.glyphs()
	if err != nil {
		t.Fatal(err)
	}
	for g, data := range glyphs {
		if len(data) == 0 {
			continue
		}
		if n := int(int16(binary.BigEndian.Uint16(data))); n >= 0 {
			if il := binary.BigEndian.Uint16(data[10+2*n:]); il != 0 {
				t.Errorf("glyph %d keeps %d bytes of instructions", g, il)
			}
			continue
		}
		_ = eachComponent(data, func(at int, _ uint16) {
			if binary.BigEndian.Uint16(data[at:])&haveInstructions != 0 {
				t.Errorf("composite glyph %d keeps instructions", g)
			}
		})
	}
	if sum := checksum(ttf); sum != 0xB1B0AFBA {
		t.Errorf("the file sums to %#x; want 0xB1B0AFBA", sum)
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	for i := range n {
		rec := ttf[12+16*i:]
		data := f.tables[string(rec[:4])]
		if string(rec[:4]) == "head" {
			data = bytes.Clone(data)
			binary.BigEndian.PutUint32(data[8:], 0)
		}
		if binary.BigEndian.Uint32(rec[4:]) != checksum(data) {
			t.Errorf("table %q's checksum is wrong", rec[:4])
		}
	}
}

// TestTrimmedParsesForShaping loads each trimmed font as Ebitengine's
// text shaping does (go-text's parser) and maps a few characters.
func TestTrimmedParsesForShaping(t *testing.T) {
	for _, src := range GoFonts {
		out, err := Font(src.TTF, Keeps)
		if err != nil {
			t.Fatal(err)
		}
		face, err := gotext.ParseTTF(bytes.NewReader(out))
		if err != nil {
			t.Fatalf("%s: go-text cannot read it: %v", src.Name, err)
		}
		for _, c := range []struct {
			r    rune
			kept bool
		}{{'A', true}, {'é', true}, {'ß', true}, {'€', true}, {'…', true}, {'Ж', false}, {'λ', false}} {
			_, ok := face.NominalGlyph(c.r)
			if ok != c.kept {
				t.Errorf("%s: U+%04X has a glyph %v; want %v", src.Name, c.r, ok, c.kept)
			}
		}
	}
}

// TestTrimRefusesBrokenFonts gives Font a few damaged files: each is an
// error, not a panic.
func TestTrimRefusesBrokenFonts(t *testing.T) {
	src := GoFonts[0].TTF
	cases := map[string][]byte{
		"empty":         nil,
		"not TrueType":  []byte("wOFF0000000000000000"),
		"directory cut": src[:40],
		"tables cut":    src[:len(src)/2],
	}
	for name, data := range cases {
		if _, err := Font(data, Keeps); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
