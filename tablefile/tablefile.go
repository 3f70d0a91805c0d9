// Package tablefile writes, reads and loads the data files that games and
// the languages ship with, such as solved tables, opening books and catalogs:
// a magic string that names the format, then a body of unsigned varints
// and strings. The body is left uncompressed: web servers send the files
// brotli- or gzip-compressed, which shrinks them further than deflate
// inside the file would (the sizes are in docs/measurements.md).
//
// A game declares each of its files as a Table (name, size, SHA-256) and
// loads it through a Lazy when a level first needs it. Where the bytes
// come from is the Source's business: the copy built into native
// programs, or, in the browser's engine worker, a download from the web
// site, which serves every declared table as a file of its own. Every
// load is checked against the declared hash; a table that cannot be had
// leaves the level to search, and Note says so to the player.
package tablefile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// Writer builds a file's body.
type Writer struct{ raw []byte }

// Uint appends an unsigned varint.
func (w *Writer) Uint(v uint64) { w.raw = binary.AppendUvarint(w.raw, v) }

// String appends a string as its length and bytes.
func (w *Writer) String(s string) {
	w.Uint(uint64(len(s)))
	w.raw = append(w.raw, s...)
}

// File returns the file: magic, then the body.
func (w *Writer) File(magic string) ([]byte, error) {
	return append([]byte(magic), w.raw...), nil
}

// ErrDamaged is the error of a body cut short or holding a value out of
// place.
var ErrDamaged = errors.New("cut short or damaged")

// Reader reads a body that a Writer wrote. Its first error sticks: the
// reads after it return zero values, and Close reports it.
type Reader struct {
	raw []byte
	err error
}

// Open checks that data starts with magic and returns a reader of the
// body.
func Open(magic string, data []byte) (*Reader, error) {
	if !bytes.HasPrefix(data, []byte(magic)) {
		return nil, fmt.Errorf("not a %s file", magic)
	}
	return &Reader{raw: data[len(magic):]}, nil
}

// Uint reads an unsigned varint.
func (r *Reader) Uint() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.raw)
	if n <= 0 {
		r.err = ErrDamaged
		return 0
	}
	r.raw = r.raw[n:]
	return v
}

// Count reads the number of items that follow, each at least one byte
// long, so a damaged count cannot ask for more memory than the body has.
func (r *Reader) Count() int {
	n := r.Uint()
	if n > uint64(len(r.raw)) {
		r.Fail()
		return 0
	}
	return int(n)
}

// String reads a string.
func (r *Reader) String() string {
	n := r.Count()
	if r.err != nil {
		return ""
	}
	s := string(r.raw[:n])
	r.raw = r.raw[n:]
	return s
}

// Fail marks the body damaged, for a value the caller finds out of place.
func (r *Reader) Fail() {
	if r.err == nil {
		r.err = ErrDamaged
	}
}

// Close reports the first error, or data left after the last read.
func (r *Reader) Close() error {
	if r.err == nil && len(r.raw) != 0 {
		r.err = ErrDamaged
	}
	return r.err
}
