package art

// The icon draws its own hound and hare, in its own colours, with the
// rasterizer of golang.org/x/image, so that it is made without a display
// and without importing a game (only the catalog may). Their emblems copy
// Hare and Hounds' looks, game/harehounds/look.go.

// shape is one part of an emblem on the icon's pieces: a disc, or a
// capsule (a thick segment with round ends) when Capsule is set.
// Coordinates are in units of the piece's radius, from its centre, y
// pointing down.
type shape struct {
	Capsule        bool
	X0, Y0, X1, Y1 float64 // centre of a disc is (X0,Y0); a capsule runs to (X1,Y1)
	R              float64
}

// pawEmblem is the paw print drawn on a hound.
var pawEmblem = []shape{
	{Capsule: true, X0: -0.13, Y0: 0.26, X1: 0.13, Y1: 0.26, R: 0.25},
	{X0: -0.47, Y0: -0.13, R: 0.15},
	{X0: -0.17, Y0: -0.42, R: 0.16},
	{X0: 0.17, Y0: -0.42, R: 0.16},
	{X0: 0.47, Y0: -0.13, R: 0.15},
}

// hareEmblem is the head and long ears drawn on a hare.
var hareEmblem = []shape{
	{X0: 0, Y0: 0.36, R: 0.33},
	{Capsule: true, X0: -0.14, Y0: 0.10, X1: -0.30, Y1: -0.56, R: 0.15},
	{Capsule: true, X0: 0.14, Y0: 0.10, X1: 0.30, Y1: -0.56, R: 0.15},
}
