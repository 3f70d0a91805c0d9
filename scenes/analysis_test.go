package scenes

import (
	"slices"
	"strings"
	"testing"

	"parlour/engine"
)

func TestPlayAnalysis(t *testing.T) {
	h := newHarness(t, vsAI)
	h.idle(2)
	if len(h.ai.reqs) != 0 {
		t.Fatalf("with the analysis closed nothing is searched on the person's turn: %+v", h.ai.reqs)
	}
	h.key(KeyAnalysis)
	h.idle(1)
	if !h.app.Settings().Analysis || h.p.an.rect.Empty() {
		t.Fatalf("the analysis did not open (setting %v, panel %v)", h.app.Settings().Analysis, h.p.an.rect)
	}
	if data, _ := h.store.Get("settings"); !strings.Contains(string(data), `"analysis": true`) {
		t.Errorf("the open panel is not remembered: %s", data)
	}
	req := h.ai.last()
	if len(h.ai.reqs) != 1 || req.Level != engine.Perfect {
		t.Fatalf("the open panel should analyse the position at Perfect: %+v", h.ai.reqs)
	}
	h.ai.queue = append(h.ai.queue,
		engine.Reply{ID: req.ID, Info: engine.Info{Depth: 3, Score: 12, Nodes: 500, PV: []string{"a2-b2", "e2-d3"}}})
	h.idle(1)
	var st HookState
	h.p.Hook(&st)
	if !st.Thinking || st.Analysis == nil || st.Analysis.Depth != 3 {
		t.Fatalf("progress is not shown: %+v", st)
	}
	h.ai.queue = append(h.ai.queue,
		engine.Reply{ID: req.ID, Final: true, Move: "a2-b2", Info: engine.Info{Depth: 23, PV: []string{"a2-b2", "e2-d3"}, Verdict: "Hounds win in 23"}})
	h.idle(1)
	h.wantMoves() // an analysis plays nothing
	// Hint now answers from the analysis, without a search.
	h.key(KeyHint)
	if len(h.ai.reqs) != 1 || h.p.s.Note().Text != "Hint: a2-b2 — Hounds win in 23" {
		t.Errorf("hint %q after %d requests", h.p.s.Note().Text, len(h.ai.reqs))
	}
	h.key(KeyAnalysis)
	h.idle(1)
	if h.app.Settings().Analysis || !h.p.an.rect.Empty() {
		t.Error("the analysis did not close")
	}
}

func TestPlayHintJoinsAnalysis(t *testing.T) {
	h := newHarness(t, vsAI)
	h.app.Settings().Analysis = true
	h.idle(1)
	req := h.ai.last()
	h.key(KeyHint) // while the analysis runs: it answers the hint
	if len(h.ai.reqs) != 1 || h.p.s.Note().Text != "Hint: thinking…" {
		t.Fatalf("hint %q, %d requests", h.p.s.Note().Text, len(h.ai.reqs))
	}
	h.ai.queue = append(h.ai.queue, engine.Reply{ID: req.ID, Final: true, Move: "a2-b2", Info: engine.Info{Depth: 23}})
	h.idle(1)
	if h.p.s.Note().Text != "Hint: a2-b2" || len(h.p.s.Note().Path) != 2 {
		t.Errorf("hint %q %v", h.p.s.Note().Text, h.p.s.Note().Path)
	}
	// The AI answers; a move while the next analysis runs cancels it, and
	// the AI is asked.
	h.tap("a2")
	h.tap("b2")
	h.idle(12)
	h.ai.queue = append(h.ai.queue, engine.Reply{ID: h.ai.last().ID, Final: true, Move: "e2-d3"})
	h.idle(40)
	h.wantMoves("a2-b2", "e2-d3")
	if h.ai.last().Level != engine.Perfect || h.ai.cancels != 0 {
		t.Fatalf("no analysis of the new position: %+v, %d cancels", h.ai.last(), h.ai.cancels)
	}
	h.tap("b1")
	h.tap("c1")
	h.idle(12)
	if h.ai.cancels != 1 || h.ai.last().Level != engine.Medium || len(h.ai.last().Moves) != 3 {
		t.Errorf("after the move: %d cancels, last request %+v", h.ai.cancels, h.ai.last())
	}
}

func TestPVString(t *testing.T) {
	for _, tt := range []struct {
		pv      []string
		ply     int
		want    string
		players int
	}{
		{[]string{"a2-b2", "e2-d3", "b1-c1"}, 0, "1. a2-b2 e2-d3 2. b1-c1", 2},
		{[]string{"e2-d3", "b1-c1"}, 1, "1… e2-d3 2. b1-c1", 2},
		{nil, 4, "", 2},
	} {
		if got := pvString(tt.pv, tt.ply, tt.players); got != tt.want {
			t.Errorf("pvString(%q, %d) = %q, want %q", tt.pv, tt.ply, got, tt.want)
		}
	}
	if countString(987) != "987" || countString(25_403) != "25k" || countString(1_643_520) != "1.6M" {
		t.Error("countString")
	}
}

// thinkerNotice is a Thinker with news for the player.
type thinkerNotice struct {
	fakeThinker
	notice string
}

func (n *thinkerNotice) Notice() string {
	m := n.notice
	n.notice = ""
	return m
}

func TestAppShowsThinkerNotice(t *testing.T) {
	th := &thinkerNotice{notice: "The computer opponent could not start in the background."}
	var heard []string
	a := NewApp(Config{Thinker: th, Announce: func(s string) { heard = append(heard, s) }})
	a.LayoutF(1100, 760)
	for range 3 {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if len(a.notices) != 1 || !slices.Contains(heard, a.notices[0]) {
		t.Errorf("notices %q, heard %q", a.notices, heard)
	}
}
