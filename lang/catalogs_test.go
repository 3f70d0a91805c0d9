package lang

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"

	"parlour/lang/internal/extract"
)

// source reads the English catalog, the list of every text.
func source(t *testing.T) *Catalog {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("catalogs", "en.json"))
	if err != nil {
		t.Fatal(err)
	}
	c, err := Parse(data)
	if err != nil {
		t.Fatalf("catalogs/en.json: %v", err)
	}
	return c
}

// TestGenerated checks that catalogs/en.json lists the texts the code
// gives package lang today, and sums_gen.go the catalog files as they
// are: run go generate ./lang after changing either.
func TestGenerated(t *testing.T) {
	texts, err := extract.Texts("..")
	if err != nil {
		t.Fatal(err)
	}
	want, err := extract.Source(texts)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join("catalogs", "en.json")); !bytes.Equal(got, want) {
		t.Error("catalogs/en.json is not the texts of the code: run go generate ./lang")
	}
	sums, err := extract.Sums("catalogs")
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile("sums_gen.go"); !bytes.Equal(got, sums) {
		t.Error("sums_gen.go does not match the catalog files: run go generate ./lang")
	}
}

// TestCatalogs loads each language's catalog as a player would (Load),
// and checks that it translates no text the code no longer has, and
// counts what the source counts.
func TestCatalogs(t *testing.T) {
	en := source(t)
	for _, l := range All[1:] {
		c, err := Load(l)
		if err != nil {
			t.Fatalf("%s: %v", l.Name, err)
		}
		if c.Language() != l {
			t.Errorf("Load(%s) gave the %s catalog", l.Code, c.Language().Code)
		}
		for key, e := range c.msgs {
			src, ok := en.msgs[key]
			switch {
			case !ok:
				t.Errorf("%s translates %q, which no code shows (run go generate ./lang, then remove it)", l.Name, key)
			case (src.forms == nil) != (e.forms == nil):
				t.Errorf("%s: %q is counted in one catalog and not the other", l.Name, key)
			}
		}
		t.Logf("%s: %d of %d texts translated", l.Name, c.Len(), en.Len())
	}
	if c, err := Load(English); c != nil || err != nil {
		t.Errorf("Load(English) = %v, %v; want nil, nil", c, err)
	}
}

// TestOffered checks that every language a player may choose translates
// every text of the source.
func TestOffered(t *testing.T) {
	en := source(t)
	if got := Offered(); len(got) == 0 || got[0] != English {
		t.Fatalf("Offered() = %v, want English first", got)
	}
	for _, l := range Offered()[1:] {
		c, err := Load(l)
		if err != nil {
			t.Fatal(err)
		}
		for key := range en.msgs {
			if !c.Has(key) {
				t.Errorf("%s is offered but does not translate %q", l.Name, key)
			}
		}
	}
}

// TestGlyphs checks that the fonts Parlour ships, regular and bold, draw
// every character of every catalog and of the pseudo-language.
func TestGlyphs(t *testing.T) {
	var faces []*sfnt.Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		faces = append(faces, f)
	}
	texts := []string{pseudoText("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")}
	for _, l := range All {
		texts = append(texts, l.Name)
		if l == English {
			continue
		}
		data, err := os.ReadFile(filepath.Join("catalogs", l.Code+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var f struct{ Messages map[string]json.RawMessage }
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		for _, raw := range f.Messages {
			texts = append(texts, string(raw)) // the JSON's characters cover the text's
		}
	}
	var buf sfnt.Buffer
	missing := map[rune]bool{}
	for _, s := range texts {
		for _, r := range s {
			if r < ' ' || missing[r] {
				continue
			}
			for _, f := range faces {
				if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
					missing[r] = true
					t.Errorf("no glyph for %q (U+%04X) in %q", r, r, strings.TrimSpace(s))
					break
				}
			}
		}
	}
}
