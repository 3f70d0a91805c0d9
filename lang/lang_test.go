package lang

import (
	"fmt"
	"strings"
	"testing"
)

// TestMatch checks the language chosen for a list of preferences.
func TestMatch(t *testing.T) {
	for _, tc := range []struct {
		prefs []string
		want  string
	}{
		{nil, "en"},
		{[]string{"fr"}, "fr"},
		{[]string{"fr-CA"}, "fr"},
		{[]string{"de-AT", "en"}, "de"},
		{[]string{"es-MX"}, "es"},
		{[]string{"it-CH"}, "it"},
		{[]string{"ja"}, "en"},
		{[]string{"ja", "it"}, "it"},
		{[]string{"en-GB", "fr"}, "en"},
		{[]string{"de_DE.UTF-8"}, "de"},
		{[]string{"fr_BE@euro"}, "fr"},
		{[]string{"C"}, "en"},
		{[]string{"POSIX", "es_ES"}, "es"},
		{[]string{"", "!!", "x-y-z-q"}, "en"},
	} {
		if got := Match(tc.prefs, All); got.Code != tc.want {
			t.Errorf("Match(%q) = %s, want %s", tc.prefs, got.Code, tc.want)
		}
	}
	if got := Match([]string{"fr"}, []Language{English}); got != English {
		t.Errorf("Match among English alone = %s, want English", got.Code)
	}
}

// TestByCode checks that every offered language is found by its code,
// and that each names itself.
func TestByCode(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range All {
		got, ok := ByCode(l.Code)
		if !ok || got.Code != l.Code || got.Name == "" || seen[l.Code] {
			t.Errorf("ByCode(%q) = %+v, %v", l.Code, got, ok)
		}
		seen[l.Code] = true
	}
	if _, ok := ByCode("ja"); ok {
		t.Error("ByCode(ja) found a language Parlour does not speak")
	}
}

// counted is a catalog file with a counted text in each language's
// forms, as a translator would write them.
var counted = map[string]string{
	"fr": `{"one": "%d coup", "other": "%d coups"}`,
	"de": `{"one": "%d Zug", "other": "%d Züge"}`,
	"es": `{"one": "%d jugada", "other": "%d jugadas"}`,
	"it": `{"one": "%d mossa", "other": "%d mosse"}`,
}

// TestPlurals checks the form each language's CLDR rules pick for 0, 1,
// 2, 5 and 21: French says "0 coup" and "1 coup", the others 0 in the
// plural; 21 is plural in all five.
func TestPlurals(t *testing.T) {
	defer Use(nil)
	want := map[string][5]string{
		"en": {"0 moves", "1 move", "2 moves", "5 moves", "21 moves"},
		"fr": {"0 coup", "1 coup", "2 coups", "5 coups", "21 coups"},
		"de": {"0 Züge", "1 Zug", "2 Züge", "5 Züge", "21 Züge"},
		"es": {"0 jugadas", "1 jugada", "2 jugadas", "5 jugadas", "21 jugadas"},
		"it": {"0 mosse", "1 mossa", "2 mosse", "5 mosse", "21 mosse"},
	}
	for _, l := range All {
		Use(nil)
		if l.Code != "en" {
			c, err := Parse([]byte(`{"language": "` + l.Code + `", "messages": {"%d moves": ` + counted[l.Code] + `}}`))
			if err != nil {
				t.Fatal(err)
			}
			Use(c)
		}
		if Current() != l {
			t.Errorf("Current() = %s, want %s", Current().Code, l.Code)
		}
		for i, n := range []int{0, 1, 2, 5, 21} {
			if got := N(n, "%d move", "%d moves", n); got != want[l.Code][i] {
				t.Errorf("%s: N(%d) = %q, want %q", l.Code, n, got, want[l.Code][i])
			}
		}
	}
}

// TestT checks lookup, formatting, reordering and the English fallback.
func TestT(t *testing.T) {
	defer Use(nil)
	c, err := Parse([]byte(`{"language": "de", "messages": {
		"Hare to move": "Der Hase ist am Zug",
		"%s beats %s": "%[2]s unterliegt %[1]s",
		"%d%% done": "%d %% erledigt"}}`))
	if err != nil {
		t.Fatal(err)
	}
	if T("Hare to move") != "Hare to move" {
		t.Error("English changed a text")
	}
	Use(c)
	for _, tc := range []struct{ got, want string }{
		{T("Hare to move"), "Der Hase ist am Zug"},
		{T("%s beats %s", "Anna", "Ben"), "Ben unterliegt Anna"},
		{T("%d%% done", 40), "40 % erledigt"},
		{T("Not in the catalog"), "Not in the catalog"},
		{T("Move %d", 3), "Move 3"},
		{N(2, "%d hunter", "%d hunters", 2), "2 hunters"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

// TestParseFaults checks that every fault of a catalog file is refused
// with an error that says what.
func TestParseFaults(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{`not json`, "catalog"},
		{`{"language": "ja", "messages": {}}`, `"ja"`},
		{`{"language": "fr", "messages": {"Go": ""}}`, "empty translation"},
		{`{"language": "fr", "messages": {"Move %d": "Coup"}}`, "placeholders"},
		{`{"language": "fr", "messages": {"Move %d": "Coup %s"}}`, "placeholders"},
		{`{"language": "fr", "messages": {"Move %d": "Coup %"}}`, "lone"},
		{`{"language": "fr", "messages": {"%d move": {"one": "%d coup"}}}`, `"other"`},
		{`{"language": "fr", "messages": {"%d move": {"single": "%d coup", "other": "%d coups"}}}`, `"single"`},
		{`{"language": "fr", "messages": {"%d move": {"one": "coup", "other": "%d coups"}}}`, "placeholders"},
		{`{"language": "fr", "messages": {"%d move": 7}}`, "string or an object"},
		{`{"language": "fr", "messages": {"": "x"}}`, "empty key"},
		{`{"language": "fr", "messages": {"%[x]d": "x"}}`, "argument index"},
	} {
		_, err := Parse([]byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%s) = %v, want an error naming %s", tc.data, err, tc.want)
		}
	}
}

// TestPlaceholders checks the verbs a text lists.
func TestPlaceholders(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"plain", ""},
		{"%d of %d", "1d 2d"},
		{"%[2]s then %[1]d", "1d 2s"},
		{"%.1f s, 100%%", "1f"},
		{"%-5s|%05d", "1s 2d"},
	} {
		got, err := Placeholders(tc.in)
		if err != nil || strings.Join(got, " ") != tc.want {
			t.Errorf("Placeholders(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

// TestPseudo checks that the pseudo-language accents the letters, keeps
// the verbs working, and makes each text about 40 % longer, bracketed.
func TestPseudo(t *testing.T) {
	defer Use(nil)
	Use(Pseudo())
	got := T("Hare to move in %d", 3)
	if !strings.HasPrefix(got, "[Håré tó móvé íñ 3 ") || !strings.HasSuffix(got, "~]") {
		t.Errorf("pseudo T = %q", got)
	}
	if n := N(1, "%d move", "%d moves", 1); !strings.Contains(n, "1 móvé") {
		t.Errorf("pseudo N = %q", n)
	}
	long := T("Start a new game?")
	if r, e := len([]rune(long)), len("Start a new game?"); r < e*13/10 {
		t.Errorf("pseudo text %q is %d characters, English %d", long, r, e)
	}
	if s := fmt.Sprint(T("%s", "x")); s != "[x ~]" {
		t.Errorf("pseudo of a bare verb = %q", s)
	}
}

// TestDoc checks a document's lookup: the translation, English where a
// catalog lacks it or none is in use, accented in the pseudo-language.
func TestDoc(t *testing.T) {
	defer Use(nil)
	c, err := Parse([]byte(`{"language": "it", "messages": {}, "documents": {"g/rules": "# Regole"}}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := Doc("g/rules", "# Rules"); got != "# Rules" {
		t.Errorf("English Doc = %q", got)
	}
	Use(c)
	if got := Doc("g/rules", "# Rules"); got != "# Regole" || !c.HasDoc("g/rules") {
		t.Errorf("Italian Doc = %q", got)
	}
	if got := Doc("g/other", "# Other"); got != "# Other" {
		t.Errorf("a document the catalog lacks = %q", got)
	}
	Use(Pseudo())
	if got := Doc("g/rules", "# Rules"); got != "# Rülés" {
		t.Errorf("pseudo Doc = %q", got)
	}
	if _, err := Parse([]byte(`{"language": "it", "messages": {}, "documents": {"g/rules": " "}}`)); err == nil {
		t.Error("an empty document was accepted")
	}
}

// TestAfterColon checks a sentence as each language writes it after a
// colon: in lower case, but for "I", a word in capitals, and every
// sentence in German, which keeps its capital there.
func TestAfterColon(t *testing.T) {
	defer Use(nil)
	for _, tc := range []struct {
		code, in, want string
	}{
		{"en", "No line joins c2 and c3", "no line joins c2 and c3"},
		{"en", "I cannot tell", "I cannot tell"},
		{"en", "AB moves first", "AB moves first"},
		{"en", "", ""},
		{"fr", "Écrivez un coup", "écrivez un coup"},
		{"de", "Auf b1 steht keine Figur", "Auf b1 steht keine Figur"},
		{"es", "No hay pieza en b1", "no hay pieza en b1"},
	} {
		l, _ := ByCode(tc.code)
		Use(&Catalog{lang: l})
		if got := AfterColon(tc.in); got != tc.want {
			t.Errorf("%s: AfterColon(%q) = %q, want %q", tc.code, tc.in, got, tc.want)
		}
	}
}

// BenchmarkT looks a text up in the French catalog, as every text a
// screen draws is looked up each frame: without an allocation, by the
// sum of its English (known.Sum).
func BenchmarkT(b *testing.B) {
	fr, _ := ByCode("fr")
	c, err := Load(fr)
	if err != nil {
		b.Fatal(err)
	}
	Use(c)
	defer Use(nil)
	b.ReportAllocs()
	for b.Loop() {
		_ = T("Their move comes by message: Send gives them yours")
	}
}
