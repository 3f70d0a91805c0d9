package catchhare

import "parlour/game/look"

// How the pieces look: a hunter is a dark disc with an arrow, the hare a
// light disc with its head and long ears, drawn as Hare and Hounds draws
// its hare so that a player of both games knows it at once.

var (
	colArrow = look.RGB(0xdcd2c3)
	colEars  = look.RGB(0x7a5534)
)

// arrow points up and to the right: a shaft, a head and two pairs of
// fletchings.
var arrow = []look.Part{
	look.Capsule(-0.4, 0.4, 0.36, -0.36, 0.07),
	look.Capsule(0.44, -0.44, 0.02, -0.36, 0.09),
	look.Capsule(0.44, -0.44, 0.36, -0.02, 0.09),
	look.Capsule(-0.2, 0.2, -0.42, 0.22, 0.055),
	look.Capsule(-0.2, 0.2, -0.22, 0.42, 0.055),
	look.Capsule(-0.34, 0.34, -0.56, 0.36, 0.055),
	look.Capsule(-0.34, 0.34, -0.36, 0.56, 0.055),
}

// hareHead is the head and long ears drawn on the hare.
var hareHead = []look.Part{
	look.Disc(0, 0.36, 0.33),
	look.Capsule(-0.14, 0.10, -0.30, -0.56, 0.15),
	look.Capsule(0.14, 0.10, 0.30, -0.56, 0.15),
}

// looks are the kinds' looks, index for index with Spec.Kinds.
var looks = []look.Look{{},
	kindHunter: {Shapes: append(look.DarkDisc(look.EverySeat), look.Fill(colArrow, look.Scale(0.8, arrow...)...))},
	kindHare:   {Shapes: append(look.LightDisc(look.EverySeat), look.Fill(colEars, look.Scale(0.62, hareHead...)...))},
}
