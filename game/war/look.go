package war

import (
	"math"

	"parlour/game/look"
)

// How the pieces look: a light disc for White and a dark one for Black, as
// in a chess set, each with an emblem of its kind in the other tone; a
// placed Flying Machine is a square tile with an aeroplane, since it
// stands for a blocked square.

var (
	// colInk is the emblems' colour: dark on White's light pieces, light
	// on Black's dark ones.
	colInk = look.BySeat(look.RGB(0x2b2830), look.RGB(0xf6eedc))
	// colGround is the colour of a piece's own disc, for holes in its
	// emblem.
	colGround = look.BySeat(look.Light, look.Dark)
)

// onDisc returns a piece of the chess set: the disc of its side, then its
// emblem's parts, each filled in turn in the ink of its side.
func onDisc(emblem ...look.Shape) look.Look {
	shapes := append(look.LightDisc(look.FirstSeat), look.DarkDisc(look.OtherSeats)...)
	return look.Look{Shapes: append(shapes, emblem...)}
}

// ink fills parts in the emblems' colour.
func ink(parts ...look.Part) look.Shape { return look.Fill(colInk, parts...) }

// troop returns a Troop's body, a head on a flared base, moved across by
// dx.
func troop(dx float64) []look.Shape {
	body := look.Polygon(look.Point{-0.1, -0.08}, look.Point{0.1, -0.08}, look.Point{0.2, 0.3}, look.Point{0.36, 0.36},
		look.Point{0.36, 0.46}, look.Point{-0.36, 0.46}, look.Point{-0.36, 0.36}, look.Point{-0.2, 0.3})
	return []look.Shape{
		ink(look.Disc(dx, -0.2, 0.19)),
		ink(look.Transform(1, dx, 0, body)...),
	}
}

// star returns a five-pointed star.
func star() look.Part {
	var pts []look.Point
	for i := 0; i < 10; i++ {
		rad := 0.6
		if i%2 == 1 {
			rad = 0.25
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, look.Point{rad * math.Cos(a), rad*math.Sin(a) + 0.04})
	}
	return look.Polygon(pts...)
}

// looks are the kinds' looks, index for index with Spec.Kinds.
var looks = []look.Look{{},
	King: onDisc(
		ink(look.Polygon(look.Point{-0.5, 0.36}, look.Point{0.5, 0.36}, look.Point{0.58, -0.32}, look.Point{0.28, -0.02},
			look.Point{0, -0.48}, look.Point{-0.28, -0.02}, look.Point{-0.58, -0.32})),
		ink(look.Disc(0, -0.52, 0.08)),
	),
	General: onDisc(ink(star())),
	Mortar: onDisc(ink(look.Polygon(
		look.Point{-0.4, 0.45}, look.Point{0.4, 0.45}, look.Point{0.4, -0.45}, look.Point{0.24, -0.45}, look.Point{0.24, -0.28},
		look.Point{0.08, -0.28}, look.Point{0.08, -0.45}, look.Point{-0.08, -0.45}, look.Point{-0.08, -0.28},
		look.Point{-0.24, -0.28}, look.Point{-0.24, -0.45}, look.Point{-0.4, -0.45},
	))),
	Horse: onDisc(ink(look.Polygon(
		look.Point{-0.38, 0.48}, look.Point{0.42, 0.48}, look.Point{0.32, 0.08}, look.Point{0.4, -0.28}, look.Point{0.18, -0.5},
		look.Point{0.02, -0.6}, look.Point{-0.04, -0.46}, look.Point{-0.44, -0.2}, look.Point{-0.5, -0.02},
		look.Point{-0.36, 0.06}, look.Point{-0.08, -0.04}, look.Point{-0.26, 0.26},
	))),
	// A barrel on a wheel with its hub.
	Cannon: onDisc(
		ink(look.Capsule(-0.22, 0.12, 0.46, -0.36, 0.14)),
		ink(look.Disc(-0.12, 0.24, 0.24)),
		look.Fill(colGround, look.Disc(-0.12, 0.24, 0.09)),
	),
	// A Troop with a pennant on a staff: the Van leads.
	Van: onDisc(append(troop(-0.08),
		ink(look.Capsule(0.42, 0.44, 0.42, -0.55, 0.045)),
		ink(look.Polygon(look.Point{0.42, -0.56}, look.Point{0.7, -0.44}, look.Point{0.42, -0.3})),
	)...),
	Rear: onDisc(troop(0)...),
	// A tile of the side's tone with an aeroplane: wings, body, tail and
	// propeller.
	Machine: {Shapes: []look.Shape{
		look.Fill(colGround, look.Box(-1, -1, 1, 1, 0.22)),
		look.BoxRing(look.BySeat(look.LightRing, look.DarkRing), -0.92, -0.92, 0.92, 0.92, 0.16, 0.08),
		ink(look.Capsule(-0.66, -0.12, 0.66, -0.12, 0.13)),
		ink(look.Capsule(0, -0.5, 0, 0.52, 0.1)),
		ink(look.Capsule(-0.26, 0.42, 0.26, 0.42, 0.08)),
		ink(look.Capsule(-0.2, -0.58, 0.2, -0.58, 0.03)),
	}},
}
