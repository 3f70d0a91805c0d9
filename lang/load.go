package lang

import (
	"fmt"
	"slices"

	"parlour/tablefile"
)

//go:generate go run ./internal/gen

// sum is a catalog file's size and SHA-256, in hex.
type sum struct {
	size   int64
	sha256 string
}

// catalogs loads each language's catalog, but English's, from its table:
// "lang-fr.json", built into native programs and downloaded by the page
// when the language is chosen, never before (a player downloads their own
// language), and kept then for offline play (tablefile.Table.OnDemand).
var catalogs = map[string]*tablefile.Lazy[*Catalog]{}

func init() {
	for _, l := range All[1:] {
		s := sums[l.Code]
		t := &tablefile.Table{
			Name:     "lang-" + l.Code + ".json",
			Size:     s.size,
			SHA256:   s.sha256,
			Label:    l.Name,
			Embedded: builtIn[l.Code],
			OnDemand: true,
		}
		// A language's file joins the web site once it is offered.
		if slices.Contains(offered, l.Code) {
			tablefile.Declare(t)
		}
		catalogs[l.Code] = tablefile.NewLazy(t, func(data []byte) (*Catalog, error) {
			c, err := Parse(data)
			if err == nil && c.lang.Code != l.Code {
				err = fmt.Errorf("the %s catalog holds %s texts", l.Name, c.lang.Name)
			}
			return c, err
		})
	}
}

// Load returns the catalog of language l, nil for English: at once where
// it is built in, otherwise downloaded the first time, which must not be
// waited for in a call from JavaScript. An error says why it cannot be
// had (offline before it was ever kept, damaged) in the player's words.
func Load(l Language) (*Catalog, error) {
	lazy, ok := catalogs[l.Code]
	if !ok {
		return nil, nil
	}
	return lazy.Get()
}

// offered lists the languages a player may choose: those whose catalog
// translates every text (TestOffered). A language joins once its
// translation is whole, so that no player meets a screen half in English.
var offered = []string{"en", "fr", "de", "es", "it"}

// Offered returns the languages a player may choose, English first.
func Offered() []Language {
	var out []Language
	for _, l := range All {
		for _, code := range offered {
			if l.Code == code {
				out = append(out, l)
			}
		}
	}
	return out
}
