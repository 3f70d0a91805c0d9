package scenes

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
)

// setupHarness runs a set-up board headless: frames are fed by hand and
// Draw draws offscreen.
type setupHarness struct {
	t     *testing.T
	app   *App
	c     *Context
	b     *SetupBoard
	heard []string
}

// newSetupHarness opens g's options screen with options opts and opens the
// set-up board from it by the keyboard, as a player would.
func newSetupHarness(t *testing.T, g *game.Game, opts game.Options, store *platform.MemoryStore) *setupHarness {
	t.Helper()
	h := &setupHarness{t: t}
	if store == nil {
		store = platform.NewMemoryStore()
	}
	h.app = NewApp(Config{Store: store, Thinker: &fakeThinker{}, Announce: func(s string) { h.heard = append(h.heard, s) }})
	h.c = &Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60}
	o := NewOptions(h.app, g)
	for k, v := range opts {
		o.opts[k] = v
	}
	o.buildRows()
	o.Layout(h.c)
	row := slices.IndexFunc(o.rows, func(r choiceRow) bool { return r.setup })
	if row < 0 {
		t.Fatalf("%s: the options screen offers no set-up board", g.ID)
	}
	press := func(k Key) {
		h.c.In = &Frame{Keys: []Key{k}}
		if err := o.Update(h.c); err != nil {
			t.Fatal(err)
		}
	}
	for range row + 1 {
		press(KeyDown)
	}
	if o.focus.At() != row || !slices.Contains(h.heard, "Set up a position button. Enter opens the set-up board.") {
		t.Fatalf("%s: the arrows reached row %d of %d, heard %q", g.ID, o.focus.At(), row, h.heard)
	}
	press(KeyActivate)
	b, ok := h.app.next.(*SetupBoard)
	if !ok {
		t.Fatalf("%s: Enter on the set-up row went to %T", g.ID, h.app.next)
	}
	h.app.next = nil
	h.b = b
	b.Layout(h.c)
	return h
}

// frame runs one frame of the set-up board with the given input.
func (h *setupHarness) frame(f Frame) {
	h.c.Time += h.c.Dt
	h.c.In = &f
	if err := h.b.Update(h.c); err != nil {
		h.t.Fatal(err)
	}
}

// tapAt presses and releases the pointer at r's centre.
func (h *setupHarness) tapAt(r Rect) {
	x, y := r.Center()
	h.frame(Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(Frame{X: x, Y: y, Released: true})
}

// tapPoint taps point p of the board.
func (h *setupHarness) tapPoint(p int) {
	x, y := h.b.board.View().At(p)
	h.tapAt(Rect{x, y, 0, 0})
}

// draw draws one frame offscreen.
func (h *setupHarness) draw() {
	img := ebiten.NewImage(int(h.c.W), int(h.c.H))
	defer img.Deallocate()
	h.b.Draw(img, h.c)
}

func (h *setupHarness) lastHeard() string {
	if len(h.heard) == 0 {
		return ""
	}
	return h.heard[len(h.heard)-1]
}

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
// from its options screen and checks, through taps: a piece put on a
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
				p, ok := h.app.next.(*Play)
				if !ok {
					t.Fatalf("Play went to %T", h.app.next)
				}
				if got := p.s.Match().State().String(); got != want {
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
	if want == nil || b.problem != capitalize(want.Error()) || b.bPlay.Enabled {
		t.Fatalf("problem %q, Play enabled %v; want %v", b.problem, b.bPlay.Enabled, want)
	}
	var hs HookState
	b.Hook(&hs)
	if hs.Problem != b.problem || hs.Position != "" {
		t.Errorf("hook state %+v", hs)
	}
	h.layoutAndDraw()
	h.tapAt(b.bPlay.Rect)
	if h.app.next != nil {
		t.Fatalf("Play went to %T from an illegal position", h.app.next)
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
func illegal(b *SetupBoard) []game.Piece {
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
func changed(b *SetupBoard) {
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
	h.frame(Frame{Chars: []rune{'2'}})
	if b.chosen != 1 || !strings.HasPrefix(h.lastHeard(), "Hare chosen") {
		t.Fatalf("2 chose %d, heard %q", b.chosen, h.lastHeard())
	}
	h.frame(Frame{Keys: []Key{KeyRight}})
	if b.board.Cursor() < 0 {
		t.Fatal("no cursor after an arrow")
	}
	at := b.board.Cursor()
	name := b.start.Board().Point(at).Name
	if !strings.HasPrefix(h.lastHeard(), name+":") {
		t.Errorf("heard %q at the cursor on %s", h.lastHeard(), name)
	}
	for b.pieces[at] != (game.Piece{}) {
		h.frame(Frame{Keys: []Key{KeyRight}})
		at = b.board.Cursor()
	}
	name = b.start.Board().Point(at).Name
	h.frame(Frame{Keys: []Key{KeyActivate}})
	if b.pieces[at] != b.palette[1] {
		t.Fatalf("Enter put %v on %s", b.pieces[at], name)
	}
	if got := h.lastHeard(); !strings.HasPrefix(got, "Hare on "+name+".") || b.problem == "" || !strings.Contains(got, b.problem) {
		t.Errorf("heard %q, want the hare on %s and why the position is wrong (%q)", got, name, b.problem)
	}
	h.frame(Frame{Keys: []Key{KeyActivate}})
	if !b.pieces[at].Empty() || !strings.HasSuffix(h.lastHeard(), "The position can be played.") {
		t.Errorf("a second Enter left %v, heard %q", b.pieces[at], h.lastHeard())
	}
	// Tab to the side to move and press it.
	h.frame(Frame{Keys: []Key{KeyTab}})
	for b.focus.At() >= 0 && b.focus.At() < len(b.cells) {
		h.frame(Frame{Keys: []Key{KeyTab}})
	}
	if !strings.HasPrefix(h.lastHeard(), "Hounds to move button") {
		t.Errorf("heard %q on the side's button", h.lastHeard())
	}
	h.frame(Frame{Keys: []Key{KeyActivate}})
	if b.toMove != harehounds.Hare || !strings.HasPrefix(h.lastHeard(), "Hare to move.") {
		t.Errorf("to move %d, heard %q", b.toMove, h.lastHeard())
	}
}

// TestSetupPlayPutsAwayGame checks that Play asks before putting away the
// game in progress, and that Undo in the new game brings it back.
func TestSetupPlayPutsAwayGame(t *testing.T) {
	store := platform.NewMemoryStore()
	saves := NewSaves(store)
	if err := saves.SaveMatch(newMatch(t, "a2-b2", "e2-d1"), midend.DefaultSeats(2)); err != nil {
		t.Fatal(err)
	}
	h := newSetupHarness(t, harehounds.Spec, nil, store)
	h.b.nextSide()
	h.tapAt(h.b.bPlay.Rect)
	d := h.app.Dialog()
	if d == nil || d.Title != "Start a new game?" {
		t.Fatalf("dialog %v, want Start a new game?", d)
	}
	ph := &harness{t: t, app: h.app, c: h.c}
	ph.pressDialog("New game")
	p, ok := h.app.next.(*Play)
	if !ok {
		t.Fatalf("New game went to %T", h.app.next)
	}
	if got := p.s.Match().State().ToMove(); got != harehounds.Hare {
		t.Errorf("%d to move in the new game, want the hare", got)
	}
	ph.p = p
	p.Layout(h.c)
	ph.key(KeyUndo)
	if got := p.s.Match().MoveStrings(); !slices.Equal(got, []string{"a2-b2", "e2-d1"}) {
		t.Errorf("Undo brought back %v", got)
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
			heard := len(h.heard)
			h.frame(Frame{X: x0, Y: y0, Down: true, Pressed: true})
			for k := 1.0; k <= 4; k++ {
				h.frame(Frame{X: x0 + (x1-x0)*k/4, Y: y0 + (y1-y0)*k/4, Down: true})
			}
			h.draw()
			h.frame(Frame{X: x1, Y: y1, Released: true})
			if !tt.moved {
				if !slices.Equal(b.pieces, before) || len(h.heard) != heard {
					t.Fatalf("a drag from an empty point changed the board or said %q", h.heard[heard:])
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
	h.frame(Frame{X: x0, Y: y0, Down: true, Pressed: true})
	for k := 1.0; k <= 4; k++ {
		h.frame(Frame{X: x0 + (x1-x0)*k/4, Y: y0 + (y1-y0)*k/4, Down: true})
	}
	h.draw()
	h.frame(Frame{X: x1, Y: y1, Released: true})
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
	h.c.W, h.c.H, h.c.S = 390, 844, uiScale(390, 844, 1)
	b.Layout(h.c)
	zb := b.board.ZoomButton()
	if zb.Rect.Empty() || !slices.Contains(b.buttons(), zb) {
		t.Fatal("no zoom button on an 18×18 set-up board on a phone")
	}
	points := func() (n int) {
		b.Targets(func(name string, r Rect) {
			if strings.HasPrefix(name, "point:") {
				n++
				if !b.board.zoom.on && r.Intersects(zb.Rect) {
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
	if !b.board.zoom.on || h.lastHeard() != "Board zoomed in. Drag an empty square to look around." {
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
		if x, y := b.board.View().At(p); b.board.area.Contains(x, y) && !b.pieces[p].Empty() && b.board.View().Hit(x, y) == p {
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
	heard := len(h.heard)
	pieces := slices.Clone(b.pieces)
	h.drag(x, y, x+v0.Spacing*2, y+v0.Spacing*2)
	v1 := b.board.View()
	if v1.ox == v0.ox && v1.oy == v0.oy {
		t.Error("a drag from an empty point did not pan the zoomed board")
	}
	if !slices.Equal(b.pieces, pieces) || len(h.heard) != heard {
		t.Errorf("the pan changed the board or said %q", h.heard[heard:])
	}

	// A piece next to the empty point dragged onto it moves.
	from := -1
	for _, q := range bd.Neighbours(p) {
		if x, y := v1.At(q); !b.pieces[q].Empty() && b.board.area.Contains(x, y) {
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
	h.frame(Frame{Keys: []Key{KeyRight}})
	for range 20 {
		h.frame(Frame{Keys: []Key{KeyRight}})
		if c := b.board.Cursor(); c < 0 || !b.board.onBoard(c) {
			t.Fatalf("the cursor on %d is out of the zoomed view", c)
		}
	}

	// Tab to the zoom button, last, and zoom out with Enter.
	for range len(b.cells) + len(b.buttons()) {
		h.frame(Frame{Keys: []Key{KeyTab}})
		if h.lastHeard() == "− button." {
			break
		}
	}
	h.frame(Frame{Keys: []Key{KeyActivate}})
	if b.board.zoom.on || h.lastHeard() != "Whole board shown." {
		t.Errorf("Enter on the zoom button: zoomed %v, heard %q", b.board.zoom.on, h.lastHeard())
	}
	if n := points(); n != all {
		t.Errorf("%d of %d points in view after zooming out", n, all)
	}
}
