package langtest

import (
	"testing"

	"parlour/lang"
)

// TestSpeak checks that a test speaks the language asked for, and that
// English is back once it ended, what the test used meanwhile aside.
func TestSpeak(t *testing.T) {
	t.Run("in German", func(t *testing.T) {
		if c := Speak(t, "de"); c == nil || lang.Current().Code != "de" {
			t.Fatalf("speaking %q, want de", lang.Current().Code)
		}
		lang.Use(Catalog(t, "fr"))
	})
	if got := lang.Current().Code; got != "en" {
		t.Errorf("after the test, speaking %q, want en", got)
	}
}
