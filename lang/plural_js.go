//go:build js

package lang

import (
	"sync"
	"syscall/js"
)

// The page takes CLDR's plural rules from the browser, whose
// Intl.PluralRules carries them, rather than golang.org/x/text's tables,
// which would add about 100 KB to what the first frame waits for
// (docs/measurements.md).
var (
	rulesMu sync.Mutex
	rules   = map[string]js.Value{}
)

// byName reads Intl.PluralRules' answer.
var byName = map[string]Form{"zero": Zero, "one": One, "two": Two, "few": Few, "many": Many}

// pluralForm is CLDR's category of the whole number n in the language of
// code, from Intl.PluralRules; Other where the browser has none.
func pluralForm(code string, n int) (f Form) {
	defer func() {
		if recover() != nil {
			f = Other
		}
	}()
	rulesMu.Lock()
	r, ok := rules[code]
	if !ok {
		intl := js.Global().Get("Intl")
		if intl.Type() == js.TypeObject && intl.Get("PluralRules").Type() == js.TypeFunction {
			r = intl.Get("PluralRules").New(code)
		}
		rules[code] = r
	}
	rulesMu.Unlock()
	if r.Type() != js.TypeObject {
		return Other
	}
	return byName[r.Call("select", n).String()]
}
