package lang

import (
	"strings"
	"unicode/utf8"
)

// Pseudo returns the pseudo-language's catalog: every text that passes
// through T or N comes out in English with its letters accented, about
// 40 % longer and between brackets, "[Ĥåŕé ţó ɱóṽé ~~~~]". A screen shown
// in it tells at a glance the text that bypasses the catalog (plain
// English), and the text a longer language would cut off or overlap
// (brackets missing). It is for tests and screenshots, never offered.
func Pseudo() *Catalog { return &Catalog{lang: English, pseudo: true, whole: true} }

// accents maps the ASCII letters to accented ones the shipped fonts have.
var accents = strings.NewReplacer(
	"a", "å", "e", "é", "i", "í", "o", "ó", "u", "ü", "y", "ý", "c", "ç", "n", "ñ",
	"A", "Å", "E", "É", "I", "Í", "O", "Ó", "U", "Ü", "Y", "Ý", "C", "Ç", "N", "Ñ",
)

// pseudoText disguises a format text, leaving its fmt verbs, and any
// text between them that is not letters, as they are.
func pseudoText(format string) string {
	var b strings.Builder
	for i := 0; i < len(format); {
		j := strings.IndexByte(format[i:], '%')
		if j < 0 {
			b.WriteString(accents.Replace(format[i:]))
			break
		}
		b.WriteString(accents.Replace(format[i : i+j]))
		i += j
		// Copy the verb whole: %, flags, index, width, precision, letter.
		k := i + 1
		for k < len(format) && strings.IndexByte("+-# 0123456789.[]", format[k]) >= 0 {
			k++
		}
		if k < len(format) {
			k++
		}
		b.WriteString(format[i:k])
		i = k
	}
	n := utf8.RuneCountInString(format)
	return "[" + b.String() + " " + strings.Repeat("~", max(1, n*2/5)) + "]"
}
