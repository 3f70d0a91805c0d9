package scenes

import (
	"errors"
	"strings"
	"testing"
	"time"

	"parlour/game/harehounds"
	"parlour/lang"
	"parlour/platform"
	"parlour/scenes/internal/fake"
)

// TestRulesAndLessonsWaitForTheirTexts opens a game's rules and its
// lesson as the page does before its language's second part came (the
// first part alone in use): the screen opens only once that part has
// come, in the player's language; should it not come, the screen opens
// in English, and the player is told why.
func TestRulesAndLessonsWaitForTheirTexts(t *testing.T) {
	fr, _ := lang.ByCode("fr")
	first, err := lang.FirstPart(fr)
	if err != nil {
		t.Fatal(err)
	}
	defer lang.Use(nil)
	for _, tc := range []struct {
		name  string
		open  func(s *screens)
		scene string
		fails bool
	}{
		{"rules", func(s *screens) { s.ShowRules(harehounds.Spec, s.Current()) }, "rules", false},
		{"lesson", func(s *screens) { s.Learn(harehounds.Spec, s.Current()) }, "learn", false},
		{"rules, the rest never comes", func(s *screens) { s.ShowRules(harehounds.Spec, s.Current()) }, "rules", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := NewApp(Config{Store: platform.NewMemoryStore(), Thinker: &fake.Thinker{}, Language: "fr"})
			a.Layout(390, 844)
			lang.Use(first)
			var rest chan languageLoad
			if tc.fails {
				rest = make(chan languageLoad, 1)
				a.s.speech.rest = rest
			}
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
			tc.open(a.s)
			if a.next != nil || a.cur.Name() != "menu" {
				t.Fatalf("the %s opened before its texts came", tc.scene)
			}
			if tc.fails {
				rest <- languageLoad{fr, nil, errors.New("offline")}
			}
			deadline := time.Now().Add(10 * time.Second)
			for a.next == nil && time.Now().Before(deadline) {
				if err := a.Update(); err != nil {
					t.Fatal(err)
				}
				time.Sleep(time.Millisecond)
			}
			if a.next == nil || a.next.Name() != tc.scene {
				t.Fatalf("the %s did not open once its texts came (next %v)", tc.scene, a.next)
			}
			notices := strings.Join(a.layers.Notices(), " | ")
			if tc.fails {
				if lang.Whole() || !strings.Contains(notices, "Français : les règles et les leçons n’ont pas pu être chargées") {
					t.Errorf("the rest failed: whole %v, notices %q; want the first part, and the reason told", lang.Whole(), notices)
				}
				return
			}
			if !lang.Whole() || lang.Current() != fr || notices != "" {
				t.Errorf("the rest came: whole %v in %s, notices %q; want the whole French catalog, no notice", lang.Whole(), lang.Current().Name, notices)
			}
			if got := lang.T("The board and the start"); got == "The board and the start" {
				t.Errorf("a lesson's title is still English: %q", got)
			}
		})
	}
}
