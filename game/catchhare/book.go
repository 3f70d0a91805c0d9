package catchhare

import (
	"fmt"
	"slices"
	"strconv"
	"sync"

	"parlour/game"
	"parlour/lang"
	"parlour/tablefile"
)

// The opening book: for each start of the default rules (hare wins at 9
// hunters) on each board, leap rule and number of hunters, the hunters'
// quickest win against every defence of the hare, read off the exact
// retrograde solve: one move for the hunters at each of their turns and,
// at each of the hare's, its longest defence. It holds every position of
// those lines, so a game between the strongest level and anyone stays in
// the book for as long as the hunters' side plays from it; a hare that
// leaves it by a weaker move is met by the search. The whole solve, 716
// megabytes per board and leap rule, is too big to ship; the book is a
// compact subset that still wins every game from the start for the
// hunters.
//
// book.bin is made by `go generate`, which runs the command
// cmd/internal/tables/catchhare: the solve needs the engine, which the
// rules never import. It takes some minutes and a few gigabytes, and
// bookTable must then be given the new file's size and SHA-256 (the tests
// of package tablefile say them). Native builds embed it (book_table.go);
// the browser's engine downloads it from the site the first time the
// strongest level needs it.
//
//go:generate go run parlour/cmd/internal/tables/catchhare -o book.bin

// bookMagic starts the book file.
const bookMagic = "PCB2"

// bookThreshold is the rule the book was solved for.
const bookThreshold = 9

// BookVariant is the book of one start: the move to play, as its index
// among the position's legal moves, for each position of the hunters'
// strategy, by index in the Space of its rules with up to 12 hunters.
type BookVariant struct {
	Board   string // layout name
	Leaps   string // "multiple" or "single"
	Hunters int
	Moves   map[int64]uint8
}

// Options returns the options of the variant's start.
func (v BookVariant) Options() game.Options {
	o := game.Options{OptBoard: v.Board, OptLeaps: v.Leaps, OptThreshold: strconv.Itoa(bookThreshold)}
	if v.Hunters > 0 {
		o[OptHunters] = strconv.Itoa(v.Hunters)
	} else {
		o[OptHunters] = "12"
	}
	return o
}

// BookVariants lists the boards and leap rules the book covers (with
// Hunters unset: every count of hunters is in the book).
func BookVariants() []BookVariant {
	var out []BookVariant
	for _, b := range []string{"original", "american", "modern"} {
		for _, l := range []string{"multiple", "single"} {
			out = append(out, BookVariant{Board: b, Leaps: l})
		}
	}
	return out
}

// EncodeBook writes the book file, a table file (package tablefile): the
// number of variants and for each its board, leap rule, hunters, number
// of entries and the entries by ascending index: the gap from the
// previous index and the move.
func EncodeBook(books []BookVariant) ([]byte, error) {
	var w tablefile.Writer
	w.Uint(uint64(len(books)))
	for _, v := range books {
		w.String(v.Board)
		w.String(v.Leaps)
		w.Uint(uint64(v.Hunters))
		keys := make([]int64, 0, len(v.Moves))
		for k := range v.Moves {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		w.Uint(uint64(len(keys)))
		prev := int64(0)
		for _, k := range keys {
			w.Uint(uint64(k - prev))
			w.Uint(uint64(v.Moves[k]))
			prev = k
		}
	}
	return w.File(bookMagic)
}

// bookEntries is one variant's book as decoded: sorted indices and their
// moves.
type bookEntries struct {
	index []uint32
	move  []uint8
}

// bookKey names a variant in the decoded book.
type bookKey struct {
	board, leaps string
	hunters      int
}

// decodeBook reads a file written by EncodeBook.
func decodeBook(data []byte) (map[bookKey]*bookEntries, error) {
	r, err := tablefile.Open(bookMagic, data)
	if err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	out := map[bookKey]*bookEntries{}
	for range r.Count() {
		k := bookKey{board: r.String(), leaps: r.String(), hunters: int(r.Uint())}
		n := r.Count()
		e := &bookEntries{index: make([]uint32, 0, n), move: make([]uint8, 0, n)}
		at := uint64(0)
		for i := range n {
			gap, mv := r.Uint(), r.Uint()
			at += gap
			if (i > 0 && gap == 0) || at >= 1<<32 || mv > 255 {
				r.Fail()
				break
			}
			e.index = append(e.index, uint32(at))
			e.move = append(e.move, uint8(mv))
		}
		out[k] = e
	}
	if err := r.Close(); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	return out, nil
}

// bookTable is the book's file.
var bookTable = tablefile.Declare(&tablefile.Table{
	Name:     "catchhare-book.bin",
	Size:     2507470,
	SHA256:   "fe81cb6d3673283e5a2e1ad0b50a9c02af9b6f656a73c76c4092975d999962d9",
	Label:    lang.Key("Opening book"),
	Embedded: bookBin,
})

// book is the book, decoded when first needed. Without it (offline
// before it was ever downloaded, or damaged) the engine searches, and
// TableNote says so.
var book = tablefile.NewLazy(bookTable, decodeBook)

// bookSpaces holds the Space of each board and leap rule the book uses.
var bookSpaces sync.Map // bookKey (hunters 0) -> *Space

// BookMove returns the book's move in the current position, when the
// position is in the book of the game's start: the hunters' quickest win,
// or the hare's longest defence.
func (s *State) BookMove() (game.Move, bool) {
	r := s.rules
	if r.Threshold != bookThreshold || s.Outcome().Over {
		return 0, false
	}
	leaps := "single"
	if r.Multi {
		leaps = "multiple"
	}
	b, err := book.Get()
	if err != nil {
		return 0, false
	}
	e := b[bookKey{r.Layout.Name, leaps, r.Hunters}]
	if e == nil {
		return 0, false
	}
	sk := bookKey{board: r.Layout.Name, leaps: leaps}
	v, ok := bookSpaces.Load(sk)
	if !ok {
		sp, err := NewSpace(r, 12)
		if err != nil {
			return 0, false
		}
		v, _ = bookSpaces.LoadOrStore(sk, sp)
	}
	i, ok := v.(*Space).Index(s.hunters, int(s.hare), s.toMove)
	if !ok || i >= 1<<32 {
		return 0, false
	}
	at, found := slices.BinarySearch(e.index, uint32(i))
	if !found {
		return 0, false
	}
	moves := s.LegalMoves(nil)
	if int(e.move[at]) >= len(moves) {
		return 0, false
	}
	return moves[e.move[at]], true
}

// BookCovers reports whether the book gives player p's every move from
// this position, as a game's start, to the end of the game, whatever
// the other side plays: the hunters' from a start of the book (the
// standard start of the default rules, hare winning at 9, on every
// board, leap rule and number of hunters). The hare's moves are in the
// book only while the hunters play by it, and positions set up by hand
// are not known to be in it, so neither is covered. It reads no book, so
// that a screen can ask it before the book is ever loaded.
func (s *State) BookCovers(p game.Player) bool {
	r := s.rules
	if p != Hunters || r.Threshold != bookThreshold || r.Hunters < 10 || r.Hunters > 12 {
		return false
	}
	leaps := "single"
	if r.Multi {
		leaps = "multiple"
	}
	if !slices.ContainsFunc(BookVariants(), func(v BookVariant) bool { return v.Board == r.Layout.Name && v.Leaps == leaps }) {
		return false
	}
	return s.hunters == StartHunters(r.Hunters) && int(s.hare) == StartHare && s.toMove == Hunters && s.quiet == 0
}

// TableNote returns the book and why it could not be had, when this
// game's rules draw on it, so that the analysis says the strongest level
// searches instead; err is nil otherwise.
func (s *State) TableNote() (*tablefile.Table, error) {
	if s.rules.Threshold != bookThreshold {
		return nil, nil
	}
	return bookTable, book.Err()
}
