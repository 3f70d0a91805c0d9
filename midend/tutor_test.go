package midend

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/game/gametest/toy"
)

// runTutor runs t's Update with the board idle until the Tutor is no
// longer busy, or fails after many frames.
func runTutor(tb testing.TB, t *Tutor, clock *float64) {
	tb.Helper()
	for i := 0; t.Busy(); i++ {
		if i > 1000 {
			tb.Fatalf("step %d still busy after %d frames", t.Index()+1, i)
		}
		*clock += 0.1
		t.Update(*clock, true)
	}
}

// TestTutorShowsEveryStep passes every step of the toy game's lesson by
// Show and checks the reply was played and the words are the step's.
func TestTutorShowsEveryStep(t *testing.T) {
	tu, err := NewTutor(toy.Spec, 0)
	if err != nil {
		t.Fatal(err)
	}
	clock := 0.0
	for i := range tu.Len() {
		if err := tu.Go(i); err != nil {
			t.Fatal(err)
		}
		st := tu.Step()
		tu.Show()
		runTutor(t, tu, &clock)
		if !tu.Passed() {
			t.Fatalf("step %d (%s) not passed after Show: %v", i+1, st.Title, tu.Session().Match().MoveStrings())
		}
		if f := tu.Feedback(); f.Kind != Praised || f.Text != st.Done {
			t.Errorf("step %d: feedback %+v, want the step's words for success", i+1, f)
		}
		if st.Reply != "" {
			moves := tu.Session().Match().MoveStrings()
			if got := strings.Join(moves[len(moves)-len(strings.Fields(st.Reply)):], " "); got != st.Reply {
				t.Errorf("step %d: moves %v end with %q, want the reply %q", i+1, moves, got, st.Reply)
			}
		}
	}
}

func TestTutorWrongTurn(t *testing.T) {
	tu, err := NewTutor(toy.Spec, 1) // "Three in a row": c1 passes
	if err != nil {
		t.Fatal(err)
	}
	start := tu.Session().State().String()
	mv, err := tu.Session().State().ParseMove("a3")
	if err != nil {
		t.Fatal(err)
	}
	clock := 0.0
	tu.Play(mv, true)
	if f := tu.Feedback(); f.Kind != Refused || f.Text != tu.Step().Hint {
		t.Errorf("after a wrong turn: %+v, want the step's hint", f)
	}
	if tu.CanPlay() {
		t.Error("the learner may play while the wrong turn is shown")
	}
	runTutor(t, tu, &clock)
	if got := tu.Session().State().String(); got != start {
		t.Errorf("after the wrong turn was taken back: %q, want the step's position %q", got, start)
	}
	if tu.Tries() != 1 || !tu.CanPlay() || tu.Passed() {
		t.Errorf("tries %d, can play %v, passed %v: want 1, true, false", tu.Tries(), tu.CanPlay(), tu.Passed())
	}
	mv, _ = tu.Session().State().ParseMove("c1")
	tu.Play(mv, true)
	runTutor(t, tu, &clock)
	if !tu.Passed() || tu.Feedback().Kind != Praised {
		t.Errorf("the right turn after a wrong one: passed %v, feedback %+v", tu.Passed(), tu.Feedback())
	}
}

// TestTutorRetryAndShowAfterAMove takes back a try in progress.
func TestTutorRetryAndShowAfterAMove(t *testing.T) {
	tu, err := NewTutor(toy.Spec, 2) // "Stop a row": c1, and the reply b2
	if err != nil {
		t.Fatal(err)
	}
	clock := 0.0
	tu.Retry()
	if tu.Session().Match().Ply() != 0 || !tu.CanPlay() {
		t.Fatal("Retry on a fresh step changed it")
	}
	tu.Show()
	if !tu.Busy() || tu.CanPlay() {
		t.Error("while the answer is shown the learner may play")
	}
	runTutor(t, tu, &clock)
	if got := tu.Session().Match().MoveStrings(); strings.Join(got, " ") != "c1 b2" {
		t.Errorf("Show played %v, want c1 and the reply b2", got)
	}
	tu.Play(0, true) // ignored: the step is done
	if tu.Session().Match().Ply() != 2 {
		t.Error("a move after the step was passed was played")
	}
}

func TestNewTutorErrors(t *testing.T) {
	noLesson := *toy.Spec
	noLesson.Lesson = nil
	if _, err := NewTutor(&noLesson, 0); err == nil {
		t.Error("a game without a lesson gave a Tutor")
	}
	bad := *toy.Spec
	bad.Lesson = &game.Lesson{Steps: []game.Step{{Position: "nonsense", Goal: game.GoalAny}}}
	if _, err := NewTutor(&bad, 0); err == nil || !strings.Contains(err.Error(), "step 1") {
		t.Errorf("a step with a bad position: %v, want an error naming the step", err)
	}
	tu, err := NewTutor(toy.Spec, 99)
	if err != nil || tu.Index() != tu.Len()-1 {
		t.Errorf("NewTutor past the end: %v, step %d; want the last step", err, tu.Index())
	}
	if err := tu.Go(-1); err == nil {
		t.Error("Go(-1) succeeded")
	}
}

// lessonOf returns the Tutor of a registered game's lesson at the step
// titled title.
func lessonOf(t *testing.T, id, title string) *Tutor {
	t.Helper()
	g, err := game.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range g.Lesson.Steps {
		if st.Title == title {
			tu, err := NewTutor(g, i)
			if err != nil {
				t.Fatal(err)
			}
			return tu
		}
	}
	t.Fatalf("%s's lesson has no step %q", id, title)
	return nil
}

// playTurn plays line, moves of the learner separated by spaces, on the
// Tutor's board.
func playTurn(t *testing.T, tu *Tutor, line string) {
	t.Helper()
	moves, err := game.ParseLine(tu.Session().State(), line)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		tu.Play(mv, false)
	}
}

// TestTutorSaysWhetherTheGameEnded plays two wrong turns in Leapfrog's
// last step, one that ends the game and one that leaves it going: each
// answer says which happened.
func TestTutorSaysWhetherTheGameEnded(t *testing.T) {
	clock := 0.0
	tu := lessonOf(t, "leapfrog", "The end")
	playTurn(t, tu, "d6-f6")
	if f := tu.Feedback(); f.Kind != Refused || !strings.Contains(f.Text, "ends the game") || strings.Contains(f.Text, "goes on") {
		t.Errorf("a turn that ended the game: %+v", f)
	}
	runTutor(t, tu, &clock)
	playTurn(t, tu, "e6-c6 stop")
	if f := tu.Feedback(); f.Kind != Refused || !strings.Contains(f.Text, "goes on") || strings.Contains(f.Text, "ends the game") {
		t.Errorf("a turn that left the game going: %+v", f)
	}
}

// TestTutorHintAfterTheRightPiece leaps with the Horse to the wrong square
// in the Game of War's step on the King and the Horse: the answer tells
// where the King is rather than to leap with the Horse, which the learner
// just did.
func TestTutorHintAfterTheRightPiece(t *testing.T) {
	tu := lessonOf(t, "war", "King and Horse")
	playTurn(t, tu, "e7-c6")
	if f := tu.Feedback(); f.Kind != Refused || strings.HasPrefix(f.Text, "Leap with the Horse") || !strings.Contains(f.Text, "g8") {
		t.Errorf("after the Horse leapt to c6: %+v", f)
	}
}

// TestTutorRefusalsAreSentences taps, in every step of every game's
// lesson, each piece of the learner and then each point it cannot reach:
// the game's reason, as the learner reads it, is a sentence with a
// capital and a full stop (the steps' own words are checked with the
// lesson, by gametest.Lesson).
func TestTutorRefusalsAreSentences(t *testing.T) {
	for _, g := range game.All() {
		if g.Lesson == nil {
			continue
		}
		for i := range g.Lesson.Steps {
			tu, err := NewTutor(g, i)
			if err != nil {
				t.Fatal(err)
			}
			s := tu.Session().State()
			b := s.Board()
		points:
			for p := 0; p < b.Len(); p++ {
				for q := 0; q < b.Len(); q++ {
					path := []int{p, q}
					if p == q || game.Continues(s, path) || isMoveOf(s, path) {
						continue
					}
					tu.Refuse(path)
					f := tu.Feedback()
					if f.Kind != Refused {
						continue
					}
					if r, _ := utf8.DecodeRuneInString(f.Text); !unicode.IsUpper(r) || !game.EndsSentence(f.Text) {
						t.Errorf("%s step %d, %s to %s: %q is not a sentence", g.ID, i+1, b.Point(p).Name, b.Point(q).Name, f.Text)
						break points
					}
				}
			}
		}
	}
}

// isMoveOf reports whether path is the whole path of a legal move of s.
func isMoveOf(s game.State, path []int) bool {
	for _, m := range s.LegalMoves(nil) {
		if slices.Equal(s.MovePath(m), path) {
			return true
		}
	}
	return false
}
