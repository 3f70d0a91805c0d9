package midend

import (
	"testing"

	"parlour/game"
)

// TestSaveFormat pins the saved bytes, which saves already made must keep
// loading from.
func TestSaveFormat(t *testing.T) {
	g, _ := game.Lookup("harehounds")
	m, _ := game.NewMatch(g, nil)
	m.PlayString("a2-b2")
	data, err := MarshalMatch(m, vsComputer)
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "format": "parlour-match",
  "version": 1,
  "game": "harehounds",
  "options": {
    "first": "hounds",
    "goal": "reach",
    "layout": "usual",
    "stalling": "on"
  },
  "moves": [
    "a2-b2"
  ],
  "made": 1,
  "seats": [
    "human",
    "easy"
  ]
}`
	if string(data) != want {
		t.Errorf("saved:\n%s\nwant:\n%s", data, want)
	}
}
