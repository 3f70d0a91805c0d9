package gametest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strings"
)

// Interfaces returns the exported interfaces declared in the non-test Go
// files of the package in dir, each named as its users write it: prefix
// "game" gives "game.State". The conformance tests (game/catalog and
// engine/gamestest) compare them with the optional interfaces they know,
// so that a new one cannot go unasserted by the games that implement it.
func Interfaces(dir, prefix string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var out []string
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				if _, ok := ts.Type.(*ast.InterfaceType); ok && ts.Name.IsExported() {
					out = append(out, prefix+"."+ts.Name.Name)
				}
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

// Qualified returns "pkg.Name" for a selector expression pkg.Name, as a
// test file writes a type of another package.
func Qualified(e ast.Expr) (string, bool) {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	x, ok := sel.X.(*ast.Ident)
	if !ok {
		return "", false
	}
	return x.Name + "." + sel.Sel.Name, true
}
