package leapfrog

import "parlour/game/look"

// How the counters look. They belong to nobody, so they are told apart by
// colour: the old version's plain wooden counter, and in Murray's version
// four colours that also show their value in pips (green 4, red 3, yellow
// 2, white 1), from dark to light, so that they can be read without
// seeing hue.

// counterRim is the dark edge of every counter.
var counterRim = look.RGB(0x2a1d12)

// counter returns a round counter of the given body and inner ring
// colours with pips dots of colour pip in the middle, laid out as on a die.
func counter(body, ring look.Colour, pips int, pip look.Colour) look.Look {
	l := look.Look{Shapes: []look.Shape{
		look.Fill(body, look.Disc(0, 0, 1)),
		look.Ring(ring, 0, 0, 0.78, 0.1),
		look.Ring(counterRim, 0, 0, 0.97, 0.07),
	}}
	const d, r = 0.3, 0.15 // the pips' distance from the centre, their radius
	var at []look.Part
	switch pips {
	case 1:
		at = []look.Part{look.Disc(0, 0, 0.2)}
	case 2:
		at = []look.Part{look.Disc(-d, d, r), look.Disc(d, -d, r)}
	case 3:
		at = []look.Part{look.Disc(-d, d, r), look.Disc(0, 0, r), look.Disc(d, -d, r)}
	case 4:
		at = []look.Part{look.Disc(-d, -d, r), look.Disc(d, -d, r), look.Disc(-d, d, r), look.Disc(d, d, r)}
	}
	for _, p := range at {
		l.Shapes = append(l.Shapes, look.Fill(pip, p))
	}
	return l
}

// looks are the kinds' looks, index for index with Spec.Kinds.
var looks = []look.Look{{},
	kindPiece:  counter(look.RGB(0x8a5a33), look.RGB(0xa8744a), 0, look.RGB(0)),
	kindGreen:  counter(look.RGB(0x24704a), look.RGB(0x3a8c62), 4, look.RGB(0xf4efe2)),
	kindRed:    counter(look.RGB(0xb3382d), look.RGB(0xcc5a4c), 3, look.RGB(0xf8efe4)),
	kindYellow: counter(look.RGB(0xe9c24a), look.RGB(0xf4d878), 2, look.RGB(0x3a2c18)),
	kindWhite:  counter(look.RGB(0xf8f4ea), look.RGB(0xe6dcc8), 1, look.RGB(0x3a2c18)),
}
