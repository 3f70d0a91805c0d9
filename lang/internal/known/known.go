// Package known lists the languages Parlour speaks or is learning, in
// one place: package lang offers them, and the catalogs' generator makes
// a catalog for each. Adding a language is a line here and its
// translations (see lang's documentation).
package known

// Language is a language's BCP 47 base code and its name in itself.
type Language struct{ Code, Name string }

// Languages lists them, English, the source, first.
var Languages = []Language{
	{"en", "English"},
	{"fr", "Français"},
	{"de", "Deutsch"},
	{"es", "Español"},
	{"it", "Italiano"},
}
