package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserLanguages starts Chromium with a person's list of languages
// and checks the language Parlour speaks: a regional French, German,
// Spanish and Italian each get their language, and Japanese, which
// Parlour does not speak, English. In French it also opens a lesson,
// whose first step screen readers hear in French, and switches to German
// on the options screen: the language changes at once, only its catalog
// is downloaded, and the game in progress is kept.
func TestBrowserLanguages(t *testing.T) {
	t.Parallel()
	srv := newSiteServer(t, builtSite(t))
	for _, tc := range []struct{ accept, want string }{
		{"fr-CA,fr", "fr"},
		{"de-AT,de", "de"},
		{"es-MX,es", "es"},
		{"it-IT,it", "it"},
		{"ja-JP,ja", "en"},
	} {
		t.Run(tc.accept, func(t *testing.T) {
			first, _, _ := strings.Cut(tc.accept, ",")
			b := startChromium(t, 800, 700,
				chromedp.Flag("use-angle", "swiftshader"),
				chromedp.Flag("enable-unsafe-swiftshader", true),
				chromedp.Flag("lang", first),
				chromedp.Flag("accept-lang", tc.accept))
			if tc.want == "fr" {
				// A game in progress, one move in, that the change of
				// language must keep.
				b.beforePage(`if (!localStorage.getItem("parlour.match")) localStorage.setItem("parlour.match", ` +
					`'{"format":"parlour-match","version":1,"game":"harehounds","moves":["a2-b2"],"made":1,"seats":["human","human"]}');`)
			}
			srv.take() // the requests of the browsers before
			b.open(srv.URL + "/")
			if langs := eval[[]string](b, `navigator.languages`); len(langs) == 0 || langs[0] != first {
				t.Fatalf("navigator.languages = %q, want %s first", langs, first)
			}
			s := b.waitState("the first screen", func(s appState) bool { return s.Scene != "" })
			if s.Lang != tc.want {
				t.Fatalf("Parlour speaks %q for %s, want %q", s.Lang, tc.accept, tc.want)
			}
			hits := srv.take()
			for _, l := range []string{"fr", "de", "es", "it"} {
				got := false
				for _, h := range hits {
					got = got || h.Path == "/lang-"+l+".json"
				}
				if got != (l == tc.want) {
					t.Errorf("lang-%s.json downloaded: %v, for a person who reads %s", l, got, tc.want)
				}
			}
			if tc.want != "fr" {
				return
			}
			if s.Scene != "play" || len(s.Moves) != 1 {
				t.Fatalf("the game in progress is not shown: %+v", s)
			}
			b.click("button:Menu")
			b.waitState("the menu", func(s appState) bool { return s.Scene == "menu" })
			b.click("learn:harehounds")
			b.waitState("the lesson", func(s appState) bool { return s.Scene == "learn" })
			said := waitFor[string](b, stepTimeout, "the lesson's first step said",
				`(document.getElementById("parlour-live") || {}).textContent || ""`)
			if !strings.Contains(said, "lièvre") && !strings.Contains(said, "chiens") {
				t.Errorf("the lesson's first step is said as %q, want French", said)
			}
			// Back to the game in progress ("Menu" is the same word in
			// French), and on to its options.
			b.open(srv.URL + "/")
			b.waitState("the game in progress", func(s appState) bool { return s.Scene == "play" })
			b.click("button:Menu")
			b.waitState("the menu", func(s appState) bool { return s.Scene == "menu" })
			b.click("card:harehounds")
			b.waitState("the options", func(s appState) bool { return s.Scene == "options" })
			b.scrollTo("language:de")
			b.click("language:de")
			s = b.waitState("German", func(s appState) bool { return s.Lang == "de" })
			if s.Scene != "options" {
				t.Errorf("after the change of language the screen is %q, want the options", s.Scene)
			}
			saved := eval[string](b, `localStorage.getItem("parlour.match")`)
			if !strings.Contains(saved, `"a2-b2"`) {
				t.Errorf("the game in progress after the change of language: %s", saved)
			}
			settings := eval[string](b, `localStorage.getItem("parlour.settings")`)
			if !strings.Contains(settings, `"language": "de"`) && !strings.Contains(settings, `"language":"de"`) {
				t.Errorf("the settings do not keep German: %s", settings)
			}
			t.Logf("%s: %s", tc.accept, fmt.Sprint(said))
		})
	}
}
