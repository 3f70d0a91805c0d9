package saves

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"parlour/game/foxgeese"
	"parlour/game/harehounds"
	"parlour/game/rating"
	"parlour/platform"
)

func TestPuzzlesRoundTrip(t *testing.T) {
	store := platform.NewMemoryStore()
	sv := NewSaves(store)
	p := sv.LoadPuzzles()
	if r := p.Game(harehounds.Spec); r.Rating != rating.New() || r.Streak != 0 {
		t.Fatalf("a new player's record: %+v", r)
	}
	hard := rating.Rating{R: 1900, RD: 80, Vol: rating.StartVol}
	r := p.Game(harehounds.Spec).Result("a", hard, true, "2026-11-27")
	r = r.Result("b", rating.New(), true, "")
	p.SetGame(harehounds.Spec, r)
	if _, err := sv.UpdatePuzzles(p, func(*Puzzles) {}); err != nil {
		t.Fatal(err)
	}
	back := NewSaves(store).LoadPuzzles()
	if !reflect.DeepEqual(back, p) {
		t.Fatalf("read back %+v, want %+v", back, p)
	}
	got := back.Game(harehounds.Spec)
	if got.Streak != 2 || got.Best != 2 || got.Solved != 2 || got.Daily != "2026-11-27" ||
		!reflect.DeepEqual(got.Recent, []string{"a", "b"}) || got.Rating.R <= rating.Start {
		t.Errorf("after two solved: %+v", got)
	}
	if got.Puzzles["a"].R >= hard.R {
		t.Errorf("a puzzle solved kept its rating or rose: %+v", got.Puzzles["a"])
	}
}

func TestPuzzleResult(t *testing.T) {
	r := PuzzleGames{Rating: rating.New(), Streak: 3, Best: 5}
	failed := r.Result("x", rating.New(), false, "")
	if failed.Streak != 0 || failed.Best != 5 || failed.Failed != 1 || failed.Rating.R >= rating.Start {
		t.Errorf("a failed puzzle: %+v", failed)
	}
	if failed.Puzzles["x"].R <= rating.Start {
		t.Errorf("the puzzle that beat the player did not rise: %+v", failed.Puzzles["x"])
	}
	if r.Puzzles != nil {
		t.Error("Result changed the record it was called on")
	}
	for i := range RecentPuzzles + 5 {
		r = r.Result(string(rune('A'+i)), rating.New(), true, "")
	}
	if len(r.Recent) != RecentPuzzles || r.Recent[len(r.Recent)-1] != string(rune('A'+RecentPuzzles+4)) {
		t.Errorf("recent: %q", r.Recent)
	}
	if r.Streak != 3+RecentPuzzles+5 || r.Best != r.Streak {
		t.Errorf("the streak went on from 3 to %d (best %d)", r.Streak, r.Best)
	}
}

func TestDamagedPuzzles(t *testing.T) {
	for _, c := range []struct {
		name, data string
		aside      bool   // the whole document is set aside
		unread     string // a notice names this part
		kept       string // a game whose record is kept
	}{
		{"not JSON", `{"version":1,`, true, "", ""},
		{"no version", `{"games":{}}`, true, "", ""},
		{"a game's rating not a number", `{"version":1,"games":{"harehounds":{"rating":{"r":"x","rd":50,"vol":0.06}},"foxgeese":{"rating":{"r":1600,"rd":50,"vol":0.06}}}}`, false, "Hare and Hounds", "foxgeese"},
		{"a deviation of zero", `{"version":1,"games":{"harehounds":{"rating":{"r":1500,"rd":0,"vol":0.06}}}}`, false, "Hare and Hounds", ""},
		{"a streak below zero", `{"version":1,"games":{"harehounds":{"rating":{"r":1500,"rd":50,"vol":0.06},"streak":-2}}}`, false, "Hare and Hounds", ""},
	} {
		store := platform.NewMemoryStore()
		store.Put(KeyPuzzles, []byte(c.data))
		sv := NewSaves(store)
		p := sv.LoadPuzzles()
		if p.Game(harehounds.Spec).Rating != rating.New() {
			t.Errorf("%s: the damaged rating was used: %+v", c.name, p.Game(harehounds.Spec))
		}
		if len(sv.Notices) != 1 {
			t.Errorf("%s: notices %q, want one", c.name, sv.Notices)
			continue
		}
		if aside, _ := store.Get(KeyPuzzles + ".corrupt"); string(aside) != c.data {
			t.Errorf("%s: the damaged document was not kept aside: %q", c.name, aside)
		}
		_, err := store.Get(KeyPuzzles)
		if c.aside && err == nil {
			t.Errorf("%s: the damaged document was left in place", c.name)
		}
		if c.aside && !strings.Contains(sv.Notices[0], "puzzle ratings could not be read") {
			t.Errorf("%s: notice %q", c.name, sv.Notices[0])
		}
		if c.unread != "" && !strings.Contains(sv.Notices[0], c.unread) {
			t.Errorf("%s: notice %q does not name %s", c.name, sv.Notices[0], c.unread)
		}
		if c.kept != "" && p.Game(foxgeese.Spec).Rating.R != 1600 {
			t.Errorf("%s: the readable record of %s was lost: %+v", c.name, c.kept, p.Games)
		}
		// Saving works again afterwards, over the damaged document or
		// in its place.
		if _, err := sv.UpdatePuzzles(p, func(*Puzzles) {}); err != nil {
			t.Errorf("%s: save after: %v", c.name, err)
		}
	}
}

func TestPuzzlesThatCannotMove(t *testing.T) {
	store := fullStore{platform.NewMemoryStore()}
	store.MemoryStore.Put(KeyPuzzles, []byte("not json"))
	sv := NewSaves(store)
	sv.LoadPuzzles()
	if d := sv.Damaged(); len(d) != 1 || d[0].Key != KeyPuzzles || d[0].What != "your puzzle ratings" {
		t.Fatalf("damaged: %+v", d)
	}
	_, err := sv.UpdatePuzzles(Puzzles{}, func(*Puzzles) {})
	if err == nil {
		t.Fatal("saved over a damaged document kept in place")
	}
	if msg := SaveFailure(KeyPuzzles, err); !strings.HasPrefix(msg, "Your puzzle ratings are not being saved") {
		t.Errorf("failure words: %q", msg)
	}
}

// FuzzPuzzles feeds arbitrary documents to the puzzle records' reader: it
// never panics, and what it reads saves and reads back the same.
func FuzzPuzzles(f *testing.F) {
	f.Add([]byte(`{"version":1,"games":{"harehounds":{"rating":{"r":1500,"rd":50,"vol":0.06},"streak":2,"best":3,"recent":["a"],"puzzles":{"a":{"r":1400,"rd":80,"vol":0.06}}}}}`))
	f.Add([]byte(`{"version":1,"games":null}`))
	f.Add([]byte(`{"version":1,"games":{"x":{"rating":{"r":1e308,"rd":1e-300,"vol":0.99}}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, _, err := ParsePuzzles(data)
		if err != nil {
			return
		}
		out, err := p.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		back, unread, err := ParsePuzzles(out)
		if err != nil || len(unread) > 0 || !reflect.DeepEqual(back.Games, p.Games) {
			t.Fatalf("%+v read back as %+v (unread %q, %v)", p, back, unread, err)
		}
		for _, r := range p.Games {
			if _, err := r.Rating.Update([]rating.Result{{Opponent: rating.New(), Score: 1}}); err != nil {
				t.Fatalf("a rating read cannot be updated: %+v", r.Rating)
			}
		}
	})
}

// TestPuzzleResultBounded checks what one puzzle can cost or earn a new
// player: failing the easiest puzzle (a slip, or a hint) or solving the
// hardest moves the rating by at most half its deviation (175 points at
// the start), not the 636 Glicko-2 alone takes for an easy puzzle failed;
// a settled rating moves as Glicko-2 moves it.
func TestPuzzleResultBounded(t *testing.T) {
	easy := rating.Rating{R: 700, RD: 100, Vol: rating.StartVol}
	hard := rating.Rating{R: 2300, RD: 100, Vol: rating.StartVol}
	settled := rating.Rating{R: 1500, RD: rating.MinRD, Vol: rating.StartVol}
	tests := []struct {
		name   string
		me     rating.Rating
		puzzle rating.Rating
		solved bool
		most   float64 // the largest change allowed, either way
	}{
		{"new, fails an easy one", rating.New(), easy, false, 175},
		{"new, solves a hard one", rating.New(), hard, true, 175},
		{"settled, fails an easy one", settled, easy, false, 12},
		{"settled, solves a hard one", settled, hard, true, 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			after := PuzzleGames{Rating: tt.me}.Result("x", tt.puzzle, tt.solved, "")
			d := after.Rating.R - tt.me.R
			if math.Abs(d) > tt.most+0.01 || math.Abs(d) < 1 || (d > 0) != tt.solved {
				t.Errorf("the rating moved %+.1f, want a change of at most %.0f, %s", d, tt.most, map[bool]string{true: "up", false: "down"}[tt.solved])
			}
		})
	}
}

// TestHintTold checks that the records remember the player was told what
// a hint costs: saved, read back, kept when another window saves its
// own change, and read as not told from a document of version 1.
func TestHintTold(t *testing.T) {
	store := platform.NewMemoryStore()
	store.Put(KeyPuzzles, []byte(`{"version":1,"last":"harehounds"}`))
	w := windows(store, 2)
	a, b := w[0], w[1]
	pa, pb := a.LoadPuzzles(), b.LoadPuzzles()
	if pa.HintTold || pa.Last != "harehounds" {
		t.Fatalf("a version 1 document reads %+v", pa)
	}
	if _, err := a.UpdatePuzzles(pa, func(p *Puzzles) { p.HintTold = true }); err != nil {
		t.Fatal(err)
	}
	pb, err := b.UpdatePuzzles(pb, func(p *Puzzles) {
		p.SetGame(foxgeese.Spec, p.Game(foxgeese.Spec).Result("y", rating.New(), true, ""))
	})
	if err != nil {
		t.Fatal(err)
	}
	got := NewSaves(store).LoadPuzzles()
	if !got.HintTold || !pb.HintTold || got.Game(foxgeese.Spec).Solved != 1 {
		t.Errorf("after one window told and the other played: %+v", got)
	}
	if data, _ := store.Get(KeyPuzzles); !strings.Contains(string(data), `"version":2`) {
		t.Errorf("written as %s, want version 2", data)
	}
}
