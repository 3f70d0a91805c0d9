package scenes

import (
	"bytes"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// The palette: a deep green table, cream cards, a paper board and a gold
// accent.
var (
	colBackground  = rgb(0x1c2925)
	colBackground2 = rgb(0x14201c)
	colPanel       = rgb(0x26352f)
	colPanelHi     = rgb(0x2f413a)
	colPanelLo     = rgb(0x1f2c27)
	colBorder      = rgb(0x3b4d46)
	colText        = rgb(0xf1ece2)
	colMuted       = rgb(0xa6b2ab)
	colFaint       = rgb(0x6f7d76)
	colAccent      = rgb(0xe3b04b)
	colAccentHi    = rgb(0xf0c465)
	colAccentText  = rgb(0x2a2218)
	colFocus       = rgb(0x7cc4ff)
	colDanger      = rgb(0xe07a5f)
	colPlate       = rgb(0xecdcbc)
	colPlateEdge   = rgb(0xc4a676)
	colLine        = rgb(0x6b4a2b)
	colSquareLight = rgb(0xf0e2c4)
	colSquareDark  = rgb(0xc9a978)
	colMark        = rgb(0xb5482e)
	colTarget      = rgb(0x2f8f63)
	colLastMove    = rgb(0xc7772e)
	colHint        = rgb(0x3d7fd1)
	colWin         = rgb(0x2f6e52)
)

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// withAlpha returns c at opacity a (0..1), premultiplied.
func withAlpha(c color.RGBA, a float64) color.RGBA {
	a = clamp(a, 0, 1)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(255 * a)}
}

// mix blends a towards b by t (0..1).
func mix(a, b color.RGBA, t float64) color.RGBA {
	t = clamp(t, 0, 1)
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

var (
	regularSource = mustFaceSource(goregular.TTF)
	boldSource    = mustFaceSource(gobold.TTF)
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

// face returns the Go font at size device pixels, cached.
func face(bold bool, size float64) *text.GoTextFace {
	k := faceKey{bold, math.Round(size*2) / 2}
	if f, ok := faces[k]; ok {
		return f
	}
	src := regularSource
	if bold {
		src = boldSource
	}
	f := &text.GoTextFace{Source: src, Size: math.Max(k.size, 1)}
	faces[k] = f
	return f
}
