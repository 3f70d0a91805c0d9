package coached

import (
	"image/color"
	"testing"

	"parlour/midend"
	"parlour/scenes/ui"
)

// TestWordsHeight checks the panel's height: its margins, the lines of
// the instruction and of the answer, and a gap between them only when it
// has both.
func TestWordsHeight(t *testing.T) {
	const s, w = 1.0, 2000.0 // wide enough for each sentence on a line
	say, answer := ui.LineHeight(sayFace(s)), ui.LineHeight(answerFace(s))
	for _, tc := range []struct {
		name  string
		words Words
		want  float64
	}{
		{"nothing", Words{}, 28},
		{"an instruction", Words{Say: "Jump a piece."}, 28 + say},
		{"an answer", Words{Answer: midend.Feedback{Kind: midend.Refused, Text: "No."}}, 28 + answer},
		{"both", Words{Say: "Jump a piece.", Answer: midend.Feedback{Kind: midend.Praised, Text: "Yes."}}, 28 + say + 10 + answer},
		{"two paragraphs", Words{Say: "Jump.\nAgain."}, 28 + 2*say},
	} {
		if got := tc.words.height(w, s); got != tc.want {
			t.Errorf("%s: %v high, want %v", tc.name, got, tc.want)
		}
	}
}

// TestColours checks the colours of the panel's edge and of the answer
// by its kind.
func TestColours(t *testing.T) {
	for _, tc := range []struct {
		kind        midend.FeedbackKind
		edge, words color.Color
	}{
		{midend.Instruct, ui.ColBorder, ui.ColText},
		{midend.Refused, ui.ColDanger, ui.ColDanger},
		{midend.Praised, ui.ColAccent, ui.ColAccent},
	} {
		if edge, words := colours(tc.kind); edge != tc.edge || words != tc.words {
			t.Errorf("kind %v: edge %v, words %v; want %v, %v", tc.kind, edge, words, tc.edge, tc.words)
		}
	}
}
