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
// Parlour does not speak, English. The page around the game speaks it
// too: its loading line, and in German its error panel, for a game that
// cannot be downloaded. In French it also opens a lesson, whose first
// step screen readers hear in French, and switches to German on the
// options screen: the language changes at once, only its catalog is
// downloaded, the game in progress is kept, and the page speaks German
// at the next start.
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
			if got := pageSays(b); got.Lang != tc.want || got.Loading != loadingLine[tc.want] {
				t.Errorf("the page says %+v for %s, want lang %s and %q", got, tc.accept, tc.want, loadingLine[tc.want])
			}
			for _, l := range []string{"fr", "de", "es", "it"} {
				got := false
				for _, h := range hits {
					got = got || h.Path == "/lang-"+l+".json"
				}
				if got != (l == tc.want) {
					t.Errorf("lang-%s.json downloaded: %v, for a person who reads %s", l, got, tc.want)
				}
			}
			if tc.want == "de" {
				pageFailsInGerman(t, b, srv.URL+"/")
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
			// The player's choice outweighs the browser's languages, in the
			// page too.
			b.open(srv.URL + "/")
			if got := pageSays(b); got.Lang != "de" || got.Loading != loadingLine["de"] {
				t.Errorf("after German was chosen, the page says %+v, want lang de and %q", got, loadingLine["de"])
			}
			t.Logf("%s: %s", tc.accept, fmt.Sprint(said))
		})
	}
}

// loadingLine is the last line of the loading screen, once the game
// starts, in each language (wasm/locales).
var loadingLine = map[string]string{
	"en": "Starting…", "fr": "Démarrage…", "de": "Wird gestartet…", "es": "Iniciando…", "it": "Avvio…",
}

// pageText is what the page around the game says.
type pageText struct {
	Lang     string `json:"lang"`     // the html element's lang
	Loading  string `json:"loading"`  // the loading line
	Progress string `json:"progress"` // the progress bar's label
}

func pageSays(b *browser) pageText {
	b.t.Helper()
	return eval[pageText](b, `({lang: document.documentElement.lang,
		loading: document.getElementById("loading-text").textContent,
		progress: document.getElementById("progress").getAttribute("aria-label")})`)
}

// pageFailsInGerman opens url in b, German, with the game's download
// answered 404 (and no worker, so that the page downloads it itself): the
// error panel must say so in German, its words from the German catalog.
func pageFailsInGerman(t *testing.T, b *browser, url string) {
	t.Helper()
	b.beforePage(`(() => {
		const fetch = window.fetch;
		window.Worker = undefined;
		window.fetch = function (input) {
			return String(input.url || input).includes("parlour.wasm")
				? Promise.resolve(new Response("", {status: 404})) : fetch.apply(this, arguments);
		};
	})();`)
	if err := b.do(startTimeout, chromedp.Navigate(url)); err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	type panel struct{ Title, Message, Button, Error, Progress string }
	got := waitFor[*panel](b, stepTimeout, "the error panel in German", `(() => {
		const e = document.getElementById("error");
		const p = {title: e.querySelector("h1").textContent,
			message: document.getElementById("error-message").textContent,
			button: document.getElementById("reload").textContent,
			error: window.parlourError || "",
			progress: document.getElementById("progress").getAttribute("aria-label")};
		return !e.hidden && p.button !== "Reload" ? p : null;
	})()`)
	t.Logf("the error panel in German: %+v", *got)
	want := panel{
		Title:    "Parlour konnte nicht starten",
		Message:  "Das Spiel konnte nicht heruntergeladen werden (HTTP 404 für parlour.wasm",
		Button:   "Neu laden",
		Error:    "Das Spiel konnte nicht heruntergeladen werden (HTTP 404 für parlour.wasm",
		Progress: "Parlour wird geladen",
	}
	if got.Title != want.Title || !strings.HasPrefix(got.Message, want.Message) || got.Button != want.Button ||
		!strings.HasPrefix(got.Error, want.Error) || got.Progress != want.Progress {
		t.Errorf("the error panel says %+v, want %+v", *got, want)
	}
}
