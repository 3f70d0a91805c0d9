package war

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/game"
)

// The reference move generator below is written for clarity, not speed:
// it works on the position text, on a file×rank grid of letters, straight
// from the wording of the rules, and shares no code with the real one.

type refPos struct {
	grid      [10][10]byte // [file][rank], rank 0 is rank 1; '.' empty
	white     bool         // White to move
	unused    [2]int
	epFile    int // en passant square, or -1
	epRank    int
	quiet     int
	enPassant bool
}

func refParse(t testing.TB, text string, enPassant bool) refPos {
	t.Helper()
	f := strings.Fields(text)
	rows := strings.Split(f[0], "/")
	var p refPos
	for i, row := range rows {
		for file := 0; file < 10; file++ {
			p.grid[file][9-i] = row[file]
		}
	}
	p.white = f[1] == "white"
	p.unused[0], _ = strconv.Atoi(f[2])
	p.unused[1], _ = strconv.Atoi(f[3])
	p.epFile = -1
	if f[4] != "-" {
		p.epFile = int(f[4][0] - 'a')
		p.epRank, _ = strconv.Atoi(f[4][1:])
		p.epRank--
	}
	p.quiet, _ = strconv.Atoi(f[5])
	p.enPassant = enPassant
	return p
}

func refName(file, rank int) string { return fmt.Sprintf("%c%d", 'a'+file, rank+1) }

func refInside(file, rank int) bool { return file >= 0 && file < 10 && rank >= 0 && rank < 10 }

func refMine(ch byte, white bool) bool {
	if ch == '.' {
		return false
	}
	return (ch >= 'A' && ch <= 'Z') == white
}

func refUpper(ch byte) byte {
	if ch >= 'a' && ch <= 'z' {
		return ch - 32
	}
	return ch
}

func refTroop(ch byte) bool { u := refUpper(ch); return u == 'V' || u == 'R' }

// refHome reports whether a Troop of the given side starts on the square.
func refHome(file, rank int, white bool) bool {
	if !white {
		rank = 9 - rank
	}
	return (rank == 1 && file%2 == 0) || (rank == 2 && file%2 == 1)
}

// refImmune: a Troop on its far rank, unless on the enemy citadel.
func (p *refPos) refImmune(file, rank int) bool {
	ch := p.grid[file][rank]
	if !refTroop(ch) {
		return false
	}
	white := ch < 'a'
	far := 9
	if !white {
		far = 0
	}
	return rank == far && !(file == 5 && rank == 9-far)
}

// refMove is a move as text and the position after it.
type refMove struct {
	text  string
	after refPos
}

func (p refPos) refMoves() []refMove {
	white := p.white
	me := 0
	if !white {
		me = 1
	}
	// The side to move holding the enemy citadel has won; the quiet
	// count may have run out.
	enemyRank := 9
	if !white {
		enemyRank = 0
	}
	if refMine(p.grid[5][enemyRank], white) || p.quiet >= 150 {
		return nil
	}
	dir := 1
	if !white {
		dir = -1
	}
	var out []refMove
	// Jump chains.
	var chain func(q refPos, file, rank int, text string, jumped bool)
	chain = func(q refPos, file, rank int, text string, jumped bool) {
		more := false
		for _, df := range []int{-1, 1} {
			of, or := file+df, rank+dir
			tf, tr := file+2*df, rank+2*dir
			if !refInside(tf, tr) {
				continue
			}
			over := q.grid[of][or]
			if !refTroop(over) || refMine(over, white) || q.refImmune(of, or) || q.grid[tf][tr] != '.' {
				continue
			}
			more = true
			n := q
			n.grid[tf][tr] = n.grid[file][rank]
			n.grid[file][rank] = '.'
			n.grid[of][or] = '.'
			chain(n, tf, tr, text+":"+refName(tf, tr), true)
		}
		if !more && jumped {
			q.quiet = 0
			out = append(out, refMove{text, q.refPass()})
		}
	}
	for file := 0; file < 10; file++ {
		for rank := 0; rank < 10; rank++ {
			ch := p.grid[file][rank]
			if refTroop(ch) && refMine(ch, white) && rank != enemyRank {
				chain(p, file, rank, refName(file, rank), false)
			}
		}
	}
	owed := len(out) > 0
	add := func(ff, fr, tf, tr int, capture bool, troopMove bool) {
		n := p
		victim := n.grid[tf][tr]
		if troopMove && victim == '.' && ff != tf {
			victim = n.grid[tf][tr-dir] // en passant
			n.grid[tf][tr-dir] = '.'
		}
		if owed && !refTroop(victim) {
			return
		}
		n.grid[tf][tr] = n.grid[ff][fr]
		n.grid[ff][fr] = '.'
		n.quiet++
		if capture || troopMove {
			n.quiet = 0
		}
		sep := "-"
		if capture {
			sep = "x"
		}
		a := n.refPass()
		if troopMove && p.enPassant && (tr-fr == 2 || fr-tr == 2) {
			a.epFile, a.epRank = ff, fr+dir
		}
		out = append(out, refMove{refName(ff, fr) + sep + refName(tf, tr), a})
	}
	canTake := func(file, rank int) bool {
		ch := p.grid[file][rank]
		return ch != '.' && !refMine(ch, white) && refUpper(ch) != 'F' && !p.refImmune(file, rank)
	}
	for file := 0; file < 10; file++ {
		for rank := 0; rank < 10; rank++ {
			ch := p.grid[file][rank]
			if !refMine(ch, white) {
				continue
			}
			var steps [][2]int
			slide := false
			switch refUpper(ch) {
			case 'K':
				steps = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
			case 'H':
				steps = [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}
			case 'G':
				steps, slide = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, true
			case 'M':
				steps, slide = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, true
			case 'C':
				steps, slide = [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, true
			case 'V', 'R':
				if rank == enemyRank {
					continue
				}
				if p.grid[file][rank+dir] == '.' && !owed {
					add(file, rank, file, rank+dir, false, true)
					if refHome(file, rank, white) && refInside(file, rank+2*dir) && p.grid[file][rank+2*dir] == '.' {
						add(file, rank, file, rank+2*dir, false, true)
					}
				}
				for _, df := range []int{-1, 1} {
					tf, tr := file+df, rank+dir
					if !refInside(tf, tr) {
						continue
					}
					if canTake(tf, tr) || (p.epFile == tf && p.epRank == tr) {
						add(file, rank, tf, tr, true, true)
					}
				}
				continue
			}
			for _, st := range steps {
				for i := 1; ; i++ {
					tf, tr := file+i*st[0], rank+i*st[1]
					if !refInside(tf, tr) {
						break
					}
					if p.grid[tf][tr] == '.' {
						if !owed {
							add(file, rank, tf, tr, false, false)
						}
					} else if canTake(tf, tr) {
						add(file, rank, tf, tr, true, false)
					}
					if !slide || p.grid[tf][tr] != '.' {
						break
					}
				}
			}
		}
	}
	if !owed && p.unused[me] > 0 {
		for file := 0; file < 10; file++ {
			for rank := 0; rank < 10; rank++ {
				if p.grid[file][rank] != '.' || (file == 5 && (rank == 0 || rank == 9)) {
					continue
				}
				n := p
				n.grid[file][rank] = 'F'
				if !white {
					n.grid[file][rank] = 'f'
				}
				n.unused[me]--
				n.quiet = 0
				out = append(out, refMove{"FM@" + refName(file, rank), n.refPass()})
			}
		}
	}
	return out
}

// refPass hands the turn over and clears the en passant square.
func (p refPos) refPass() refPos {
	p.white = !p.white
	p.epFile = -1
	return p
}

func refPerft(p refPos, depth int) uint64 {
	moves := p.refMoves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += refPerft(m.after, depth-1)
	}
	return n
}

// perft counts the move sequences of the given length, counting the last
// ply in bulk.
func perft(s *State, depth int) uint64 {
	var buf [320]game.Move
	moves := s.LegalMoves(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		s.Apply(m)
		n += perft(s, depth-1)
		s.Undo()
	}
	return n
}

// compareTree checks, to the given depth, that both generators give the
// same moves in every position.
func compareTree(t *testing.T, s *State, p refPos, depth int) bool {
	t.Helper()
	var got []string
	for _, m := range s.LegalMoves(nil) {
		got = append(got, s.MoveString(m))
	}
	ref := p.refMoves()
	var want []string
	for _, m := range ref {
		want = append(want, m.text)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("position %q:\n got %v\nwant %v", s.String(), got, want)
		return false
	}
	if depth <= 1 {
		return true
	}
	for _, r := range ref {
		m, err := s.ParseMove(r.text)
		if err != nil {
			t.Errorf("position %q: %v", s.String(), err)
			return false
		}
		s.Apply(m)
		ok := compareTree(t, s, r.after, depth-1)
		s.Undo()
		if !ok {
			return false
		}
	}
	return true
}

// perftCases are positions chosen to exercise each rule, with their perft
// numbers. The numbers come from the real generator and are checked here
// against the reference generator.
var perftCases = []struct {
	name      string
	position  string // "" for the start
	enPassant bool
	counts    []uint64 // perft 1, 2, ...
}{
	{"start", "", false, []uint64{109, 11721, 1247273}},
	{"start, en passant", "", true, []uint64{109, 11721, 1247273}},
	{"jump chains", "....gk..../........../..v.v...../.v....v.../..v.v..V../.v.V....../V.V......./.........V/........../.....K.... white 0 0 - 0", false, []uint64{8, 51, 198}},
	{"jump fork joining again", ".....k..../........../.....v.v../........../.....v.v../........../.....v..../....V...../........../.....K.... white 1 1 - 0", false, []uint64{3, 306, 30577}},
	{"four-jump chain", "k........./.......v../........../.....v..../........../.v.v....../........../.v......../R........./.....K.... white 0 0 - 0", false, []uint64{3, 17, 97}},
	{"compulsory capture by other pieces", "....k...../....M...../........../........../..v.r...../...V...C../....H...../........../........../.....KG... white 1 1 - 3", false, []uint64{5, 486, 57898}},
	{"citadel siege", ".....k..../........../..V......./........../........../........../........../...m....../...C...H../M....g.... white 2 2 - 7", false, []uint64{125, 232, 28680}},
	{"held citadel", ".....M..../........../........../........../........../........../........../........../........../k....K.... white 0 0 - 0", false, []uint64{0, 0, 0}},
	{"blocked squares", "....k..f../........../........../...F....../..M..F..../........../........../..C......./.V......../G....K.... black 0 1 - 40", false, []uint64{95, 3236, 32115}},
	{"immune troops", "..V..k..V./...r....../........../........../........../........../........../.........v/........../.v..vK...v white 0 0 - 0", false, []uint64{4, 28, 189}},
	{"en passant", "....k...../........../........../........../...vV...../........../........../........../........../.....K.... white 0 0 d7 0", true, []uint64{7, 41, 300}},
	{"quiet limit", "....k...../........../........../........../........../........../........../........../........../.....K.... white 0 0 - 150", false, []uint64{0, 0, 0}},
}

func TestPerft(t *testing.T) {
	for _, tc := range perftCases {
		t.Run(tc.name, func(t *testing.T) {
			opts := game.Options{OptEnPassant: "off"}
			if tc.enPassant {
				opts[OptEnPassant] = "on"
			}
			text := tc.position
			if text == "" {
				text = StartPosition
			}
			st, err := parse(opts, text)
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			s := st.(*State)
			ref := refParse(t, text, tc.enPassant)
			if !compareTree(t, s, ref, 2) {
				return
			}
			depths := len(tc.counts)
			if depths == 0 {
				depths = 3
			}
			for d := 1; d <= depths; d++ {
				got, want := perft(s, d), refPerft(ref, d)
				if got != want {
					t.Errorf("perft(%d) = %d, reference %d", d, got, want)
				}
				if tc.counts != nil && got != tc.counts[d-1] {
					t.Errorf("perft(%d) = %d, table %d", d, got, tc.counts[d-1])
				}
				t.Logf("perft(%d) = %d", d, got)
			}
		})
	}
}

func BenchmarkPerft(b *testing.B) {
	st, err := parse(game.Options{}, StartPosition)
	if err != nil {
		b.Fatal(err)
	}
	s := st.(*State)
	var leaves uint64
	for b.Loop() {
		leaves += perft(s, 3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// TestTacticalMoves checks TacticalMoves against the legal moves that
// Tactical rates above 0, along seeded random games.
func TestTacticalMoves(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		st, err := parse(game.Options{OptEnPassant: "on"}, StartPosition)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := seed
		for ply := 0; ply < 300 && !s.Outcome().Over; ply++ {
			var want []game.Move
			moves := s.LegalMoves(nil)
			for _, m := range moves {
				if s.Tactical(m) > 0 {
					want = append(want, m)
				}
			}
			got := s.TacticalMoves(nil)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("%q: TacticalMoves %v, want %v", s.String(), got, want)
			}
			s.Apply(moves[game.SplitMix64(&rng)%uint64(len(moves))])
		}
	}
}

// TestFarRankTroops checks positions with Troops on their far ranks, at
// the board's edges and next to them, with and without en passant,
// against the reference generator.
func TestFarRankTroops(t *testing.T) {
	for _, text := range []string{
		"....k...../........../........../........../........../........../........../........../........../.....K..vv black 0 0 - 0",
		"V...k...VV/........../........../........../........../........../........../........../........../vv...K..VV white 0 0 - 0",
		"V...k...VV/........../........../........../........../........../........../........../........../vv...K..VV black 0 0 - 0",
	} {
		for _, ep := range []string{"off", "on"} {
			st, err := parse(game.Options{OptEnPassant: ep}, text)
			if err != nil {
				t.Fatal(err)
			}
			compareTree(t, st.(*State), refParse(t, text, ep == "on"), 3)
		}
	}
}
