package scenes

import (
	"log"

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
