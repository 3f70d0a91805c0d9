package game_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"parlour/game"
)

// TestNewerSave reads saves of a version beyond the newest this program
// knows: the error matches game.ErrNewer, so the save is kept and not taken for
// damaged, while a version below the first is damage.
func TestNewerSave(t *testing.T) {
	for _, tt := range []struct {
		version int
		newer   bool
	}{{game.SaveVersion + 1, true}, {99, true}, {0, false}, {-3, false}} {
		_, err := game.ParseSave([]byte(fmt.Sprintf(`{"format": %q, "version": %d, "game": "harehounds", "moves": []}`, game.SaveFormat, tt.version)))
		if err == nil || errors.Is(err, game.ErrNewer) != tt.newer {
			t.Errorf("version %d: %v, want newer %v", tt.version, err, tt.newer)
		}
	}
}

// TestSaveFields keeps the fields of the saved game's format version: a
// field added needs a new version, so that an older Parlour still open in
// another window reads the save as newer and keeps it, rather than
// dropping the field it does not know when it saves.
func TestSaveFields(t *testing.T) {
	const v1 = "format version game options start moves made seats names"
	typ := reflect.TypeOf(game.Save{})
	var got []string
	for i := range typ.NumField() {
		name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
		got = append(got, name)
	}
	if strings.Join(got, " ") != v1 || game.SaveVersion != 1 {
		t.Errorf("save version %d has the fields %q; version 1 had %q: a new field needs a new version (and this test a new line)",
			game.SaveVersion, strings.Join(got, " "), v1)
	}
}
