package game_test

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/harehounds"
)

func newMatch(t *testing.T) *game.Match {
	t.Helper()
	m, err := game.NewMatch(harehounds.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestMatchUndoRedo(t *testing.T) {
	m := newMatch(t)
	start := m.State().String()
	for _, mv := range []string{"a2-b2", "e2-d2", "b1-c1"} {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	after := m.State().String()
	if !m.Undo() || !m.Undo() || m.Ply() != 1 || !m.CanRedo() {
		t.Fatalf("undo twice: ply %d, canRedo %v", m.Ply(), m.CanRedo())
	}
	if !m.Redo() || !m.Redo() || m.Redo() {
		t.Fatal("redo should work twice, then stop")
	}
	if m.State().String() != after {
		t.Fatalf("after redo: %q, want %q", m.State().String(), after)
	}
	m.Undo()
	if err := m.PlayString("b3-c3"); err != nil {
		t.Fatal(err)
	}
	if m.CanRedo() {
		t.Error("a new move must discard the redo moves")
	}
	if got := strings.Join(m.MoveStrings(), " "); got != "a2-b2 e2-d2 b3-c3" {
		t.Errorf("moves %q", got)
	}
	for m.Undo() {
	}
	if m.State().String() != start {
		t.Errorf("undo to start: %q, want %q", m.State().String(), start)
	}
}

func TestMatchRejects(t *testing.T) {
	m := newMatch(t)
	if err := m.PlayString("e2-d2"); err == nil {
		t.Error("the hare moved on the hounds' turn")
	}
	if err := m.Play(game.Move(9999)); err == nil {
		t.Error("an unknown move number was accepted")
	}
	if m.Ply() != 0 {
		t.Error("a rejected move changed the match")
	}
}

func TestSaveRoundTrip(t *testing.T) {
	m := newMatch(t)
	for _, mv := range []string{"a2-b2", "e2-d2", "b1-c1"} {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	m.Undo()
	data, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, sv, err := game.LoadMatch(data)
	if err != nil {
		t.Fatal(err)
	}
	if sv.Made != 2 || len(sv.Moves) != 3 || back.Ply() != 2 || !back.CanRedo() {
		t.Errorf("restored: made %d of %d moves, ply %d", sv.Made, len(sv.Moves), back.Ply())
	}
	if back.State().String() != m.State().String() {
		t.Errorf("restored position %q, want %q", back.State().String(), m.State().String())
	}
}

func TestLoadMatchErrors(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"not json", `{"format":`, "not valid JSON"},
		{"other format", `{"format":"chess","version":1}`, "not a Parlour saved game"},
		{"future version", `{"format":"parlour-match","version":99,"game":"harehounds"}`, "version 99"},
		{"unknown game", `{"format":"parlour-match","version":1,"game":"go","moves":[]}`, `unknown game "go"`},
		{"bad option", `{"format":"parlour-match","version":1,"game":"harehounds","options":{"layout":"round"}}`, "unknown value"},
		{"illegal move", `{"format":"parlour-match","version":1,"game":"harehounds","moves":["a2-b2","a2-b2"],"made":2}`, "saved move 2"},
		{"bad made", `{"format":"parlour-match","version":1,"game":"harehounds","moves":["a2-b2"],"made":5}`, "5 moves were made"},
		{"bad start", `{"format":"parlour-match","version":1,"game":"harehounds","start":"nonsense"}`, "position"},
		{"too many names", `{"format":"parlour-match","version":1,"game":"harehounds","names":["a","b","c"]}`, "3 players for 2 seats"},
	}
	for _, tt := range tests {
		if _, _, err := game.LoadMatch([]byte(tt.data)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: LoadMatch = %v, want an error about %q", tt.name, err, tt.want)
		}
	}
}

func TestMatchNames(t *testing.T) {
	m := newMatch(t)
	if got := m.Names(); !slices.Equal(got, []string{"Hounds", "Hare"}) {
		t.Fatalf("default names %v", got)
	}
	m.SetNames([]string{"", "  Ann\x07 of the very long name indeed  "})
	want := []string{"Hounds", "Ann of the very long nam"}
	if got := m.Names(); !slices.Equal(got, want) {
		t.Fatalf("names %q, want %q", got, want)
	}
	data, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := game.LoadMatch(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Names(); !slices.Equal(got, want) {
		t.Errorf("names after a save %q, want %q", got, want)
	}
	m.SetNames(nil)
	if data, _ := m.Marshal(); strings.Contains(string(data), "names") {
		t.Errorf("a match without names saves them: %s", data)
	}
}
