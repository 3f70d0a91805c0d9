package wasm

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/lang"
)

// all returns every text of the page.
func all() []string {
	return slices.Concat(Early, Later, []string{NoScript})
}

// verb is a placeholder the page's formatter (loader.js, t) fills: %s,
// or %[n]s.
var verb = regexp.MustCompile(`%(\[[1-9]\])?s`)

// TestTexts checks the page's table in every language offered: each text
// is translated, with the placeholders of its English, and those are the
// ones the page's formatter fills (%s, %[n]s: nothing else starts with %).
func TestTexts(t *testing.T) {
	seen := map[string]bool{}
	for _, key := range all() {
		if seen[key] {
			t.Errorf("%q is listed twice", key)
		}
		seen[key] = true
		if rest := verb.ReplaceAllString(key, ""); strings.Contains(rest, "%") {
			t.Errorf("%q: the page fills only %%s and %%[n]s", key)
		}
	}
	for _, l := range lang.Offered()[1:] {
		data, err := os.ReadFile("locales/" + l.Code + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Language string            `json:"language"`
			Messages map[string]string `json:"messages"`
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatalf("%s: %v", l.Name, err)
		}
		if f.Language != l.Code {
			t.Errorf("locales/%s.json says it is %q", l.Code, f.Language)
		}
		for _, key := range all() {
			tr, ok := f.Messages[key]
			if !ok || strings.TrimSpace(tr) == "" {
				t.Errorf("%s does not translate %q", l.Name, key)
				continue
			}
			want, _ := lang.Placeholders(key)
			got, err := lang.Placeholders(tr)
			if err != nil || !slices.Equal(got, want) {
				t.Errorf("%s, %q: placeholders %q (%v), want %q", l.Name, tr, got, err, want)
			}
			if rest := verb.ReplaceAllString(tr, ""); strings.Contains(rest, "%") {
				t.Errorf("%s, %q: the page fills only %%s and %%[n]s", l.Name, tr)
			}
		}
		for key := range f.Messages {
			if !seen[key] {
				t.Errorf("%s translates %q, which the page does not show", l.Name, key)
			}
		}
	}
}

// notTexts are the loader's literals that look like a text but are not
// shown to a player.
var notTexts = []string{"Content-Type", "HTTP ", "WEBGL_lose_context"}

// TestTextsInPage checks that the page shows the texts listed here and
// no other: every string literal of the loader that starts as a text
// does (a capital letter, or a placeholder), but those of its console
// lines and notTexts, and every text index.html marks data-text; and
// every text listed is in the loader or the page.
func TestTextsInPage(t *testing.T) {
	script, err := os.ReadFile("loader.js")
	if err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile("../index.html")
	if err != nil {
		t.Fatal(err)
	}
	// A text written over several lines, "…" + "…", is one literal.
	js := regexp.MustCompile(`"\s*\+\s*"`).ReplaceAllString(string(script), "")
	literal := regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
	var used []string
	for _, line := range strings.Split(js, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "//") || strings.Contains(line, "console.") {
			continue
		}
		for _, q := range literal.FindAllString(line, -1) {
			s, err := strconv.Unquote(q)
			if err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			if s != "" && (s[0] == '%' || s[0] >= 'A' && s[0] <= 'Z') && !slices.Contains(notTexts, s) {
				used = append(used, s)
			}
		}
	}
	for _, m := range regexp.MustCompile(`data-text>([^<]*)<`).FindAllStringSubmatch(string(page), -1) {
		used = append(used, m[1])
	}
	for _, s := range used {
		if !slices.Contains(all(), s) {
			t.Errorf("the page shows %q, which package wasm does not list", s)
		}
	}
	for _, key := range all() {
		if !slices.Contains(used, key) && !strings.Contains(string(page), "<p>"+key+"</p>") {
			t.Errorf("%q is listed, but neither loader.js nor index.html shows it", key)
		}
	}
}
