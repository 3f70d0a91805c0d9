package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/gametest/toy"
	"parlour/game/look"
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
				paintLook(img, 1.5*r, 1.5*r, r, lookOf(e.Game.Looks, game.Piece{Owner: game.Player(owner), Kind: uint8(k)}), owner)
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
	if lookOf(looks, game.Piece{Kind: 1}) != &look.Plain || lookOf(looks, game.Piece{Kind: 5}) != &look.Plain {
		t.Error("a kind without a look is not drawn as the plain disc")
	}
	if lookOf(looks, game.Piece{Kind: 2}) != &looks[2] {
		t.Error("a kind's own look is not used")
	}
}
