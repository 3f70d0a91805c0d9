package record_test

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/record"
)

// TestFragmentErrors checks that a bad link says what is wrong.
func TestFragmentErrors(t *testing.T) {
	tests := []struct{ link, want string }{
		{"#moves=b1-c1", "not a link to a game"},
		{"#play=chess", `unknown game "chess"`},
		{"#play=harehounds&layout=odd", `unknown value "odd"`},
		{"#play=harehounds&colour=red", `unknown option "colour"`},
		{"#play=harehounds&moves=b1-c1+e2-a2", "move 2 (e2-a2) cannot be played"},
		{"#play=harehounds&play=war", `gives "play" twice`},
		{"#play=harehounds&position=%zz", "not written correctly"},
		{"#play=harehounds&position=D..", "the start position"},
		{"#play=harehounds&name3=Ann", "names a player for seat 3"},
		{"#play=harehounds&msg=abcd&from=1", "only part of a game by message"},
		{"#play=harehounds&to=1", "only part of a game by message"},
		{"#play=harehounds&msg=AB&from=1&to=2", "not named correctly"},
		{"#play=harehounds&msg=abcd&from=0&to=2", `"from" is "0"`},
		{"#play=harehounds&msg=abcd&from=1&to=3", `"to" is "3"`},
		{"#play=harehounds&msg=abcd&from=1&to=01", `"to" is "01"`},
		{"#play=harehounds&msg=abcd&from=2&to=2", "sent by the seat it is for"},
		{"#play=harehounds&moves=b1-c1&msg=abcd&from=2&to=1", "it is Hare's turn"},
		{"#play=solitaire&msg=abcd&from=1&to=1", "not played by message"},
	}
	for _, tt := range tests {
		_, m, err := record.ParseFragment(tt.link)
		if err == nil || !strings.Contains(err.Error(), tt.want) || m != nil {
			t.Errorf("%s: error %v, want one containing %q", tt.link, err, tt.want)
		}
	}
}

// FuzzParseFragment checks that any link either fails to parse or reads
// back the same after writing.
func FuzzParseFragment(f *testing.F) {
	f.Add("#play=harehounds&moves=b1-c1+e2-d1")
	f.Add("#play=solitaire&board=english&moves=5-17")
	f.Add("play=war&position=x")
	f.Add("#play=solitaire&start=french&goal=anywhere")
	f.Add("#play=harehounds&moves=b1-c1&name1=Ann&name2=Bo%20b&msg=k3x9q2&from=1&to=2")
	f.Add("#play=leapfrog&players=3&name3=C&msg=abcd1234&from=3&to=1")
	f.Fuzz(func(t *testing.T, link string) {
		r, m, err := record.ParseFragment(link)
		if err != nil {
			return
		}
		back, bm, err := record.ParseFragment(r.Fragment())
		if err != nil || !same(back, r) || bm.State().String() != m.State().String() {
			t.Fatalf("%q: wrote %q, read back %+v, %v; want %+v", link, r.Fragment(), back, err, r)
		}
	})
}

// TestLinkKeysFree checks that no game has an option a link uses for
// itself.
func TestLinkKeysFree(t *testing.T) {
	for _, g := range game.All() {
		for _, o := range g.Options {
			if record.Reserved(o.Key) {
				t.Errorf("%s's option %q clashes with a link's own key", g.ID, o.Key)
			}
		}
	}
}

// TestMessageLink checks that a game by message's link reads back what
// was written: its ID, its seats and the players' names, the moves.
func TestMessageLink(t *testing.T) {
	tests := []struct {
		r    record.Record
		want string
	}{
		{record.Record{Game: "harehounds", Moves: []string{"b1-c1"}, Names: []string{"Ann", "Bo b"},
			Message: &record.Message{ID: "k3x9q2", From: 0, To: 1}},
			"&moves=b1-c1&name1=Ann&name2=Bo+b&msg=k3x9q2&from=1&to=2"},
		{record.Record{Game: "leapfrog", Options: game.Options{"players": "3"}, Names: []string{"", "", "Cy"},
			Message: &record.Message{ID: "abcd1234", From: 2, To: 0}},
			"&name3=Cy&msg=abcd1234&from=3&to=1"},
	}
	for _, tt := range tests {
		g, _ := game.Lookup(tt.r.Game)
		opts, err := game.Resolve(g.Options, tt.r.Options)
		if err != nil {
			t.Fatal(err)
		}
		tt.r.Options = opts
		frag := tt.r.Fragment()
		if !strings.HasSuffix(frag, tt.want) {
			t.Errorf("%s: fragment %q, want it to end with %q", tt.r.Game, frag, tt.want)
		}
		back, m, err := record.ParseFragment(frag)
		if err != nil {
			t.Fatalf("%s: %v", frag, err)
		}
		if !same(back, tt.r) || m.Names()[tt.r.Message.To] == "" {
			t.Errorf("%s: read back %+v (%+v), want %+v", frag, back, back.Message, tt.r)
		}
	}
}
