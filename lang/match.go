//go:build !js

package lang

import "golang.org/x/text/language"

// Match returns the language of among that best fits a person's
// preferred languages, most preferred first, as BCP 47 tags
// (navigator.languages) or POSIX locales ("de_DE.UTF-8"): a regional one
// gets its base language (fr-CA, French), one not among them English, as
// do preferences that do not parse. among must hold English.
func Match(prefs []string, among []Language) Language {
	tags := make([]language.Tag, 0, len(among))
	for _, l := range among {
		tags = append(tags, l.Tag())
	}
	var want []language.Tag
	for _, p := range prefs {
		if t, err := language.Parse(posixToBCP47(p)); err == nil {
			want = append(want, t)
		}
	}
	if len(want) == 0 {
		return English
	}
	_, i, conf := language.NewMatcher(tags).Match(want...)
	if conf == language.No || i < 0 || i >= len(among) {
		return English
	}
	return among[i]
}

// posixToBCP47 turns a POSIX locale ("de_DE.UTF-8@euro", "C") into a BCP
// 47 tag ("de-DE"); "C" and "POSIX" say nothing of a language.
func posixToBCP47(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' || s[i] == '@' {
			s = s[:i]
			break
		}
	}
	if s == "C" || s == "POSIX" {
		return ""
	}
	b := []byte(s)
	for i, c := range b {
		if c == '_' {
			b[i] = '-'
		}
	}
	return string(b)
}

// Tag returns the language's BCP 47 tag. It is the programs' alone:
// x/text's tables stay out of the page, whose first frame waits for every
// byte of it (match_js.go matches through the browser's Intl).
func (l Language) Tag() language.Tag { return language.Make(l.Code) }
