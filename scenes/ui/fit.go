package ui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Text that must be read whole: fitted to its box by a smaller type and
// more lines before any word is cut.

// FitLines wraps s into the lines that height holds at width, in the
// largest face from size down to minSize (in half points) that holds it
// all. When even minSize cannot, ok is false and the lines are those of
// minSize, the last one cut with "…".
func FitLines(s string, bold bool, size, minSize, width, height float64) (f *text.GoTextFace, lines []string, ok bool) {
	for sz := size; ; sz -= 0.5 {
		if sz < minSize {
			sz = minSize
		}
		f = Face(bold, sz)
		n := max(1, int(height/LineHeight(f)))
		lines = Wrap(s, f, width)
		if len(lines) <= n && widest(lines, f) <= width && widestWord(s, f) <= width {
			return f, lines, true
		}
		if sz <= minSize {
			lines = lines[:min(n, len(lines))]
			lines[len(lines)-1] = Ellipsize(lines[len(lines)-1]+" …", f, width)
			if TextCut != nil { // the lines left out are cut, whether or not the last one was shortened
				TextCut(s, lines[len(lines)-1])
			}
			return f, lines, false
		}
	}
}

// widestWord returns the width of the widest word of s in f: a word
// wider than the lines is broken, and so not whole.
func widestWord(s string, f *text.GoTextFace) float64 {
	w := 0.0
	for _, word := range breakable(s) { // as Wrap breaks lines: a no-break space holds its words together
		w = max(w, TextWidth(word, f))
	}
	return w
}

// widest returns the width of the widest line in f.
func widest(lines []string, f *text.GoTextFace) float64 {
	w := 0.0
	for _, ln := range lines {
		w = max(w, TextWidth(ln, f))
	}
	return w
}

// Balance splits two wrapped lines again where their widths come
// nearest, so that no lone word hangs on the second: "Pick a piece,
// then / where it goes".
func Balance(lines []string, f *text.GoTextFace, width float64) []string {
	if len(lines) != 2 {
		return lines
	}
	words := breakable(lines[0] + " " + lines[1])
	best, bestW := lines, widest(lines, f)
	for i := 1; i < len(words); i++ {
		try := []string{strings.Join(words[:i], " "), strings.Join(words[i:], " ")}
		if w := widest(try, f); w < bestW && w <= width {
			best, bestW = try, w
		}
	}
	return best
}
