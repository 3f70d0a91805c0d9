package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
)

// reviewState is the part of window.parlour.state() about the history
// and the values of the moves.
type reviewState struct {
	Position string   `json:"position"`
	Moves    []string `json:"moves"`
	ToMove   string   `json:"toMove"`
	Thinking bool     `json:"thinking"`
	Review   *struct {
		Moves     []string          `json:"moves"`
		Shown     int               `json:"shown"`
		Reviewing bool              `json:"reviewing"`
		Values    *engine.Values    `json:"values"`
		Marks     []markState       `json:"marks"`
		Line      []engine.PlyValue `json:"line"`
		Legend    string            `json:"legend"`
	} `json:"review"`
}

type markState struct {
	Point string `json:"point"`
	Move  string `json:"move"`
	Text  string `json:"text"`
}

func (b *browser) reviewState() reviewState {
	b.t.Helper()
	text := eval[string](b, `window.parlour.state()`)
	var s reviewState
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		b.t.Fatalf("window.parlour.state() returned %q: %v", text, err)
	}
	if s.Review == nil {
		b.t.Fatalf("the state has no review: %s", text)
	}
	return s
}

// waitReview polls the state until ok accepts it.
func (b *browser) waitReview(what string, ok func(reviewState) bool) reviewState {
	b.t.Helper()
	deadline := time.Now().Add(stepTimeout)
	for {
		s := b.reviewState()
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("waiting %v for %s; state is %+v, review %+v", stepTimeout, what, s, *s.Review)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// positionAfter returns the position of Hare and Hounds after moves, and
// the state there.
func positionAfter(t *testing.T, moves []string) game.State {
	t.Helper()
	g, err := game.Lookup("harehounds")
	if err != nil {
		t.Fatal(err)
	}
	st, _, err := g.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		mv, err := st.ParseMove(m)
		if err != nil {
			t.Fatalf("move %q: %v", m, err)
		}
		st.Apply(mv)
	}
	return st
}

// wantMarks returns the marks the board should carry for vals in st: at
// the end of every move, the best for the mover of the moves ending there
// ("W9" a win in 9, "D", "L5" a loss in 5).
func wantMarks(t *testing.T, st game.State, vals engine.Values) map[string]string {
	t.Helper()
	best := map[string]engine.Valuation{}
	for i, mv := range st.LegalMoves(nil) {
		path := st.MovePath(mv)
		end := st.Board().Point(path[len(path)-1]).Name
		v := vals.Moves[i]
		if v.Move != st.MoveString(mv) {
			t.Fatalf("value %d is of %q, want %q", i, v.Move, st.MoveString(mv))
		}
		if b, ok := best[end]; !ok || v.ExactRank() > b.ExactRank() {
			best[end] = v
		}
	}
	out := map[string]string{}
	for pt, v := range best {
		switch v.Kind {
		case engine.Win:
			out[pt] = "W" + strconv.Itoa(v.Plies)
		case engine.Loss:
			out[pt] = "L" + strconv.Itoa(v.Plies)
		case engine.Draw:
			out[pt] = "D"
		default:
			t.Fatalf("Hare and Hounds is solved, but move %s is %v", v.Move, v.Kind)
		}
	}
	return out
}

// TestBrowserReview plays two rounds of Hare and Hounds against the
// computer, turns Values on and checks the marks on the board against the
// engine's own values of the position, then reviews the game: a click on
// the first move in the list, →, ←, Home and End, Play from here and
// Redo back into the moves that were kept. With PARLOUR_E2E_SHOTS set it
// saves screenshots of the values and of the review.
func TestBrowserReview(t *testing.T) {
	t.Parallel()
	url := serve(t, builtSite(t))
	began := time.Now()
	defer func() { t.Logf("the review took %v", time.Since(began).Round(time.Second)) }()
	b := newBrowserSize(t, 1280, 800)
	b.seedGame("hard", false)
	b.openGame(url)

	// Two rounds: the first legal hound move each time, clicked on the board.
	for round := 0; round < 2; round++ {
		s := b.reviewState()
		st := positionAfter(t, s.Moves)
		path := st.MovePath(st.LegalMoves(nil)[0])
		for _, p := range path {
			b.click("point:" + st.Board().Point(p).Name)
		}
		want := 2 * (round + 1)
		b.waitReview("the computer's reply", func(s reviewState) bool { return len(s.Moves) == want && !s.Thinking })
	}
	played := b.reviewState().Moves
	t.Logf("played %q", played)

	b.click("button:Values")
	s := b.waitReview("the values of the moves", func(s reviewState) bool {
		return s.Review.Values != nil && len(s.Review.Marks) > 0 && len(s.Review.Line) == len(played)+1
	})
	st := positionAfter(t, played)
	vals, err := engine.MoveValues(context.Background(), engine.Request{Game: "harehounds", Moves: played})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := s.Review.Values.Moves, vals.Moves; !slices.Equal(got, want) {
		t.Errorf("the page's values %+v, the engine's %+v", got, want)
	}
	want := wantMarks(t, st, vals)
	got := map[string]string{}
	for _, m := range s.Review.Marks {
		got[m.Point] = m.Text
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("marks %v, want %v", got, want)
	}
	t.Logf("marks %v; legend %q", got, s.Review.Legend)
	b.shot("review-values")

	// A click on the first move in the list shows the position after it.
	b.click("move:1")
	s = b.waitReview("the position after the first move", func(s reviewState) bool { return s.Review.Shown == 1 })
	if !s.Review.Reviewing || s.Position != positionAfter(t, played[:1]).String() || !slices.Equal(s.Review.Moves, played) {
		t.Errorf("after a click on move 1: reviewing %v, position %q, moves %q", s.Review.Reviewing, s.Position, s.Review.Moves)
	}
	steps := []struct {
		key, code string
		keyCode   int64
		shown     int
	}{
		{"ArrowRight", "ArrowRight", 39, 2},
		{"ArrowLeft", "ArrowLeft", 37, 1},
		{"Home", "Home", 36, 0},
		{"End", "End", 35, len(played)},
		{"Home", "Home", 36, 0},
		{"ArrowRight", "ArrowRight", 39, 1},
		{"ArrowRight", "ArrowRight", 39, 2},
	}
	for _, k := range steps {
		b.press(k.key, k.code, k.keyCode)
		s = b.waitReview(fmt.Sprintf("%s to show move %d", k.key, k.shown), func(s reviewState) bool { return s.Review.Shown == k.shown })
		if pos := positionAfter(t, played[:k.shown]).String(); s.Position != pos {
			t.Errorf("after %s: position %q, want %q", k.key, s.Position, pos)
		}
		if s.Review.Reviewing != (k.shown < len(played)) {
			t.Errorf("after %s (move %d of %d): reviewing %v", k.key, k.shown, len(played), s.Review.Reviewing)
		}
	}
	b.shot("review-history")
	// The computer waits while the player reviews.
	time.Sleep(1500 * time.Millisecond)
	if s = b.reviewState(); s.Review.Shown != 2 || !slices.Equal(s.Review.Moves, played) {
		t.Fatalf("while reviewing, the game moved on: shown %d, moves %q", s.Review.Shown, s.Review.Moves)
	}

	b.click("button:Play from here")
	s = b.waitReview("the review to end", func(s reviewState) bool { return !s.Review.Reviewing })
	if s.Review.Shown != 2 || !slices.Equal(s.Review.Moves, played) {
		t.Errorf("after Play from here: shown %d of %q, want 2 of %q kept", s.Review.Shown, s.Review.Moves, played)
	}
	b.click("button:Redo")
	s = b.waitReview("Redo to play the kept moves again", func(s reviewState) bool { return s.Review.Shown == len(played) })
	if !slices.Equal(s.Moves, played) || s.Review.Reviewing {
		t.Errorf("after Redo: moves %q (reviewing %v), want %q", s.Moves, s.Review.Reviewing, played)
	}
}

// shot saves a screenshot as name.png in PARLOUR_E2E_SHOTS, when set.
func (b *browser) shot(name string) {
	b.t.Helper()
	if os.Getenv(shotsEnv) != "" {
		saveShot(b.t, b, name+".png")
	}
}

// TestBrowserValueMarks opens, at a desktop's and a phone's size, a game
// of each kind with the values on: Hare and Hounds (exact, with mistakes
// along the game for the graph), Peg Solitaire (solvable or a dead end),
// the Game of War and four-player Leapfrog (estimates). Each must mark moves on the board and
// explain the marks; with PARLOUR_E2E_SHOTS set it saves screenshots.
func TestBrowserValueMarks(t *testing.T) {
	t.Parallel()
	url := serve(t, builtSite(t))
	games := []struct {
		id, seats, moves string
		legend           string // a word the legend must have
	}{
		{"harehounds", `["human","human"]`, `["a2-b2","e2-d1","b3-c3","d1-c1","b1-c2","c1-d1","b2-b1","d1-c1"]`, "W"},
		{"solitaire", `["human"]`, `["5-17","8-10","1-9","3-1","10-8","7-9","11-3","13-11","16-4","1-9","14-16"]`, "tick"}, // two jumps lead to dead ends
		{"war", `["human","human"]`, `[]`, "Estimates"},
		{"leapfrog", `["human","human","human","human"],"options":{"players":"4"}`, `["xh8","xa1","xo15","xa15"]`, "Estimates"}, // the paranoid search's, in points
	}
	for _, size := range []struct {
		name string
		w, h int
	}{{"phone", 390, 844}} { // the crowded boards; the desktop's marks are checked in the scenes' tests
		t.Run(size.name, func(t *testing.T) {
			b := newBrowserSize(t, size.w, size.h)
			b.viewport(size.w, size.h, size.w < 600)
			for _, g := range games {
				match := fmt.Sprintf(`{"format":"parlour-match","version":1,"game":%q,"moves":%s,"seats":%s}`, g.id, g.moves, g.seats)
				var moves []string
				if err := json.Unmarshal([]byte(g.moves), &moves); err != nil {
					t.Fatal(err)
				}
				match = match[:len(match)-1] + fmt.Sprintf(`,"made":%d}`, len(moves))
				settings := `{"version":1,"games":{},"values":true}`
				b.beforePage(fmt.Sprintf(`localStorage.setItem("parlour.match", %q); localStorage.setItem("parlour.settings", %q);`, match, settings))
				b.open(url)
				s := b.waitReview(g.id+"'s values", func(s reviewState) bool {
					return s.Review.Values != nil && len(s.Review.Line) == len(moves)+1
				})
				if len(s.Review.Marks) == 0 && strings.Contains(s.Review.Legend, "Pick a piece") {
					// A board too crowded to mark every move: a piece picked up shows its moves'.
					from, _, _ := strings.Cut(s.Review.Values.Moves[0].Move, "-")
					b.click("point:" + from)
					s = b.waitReview(g.id+"'s values of a piece's moves", func(s reviewState) bool { return len(s.Review.Marks) > 0 })
				}
				if len(s.Review.Marks) == 0 {
					t.Fatalf("%s: no marks; legend %q", g.id, s.Review.Legend)
				}
				if !strings.Contains(s.Review.Legend, g.legend) {
					t.Errorf("%s: legend %q lacks %q", g.id, s.Review.Legend, g.legend)
				}
				if g.id == "solitaire" && len(s.Review.Marks) != len(s.Review.Values.Moves) {
					t.Errorf("%s: %d marks for %d jumps to as many holes", g.id, len(s.Review.Marks), len(s.Review.Values.Moves))
				}
				if g.id == "harehounds" && !slices.ContainsFunc(s.Review.Line, func(v engine.PlyValue) bool { return v.Mistake }) {
					t.Errorf("%s: no mistake along %q", g.id, moves)
				}
				t.Logf("%s: %d marks, e.g. %+v; legend %q", g.id, len(s.Review.Marks), s.Review.Marks[0], s.Review.Legend)
				b.shot(fmt.Sprintf("values-%s-%s", g.id, size.name))
				if g.id == "harehounds" {
					if size.name == "desktop" {
						b.click("move:3")
					} else { // the phone may have no room for the list
						b.press("Home", "Home", 36)
						for range 3 {
							b.press("ArrowRight", "ArrowRight", 39)
						}
					}
					b.waitReview("the review of move 3", func(s reviewState) bool { return s.Review.Shown == 3 && s.Review.Values != nil })
					b.shot("review-" + size.name)
				}
			}
		})
	}
}
