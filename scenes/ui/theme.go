package ui

import (
	"bytes"
	"image/color"
	"log"
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/assets/fonts"
)

// The palette: a deep green table, cream cards, a paper board and a gold
// accent.
var (
	ColBackground  = RGB(0x1c2925)
	ColBackground2 = RGB(0x14201c)
	ColPanel       = RGB(0x26352f)
	ColPanelHi     = RGB(0x2f413a)
	ColPanelLo     = RGB(0x1f2c27)
	ColBorder      = RGB(0x3b4d46)
	ColText        = RGB(0xf1ece2)
	ColMuted       = RGB(0xa6b2ab)
	ColFaint       = RGB(0x6f7d76)
	ColAccent      = RGB(0xe3b04b)
	ColAccentHi    = RGB(0xf0c465)
	ColAccentText  = RGB(0x2a2218)
	ColFocus       = RGB(0x7cc4ff)
	ColDanger      = RGB(0xe07a5f)
	ColPlate       = RGB(0xecdcbc)
	ColPlateEdge   = RGB(0xc4a676)
	ColLine        = RGB(0x6b4a2b)
	ColSquareLight = RGB(0xf0e2c4)
	ColSquareDark  = RGB(0xc9a978)
	ColMark        = RGB(0xb5482e)
	ColTarget      = RGB(0x2f8f63)
	ColLastMove    = RGB(0xc7772e)
	ColHint        = RGB(0x3d7fd1)
	ColWin         = RGB(0x2f6e52)
)

// RGB returns the opaque colour 0xRRGGBB.
func RGB(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// WithAlpha returns c at opacity a (0..1), premultiplied.
func WithAlpha(c color.RGBA, a float64) color.RGBA {
	a = Clamp(a, 0, 1)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(255 * a)}
}

// Mix blends a towards b by t (0..1).
func Mix(a, b color.RGBA, t float64) color.RGBA {
	t = Clamp(t, 0, 1)
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

// The fonts: Go's regular and bold faces, trimmed (package
// assets/fonts). The bold one is built in
// natively (boldAtStart); the page draws bold text in the regular face
// until SetBold brings it, after its first frame (package assets/fonts).
var (
	regularSource = mustFaceSource(fonts.Regular)
	boldSource    = boldAtStart()
	bolds         = map[*text.GoTextFace]bool{} // the faces asked for in bold
)

func mustFaceSource(ttf []byte) *text.GoTextFaceSource {
	s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
	if err != nil {
		panic(err) // the embedded fonts are known good
	}
	return s
}

type faceKey struct {
	bold bool
	size float64
}

var faces = map[faceKey]*text.GoTextFace{}

// Face returns the Go font at size device pixels, cached.
func Face(bold bool, size float64) *text.GoTextFace {
	k := faceKey{bold, math.Round(size*2) / 2}
	if f, ok := faces[k]; ok {
		return f
	}
	src := regularSource
	if bold && boldSource != nil {
		src = boldSource
	}
	f := &text.GoTextFace{Source: src, Size: math.Max(k.size, 1)}
	faces[k] = f
	if bold {
		bolds[f] = true
	}
	return f
}

// IsBold reports whether f is a face Face gave in bold, drawn so or, until
// the bold face comes, in regular.
func IsBold(f *text.GoTextFace) bool { return bolds[f] }

// HasBold reports whether bold text is drawn in the bold face.
func HasBold() bool { return boldSource != nil }

// boldComing brings the bold face FetchBold downloads, once it came.
var boldComing chan []byte

// FetchBold downloads the bold face with get, beside the program, where
// it is not built in (the page, after its first frame, which so waits
// for no font), and calls wake when it came; TakeBold then uses it. A
// download that fails leaves bold text in the regular face.
func FetchBold(get func() ([]byte, error), wake func()) {
	if HasBold() || boldComing != nil {
		return
	}
	boldComing = make(chan []byte, 1)
	go func() {
		ttf, err := get()
		if err != nil {
			log.Printf("parlour: %v: bold text stays in the regular face", err)
			return
		}
		boldComing <- ttf
		wake()
	}()
}

// TakeBold makes the bold face FetchBold downloaded the one bold text is
// drawn in, once it came, and reports whether it did: whatever was laid
// out must then be laid out again, its bold text wider.
func TakeBold() bool {
	select {
	case ttf := <-boldComing:
		if err := SetBold(ttf); err != nil {
			log.Printf("parlour: the bold font is damaged (%v): bold text stays in the regular face", err)
			return false
		}
		return true
	default:
		return false
	}
}

// SetBold makes ttf, a font file, the bold face: every face given in
// bold draws with it from now on, so that whatever was laid out with the
// regular face's widths must be laid out again. A file that is no font
// is refused and changes nothing.
func SetBold(ttf []byte) error {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
	if err != nil {
		return err
	}
	boldSource = src
	widthMu.Lock()
	defer widthMu.Unlock()
	for f := range bolds {
		f.Source = src
		delete(advances, f) // learnt from the regular face
	}
	return nil
}
