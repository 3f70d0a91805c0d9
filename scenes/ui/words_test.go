package ui

import "testing"

// TestCapitalize makes a sentence of a phrase, leaving one alone.
func TestCapitalize(t *testing.T) {
	for in, want := range map[string]string{
		"":                 "",
		"  stop here ":     "Stop here.",
		"The hare escapes": "The hare escapes.",
		"Hounds win!":      "Hounds win!",
		"done.":            "Done.",
	} {
		if got := Capitalize(in); got != want {
			t.Errorf("Capitalize(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestCapitalizeAccented checks that a sentence beginning with a letter
// of more than one byte, as French and Spanish ones may, gets its
// capital whole.
func TestCapitalizeAccented(t *testing.T) {
	for in, want := range map[string]string{"état de la partie": "État de la partie.", "último": "Último."} {
		if got := Capitalize(in); got != want {
			t.Errorf("Capitalize(%q) = %q, want %q", in, got, want)
		}
	}
}
