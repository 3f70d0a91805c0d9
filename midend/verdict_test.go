package midend

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game/gametest"
	"parlour/game/solitaire"
	"parlour/lang"
	"parlour/lang/langtest"
)

// workerThinker answers as the browser's engine worker does: its engine
// runs with no catalog (the worker loads none), and its replies cross to
// the page as JSON, where page is the catalog in use.
type workerThinker struct {
	fakeThinker
	t    *testing.T
	page *lang.Catalog
}

func (w *workerThinker) Start(req engine.Request) {
	w.fakeThinker.Start(req)
	lang.Use(nil)
	r, err := engine.Choose(context.Background(), req, nil)
	lang.Use(w.page)
	if err != nil {
		w.t.Fatal(err)
	}
	data, err := json.Marshal(r)
	if err != nil {
		w.t.Fatal(err)
	}
	var back engine.Reply
	if err := json.Unmarshal(data, &back); err != nil {
		w.t.Fatal(err)
	}
	w.replies = append(w.replies, back)
}

// TestHintFromWorkerInPlayersLanguage asks for hints whose verdict the
// engine worker finds: the hint reads in the player's language, French
// here, as it does where the engine runs in the page's own process, and
// in English as before.
func TestHintFromWorkerInPlayersLanguage(t *testing.T) {
	fr := langtest.Catalog(t, "fr")
	offPath := append(append([]string(nil), solitaire.LeafletKey[:20]...), "18-20")
	for _, tc := range []struct {
		game          string
		moves         []string
		english, page string // the hint after its move
	}{
		{"harehounds", nil,
			" — Hounds win in 23 moves, counting both sides.",
			" — Victoire\u00a0: Chiens en 23 coups, des deux côtés."},
		{"solitaire", offPath,
			" — Not solvable any more: undo 1 jump to get back to a solvable position.",
			" — Plus soluble\u00a0: annulez 1 saut pour revenir à une position soluble."},
	} {
		for _, c := range []*lang.Catalog{nil, fr} {
			lang.Use(c)
			m := gametest.Played(t, tc.game, nil, tc.moves...)
			seats := []Seat{Human, Human}[:len(m.Seats())]
			s := New(Config{Thinker: &workerThinker{t: t, page: c}, Store: &fakeStore{}}, m, seats)
			s.Hint()
			s.Update(0, true)
			want := tc.english
			if c != nil {
				want = tc.page
			}
			if got := s.Note().Text; !strings.HasSuffix(got, want) {
				t.Errorf("%s in %s: hint %q, want it to end %q", tc.game, lang.Current().Name, got, want)
			}
		}
	}
}
