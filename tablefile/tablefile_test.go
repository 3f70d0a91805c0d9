package tablefile

import (
	"errors"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	var w Writer
	w.Uint(3)
	w.String("original")
	w.Uint(1 << 40)
	data, err := w.File("TEST")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Open("TEST", data)
	if err != nil {
		t.Fatal(err)
	}
	if n, s, big := r.Uint(), r.String(), r.Uint(); n != 3 || s != "original" || big != 1<<40 {
		t.Errorf("read %d %q %d", n, s, big)
	}
	if err := r.Close(); err != nil {
		t.Error(err)
	}
}

func TestDamaged(t *testing.T) {
	var w Writer
	w.Uint(2)
	w.Uint(7)
	good, err := w.File("TEST")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open("XXXX", good); err == nil {
		t.Error("wrong magic: no error")
	}
	if r, err := Open("TEST", good[:len(good)-1]); err != nil {
		t.Errorf("cut short: %v when opened, want the error when read", err)
	} else if r.Uint(); r.Uint() != 0 || !errors.Is(r.Close(), ErrDamaged) {
		t.Error("cut short: read without ErrDamaged")
	}
	tests := []struct {
		name string
		read func(r *Reader)
	}{
		{"read past the end", func(r *Reader) { r.Uint(); r.Uint(); r.Uint() }},
		{"data left over", func(r *Reader) { r.Uint() }},
		{"a count larger than the body", func(r *Reader) { r.Uint(); r.Count() }},
		{"a value out of place", func(r *Reader) { r.Uint(); r.Uint(); r.Fail() }},
	}
	for _, tt := range tests {
		r, err := Open("TEST", good)
		if err != nil {
			t.Fatal(err)
		}
		tt.read(r)
		if err := r.Close(); !errors.Is(err, ErrDamaged) {
			t.Errorf("%s: %v, want ErrDamaged", tt.name, err)
		}
	}
}
