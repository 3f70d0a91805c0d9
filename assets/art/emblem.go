package art

// Shape is one part of a piece emblem: a disc, or a capsule (a thick
// segment with round ends) when Capsule is set. Coordinates are in units of
// the piece's radius, from its centre, y pointing down.
type Shape struct {
	Capsule        bool
	X0, Y0, X1, Y1 float64 // centre of a disc is (X0,Y0); a capsule runs to (X1,Y1)
	R              float64
}

// PawEmblem is the paw print drawn on a hound.
var PawEmblem = []Shape{
	{Capsule: true, X0: -0.13, Y0: 0.26, X1: 0.13, Y1: 0.26, R: 0.25},
	{X0: -0.47, Y0: -0.13, R: 0.15},
	{X0: -0.17, Y0: -0.42, R: 0.16},
	{X0: 0.17, Y0: -0.42, R: 0.16},
	{X0: 0.47, Y0: -0.13, R: 0.15},
}

// HareEmblem is the head and long ears drawn on a hare.
var HareEmblem = []Shape{
	{X0: 0, Y0: 0.36, R: 0.33},
	{Capsule: true, X0: -0.14, Y0: 0.10, X1: -0.30, Y1: -0.56, R: 0.15},
	{Capsule: true, X0: 0.14, Y0: 0.10, X1: 0.30, Y1: -0.56, R: 0.15},
}
