package scenes

import (
	"log"
	"strings"

	"parlour/lang"
)

// speak makes the language a debug option asks for the one every text is
// shown in: a code of lang.All, loaded from its catalog, or "pseudo"; ""
// is English, the one language offered so far. A language that cannot be
// loaded leaves English, and says why in the log (the option is for
// translators and tests, not players).
func speak(code string) {
	lang.Use(nil)
	if code == "" {
		return
	}
	if code == "pseudo" {
		lang.Use(lang.Pseudo())
		return
	}
	l, ok := lang.ByCode(code)
	if !ok {
		log.Printf("parlour: language %q: not one Parlour speaks; English it is", code)
		return
	}
	c, err := lang.Load(l)
	if err != nil {
		log.Printf("parlour: %s: %v; English it is", l.Name, err)
		return
	}
	lang.Use(c)
}

// listAnd joins names as game.List does ("a, b and c"), in the current
// language.
func listAnd(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return lang.T("%s and %s", strings.Join(names[:len(names)-1], lang.T(", ")), names[len(names)-1])
}
