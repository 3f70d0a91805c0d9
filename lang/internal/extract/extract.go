// Package extract finds the texts Parlour's code passes to package lang,
// the English source of every catalog: the string literals given to
// lang.T and lang.Key as their key, to lang.N as its two forms, and to
// lang.Doc as a document's name; and it plans the files made from them
// (Plan).
package extract

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Text is one text of the source: its key, and for a counted text (N) its
// English singular, the key being the plural (the singulars of two
// texts may be alike: "%d move" and "%d moves, counting both sides").
type Text struct {
	Key   string
	One   string // the English singular of a counted text (N), keyed by its plural; "" for others
	Doc   bool   // a document's name (lang.Doc)
	Dir   string // the package's folder, from the module's: "scenes/menu"
	Where string // the first place it is used: "scenes/menu/menu.go:42"
	// Later marks a document, and a text written only in games' lessons
	// (files named LessonFile): what a player reads once they open a
	// game's rules or lesson, whose translations a catalog's second part
	// holds, downloaded after the page's first frame (Plan).
	Later bool
}

// LessonFile is the name of the file a game's lesson is written in.
const LessonFile = "lesson.go"

// Texts walks the Go files of the module at root (tests, testdata,
// gametest and hidden folders left out) and returns the texts they give package lang,
// sorted by folder, then key, each once a folder. A call whose key is not a string literal (or a sum of
// them) is not an error when it is T's (the key was marked with Key
// where it is written); N's forms must be literals, and a key given two
// plurals is an error.
func Texts(root string) ([]Text, error) {
	found := map[string]Text{}
	elsewhere := map[string]bool{} // keys written outside a LessonFile
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			// gametest holds the games the tests play, which no player
			// sees.
			if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "gametest") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution|parser.ParseComments)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		// A Markdown file the package builds in is a document a player
		// reads, such as a game's rules: named by the package's folder
		// and the file's name ("harehounds/rules").
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				args, ok := strings.CutPrefix(c.Text, "//go:embed ")
				if !ok {
					continue
				}
				for _, a := range strings.Fields(args) {
					if strings.HasSuffix(a, ".md") && !strings.ContainsAny(a, "/*?[") {
						dir := filepath.ToSlash(filepath.Dir(rel))
						name := filepath.Base(dir) + "/" + strings.TrimSuffix(a, ".md")
						where := fmt.Sprintf("%s:%d", filepath.ToSlash(rel), fset.Position(c.Pos()).Line)
						found["doc\x00"+name] = Text{Key: name, Doc: true, Dir: dir, Where: where}
					}
				}
			}
		}
		alias := langImport(f)
		if alias == "" {
			return nil
		}
		var walkErr error
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || walkErr != nil {
				return walkErr == nil
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); !ok || x.Name != alias {
				return true
			}
			where := fmt.Sprintf("%s:%d", filepath.ToSlash(rel), fset.Position(call.Pos()).Line)
			dir := filepath.ToSlash(filepath.Dir(rel))
			var t Text
			switch sel.Sel.Name {
			case "Doc":
				if len(call.Args) == 0 {
					return true
				}
				// A document is listed by the file the package builds in
				// (see above); a name made at run time, as the rules
				// screen's from a game's ID, is that file's.
				name, ok := literal(call.Args[0])
				if !ok {
					return true
				}
				t = Text{Key: name, Doc: true, Where: where}
			case "T", "Key":
				if len(call.Args) == 0 {
					return true
				}
				key, ok := literal(call.Args[0])
				if !ok {
					if sel.Sel.Name == "Key" {
						walkErr = fmt.Errorf("%s: lang.Key's text must be a string literal", where)
					}
					return true
				}
				t = Text{Key: key, Where: where}
			case "N":
				if len(call.Args) < 3 {
					return true
				}
				one, ok1 := literal(call.Args[1])
				other, ok2 := literal(call.Args[2])
				if !ok1 || !ok2 {
					walkErr = fmt.Errorf("%s: lang.N's forms must be string literals", where)
					return false
				}
				t = Text{Key: other, One: one, Where: where}
			default:
				return true
			}
			t.Dir = dir
			if !t.Doc && name != LessonFile {
				elsewhere[t.Key] = true
			}
			id := dir + "\x00" + t.Key
			if t.Doc {
				id = "doc\x00" + t.Key
			}
			for _, old := range found {
				if old.Key == t.Key && !old.Doc && !t.Doc && old.One != t.One {
					walkErr = fmt.Errorf("%s: %q is counted differently at %s", where, t.Key, old.Where)
					return false
				}
			}
			if old, ok := found[id]; ok && t.Doc && old.Dir != dir {
				walkErr = fmt.Errorf("%s: document %q is named at %s too", where, t.Key, old.Where)
				return false
			}
			if _, ok := found[id]; !ok {
				found[id] = t
			}
			return true
		})
		return walkErr
	})
	if err != nil {
		return nil, err
	}
	out := make([]Text, 0, len(found))
	for _, t := range found {
		t.Later = t.Doc || !elsewhere[t.Key]
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Dir != out[j].Dir {
			return out[i].Dir < out[j].Dir
		}
		return out[i].Key < out[j].Key
	})
	return out, nil
}

// langImport returns the name the file gives package parlour/lang, or "".
func langImport(f *ast.File) string {
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == "parlour/lang" {
			if imp.Name != nil {
				return imp.Name.Name
			}
			return "lang"
		}
	}
	return ""
}

// literal returns the value of a string literal, or of a sum of them.
func literal(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := literal(e.X)
		b, ok2 := literal(e.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return literal(e.X)
	}
	return "", false
}
