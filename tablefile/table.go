package tablefile

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"parlour/guard"
)

// Table is one data file a game ships beside its code, such as a solved
// table or an opening book: too big to build into every program that
// plays the game, and needed only by some of its levels. A game declares
// each of its tables once (Declare) with the file's name, size and
// SHA-256, and loads it through a Lazy the first time a level needs it.
// The bytes come from the current Source: natively the copy built into
// the program, in the browser's engine a download from the web site,
// which lists the declared tables as files of its own.
type Table struct {
	Name   string // file name, also the file's path on the web site: "catchhare-book.bin"
	Size   int64  // in bytes
	SHA256 string // of the file, in lower-case hex
	// Label names the table for the player, capitalised, marked with
	// lang.Key where it is declared: "Opening book" (see engine.Note).
	Label string
	// Embedded is the file built into the program, or nil where it is
	// left out (the browser's builds).
	Embedded []byte
	// OnDemand marks a table that only some players need, such as one
	// language's texts: the web site's service worker keeps it for
	// offline play once it was loaded, rather than fetching it with the
	// others after the first visit.
	OnDemand bool
}

// Source gets the bytes of tables: Load returns the file of t, or an
// error wrapping ErrOffline or ErrMissing when it cannot be had. The
// bytes are checked by the caller.
type Source interface {
	Load(t *Table) ([]byte, error)
}

// SourceFunc is a Source made of a function.
type SourceFunc func(t *Table) ([]byte, error)

// Load calls f.
func (f SourceFunc) Load(t *Table) ([]byte, error) { return f(t) }

// The errors a table's loading wraps, which say what the player is told.
var (
	// ErrOffline is the error of a table that had to be downloaded with
	// the network off, before it was ever kept for offline play.
	ErrOffline = errors.New("not available offline yet")
	// ErrMissing is the error of a table its source does not have.
	ErrMissing = errors.New("not available")
)

// Embedded is the Source of builds that carry their tables: each table's
// Embedded bytes. It is the source until Use names another.
var Embedded Source = SourceFunc(func(t *Table) ([]byte, error) {
	if t.Embedded == nil {
		return nil, fmt.Errorf("%s: %w in this build", t.Name, ErrMissing)
	}
	return t.Embedded, nil
})

// LoadReport is what a Lazy tells the load hook (OnLoad) after each
// attempt to load its table: how long each step took, and the error.
type LoadReport struct {
	Name   string
	Get    time.Duration // the source's Load: a download in the browser
	Verify time.Duration // the size and SHA-256 check
	Decode time.Duration // the game's decoding
	Err    error
}

// registry holds the declared tables and the source they come from.
var registry struct {
	sync.Mutex
	tables     []*Table
	source     Source
	generation int // counts calls of Use: a table loaded before is loaded again
	onLoad     func(LoadReport)
}

// Declare registers a game's table, at package initialisation, and
// returns it. Two tables with one name are a programming error.
func Declare(t *Table) *Table {
	registry.Lock()
	defer registry.Unlock()
	for _, u := range registry.tables {
		if u.Name == t.Name {
			panic("tablefile: two tables named " + t.Name)
		}
	}
	registry.tables = append(registry.tables, t)
	return t
}

// All returns the declared tables, sorted by name.
func All() []*Table {
	registry.Lock()
	defer registry.Unlock()
	out := slices.Clone(registry.tables)
	slices.SortFunc(out, func(a, b *Table) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// Use makes src the source of every table from now on; tables already
// loaded are loaded again from it when next needed. A nil src restores
// Embedded.
func Use(src Source) {
	registry.Lock()
	defer registry.Unlock()
	registry.source = src
	registry.generation++
}

// OnLoad sets a function to call after each attempt to load a table, to
// report its timing; nil removes it. The function must not block.
func OnLoad(f func(LoadReport)) {
	registry.Lock()
	defer registry.Unlock()
	registry.onLoad = f
}

// current returns the source in use and its generation.
func current() (Source, int, func(LoadReport)) {
	registry.Lock()
	defer registry.Unlock()
	src := registry.source
	if src == nil {
		src = Embedded
	}
	return src, registry.generation, registry.onLoad
}

// Check returns an error wrapping ErrDamaged unless data is the table's
// file, by its size and SHA-256.
func (t *Table) Check(data []byte) error {
	if int64(len(data)) != t.Size {
		return fmt.Errorf("%s: %w: %d bytes, want %d", t.Name, ErrDamaged, len(data), t.Size)
	}
	if got := sum256(data); got != t.SHA256 {
		return fmt.Errorf("%s: %w: SHA-256 %s, want %s", t.Name, ErrDamaged, got, t.SHA256)
	}
	return nil
}

// Bytes returns the table's file from the current source, checked.
func (t *Table) Bytes() ([]byte, error) {
	src, _, _ := current()
	data, err := src.Load(t)
	if err != nil {
		return nil, err
	}
	if err := t.Check(data); err != nil {
		return nil, err
	}
	return data, nil
}

// RetryAfter is how long a table that could not be had is given up on
// before the next attempt: a player who comes back online gets it then.
const RetryAfter = time.Minute

// Lazy is a table loaded and decoded the first time it is needed, then
// kept. A failure is kept too, for RetryAfter, so that a missing table
// costs one attempt and not one per move.
type Lazy[T any] struct {
	table  *Table
	decode func([]byte) (T, error)

	mu         sync.Mutex
	val        T
	ok         bool
	err        error
	at         time.Time // of the last failure
	generation int       // of the source val or err came from
}

// NewLazy returns t loaded through decode when first needed.
func NewLazy[T any](t *Table, decode func([]byte) (T, error)) *Lazy[T] {
	return &Lazy[T]{table: t, decode: decode}
}

// Table returns the table l loads.
func (l *Lazy[T]) Table() *Table { return l.table }

// Get returns the decoded table, loading it if it is not loaded yet: in
// the browser this waits for a download. It returns the error of the
// last attempt while that is recent.
func (l *Lazy[T]) Get() (T, error) {
	src, gen, hook := current()
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.generation == gen {
		if l.ok {
			return l.val, nil
		}
		if l.err != nil && time.Since(l.at) < RetryAfter {
			return l.val, l.err
		}
	}
	var zero T
	l.val, l.ok, l.err, l.generation = zero, false, nil, gen
	rep := LoadReport{Name: l.table.Name}
	start := time.Now()
	data, err := src.Load(l.table)
	rep.Get = time.Since(start)
	if err == nil {
		start = time.Now()
		err = l.table.Check(data)
		rep.Verify = time.Since(start)
	}
	if err == nil {
		start = time.Now()
		l.val, err = guard.Value("decoding "+l.table.Name, func() (T, error) { return l.decode(data) })
		rep.Decode = time.Since(start)
		if err != nil {
			err = fmt.Errorf("%s: %w", l.table.Name, err)
		}
	}
	rep.Err = err
	if hook != nil {
		hook(rep)
	}
	if err != nil {
		l.val, l.err, l.at = zero, err, time.Now()
		return zero, err
	}
	l.ok = true
	return l.val, nil
}

// Err returns the error of the last attempt to load the table, or nil
// when it is loaded or was never needed. It does not load it.
func (l *Lazy[T]) Err() error {
	_, gen, _ := current()
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.generation != gen {
		return nil
	}
	return l.err
}
