package main

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game/solitaire"
	"parlour/lang"
	"parlour/lang/langtest"
)

// answers runs handle on one message and decodes what it posts.
func answers(t *testing.T, msg string) []json.RawMessage {
	t.Helper()
	var out []json.RawMessage
	handle([]byte(msg), func(data []byte) { out = append(out, append(json.RawMessage(nil), data...)) })
	return out
}

func TestHandleRequest(t *testing.T) {
	req := engine.Request{ID: 9, Game: "harehounds", Moves: []string{"a2-b2"}, Level: engine.Hard, Budget: 200 * time.Millisecond}
	data, _ := json.Marshal(Message{Request: req})
	out := answers(t, string(data))
	if len(out) < 2 {
		t.Fatalf("%d answers, want progress and a final reply", len(out))
	}
	for i, raw := range out {
		var r engine.Reply
		if err := json.Unmarshal(raw, &r); err != nil {
			t.Fatal(err)
		}
		last := i == len(out)-1
		if r.ID != 9 || r.Final != last || r.Err != "" || last && r.Move == "" || !last && len(r.Info.PV) == 0 {
			t.Errorf("answer %d: %s", i, raw)
		}
	}
}

// TestHandleErrors sends messages the worker cannot answer: each gets one
// final reply whose error goes as its kind, for the page to word in the
// player's language, and its detail alone, not an English sentence.
func TestHandleErrors(t *testing.T) {
	for _, tc := range []struct {
		msg  string
		fail engine.Failure
	}{
		{`{"id":4,"game":"nonesuch"}`, engine.FailRequest},
		{`not json`, engine.FailMessage},
		{`{"id":5,"game":"harehounds","moves":["z9-z8"]}`, engine.FailRequest},
	} {
		out := answers(t, tc.msg)
		var r engine.Reply
		if len(out) != 1 || json.Unmarshal(out[0], &r) != nil || !r.Final || r.Err == "" {
			t.Errorf("%s: answers %s, want one final reply with an error", tc.msg, out)
			continue
		}
		if r.Fail != tc.fail || strings.HasPrefix(r.Err, "bad message") {
			t.Errorf("%s: answers %s, want the failure of kind %d with its detail", tc.msg, out, tc.fail)
		}
	}
}

func TestHandleBench(t *testing.T) {
	out := answers(t, `{"bench":true}`)
	var rep BenchReport
	if len(out) != 1 || json.Unmarshal(out[0], &rep) != nil || rep.Error != "" || len(rep.Bench) == 0 || rep.Bench[0].Nodes != engine.BenchNodes {
		t.Errorf("bench answers %s", out)
	}
}

func TestHandleValues(t *testing.T) {
	tests := []struct {
		msg, err string
		moves    int
	}{
		{`{"id":3,"values":true,"game":"harehounds"}`, "", 7},
		{`{"id":3,"values":true,"game":"harehounds","moves":["a2-b2","e2-a2"]}`, "move 2 (e2-a2)", 0},
	}
	for _, tt := range tests {
		out := answers(t, tt.msg)
		var r engine.Reply
		if len(out) != 1 || json.Unmarshal(out[0], &r) != nil || r.ID != 3 || !r.Final {
			t.Fatalf("%s: answers %s", tt.msg, out)
		}
		if tt.err != "" {
			if !strings.Contains(r.Err, tt.err) || r.Values != nil {
				t.Errorf("%s: answers %s, want an error naming %q", tt.msg, out[0], tt.err)
			}
			continue
		}
		if r.Err != "" || r.Values == nil || len(r.Values.Moves) != tt.moves || r.Values.Moves[0].Kind != engine.Win {
			t.Errorf("%s: answers %s, want %d moves, the first a win", tt.msg, out[0], tt.moves)
		}
	}
	out := answers(t, `{"valuesBench":{"game":"harehounds","positions":5,"seed":1}}`)
	var rep ValuesBenchReport
	if len(out) != 1 || json.Unmarshal(out[0], &rep) != nil || rep.Error != "" || rep.Timing.Positions != 5 {
		t.Errorf("values bench answers %s", out)
	}
}

// TestHandleWordsNoSentence runs, as the browser does, a worker with no
// catalog: its verdicts and notes cross as data, with no English
// sentence in them, and the page words them in its player's language.
func TestHandleWordsNoSentence(t *testing.T) {
	fr := langtest.Catalog(t, "fr")
	offPath := append(append([]string(nil), solitaire.LeafletKey[:20]...), "18-20")
	solo, _ := json.Marshal(Message{Request: engine.Request{ID: 1, Game: solitaire.Spec.ID, Moves: offPath, Level: engine.Hard}})
	tests := []struct {
		msg           string
		english, page string // what the page shows of the final reply
	}{
		{string(solo), "Not solvable any more: undo 1 jump to get back to a solvable position",
			"Plus soluble\u00a0: annulez 1 saut pour revenir à une position soluble"},
		{`{"id":2,"game":"harehounds","level":3}`, "Hounds win in 23 moves, counting both sides",
			"Victoire\u00a0: Chiens en 23 coups, des deux côtés"},
		{`{"id":3,"values":true,"game":"catchhare","moves":["a3-b2"]}`, "This position is outside the book of exact lines, so no move's value is known here.",
			"Cette position est hors du livre des lignes exactes\u00a0: la valeur d’aucun coup n’est connue ici."},
	}
	for _, tt := range tests {
		lang.Use(nil)
		out := answers(t, tt.msg)
		final := out[len(out)-1]
		var r engine.Reply
		if err := json.Unmarshal(final, &r); err != nil || !r.Final || r.Err != "" {
			t.Fatalf("%s: answers %s", tt.msg, final)
		}
		if strings.Contains(string(final), tt.english[:12]) {
			t.Errorf("%s: the worker sent English words: %s", tt.msg, final)
		}
		req, _ := engine.Request{Game: gameOf(t, tt.msg)}.Match()
		shown := func() string {
			if r.Values != nil {
				return r.Values.Note.Text()
			}
			return r.Info.Verdict.Text(req.SeatNouns())
		}
		if got := shown(); got != tt.english {
			t.Errorf("%s: in English %q, want %q", tt.msg, got, tt.english)
		}
		lang.Use(fr)
		if got := shown(); got != tt.page {
			t.Errorf("%s: in French %q, want %q", tt.msg, got, tt.page)
		}
	}
}

// gameOf returns the game a message names.
func gameOf(t *testing.T, msg string) string {
	t.Helper()
	var m Message
	if err := json.Unmarshal([]byte(msg), &m); err != nil {
		t.Fatal(err)
	}
	return m.Game
}
