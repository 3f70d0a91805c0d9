package lang

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"

	"parlour/assets/fonts"
	"parlour/lang/internal/extract"
	"parlour/lang/internal/known"
)

// texts returns every text and document the code shows.
func texts(t *testing.T) []extract.Text {
	t.Helper()
	ts, err := extract.Texts("..")
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// TestGenerated checks that the files made from the texts (extract.Plan:
// each package's locales/en.json, each language's bundle and
// sums_gen.go) are as the code and the translations make them today, and
// that no package keeps an English source for texts it no longer has:
// run go generate ./lang after changing either.
func TestGenerated(t *testing.T) {
	plan, err := extract.Plan("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range extract.Paths(plan) {
		if got, _ := os.ReadFile(filepath.Join("..", filepath.FromSlash(p))); !bytes.Equal(got, plan[p]) {
			t.Errorf("%s is not as the texts make it: run go generate ./lang", p)
		}
	}
	filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() != "en.json" || filepath.Base(filepath.Dir(path)) != "locales" {
			return err
		}
		rel, _ := filepath.Rel("..", path)
		if _, ok := plan[filepath.ToSlash(rel)]; !ok {
			t.Errorf("%s lists texts its package no longer shows: remove it", rel)
		}
		return nil
	})
}

// TestCatalogs loads each language's catalog as a player would (Load),
// and checks that it translates no text the code no longer has, and
// counts what the source counts.
func TestCatalogs(t *testing.T) {
	source := map[uint32]extract.Text{} // by known.Sum of the key, as a catalog has them
	docs := map[string]bool{}
	for _, x := range texts(t) {
		if x.Doc {
			docs[x.Key] = true
		} else {
			source[known.Sum(x.Key)] = x
		}
	}
	for _, l := range All[1:] {
		c, err := Load(l)
		if err != nil {
			t.Fatalf("%s: %v", l.Name, err)
		}
		if c.Language() != l {
			t.Errorf("Load(%s) gave the %s catalog", l.Code, c.Language().Code)
		}
		for key, e := range c.msgs {
			src, ok := source[key]
			switch {
			case !ok:
				t.Errorf("%s translates a text (key %s) which no code shows (remove it from its locales, then run go generate ./lang)", l.Name, strconv.FormatUint(uint64(key), 36))
			case (src.One != "") != (e.forms != nil):
				t.Errorf("%s: %q is counted in one catalog and not the other", l.Name, src.Key)
			}
		}
		for name := range c.docs {
			if !docs[name] {
				t.Errorf("%s translates the document %q, which no code shows", l.Name, name)
			}
		}
		t.Logf("%s: %d of %d texts and %d of %d documents translated", l.Name, c.Len(), len(source), len(c.docs), len(docs))
	}
	if c, err := Load(English); c != nil || err != nil {
		t.Errorf("Load(English) = %v, %v; want nil, nil", c, err)
	}
}

// TestOffered checks that every language a player may choose translates
// every text and document of the source.
func TestOffered(t *testing.T) {
	if got := Offered(); len(got) == 0 || got[0] != English {
		t.Fatalf("Offered() = %v, want English first", got)
	}
	all := texts(t)
	for _, l := range Offered()[1:] {
		c, err := Load(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range all {
			if x.Doc && !c.HasDoc(x.Key) || !x.Doc && !c.Has(x.Key) {
				t.Errorf("%s is offered but does not translate %q (%s)", l.Name, x.Key, x.Where)
			}
		}
	}
}

// TestGlyphs checks that the fonts Parlour ships, regular and bold, draw
// every character of every catalog, of the English texts and rules, and
// of the pseudo-language.
func TestGlyphs(t *testing.T) {
	bold, err := fonts.Bold()
	if err != nil {
		t.Fatal(err)
	}
	var faces []*sfnt.Font
	for _, ttf := range [][]byte{fonts.Regular, bold} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		faces = append(faces, f)
	}
	lines := []string{pseudoText("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")}
	for _, l := range All[1:] {
		lines = append(lines, l.Name)
		data, err := os.ReadFile(filepath.Join("bundle", l.Code+".json"))
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(data)) // the JSON's characters cover the texts'
	}
	for _, x := range texts(t) {
		lines = append(lines, x.Key)
	}
	rules, err := filepath.Glob(filepath.Join("..", "game", "*", "rules.md"))
	if err != nil || len(rules) < 6 {
		t.Fatalf("the games' rules: %v, %v", rules, err)
	}
	for _, name := range rules {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(data))
	}
	var buf sfnt.Buffer
	missing := map[rune]bool{}
	for _, s := range lines {
		for _, r := range s {
			if r < ' ' || missing[r] {
				continue
			}
			for _, f := range faces {
				if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
					missing[r] = true
					at := strings.IndexRune(s, r)
					t.Errorf("no glyph for %q (U+%04X) in %q", r, r, s[max(0, at-30):min(len(s), at+30)])
					break
				}
			}
		}
	}
}

// TestBundles checks what Parse cannot check in a built catalog, whose
// keys are hashed: that every translation has its English key's
// placeholders, in every form.
func TestBundles(t *testing.T) {
	for _, l := range All[1:] {
		c, err := Load(l)
		if err != nil {
			t.Fatalf("%s: %v", l.Name, err)
		}
		checked := 0
		for _, x := range texts(t) {
			e, ok := c.msgs[known.Sum(x.Key)]
			if x.Doc || !ok {
				continue
			}
			want, err := Placeholders(x.Key)
			if err != nil {
				t.Fatalf("%q: %v", x.Key, err)
			}
			forms := []string{e.text}
			if e.forms != nil {
				forms = forms[:0]
				for _, s := range e.forms {
					forms = append(forms, s)
				}
			}
			for _, s := range forms {
				if got, err := Placeholders(s); err != nil || !slices.Equal(got, want) {
					t.Errorf("%s translates %q as %q: placeholders %v, want %v", l.Name, x.Key, s, got, want)
				}
			}
			checked++
		}
		if checked < c.Len() {
			t.Errorf("%s: %d texts checked of %d", l.Name, checked, c.Len())
		}
	}
}

// TestCatalogParts checks each language's catalog in its two parts: the
// first holds every text but the lessons' (extract.Text.Later) and no
// document, and is not Whole; Load and, natively, LoadFirst give both.
func TestCatalogParts(t *testing.T) {
	all := texts(t)
	later, keys := 0, map[string]bool{}
	for _, x := range all {
		if x.Later && !x.Doc {
			later++
		}
		if !x.Doc {
			keys[x.Key] = true
		}
	}
	if later < 100 {
		t.Fatalf("%d texts are the lessons' alone; want over 100", later)
	}
	for _, l := range Offered()[1:] {
		first, err := FirstPart(l)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d texts in the first part, %d in all", l.Name, first.Len(), len(keys))
		if first.Whole() || len(first.docs) != 0 {
			t.Errorf("%s's first part: Whole %v, %d documents; want false, none", l.Name, first.Whole(), len(first.docs))
		}
		for _, x := range all {
			if !x.Doc && first.Has(x.Key) == x.Later {
				t.Errorf("%s's first part has %q: %v; it is the lessons' alone: %v", l.Name, x.Key, first.Has(x.Key), x.Later)
			}
		}
		for _, load := range []func(Language) (*Catalog, error){Load, LoadFirst} {
			c, err := load(l)
			if err != nil {
				t.Fatal(err)
			}
			if !c.Whole() || c.Len() != len(keys) || len(c.docs) != 6 {
				t.Errorf("%s loaded: Whole %v, %d texts, %d documents; want true, %d, 6", l.Name, c.Whole(), c.Len(), len(c.docs), len(keys))
			}
		}
	}
	Use(nil)
	if !Whole() {
		t.Error("English is not Whole")
	}
	fr, _ := ByCode("fr")
	first, _ := FirstPart(fr)
	Use(first)
	defer Use(nil)
	if Whole() {
		t.Error("French's first part in use, and Whole says true")
	}
}
