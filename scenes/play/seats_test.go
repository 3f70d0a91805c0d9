package play

import (
	"testing"

	"parlour/scenes/ui"
)

func TestFirstFitting(t *testing.T) {
	f := ui.Face(false, 13)
	long, short := "Computer · Medium", "AI · Medium"
	for _, tc := range []struct {
		name  string
		width float64
		want  string
	}{
		{"room for the long form", ui.TextWidth(long, f) + 1, long},
		{"room for the short form only", ui.TextWidth(short, f) + 1, short},
		{"room for neither", 1, "Medium"},
	} {
		if got := firstFitting([]string{long, short, "Medium"}, f, tc.width); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
