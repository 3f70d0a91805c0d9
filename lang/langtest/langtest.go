// Package langtest lets a test read or speak one of Parlour's languages
// for its length, English coming back when it ends, so that a test in
// another language leaves none of it to the tests after it.
package langtest

import (
	"testing"

	"parlour/lang"
)

// Catalog returns the catalog of the language of code, failing the test
// where it cannot be had; when the test ends, English is used again,
// whatever the test used meanwhile.
func Catalog(t testing.TB, code string) *lang.Catalog {
	t.Helper()
	l, ok := lang.ByCode(code)
	if !ok {
		t.Fatalf("Parlour offers no language %q", code)
	}
	c, err := lang.Load(l)
	if err != nil {
		t.Fatalf("the %s catalog: %v", l.Name, err)
	}
	t.Cleanup(func() { lang.Use(nil) })
	return c
}

// Speak uses the catalog of the language of code until the test ends,
// and returns it.
func Speak(t testing.TB, code string) *lang.Catalog {
	t.Helper()
	c := Catalog(t, code)
	lang.Use(c)
	return c
}
