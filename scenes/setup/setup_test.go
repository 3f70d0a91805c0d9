package setup

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/gametest/toy"
	"parlour/game/harehounds"
	"parlour/game/leapfrog"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// setupHarness runs a set-up board headless under a fake host: frames
// are fed by hand and Draw draws offscreen.
type setupHarness struct {
	t    *testing.T
	host *fake.Host
	c    *ui.Context
	b    *Board
}

// newSetupHarness opens the set-up board of g with options opts (changes
// from the remembered ones) and the remembered seats and names, as the
// options screen does, keeping the saves in store (a new one when nil).
func newSetupHarness(t *testing.T, g *game.Game, opts game.Options, store platform.Store) *setupHarness {
	t.Helper()
	if store == nil {
		store = platform.NewMemoryStore()
	}
	h := &setupHarness{t: t, host: fake.NewHost(store)}
	h.c = &ui.Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60, In: &ui.Frame{}}
	chosen, seats := h.host.Settings().For(g)
	for k, v := range opts {
		chosen[k] = v
	}
	names := h.host.Settings().NamesFor(g, len(g.Seats(chosen)))
	b, err := New(h.host, g, chosen, seats, names, nil)
	if err != nil {
		t.Fatalf("%s: %v", g.ID, err)
	}
	h.b = b
	b.Layout(h.c)
	return h
}

// frame runs one frame of the set-up board with the given input.
func (h *setupHarness) frame(f ui.Frame) {
	h.c.Time += h.c.Dt
	h.c.In = &f
	if err := h.b.Update(h.c); err != nil {
		h.t.Fatal(err)
	}
}

// tapAt presses and releases the pointer at r's centre.
func (h *setupHarness) tapAt(r ui.Rect) {
	x, y := r.Center()
	h.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(ui.Frame{X: x, Y: y, Released: true})
}

// tapPoint taps point p of the board.
func (h *setupHarness) tapPoint(p int) {
	x, y := h.b.board.View().At(p)
	h.tapAt(ui.Rect{X: x, Y: y, W: 0, H: 0})
}

// draw draws one frame offscreen.
func (h *setupHarness) draw() {
	img := ebiten.NewImage(int(h.c.W), int(h.c.H))
	defer img.Deallocate()
	h.b.Draw(img, h.c)
}

func (h *setupHarness) lastHeard() string { return h.host.LastHeard() }

// variants returns the options of every choice of every option of g, one
// change from the defaults at a time, the defaults first.
func variants(g *game.Game) []game.Options {
	out := []game.Options{{}}
	for _, op := range g.Options {
		for _, c := range op.Choices[1:] {
			out = append(out, game.Options{op.Key: c.Value})
		}
	}
	return out
}

// TestSetupEveryGame opens the set-up board of every game and variant
// and checks, through taps: a piece put on a
// point and taken off again, an illegal position showing the game's
// reason and Play refused, and Play opening the play screen on the
// position built.
func TestSetupEveryGame(t *testing.T) {
	for _, e := range catalog.Entries() {
		for _, opts := range variants(e.Game) {
			g := e.Game
			t.Run(g.ID+"/"+optsName(opts), func(t *testing.T) {
				h := newSetupHarness(t, g, opts, nil)
				b := h.b
				st, _, err := g.Start(opts)
				if err != nil {
					t.Fatal(err)
				}
				if b.arrange == nil || b.arrange.String() != st.String() {
					t.Fatalf("the board opens on %v (%q), want the start %q", b.arrange, b.problem, st.String())
				}
				h.draw()

				// Put the first palette piece on an empty point, then take it off.
				empty := slices.IndexFunc(b.pieces, func(pc game.Piece) bool { return pc.Empty() })
				if empty < 0 {
					h.tapAt(b.cells[b.eraser()])
					empty = 0
					h.tapPoint(empty)
					if !b.pieces[empty].Empty() {
						t.Fatalf("the eraser left %v on point %d", b.pieces[empty], empty)
					}
				}
				h.tapAt(b.cells[0])
				if b.chosen != 0 {
					t.Fatalf("tapping the first palette entry chose %d", b.chosen)
				}
				name := st.Board().Point(empty).Name
				h.tapPoint(empty)
				if b.pieces[empty] != b.palette[0] {
					t.Fatalf("tap on %s put %v, want %v", name, b.pieces[empty], b.palette[0])
				}
				if want := b.entryName(0) + " on " + name + "."; !strings.HasPrefix(h.lastHeard(), want) {
					t.Errorf("heard %q, want %q", h.lastHeard(), want)
				}
				h.tapPoint(empty)
				if !b.pieces[empty].Empty() {
					t.Fatalf("a second tap on %s left %v", name, b.pieces[empty])
				}
				if want := b.entryName(0) + " taken off " + name + "."; !strings.HasPrefix(h.lastHeard(), want) {
					t.Errorf("heard %q, want %q", h.lastHeard(), want)
				}

				// An illegal position: its reason shows and Play is refused.
				// The toy game takes any marks, so it has none.
				bad := illegal(b)
				if bad == nil && g != toy.Spec {
					t.Fatal("no illegal position found")
				}
				if bad != nil {
					h.refused(bad)
				}

				// Back to the start, changed a little, then Play.
				h.tapAt(b.bStart.Rect)
				if b.arrange == nil {
					t.Fatalf("the start position is refused: %s", b.problem)
				}
				changed(b)
				want := b.arrange.String()
				h.tapAt(b.bPlay.Rect)
				started := h.host.Started
				if started == nil {
					t.Fatal("Play opened no game")
				}
				if got := started.Match.State().String(); got != want {
					t.Errorf("the match starts at %q, want %q", got, want)
				}
			})
		}
	}
}

// refused puts bad on the board and checks that the game's reason shows
// and that Play is refused, saying why.
func (h *setupHarness) refused(bad []game.Piece) {
	t, b := h.t, h.b
	t.Helper()
	b.pieces = bad
	b.check()
	_, want := b.g.Setup.Arrange(b.opts, bad, b.toMove)
	t.Logf("refused: %s", b.problem)
	if want == nil || b.problem != ui.Capitalize(want.Error()) || b.bPlay.Enabled {
		t.Fatalf("problem %q, Play enabled %v; want %v", b.problem, b.bPlay.Enabled, want)
	}
	hs := b.Hook().(HookState)
	if hs.Problem != b.problem || hs.Position != "" {
		t.Errorf("hook state %+v", hs)
	}
	h.layoutAndDraw()
	h.tapAt(b.bPlay.Rect)
	if h.host.Started != nil {
		t.Fatalf("Play opened %v from an illegal position", h.host.Started.Match)
	}
	if !strings.Contains(h.lastHeard(), b.problem) {
		t.Errorf("Play refused without saying why: heard %q", h.lastHeard())
	}
}

func (h *setupHarness) layoutAndDraw() {
	h.b.Layout(h.c)
	h.draw()
}

// optsName names a variant for a subtest.
func optsName(opts game.Options) string {
	if len(opts) == 0 {
		return "default"
	}
	var parts []string
	for k, v := range opts {
		parts = append(parts, k+"="+v)
	}
	slices.Sort(parts)
	return strings.Join(parts, ",")
}

// illegal returns pieces the game refuses: an empty board, or every point
// holding the same piece of the palette.
func illegal(b *Board) []game.Piece {
	tries := [][]game.Piece{make([]game.Piece, len(b.pieces))}
	for _, pc := range b.palette {
		full := make([]game.Piece, len(b.pieces))
		for i := range full {
			full[i] = pc
		}
		tries = append(tries, full)
	}
	for _, pieces := range tries {
		if _, err := b.setup.Arrange(b.opts, pieces, b.toMove); err != nil {
			return pieces
		}
	}
	return nil
}

// changed makes a legal change to the position on b by taps where one
// is found (a piece taken off, or the first palette piece put on an
// empty point), else gives the move to the next side.
func changed(b *Board) {
	for p := range b.pieces {
		old := slices.Clone(b.pieces)
		if b.pieces[p].Empty() {
			b.chosen = 0
		} else {
			b.chosen = b.eraser()
		}
		b.tapPoint(p)
		if b.arrange != nil {
			return
		}
		b.pieces = old
		b.check()
	}
	if len(b.nouns) > 1 {
		b.nextSide()
	}
}

// TestSetupKeyboard builds a position by the keyboard alone: a digit
// chooses a palette entry, the arrows move the cursor, Enter puts the
// piece; every change is announced.
func TestSetupKeyboard(t *testing.T) {
	h := newSetupHarness(t, harehounds.Spec, nil, nil)
	b := h.b
	h.frame(ui.Frame{Chars: []rune{'2'}})
	if b.chosen != 1 || !strings.HasPrefix(h.lastHeard(), "Hare chosen") {
		t.Fatalf("2 chose %d, heard %q", b.chosen, h.lastHeard())
	}
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyRight}})
	if b.board.Cursor() < 0 {
		t.Fatal("no cursor after an arrow")
	}
	at := b.board.Cursor()
	name := b.start.Board().Point(at).Name
	if !strings.HasPrefix(h.lastHeard(), name+":") {
		t.Errorf("heard %q at the cursor on %s", h.lastHeard(), name)
	}
	for b.pieces[at] != (game.Piece{}) {
		h.frame(ui.Frame{Keys: []ui.Key{ui.KeyRight}})
		at = b.board.Cursor()
	}
	name = b.start.Board().Point(at).Name
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	if b.pieces[at] != b.palette[1] {
		t.Fatalf("Enter put %v on %s", b.pieces[at], name)
	}
	if got := h.lastHeard(); !strings.HasPrefix(got, "Hare on "+name+".") || b.problem == "" || !strings.Contains(got, b.problem) {
		t.Errorf("heard %q, want the hare on %s and why the position is wrong (%q)", got, name, b.problem)
	}
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	if !b.pieces[at].Empty() || !strings.HasSuffix(h.lastHeard(), "The position can be played.") {
		t.Errorf("a second Enter left %v, heard %q", b.pieces[at], h.lastHeard())
	}
	// Tab to the side to move and press it.
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}})
	for b.focus.At() >= 0 && b.focus.At() < len(b.cells) {
		h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}})
	}
	if !strings.HasPrefix(h.lastHeard(), "Hounds to move button") {
		t.Errorf("heard %q on the side's button", h.lastHeard())
	}
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	if b.toMove != harehounds.Hare || !strings.HasPrefix(h.lastHeard(), "Hare to move.") {
		t.Errorf("to move %d, heard %q", b.toMove, h.lastHeard())
	}
}

// TestSetupPlayPutsAwayGame checks that Play asks before putting away the
// game in progress, and then opens the new game with the one in progress
// to put away, which Undo brings back (the App's TestPlayPutsAwayGame).
func TestSetupPlayPutsAwayGame(t *testing.T) {
	store := platform.NewMemoryStore()
	if err := saves.NewSaves(store).SaveMatch(fake.Match(t, "a2-b2", "e2-d1"), midend.DefaultSeats(2)); err != nil {
		t.Fatal(err)
	}
	h := newSetupHarness(t, harehounds.Spec, nil, store)
	h.b.nextSide()
	h.tapAt(h.b.bPlay.Rect)
	d := h.host.Dialog()
	if d == nil || d.Title != "Start a new game?" {
		t.Fatalf("dialog %v, want Start a new game?", d)
	}
	if h.host.Started != nil {
		t.Fatal("Play opened the game before it was asked")
	}
	h.host.PressDialog(h.c, "New game")
	started := h.host.Started
	if started == nil {
		t.Fatal("New game opened no game")
	}
	if got := started.Match.State().ToMove(); got != harehounds.Hare {
		t.Errorf("%d to move in the new game, want the hare", got)
	}
	if started.Replaced == nil || !slices.Equal(started.Replaced.MoveStrings(), []string{"a2-b2", "e2-d1"}) {
		t.Errorf("the new game puts away %v, want the game in progress", started.Replaced)
	}
}

// TestSetupDrag drags pieces on the set-up board: onto another point,
// off the board, and from an empty point, which does nothing.
func TestSetupDrag(t *testing.T) {
	tests := []struct {
		name     string
		from, to string // "" drops beside the board
		want     string // announced
		moved    bool
	}{
		{"hound to an empty point", "a2", "b2", "Hound moved from a2 to b2.", true},
		{"hare off the board", "e2", "", "Hare taken off e2.", true},
		{"from an empty point", "c2", "d2", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newSetupHarness(t, harehounds.Spec, nil, nil)
			b := h.b
			bd := b.start.Board()
			from, _ := bd.Lookup(tt.from)
			x0, y0 := b.board.View().At(from)
			x1, y1 := b.board.View().Plate().X-40, y0
			to := -1
			if tt.to != "" {
				to, _ = bd.Lookup(tt.to)
				x1, y1 = b.board.View().At(to)
			}
			before := slices.Clone(b.pieces)
			heard := len(h.host.Heard)
			h.frame(ui.Frame{X: x0, Y: y0, Down: true, Pressed: true})
			for k := 1.0; k <= 4; k++ {
				h.frame(ui.Frame{X: x0 + (x1-x0)*k/4, Y: y0 + (y1-y0)*k/4, Down: true})
			}
			h.draw()
			h.frame(ui.Frame{X: x1, Y: y1, Released: true})
			if !tt.moved {
				if !slices.Equal(b.pieces, before) || len(h.host.Heard) != heard {
					t.Fatalf("a drag from an empty point changed the board or said %q", h.host.Heard[heard:])
				}
				return
			}
			if !b.pieces[from].Empty() || to >= 0 && b.pieces[to] != before[from] {
				t.Errorf("after the drag %s has %v and %s has %v", tt.from, b.pieces[from], tt.to, b.pieces[max(to, 0)])
			}
			if !strings.HasPrefix(h.lastHeard(), tt.want) {
				t.Errorf("heard %q, want %q", h.lastHeard(), tt.want)
			}
		})
	}
}

// drag presses at (x0,y0), moves in four steps to (x1,y1) and releases.
func (h *setupHarness) drag(x0, y0, x1, y1 float64) {
	h.frame(ui.Frame{X: x0, Y: y0, Down: true, Pressed: true})
	for k := 1.0; k <= 4; k++ {
		h.frame(ui.Frame{X: x0 + (x1-x0)*k/4, Y: y0 + (y1-y0)*k/4, Down: true})
	}
	h.draw()
	h.frame(ui.Frame{X: x1, Y: y1, Released: true})
}

// TestSetupZoom zooms the set-up board of Leapfrog's 18×18 on a phone,
// as the play screen does: the zoom button covers no point and touches
// no piece; zoomed, the board is drawn larger, a tap still puts a piece,
// a drag from an empty point pans, a piece dragged still moves, the
// keyboard's cursor pans the board to stay in view, and Tab and Enter
// reach the button to zoom back out.
func TestSetupZoom(t *testing.T) {
	h := newSetupHarness(t, leapfrog.Spec, game.Options{leapfrog.OptSize: "18"}, nil)
	b := h.b
	h.c.W, h.c.H, h.c.S = 390, 844, 1
	b.Layout(h.c)
	zb := b.board.ZoomButton()
	if zb.Rect.Empty() || !slices.Contains(b.buttons(), zb) {
		t.Fatal("no zoom button on an 18×18 set-up board on a phone")
	}
	points := func() (n int) {
		b.Targets(func(name string, r ui.Rect) {
			if strings.HasPrefix(name, "point:") {
				n++
				if !b.board.Zoomed() && r.Intersects(zb.Rect) {
					t.Errorf("the zoom button %+v covers %s %+v", zb.Rect, name, r)
				}
			}
		})
		return n
	}
	all := points()
	fitted := b.board.View().Spacing
	before := slices.Clone(b.pieces)
	h.tapAt(zb.Rect)
	if !b.board.Zoomed() || h.lastHeard() != "Board zoomed in. Drag an empty square to look around." {
		t.Fatalf("the zoom button did not zoom: heard %q", h.lastHeard())
	}
	if !slices.Equal(b.pieces, before) {
		t.Error("the press on the zoom button reached the board")
	}
	if sp := b.board.View().Spacing; sp <= fitted {
		t.Errorf("zoomed spacing %.1f, fitted %.1f", sp, fitted)
	}
	if n := points(); n == 0 || n >= all {
		t.Errorf("%d of %d points in view when zoomed", n, all)
	}
	h.draw()

	// Empty a point in view with the eraser, then put a piece back by a tap.
	bd := b.start.Board()
	var p int
	for p = range b.pieces {
		if x, y := b.board.View().At(p); b.board.InView(p) && !b.pieces[p].Empty() && b.board.View().Hit(x, y) == p {
			break
		}
	}
	h.tapAt(b.cells[b.eraser()])
	h.tapPoint(p)
	if !b.pieces[p].Empty() {
		t.Fatalf("the eraser left %v on %s when zoomed", b.pieces[p], bd.Point(p).Name)
	}

	// A drag from the empty point pans and changes nothing.
	v0 := b.board.View()
	x, y := v0.At(p)
	heard := len(h.host.Heard)
	pieces := slices.Clone(b.pieces)
	h.drag(x, y, x+v0.Spacing*2, y+v0.Spacing*2)
	v1 := b.board.View()
	if v1.OX == v0.OX && v1.OY == v0.OY {
		t.Error("a drag from an empty point did not pan the zoomed board")
	}
	if !slices.Equal(b.pieces, pieces) || len(h.host.Heard) != heard {
		t.Errorf("the pan changed the board or said %q", h.host.Heard[heard:])
	}

	// A piece next to the empty point dragged onto it moves.
	from := -1
	for _, q := range bd.Neighbours(p) {
		if !b.pieces[q].Empty() && b.board.InView(q) {
			from = q
			break
		}
	}
	if from < 0 {
		t.Fatalf("no piece in view beside %s", bd.Point(p).Name)
	}
	pc := b.pieces[from]
	x0, y0 := v1.At(from)
	x1, y1 := v1.At(p)
	h.drag(x0, y0, x1, y1)
	if b.pieces[p] != pc || !b.pieces[from].Empty() {
		t.Errorf("the drag from %s left %v there and %v on %s", bd.Point(from).Name, b.pieces[from], b.pieces[p], bd.Point(p).Name)
	}
	if want := " moved from " + bd.Point(from).Name + " to " + bd.Point(p).Name + "."; !strings.Contains(h.lastHeard(), want) {
		t.Errorf("heard %q, want %q", h.lastHeard(), want)
	}

	// The cursor walked right across the board keeps in view.
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyRight}})
	for range 20 {
		h.frame(ui.Frame{Keys: []ui.Key{ui.KeyRight}})
		if c := b.board.Cursor(); c < 0 || !b.board.InView(c) {
			t.Fatalf("the cursor on %d is out of the zoomed view", c)
		}
	}

	// Tab to the zoom button, last, and zoom out with Enter.
	for range len(b.cells) + len(b.buttons()) {
		h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}})
		if h.lastHeard() == "− button." {
			break
		}
	}
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	if b.board.Zoomed() || h.lastHeard() != "Whole board shown." {
		t.Errorf("Enter on the zoom button: zoomed %v, heard %q", b.board.Zoomed(), h.lastHeard())
	}
	if n := points(); n != all {
		t.Errorf("%d of %d points in view after zooming out", n, all)
	}
}
