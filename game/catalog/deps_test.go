package catalog_test

import (
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"path"
	"reflect"
	"strings"
	"testing"

	"parlour/game"
)

// TestOnlyTheCatalogImportsGames checks the layering that keeps a game
// whole in its package: outside tests, no package imports a game's
// package but the game itself (its own tools below it included), the
// catalog and the command that builds the game's shipped tables with the
// engine (cmd/internal/tables/<game>). The engine, the screens and the
// other commands reach games through the registry alone.
func TestOnlyTheCatalogImportsGames(t *testing.T) {
	games := map[string]bool{}
	for _, g := range game.All() {
		s, _, err := g.Start(nil)
		if err != nil {
			t.Fatal(err)
		}
		typ := reflect.TypeOf(s)
		if typ.Kind() == reflect.Pointer {
			typ = typ.Elem()
		}
		games[typ.PkgPath()] = true
	}
	cmd := exec.Command("go", "list", "-json=ImportPath,Imports", "./...")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	listed := 0
	for {
		var pkg struct {
			ImportPath string
			Imports    []string
		}
		if err := dec.Decode(&pkg); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		listed++
		for _, imp := range pkg.Imports {
			if games[imp] && !allowedToImport(pkg.ImportPath, imp) {
				t.Errorf("%s imports the game package %s; reach it through the registry (game.Lookup)", pkg.ImportPath, imp)
			}
		}
	}
	if listed < 10 || len(games) < 6 {
		t.Fatalf("listed %d packages and %d games: the check saw too little", listed, len(games))
	}
}

// allowedToImport reports whether package from may import the game
// package g: the catalog may, and so may g's own sub-packages and the
// command of the same name under cmd/internal/tables, which solves the
// game for its tables where g, being rules, cannot import the engine.
func allowedToImport(from, g string) bool {
	return from == "parlour/game/catalog" || strings.HasPrefix(from, g+"/") || from == "parlour/cmd/internal/tables/"+path.Base(g)
}
