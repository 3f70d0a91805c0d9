// Package known lists the languages Parlour speaks or is learning, in
// one place: package lang offers them, and the catalogs' generator makes
// a catalog for each. Adding a language is a line here and its
// translations (see lang's documentation).
package known

// Language is a language's BCP 47 base code, its name in itself, and
// whether a whole sentence after a colon keeps its capital there, as
// German's does (Duden's rule), where English, French, Spanish and
// Italian write it in lower case.
type Language struct {
	Code, Name        string
	CapitalAfterColon bool
}

// Languages lists them, English, the source, first.
var Languages = []Language{
	{"en", "English", false},
	{"fr", "Français", false},
	{"de", "Deutsch", true},
	{"es", "Español", false},
	{"it", "Italiano", false},
}
