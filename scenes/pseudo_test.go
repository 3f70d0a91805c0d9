package scenes

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/engine"
	"parlour/game/catalog"
	"parlour/lang"
	"parlour/scenes/internal/fake"
	"parlour/scenes/play"
	"parlour/scenes/ui"
)

// pseudoNames are the words a screen shows as they are in every language:
// the app's name, each language named in itself (the settings' list),
// and the keys' names the glossary keeps.
var pseudoNames = func() map[string]bool {
	names := map[string]bool{"Parlour": true, "Esc": true, "Tab": true,
		"Ann": true, "Bo": true} // the players' own names in the pictures
	for _, l := range lang.All {
		for _, w := range strings.Fields(l.Name) {
			names[w] = true
		}
	}
	return names
}()

// point is a word of move notation, which no language changes: a point
// or square ("c3", "f10"), a hole ("17"), a chain of jumps written as one
// word ("c1xc3xe3"), a removal ("xh8"), or a board's column letter alone.
var point = regexp.MustCompile(`^(x?[a-z]?[0-9]+(x[a-z]?[0-9]+)*|[a-zA-Z])$`)

// english returns the first word of s that the pseudo-language would
// have accented, "" for none: a word with a plain vowel (or c, n, y)
// that is neither notation, nor one of pseudoNames, nor part of a link
// came to the screen without passing through the catalogs.
func english(s string) string {
	var words []string
	for _, f := range strings.Fields(s) {
		if strings.ContainsAny(f, "=&") || strings.Contains(f, "://") {
			continue // a link, or a piece of one, which no language changes
		}
		words = append(words, strings.FieldsFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })...)
	}
	for _, w := range words {
		if !strings.ContainsAny(w, "aeiouycnAEIOUYCN") || point.MatchString(w) || pseudoNames[w] {
			continue
		}
		return w
	}
	return ""
}

// TestEnglishWords pins what english finds, so that the screens' test
// cannot pass by finding nothing.
func TestEnglishWords(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{lang.Pseudo().Language().Name, ""},
		{"[Ĥåré ţó ɱóṽé ~~~~]", ""},
		{"[Ţåķé çå: c1xc3xe3, xh8, 5-17 ~~]", ""},
		{"a", ""},
		{"Parlour", ""},
		{"Français", ""},
		{"[Ĥåré ţó ɱóṽé: Hounds ~~~~]", "Hounds"},
		{"Undo", "Undo"},
		{"3 moves", "moves"},
		{"[Séñd ~~] #play=harehounds&moves=b1-c1 https://example.org/p", ""},
	} {
		if got := english(tt.text); got != tt.want {
			t.Errorf("english(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// strictPseudo returns the pseudo-language of lang.Pseudo for the texts
// the catalogs have, and English for any other: lang.Pseudo disguises
// every text passed through lang.T, even one no catalog translates (a
// name written nowhere as a key), which every language would show in
// English. Its texts are those of the French catalog, a whole one
// (lang.Offered), that has accepts (all for nil), and its documents the
// games' rules.
func strictPseudo(t *testing.T, has func(key string) bool) *lang.Catalog {
	t.Helper()
	// The French translations, by their English, from each package's
	// locales (the built catalog has its keys hashed).
	var fr struct {
		Messages map[string]json.RawMessage `json:"messages"`
	}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() != "fr.json" || filepath.Base(filepath.Dir(path)) != "locales" {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var f struct {
			Messages map[string]json.RawMessage `json:"messages"`
		}
		if err := json.Unmarshal(data, &f); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if fr.Messages == nil {
			fr.Messages = map[string]json.RawMessage{}
		}
		maps.Copy(fr.Messages, f.Messages)
		return nil
	})
	if err != nil || len(fr.Messages) < 1000 {
		t.Fatalf("the French translations: %d texts, %v", len(fr.Messages), err)
	}
	msgs := map[string]any{}
	for key, raw := range fr.Messages {
		if has != nil && !has(key) {
			continue
		}
		var forms map[string]string
		if json.Unmarshal(raw, &forms) != nil {
			msgs[key] = pseudoOf(key)
			continue
		}
		for f := range forms {
			forms[f] = pseudoOf(key) // the English plural, in every form
		}
		msgs[key] = forms
	}
	docs := map[string]string{}
	for _, e := range catalog.Entries() {
		docs[e.ID+"/rules"] = accented.Replace(e.Game.Rules)
	}
	file, err := json.Marshal(map[string]any{"language": "fr", "messages": msgs, "documents": docs})
	if err != nil {
		t.Fatal(err)
	}
	c, err := lang.Parse(file)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// accented accents the letters english looks for.
var accented = strings.NewReplacer(
	"a", "å", "e", "é", "i", "í", "o", "ó", "u", "ü", "y", "ý", "c", "ç", "n", "ñ",
	"A", "Å", "E", "É", "I", "Í", "O", "Ó", "U", "Ü", "Y", "Ý", "C", "Ç", "N", "Ñ",
)

// pseudoOf disguises a format text as lang.Pseudo does, its fmt verbs
// left as they are: "[Ĥåŕé ţó ɱóṽé %s ~~]".
func pseudoOf(format string) string {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			j := strings.IndexByte(format[i:], '%')
			if j < 0 {
				j = len(format) - i
			}
			b.WriteString(accented.Replace(format[i : i+j]))
			i += j - 1
			continue
		}
		k := i + 1
		for k < len(format) && strings.IndexByte("+-# 0123456789.[]", format[k]) >= 0 {
			k++
		}
		b.WriteString(format[i:min(k+1, len(format))])
		i = k
	}
	return "[" + b.String() + " ~~]"
}

// TestPseudoScreens draws the screens of TestScreenShots and
// TestByMessageShots in the pseudo-language, strictly (strictPseudo), and
// fails for any line of text drawn (through ui.DrawText, which every text
// a screen shows goes through) or announced to screen readers in plain
// English: a text that bypasses the catalogs, or that no catalog has,
// which no translation would ever reach. Every screen, every lesson step,
// the puzzles, notices, dialogs, a game by message and the Stopped screen
// are visited, at the phone's size and the desktop's, offscreen and
// without pictures.
func TestPseudoScreens(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen")
	}
	checkPseudoScreens(t, readShots(t), strictPseudo(t, nil))
}

// checkPseudoScreens visits shots in the strict pseudo-language strict
// and fails for every line drawn or announced in English.
func checkPseudoScreens(t *testing.T, shots []appShot, strict *lang.Catalog) {
	t.Helper()
	defer lang.Use(nil)
	defer func() { ui.TextDrawn = nil }()
	type leak struct{ shot, text string }
	var leaks []leak
	seen := map[leak]bool{}
	lines, pseudo := 0, 0
	shot := ""
	check := func(s string) {
		lines++
		if strings.Contains(s, "~") || strings.ContainsAny(s, "åéíóüýçñ") {
			pseudo++
		}
		if w := english(s); w != "" {
			// Told once per text, with the first screen that shows it.
			k := leak{text: s}
			if !seen[k] {
				seen[k] = true
				leaks = append(leaks, leak{shot, s})
			}
		}
	}
	ui.TextDrawn = check
	start := time.Now()
	visitScreens(t, shots, "pseudo", strict, check, func(name string) { shot = name })
	t.Logf("%d screens, %d lines of text drawn or announced (%d in the pseudo-language), in %v", len(shots), lines, pseudo, time.Since(start).Round(time.Millisecond))
	if lines < 1000 || pseudo < lines/2 {
		t.Errorf("%d lines drawn, %d of them in the pseudo-language: are the texts still seen (ui.TextDrawn)?", lines, pseudo)
	}
	slices.SortFunc(leaks, func(a, b leak) int { return strings.Compare(a.text, b.text) })
	for _, l := range leaks {
		t.Errorf("%s shows %q, which bypasses the catalogs (%q is English)", l.shot, l.text, english(l.text))
	}
}

// TestFirstPartScreens draws the screens a player may see before their
// language's second part came, the games' rules and lessons (lang.Load),
// in the strict pseudo-language of the first part alone: every screen
// but the rules and the lessons, which wait for it (screens.whenWhole).
// A line in English is a text of the second part that such a screen
// shows.
func TestFirstPartScreens(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen")
	}
	fr, _ := lang.ByCode("fr")
	first, err := lang.FirstPart(fr)
	if err != nil || first.Whole() {
		t.Fatalf("French's first part: whole %v, %v", first != nil && first.Whole(), err)
	}
	shots := slices.DeleteFunc(readShots(t), func(sh appShot) bool {
		return strings.HasPrefix(sh.scene, "rules") || strings.HasPrefix(sh.scene, "learn")
	})
	checkPseudoScreens(t, shots, strictPseudo(t, first.Has))
}

// readShots lists the screens the tests that read them visit: those of
// TestScreenShots and TestByMessageShots, a lesson's steps at the phone's
// size alone (a step says the same at both, and the phone is narrower).
func readShots(t *testing.T) []appShot {
	shots := append(screenShots(t), byMessageShots(t)...)
	return slices.DeleteFunc(shots, func(sh appShot) bool {
		return strings.HasPrefix(sh.name, "learn-") && sh.w > sh.h
	})
}

// visitScreens draws every shot offscreen, without pictures, as the
// program would, in the language of code (Config.Language). use, when
// not nil, is the catalog put in place once each App has loaded its own
// (the strict pseudo-language); announce hears what screen readers are
// told; at hears the name of each shot before it is drawn.
func visitScreens(t *testing.T, shots []appShot, code string, use *lang.Catalog, announce func(string), at func(name string)) {
	t.Helper()
	for _, sh := range shots {
		at(sh.name)
		var th engine.Thinker = &fake.Thinker{}
		if sh.engine {
			th = engine.NewLocalThinker()
		}
		cfg := Config{Store: sh.store(), Thinker: th, Scene: sh.scene, Language: code, Announce: announce}
		a := NewApp(cfg)
		if use != nil {
			lang.Use(use)
			a.cur = a.s.first(cfg)
		}
		a.Layout(sh.w, sh.h)
		frames := sh.frames
		if frames == 0 {
			frames = 40
		}
		for i := range frames {
			if i == 1 && sh.change != nil {
				sh.change(a)
			}
			if err := a.Update(); err != nil {
				t.Fatalf("%s: %v", sh.name, err)
			}
			if sh.engine {
				// The analysis's words are drawn once its first report
				// comes; the pictures wait for deeper ones.
				if p, ok := a.cur.(*play.Screen); ok && i >= 40 && p.Session().Analysis().Have {
					break
				}
				if i == frames-1 {
					t.Errorf("%s: no analysis came to show in %d frames", sh.name, frames)
				}
				time.Sleep(5 * time.Millisecond)
			}
		}
		img := ebiten.NewImage(sh.w, sh.h)
		a.Draw(img)
		img.Deallocate()
	}
}
