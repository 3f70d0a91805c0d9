package play

import (
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game/foxgeese"
	"parlour/lang/langtest"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

func TestPlayAnalysis(t *testing.T) {
	h := newHarness(t, vsAI)
	h.idle(2)
	if len(h.ai.Reqs) != 0 {
		t.Fatalf("with the analysis closed nothing is searched on the person's turn: %+v", h.ai.Reqs)
	}
	h.key(ui.KeyAnalysis)
	h.idle(1)
	if !h.host.Settings().Analysis || h.p.an.rect.Empty() {
		t.Fatalf("the analysis did not open (setting %v, panel %v)", h.host.Settings().Analysis, h.p.an.rect)
	}
	if data, _ := h.store.Get("settings"); !strings.Contains(string(data), `"analysis": true`) {
		t.Errorf("the open panel is not remembered: %s", data)
	}
	req := h.ai.Last()
	if len(h.ai.Reqs) != 1 || req.Level != engine.Perfect {
		t.Fatalf("the open panel should analyse the position at Perfect: %+v", h.ai.Reqs)
	}
	h.ai.Queue = append(h.ai.Queue,
		engine.Reply{ID: req.ID, Info: engine.Info{Depth: 3, Score: 12, Nodes: 500, PV: []string{"a2-b2", "e2-d3"}}})
	h.idle(1)
	st := h.p.hook()
	if !st.Thinking || st.Analysis == nil || st.Analysis.Depth != 3 {
		t.Fatalf("progress is not shown: %+v", st)
	}
	h.ai.Queue = append(h.ai.Queue,
		engine.Reply{ID: req.ID, Final: true, Move: "a2-b2", Info: engine.Info{Depth: 23, PV: []string{"a2-b2", "e2-d3"}, Verdict: engine.Verdict{Kind: engine.VerdictWin, N: 23}}})
	h.idle(1)
	h.wantMoves() // an analysis plays nothing
	// Hint now answers from the analysis, without a search.
	h.key(ui.KeyHint)
	if len(h.ai.Reqs) != 1 || h.p.s.Note().Text != "Hint: a2-b2 — Hounds win in 23 moves, counting both sides." {
		t.Errorf("hint %q after %d requests", h.p.s.Note().Text, len(h.ai.Reqs))
	}
	h.key(ui.KeyAnalysis)
	h.idle(1)
	if h.host.Settings().Analysis || !h.p.an.rect.Empty() {
		t.Error("the analysis did not close")
	}
}

func TestPlayHintJoinsAnalysis(t *testing.T) {
	h := newHarness(t, vsAI)
	h.host.Settings().Analysis = true
	h.idle(1)
	req := h.ai.Last()
	h.key(ui.KeyHint) // while the analysis runs: it answers the hint
	if len(h.ai.Reqs) != 1 || h.p.s.Note().Text != "Hint: thinking…" {
		t.Fatalf("hint %q, %d requests", h.p.s.Note().Text, len(h.ai.Reqs))
	}
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: req.ID, Final: true, Move: "a2-b2", Info: engine.Info{Depth: 23}})
	h.idle(1)
	if h.p.s.Note().Text != "Hint: a2-b2" || len(h.p.s.Note().Path) != 2 {
		t.Errorf("hint %q %v", h.p.s.Note().Text, h.p.s.Note().Path)
	}
	// The AI answers; a move while the next analysis runs cancels it, and
	// the AI is asked.
	h.tap("a2")
	h.tap("b2")
	h.idle(12)
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: h.ai.Last().ID, Final: true, Move: "e2-d3"})
	h.idle(40)
	h.wantMoves("a2-b2", "e2-d3")
	if h.ai.Last().Level != engine.Perfect || h.ai.Cancels != 0 {
		t.Fatalf("no analysis of the new position: %+v, %d cancels", h.ai.Last(), h.ai.Cancels)
	}
	h.tap("b1")
	h.tap("c1")
	h.idle(12)
	if h.ai.Cancels != 1 || h.ai.Last().Level != engine.Medium || len(h.ai.Last().Moves) != 3 {
		t.Errorf("after the move: %d cancels, last request %+v", h.ai.Cancels, h.ai.Last())
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

// TestCountsInLanguage checks that the analysis's counts write the
// language's decimal separator and abbreviations: "1,6 Mio." in German,
// where English writes "1.6M".
func TestCountsInLanguage(t *testing.T) {
	langtest.Speak(t, "de")
	for n, want := range map[int64]string{987: "987", 25_403: "25 Tsd.", 1_643_520: "1,6 Mio.", 2_960_000: "3,0 Mio."} {
		if got := countString(n); got != want {
			t.Errorf("countString(%d) in German = %q, want %q", n, got, want)
		}
	}
}

// TestWholeWords checks that a line of play is shortened by whole moves,
// never cut inside one nor left on a move number.
func TestWholeWords(t *testing.T) {
	f := ui.Face(false, 14)
	pv := "12. a2-b2 e2-d3 13. b1-c1 d3-c3 14. c1-d1"
	for _, width := range []float64{40, 90, 130, 200, 1000} {
		got := wholeWords(pv, f, width)
		if ui.TextWidth(got, f) > width || !strings.HasPrefix(pv, got) {
			t.Errorf("width %v: %q", width, got)
		}
		if words := strings.Fields(got); len(words) > 0 && strings.HasSuffix(words[len(words)-1], ".") {
			t.Errorf("width %v: %q ends on a move number", width, got)
		}
	}
	if got := wholeWords(pv, f, 1000); got != pv {
		t.Errorf("the whole line fits but %q is shown", got)
	}
}

// TestAnalysisHeadWraps gives the analysis of Fox and Geese a long
// estimate, "Foxes behind by about 1.7 captured geese", on every screen:
// the head wraps onto a second line rather than be cut with "…".
func TestAnalysisHeadWraps(t *testing.T) {
	h := newHarnessOf(t, matchOf(t, foxgeese.Spec, nil), []saves.Seat{saves.Human, saves.Human})
	h.host.Settings().Analysis = true
	for _, size := range screens {
		h.resize(size[0], size[1])
		h.idle(1)
		if req := h.ai.Last(); req.ID != 0 {
			h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: req.ID, Info: engine.Info{Depth: 9, Score: -170, Nodes: 5000, PV: []string{"9-5"}}})
		}
		h.idle(1)
		if h.p.an.rect.Empty() {
			t.Fatalf("%v: no analysis panel", size)
		}
		w := h.p.an.rect.W - 24*h.c.S
		lines, _ := h.p.an.texts(w, h.c.S, h.p.an.rect.H < 80*h.c.S)
		var said []string
		for _, ln := range lines {
			if ui.TextWidth(ln.text, ln.f) > w+0.5 {
				t.Errorf("%v: %q is wider than the panel's %.0f px", size, ln.text, w)
			}
			said = append(said, ln.text)
		}
		if all := strings.Join(said, " "); !strings.Contains(all, "Foxes behind by about 1.7 captured geese") {
			t.Errorf("%v: the panel says %q", size, said)
		}
	}
}
