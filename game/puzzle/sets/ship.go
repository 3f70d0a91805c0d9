// Package sets ships the puzzle sets in this folder (one JSON file per
// game and family of variants, in game/puzzle's format) as data of the
// program, as the games ship their tables: each file is declared with
// tablefile by its name, size and SHA-256 (index.go, written by `go
// generate` from whatever files the folder holds), built into native
// programs, and in the browser served by the site as a file of its own,
// downloaded the first time a player opens Puzzles and kept for offline
// play by the service worker.
package sets

//go:generate go run ./internal/index -o index.go

import (
	"fmt"
	"hash/fnv"
	"strings"

	"parlour/game/puzzle"
	"parlour/tablefile"
)

// File is one shipped set: its table and the game it is of.
type File struct {
	Name string // the file's name in this folder: "harehounds.json"
	Game string // the ID of the set's game
	tab  *tablefile.Table
	set  *tablefile.Lazy[puzzle.Set]
}

// entry is one file of the folder as index.go lists it.
type entry struct {
	name, game string
	size       int64
	sha256     string
}

// files are the shipped sets, in the order of index.go.
var files = declare(index)

// declare declares every file of the index as a table named
// "puzzles-NAME" on the site.
func declare(index []entry) []*File {
	out := make([]*File, 0, len(index))
	for _, e := range index {
		f := &File{Name: e.name, Game: e.game}
		f.tab = tablefile.Declare(&tablefile.Table{
			Name:     "puzzles-" + e.name,
			Size:     e.size,
			SHA256:   e.sha256,
			Label:    "Puzzles",
			Embedded: embedded(e.name),
		})
		f.set = tablefile.NewLazy(f.tab, decode)
		out = append(out, f)
	}
	return out
}

// decode reads a set file and checks it against its game's rules.
func decode(data []byte) (puzzle.Set, error) {
	set, err := puzzle.Parse(data)
	if err != nil {
		return puzzle.Set{}, err
	}
	_, opts, err := puzzle.Check(set)
	if err != nil {
		return puzzle.Set{}, err
	}
	set.Options = opts
	return set, nil
}

// All returns every shipped set's file.
func All() []*File { return files }

// For returns the shipped sets of the game with ID id.
func For(id string) []*File {
	var out []*File
	for _, f := range files {
		if f.Game == id {
			out = append(out, f)
		}
	}
	return out
}

// Table returns the file's table.
func (f *File) Table() *tablefile.Table { return f.tab }

// Set returns the set, loading it the first time: natively from the
// copy built in, in the browser by a download that waits (call it off
// the page's drawing). The set has its options resolved.
func (f *File) Set() (puzzle.Set, error) { return f.set.Get() }

// ID names a puzzle of the file for the player's records: the file's
// name and a hash of the position, so that it survives the set being
// written again in another order.
func (f *File) ID(p puzzle.Puzzle) string {
	h := fnv.New64a()
	h.Write([]byte(p.Position))
	return fmt.Sprintf("%s:%012x", strings.TrimSuffix(f.Name, ".json"), h.Sum64()&(1<<48-1))
}
