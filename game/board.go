package game

import (
	"errors"
	"fmt"
	"sort"

	"parlour/lang"
)

// Direction is a unit step between two neighbouring points, in board
// coordinates (column to the right, row downwards).
type Direction struct{ DC, DR int }

// Directions lists the eight compass directions in a fixed order; a
// direction's index in this list is what Board.Step takes.
var Directions = [8]Direction{
	{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1},
}

// Orthogonal reports whether d is a horizontal or vertical step.
func (d Direction) Orthogonal() bool { return d.DC == 0 || d.DR == 0 }

// Opposite returns the direction pointing the other way.
func (d Direction) Opposite() Direction { return Direction{-d.DC, -d.DR} }

// DirectionIndex returns the index of d in Directions, or -1.
func DirectionIndex(d Direction) int {
	for i, e := range Directions {
		if e == d {
			return i
		}
	}
	return -1
}

// Point is a place on a board where a piece can stand.
type Point struct {
	Col, Row int    // position as drawn on screen: column 0 left, row 0 top
	Name     string // stable name used in move strings, such as "a2" or "17"
}

// Line joins two neighbouring points; pieces move along lines.
type Line struct{ A, B int }

// Style says how a board is drawn.
type Style uint8

// The board styles.
const (
	// Lines draws points joined by lines (alquerque, Hare and Hounds, the
	// 33-hole cross); pieces stand on the points.
	Lines Style = iota
	// Squares draws a chequered grid of squares (chess, Leapfrog); pieces
	// stand in the squares and the lines, which still say where a piece
	// may step, are not drawn.
	Squares
	// Holes draws a hole at every point and no lines (peg solitaire): an
	// empty point is plainly a hole, and pieces are pegs in the holes.
	Holes
)

// Board is an undirected graph of points joined by unit-step lines. It is
// immutable once built and safe to share between states and goroutines.
type Board struct {
	style      Style
	marks      map[int]string
	points     []Point
	lines      []Line
	cols, rows int
	byName     map[string]int
	byCoord    map[[2]int]int
	neighbours [][]int
	step       [][8]int
}

// BoardBuilder collects points and lines and checks them when Build is called.
type BoardBuilder struct {
	style  Style
	marks  map[[2]int]string
	points []Point
	lines  []Line
	err    error
}

// SetStyle chooses how the board is drawn; the default is Lines.
func (b *BoardBuilder) SetStyle(s Style) { b.style = s }

// Mark gives the point at (col,row) a mark the UI draws under any piece,
// such as "citadel". The point must exist when Build is called.
func (b *BoardBuilder) Mark(col, row int, mark string) {
	if b.marks == nil {
		b.marks = map[[2]int]string{}
	}
	b.marks[[2]int{col, row}] = mark
}

// AddPoint adds a point at (col,row). An empty name gives the point its
// coordinate name (see CoordName). It returns the point's index.
func (b *BoardBuilder) AddPoint(col, row int, name string) int {
	if name == "" {
		name = CoordName(col, row)
	}
	b.points = append(b.points, Point{Col: col, Row: row, Name: name})
	return len(b.points) - 1
}

// AddLine joins the points at two coordinates. Both must exist and be
// neighbours (orthogonally or diagonally).
func (b *BoardBuilder) AddLine(c1, r1, c2, r2 int) {
	a, okA := b.find(c1, r1)
	c, okC := b.find(c2, r2)
	if !okA || !okC {
		if b.err == nil {
			b.err = fmt.Errorf("board: line (%d,%d)-(%d,%d) joins a missing point", c1, r1, c2, r2)
		}
		return
	}
	b.lines = append(b.lines, Line{A: a, B: c})
}

// ConnectOrthogonal joins every pair of horizontally or vertically
// neighbouring points.
func (b *BoardBuilder) ConnectOrthogonal() {
	b.connect(func(p, q Point) bool { return q.Col-p.Col+q.Row-p.Row == 1 && (q.Col == p.Col || q.Row == p.Row) })
}

// ConnectDiagonal joins every pair of diagonally neighbouring points for
// which keep returns true (nil keeps all).
func (b *BoardBuilder) ConnectDiagonal(keep func(p, q Point) bool) {
	b.connect(func(p, q Point) bool {
		dc, dr := q.Col-p.Col, q.Row-p.Row
		if dr != 1 || (dc != 1 && dc != -1) {
			return false
		}
		return keep == nil || keep(p, q)
	})
}

func (b *BoardBuilder) connect(join func(p, q Point) bool) {
	for i, p := range b.points {
		for j, q := range b.points {
			if i != j && join(p, q) {
				b.lines = append(b.lines, Line{A: i, B: j})
			}
		}
	}
}

func (b *BoardBuilder) find(col, row int) (int, bool) {
	for i, p := range b.points {
		if p.Col == col && p.Row == row {
			return i, true
		}
	}
	return 0, false
}

// Build checks the points and lines and returns the board.
func (b *BoardBuilder) Build() (*Board, error) {
	if b.err != nil {
		return nil, b.err
	}
	bd := &Board{
		style:   b.style,
		points:  append([]Point(nil), b.points...),
		byName:  make(map[string]int, len(b.points)),
		byCoord: make(map[[2]int]int, len(b.points)),
	}
	for i, p := range bd.points {
		if p.Col < 0 || p.Row < 0 {
			return nil, fmt.Errorf("board: point %q has a negative coordinate", p.Name)
		}
		if _, dup := bd.byName[p.Name]; dup {
			return nil, fmt.Errorf("board: two points are named %q", p.Name)
		}
		if _, dup := bd.byCoord[[2]int{p.Col, p.Row}]; dup {
			return nil, fmt.Errorf("board: two points at (%d,%d)", p.Col, p.Row)
		}
		bd.byName[p.Name] = i
		bd.byCoord[[2]int{p.Col, p.Row}] = i
		bd.cols = max(bd.cols, p.Col+1)
		bd.rows = max(bd.rows, p.Row+1)
	}
	for at, mark := range b.marks {
		i, ok := bd.byCoord[at]
		if !ok {
			return nil, fmt.Errorf("board: mark %q on missing point (%d,%d)", mark, at[0], at[1])
		}
		if bd.marks == nil {
			bd.marks = map[int]string{}
		}
		bd.marks[i] = mark
	}
	bd.step = make([][8]int, len(bd.points))
	for i := range bd.step {
		for d := range bd.step[i] {
			bd.step[i][d] = -1
		}
	}
	seen := map[Line]bool{}
	for _, l := range b.lines {
		if l.A > l.B {
			l.A, l.B = l.B, l.A
		}
		if seen[l] {
			continue
		}
		p, q := bd.points[l.A], bd.points[l.B]
		d := DirectionIndex(Direction{q.Col - p.Col, q.Row - p.Row})
		if d < 0 {
			return nil, fmt.Errorf("board: line %s-%s does not join neighbours", p.Name, q.Name)
		}
		seen[l] = true
		bd.lines = append(bd.lines, l)
		bd.step[l.A][d] = l.B
		bd.step[l.B][(d+4)%8] = l.A
	}
	sort.Slice(bd.lines, func(i, j int) bool {
		if bd.lines[i].A != bd.lines[j].A {
			return bd.lines[i].A < bd.lines[j].A
		}
		return bd.lines[i].B < bd.lines[j].B
	})
	bd.neighbours = make([][]int, len(bd.points))
	for i := range bd.points {
		for _, n := range bd.step[i] {
			if n >= 0 {
				bd.neighbours[i] = append(bd.neighbours[i], n)
			}
		}
		sort.Ints(bd.neighbours[i])
	}
	return bd, nil
}

// MustBuild is Build for boards defined in code; it panics on a mistake in
// the definition, which tests catch at once.
func (b *BoardBuilder) MustBuild() *Board {
	bd, err := b.Build()
	if err != nil {
		panic(err)
	}
	return bd
}

// CoordName names the point at (col,row) with a column letter and a row
// number counted from 1 at the top: (0,1) is "a2".
func CoordName(col, row int) string {
	return fmt.Sprintf("%c%d", 'a'+col, row+1)
}

// Len returns the number of points.
func (b *Board) Len() int { return len(b.points) }

// Style returns how the board is drawn.
func (b *Board) Style() Style { return b.style }

// Mark returns the mark on point p ("citadel"), or "" for none.
func (b *Board) Mark(p int) string { return b.marks[p] }

// Point returns point i.
func (b *Board) Point(i int) Point { return b.points[i] }

// Lines returns the lines, each with A < B, sorted.
func (b *Board) Lines() []Line { return b.lines }

// Size returns the number of columns and rows spanned by the points.
func (b *Board) Size() (cols, rows int) { return b.cols, b.rows }

// Index returns the point at (col,row).
func (b *Board) Index(col, row int) (int, bool) {
	i, ok := b.byCoord[[2]int{col, row}]
	return i, ok
}

// Lookup returns the point with the given name.
func (b *Board) Lookup(name string) (int, bool) {
	i, ok := b.byName[name]
	return i, ok
}

// Neighbours returns the points joined to p by a line, in ascending order.
// The slice is shared and must not be changed.
func (b *Board) Neighbours(p int) []int { return b.neighbours[p] }

// Step returns the point reached from p along the line in direction
// Directions[d], or -1 when there is no such line.
func (b *Board) Step(p, d int) int { return b.step[p][d] }

// Jump returns the point straight beyond the neighbour of p in direction
// Directions[d], following two lines in the same direction, and the point
// jumped over. Both are -1 when either line is missing.
func (b *Board) Jump(p, d int) (over, to int) {
	over = b.step[p][d]
	if over < 0 {
		return -1, -1
	}
	to = b.step[over][d]
	if to < 0 {
		return -1, -1
	}
	return over, to
}

// Between returns the point a piece on p passes over to reach q by a
// jump: two lines in the same direction with the point between them, as
// Jump follows. It returns -1 when q is not a jump away from p.
func (b *Board) Between(p, q int) int {
	for d := range Directions {
		if over, to := b.Jump(p, d); to == q && over >= 0 {
			return over
		}
	}
	return -1
}

// Direction returns the index in Directions of the line from p to its
// neighbour q, or -1 when they are not joined.
func (b *Board) Direction(p, q int) int {
	for d, n := range b.step[p] {
		if n == q && n >= 0 {
			return d
		}
	}
	return -1
}

// EncodeRows writes one character per point, row by row from the top, each
// row in column order and rows separated by '/'. Games use it for the board
// part of their position text.
func (b *Board) EncodeRows(symbol func(p int) byte) string {
	out := make([]byte, 0, len(b.points)+b.rows)
	for r := 0; r < b.rows; r++ {
		if r > 0 {
			out = append(out, '/')
		}
		for c := 0; c < b.cols; c++ {
			if p, ok := b.Index(c, r); ok {
				out = append(out, symbol(p))
			}
		}
	}
	return string(out)
}

// DecodeRows reads text written by EncodeRows and returns the character of
// each point, indexed by point. It checks only the shape; the game checks
// the characters.
func (b *Board) DecodeRows(text string) ([]byte, error) {
	out := make([]byte, len(b.points))
	r, c := 0, 0
	for i := 0; i < len(text); i++ {
		ch := text[i]
		if ch == '/' {
			if got, want := c, b.rowLen(r); got != want {
				return nil, errors.New(lang.T("row %d has %d points, want %d", r+1, got, want))
			}
			r, c = r+1, 0
			if r >= b.rows {
				return nil, errors.New(lang.T("too many rows (the board has %d)", b.rows))
			}
			continue
		}
		p, ok := b.nthInRow(r, c)
		if !ok {
			return nil, errors.New(lang.T("row %d has more than %d points", r+1, b.rowLen(r)))
		}
		out[p] = ch
		c++
	}
	if r != b.rows-1 || c != b.rowLen(r) {
		return nil, errors.New(lang.T("the board needs %d rows with %s points", b.rows, b.rowShape()))
	}
	return out, nil
}

func (b *Board) rowLen(r int) int {
	n := 0
	for c := 0; c < b.cols; c++ {
		if _, ok := b.Index(c, r); ok {
			n++
		}
	}
	return n
}

func (b *Board) nthInRow(r, n int) (int, bool) {
	for c := 0; c < b.cols; c++ {
		if p, ok := b.Index(c, r); ok {
			if n == 0 {
				return p, true
			}
			n--
		}
	}
	return 0, false
}

func (b *Board) rowShape() string {
	s := ""
	for r := 0; r < b.rows; r++ {
		if r > 0 {
			s += ", "
		}
		s += fmt.Sprint(b.rowLen(r))
	}
	return s
}
