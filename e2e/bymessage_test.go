package e2e

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// Games by message: each player in a browser profile of their own, the
// moves handed over as links, opened as a person pasting one into the
// address bar would.

// playSend plays a move by tapping the points of its path, then reads
// the link of the Send dialog the app offers, closes the dialog and
// returns the link. With shot set, the dialog's screenshots are saved
// (see shotsAndBack) when PARLOUR_E2E_SHOTS asks for them.
func (b *browser) playSend(shot bool, points ...string) string {
	b.t.Helper()
	for _, p := range points {
		b.click("point:" + p)
	}
	waitFor[bool](b, stepTimeout, "the Send dialog",
		`(JSON.parse(window.parlour.state()).dialog || {title: ""}).title.startsWith("Send to ")`)
	const box = `document.getElementById("parlour-text-area")`
	text := waitFor[string](b, stepTimeout, "the message in its box", box+` && `+box+`.value`)
	// The box opens at the message's first words, however much of it
	// is out of sight below (on a phone, most of the link).
	waitFor[bool](b, stepTimeout, "the box placed over the dialog", box+`.getBoundingClientRect().left >= 0`)
	if top := eval[float64](b, box+`.scrollTop`); top != 0 {
		b.t.Errorf("the Send box opened scrolled %v px down, its first words out of sight (%v px of it hidden)",
			top, eval[float64](b, box+`.scrollHeight - `+box+`.clientHeight`))
	}
	if shot && os.Getenv(shotsEnv) != "" {
		shotsAndBack(b.t, b, "bymessage-send")
	}
	b.click("button:Close")
	lines := strings.Split(text, "\n")
	link := lines[len(lines)-1]
	if !strings.Contains(link, "#play=") || !strings.Contains(link, "&msg=") {
		b.t.Fatalf("the message %q ends with no link to a game by message", text)
	}
	return link
}

// receive opens link in the running app, as a link followed: its part
// after '#' becomes the page's.
func (b *browser) receive(link string) {
	b.t.Helper()
	frag := link[strings.IndexByte(link, '#'):]
	eval[bool](b, `(location.hash = `+jsString(frag)+`, true)`)
}

// waitMoves waits for the play screen with moves on its board.
func (b *browser) waitMoves(what string, moves []string) appState {
	b.t.Helper()
	return b.waitState(what, func(s appState) bool { return s.Scene == "play" && slices.Equal(s.Moves, moves) })
}

// TestBrowserByMessage plays a whole game of Hare and Hounds by message
// between two browser profiles: the hounds' player starts it from the
// options screen with the hare a friend's, and every move goes over as a
// link. Both boards end alike, the game over; the menus list it; and a
// stale, a diverging and a damaged link change nothing.
func TestBrowserByMessage(t *testing.T) {
	t.Parallel()
	began := time.Now()
	base := serve(t, builtSite(t))
	// The friend's window is a phone's, which also spares the software
	// renderer: the options screen is ann's alone. Its Send box is shorter
	// than the message, and opens at its start all the same (playSend).
	ann, bo := newBrowserSize(t, 1280, 800), newBrowserSize(t, 390, 844)
	ann.open(base)
	ann.click("card:harehounds")
	ann.click("seat:Hare=friend")
	ann.click("button:Start game")
	waitFor[bool](ann, stepTimeout, "the board", `!!window.parlour.target("point:b1")`)

	// The shortest game: the hounds trap the hare at their fourth move.
	game := [][]string{{"b1", "c1"}, {"e2", "d1"}, {"a2", "b1"}, {"d1", "c2"}, {"c1", "d1"}, {"c2", "c1"}, {"b3", "c2"}}
	var moves, links []string
	players := []*browser{ann, bo}
	for i, mv := range game {
		from, to := players[i%2], players[(i+1)%2]
		link := from.playSend(i == 2, mv...)
		links = append(links, link)
		moves = append(moves, mv[0]+"-"+mv[1])
		if i == 0 {
			to.open(link) // the first link starts the game in the friend's app
		} else {
			to.receive(link)
		}
		s := to.waitMoves("the friend's move "+mv[0]+"-"+mv[1], moves)
		if i == 1 && os.Getenv(shotsEnv) != "" {
			shotsAndBack(t, to, "bymessage-received")
		}
		if i < len(game)-1 && s.ToMove != []string{"Hare", "Hounds"}[i%2] {
			t.Errorf("after %s, %q to move", mv, s.ToMove)
		}
	}
	a, b := ann.settle(), bo.settle()
	if !a.Over || !b.Over || a.Position != b.Position || !slices.Equal(a.Moves, b.Moves) {
		t.Errorf("the boards differ at the end: %+v\n%+v", a, b)
	}

	// Links that change nothing: one already seen, one whose moves
	// differ, one cut short.
	diverging := strings.Replace(links[1], "moves=b1-c1+e2-d1", "moves=b1-c1+e2-d2", 1)
	damaged := links[len(links)-1][:strings.Index(links[len(links)-1], "&msg=")+7]
	for _, bad := range []struct{ what, link, notice string }{
		{"stale", links[2], "already seen"},
		{"diverging", diverging, "differ from your game"},
		{"damaged", damaged, "could not be opened"},
	} {
		bo.receive(bad.link)
		s := bo.waitState("the notice of the "+bad.what+" link", func(s appState) bool {
			return slices.ContainsFunc(s.Notices, func(n string) bool { return strings.Contains(n, bad.notice) })
		})
		if !slices.Equal(s.Moves, moves) || s.Position != a.Position {
			t.Errorf("the %s link changed the game: %q", bad.what, s.Moves)
		}
	}

	bo.click("button:Dismiss")
	for _, p := range players {
		p.click("button:Menu")
	}
	for i, p := range players {
		standing := []string{"You play Hounds · you won", "You play Hare · Hounds won"}[i]
		s := p.waitState("the menu's games by message", func(s appState) bool { return s.Scene == "menu" })
		got := eval[[]string](p, `JSON.parse(window.parlour.state()).letters || []`)
		if want := []string{"Hare and Hounds · " + standing}; !slices.Equal(got, want) {
			t.Errorf("the menu lists %q, want %q (%+v)", got, want, s)
		}
	}
	if os.Getenv(shotsEnv) != "" {
		shotsAndBack(t, ann, "bymessage-menu")
	}
	t.Logf("a whole game by message in %v", time.Since(began).Round(time.Second))
}

// TestBrowserByMessageLeapfrog plays three moves of Leapfrog by message
// among three browser profiles, each sending to the next: the first
// player's board then has the other two's moves.
func TestBrowserByMessageLeapfrog(t *testing.T) {
	t.Parallel()
	began := time.Now()
	base := serve(t, builtSite(t))
	players := []*browser{newBrowserSize(t, 1280, 1000), newBrowserSize(t, 800, 600), newBrowserSize(t, 800, 600)}
	p1 := players[0]
	p1.open(base)
	p1.click("card:leapfrog")
	p1.click("option:players=3")
	p1.click("seat:Player 2=friend")
	p1.click("seat:Player 3=friend")
	p1.click("button:Start game")
	waitFor[bool](p1, stepTimeout, "the board", `!!window.parlour.target("point:a1")`)

	var moves []string
	link := ""
	for i, point := range []string{"a1", "b1", "c1"} {
		p := players[i]
		if i > 0 {
			p.open(link)
			p.waitMoves("the link from the player before", moves)
		}
		link = p.playSend(false, point)
		moves = append(moves, "x"+point)
	}
	p1.receive(link)
	s := p1.waitMoves("the moves of players 2 and 3", moves)
	if s.ToMove != "Player 1" {
		t.Errorf("%q to move, want Player 1", s.ToMove)
	}
	t.Logf("three moves of Leapfrog by message in %v", time.Since(began).Round(time.Second))
}
