package catalog_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"parlour/game"
	"parlour/lang"
	"parlour/lang/langtest"
)

// notation finds what a text names on the board: points and squares
// ("c3", "f10"), hole numbers ("17"), moves and chains of jumps ("5-17",
// "c1xc3xe3", "b4xe7"), removals ("xh8") and other numbers ("rows 4 and
// 5"). A match inside a word is no token (tokens).
var notation = regexp.MustCompile(`x?[a-z]?[0-9]+(?:[-x][a-z]?[0-9]+)*`)

// tokens returns the notation of text, sorted: the order may change in
// another language's sentence, the points named may not.
func tokens(text string) []string {
	var out []string
	for _, at := range notation.FindAllStringIndex(text, -1) {
		before, _ := utf8.DecodeLastRuneInString(text[:at[0]])
		after, _ := utf8.DecodeRuneInString(ordinal(text[at[0]:at[1]], text[at[1]:]))
		if inWord(before) || inWord(after) {
			continue // the middle of a word: "Ve3" is no point
		}
		out = append(out, text[at[0]:at[1]])
	}
	slices.Sort(out)
	return out
}

// ordinals are the endings that make a number an ordinal in the
// languages Parlour speaks: "200e" and "200ème" in French, "200ª" in
// Italian and Spanish.
var ordinals = []string{"ème", "er", "re", "e", "ᵉ", "ª", "º", ".ª", ".º"}

// ordinal returns rest, what follows token in a text, without the
// ending that makes a number of digits an ordinal, so that "the draw
// after 200" may become "nulle au 200e".
func ordinal(token, rest string) string {
	if strings.Trim(token, "0123456789") != "" {
		return rest
	}
	for _, end := range ordinals {
		if after, ok := strings.CutPrefix(rest, end); ok {
			if r, _ := utf8.DecodeRuneInString(after); !inWord(r) {
				return after
			}
		}
	}
	return rest
}

// inWord reports whether r, next to a token, makes it part of a word.
func inWord(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' }

// TestLessonsNameTheSamePoints checks every language's lessons against
// the English: each step's title, instruction, hints and words of
// success name the same points, holes, moves and numbers, however the
// sentence is turned. A translation that drops a point, or names a2
// where the English names a3, would send the learner to the wrong place
// while the step waits for the right one.
func TestLessonsNameTheSamePoints(t *testing.T) {
	named := 0 // texts that name some point: the test must have some
	for _, l := range lang.Offered()[1:] {
		c := langtest.Catalog(t, l.Code)
		for _, g := range game.All() {
			if g.Lesson == nil {
				continue
			}
			for i, st := range g.Lesson.Steps {
				for _, text := range stepTexts(st) {
					if text.english == "" {
						continue
					}
					lang.Use(c)
					got := lang.T(text.english)
					lang.Use(nil)
					want, have := tokens(text.english), tokens(got)
					if len(want) > 0 {
						named++
					}
					if !slices.Equal(want, have) {
						t.Errorf("%s, %s lesson step %d, %s: names %q, the English %q\n%s\n%s", l.Name, g.ID, i+1, text.part, have, want, got, text.english)
					}
				}
			}
		}
	}
	if named < 100 {
		t.Errorf("only %d lesson texts in all languages name a point: is the notation still found?", named)
	}
	t.Logf("%d translated lesson texts name points", named)
}

// TestRulesNameTheSamePoints checks every language's rules of every
// game against the English, as TestLessonsNameTheSamePoints checks the
// lessons: the rules' examples and diagrams' captions name the same
// points, moves and numbers, in whatever order the sentences put them.
func TestRulesNameTheSamePoints(t *testing.T) {
	for _, l := range lang.Offered()[1:] {
		c := langtest.Catalog(t, l.Code)
		for _, g := range game.All() {
			name := g.ID + "/rules"
			if !c.HasDoc(name) {
				continue // the toy game of the tests has no translations
			}
			lang.Use(c)
			got := lang.Doc(name, g.Rules)
			lang.Use(nil)
			want, have := tokens(g.Rules), tokens(got)
			if len(want) == 0 {
				t.Errorf("%s: the English rules name no point: is the notation still found?", g.ID)
			}
			if !slices.Equal(want, have) {
				t.Errorf("%s, %s rules: names %q more and %q fewer than the English", l.Name, g.ID, without(have, want), without(want, have))
			}
		}
	}
}

// without returns the sorted tokens a less those of b, each as often as
// it is found more in a.
func without(a, b []string) []string {
	left := slices.Clone(b)
	var out []string
	for _, x := range a {
		if i := slices.Index(left, x); i >= 0 {
			left = slices.Delete(left, i, i+1)
			continue
		}
		out = append(out, x)
	}
	return out
}

// stepText is one text of a lesson's step, named for a failure's
// message.
type stepText struct{ part, english string }

// stepTexts lists every text of a step that a learner reads.
func stepTexts(st game.Step) []stepText {
	return []stepText{
		{"title", st.Title}, {"instruction", st.Say}, {"hint", st.Hint},
		{"hint at the game's end", st.HintOver}, {"success", st.Done},
	}
}

// TestNotationTokens pins what tokens finds, so that the lessons' test
// cannot pass by finding nothing.
func TestNotationTokens(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"The hare starts on c3; twelve hunters fill rows 4 and 5, a3 and e3.", []string{"4", "5", "a3", "c3", "e3"}},
		{"Take two hunters in one move: c1xc3xe3, or xh8, or 5-17.", []string{"5-17", "c1xc3xe3", "xh8"}},
		{"Files run a to j, ranks 1 to 10; the citadels are f1 and f10.", []string{"1", "10", "f1", "f10"}},
		{"Ve3, x2b and Größe4 are words, not points.", nil},
		{"La partie est nulle au 200e, alla 200ª, le 3ème, el 4.º.", []string{"200", "200", "3", "4"}},
	} {
		if got := tokens(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("tokens(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
