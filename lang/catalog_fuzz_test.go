package lang

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"parlour/lang/internal/known"
)

// FuzzParse feeds catalog files, as a damaged download or a translator's
// slip would make them, to Parse: it must not panic, and what it accepts
// must translate every text with its key's placeholders, or in a built
// catalog, whose keys are hashed, with the same placeholders in every
// form.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"language": "fr", "messages": {"Hare to move": "Au lièvre de jouer", "%d moves": {"one": "%d coup", "other": "%d coups"}}}`))
	f.Add([]byte(`{"language": "de", "messages": {"%s beats %s": "%[2]s unterliegt %[1]s"}}`))
	f.Add([]byte(`{"language": "it", "messages": {"%[9]d%%": "%[9]d %%"}}`))
	f.Add([]byte(`{"language": "fr", "hashed": true, "messages": {"13jrt5d": "Au lièvre de jouer", "x1": {"one": "%d coup", "other": "%d coups"}}}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data)
		if err != nil {
			return
		}
		var file file
		if err := json.Unmarshal(data, &file); err != nil {
			t.Fatalf("Parse accepted what encoding/json refuses: %v", err)
		}
		defer Use(nil)
		Use(c)
		for key := range file.Messages {
			h := known.Sum(key)
			if file.Hashed {
				n, _ := strconv.ParseUint(key, 36, 32) // Parse took it as a key
				h = uint32(n)
			}
			e, ok := c.msgs[h]
			if !ok {
				t.Fatalf("accepted %q but does not have it", key)
			}
			texts := []string{e.text}
			if e.forms != nil {
				texts = texts[:0]
				for _, s := range e.forms {
					texts = append(texts, s)
				}
			}
			want, err := Placeholders(texts[0])
			if !file.Hashed {
				want, err = Placeholders(key)
			}
			if err != nil {
				t.Fatalf("accepted key %q: %v", key, err)
			}
			for _, s := range texts {
				got, err := Placeholders(s)
				if err != nil || !slices.Equal(got, want) {
					t.Fatalf("accepted %q for %q: %v, %v", s, key, got, want)
				}
			}
			if !file.Hashed {
				_ = T(key, 1, "x", 2.5)
				_ = N(3, key, key, 1, "x")
			}
		}
	})
}
