package board

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
	"parlour/game/catchhare"
	"parlour/game/harehounds"
)

// hintInk is what TestOnePointHintDrawn's child process reports of one
// board: how many pixels a hint of the piece alone changed.
type hintInk struct {
	Game, Size string
	Changed    int
}

// hintLoop draws boards with and without a one-point hint inside a game
// loop, where pixels can be read back.
type hintLoop struct {
	t    *testing.T
	inks []hintInk
	done bool
}

func (l *hintLoop) Update() error {
	if l.done {
		return errShotsDone
	}
	l.done = true
	for _, g := range []*game.Game{harehounds.Spec, catchhare.Spec} {
		m, err := game.NewMatch(g, nil)
		if err != nil {
			l.t.Fatal(err)
		}
		st := m.State()
		// A piece of the side to move: the one a puzzle's first hint
		// would mark.
		piece := -1
		for _, mv := range st.LegalMoves(nil) {
			piece = st.MovePath(mv)[0]
			break
		}
		for size, area := range playAreas {
			w := NewWidget(stillSource{st}, g.Looks, func(string) {})
			w.Layout(area, 1)
			draw := func(hint []int) []byte {
				img := ebiten.NewImage(1280, 844)
				defer img.Deallocate()
				w.Draw(img, 1, 0, hint)
				pix := make([]byte, 4*1280*844)
				img.ReadPixels(pix)
				return pix
			}
			before, after := draw(nil), draw([]int{piece})
			n := 0
			for i := 0; i < len(before); i += 4 {
				if before[i] != after[i] || before[i+1] != after[i+1] || before[i+2] != after[i+2] {
					n++
				}
			}
			l.inks = append(l.inks, hintInk{g.ID, size, n})
		}
	}
	return nil
}

func (l *hintLoop) Draw(*ebiten.Image)         {}
func (l *hintLoop) Layout(w, h int) (int, int) { return w, h }

const hintChild = "PARLOUR_HINT_CHILD"

// TestOnePointHintDrawn checks that a hint of the piece alone (a
// puzzle's first hint, a path of one point) marks the board: drawn with
// it, the Hare and Hounds and Catch the Hare boards differ from the
// boards drawn without it by a ring's worth of pixels, at phone and
// desktop sizes. The pixels are read in a game loop of a child process
// (it needs a display: run it under xvfb-run), as RunGame may run once
// per process.
func TestOnePointHintDrawn(t *testing.T) {
	if os.Getenv(hintChild) != "" {
		l := &hintLoop{t: t}
		if err := ebiten.RunGame(l); err != nil && !errors.Is(err, errShotsDone) {
			t.Fatalf("the game loop: %v", err)
		}
		out, err := json.Marshal(l.inks)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("hint-inks %s\n", out)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestOnePointHintDrawn$", "-test.count=1")
	cmd.Env = append(os.Environ(), hintChild+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("drawing in a window (is there a display? run under xvfb-run): %v\n%s", err, out)
	}
	var inks []hintInk
	for _, line := range strings.Split(string(out), "\n") {
		if js, ok := strings.CutPrefix(line, "hint-inks "); ok {
			if err := json.Unmarshal([]byte(js), &inks); err != nil {
				t.Fatalf("the child's report %q: %v", js, err)
			}
		}
	}
	if len(inks) != 4 {
		t.Fatalf("the child drew %d boards, want 4:\n%s", len(inks), out)
	}
	for _, in := range inks {
		// A ring 3 px wide round a piece at least 10 px across.
		if in.Changed < 3*2*3*10 {
			t.Errorf("%s at %s: the first hint changed %d pixels of the board", in.Game, in.Size, in.Changed)
		} else {
			t.Logf("%s at %s: the first hint changed %d pixels", in.Game, in.Size, in.Changed)
		}
	}
}
