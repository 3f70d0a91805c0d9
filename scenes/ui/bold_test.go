package ui

import (
	"errors"
	"testing"
	"time"

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

// TestFetchBold downloads the bold face as the page does after its first
// frame: nothing changes until it came, then TakeBold makes it the bold
// face once; a download that fails leaves the regular face.
func TestFetchBold(t *testing.T) {
	saved, savedFaces, savedBolds, savedComing := boldSource, faces, bolds, boldComing
	defer func() { boldSource, faces, bolds, boldComing = saved, savedFaces, savedBolds, savedComing }()
	for _, tc := range []struct {
		name string
		get  func() ([]byte, error)
		want bool
	}{
		{"came", func() ([]byte, error) { return gobold.TTF, nil }, true},
		{"failed", func() ([]byte, error) { return nil, errors.New("offline") }, false},
		{"damaged", func() ([]byte, error) { return []byte("not a font"), nil }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			boldSource, faces, bolds, boldComing = nil, map[faceKey]*text.GoTextFace{}, map[*text.GoTextFace]bool{}, nil
			if TakeBold() {
				t.Fatal("TakeBold before any download: true")
			}
			woke := make(chan struct{}, 1)
			release := make(chan struct{})
			FetchBold(func() ([]byte, error) { <-release; return tc.get() }, func() { woke <- struct{}{} })
			if TakeBold() || HasBold() {
				t.Fatal("TakeBold before the download came: true")
			}
			close(release)
			if tc.want {
				select {
				case <-woke:
				case <-time.After(10 * time.Second):
					t.Fatal("no wake after the download")
				}
			} else {
				time.Sleep(50 * time.Millisecond) // a failure wakes no one
			}
			if got := TakeBold(); got != tc.want || HasBold() != tc.want {
				t.Fatalf("TakeBold %v, HasBold %v; want %v", got, HasBold(), tc.want)
			}
			if TakeBold() {
				t.Fatal("TakeBold twice: true")
			}
		})
	}
}
