package lang

import "testing"

// FuzzParse feeds catalog files, as a damaged download or a translator's
// slip would make them, to Parse: it must not panic, and what it accepts
// must translate every text with its key's placeholders.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"language": "fr", "messages": {"Hare to move": "Au lièvre de jouer", "%d moves": {"one": "%d coup", "other": "%d coups"}}}`))
	f.Add([]byte(`{"language": "de", "messages": {"%s beats %s": "%[2]s unterliegt %[1]s"}}`))
	f.Add([]byte(`{"language": "it", "messages": {"%[9]d%%": "%[9]d %%"}}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data)
		if err != nil {
			return
		}
		defer Use(nil)
		Use(c)
		for key, e := range c.msgs {
			want, err := Placeholders(key)
			if err != nil {
				t.Fatalf("accepted key %q: %v", key, err)
			}
			texts := []string{e.text}
			if e.forms != nil {
				texts = texts[:0]
				for _, s := range e.forms {
					texts = append(texts, s)
				}
			}
			for _, s := range texts {
				got, err := Placeholders(s)
				if err != nil || len(got) != len(want) {
					t.Fatalf("accepted %q for %q: %v, %v", s, key, got, want)
				}
			}
			_ = T(key, 1, "x", 2.5)
			_ = N(3, key, key, 1, "x")
		}
	})
}
