package ui

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"parlour/lang"
)

// Capitalize returns s as a sentence: first letter upper case, ending
// with a full stop.
func Capitalize(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	// The first letter may take more than one byte ("état").
	r, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[n:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}

// ButtonSaid is what screen readers hear when the focus comes to a
// button labelled label: "Undo button.".
func ButtonSaid(label string) string { return lang.T("%s button.", label) }
