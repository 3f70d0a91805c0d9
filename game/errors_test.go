package game

import (
	"errors"
	"testing"

	"parlour/guard"
	"parlour/lang/langtest"
)

// TestBugText checks that the text marked for the catalogs is guard's, and
// that a recovered panic is worded in the player's language.
func TestBugText(t *testing.T) {
	if bugText != guard.BugText {
		t.Fatalf("the catalogs know %q, guard says %q", bugText, guard.BugText)
	}
	logf := guard.Logf
	guard.Logf = func(string, ...any) {}
	t.Cleanup(func() { guard.Logf = logf })
	for _, tc := range []struct{ code, want string }{
		{"en", guard.BugText},
		{"de", "Parlour ist beim Lesen auf einen eigenen Fehler gestoßen (ein Bug; Einzelheiten stehen im Protokoll)"},
	} {
		t.Run(tc.code, func(t *testing.T) {
			if tc.code != "en" {
				langtest.Speak(t, tc.code)
			}
			err := guard.Call("reading a test", func() error { panic("boom") })
			var b *guard.Bug
			if !errors.As(err, &b) {
				t.Fatalf("got %v, want a *guard.Bug", err)
			}
			if err.Error() != tc.want {
				t.Errorf("got %q, want %q", err.Error(), tc.want)
			}
		})
	}
}
