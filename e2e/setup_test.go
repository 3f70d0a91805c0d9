package e2e

import (
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/foxgeese"
)

// TestBrowserSetupBoard builds a Fox and Geese position on the set-up
// board as a person would: from the options screen, a goose moved by taps
// (taken off one point, put on another), a third fox refused with the
// game's reason and Play refused, the fox taken off again, then Play; the
// game starts from the position built, the person moves and the computer
// replies.
func TestBrowserSetupBoard(t *testing.T) {
	t.Parallel()
	b := newBrowser(t)
	site := serve(t, builtSite(t))
	b.open(site)

	g := foxgeese.Spec
	st, opts, err := g.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	pieces := game.PiecesOf(st)
	bd := st.Board()
	name := func(p int) string { return bd.Point(p).Name }

	// A goose to move and an empty point to put it on, such that the game
	// takes the position; and another empty point for a third fox.
	from, to, extra := -1, -1, -1
	var want game.State
	for p, pc := range pieces {
		if pc.Kind == 0 || pc.Owner != foxgeese.Geese || from >= 0 {
			continue
		}
		for q, qc := range pieces {
			if !qc.Empty() {
				continue
			}
			moved := slices.Clone(pieces)
			moved[p], moved[q] = game.Piece{}, pc
			if s, err := g.Setup.Arrange(opts, moved, foxgeese.Foxes); err == nil {
				from, to, want = p, q, s
				pieces = moved
				break
			}
		}
	}
	for q, qc := range pieces {
		if qc.Empty() && q != from {
			extra = q
			break
		}
	}
	if from < 0 || extra < 0 {
		t.Fatal("no goose can be moved on the set-up board")
	}

	b.click("card:foxgeese")
	b.scrollTo("button:Set up a position") // below the lesson offered to a new player
	b.click("button:Set up a position")
	s := b.waitState("the set-up board", func(s appState) bool { return s.Scene == "setup" && s.Game == g.ID })
	if s.Position != st.String() || s.ToMove != "Foxes" {
		t.Fatalf("the set-up board opens on %q, %s to move; want the start %q", s.Position, s.ToMove, st.String())
	}
	eval[json.RawMessage](b, `(() => {
		const el = document.getElementById("parlour-live");
		window.parlourHeard = [];
		new MutationObserver(() => window.parlourHeard.push(el.textContent))
			.observe(el, {childList: true, characterData: true, subtree: true});
		return true;
	})()`)

	// Move a goose: tap it off (Goose chosen), tap it onto an empty point.
	b.click("palette:Goose")
	b.click("point:" + name(from))
	b.click("point:" + name(to))
	s = b.waitState("the goose moved", func(s appState) bool { return s.Position == want.String() })
	t.Logf("goose moved %s to %s: %q", name(from), name(to), s.Position)

	// A third fox: the game's reason shows, and Play is refused.
	b.click("palette:Fox")
	b.click("point:" + name(extra))
	s = b.waitState("the third fox refused", func(s appState) bool { return s.Problem != "" })
	if !strings.Contains(s.Problem, "fox") || s.Position != "" {
		t.Errorf("with a third fox: problem %q, position %q", s.Problem, s.Position)
	}
	t.Logf("refused: %s", s.Problem)
	b.click("button:Play")
	b.settle()
	if s := b.state(); s.Scene != "setup" {
		t.Fatalf("Play opened %q on an illegal position", s.Scene)
	}
	waitFor[bool](b, stepTimeout, "Play's refusal announced", `window.parlourHeard.some(t => t.includes("cannot be played yet"))`)

	// Take the fox off again and play.
	b.click("point:" + name(extra))
	b.waitState("the position right again", func(s appState) bool { return s.Problem == "" && s.Position == want.String() })
	b.click("button:Play")
	s = b.waitState("the play screen", func(s appState) bool { return s.Scene == "play" })
	if s.Position != want.String() || len(s.Moves) != 0 {
		t.Fatalf("the game starts at %q with moves %q, want %q", s.Position, s.Moves, want.String())
	}
	saveShot(t, b, "setup-played.png")

	// The person moves a fox, the computer answers for the geese.
	mv, path := firstTappable(want)
	if path == nil {
		t.Fatal("no fox move to tap")
	}
	for _, p := range path {
		b.click("point:" + name(p))
	}
	if prefixOfLonger(want, mv) {
		b.click("point:" + name(path[len(path)-1]))
	}
	s = b.waitState("the computer's reply", func(s appState) bool { return len(s.Moves) >= 2 && !s.Thinking })
	if s.Moves[0] != want.MoveString(mv) {
		t.Errorf("moves %q, want %q first", s.Moves, want.MoveString(mv))
	}
	t.Logf("played %q", s.Moves)

	// Shared: the link holds the set-up position and the moves, and
	// opens to the same game.
	played, at := s.Moves, s.Position
	b.click("button:Share")
	b.waitDialog("Share this game")
	b.click("button:Copy link")
	b.waitDialog("Link to this game")
	const box = `document.getElementById("parlour-text-area")`
	link := waitFor[string](b, stepTimeout, "the link in its box", box+` && `+box+`.value`)
	u, err := url.Parse(link)
	if err != nil || !strings.Contains(u.Fragment, "position=") {
		t.Fatalf("the link of a set-up game %q holds no position (%v)", link, err)
	}
	b.openAgain(link)
	s = b.waitState("the shared game", func(s appState) bool {
		return s.Scene == "play" && s.Game == g.ID && slices.Equal(s.Moves, played)
	})
	if s.Position != at {
		t.Errorf("the link %q opens at %q, want %q", link, s.Position, at)
	}
}
