package saves

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestShellSettingsVersion checks that the web page's loader, which reads
// the language the player chose from the saved settings before any Go
// runs (wasm/loader.js), reads them where they are saved and in the
// formats this version reads: it trusts no newer one, as ParseSettings
// does not, so that the page and the program speak the same language.
func TestShellSettingsVersion(t *testing.T) {
	loader, err := os.ReadFile("../../wasm/loader.js")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		fmt.Sprintf("var SETTINGS_VERSION = %d;", SettingsVersion),
		fmt.Sprintf("localStorage.getItem(%q)", "parlour."+KeySettings),
		"s.language",
	} {
		if !strings.Contains(string(loader), want) {
			t.Errorf("wasm/loader.js lacks %s", want)
		}
	}
}
