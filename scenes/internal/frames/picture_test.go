package frames

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/scenes/ui"
)

// still is a screen where nothing moves.
type still struct{}

func (still) Name() string                          { return "still" }
func (still) Layout(*ui.Context)                    {}
func (still) Update(*ui.Context) error              { return nil }
func (still) Draw(dst *ebiten.Image, c *ui.Context) { dst.Fill(ui.ColBackground) }
func (still) Targets(func(string, ui.Rect))         {}

// TestInputDrawsItsFeedback wants the screen drawn at every frame just
// after an input, while a clicked button flashes, and not for the rest of
// InputGrace, through which the frames only keep coming.
func TestInputDrawsItsFeedback(t *testing.T) {
	screen := ebiten.NewImage(390, 844)
	defer screen.Deallocate()
	var p Picture
	r := NewRest()
	c := &ui.Context{W: 390, H: 844, S: 1, DSF: 1, Dt: 1.0 / 60, Time: 10, In: &ui.Frame{}}
	p.Draw(screen, c, still{}, Over{Covered: func() bool { return false }}, func(dst *ebiten.Image) { still{}.Draw(dst, c) })
	r.Settle(c, &p, still{}, Busy{}) // the draw seen
	if p.needsRedraw(screen, c, still{}, false) || r.stir(c, &p, still{}, Busy{}) != "" {
		t.Fatalf("a still screen is drawn again (%v) or kept from rest (%q)", p.needsRedraw(screen, c, still{}, false), r.stir(c, &p, still{}, Busy{}))
	}
	for _, tt := range []struct {
		ago  float64 // seconds since the last input
		draw bool
	}{{0, true}, {ui.PressFeedback / 2, true}, {(ui.PressFeedback + ui.InputGrace) / 2, false}} {
		p.input, p.hadInput = c.Time-tt.ago, true
		if got := p.needsRedraw(screen, c, still{}, false); got != tt.draw {
			t.Errorf("%.2f s after an input: drawn again %v, want %v", tt.ago, got, tt.draw)
		}
		if got := r.stir(c, &p, still{}, Busy{}); got != "input" {
			t.Errorf("%.2f s after an input the frames may rest (stirred by %q)", tt.ago, got)
		}
	}
}

// TestStartIsNoInput opens a still screen and gives it frames without
// input from time 0: none is drawn again for an input, and the frames
// are not kept awake for one, which, on a page whose first frames come
// slowly, kept a play screen's pieces pulsing for seconds after it
// opened.
func TestStartIsNoInput(t *testing.T) {
	screen := ebiten.NewImage(390, 844)
	defer screen.Deallocate()
	var p Picture
	r := NewRest()
	c := &ui.Context{W: 390, H: 844, S: 1, DSF: 1, Dt: 1.0 / 60, In: &ui.Frame{}}
	for i := range 10 {
		c.Time += c.Dt
		p.Input(c)
		if c.Time-c.LastInput < ui.InputGrace {
			t.Fatalf("frame %d: the last input was %.2f s ago, with none made", i, c.Time-c.LastInput)
		}
		p.Draw(screen, c, still{}, Over{Covered: func() bool { return false }}, func(dst *ebiten.Image) { still{}.Draw(dst, c) })
		r.Settle(c, &p, still{}, Busy{})
		if i > 0 && r.Stirred() != "" {
			t.Errorf("frame %d: kept from rest by %q, with nothing moving and no input", i, r.Stirred())
		}
	}
	if p.Redraws() != 1 {
		t.Errorf("drawn %d times in 10 frames without input or change, want once", p.Redraws())
	}
}
