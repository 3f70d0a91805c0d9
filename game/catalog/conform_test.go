package catalog_test

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	_ "parlour/game/gametest/toy" // a seventh game, registered from the tests alone
)

// optional lists the optional interfaces of package game that a game's
// state may implement, by the name its tests assert them with. Those of
// the engine are asserted, and checked, in engine/gamestest: the rules'
// tests never import the engine.
var optional = []struct {
	name string
	typ  reflect.Type
}{
	{"game.Scorer", reflect.TypeFor[game.Scorer]()},
	{"game.TakeCounter", reflect.TypeFor[game.TakeCounter]()},
	{"game.Reserver", reflect.TypeFor[game.Reserver]()},
	{"game.Describer", reflect.TypeFor[game.Describer]()},
	{"game.Explainer", reflect.TypeFor[game.Explainer]()},
	{"game.ActionLabeller", reflect.TypeFor[game.ActionLabeller]()},
	{"game.Prompter", reflect.TypeFor[game.Prompter]()},
	{"game.Retrograde", reflect.TypeFor[game.Retrograde]()},
	{"game.Chainer", reflect.TypeFor[game.Chainer]()},
	{"game.MoveCounter", reflect.TypeFor[game.MoveCounter]()},
}

// TestConformance holds every registered game, the toy one included, to
// what the collection asks of a game: a few games of the test kit's
// random play, rules text that names every option,
// a look for every kind of piece, a name with its number for every seat,
// mirrored starts where it says its seats are the same, a lesson, and
// tests of its own that run the test kit, pin perft numbers against a
// reference generator, check the lesson and assert each optional
// interface of package game it implements.
func TestConformance(t *testing.T) {
	games := game.All()
	if len(games) < 7 {
		t.Fatalf("%d games registered, want the collection's and the toy game", len(games))
	}
	for _, g := range games {
		t.Run(g.ID, func(t *testing.T) {
			gametest.Run(t, g, gametest.Config{Playouts: 2, Seed: 7, MaxVariants: 3}) // a taste; the game's own tests play more
			checkRules(t, g)
			checkLooks(t, g)
			checkSeats(t, g)
			checkOwnTests(t, g)
			checkSetup(t, g)
			checkLegend(t, g)
			checkRefusals(t, g)
			checkSameSides(t, g)
			if g.Lesson == nil {
				t.Error("the game has no lesson: every game teaches itself (game.Lesson)")
			}
		})
	}
}

// checkSameSides checks that a game marked SameSides starts its two seats
// from mirrored positions: reflected top to bottom, or turned half round,
// every piece meets a piece of the same kind of the other seat.
func checkSameSides(t *testing.T, g *game.Game) {
	if !g.SameSides {
		return
	}
	start, _, err := g.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	if start.NumPlayers() != 2 {
		t.Fatalf("SameSides marks a game of %d seats; it compares two", start.NumPlayers())
	}
	b := start.Board()
	cols, rows := b.Size()
	mirrored := func(image func(c, r int) (int, int)) bool {
		for p := range b.Len() {
			pt := b.Point(p)
			q, ok := b.Index(image(pt.Col, pt.Row))
			if !ok {
				return false
			}
			a, m := start.PieceAt(p), start.PieceAt(q)
			if a.Empty() != m.Empty() || !a.Empty() && (a.Kind != m.Kind || a.Owner == m.Owner) {
				return false
			}
		}
		return true
	}
	reflected := mirrored(func(c, r int) (int, int) { return c, rows - 1 - r })
	turned := mirrored(func(c, r int) (int, int) { return cols - 1 - c, rows - 1 - r })
	if !reflected && !turned {
		t.Errorf("marked SameSides, but the start is not the same for both seats, reflected or turned:\n%s", start)
	}
}

// checkSetup checks the set-up board's side of a game: its palette has
// pieces of the game's kinds; arranging a start's own pieces gives the
// start again, as does ArrangeHeld with the start's pieces held off the
// board; arranging random pieces gives a position with exactly those
// pieces, or an error with a reason; and pieces the game does not have, a
// board of the wrong size and a player with no seat are refused.
func checkSetup(t *testing.T, g *game.Game) {
	if g.Setup == nil {
		t.Fatal("the game has no set-up board (Game.Setup)")
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i, opts := range game.Variants(g.Options) {
		if i >= 4 {
			break
		}
		start, opts, err := g.Start(opts)
		if err != nil {
			t.Fatal(err)
		}
		palette := g.Setup.Palette(opts)
		if len(palette) == 0 {
			t.Fatalf("%v: an empty palette", opts)
		}
		for _, pc := range palette {
			if pc.Empty() || int(pc.Kind) >= len(g.Kinds) {
				t.Errorf("%v: palette piece %+v is not one of the kinds %q", opts, pc, g.Kinds)
			}
		}
		again, err := g.Setup.Arrange(opts, game.PiecesOf(start), start.ToMove())
		if err != nil || again.String() != start.String() {
			t.Errorf("%v: arranging the start's pieces gave %v, %v; want %s", opts, again, err, start)
		}
		if (g.Setup.Held == nil) != (g.Setup.ArrangeHeld == nil) {
			t.Fatal("Setup.Held and Setup.ArrangeHeld go together")
		}
		if h := g.Setup.Held; h != nil {
			held := make([]int, start.NumPlayers())
			for p := range held {
				held[p], _ = game.HeldOf(start, game.Player(p), h.Kind)
			}
			again, err := g.Setup.ArrangeHeld(opts, game.PiecesOf(start), start.ToMove(), held)
			if err != nil || again.String() != start.String() {
				t.Errorf("%v: arranging the start's pieces holding %v gave %v, %v; want %s", opts, held, again, err, start)
			}
		}
		n := start.Board().Len()
		for range 100 {
			pieces := make([]game.Piece, n)
			for p := range pieces {
				if rng.IntN(3) == 0 {
					pieces[p] = palette[rng.IntN(len(palette))]
				}
			}
			mover := game.Player(rng.IntN(start.NumPlayers()))
			s, err := g.Setup.Arrange(opts, pieces, mover)
			if err != nil {
				if strings.TrimSpace(err.Error()) == "" {
					t.Errorf("%v: a refusal without a reason", opts)
				}
				continue
			}
			for p := range pieces {
				if got := s.PieceAt(p); got != pieces[p] && !(got.Empty() && pieces[p].Empty()) {
					t.Fatalf("%v: arranged %+v on %s, the position has %+v", opts, pieces[p], s.Board().Point(p).Name, got)
				}
			}
			if !s.Outcome().Over && s.ToMove() != mover {
				t.Errorf("%v: arranged with player %d to move, the position says %d", opts, mover, s.ToMove())
			}
		}
		bad := game.PiecesOf(start)
		bad[0] = game.Piece{Owner: 0, Kind: 200}
		if _, err := g.Setup.Arrange(opts, bad, start.ToMove()); !errors.Is(err, game.ErrNoSuchPiece) {
			t.Errorf("%v: a piece of no kind gave %v, want ErrNoSuchPiece", opts, err)
		}
		if _, err := g.Setup.Arrange(opts, game.PiecesOf(start)[1:], start.ToMove()); err == nil {
			t.Errorf("%v: a board one point short was arranged", opts)
		}
		if _, err := g.Setup.Arrange(opts, game.PiecesOf(start), game.Player(start.NumPlayers())); err == nil {
			t.Errorf("%v: a player with no seat was given the move", opts)
		}
	}
}

// checkRules checks that the rules text starts with a title and names
// each option by its label.
func checkRules(t *testing.T, g *game.Game) {
	if !strings.HasPrefix(g.Rules, "# ") {
		t.Errorf("the rules text should start with a title (# %s)", g.Name)
	}
	text := strings.ToLower(g.Rules)
	for _, o := range g.Options {
		if !strings.Contains(text, strings.ToLower(o.Label)) {
			t.Errorf("the rules do not mention the option %q", o.Label)
		}
	}
}

// checkLooks checks that every kind of piece has a look the screens can
// paint, within the room they give a piece, and the empty point none.
func checkLooks(t *testing.T, g *game.Game) {
	if len(g.Looks) != len(g.Kinds) {
		t.Fatalf("%d looks for %d kinds %q", len(g.Looks), len(g.Kinds), g.Kinds)
	}
	if len(g.Looks[0].Shapes) != 0 {
		t.Errorf("the empty point has a look: %+v", g.Looks[0])
	}
	for k, l := range g.Looks[1:] {
		if len(l.Shapes) == 0 {
			continue // the plain disc
		}
		if err := l.Check(); err != nil {
			t.Errorf("kind %q: %v", g.Kinds[k+1], err)
		}
	}
}

// checkLegend checks that a game with a legend gives every kind of piece
// a phrase, and that its rules text names each kind.
func checkLegend(t *testing.T, g *game.Game) {
	if g.Legend == nil {
		return
	}
	if len(g.Legend) != len(g.Kinds) || g.Legend[0] != "" {
		t.Fatalf("the legend %q does not match the kinds %q", g.Legend, g.Kinds)
	}
	rules := strings.ToLower(g.Rules)
	for k, phrase := range g.Legend[1:] {
		if phrase == "" {
			t.Errorf("the legend says nothing of the %s", g.Kinds[k+1])
		}
		if !strings.Contains(rules, g.Kinds[k+1]) {
			t.Errorf("the rules text does not name the %s", g.Kinds[k+1])
		}
	}
}

// checkRefusals checks that a game whose pieces travel from point to
// point says why a try is refused: at the start and every few plies of a
// random game, each point that a movable piece of the side to move cannot
// reach (and where no other piece of that side waits to be picked up) gets
// a reason from the game's Explainer.
func checkRefusals(t *testing.T, g *game.Game) {
	s, _, err := g.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(11, uint64(len(g.ID))))
	for ply := 0; ply < 60 && !s.Outcome().Over; ply++ {
		if ply%6 == 0 && !explainsRefusals(t, s) {
			return
		}
		moves := s.LegalMoves(nil)
		s.Apply(moves[rng.IntN(len(moves))])
	}
}

// explainsRefusals checks one position for checkRefusals; it reports
// false after a failure, so that one game's gap is told once.
func explainsRefusals(t *testing.T, s game.State) bool {
	from := map[int]bool{}
	for _, m := range s.LegalMoves(nil) {
		if mp := s.MovePath(m); len(mp) >= 2 {
			from[mp[0]] = true
		}
	}
	if len(from) == 0 {
		return true // placements or removals only: nothing travels
	}
	ex, ok := s.(game.Explainer)
	if !ok {
		t.Errorf("pieces move from point to point, but the state does not say why a try is refused (game.Explainer)")
		return false
	}
	for p := range from {
		for q := 0; q < s.Board().Len(); q++ {
			path := []int{p, q}
			if q == p || from[q] || game.Continues(s, path) || isMove(s, path) {
				continue
			}
			if ex.Explain(path) == "" {
				t.Errorf("%s: no reason given why %s cannot go to %s", s, s.Board().Point(p).Name, s.Board().Point(q).Name)
				return false
			}
		}
	}
	return true
}

// isMove reports whether path is the whole path of a legal move.
func isMove(s game.State, path []int) bool {
	for _, m := range s.LegalMoves(nil) {
		if slices.Equal(s.MovePath(m), path) {
			return true
		}
	}
	return false
}

// checkSeats checks that every variant names each seat.
func checkSeats(t *testing.T, g *game.Game) {
	for _, opts := range game.Variants(g.Options) {
		s, opts, err := g.Start(opts)
		if err != nil {
			t.Errorf("%v: %v", opts, err)
			continue
		}
		nouns := g.SeatNouns(opts)
		if len(nouns) != s.NumPlayers() {
			t.Errorf("%v: %d seat names for %d players", opts, len(nouns), s.NumPlayers())
		}
		for _, n := range nouns {
			if n.Name == "" {
				t.Errorf("%v: a seat has no name", opts)
			}
		}
	}
}

// checkOwnTests reads the tests of the game's package: they must call
// gametest.Run and gametest.Perft, and assert with "var _ I = ..." every
// optional interface of package game its state implements, so that a
// renamed method fails to compile instead of quietly weakening the
// screen.
func checkOwnTests(t *testing.T, g *game.Game) {
	s, _, err := g.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	calls, asserted := readTests(t, packageDir(t, s))
	for _, call := range []string{"gametest.Run", "gametest.Perft", "gametest.Lesson"} {
		if !calls[call] {
			t.Errorf("the game's tests do not call %s", call)
		}
	}
	st := reflect.TypeOf(s)
	for _, o := range optional {
		if st.Implements(o.typ) && !asserted[o.name] {
			t.Errorf("the state implements %s, but the game's tests do not assert it (var _ %s = ...)", o.name, o.name)
		}
	}
}

// packageDir returns the source folder of the package that defines the
// state's type.
func packageDir(t *testing.T, s game.State) string {
	typ := reflect.TypeOf(s)
	if typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	rel, ok := strings.CutPrefix(typ.PkgPath(), "parlour/")
	if !ok {
		t.Fatalf("state type %v is outside the module", typ)
	}
	return filepath.Join("..", "..", filepath.FromSlash(rel))
}

// readTests parses the _test.go files of dir and returns the qualified
// functions they call and the interfaces they assert with "var _ I".
func readTests(t *testing.T, dir string) (calls, asserted map[string]bool) {
	calls, asserted = map[string]bool{}, map[string]bool{}
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no tests in %s (%v)", dir, err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if name, ok := gametest.Qualified(n.Fun); ok {
					calls[name] = true
				}
			case *ast.ValueSpec:
				if len(n.Names) == 1 && n.Names[0].Name == "_" && n.Type != nil {
					if name, ok := gametest.Qualified(n.Type); ok {
						asserted[name] = true
					}
				}
			}
			return true
		})
	}
	return calls, asserted
}

// notOptional names the exported interfaces of package game that are not
// optional interfaces of a game's state.
var notOptional = map[string]bool{
	"game.State":      true, // every state
	"game.RetroSpace": true, // what a Retrograde state returns
}

// TestOptionalListed checks that optional lists every exported interface
// of package game but those of notOptional, so that a new optional
// interface cannot go unasserted by the games that implement it.
func TestOptionalListed(t *testing.T) {
	listed := map[string]bool{}
	for _, o := range optional {
		listed[o.name] = true
	}
	names, err := gametest.Interfaces("..", "game")
	if err != nil || len(names) == 0 {
		t.Fatalf("no interfaces read from the sources of package game (%v)", err)
	}
	for _, name := range names {
		if !listed[name] && !notOptional[name] {
			t.Errorf("%s is an interface but neither in optional nor in notOptional", name)
		}
	}
}
