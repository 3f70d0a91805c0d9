package gamestest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"path/filepath"
	"reflect"
	"testing"

	"parlour/engine"
	"parlour/game"
	_ "parlour/game/catalog" // every game
	"parlour/game/gametest"
	_ "parlour/game/gametest/toy" // and the seventh, registered from tests alone
)

// optional lists the optional interfaces of the engine that a game's
// state may implement, by the name the tests here assert them with. The
// interfaces of package game are game/catalog's to check.
var optional = []struct {
	name string
	typ  reflect.Type
}{
	{"engine.Evaluator", reflect.TypeFor[engine.Evaluator]()},
	{"engine.Tactical", reflect.TypeFor[engine.Tactical]()},
	{"engine.TacticalLister", reflect.TypeFor[engine.TacticalLister]()},
	{"engine.QuietChecker", reflect.TypeFor[engine.QuietChecker]()},
	{"engine.NullMover", reflect.TypeFor[engine.NullMover]()},
	{"engine.Exchanger", reflect.TypeFor[engine.Exchanger]()},
	{"engine.Extender", reflect.TypeFor[engine.Extender]()},
	{"engine.BookMover", reflect.TypeFor[engine.BookMover]()},
	{"engine.BookCoverer", reflect.TypeFor[engine.BookCoverer]()},
	{"engine.TableNoter", reflect.TypeFor[engine.TableNoter]()},
	{"engine.Symmetric", reflect.TypeFor[engine.Symmetric]()},
	{"engine.Pruner", reflect.TypeFor[engine.Pruner]()},
	{"engine.MoveBounder", reflect.TypeFor[engine.MoveBounder]()},
	{"engine.GoalOracle", reflect.TypeFor[engine.GoalOracle]()},
	{"engine.MoveEnder", reflect.TypeFor[engine.MoveEnder]()},
}

// notOptional names the exported interfaces of package engine that are
// not optional interfaces of a game's state.
var notOptional = map[string]bool{
	"engine.Thinker": true, // runs the engine, on the UI's side
}

// TestEngineInterfacesAsserted holds every registered game, the toy one
// included, to what the engine asks of its tests: each optional interface
// of the engine that the game's state implements is asserted here with
// "var _ engine.I = (*pkg.State)(nil)", pkg being the game's package, so
// that a renamed method fails to compile instead of quietly weakening the
// AI.
func TestEngineInterfacesAsserted(t *testing.T) {
	asserted := readAssertions(t)
	games := game.All()
	if len(games) < 7 {
		t.Fatalf("%d games registered, want the collection's and the toy game", len(games))
	}
	for _, g := range games {
		t.Run(g.ID, func(t *testing.T) {
			s, _, err := g.Start(nil)
			if err != nil {
				t.Fatal(err)
			}
			st := reflect.TypeOf(s)
			pkg := st
			if pkg.Kind() == reflect.Pointer {
				pkg = pkg.Elem()
			}
			name := path.Base(pkg.PkgPath())
			for _, o := range optional {
				if st.Implements(o.typ) && !asserted[name][o.name] {
					t.Errorf("the state implements %s, but no test here asserts it (var _ %s = (*%s.State)(nil))", o.name, o.name, name)
				}
			}
		})
	}
}

// readAssertions parses this package's tests and returns, by the package
// of the asserted value's type, the interfaces asserted with
// "var _ I = value".
func readAssertions(t *testing.T) map[string]map[string]bool {
	files, err := filepath.Glob("*_test.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no tests found (%v)", err)
	}
	out := map[string]map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			vs, ok := n.(*ast.ValueSpec)
			if !ok || len(vs.Names) != 1 || vs.Names[0].Name != "_" || vs.Type == nil || len(vs.Values) != 1 {
				return true
			}
			iface, ok := gametest.Qualified(vs.Type)
			pkg := valuePackage(vs.Values[0])
			if ok && pkg != "" {
				if out[pkg] == nil {
					out[pkg] = map[string]bool{}
				}
				out[pkg][iface] = true
			}
			return true
		})
	}
	return out
}

// valuePackage returns the package named in an asserted value, as in
// (*war.State)(nil): the qualifier of the first selector expression in it.
func valuePackage(e ast.Expr) string {
	var pkg string
	ast.Inspect(e, func(n ast.Node) bool {
		if pkg != "" {
			return false
		}
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := sel.X.(*ast.Ident); ok {
				pkg = x.Name
			}
		}
		return pkg == ""
	})
	return pkg
}

// TestOptionalListed checks that optional lists every exported interface
// of package engine but those of notOptional, so that a new optional
// interface cannot go unasserted by the games that implement it.
func TestOptionalListed(t *testing.T) {
	listed := map[string]bool{}
	for _, o := range optional {
		listed[o.name] = true
	}
	names, err := gametest.Interfaces("..", "engine")
	if err != nil || len(names) == 0 {
		t.Fatalf("no interfaces read from the sources of the engine (%v)", err)
	}
	for _, name := range names {
		if !listed[name] && !notOptional[name] {
			t.Errorf("%s is an interface but neither in optional nor in notOptional", name)
		}
	}
}
