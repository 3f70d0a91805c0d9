package platform

// TextField is a native box a player types one line of text into, shown
// over the game's screen where a dialog draws its field: on the web an
// <input>, which brings up a phone's on-screen keyboard and which screen
// readers know as a text box. OpenTextField returns one where the platform
// has it.
type TextField interface {
	// Place puts the box at x, y (its top-left corner) with size w×h, in
	// CSS pixels of the game's screen.
	Place(x, y, w, h float64)
	// Text returns what the box holds.
	Text() string
	// SetText replaces what the box holds.
	SetText(s string)
	// Focus gives the box the keyboard again.
	Focus()
	// Keys returns the keys pressed in the box since the last call.
	Keys() []FieldKey
	// Close removes the box.
	Close()
}

// FieldKey is a key pressed in a TextField that the dialog around it acts
// on.
type FieldKey int

// The keys a TextField reports.
const (
	FieldEnter FieldKey = iota + 1
	FieldEscape
	FieldTab
	FieldBackTab
)
