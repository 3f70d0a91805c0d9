//go:build js

package lang

import "syscall/js"

// Match returns the language of among that best fits a person's
// preferred languages, most preferred first, as BCP 47 tags
// (navigator.languages): the first whose language, as the browser's
// Intl.Locale reads it (fr-CA is fr), is among them; else English. The
// page matches with the browser's own library rather than
// golang.org/x/text's tables, which would add to what its first frame
// waits for; a browser without Intl.Locale gets English.
func Match(prefs []string, among []Language) (l Language) {
	defer func() {
		if recover() != nil {
			l = English
		}
	}()
	locale := js.Global().Get("Intl")
	if locale.Type() != js.TypeObject {
		return English
	}
	if locale = locale.Get("Locale"); locale.Type() != js.TypeFunction {
		return English
	}
	for _, p := range prefs {
		base, ok := baseOf(locale, p)
		if !ok {
			continue
		}
		for _, l := range among {
			if l.Code == base {
				return l
			}
		}
	}
	return English
}

// baseOf returns the language subtag of the tag p, as Intl.Locale reads
// it, and false for a tag it refuses.
func baseOf(locale js.Value, p string) (base string, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false // a RangeError: not a tag
		}
	}()
	return locale.New(p).Get("language").String(), true
}
