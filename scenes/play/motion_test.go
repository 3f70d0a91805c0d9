package play

import (
	"bytes"
	"context"
	"errors"
	"image"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/midend"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// computerMoves plays the hounds' a2-b2 by taps and lets the computer
// answer, running frames until the frame that plays its move.
func (h *harness) computerMoves() {
	h.t.Helper()
	asked := len(h.ai.Reqs)
	h.tap("a2")
	h.tap("b2")
	h.wantMoves("a2-b2")
	for i := 0; len(h.ai.Reqs) == asked; i++ {
		if i > 100 {
			h.t.Fatal("the computer was never asked to move")
		}
		h.idle(1)
	}
	h.answer()
	for i := 0; len(h.moves()) < 2; i++ {
		if i > 2*60*midend.MinThinkTime {
			h.t.Fatal("the computer's answer was never played")
		}
		h.idle(1)
	}
}

// TestReducedMotionMoves wants every move shown at its landing in the
// frame that plays it when the player asks for reduced motion: a move
// tapped, the computer's answer, a move replayed by Redo; and the movable
// pieces not pulsing. With full motion the same moves travel, which
// shows the test can tell.
func TestReducedMotionMoves(t *testing.T) {
	for _, tt := range []struct {
		motion saves.Motion
		travel bool
	}{{saves.MotionFull, true}, {saves.MotionReduced, false}} {
		t.Run(string(tt.motion), func(t *testing.T) {
			h := newHarness(t, vsAI)
			h.host.Settings().Motion = tt.motion
			h.frame(ui.Frame{X: -1, Y: -1})
			if h.p.pulses() != tt.travel {
				t.Errorf("the movable pieces pulse: %v, want %v", h.p.pulses(), tt.travel)
			}
			h.tap("a2")
			h.tap("b2")
			if h.p.board.Moving() != tt.travel {
				t.Errorf("the move tapped travels: %v, want %v", h.p.board.Moving(), tt.travel)
			}
			h.idle(30)
			h.p.s.Undo()
			h.idle(1)
			h.computerMoves()
			if h.p.board.Moving() != tt.travel || h.p.hook().Moving != tt.travel || h.p.Animating() != tt.travel {
				t.Errorf("in the frame that plays the computer's move, it travels: %v (the hooks say %v, animating %v), want %v",
					h.p.board.Moving(), h.p.hook().Moving, h.p.Animating(), tt.travel)
			}
			h.idle(60)
			h.p.btn.undo.Activate()
			h.idle(1)
			h.p.btn.redo.Activate()
			h.idle(1)
			if len(h.moves()) != 2 || h.p.board.Moving() != tt.travel {
				t.Errorf("moves %v after Undo and Redo; the move replayed travels: %v, want %v", h.moves(), h.p.board.Moving(), tt.travel)
			}
		})
	}
}

const motionChild = "PARLOUR_MOTION_CHILD"

var errMotionDone = errors.New("drawn")

// onceLoop runs its function in the first frame of a real game loop,
// where the pixels drawn can be read back.
type onceLoop struct{ run func() }

func (l *onceLoop) Update() error {
	l.run()
	return errMotionDone
}
func (l *onceLoop) Draw(*ebiten.Image)         {}
func (l *onceLoop) Layout(w, h int) (int, int) { return w, h }

// boardPixels draws a frame and returns the pixels of the board's plate.
func (h *harness) boardPixels() []byte {
	img := ebiten.NewImage(int(h.c.W), int(h.c.H))
	defer img.Deallocate()
	img.Fill(ui.ColBackground)
	h.p.Draw(img, h.c)
	r := h.p.board.View().Plate()
	sub := img.SubImage(image.Rect(int(r.X), int(r.Y), int(r.Right()), int(r.Bottom()))).(*ebiten.Image)
	pix := make([]byte, 4*sub.Bounds().Dx()*sub.Bounds().Dy())
	sub.ReadPixels(pix)
	return pix
}

// TestReducedMotionDrawn reads back the board as drawn, with reduced
// motion and with full: with reduced motion the frame that plays the
// computer's move shows the board as it stays (the piece at its
// landing), and two frames half a second apart while a person may move
// are the same (no pulse); with full motion both differ. The pixels are
// read in a game loop of a child process (it needs a display: run it
// under xvfb-run), as RunGame may run once per process.
func TestReducedMotionDrawn(t *testing.T) {
	if os.Getenv(motionChild) != "" {
		l := &onceLoop{run: func() { reducedMotionDrawn(t) }}
		if err := ebiten.RunGame(l); err != nil && !errors.Is(err, errMotionDone) {
			t.Fatalf("the game loop: %v", err)
		}
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestReducedMotionDrawn$", "-test.count=1")
	cmd.Env = append(os.Environ(), motionChild+"=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("drawn in a window (without a display, run under xvfb-run): %v\n%s", err, out)
	}
}

func reducedMotionDrawn(t *testing.T) {
	for _, tt := range []struct {
		motion saves.Motion
		moves  bool // the board's drawing changes with no new move
	}{{saves.MotionFull, true}, {saves.MotionReduced, false}} {
		h := newHarness(t, vsAI)
		h.host.Settings().Motion = tt.motion
		h.frame(ui.Frame{X: -1, Y: -1})
		a := h.boardPixels()
		h.idle(30)
		if b := h.boardPixels(); !bytes.Equal(a, b) != tt.moves {
			t.Errorf("motion %q: the board drawn half a second apart, a person to move, differs: %v, want %v (the pulse)",
				tt.motion, !bytes.Equal(a, b), tt.moves)
		}
		h.computerMoves()
		landed := h.boardPixels()
		h.idle(2 * 60)
		if after := h.boardPixels(); !bytes.Equal(landed, after) != tt.moves {
			t.Errorf("motion %q: the board drawn in the frame that plays the computer's move differs from the board 2 s later: %v, want %v",
				tt.motion, !bytes.Equal(landed, after), tt.moves)
		}
	}
}
