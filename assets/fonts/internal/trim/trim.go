// Package trim makes a smaller copy of a TrueType font that draws the
// characters it keeps exactly as the original does.
//
// Parlour draws its texts with Ebitengine, which fills each glyph's
// outline as it is and never runs a font's hinting program. The Go fonts
// are hinted: in Go Regular the glyphs' instructions are 67 KB of its
// 149 KB. Trim drops those instructions and the tables only hinting reads
// (fpgm, prep, cvt), the glyph names (post version 3), and the glyphs of
// the characters it is told to leave out, which then draw as the font's
// missing-glyph box, as a character the font never had does. Glyph
// numbers, advances and every kept outline stay as they were.
//
// The font formats are Apple's TrueType Reference Manual and Microsoft's
// OpenType specification (tables cmap, glyf, loca, head, post).
package trim

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"sort"
)

// Composite glyph flags (OpenType, glyf table).
const (
	argsAreWords     = 0x0001
	haveScale        = 0x0008
	moreComponents   = 0x0020
	haveXYScale      = 0x0040
	haveTwoByTwo     = 0x0080
	haveInstructions = 0x0100
)

// dropped are the tables only a hinting program reads.
var dropped = map[string]bool{"fpgm": true, "prep": true, "cvt ": true}

// Font returns a copy of the TrueType font ttf that maps only the
// characters keep accepts, without hinting or glyph names.
func Font(ttf []byte, keep func(rune) bool) ([]byte, error) {
	f, err := parse(ttf)
	if err != nil {
		return nil, err
	}
	runes, err := f.characters()
	if err != nil {
		return nil, err
	}
	kept := map[rune]uint16{}
	for r, g := range runes {
		if keep(r) {
			kept[r] = g
		}
	}
	glyphs, err := f.glyphs()
	if err != nil {
		return nil, err
	}
	// The glyphs kept: the missing-glyph box, those of the kept
	// characters, and the parts those are made of.
	used := make([]bool, len(glyphs))
	var mark func(g uint16, depth int) error
	mark = func(g uint16, depth int) error {
		if int(g) >= len(glyphs) {
			return fmt.Errorf("glyph %d is past the font's %d", g, len(glyphs))
		}
		if used[g] {
			return nil
		}
		if depth > 8 {
			return errors.New("composite glyphs nest too deep")
		}
		used[g] = true
		parts, err := components(glyphs[g])
		if err != nil {
			return fmt.Errorf("glyph %d: %w", g, err)
		}
		for _, p := range parts {
			if err := mark(p, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	if err := mark(0, 0); err != nil {
		return nil, err
	}
	for _, g := range kept {
		if err := mark(g, 0); err != nil {
			return nil, err
		}
	}

	var glyf []byte
	offsets := make([]int, 0, len(glyphs)+1)
	for g, data := range glyphs {
		offsets = append(offsets, len(glyf))
		if !used[g] || len(data) == 0 {
			continue
		}
		plain, err := withoutInstructions(data)
		if err != nil {
			return nil, fmt.Errorf("glyph %d: %w", g, err)
		}
		glyf = append(glyf, plain...)
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
	}
	offsets = append(offsets, len(glyf))
	loca, long := locations(offsets)

	tables := map[string][]byte{}
	for tag, data := range f.tables {
		if !dropped[tag] {
			tables[tag] = data
		}
	}
	tables["glyf"] = glyf
	tables["loca"] = loca
	tables["cmap"] = characterMap(kept)
	head := slices.Clone(f.tables["head"])
	binary.BigEndian.PutUint16(head[50:], map[bool]uint16{false: 0, true: 1}[long])
	tables["head"] = head
	if post := f.tables["post"]; len(post) >= 32 {
		post = slices.Clone(post[:32])
		binary.BigEndian.PutUint32(post, 0x00030000)
		tables["post"] = post
	}
	return write(tables), nil
}

// font is a parsed TrueType file: its tables by tag.
type font struct {
	tables map[string][]byte
}

func parse(ttf []byte) (*font, error) {
	if len(ttf) < 12 || binary.BigEndian.Uint32(ttf) != 0x00010000 {
		return nil, errors.New("not a TrueType font")
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("the table directory is cut short")
	}
	f := &font{tables: map[string][]byte{}}
	for i := range n {
		rec := ttf[12+16*i:]
		tag := string(rec[:4])
		off, size := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(size) > uint64(len(ttf)) {
			return nil, fmt.Errorf("table %q lies past the file's end", tag)
		}
		f.tables[tag] = ttf[off : off+size]
	}
	for _, tag := range []string{"head", "maxp", "loca", "glyf", "cmap"} {
		if f.tables[tag] == nil {
			return nil, fmt.Errorf("no %q table", tag)
		}
	}
	if len(f.tables["head"]) < 54 || len(f.tables["maxp"]) < 6 {
		return nil, errors.New("head or maxp is cut short")
	}
	return f, nil
}

// glyphs returns each glyph's bytes in the glyf table, by glyph number.
func (f *font) glyphs() ([][]byte, error) {
	n := int(binary.BigEndian.Uint16(f.tables["maxp"][4:]))
	long := binary.BigEndian.Uint16(f.tables["head"][50:]) == 1
	loca, glyf := f.tables["loca"], f.tables["glyf"]
	at := func(i int) int {
		if long {
			return int(binary.BigEndian.Uint32(loca[4*i:]))
		}
		return 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
	}
	size := 2
	if long {
		size = 4
	}
	if len(loca) < size*(n+1) {
		return nil, errors.New("loca is cut short")
	}
	out := make([][]byte, n)
	for i := range n {
		a, b := at(i), at(i+1)
		if a > b || b > len(glyf) {
			return nil, fmt.Errorf("glyph %d lies outside glyf", i)
		}
		out[i] = glyf[a:b]
	}
	return out, nil
}

// characters reads the Unicode characters of the font's Windows BMP
// character map (platform 3, encoding 1, format 4).
func (f *font) characters() (map[rune]uint16, error) {
	cmap := f.tables["cmap"]
	if len(cmap) < 4 {
		return nil, errors.New("cmap is cut short")
	}
	n := int(binary.BigEndian.Uint16(cmap[2:]))
	for i := range n {
		rec := cmap[4+8*i:]
		if len(rec) < 8 {
			break
		}
		if binary.BigEndian.Uint16(rec) != 3 || binary.BigEndian.Uint16(rec[2:]) != 1 {
			continue
		}
		off := int(binary.BigEndian.Uint32(rec[4:]))
		if off+14 > len(cmap) || binary.BigEndian.Uint16(cmap[off:]) != 4 {
			return nil, errors.New("the Windows character map is not of format 4")
		}
		return format4(cmap[off:])
	}
	return nil, errors.New("no Windows Unicode character map")
}

func format4(t []byte) (map[rune]uint16, error) {
	length := int(binary.BigEndian.Uint16(t[2:]))
	segs := int(binary.BigEndian.Uint16(t[6:])) / 2
	if length > len(t) || 16+8*segs > length {
		return nil, errors.New("the character map is cut short")
	}
	t = t[:length]
	ends, starts := t[14:], t[16+2*segs:]
	deltas, ranges := t[16+4*segs:], t[16+6*segs:]
	out := map[rune]uint16{}
	for s := range segs {
		end := int(binary.BigEndian.Uint16(ends[2*s:]))
		start := int(binary.BigEndian.Uint16(starts[2*s:]))
		delta := binary.BigEndian.Uint16(deltas[2*s:])
		ro := int(binary.BigEndian.Uint16(ranges[2*s:]))
		for c := start; c <= end && c != 0xFFFF; c++ {
			g := uint16(c) + delta
			if ro != 0 {
				at := 16 + 6*segs + 2*s + ro + 2*(c-start)
				if at+2 > len(t) {
					return nil, errors.New("the character map points past its end")
				}
				g = binary.BigEndian.Uint16(t[at:])
				if g != 0 {
					g += delta
				}
			}
			if g != 0 {
				out[rune(c)] = g
			}
		}
	}
	return out, nil
}

// components returns the glyphs a composite glyph is made of, none for a
// simple one.
func components(g []byte) ([]uint16, error) {
	if len(g) < 10 || int16(binary.BigEndian.Uint16(g)) >= 0 {
		return nil, nil
	}
	var out []uint16
	err := eachComponent(g, func(_ int, glyph uint16) { out = append(out, glyph) })
	return out, err
}

// eachComponent calls fn with the offset of each component's flags in the
// composite glyph g, and the glyph it places; it returns an error if the
// components run past g's end.
func eachComponent(g []byte, fn func(at int, glyph uint16)) error {
	at := 10
	for {
		if at+4 > len(g) {
			return errors.New("composite glyph cut short")
		}
		flags := binary.BigEndian.Uint16(g[at:])
		fn(at, binary.BigEndian.Uint16(g[at+2:]))
		at += componentSize(flags)
		if flags&moreComponents == 0 {
			if at > len(g) {
				return errors.New("composite glyph cut short")
			}
			return nil
		}
	}
}

// componentSize is the length of a component record with these flags.
func componentSize(flags uint16) int {
	n := 4 + 2
	if flags&argsAreWords != 0 {
		n += 2
	}
	switch {
	case flags&haveScale != 0:
		n += 2
	case flags&haveXYScale != 0:
		n += 4
	case flags&haveTwoByTwo != 0:
		n += 8
	}
	return n
}

// withoutInstructions returns glyph g without its hinting instructions.
func withoutInstructions(g []byte) ([]byte, error) {
	if len(g) < 10 {
		return nil, errors.New("glyph cut short")
	}
	contours := int(int16(binary.BigEndian.Uint16(g)))
	if contours >= 0 {
		at := 10 + 2*contours
		if at+2 > len(g) {
			return nil, errors.New("glyph cut short")
		}
		n := int(binary.BigEndian.Uint16(g[at:]))
		if at+2+n > len(g) {
			return nil, errors.New("glyph's instructions run past its end")
		}
		out := slices.Clone(g[:at+2])
		binary.BigEndian.PutUint16(out[at:], 0)
		return append(out, g[at+2+n:]...), nil
	}
	end := 10
	out := slices.Clone(g)
	err := eachComponent(g, func(at int, _ uint16) {
		flags := binary.BigEndian.Uint16(g[at:]) &^ haveInstructions
		binary.BigEndian.PutUint16(out[at:], flags)
		end = at + componentSize(flags)
	})
	if err != nil {
		return nil, err
	}
	return out[:end], nil
}

// locations writes the loca table for glyph offsets, in the short form
// where it can hold them.
func locations(offsets []int) (loca []byte, long bool) {
	long = offsets[len(offsets)-1] > 2*0xFFFF
	for _, o := range offsets {
		if long {
			loca = binary.BigEndian.AppendUint32(loca, uint32(o))
		} else {
			loca = binary.BigEndian.AppendUint16(loca, uint16(o/2))
		}
	}
	return loca, long
}

// characterMap writes a cmap table of one format 4 subtable, for Unicode
// (platform 0) and Windows (platform 3, encoding 1).
func characterMap(m map[rune]uint16) []byte {
	var cs []int
	for r := range m {
		if r < 0xFFFF {
			cs = append(cs, int(r))
		}
	}
	sort.Ints(cs)
	// One segment per run of consecutive characters; a run whose glyphs
	// also follow one another maps by its delta alone, the others list
	// their glyphs.
	type segment struct{ start, end int }
	var segs []segment
	for _, c := range cs {
		if n := len(segs); n > 0 && segs[n-1].end == c-1 {
			segs[n-1].end = c
		} else {
			segs = append(segs, segment{c, c})
		}
	}
	segs = append(segs, segment{0xFFFF, 0xFFFF})
	n := len(segs)
	var ends, starts, deltas, ranges, list []byte
	for i, s := range segs {
		ends = binary.BigEndian.AppendUint16(ends, uint16(s.end))
		starts = binary.BigEndian.AppendUint16(starts, uint16(s.start))
		if s.start == 0xFFFF {
			deltas = binary.BigEndian.AppendUint16(deltas, 1)
			ranges = binary.BigEndian.AppendUint16(ranges, 0)
			continue
		}
		delta := int(m[rune(s.start)]) - s.start
		steady := true
		for c := s.start; c <= s.end; c++ {
			steady = steady && int(m[rune(c)])-c == delta
		}
		if steady {
			deltas = binary.BigEndian.AppendUint16(deltas, uint16(delta))
			ranges = binary.BigEndian.AppendUint16(ranges, 0)
			continue
		}
		deltas = binary.BigEndian.AppendUint16(deltas, 0)
		// From this segment's idRangeOffset entry to its first glyph.
		ranges = binary.BigEndian.AppendUint16(ranges, uint16(2*(n-i)+len(list)))
		for c := s.start; c <= s.end; c++ {
			list = binary.BigEndian.AppendUint16(list, m[rune(c)])
		}
	}
	var sub []byte
	searchRange, selector := 2, 0
	for searchRange*2 <= 2*n {
		searchRange *= 2
		selector++
	}
	length := 16 + 8*n + len(list)
	for _, v := range []int{4, length, 0, 2 * n, searchRange, selector, 2*n - searchRange} {
		sub = binary.BigEndian.AppendUint16(sub, uint16(v))
	}
	sub = append(sub, ends...)
	sub = append(sub, 0, 0)
	sub = append(sub, starts...)
	sub = append(sub, deltas...)
	sub = append(sub, ranges...)
	sub = append(sub, list...)

	var out []byte
	out = binary.BigEndian.AppendUint16(out, 0) // version
	out = binary.BigEndian.AppendUint16(out, 2)
	for _, enc := range [][2]uint16{{0, 3}, {3, 1}} {
		out = binary.BigEndian.AppendUint16(out, enc[0])
		out = binary.BigEndian.AppendUint16(out, enc[1])
		out = binary.BigEndian.AppendUint32(out, 4+2*8)
	}
	return append(out, sub...)
}

// write lays out a TrueType file of these tables, with their checksums
// and the head table's whole-file adjustment.
func write(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for t := range tables {
		tags = append(tags, t)
	}
	sort.Strings(tags)
	n := len(tags)
	searchRange, selector := 1, 0
	for searchRange*2 <= n {
		searchRange *= 2
		selector++
	}
	out := binary.BigEndian.AppendUint32(nil, 0x00010000)
	for _, v := range []int{n, 16 * searchRange, selector, 16 * (n - searchRange)} {
		out = binary.BigEndian.AppendUint16(out, uint16(v))
	}
	dir := len(out)
	out = append(out, make([]byte, 16*n)...)
	headAt := 0
	for i, tag := range tags {
		data := tables[tag]
		if tag == "head" {
			data = slices.Clone(data)
			binary.BigEndian.PutUint32(data[8:], 0)
			headAt = len(out)
		}
		rec := out[dir+16*i:]
		copy(rec, tag)
		binary.BigEndian.PutUint32(rec[4:], checksum(data))
		binary.BigEndian.PutUint32(rec[8:], uint32(len(out)))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(data)))
		out = append(out, data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	binary.BigEndian.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	return out
}

// checksum is the TrueType table checksum: the sum of its big-endian
// 32-bit words, the last padded with zeros.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
