// Package lang speaks the player's language: the languages Parlour
// offers, which of them fits a person's list of preferred languages, and
// the current catalog, through which every text a player reads passes
// (T, N). English is the source: a text is its own key, and with no
// catalog, or none for a text, the English is shown.
//
// Plural forms and the matching of language tags come from kept
// libraries, never from rules written here: golang.org/x/text natively
// (CLDR's plural rules, BCP 47 matching), the browser's Intl in the page,
// which carries the same data and so keeps it out of what the first
// frame waits for (docs/languages.md). The package is plain Go: the games, the midend and
// the screens all use it.
package lang

import (
	"fmt"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"parlour/lang/internal/known"
)

// Language is one language Parlour offers.
type Language struct {
	// Code is its BCP 47 base language, as saved in the settings and
	// named in catalog files: "fr".
	Code string
	// Name is the language named in itself, as a settings screen lists
	// it: "Français".
	Name string
	// CapitalAfterColon says that a whole sentence after a colon keeps
	// its capital (German), where the others write it in lower case
	// (AfterColon).
	CapitalAfterColon bool
}

// All lists the languages Parlour speaks or is learning, English first
// (lang/internal/known).
var All = func() []Language {
	var out []Language
	for _, k := range known.Languages {
		out = append(out, Language{Code: k.Code, Name: k.Name, CapitalAfterColon: k.CapitalAfterColon})
	}
	return out
}()

// English is the source language, offered always.
var English = All[0]

// ByCode returns the language of All with the given code.
func ByCode(code string) (Language, bool) {
	for _, l := range All {
		if l.Code == code {
			return l, true
		}
	}
	return Language{}, false
}

// current is the catalog in use, nil for English.
var current atomic.Pointer[Catalog]

// Use makes c the catalog every text is looked up in from now on; nil
// speaks English.
func Use(c *Catalog) { current.Store(c) }

// Whole reports whether the texts in use are whole: English, or a
// catalog with its games' rules and lessons (Catalog.Whole). Until they
// are, a screen of rules or of a lesson shows that they are coming.
func Whole() bool {
	c := current.Load()
	return c == nil || c.whole
}

// Current returns the language in use.
func Current() Language {
	if c := current.Load(); c != nil {
		return c.lang
	}
	return English
}

// AfterColon returns sentence as the current language writes it after a
// colon within another ("move "c3" cannot be played: no piece stands
// there"): its first letter in lower case, unless the language keeps a
// sentence's capital there (German), the first word is "I" or the first
// word is in capitals, such as a name written "AB".
func AfterColon(sentence string) string {
	r, size := utf8.DecodeRuneInString(sentence)
	next, _ := utf8.DecodeRuneInString(sentence[size:])
	if word, _, _ := strings.Cut(sentence, " "); sentence == "" || word == "I" || unicode.IsUpper(next) || Current().CapitalAfterColon {
		return sentence
	}
	return string(unicode.ToLower(r)) + sentence[size:]
}

// T returns the text key in the current language, formatted with args as
// fmt.Sprintf formats (a translation may reorder them with %[2]s).
func T(key string, args ...any) string {
	c := current.Load()
	if c != nil {
		if e, ok := c.msgs[known.Sum(key)]; ok && e.text != "" {
			key = e.text
		}
	}
	return c.finish(key, args)
}

// finish formats a text and, in the pseudo-language, disguises it.
func (c *Catalog) finish(format string, args []any) string {
	if c != nil && c.pseudo {
		format = pseudoText(format)
	}
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// N returns the form of a counted text that suits n in the current
// language, formatted with args: one and other are its English forms
// ("%d move", "%d moves"), the plural its key (two texts may share a
// singular: "%d move" and "%d moves, counting both sides").
func N(n int, one, other string, args ...any) string {
	c := current.Load()
	if c != nil {
		if e, ok := c.msgs[known.Sum(other)]; ok && len(e.forms) > 0 {
			text, ok := e.forms[FormOf(c.lang, n)]
			if !ok {
				text = e.forms[Other]
			}
			return c.finish(text, args)
		}
	}
	if FormOf(English, n) == One {
		return c.finish(one, args)
	}
	return c.finish(other, args)
}

// Form is a CLDR plural category.
type Form uint8

// CLDR's plural categories.
const (
	Other Form = iota
	Zero
	One
	Two
	Few
	Many
)

// FormOf returns the plural category of the whole number n in language
// l, by CLDR's rules: from golang.org/x/text natively, from the
// browser's Intl.PluralRules in the page, which carries CLDR already
// (pluralForm).
func FormOf(l Language, n int) Form {
	if n < 0 {
		n = -n
	}
	return pluralForm(l.Code, n%10_000_000)
}

// Doc returns the document name, whose English is english, in the
// current language: a text too long for a catalog's line, such as a
// game's rules ("harehounds/rules", translated as the file
// locales/rules.fr.md beside the English rules.md).
func Doc(name, english string) string {
	c := current.Load()
	if c == nil {
		return english
	}
	if c.pseudo {
		return accents.Replace(english)
	}
	if d, ok := c.docs[name]; ok {
		return d
	}
	return english
}

// Key marks a text written where it is not shown, such as a game's name
// in its registration, so that the catalogs list it: the screen that
// shows it passes it through T. Key("Hare and Hounds") is a conversion,
// not a call: the text stays a constant, and a registration written with
// it is laid out when the program is built, as it was without (a call
// made every such table code run at the start: 90 KB of the page's).
type Key = string
