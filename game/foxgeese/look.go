package foxgeese

import "parlour/game/look"

// How the pieces look: a fox is a russet head with pointed ears, a goose a
// light disc with a grey neck and an orange beak, so that the sides differ
// in outline as well as in colour.

var (
	colFox       = look.RGB(0xc4602a)
	colFoxDark   = look.RGB(0x4a2614)
	colFoxLight  = look.RGB(0xf6ead8)
	colGooseNeck = look.RGB(0x6f7479)
	colBeak      = look.RGB(0xe39a2d)
)

// The fox's outlines, for a head of unit size.
var (
	foxHead = []look.Point{
		{-0.9, -0.98}, {-0.34, -0.56}, {0.34, -0.56}, {0.9, -0.98},
		{0.98, -0.1}, {0.5, 0.5}, {0, 0.98}, {-0.5, 0.5}, {-0.98, -0.1},
	}
	foxMuzzle = []look.Point{{-0.78, 0.08}, {0, 0.3}, {0.78, 0.08}, {0.5, 0.5}, {0, 0.98}, {-0.5, 0.5}}
	foxEarL   = []look.Point{{-0.76, -0.78}, {-0.44, -0.52}, {-0.8, -0.3}}
	foxEarR   = []look.Point{{0.76, -0.78}, {0.44, -0.52}, {0.8, -0.3}}
)

// fox is the fox's head: a dark outline, the russet head a little smaller
// over it, a light muzzle, the insides of the ears, the eyes and the nose.
var fox = []look.Shape{
	look.Fill(colFoxDark, look.Scale(1.06, look.Polygon(foxHead...))...),
	look.Fill(colFox, look.Scale(0.95, look.Polygon(foxHead...))...),
	look.Fill(colFoxLight, look.Scale(0.95, look.Polygon(foxMuzzle...))...),
	look.Fill(colFoxDark, look.Scale(0.95, look.Polygon(foxEarL...))...),
	look.Fill(colFoxDark, look.Scale(0.95, look.Polygon(foxEarR...))...),
	look.Fill(colFoxDark, look.Disc(-0.34, -0.14, 0.1)),
	look.Fill(colFoxDark, look.Disc(0.34, -0.14, 0.1)),
	look.Fill(colFoxDark, look.Disc(0, 0.8, 0.13)),
}

// A goose's neck and head seen from the side, drawn over its beak, with
// a light eye.
var (
	gooseBeak = []look.Part{look.Capsule(0.2, -0.34, 0.58, -0.26, 0.1)}
	gooseNeck = []look.Part{
		look.Capsule(-0.16, 0.46, 0.0, -0.26, 0.15),
		look.Disc(0.04, -0.36, 0.23),
	}
	gooseEye = look.Disc(0.08, -0.34, 0.05)
)

// looks are the kinds' looks, index for index with Spec.Kinds.
var looks = []look.Look{{},
	kindFox: {Shapes: fox},
	kindGoose: {Shapes: append(look.LightDisc(look.EverySeat),
		look.Fill(colBeak, look.Scale(0.85, gooseBeak...)...),
		look.Fill(colGooseNeck, look.Scale(0.85, gooseNeck...)...),
		look.Fill(look.Light, gooseEye))},
}
