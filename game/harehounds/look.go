package harehounds

import "parlour/game/look"

// How the pieces look: a hound is a dark disc with a paw print, the hare a
// light disc with its head and long ears, so that the two sides differ in
// shape as well as in colour.

var (
	colPaw  = look.RGB(0xdcd2c3)
	colEars = look.RGB(0x7a5534)
)

// pawPrint is the paw print drawn on a hound: a pad and four toes.
var pawPrint = []look.Part{
	look.Capsule(-0.13, 0.26, 0.13, 0.26, 0.25),
	look.Disc(-0.47, -0.13, 0.15),
	look.Disc(-0.17, -0.42, 0.16),
	look.Disc(0.17, -0.42, 0.16),
	look.Disc(0.47, -0.13, 0.15),
}

// hareHead is the head and long ears drawn on a hare.
var hareHead = []look.Part{
	look.Disc(0, 0.36, 0.33),
	look.Capsule(-0.14, 0.10, -0.30, -0.56, 0.15),
	look.Capsule(0.14, 0.10, 0.30, -0.56, 0.15),
}

// looks are the kinds' looks, index for index with Spec.Kinds.
var looks = []look.Look{{},
	kindHound: {Shapes: append(look.DarkDisc(look.EverySeat), look.Fill(colPaw, look.Scale(0.6, pawPrint...)...))},
	kindHare:  {Shapes: append(look.LightDisc(look.EverySeat), look.Fill(colEars, look.Scale(0.62, hareHead...)...))},
}
