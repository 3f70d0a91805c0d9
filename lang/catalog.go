package lang

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlour/lang/internal/known"
)

// Catalog holds one language's texts, each under the Sum of its English
// key.
type Catalog struct {
	lang   Language
	msgs   map[uint32]entry  // by known.Sum of the English
	docs   map[string]string // translated documents by name (Doc)
	pseudo bool              // Pseudo's
	whole  bool              // not the first part of a language's catalog alone
}

// Whole reports whether c is whole: not the first part alone of a
// language's catalog, whose second part holds the games' rules and
// lessons (LoadFirst, FirstPart). A catalog read from one file (Parse) is
// whole.
func (c *Catalog) Whole() bool { return c.whole }

// with returns a catalog of c's texts and more's, c's where both have
// one.
func (c *Catalog) with(more *Catalog) *Catalog {
	out := &Catalog{lang: c.lang, msgs: make(map[uint32]entry, len(c.msgs)+len(more.msgs)), docs: map[string]string{}, whole: true}
	for _, from := range []*Catalog{more, c} {
		for k, v := range from.msgs {
			out.msgs[k] = v
		}
		for k, v := range from.docs {
			out.docs[k] = v
		}
	}
	return out
}

// entry is one text: a translation, or the forms of a counted text by
// CLDR plural category.
type entry struct {
	text  string
	forms map[Form]string
}

// Language returns the catalog's language.
func (c *Catalog) Language() Language { return c.lang }

// Len returns how many texts the catalog translates.
func (c *Catalog) Len() int { return len(c.msgs) }

// Has reports whether the catalog translates key.
func (c *Catalog) Has(key string) bool {
	_, ok := c.msgs[known.Sum(key)]
	return ok
}

// HasDoc reports whether the catalog translates the document name.
func (c *Catalog) HasDoc(name string) bool {
	_, ok := c.docs[name]
	return ok
}

// forms names CLDR's plural categories as a catalog file writes them.
var forms = map[string]Form{
	"zero": Zero, "one": One, "two": Two, "few": Few, "many": Many, "other": Other,
}

// file is a catalog file: its language's code, each text by its English
// key, a string or, for a counted text (N, keyed by its English
// plural), an object of forms by CLDR category ("one", "other"...), and
// each translated document by its name (Doc). A built catalog
// (lang/bundle) has Hashed set, and its keys are the known.Hash of the
// English: its placeholders were checked against the English as it was
// built (TestBundles).
type file struct {
	Language  string                     `json:"language"`
	Hashed    bool                       `json:"hashed"`
	Messages  map[string]json.RawMessage `json:"messages"`
	Documents map[string]string          `json:"documents"`
}

// Parse reads a catalog file (see file). Any fault gives an error that
// says where: a file that is not such JSON, a language Parlour does not
// offer, an empty text, a counted text without its "other" form or with
// a category CLDR does not have, and a translation whose placeholders
// (%d, %[2]s) are not its key's.
func Parse(data []byte) (*Catalog, error) {
	var f file
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("a catalog of texts: %w", err)
	}
	l, ok := ByCode(f.Language)
	if !ok {
		return nil, fmt.Errorf("a catalog of texts: language %q is not one Parlour speaks", f.Language)
	}
	c := &Catalog{lang: l, msgs: make(map[uint32]entry, len(f.Messages)), docs: map[string]string{}, whole: true}
	for name, text := range f.Documents {
		if name == "" || strings.TrimSpace(text) == "" {
			return nil, fmt.Errorf("the %s catalog: document %q is empty", l.Name, name)
		}
		c.docs[name] = text
	}
	keys := make([]string, 0, len(f.Messages))
	for k := range f.Messages {
		keys = append(keys, k)
	}
	slices.Sort(keys) // the first fault reported is the same every time
	for _, key := range keys {
		e, err := parseEntry(key, f.Hashed, f.Messages[key])
		if err != nil {
			return nil, fmt.Errorf("the %s catalog, text %q: %w", l.Name, key, err)
		}
		sum := known.Sum(key)
		if f.Hashed {
			n, err := strconv.ParseUint(key, 36, 32)
			if err != nil || strconv.FormatUint(n, 36) != key {
				return nil, fmt.Errorf("the %s catalog, text %q: not a key of a built catalog", l.Name, key)
			}
			sum = uint32(n)
		}
		if _, twice := c.msgs[sum]; twice {
			return nil, fmt.Errorf("the %s catalog, text %q: a second text under its key", l.Name, key)
		}
		c.msgs[sum] = e
	}
	return c, nil
}

// parseEntry reads one text of a catalog file, under its English key or,
// hashed, the key's known.Hash: the placeholders of every form must be
// the key's, or where it is hashed, the same in every form.
func parseEntry(key string, hashed bool, raw json.RawMessage) (entry, error) {
	if key == "" {
		return entry{}, fmt.Errorf("an empty key")
	}
	var want []string
	var err error
	have := !hashed // want is known
	if have {
		if want, err = Placeholders(key); err != nil {
			return entry{}, fmt.Errorf("the key: %w", err)
		}
	}
	check := func(s string) error {
		if strings.TrimSpace(s) == "" {
			return fmt.Errorf("an empty translation")
		}
		got, err := Placeholders(s)
		if err != nil {
			return err
		}
		if !have {
			want, have = got, true
		}
		if !slices.Equal(got, want) {
			return fmt.Errorf("placeholders %q, want the key's %q", got, want)
		}
		return nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return entry{text: s}, check(s)
	}
	var byName map[string]string
	if err := json.Unmarshal(raw, &byName); err != nil {
		return entry{}, fmt.Errorf("want a string or an object of plural forms")
	}
	e := entry{forms: map[Form]string{}}
	for name, s := range byName {
		f, ok := forms[name]
		if !ok {
			return entry{}, fmt.Errorf("plural form %q: CLDR's are zero, one, two, few, many and other", name)
		}
		if err := check(s); err != nil {
			return entry{}, fmt.Errorf("form %q: %w", name, err)
		}
		e.forms[f] = s
	}
	if _, ok := e.forms[Other]; !ok {
		return entry{}, fmt.Errorf("no \"other\" form")
	}
	return e, nil
}

// Placeholders lists the fmt verbs of a format text, each as its
// argument's number and verb ("1d", "2s"), sorted, so that a translation
// that reorders its arguments (%[2]s … %[1]d) lists the same. "%%" is
// none. A verb fmt would not take ("%", "%[x]d") is an error.
func Placeholders(format string) ([]string, error) {
	var out []string
	arg := 1
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		// Flags, an argument index, width and precision, then the verb.
		for i < len(format) && strings.IndexByte("+-# 0", format[i]) >= 0 {
			i++
		}
		if i < len(format) && format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			if end < 0 {
				return nil, fmt.Errorf("%q: an argument index without its ]", format)
			}
			n, err := strconv.Atoi(format[i+1 : i+end])
			if err != nil || n < 1 || n > 9 {
				return nil, fmt.Errorf("%q: argument index %q", format, format[i+1:i+end])
			}
			arg, i = n, i+end+1
		}
		for i < len(format) && (format[i] >= '0' && format[i] <= '9' || format[i] == '.') {
			i++
		}
		if i >= len(format) {
			return nil, fmt.Errorf("%q ends in a lone %%", format)
		}
		v := format[i]
		if v == '%' {
			continue
		}
		if !strings.ContainsRune("vdsqxXfgeTtcU", rune(v)) {
			return nil, fmt.Errorf("%q: verb %%%c", format, v)
		}
		out = append(out, strconv.Itoa(arg)+string(v))
		arg++
	}
	slices.Sort(out)
	return out, nil
}
