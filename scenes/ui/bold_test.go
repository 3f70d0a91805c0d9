package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
)

// TestBoldComesLater draws bold text as the page does before its bold
// face came (in the regular face, still known as bold), then gives the
// face: the same faces draw in bold, wider, and a file that is no font
// changes nothing.
func TestBoldComesLater(t *testing.T) {
	saved, savedFaces, savedBolds := boldSource, faces, bolds
	defer func() { boldSource, faces, bolds = saved, savedFaces, savedBolds }()
	boldSource, faces, bolds = nil, map[faceKey]*text.GoTextFace{}, map[*text.GoTextFace]bool{}

	const line = "Hounds to move"
	f := Face(true, 20)
	if f.Source != regularSource || !IsBold(f) || HasBold() {
		t.Fatalf("before the bold face: source regular %v, IsBold %v, HasBold %v; want true, true, false", f.Source == regularSource, IsBold(f), HasBold())
	}
	if IsBold(Face(false, 20)) {
		t.Error("a regular face is said bold")
	}
	before := TextWidth(line, f)
	if err := SetBold([]byte("not a font")); err == nil || HasBold() || f.Source != regularSource {
		t.Fatalf("a damaged font: error %v, HasBold %v; want an error and nothing changed", err, HasBold())
	}
	if err := SetBold(gobold.TTF); err != nil {
		t.Fatal(err)
	}
	if f.Source == regularSource || !HasBold() || Face(true, 20) != f {
		t.Fatal("after SetBold the face given in bold still draws in regular")
	}
	if after := TextWidth(line, f); after <= before {
		t.Errorf("%q is %v wide in bold, %v in regular; want it wider", line, after, before)
	}
	if g := Face(true, 31); g.Source == regularSource {
		t.Error("a bold face asked for after SetBold draws in regular")
	}
}
