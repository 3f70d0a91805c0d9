package extract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTexts extracts the texts of a small module written for the test.
func TestTexts(t *testing.T) {
	for _, tc := range []struct {
		name, src, want, wantErr string
	}{
		{"keys", `package p
import "parlour/lang"
func f(n int, s string) {
	lang.T("Hare to move")
	lang.T("Move %d of " + "%d", 1, 2)
	lang.N(n, "%d move", "%d moves", n)
	lang.T(s)
	_ = lang.Key("Hare and Hounds")
	_ = lang.Doc("p/rules", s)
}`, "%d move|%d moves; Hare and Hounds; Hare to move; Move %d of %d; doc p/rules", ""},
		{"embedded document", `package p
import _ "embed"
//go:embed rules.md
var rules string`, "doc p/rules", ""},
		{"renamed", `package p
import l "parlour/lang"
func f() { l.T("Go") }`, "Go", ""},
		{"not lang", `package p
import "fmt"
type x struct{}
func (x) T(s string) {}
func f() { var lang x; lang.T("No"); fmt.Println("No") }`, "", ""},
		{"N not literal", `package p
import "parlour/lang"
func f(s string) { lang.N(1, s, "b") }`, "", "must be string literals"},
		{"Key not literal", `package p
import "parlour/lang"
func f(s string) { lang.Key(s) }`, "", "must be a string literal"},
		{"Doc named at run time", `package p
import "parlour/lang"
func f(s string) { lang.Doc(s+"/rules", s) }`, "", ""},
		{"counted twice", `package p
import "parlour/lang"
func f() { lang.N(1, "%d a", "%d b"); lang.T("%d b") }`, "", "counted differently"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			dir := filepath.Join(root, "p")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
			// Tests and testdata are left out.
			os.WriteFile(filepath.Join(dir, "p_test.go"), []byte("package p\nimport \"parlour/lang\"\nfunc g() { lang.T(\"Test only\") }\n"), 0o644)
			texts, err := Texts(root)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("Texts = %v, %v; want an error with %q", texts, err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, x := range texts {
				s := x.Key
				if x.Doc {
					s = "doc " + s
				}
				if x.One != "" {
					s = x.One + "|" + s
				}
				got = append(got, s)
			}
			if strings.Join(got, "; ") != tc.want {
				t.Errorf("Texts = %q, want %q", strings.Join(got, "; "), tc.want)
			}
		})
	}
}

// TestLater marks the texts written only in a game's lesson, and the
// documents, as the catalog's second part's; a lesson's text written
// elsewhere too stays in the first.
func TestLater(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"g/lesson.go": `package g
import "parlour/lang"
var a, b = lang.Key("Only in the lesson"), lang.Key("In the lesson and the menu")`,
		"m/menu.go": `package m
import "parlour/lang"
func f() { lang.T("In the lesson and the menu"); lang.T("Only in the menu") }`,
		"g/spec.go": `package g
import _ "embed"
//go:embed rules.md
var rules string`,
	}
	for name, src := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	texts, err := Texts(root)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"Only in the lesson": true, "In the lesson and the menu": false, "Only in the menu": false, "g/rules": true}
	for _, x := range texts {
		if w, ok := want[x.Key]; !ok || x.Later != w {
			t.Errorf("%q (%s): Later %v; want %v", x.Key, x.Where, x.Later, w)
		}
	}
	if len(texts) != 5 {
		t.Errorf("%d texts, want 5 (one a folder)", len(texts))
	}
}
