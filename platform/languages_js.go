//go:build js

package platform

import "syscall/js"

// Languages returns the person's preferred languages, most preferred
// first, as BCP 47 tags ("fr-CA"): the browser's navigator.languages, or
// navigator.language where only that exists, for Parlour to choose the
// language it speaks (lang.Match). A browser, or a worker, without them
// gives nil, never a panic.
func Languages() (langs []string) {
	defer func() {
		if recover() != nil {
			langs = nil
		}
	}()
	nav := js.Global().Get("navigator")
	if nav.Type() != js.TypeObject {
		return nil
	}
	if list := nav.Get("languages"); list.Type() == js.TypeObject {
		for i, n := 0, list.Length(); i < n; i++ {
			if s := list.Index(i); s.Type() == js.TypeString && s.String() != "" {
				langs = append(langs, s.String())
			}
		}
	}
	if len(langs) == 0 {
		if s := nav.Get("language"); s.Type() == js.TypeString && s.String() != "" {
			langs = []string{s.String()}
		}
	}
	return langs
}
