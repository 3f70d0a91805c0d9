package main

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"parlour/engine"
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

func TestHandleErrors(t *testing.T) {
	for _, msg := range []string{`{"id":4,"game":"nonesuch"}`, `not json`, `{"id":5,"game":"harehounds","moves":["z9-z8"]}`} {
		out := answers(t, msg)
		var r engine.Reply
		if len(out) != 1 || json.Unmarshal(out[0], &r) != nil || !r.Final || r.Err == "" {
			t.Errorf("%s: answers %s, want one final reply with an error", msg, out)
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
