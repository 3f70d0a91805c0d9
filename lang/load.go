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

// catalogs loads each language's catalog, but English's, in two parts,
// each from its table: "lang-fr.json", what every screen shows, and
// "lang-fr-more.json", the games' rules and lessons (see
// extract.Text.Later). Both are built into native programs. The page
// downloads a language's first part when the language is chosen, never
// before (a player downloads their own language), and its second part
// after its first frame; each is kept then for offline play
// (tablefile.Table.OnDemand).
var catalogs = map[string][2]*tablefile.Lazy[*Catalog]{}

func init() {
	for _, l := range All[1:] {
		var parts [2]*tablefile.Lazy[*Catalog]
		for i, name := range []string{l.Code, l.Code + "-more"} {
			s := sums[name]
			t := &tablefile.Table{
				Name:     "lang-" + name + ".json",
				Size:     s.size,
				SHA256:   s.sha256,
				Label:    l.Name,
				Embedded: builtIn[name],
				OnDemand: true,
			}
			// A language's files join the web site once it is offered.
			if slices.Contains(offered, l.Code) {
				tablefile.Declare(t)
			}
			first := i == 0
			parts[i] = tablefile.NewLazy(t, func(data []byte) (*Catalog, error) {
				c, err := Parse(data)
				if err != nil {
					return nil, err
				}
				if c.lang.Code != l.Code {
					return nil, fmt.Errorf("the %s catalog holds %s texts", l.Name, c.lang.Name)
				}
				c.whole = !first
				return c, nil
			})
		}
		catalogs[l.Code] = parts
	}
}

// Load returns the whole catalog of language l, nil for English: at once
// where it is built in, otherwise downloaded the first time, which must
// not be waited for in a call from JavaScript. An error says why it
// cannot be had (offline before it was ever kept, damaged) in the
// player's words.
func Load(l Language) (*Catalog, error) {
	parts, ok := catalogs[l.Code]
	if !ok {
		return nil, nil
	}
	first, err := parts[0].Get()
	if err != nil {
		return nil, err
	}
	more, err := parts[1].Get()
	if err != nil {
		return nil, err
	}
	return first.with(more), nil
}

// LoadFirst returns the catalog of language l for the first screens, nil
// for English: where its second part, the games' rules and lessons, is
// built in, the whole catalog, as Load; otherwise its first part alone
// (Whole is false), downloaded the first time, and Load brings the rest.
func LoadFirst(l Language) (*Catalog, error) {
	if builtIn[l.Code+"-more"] != nil {
		return Load(l)
	}
	return FirstPart(l)
}

// FirstPart returns the first part alone of language l's catalog, nil
// for English: what the page speaks until the second part comes, which
// tests show natively too.
func FirstPart(l Language) (*Catalog, error) {
	parts, ok := catalogs[l.Code]
	if !ok {
		return nil, nil
	}
	return parts[0].Get()
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
