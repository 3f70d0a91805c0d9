package tablefile_test

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
	"testing"

	_ "parlour/game/catalog"
	"parlour/tablefile"
)

// testTable returns an undeclared table whose file is data.
func testTable(data []byte) *tablefile.Table {
	sum := sha256.Sum256(data)
	return &tablefile.Table{Name: "test.bin", Size: int64(len(data)), SHA256: hex.EncodeToString(sum[:]), Label: "Test table", Embedded: data}
}

// TestDeclaredTablesMatchTheirFiles checks every table a game declares
// against the file built into the program: after `go generate` writes a
// new file, the failure says the size and hash to declare.
func TestDeclaredTablesMatchTheirFiles(t *testing.T) {
	all := tablefile.All()
	if len(all) < 2 {
		t.Fatalf("%d tables declared, want the book and the live table at least", len(all))
	}
	for _, tb := range all {
		if tb.Label == "" || strings.Contains(tb.Name, "/") {
			t.Errorf("%s: want a label and a plain file name", tb.Name)
		}
		if _, err := tb.Bytes(); err != nil {
			sum := sha256.Sum256(tb.Embedded)
			t.Errorf("%v\ndeclare Size: %d, SHA256: %q", err, len(tb.Embedded), hex.EncodeToString(sum[:]))
		}
	}
}

func TestCheck(t *testing.T) {
	good := []byte("a table of positions")
	tb := testTable(good)
	for _, c := range []struct {
		name string
		data []byte
		want string // in the error; "" for none
	}{
		{"the file", good, ""},
		{"one byte changed", []byte("a table of pOsitions"), "SHA-256"},
		{"cut short", good[:5], "5 bytes, want 20"},
		{"empty", nil, "0 bytes"},
	} {
		err := tb.Check(c.data)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !errors.Is(err, tablefile.ErrDamaged) || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		case c.want != "" && !strings.HasPrefix(err.Error(), "test.bin: "):
			t.Errorf("%s: error %q does not name the file", c.name, err)
		}
	}
}

// TestLazy loads a table through sources that have it, damage it or lack
// it: the decoded table, or an error, and one attempt only until the
// source changes.
func TestLazy(t *testing.T) {
	defer tablefile.Use(nil)
	file := []byte("forty-two")
	tb := testTable(file)
	for _, c := range []struct {
		name string
		give func() ([]byte, error)
		want error // nil: loads
	}{
		{"embedded", func() ([]byte, error) { return file, nil }, nil},
		{"damaged", func() ([]byte, error) { return []byte("forty-tw0"), nil }, tablefile.ErrDamaged},
		{"offline", func() ([]byte, error) { return nil, tablefile.ErrOffline }, tablefile.ErrOffline},
		{"missing", func() ([]byte, error) { return nil, tablefile.ErrMissing }, tablefile.ErrMissing},
	} {
		calls := 0
		tablefile.Use(tablefile.SourceFunc(func(*tablefile.Table) ([]byte, error) {
			calls++
			return c.give()
		}))
		var reports []tablefile.LoadReport
		tablefile.OnLoad(func(r tablefile.LoadReport) { reports = append(reports, r) })
		l := tablefile.NewLazy(tb, func(b []byte) (string, error) { return strings.ToUpper(string(b)), nil })
		if err := l.Err(); err != nil {
			t.Errorf("%s: error %v before any attempt", c.name, err)
		}
		for range 2 {
			v, err := l.Get()
			switch {
			case c.want == nil && (err != nil || v != "FORTY-TWO"):
				t.Errorf("%s: got %q, %v", c.name, v, err)
			case c.want != nil && (!errors.Is(err, c.want) || !errors.Is(l.Err(), c.want)):
				t.Errorf("%s: error %v (kept %v), want %v", c.name, err, l.Err(), c.want)
			}
		}
		if calls != 1 || len(reports) != 1 || !errors.Is(reports[0].Err, c.want) || reports[0].Name != "test.bin" {
			t.Errorf("%s: %d loads and reports %+v, want one of each", c.name, calls, reports)
		}
	}
	tablefile.OnLoad(nil)
}

// TestLazyAgainAfterUse checks that a failure is forgotten when the
// source changes, and that Embedded serves a table's own bytes.
func TestLazyAgainAfterUse(t *testing.T) {
	defer tablefile.Use(nil)
	tb := testTable([]byte("kept"))
	tablefile.Use(tablefile.SourceFunc(func(*tablefile.Table) ([]byte, error) { return nil, tablefile.ErrOffline }))
	l := tablefile.NewLazy(tb, func(b []byte) ([]byte, error) { return b, nil })
	if _, err := l.Get(); err == nil {
		t.Fatal("loaded while offline")
	}
	tablefile.Use(nil)
	if l.Err() != nil {
		t.Errorf("the failure outlived its source: %v", l.Err())
	}
	if v, err := l.Get(); err != nil || string(v) != "kept" {
		t.Errorf("from the embedded copy: %q, %v", v, err)
	}
	tb.Embedded = nil
	tablefile.Use(nil)
	if _, err := l.Get(); !errors.Is(err, tablefile.ErrMissing) {
		t.Errorf("without an embedded copy: %v, want ErrMissing", err)
	}
}

// TestLazyDecodeError reports a file that passes its hash but does not
// decode as damaged by name.
func TestLazyDecodeError(t *testing.T) {
	tb := testTable([]byte("x"))
	l := tablefile.NewLazy(tb, func([]byte) (int, error) { return 0, tablefile.ErrDamaged })
	if _, err := l.Get(); !errors.Is(err, tablefile.ErrDamaged) || !strings.HasPrefix(err.Error(), "test.bin: ") {
		t.Errorf("error %v", err)
	}
}
