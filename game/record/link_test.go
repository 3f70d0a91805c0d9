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
			if o.Key == "play" || o.Key == "position" || o.Key == "moves" {
				t.Errorf("%s's option %q clashes with a link's own key", g.ID, o.Key)
			}
		}
	}
}
