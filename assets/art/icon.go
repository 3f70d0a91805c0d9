// Package art draws Parlour's own pictures without needing a display:
// the app icon.
package art

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// Icon colours.
var (
	iconGround = color.RGBA{0x1f, 0x3a, 0x30, 0xff}
	iconEdge   = color.RGBA{0x2c, 0x50, 0x42, 0xff}
	iconLine   = color.RGBA{0xef, 0xe4, 0xcc, 0xff}
	iconHound  = color.RGBA{0x26, 0x23, 0x2b, 0xff}
	iconPaw    = color.RGBA{0xd9, 0xcf, 0xc0, 0xff}
	iconHare   = color.RGBA{0xf7, 0xf0, 0xe1, 0xff}
	iconEars   = color.RGBA{0x7a, 0x55, 0x34, 0xff}
	iconRing   = color.RGBA{0x3a, 0x2a, 0x1c, 0xff}
)

// Icon draws the app icon at size×size pixels: the Hare and Hounds board in
// cream on a green tile with round corners, three hounds at the left and
// the hare at the right. Its corners are transparent.
func Icon(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float32(size) / 512
	p := painter{img: img}
	p.roundRect(8*s, 8*s, 496*s, 496*s, 104*s, iconEdge)
	p.roundRect(20*s, 20*s, 472*s, 472*s, 94*s, iconGround)
	p.board(256*s, 256*s, s)
	return img
}

// MaskableSafeRadius is the radius of the circle, as a fraction of the
// icon's size, that every platform's mask keeps of a maskable icon.
const MaskableSafeRadius = 0.4

// maskableScale shrinks the board of the full-bleed icon so that its
// farthest edge (228 units from the centre at full size) stays well inside
// the safe circle (204.8 units).
const maskableScale = 0.8

// FullBleedIcon draws the same picture for platforms that cut their own
// shape out of a square (Android's maskable icons, the iOS home screen):
// the green ground fills every pixel, and the board is smaller so that it
// lies inside the central circle of radius MaskableSafeRadius.
func FullBleedIcon(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(img, img.Bounds(), image.NewUniform(iconGround), image.Point{}, draw.Src)
	s := float32(size) / 512
	p := painter{img: img}
	p.board(256*s, 256*s, s*maskableScale)
	return img
}

// board draws the board and its pieces centred on (cx, cy), at scale s
// (1 for the 512-pixel icon).
func (p *painter) board(cx, cy, s float32) {
	sp := 90 * s // spacing between points
	ox, oy := cx-2*sp, cy-sp
	at := func(c, r int) (float32, float32) { return ox + float32(c)*sp, oy + float32(r)*sp }
	lines := [][4]int{
		{0, 1, 4, 1}, {1, 0, 3, 0}, {1, 2, 3, 2}, {1, 0, 1, 2}, {2, 0, 2, 2}, {3, 0, 3, 2},
		{0, 1, 1, 0}, {0, 1, 1, 2}, {1, 0, 3, 2}, {1, 2, 3, 0}, {3, 0, 4, 1}, {3, 2, 4, 1},
	}
	for _, l := range lines {
		x0, y0 := at(l[0], l[1])
		x1, y1 := at(l[2], l[3])
		p.capsule(x0, y0, x1, y1, 7*s, iconLine)
	}
	for _, c := range [][2]int{{0, 1}, {1, 0}, {2, 0}, {3, 0}, {1, 1}, {2, 1}, {3, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 1}} {
		x, y := at(c[0], c[1])
		p.circle(x, y, 14*s, iconLine)
	}
	r := 42 * s
	for _, c := range [][2]int{{0, 1}, {1, 0}, {1, 2}} {
		x, y := at(c[0], c[1])
		p.circle(x, y, r+6*s, iconLine)
		p.circle(x, y, r, iconHound)
		p.emblem(x, y, r*0.82, pawEmblem, iconPaw)
	}
	x, y := at(4, 1)
	p.circle(x, y, r+6*s, iconRing)
	p.circle(x, y, r, iconHare)
	p.emblem(x, y, r*0.9, hareEmblem, iconEars)
}

// painter fills anti-aliased shapes on an RGBA image.
type painter struct {
	img *image.RGBA
	z   vector.Rasterizer
}

func (p *painter) fill(c color.Color, path func(z *vector.Rasterizer)) {
	b := p.img.Bounds()
	p.z.Reset(b.Dx(), b.Dy())
	path(&p.z)
	p.z.Draw(p.img, b, image.NewUniform(c), image.Point{})
}

// arc appends an arc of a circle as short line segments.
func arc(z *vector.Rasterizer, cx, cy, r, a0, a1 float32, first bool) {
	n := int(math.Ceil(float64(r*abs32(a1-a0)) / 2))
	n = max(n, 8)
	for i := 0; i <= n; i++ {
		a := float64(a0 + (a1-a0)*float32(i)/float32(n))
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 && first {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

func (p *painter) circle(cx, cy, r float32, c color.Color) {
	p.fill(c, func(z *vector.Rasterizer) {
		arc(z, cx, cy, r, 0, 2*math.Pi, true)
		z.ClosePath()
	})
}

func (p *painter) capsule(x0, y0, x1, y1, r float32, c color.Color) {
	a := float32(math.Atan2(float64(y1-y0), float64(x1-x0)))
	p.fill(c, func(z *vector.Rasterizer) {
		arc(z, x1, y1, r, a-math.Pi/2, a+math.Pi/2, true)
		arc(z, x0, y0, r, a+math.Pi/2, a+3*math.Pi/2, false)
		z.ClosePath()
	})
}

func (p *painter) roundRect(x, y, w, h, r float32, c color.Color) {
	p.fill(c, func(z *vector.Rasterizer) {
		arc(z, x+w-r, y+r, r, -math.Pi/2, 0, true)
		arc(z, x+w-r, y+h-r, r, 0, math.Pi/2, false)
		arc(z, x+r, y+h-r, r, math.Pi/2, math.Pi, false)
		arc(z, x+r, y+r, r, math.Pi, 3*math.Pi/2, false)
		z.ClosePath()
	})
}

func (p *painter) emblem(cx, cy, r float32, shapes []shape, c color.Color) {
	for _, sh := range shapes {
		x0, y0 := cx+float32(sh.X0)*r, cy+float32(sh.Y0)*r
		if sh.Capsule {
			p.capsule(x0, y0, cx+float32(sh.X1)*r, cy+float32(sh.Y1)*r, float32(sh.R)*r, c)
		} else {
			p.circle(x0, y0, float32(sh.R)*r, c)
		}
	}
}

// IconFile is one file of the app icon that go generate writes into
// assets/icon: a PNG of one size, or an ICO of several.
type IconFile struct {
	Name  string                // file name: "icon-192.png", "favicon.ico"
	Sizes []int                 // its sizes in pixels
	Draw  func(int) *image.RGBA // Icon or FullBleedIcon
}

// IconFiles lists the icon files the web app, the desktop program and the
// tests use, all drawn from the same picture.
var IconFiles = []IconFile{
	{"icon-512.png", []int{512}, Icon},
	{"icon-192.png", []int{192}, Icon},
	{"maskable-512.png", []int{512}, FullBleedIcon},
	{"apple-touch-icon.png", []int{180}, FullBleedIcon},
	{"favicon.ico", []int{16, 32}, Icon}, // a tab's sizes: each byte of it comes before the first frame
}
