package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"parlour/game"
)

// TestBrowserPanels opens, on a phone and on a desktop, a Game of War
// against the computer with the values and the analysis on: the analysis
// must show beside the values' legend, the moves on the desktop beside the
// analysis; then, reviewing the first move (the computer to move there),
// the analysis must report on the position shown. With PARLOUR_E2E_SHOTS
// set it saves screenshots, and those of the values in Fox and Geese and
// Catch the Hare.
func TestBrowserPanels(t *testing.T) {
	t.Parallel()
	url := serve(t, builtSite(t))
	moves := []string{"c1xj8", "i9xj8", "FM@g7", "c10xj3"}
	for _, size := range []struct {
		name string
		w, h int
	}{{"phone", 390, 844}, {"desktop", 1280, 800}} {
		t.Run(size.name, func(t *testing.T) {
			b := newBrowserSize(t, size.w, size.h)
			b.viewport(size.w, size.h, size.w < 600)
			b.seedMatch("war", nil, moves, `["human","hard"]`, true)
			b.open(url)
			s := b.waitReview("the values", func(s reviewState) bool { return s.Review.Values != nil })
			t.Logf("legend %q", s.Review.Legend)
			b.waitState("an analysis report", func(s appState) bool { return s.Analysis != nil })
			b.shot("panels-war-" + size.name)
			if !b.hasTarget("panel:analysis") {
				t.Errorf("with the values' legend shown, the analysis has no place")
			}
			if size.name == "desktop" && !b.hasTarget("panel:moves") {
				t.Errorf("with the analysis on, the moves have no place")
			}

			// Review the first move: Black, the computer, to move there.
			b.press("Home", "Home", 36)
			b.press("ArrowRight", "ArrowRight", 39)
			b.waitReview("the review of move 1", func(s reviewState) bool { return s.Review.Reviewing && s.Review.Shown == 1 })
			want := stateAfter(t, mustGame(t, "war"), nil, moves[:1]).String()
			studied := func() bool {
				s := b.state()
				return s.Position == want && s.Analysis != nil && s.Analysis.Depth > 0
			}
			for end := time.Now().Add(stepTimeout); !studied() && time.Now().Before(end); {
				time.Sleep(200 * time.Millisecond)
			}
			b.shot("panels-review-" + size.name)
			if !studied() {
				t.Errorf("reviewing move 1, the analysis does not report on the position shown: %+v", b.state().Analysis)
			}

			if os.Getenv(shotsEnv) == "" {
				return
			}
			// Pictures of the values where they were once unreadable.
			for _, g := range []struct {
				id    string
				moves int
			}{{"foxgeese", 0}, {"catchhare", 2}} {
				gm := mustGame(t, g.id)
				st, _, err := gm.Start(nil)
				if err != nil {
					t.Fatal(err)
				}
				var played []string
				for range g.moves {
					mv := st.LegalMoves(nil)[0]
					played = append(played, st.MoveString(mv))
					st.Apply(mv)
				}
				b.seedMatch(g.id, nil, played, `["human","human"]`, false)
				b.open(url)
				// Only pictures: a busy machine may take long for the values.
				s := b.reviewState()
				for end := time.Now().Add(3 * stepTimeout); s.Review.Values == nil && time.Now().Before(end); s = b.reviewState() {
					time.Sleep(500 * time.Millisecond)
				}
				t.Logf("%s: %d marks; legend %q", g.id, len(s.Review.Marks), s.Review.Legend)
				time.Sleep(500 * time.Millisecond)
				b.shot("values-" + g.id + "-" + size.name)
			}
		})
	}
}

// seedMatch makes every page the browser opens from now on start in a
// game of id with opts and moves played, the seats given as JSON, the
// values on and the analysis on or off.
func (b *browser) seedMatch(id string, opts game.Options, moves []string, seats string, analysis bool) {
	b.t.Helper()
	m, _ := json.Marshal(moves)
	o, _ := json.Marshal(opts)
	match := fmt.Sprintf(`{"format":"parlour-match","version":1,"game":%q,"options":%s,"moves":%s,"made":%d,"seats":%s}`, id, o, m, len(moves), seats)
	settings := fmt.Sprintf(`{"version":1,"games":{},"values":true,"analysis":%v}`, analysis)
	b.beforePage(fmt.Sprintf(`localStorage.setItem("parlour.match", %q); localStorage.setItem("parlour.settings", %q);`, match, settings))
}

// hasTarget reports whether the page has a target of that name.
func (b *browser) hasTarget(name string) bool {
	b.t.Helper()
	return eval[bool](b, fmt.Sprintf(`!!window.parlour.target(%q)`, name))
}

// mustGame returns the registered game id.
func mustGame(t *testing.T, id string) *game.Game {
	t.Helper()
	g, err := game.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
