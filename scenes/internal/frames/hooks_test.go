package frames

import (
	"encoding/json"
	"testing"
)

// TestHookStateMerges writes a screen's own part into the state the App
// reports: its keys of the game shown replace the empty ones in place,
// its others follow them, before the layers' and the frames'; a screen
// with no part of its own leaves the App's keys as they are.
func TestHookStateMerges(t *testing.T) {
	type own struct {
		Game   string   `json:"game"`
		Moves  []string `json:"moves,omitempty"`
		Lesson struct {
			Step int `json:"step"`
		} `json:"lesson"`
		Over bool `json:"over"`
	}
	tests := []struct {
		name string
		own  any
		want string
	}{
		{"none", nil, `{"scene":"s","game":"","position":"","moves":[],"toMove":"","over":false,"thinking":false,"lang":"fr","notices":["n"],"redraws":3,"partials":0,"liveRate":0,"resting":true}`},
		{"a game", own{Game: "g", Over: true}, `{"scene":"s","game":"g","position":"","moves":[],"toMove":"","over":true,"thinking":false,"lesson":{"step":0},"lang":"fr","notices":["n"],"redraws":3,"partials":0,"liveRate":0,"resting":true}`},
		{"a map", map[string]any{"letters": []string{"l"}}, `{"scene":"s","game":"","position":"","moves":[],"toMove":"","over":false,"thinking":false,"letters":["l"],"lang":"fr","notices":["n"],"redraws":3,"partials":0,"liveRate":0,"resting":true}`},
	}
	for _, tt := range tests {
		data, err := json.Marshal(HookState{Scene: "s", Lang: "fr", Notices: []string{"n"}, Redraws: 3, Resting: true, Own: tt.own})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if string(data) != tt.want {
			t.Errorf("%s:\n%s\nwant\n%s", tt.name, data, tt.want)
		}
	}
	if _, err := json.Marshal(HookState{Scene: "s", Own: []string{"not an object"}}); err == nil {
		t.Error("a screen's part that is not an object was merged")
	}
}
