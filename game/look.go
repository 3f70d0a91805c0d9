package game

// How pieces look. A game describes each kind of piece with a Look: a
// glyph from the vocabulary below, which every game shares, and its
// parameters. The app draws the glyphs, so a game's package says how its
// pieces look without drawing anything, and two games' kinds of the same
// name need not look alike. A game that wants a new look adds a glyph
// here and its drawing to the app.

// Glyph names one drawing of a piece, seen from above.
type Glyph uint8

// The glyphs. Where a glyph is drawn on a disc, its colours are fixed
// unless it says that they follow the owner.
const (
	// GlyphNone draws a plain disc, dark for the first seat and light for
	// the others; it is also what the empty point's kind uses.
	GlyphNone Glyph = iota
	// GlyphPaw is a dark disc with a paw print (a hound).
	GlyphPaw
	// GlyphHare is a light disc with a hare's head.
	GlyphHare
	// GlyphArrow is a dark disc with an arrow (a hunter).
	GlyphArrow
	// GlyphFox is a russet fox's head with pointed ears.
	GlyphFox
	// GlyphGoose is a light disc with a goose's neck and beak.
	GlyphGoose
	// GlyphPeg is a turned wooden peg.
	GlyphPeg
	// GlyphCounter is a round counter of Look.Tint with Look.Pips dots.
	GlyphCounter
	// GlyphCrown, GlyphStar, GlyphTower, GlyphHorse, GlyphCannon,
	// GlyphPennant and GlyphPawn are emblems on a disc that is light for
	// the first seat and dark for the others, as in a chess set.
	GlyphCrown
	GlyphStar
	GlyphTower
	GlyphHorse
	GlyphCannon
	GlyphPennant // a pawn with a pennant on a staff
	GlyphPawn
	// GlyphPlane is a square tile with an aeroplane, light for the first
	// seat and dark for the others.
	GlyphPlane

	// NumGlyphs counts the glyphs; the app has a drawing for each.
	NumGlyphs int = iota
)

// Tint is the colour of a GlyphCounter.
type Tint uint8

// The tints of counters, from dark to light.
const (
	TintWood Tint = iota
	TintGreen
	TintRed
	TintYellow
	TintWhite

	// NumTints counts the tints.
	NumTints int = iota
)

// Look is how one kind of piece looks: a glyph and its parameters.
type Look struct {
	Glyph Glyph
	Tint  Tint // a counter's colour
	Pips  int  // dots on a counter showing its value, 0 to 4
}

// LookOf returns how piece p of game g looks; kinds that have no Look
// are drawn as a plain disc (GlyphNone).
func (g *Game) LookOf(p Piece) Look {
	if int(p.Kind) < len(g.Looks) {
		return g.Looks[p.Kind]
	}
	return Look{}
}
