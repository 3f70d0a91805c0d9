package ui

import "strings"

// Capitalize returns s as a sentence: first letter upper case, ending
// with a full stop.
func Capitalize(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}
