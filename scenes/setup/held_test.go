package setup

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/war"
	"parlour/lang"
	"parlour/lang/langtest"
	"parlour/scenes/ui"
)

// target returns the place of the hit target named name on b.
func target(t *testing.T, b *Board, name string) ui.Rect {
	t.Helper()
	var at ui.Rect
	b.Targets(func(n string, r ui.Rect) {
		if n == name {
			at = r
		}
	})
	if at.Empty() {
		t.Fatalf("no target %q", name)
	}
	return at
}

// TestSetupHeld changes the Flying Machines each side of The Game of War
// holds back, by taps and by the keyboard: the count shows in the hook,
// the position built and the match Play opens hold it, and it is clamped
// (or follows the most, while it was not chosen) as machines are placed.
func TestSetupHeld(t *testing.T) {
	h := newSetupHarness(t, war.Spec, nil, nil)
	b := h.b
	held := func(who string, white, black int) {
		t.Helper()
		hs := b.Hook().(HookState)
		if len(hs.Held) != 2 || hs.Held[war.White] != white || hs.Held[war.Black] != black {
			t.Fatalf("%s: held %v, want [%d %d]", who, hs.Held, white, black)
		}
		if b.arrange == nil {
			t.Fatalf("%s: refused: %s", who, b.problem)
		}
		for p, want := range []int{white, black} {
			if got, _ := game.HeldOf(b.arrange, game.Player(p), war.Machine); got != want {
				t.Fatalf("%s: the position %q holds %d for player %d, want %d", who, b.arrange.String(), got, p+1, want)
			}
		}
	}
	held("at the start", 2, 2)

	fewer := target(t, b, "held:White:fewer")
	h.tapAt(fewer)
	held("White one fewer", 1, 2)
	if got, want := h.lastHeard(), "Flying Machines held by White: 1."; got != want {
		t.Errorf("heard %q, want %q", got, want)
	}
	h.tapAt(fewer)
	h.tapAt(fewer)
	held("White none", 0, 2)
	h.tapAt(target(t, b, "held:White:more"))
	held("White one more", 1, 2)

	// By the keyboard: Tab to Black's fewer, Enter.
	for range len(b.cells) + len(b.buttons()) {
		h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}})
		if strings.HasPrefix(h.lastHeard(), "Fewer Flying Machines held by Black") {
			break
		}
	}
	if want := "Fewer Flying Machines held by Black, now 2: button."; h.lastHeard() != want {
		t.Fatalf("heard %q on the stepper, want %q", h.lastHeard(), want)
	}
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	held("Black one fewer by the keyboard", 1, 1)
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	held("Black none by the keyboard", 1, 0)
	if want := "Flying Machines held by Black: 0, the fewest."; h.lastHeard() != want {
		t.Errorf("heard %q past the fewest, want %q", h.lastHeard(), want)
	}

	// Machines placed: White's chosen 1 is clamped to the 0 left, and
	// stays 0 when one is taken off again.
	white := slices.Index(b.palette, game.Piece{Owner: war.White, Kind: war.Machine})
	h.tapAt(b.cells[white])
	var placed []int
	for p, pc := range b.pieces {
		if pc.Empty() && len(placed) < 2 {
			h.tapPoint(p)
			placed = append(placed, p)
		}
	}
	held("two White machines placed", 0, 0)
	if st := b.steppers[war.White]; st.less.Enabled || st.more.Enabled {
		t.Errorf("White's stepper goes with none to hold: fewer %v, more %v", st.less.Enabled, st.more.Enabled)
	}
	h.tapPoint(placed[0])
	held("one White machine placed", 0, 0)

	// Start position: both hold their two again, and Play opens a match
	// with the counts chosen after it.
	h.tapAt(b.bStart.Rect)
	held("the start position again", 2, 2)
	h.tapAt(fewer)
	want := b.arrange.String()
	h.tapAt(b.bPlay.Rect)
	if h.host.Started == nil {
		t.Fatal("Play opened no game")
	}
	if got := h.host.Started.Match.State().String(); got != want || !strings.Contains(got, " white 1 2 ") {
		t.Errorf("the match starts at %q, want %q with White holding 1", got, want)
	}
}

// TestSetupHeldFollowsMost checks that a count never chosen follows the
// most a side may hold as its machines are placed and taken off, as the
// board did before the count could be chosen.
func TestSetupHeldFollowsMost(t *testing.T) {
	b := newSetupHarness(t, war.Spec, nil, nil).b
	black := slices.Index(b.palette, game.Piece{Owner: war.Black, Kind: war.Machine})
	b.chosen = black
	empty := -1
	for p, pc := range b.pieces {
		if pc.Empty() {
			empty = p
			break
		}
	}
	b.tapPoint(empty)
	if b.held[war.Black] != 1 {
		t.Fatalf("Black holds %d with a machine placed, want 1", b.held[war.Black])
	}
	b.tapPoint(empty)
	if b.held[war.Black] != 2 {
		t.Fatalf("Black holds %d with the machine taken off, want 2", b.held[war.Black])
	}
}

// TestSetupHeldLayout lays out The Game of War's set-up board on a phone
// and a desktop, with a reason long enough to wrap, and checks that the
// steppers, the reason, the palette and the buttons do not overlap.
func TestSetupHeldLayout(t *testing.T) {
	for _, size := range []struct{ w, h float64 }{{390, 844}, {1280, 800}, {1100, 760}} {
		h := newSetupHarness(t, war.Spec, nil, nil)
		b := h.b
		for p, pc := range b.pieces {
			if pc.Owner == war.Black {
				b.pieces[p] = game.Piece{}
			}
		}
		b.check()
		if b.problem == "" {
			t.Fatal("no reason shown")
		}
		h.c.W, h.c.H = size.w, size.h
		b.Layout(h.c)
		rects := map[string]ui.Rect{"message": b.message, "held heading": b.heldHeading}
		for i, r := range b.cells {
			rects["palette "+b.entryName(i)] = r
		}
		for _, bt := range b.buttons() {
			rects[bt.Target()] = bt.Rect
		}
		for _, st := range b.steppers {
			rects["name of "+b.sideName(st.p)] = st.name
			rects["count of "+b.sideName(st.p)] = st.count
		}
		plate := b.board.View().Plate()
		for n, r := range rects {
			if r.Empty() {
				t.Errorf("%vx%v: %s has no room", size.w, size.h, n)
			}
			if r.Bottom() > size.h || r.Right() > size.w {
				t.Errorf("%vx%v: %s %+v is off the screen", size.w, size.h, n, r)
			}
			if n != "button:−" && n != "button:+" && r.Intersects(plate) {
				t.Errorf("%vx%v: %s %+v covers the board %+v", size.w, size.h, n, r, plate)
			}
			for m, q := range rects {
				if n < m && r.Intersects(q) {
					t.Errorf("%vx%v: %s %+v overlaps %s %+v", size.w, size.h, n, r, m, q)
				}
			}
		}
	}
}

// TestSetupHeldNamesWhole lays out The Game of War's set-up board in
// every language offered, on a phone and a desktop: each side's name
// beside its steppers of flying machines shows whole ("Schwarz", not
// "Schw…").
func TestSetupHeldNamesWhole(t *testing.T) {
	for _, l := range lang.Offered() {
		c := langtest.Catalog(t, l.Code)
		lang.Use(c)
		for _, size := range [][2]float64{{390, 844}, {1280, 800}} {
			h := newSetupHarness(t, war.Spec, nil, nil)
			h.c.W, h.c.H = size[0], size[1]
			h.b.Layout(h.c)
			if len(h.b.steppers) == 0 {
				t.Fatalf("%s at %v: no steppers", l.Name, size)
			}
			for _, st := range h.b.steppers {
				name := h.b.sideName(st.p)
				if w := ui.TextWidth(name, stepperFace(name, st.name.W, h.c.S)); w > st.name.W {
					t.Errorf("%s at %v: %q is %.0f px wide in %.0f px", l.Name, size, name, w, st.name.W)
				}
			}
		}
	}
}
