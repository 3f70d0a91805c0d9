package solitaire

import "parlour/game/look"

// How a peg looks: a turned wooden knob seen from above, a warm wooden rim,
// a rounded top a shade lighter and a soft highlight where the light
// catches it.

var (
	colPegWood = look.RGB(0xa8652f)
	colPegRim  = look.RGB(0x6e3d18)
	colPegTop  = look.RGB(0xc98a4b)
	colPegGlow = look.RGB(0xf3d2a2)
)

// looks are the kinds' looks, index for index with Spec.Kinds.
var looks = []look.Look{{},
	kindPeg: {Shapes: []look.Shape{
		look.Fill(colPegWood, look.Disc(0, 0, 1)),
		look.Ring(colPegRim, 0, 0, 0.96, 0.08),
		look.Fill(colPegTop, look.Disc(-0.05, -0.06, 0.68)),
		look.Ring(colPegRim.Alpha(0.45), -0.05, -0.06, 0.68, 0.05),
		look.Fill(colPegGlow.Alpha(0.75), look.Disc(-0.26, -0.3, 0.2)),
	}},
}
