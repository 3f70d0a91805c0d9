package board

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/foxgeese"
	"parlour/game/gametest/toy"
	"parlour/game/harehounds"
	"parlour/game/leapfrog"
	"parlour/game/look"
	"parlour/game/solitaire"
	"parlour/scenes/ui"
)

// lookInk is what TestEveryLookDraws's child process reports of one kind
// of piece drawn for one owner: how many pixels its look covered.
type lookInk struct {
	Game, Kind string
	Owner      int
	Pixels     int
}

// lookLoop paints every kind of every game, for every owner, inside a game
// loop, where pixels can be read back.
type lookLoop struct {
	inks []lookInk
	done bool
}

func (l *lookLoop) Update() error {
	if l.done {
		return errShotsDone
	}
	l.done = true
	const r = 20
	img := ebiten.NewImage(3*r, 3*r)
	defer img.Deallocate()
	pix := make([]byte, 4*3*r*3*r)
	for _, e := range catalog.Entries() {
		for k := 1; k < len(e.Game.Kinds); k++ {
			for _, owner := range []int{0, 1, int(game.NoPlayer)} {
				img.Clear()
				paintLook(img, 1.5*r, 1.5*r, r, LookOf(e.Game.Looks, game.Piece{Owner: game.Player(owner), Kind: uint8(k)}), owner)
				img.ReadPixels(pix)
				n := 0
				for i := 3; i < len(pix); i += 4 {
					if pix[i] > 0x80 {
						n++
					}
				}
				l.inks = append(l.inks, lookInk{e.Game.ID, e.Game.Kinds[k], owner, n})
			}
		}
	}
	return nil
}

func (l *lookLoop) Draw(*ebiten.Image)         {}
func (l *lookLoop) Layout(w, h int) (int, int) { return w, h }

const lookChild = "PARLOUR_LOOK_CHILD"

// TestEveryLookDraws paints every kind of piece of every game, the toy
// game's stone included (its look is written in its own package alone),
// for the first seat, the second and nobody, and checks that each covers
// at least half the area of its disc: a look that the painter cannot draw
// would leave it bare. The pixels are read in a game loop of a child
// process (it needs a display: run it under xvfb-run), as RunGame may run
// once per process.
func TestEveryLookDraws(t *testing.T) {
	if os.Getenv(lookChild) != "" {
		l := &lookLoop{}
		if err := ebiten.RunGame(l); err != nil && !errors.Is(err, errShotsDone) {
			t.Fatalf("the game loop: %v", err)
		}
		out, err := json.Marshal(l.inks)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("look-inks %s\n", out)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestEveryLookDraws$", "-test.count=1")
	cmd.Env = append(os.Environ(), lookChild+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("painting in a window (is there a display? run under xvfb-run): %v\n%s", err, out)
	}
	var inks []lookInk
	for _, line := range strings.Split(string(out), "\n") {
		if js, ok := strings.CutPrefix(line, "look-inks "); ok {
			if err := json.Unmarshal([]byte(js), &inks); err != nil {
				t.Fatalf("the child's report %q: %v", js, err)
			}
		}
	}
	kinds := map[string]bool{}
	for _, e := range catalog.Entries() {
		for _, k := range e.Game.Kinds[1:] {
			kinds[e.Game.ID+"/"+k] = true
		}
	}
	if !kinds[toy.Spec.ID+"/stone"] {
		t.Fatal("the toy game has no stone to draw")
	}
	const disc = 3.14159 * 20 * 20
	for _, in := range inks {
		delete(kinds, in.Game+"/"+in.Kind)
		if float64(in.Pixels) < disc/2 {
			t.Errorf("%s's %s for owner %d covers %d pixels, less than half its disc's %.0f", in.Game, in.Kind, in.Owner, in.Pixels, disc)
		}
	}
	for k := range kinds {
		t.Errorf("%s was not drawn", k)
	}
}

// TestPlainLook checks that a kind without a look of its own, and a kind
// beyond a game's list, are drawn as the plain disc.
func TestPlainLook(t *testing.T) {
	looks := []look.Look{{}, {}, {Shapes: []look.Shape{look.Fill(look.RGB(0), look.Disc(0, 0, 1))}}}
	if LookOf(looks, game.Piece{Kind: 1}) != &look.Plain || LookOf(looks, game.Piece{Kind: 5}) != &look.Plain {
		t.Error("a kind without a look is not drawn as the plain disc")
	}
	if LookOf(looks, game.Piece{Kind: 2}) != &looks[2] {
		t.Error("a kind's own look is not used")
	}
}

// playAreas are the places the play screen gives a big board at UI scale
// 1: on a 390×844 phone held upright and on a 1280×800 laptop.
var playAreas = map[string]ui.Rect{
	"390x844":  {X: 12, Y: 90, W: 366, H: 405},
	"1280x800": {X: 24, Y: 96, W: 832, H: 680},
}

// stillSource is a position shown on a board, where a person may move.
type stillSource struct{ st game.State }

func (s stillSource) State() game.State  { return s.st }
func (s stillSource) Version() int       { return 0 }
func (s stillSource) PersonToMove() bool { return true }
func (s stillSource) LastPath() []int    { return nil }

// leapfrogWidget returns a board of a coloured Leapfrog of the given size,
// with moves played, laid out where the play screen puts it on a screen
// of the given size.
func leapfrogWidget(t *testing.T, size, screen string, moves ...string) *Widget {
	t.Helper()
	m, err := game.NewMatch(leapfrog.Spec, game.Options{leapfrog.OptSize: size, leapfrog.OptVersion: "coloured"})
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	w := NewWidget(stillSource{m.State()}, leapfrog.Spec.Looks, func(string) {})
	w.Layout(playAreas[screen], 1)
	return w
}

// TestCoordinatesInsidePlate checks that every coordinate fits between
// the outer squares and the plate's edge, on big boards at phone and
// desktop sizes.
func TestCoordinatesInsidePlate(t *testing.T) {
	for _, size := range []string{"15", "18"} {
		for _, wh := range []string{"390x844", "1280x800"} {
			v := leapfrogWidget(t, size, wh).View()
			pl := v.Plate()
			f := labelFace(v.Spacing, 1)
			cols, rows := v.Board.Size()
			grid := ui.Rect{X: v.OX - v.Spacing/2, Y: v.OY - v.Spacing/2, W: float64(cols) * v.Spacing, H: float64(rows) * v.Spacing}
			for _, l := range coordinatePlaces(v, 1) {
				w, ht := ui.TextWidth(l.text, f), ui.LineHeight(f)*0.7
				r := ui.Rect{X: l.x - w/2, Y: l.y - ht/2, W: w, H: ht}
				if r.X < pl.X || r.Right() > pl.Right() || r.Bottom() > pl.Bottom() || r.Intersects(grid) {
					t.Errorf("%s×%s at %v: label %q at %+v, plate %+v, squares %+v", size, size, wh, l.text, r, pl, grid)
				}
			}
		}
	}
}

// TestMovableRingVisible checks that the ring on the pieces that can jump
// is wide enough to see on Leapfrog's big boards, and stands outside the
// piece, at phone and desktop sizes.
func TestMovableRingVisible(t *testing.T) {
	for _, size := range []string{"15", "18"} {
		for _, wh := range []string{"390x844", "1280x800"} {
			bw := leapfrogWidget(t, size, wh, "xh8", "xh9")
			v := bw.View()
			r, w := movableRing(v, 1)
			if w < 3 || r-w/2 < v.PieceRadius()-0.01 {
				t.Errorf("%s×%s at %v: ring radius %.1f width %.1f around pieces of radius %.1f", size, size, wh, r, w, v.PieceRadius())
			}
			if len(bw.Picker().Movable()) == 0 {
				bw.Update(1.0/60, 1.0/60)
			}
			img := ebiten.NewImage(1280, 844)
			bw.Draw(img, 1, 0, nil)
			img.Deallocate()
		}
	}
}

// TestHoleNumbers checks that boards whose moves are written in numbers
// show each hole's number, clear of the pieces and inside the board, at
// phone and desktop sizes; boards named by coordinates get none (the
// play screen's TestHoleNumbersSetting checks that the setting hides
// them).
func TestHoleNumbers(t *testing.T) {
	// The places the play screen gives each board at UI scale 1, on a
	// 390×844 phone upright and on a 1280×800 laptop.
	holes := map[string]ui.Rect{"390x844": {X: 12, Y: 90, W: 366, H: 365.62}, "1280x800": {X: 24, Y: 96, W: 832, H: 680}}
	tests := []struct {
		g     *game.Game
		want  bool
		areas map[string]ui.Rect
	}{
		{foxgeese.Spec, true, holes},
		{solitaire.Spec, true, holes},
		{harehounds.Spec, false, map[string]ui.Rect{"390x844": {X: 12, Y: 90, W: 366, H: 225.18}, "1280x800": {X: 24, Y: 59.135, W: 832, H: 680}}},
		{leapfrog.Spec, false, playAreas},
	}
	for _, tt := range tests {
		t.Run(tt.g.ID, func(t *testing.T) {
			st, _, err := tt.g.Start(nil)
			if err != nil {
				t.Fatal(err)
			}
			for name, area := range tt.areas {
				w := NewWidget(stillSource{st}, tt.g.Looks, func(string) {})
				w.Layout(area, 1)
				v := w.View()
				places := numberPlaces(v)
				if got := len(places) > 0; got != tt.want {
					t.Fatalf("%v: %d numbers drawn, want them %v", name, len(places), tt.want)
				}
				f, pr, pl := numberFace(v.Spacing, 1), v.PieceRadius(), v.Plate()
				for _, n := range places {
					w, ht := ui.TextWidth(n.text, f), ui.LineHeight(f)*0.7
					r := ui.Rect{X: n.x - w/2, Y: n.y - ht/2, W: w, H: ht}
					if r.X < pl.X || r.Y < pl.Y || r.Right() > pl.Right() || r.Bottom() > pl.Bottom() {
						t.Errorf("%v: number %s at %+v leaves the board %+v", name, n.text, r, pl)
					}
					for q := 0; q < v.Board.Len(); q++ {
						x, y := v.At(q)
						dx, dy := x-ui.Clamp(x, r.X, r.Right()), y-ui.Clamp(y, r.Y, r.Bottom())
						if math.Hypot(dx, dy) < pr*0.9 {
							t.Errorf("%v: number %s at %+v covers the piece on %s", name, n.text, r, v.Board.Point(q).Name)
						}
					}
				}
				img := ebiten.NewImage(1280, 844)
				w.Numbers = true
				w.Draw(img, 1, 0, nil)
				img.Deallocate()
			}
		})
	}
}

// TestChainShown builds chains of jumps by taps and checks what the board
// shows: in Fox and Geese, mid-chain, the fox on its latest landing, the
// goose jumped taken, the next landing a target unlike the landing that
// stops; in Leapfrog, whose chain is made one jump at a time, the piece
// in the middle of its chain picked up, its next landing taken by the
// first tap, and the piece tapped again ending the chain.
func TestChainShown(t *testing.T) {
	tests := []struct {
		g          *game.Game
		opts       game.Options
		moves      string
		taps       []string
		want       HookState
		then, play string // a tap after, and the move it plays
	}{
		{foxgeese.Spec, nil, "9-4 17-10 11-5 15-9", []string{"5", "17"},
			HookState{Picked: []string{"5", "17"}, Piece: "17", Taken: []string{"10"}, Targets: []string{"15"}, Stop: "17"}, "17", "5x17"},
		{foxgeese.Spec, nil, "9-4 17-10 11-5 15-9", []string{"5", "17", "15"},
			HookState{Picked: []string{"5", "17", "15"}, Piece: "15", Taken: []string{"10", "16"}, Targets: []string{"5"}, Stop: "15"}, "5", "5x17x15x5"},
		{leapfrog.Spec, game.Options{leapfrog.OptSize: "6", leapfrog.OptPlayers: "2"},
			"xa1 xc2 c4-c2 a4-c4 e3-c3 b6-b4 a2-a4 d1-d3 a5-a3 b3-b5 d4-d2 b1-d1", nil,
			HookState{Picked: []string{"d1"}, Piece: "d1", Targets: []string{"d3"}, Stop: "d1"}, "d3", "d1-d3"},
		{leapfrog.Spec, game.Options{leapfrog.OptSize: "6", leapfrog.OptPlayers: "2"},
			"xa1 xc2 c4-c2 a4-c4 e3-c3 b6-b4 a2-a4 d1-d3 a5-a3 b3-b5 d4-d2 b1-d1", []string{"a3"},
			HookState{Picked: []string{"d1"}, Piece: "d1", Targets: []string{"d3"}, Stop: "d1"}, "d1", "stop"},
	}
	for _, tt := range tests {
		t.Run(tt.g.ID+" "+strings.Join(tt.taps, ","), func(t *testing.T) {
			m, err := game.NewMatch(tt.g, tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			for _, mv := range strings.Fields(tt.moves) {
				if err := m.PlayString(mv); err != nil {
					t.Fatal(err)
				}
			}
			st := m.State()
			w := NewWidget(stillSource{st}, tt.g.Looks, func(string) {})
			w.Layout(playAreas["390x844"], 1)
			tap := func(name string) (string, bool) {
				p, ok := st.Board().Lookup(name)
				if !ok {
					t.Fatalf("no point %s", name)
				}
				w.SetCursor(p)
				mv, played := w.Activate()
				if !played {
					return "", false
				}
				return st.MoveString(mv), true
			}
			for _, n := range tt.taps {
				if mv, ok := tap(n); ok {
					t.Fatalf("tap %s played %s", n, mv)
				}
			}
			got := w.Hook()
			if got == nil || !slices.Equal(got.Picked, tt.want.Picked) || got.Piece != tt.want.Piece || !slices.Equal(got.Taken, tt.want.Taken) ||
				!slices.Equal(got.Targets, tt.want.Targets) || got.Stop != tt.want.Stop {
				t.Errorf("the board shows %+v, want %+v", got, tt.want)
			}
			img := ebiten.NewImage(1280, 844)
			w.Draw(img, 1, 0, nil)
			img.Deallocate()
			if mv, ok := tap(tt.then); !ok || mv != tt.play {
				t.Errorf("then tapping %s plays %q (%v), want %s", tt.then, mv, ok, tt.play)
			}
		})
	}
}

// TestEmptyHolesPlain checks that Peg Solitaire's boards are drawn as
// holes, an empty one a well at least half as wide as a peg, where other
// boards of lines mark their points with small dots.
func TestEmptyHolesPlain(t *testing.T) {
	for _, tt := range []struct {
		g     *game.Game
		opts  game.Options
		holes bool
	}{
		{solitaire.Spec, nil, true},
		{solitaire.Spec, game.Options{solitaire.OptBoard: solitaire.BoardFrench}, true},
		{foxgeese.Spec, nil, false},
		{harehounds.Spec, nil, false},
	} {
		st, _, err := tt.g.Start(tt.opts)
		if err != nil {
			t.Fatal(err)
		}
		for name, area := range playAreas {
			w := NewWidget(stillSource{st}, tt.g.Looks, func(string) {})
			w.Layout(area, 1)
			v := w.View()
			lw := ui.Clamp(0.034*v.Spacing, 1.5, 6)
			r := pointRadius(v.Board, v.Spacing, lw)
			if holes := v.Board.Style() == game.Holes; holes != tt.holes {
				t.Errorf("%s %v: drawn as holes %v, want %v", tt.g.ID, tt.opts, holes, tt.holes)
			}
			if tt.holes && r < v.PieceRadius()/2 {
				t.Errorf("%s %v at %s: an empty hole %.1f pixels wide, a peg %.1f", tt.g.ID, tt.opts, name, 2*r, 2*v.PieceRadius())
			}
		}
	}
}
