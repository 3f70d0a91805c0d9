package ui

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestDialogKeyboard checks the dialog's keys: Tab and Shift+Tab move the
// focus round its buttons, each announced, Enter presses the focused one.
func TestDialogKeyboard(t *testing.T) {
	h := &testHost{}
	c := &Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60}
	var pressed []string
	for _, tc := range []struct {
		keys  []Frame
		want  string
		heard string
	}{
		{nil, "Two", ""},
		{[]Frame{{Keys: []Key{KeyTab}}}, "One", "One button."},
		{[]Frame{{Keys: []Key{KeyTab}}, {Keys: []Key{KeyTab}}}, "Two", "Two button."},
		{[]Frame{{Keys: []Key{KeyTab}, Shift: true}}, "One", "One button."},
		{[]Frame{{Keys: []Key{KeyLeft}}}, "One", "One button."},
	} {
		h.Ask(NewDialog("Pick", "Pick one.",
			Choice{Label: "One", Action: func() { pressed = append(pressed, "One") }},
			Choice{Label: "Two", Action: func() { pressed = append(pressed, "Two") }}))
		h.heard = nil
		for _, f := range tc.keys {
			h.dialogFrame(c, f)
		}
		if tc.heard != "" && !slices.Contains(h.heard, tc.heard) {
			t.Errorf("keys %v: heard %q, want %q", tc.keys, h.heard, tc.heard)
		}
		h.dialogFrame(c, Frame{Keys: []Key{KeyActivate}})
		if h.dialog() != nil {
			t.Fatal("Enter did not close the dialog")
		}
		if got := pressed[len(pressed)-1]; got != tc.want {
			t.Errorf("keys %v: Enter pressed %s, want %s", tc.keys, got, tc.want)
		}
	}
	// A tap outside the box does nothing and goes no further.
	h.Ask(NewDialog("Pick", "Pick one.", Choice{Label: "One"}, Choice{Label: "Two"}))
	h.dialogFrame(c, Frame{X: 2, Y: 2, Down: true, Pressed: true})
	h.dialogFrame(c, Frame{X: 2, Y: 2, Released: true})
	if h.dialog() == nil {
		t.Error("a tap outside the dialog closed it")
	}
}

// TestDialogNativeField types into a platform's native box: the dialog
// opens it with its text, reads what it holds and the keys pressed in
// it, and closes it when answered.
func TestDialogNativeField(t *testing.T) {
	h := &testHost{native: &nativeBox{}}
	c := &Context{W: 390, H: 844, S: 1, DSF: 2, Dt: 1.0 / 60}
	got := ""
	h.Ask(NewTextDialog("Your name", "As the other players see it.", "Ann", 20, func(s string) { got = s }))
	if !h.native.open || h.native.text != "Ann" {
		t.Fatalf("the native box: open %v, holding %q", h.native.open, h.native.text)
	}
	h.native.text = "Bo" // typed in the box, unseen by the frames
	h.dialogFrame(c, Frame{})
	h.native.pressed = []Key{KeyActivate}
	h.dialogFrame(c, Frame{})
	if h.dialog() != nil || got != "Bo" || h.native.open {
		t.Errorf("after Enter in the box: dialog %v, value %q, box open %v", h.dialog(), got, h.native.open)
	}
}

// TestDialogFits lays dialogs out at desktop and phone sizes: the box on
// the screen, every button inside it and apart from the others, the
// field above the buttons, and every line of text inside the box.
func TestDialogFits(t *testing.T) {
	long := "Your saved game of The Game of War (112 moves) could not be read, and there is no room to put it aside, so nothing can be saved in its place while it stays."
	dialogs := []*Dialog{
		NewDialog("Start a new game?", "Your game of Hare and Hounds (30 moves played) will be put away.", Choice{Label: "New game"}, Choice{Label: "Keep playing", Primary: true}),
		NewDialog("A saved game is damaged", long, Choice{Label: "Discard it"}, Choice{Label: "Keep it"}),
		NewDialog("Share this game", "A link opens this game at this position in Parlour. A game record is a text file of its moves and players, to keep or to open later.",
			Choice{Label: "Copy link", Primary: true}, Choice{Label: "Export record"}, Choice{Label: "Import record"}, Choice{Label: "Close"}),
		NewTextDialog("Name for Hare", "Type the name shown for Hare; leave it empty for the usual name.", "Hare", 24, func(string) {}), // 24: the longest name of a seat
	}
	for _, size := range [][3]float64{{1280, 800, ScaleFor(1280, 800, 1)}, {390, 844, 1}, {390 * 3, 844 * 3, 3}} {
		c := &Context{W: size[0], H: size[1], S: size[2], DSF: 1, Dt: 1.0 / 60}
		for _, d := range dialogs {
			d.Layout(c)
			screen := c.Bounds()
			if !inside(d.box, screen) {
				t.Errorf("%vx%v %q: box %v off the screen", size[0], size[1], d.Title, d.box)
			}
			for i, b := range d.Buttons {
				if !inside(b.Rect, d.box) || b.Rect.H < 44*c.S {
					t.Errorf("%vx%v %q: button %q at %v, box %v", size[0], size[1], d.Title, b.Label, b.Rect, d.box)
				}
				for _, o := range d.Buttons[i+1:] {
					if overlap(b.Rect, o.Rect) {
						t.Errorf("%vx%v %q: buttons %q and %q overlap", size[0], size[1], d.Title, b.Label, o.Label)
					}
				}
				if d.field != nil && d.fieldRect.Bottom() > b.Rect.Y {
					t.Errorf("%vx%v %q: the field runs into the buttons", size[0], size[1], d.Title)
				}
			}
			f := Face(false, d.textF*c.S)
			for _, ln := range d.lines {
				if TextWidth(ln, f) > d.box.W-40*c.S {
					t.Errorf("%vx%v %q: line %q wider than the box", size[0], size[1], d.Title, ln)
				}
			}
			img := ebiten.NewImage(int(c.W), int(c.H))
			c.In = &Frame{}
			d.Draw(img, c)
			img.Deallocate()
		}
	}
}

func inside(r, outer Rect) bool {
	return r.X >= outer.X && r.Y >= outer.Y && r.Right() <= outer.Right()+0.01 && r.Bottom() <= outer.Bottom()+0.01
}

func overlap(a, b Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}
