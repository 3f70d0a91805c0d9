package scenes

import (
	"maps"
	"math"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"parlour/game/record"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// storeContents returns every document of the harness' store.
func (h *harness) storeContents() map[string]string {
	out := map[string]string{}
	for _, k := range h.store.Keys() {
		data, err := h.store.Get(k)
		if err != nil {
			h.t.Fatal(err)
		}
		out[k] = string(data)
	}
	return out
}

// TestOpenImported opens links and records over a saved game of the same
// game: a good one opens in the play screen with people in every seat,
// the saved game kept for Undo with its seats; a bad one says which move
// and why, and changes nothing stored.
func TestOpenImported(t *testing.T) {
	linked := fake.Match(t, "b1-c1", "e2-d1")
	linked.SetNames([]string{"Ann", ""})
	r := record.Of(linked)
	text, err := r.Text()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		in      string
		problem string // the notice of a bad one
	}{
		{"link", "#" + r.Fragment(), ""},
		{"record", text, ""},
		{"illegal move", "#play=harehounds&moves=b1-c1+b1-c1", "This link could not be opened: move 2 (b1-c1) cannot be played: it is not legal here: there is no piece on b1. Nothing was changed."},
		{"record's bad option", strings.Replace(text, "layout=usual", "layout=huge", 1), `This game record could not be opened: Hare and Hounds: option layout: unknown value "huge"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, vsAI, "a2-b2")
			h.p.Session().Save()
			before := h.storeContents()
			ok := h.app.s.share.open(tt.in, false)
			if tt.problem != "" {
				if ok || h.app.next != nil {
					t.Fatal("a bad one opened")
				}
				if !slices.ContainsFunc(h.app.layers.Notices(), func(n string) bool { return strings.HasPrefix(n, tt.problem) }) {
					t.Errorf("notices %q, want one beginning %q", h.app.layers.Notices(), tt.problem)
				}
				if after := h.storeContents(); !maps.Equal(after, before) {
					t.Errorf("the store changed:\n%v\nwant\n%v", after, before)
				}
				return
			}
			p, isPlay := h.app.next.(*play.Screen)
			if !ok || !isPlay {
				t.Fatalf("opened %v, going to %T; want the play screen", ok, h.app.next)
			}
			if got := p.Session().Match().MoveStrings(); !slices.Equal(got, linked.MoveStrings()) {
				t.Errorf("moves %q, want %q", got, linked.MoveStrings())
			}
			if !slices.Equal(p.Session().Seats(), []saves.Seat{saves.Human, saves.Human}) {
				t.Errorf("seats %v, want people in both", p.Session().Seats())
			}
			// The game put away is said in the message box, covering no
			// button; the only notice is the question whether the computer
			// should take a side (see TestLinkOffersComputer).
			others := slices.DeleteFunc(slices.Clone(h.app.layers.Notices()), func(n string) bool { return strings.HasPrefix(n, "This link opened with people in every seat") })
			if !strings.Contains(p.Session().Note().Text, "Undo brings it back") || len(others) > 0 {
				t.Errorf("note %q and notices %q, want the note saying Undo brings the game back, and no notice but the computer's offer", p.Session().Note().Text, h.app.layers.Notices())
			}
			saved, _, _ := h.app.s.store.saves.LoadMatch(linked.Game())
			if saved == nil || !slices.Equal(saved.MoveStrings(), linked.MoveStrings()) {
				t.Errorf("saved %v, want the opened game", saved)
			}
			p.Session().Undo()
			if got := p.Session().Match().MoveStrings(); !slices.Equal(got, []string{"a2-b2"}) || !slices.Equal(p.Session().Seats(), vsAI) {
				t.Errorf("after Undo: moves %q seats %v, want the game in progress back with its seats", got, p.Session().Seats())
			}
		})
	}
}

// TestShareDialog opens the Share dialog from its button, with its four
// choices, each inside the box on the screen, at desktop and phone sizes
// (ui's TestDialogFits lays out a dialog of the same words), and Import's
// paste box of several lines on the web or its list of records on the
// desktop.
func TestShareDialog(t *testing.T) {
	h := newHarness(t, vsAI, "a2-b2")
	h.tapAt(h.target("button:Share"))
	d := h.app.layers.Dialog()
	if d == nil || d.Title != "Share this game" {
		t.Fatalf("dialog %v, want Share this game", d)
	}
	if got := d.State().Buttons; !slices.Equal(got, []string{"Copy link", "Export record", "Import record", "Close"}) {
		t.Errorf("buttons %q", got)
	}
	for _, size := range [][2]float64{{1280, 800}, {390, 844}} {
		h.c.W, h.c.H = size[0], size[1]
		d.Layout(h.c)
		for _, b := range d.Buttons {
			if !insideRect(b.Rect, h.c.Bounds()) {
				t.Errorf("%v: %s at %v, off the screen", size, b.Label, b.Rect)
			}
		}
	}
}

// TestReadDropped reads dropped files as records, leaving folders alone
// and refusing a file too large to be one.
func TestReadDropped(t *testing.T) {
	fsys := fstest.MapFS{
		"b.txt":        {Data: []byte("Parlour game record\n")},
		"a.txt":        {Data: []byte("#play=harehounds")},
		"folder/c.txt": {Data: []byte("x")},
		"huge.txt":     {Data: make([]byte, maxImport+1)},
	}
	got := readDropped(fsys)
	var names []string
	for _, f := range got {
		names = append(names, f.name)
	}
	if !slices.Equal(names, []string{"a.txt", "b.txt", "huge.txt"}) {
		t.Fatalf("read %q", names)
	}
	if got[0].text != "#play=harehounds" || got[0].err != nil || got[2].err == nil {
		t.Errorf("read %+v", got)
	}
}

// TestWrapCutsLongWords wraps a link wider than the line: every line
// fits, and the lines put together give the link back.
func TestWrapCutsLongWords(t *testing.T) {
	f := ui.Face(false, 16)
	link := "Link: https://example.org/parlour/#" + record.Of(fake.Match(t, "a2-b2", "e2-d1", "b2-c2")).Fragment()
	lines := ui.Wrap(link, f, 200)
	if len(lines) < 3 {
		t.Fatalf("%d lines, want the link cut: %q", len(lines), lines)
	}
	for _, ln := range lines {
		if ui.TextWidth(ln, f) > 200 {
			t.Errorf("line %q is %.0f wide, want at most 200", ln, ui.TextWidth(ln, f))
		}
	}
	if got := lines[0] + " " + strings.Join(lines[1:], ""); got != link {
		t.Errorf("lines %q give back %q", lines, got)
	}
}

// TestWrapNoRoom wraps to widths too small for one character, which a
// crowded status strip once gave (a negative one panicked): one character
// a line, nothing lost.
func TestWrapNoRoom(t *testing.T) {
	f := ui.Face(false, 16)
	for _, width := range []float64{-17.6, 0, 3} {
		lines := ui.Wrap("Hare to move", f, width)
		if got := strings.Join(lines, ""); got != "Haretomove" || len(lines) != 10 {
			t.Errorf("width %v: lines %q, want one character each", width, lines)
		}
	}
}

// TestGridFill spreads a short last row across the width and leaves
// full rows as Grid places them.
func TestGridFill(t *testing.T) {
	r := ui.Rect{X: 0, Y: 0, W: 310, H: 100}
	tests := []struct {
		n, cols int
		lastW   float64 // the width of the last cell
	}{
		{6, 3, 100},
		{7, 3, 310},
		{7, 4, 100}, // three cells in the last row, not four
		{2, 3, 100},
	}
	for _, tt := range tests {
		got := r.GridFill(tt.n, tt.cols, 5, 30)
		full := r.Grid(tt.n, tt.cols, 5, 30)
		if len(got) != tt.n || math.Abs(got[tt.n-1].W-tt.lastW) > 1e-9 || got[tt.n-1].Y != full[tt.n-1].Y {
			t.Errorf("%d in %d columns: last cell %v, want width %.1f on the row of %v", tt.n, tt.cols, got[tt.n-1], tt.lastW, full[tt.n-1])
		}
		if got[0] != full[0] {
			t.Errorf("%d in %d columns: first cell %v, want %v", tt.n, tt.cols, got[0], full[0])
		}
	}
}

// TestImportSavedRecord lists the records exported on the desktop in
// Import, newest first, and opens the one picked.
func TestImportSavedRecord(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	h := newHarness(t, vsAI, "a2-b2")
	text, err := record.Of(fake.Match(t, "b1-c1", "e2-d1")).Text()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := platform.Export("Hare and Hounds", text); err != nil {
		t.Fatal(err)
	}
	h.app.s.share.askImport()
	d := h.app.layers.Dialog()
	if d == nil || !slices.Equal(d.State().Buttons, []string{"Paste", "Hare and Hounds", "Cancel"}) {
		t.Fatalf("dialog %+v, want the saved record listed", d)
	}
	h.pressDialog("Hare and Hounds")
	p, ok := h.app.next.(*play.Screen)
	if !ok || !slices.Equal(p.Session().Match().MoveStrings(), []string{"b1-c1", "e2-d1"}) {
		t.Fatalf("picking the record went to %T", h.app.next)
	}
}
