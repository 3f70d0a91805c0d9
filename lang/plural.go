//go:build !js

package lang

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// pluralForm is CLDR's category of the whole number n in the language of
// code, from golang.org/x/text's tables.
func pluralForm(code string, n int) Form {
	switch plural.Cardinal.MatchPlural(language.Make(code), n, 0, 0, 0, 0) {
	case plural.Zero:
		return Zero
	case plural.One:
		return One
	case plural.Two:
		return Two
	case plural.Few:
		return Few
	case plural.Many:
		return Many
	}
	return Other
}
