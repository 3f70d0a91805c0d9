package rules

import "testing"

func TestParseRulesText(t *testing.T) {
	src := "# Title\n\nFirst line\nsecond line.\n\n## Head\n- one\n  more\n- two\n\nLast."
	got := parseRulesText(src)
	want := []textBlock{
		{Kind: blockTitle, Text: "Title"},
		{Kind: blockParagraph, Text: "First line second line."},
		{Kind: blockHeading, Text: "Head"},
		{Kind: blockBullet, Text: "one more"},
		{Kind: blockBullet, Text: "two"},
		{Kind: blockParagraph, Text: "Last."},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d blocks %v, want %d", len(got), got, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("block %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}
