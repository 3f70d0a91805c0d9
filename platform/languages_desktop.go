//go:build !js && !android && !ios

package platform

import (
	"os"
	"strings"
	"unicode/utf16"
)

// Languages returns the person's preferred languages, most preferred
// first, for Parlour to choose the language it speaks (lang.Match picks
// the best supported one and falls back to English). On a desktop the
// environment comes first, read as gettext reads it (LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG), because that is how a person picks the language of
// one program, and on Linux it is the system's setting itself; its values
// are POSIX locales as they are ("de_DE.UTF-8"). Without them the system's
// own list is asked: the user's display languages on Windows, the
// AppleLanguages preference on macOS, as BCP 47 tags ("fr-FR"). nil means
// nothing is known.
func Languages() []string {
	if l := envLanguages(os.Getenv); len(l) > 0 {
		return l
	}
	return systemLanguages()
}

// envLanguages returns the languages the environment asks for, as GNU
// gettext reads them: the locale is the first non-empty of LC_ALL,
// LC_MESSAGES and LANG; before it come the entries of LANGUAGE, a
// colon-separated list of fallbacks, but only when the locale is set and
// not "C" or "POSIX", since gettext ignores LANGUAGE then (a program run in
// the C locale must give its plain output). "C" and "POSIX" (with any
// codeset, as in "C.UTF-8") name no language and are left out, as are
// empty entries. getenv is os.Getenv, passed in so that tests need not
// change the process's environment.
func envLanguages(getenv func(string) string) []string {
	var locale string
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if locale = getenv(name); locale != "" {
			break
		}
	}
	if locale == "" || isPlainLocale(locale) {
		return nil
	}
	var langs []string
	for _, l := range strings.Split(getenv("LANGUAGE"), ":") {
		if l != "" && !isPlainLocale(l) {
			langs = append(langs, l)
		}
	}
	return append(langs, locale)
}

// isPlainLocale reports whether a POSIX locale is "C" or "POSIX", with or
// without a codeset or modifier ("C.UTF-8"): the locale of plain program
// output, which says nothing of the person's language.
func isPlainLocale(locale string) bool {
	if i := strings.IndexAny(locale, ".@"); i >= 0 {
		locale = locale[:i]
	}
	return locale == "C" || locale == "POSIX"
}

// parseAppleLanguages reads the output of `defaults read -g
// AppleLanguages`, an old-style property list array such as
// "(\n    \"fr-FR\",\n    en\n)", into its entries. Output of any other
// shape, or an entry that is not a plain language tag, gives nil: a broken
// answer must not pass for a preference. It serves macOS only but lives
// here so that its test runs on every desktop.
func parseAppleLanguages(out string) []string {
	out = strings.TrimSpace(out)
	if len(out) < 2 || out[0] != '(' || out[len(out)-1] != ')' {
		return nil
	}
	var langs []string
	for _, item := range strings.Split(out[1:len(out)-1], ",") {
		item = strings.TrimSpace(item)
		if len(item) >= 2 && item[0] == '"' && item[len(item)-1] == '"' {
			item = item[1 : len(item)-1]
		}
		if item == "" {
			continue // the list is empty, or ends with a comma
		}
		if !isLanguageTag(item) {
			return nil
		}
		langs = append(langs, item)
	}
	return langs
}

// isLanguageTag reports whether s is made only of the letters, digits,
// hyphens and underscores a language tag or locale name may hold.
func isLanguageTag(s string) bool {
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return s != ""
}

// splitMultiString splits a Windows multi-string (UTF-16 strings each
// ended by a zero, the list ended by an empty one), as
// GetUserPreferredUILanguages fills it, into its strings. It serves
// Windows only but lives here so that its test runs on every desktop.
func splitMultiString(buf []uint16) []string {
	var out []string
	for len(buf) > 0 {
		n := 0
		for n < len(buf) && buf[n] != 0 {
			n++
		}
		if n == 0 {
			break // the empty string that ends the list
		}
		out = append(out, string(utf16.Decode(buf[:n])))
		if n == len(buf) {
			break
		}
		buf = buf[n+1:]
	}
	return out
}
