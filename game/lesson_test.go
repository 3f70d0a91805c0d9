package game_test

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	"parlour/game/gametest/toy"
)

func TestStepJudge(t *testing.T) {
	tests := []struct {
		name  string
		step  game.Step
		moves string
		want  game.Verdict
	}{
		{"listed turn", game.Step{Position: "xx./oo./... crosses", Pass: []string{"c1"}}, "c1", game.Passed},
		{"another turn", game.Step{Position: "xx./oo./... crosses", Pass: []string{"c1"}}, "c2", game.Wrong},
		{"one of two listed", game.Step{Position: "xx./oo./... crosses", Pass: []string{"a3", "c1"}}, "c1", game.Passed},
		{"any turn", game.Step{Goal: game.GoalAny}, "b2", game.Passed},
		{"a win", game.Step{Position: "xx./oo./... crosses", Goal: game.GoalWin}, "c1", game.Passed},
		{"not a win", game.Step{Position: "xx./oo./... crosses", Goal: game.GoalWin}, "a3", game.Wrong},
		{"no capture in this game", game.Step{Goal: game.GoalCapture}, "b2", game.Wrong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start, _, err := tt.step.Start(toy.Spec)
			if err != nil {
				t.Fatal(err)
			}
			moves, err := game.ParseLine(start, tt.moves)
			if err != nil {
				t.Fatal(err)
			}
			if got := tt.step.Judge(start, moves); got != tt.want {
				t.Errorf("Judge(%s) = %d, want %d", tt.moves, got, tt.want)
			}
			if shown, ok := tt.step.Show(start); ok != (tt.step.Goal != game.GoalCapture) || ok && tt.step.Judge(start, shown) != game.Passed {
				t.Errorf("Show = %v, %v: want a passing turn exactly when one exists", shown, ok)
			}
		})
	}
}

// TestLessonProblems breaks the toy game's lesson in every way the check
// knows and wants each named.
func TestLessonProblems(t *testing.T) {
	if p := gametest.LessonProblems(toy.Spec); len(p) != 0 {
		t.Fatalf("the toy lesson has problems: %q", p)
	}
	tests := []struct {
		name  string
		spoil func(l *game.Lesson)
		want  string
	}{
		{"bad position", func(l *game.Lesson) { l.Steps[1].Position = "xx" }, "position"},
		{"illegal turn", func(l *game.Lesson) { l.Steps[1].Pass = []string{"a1"} }, `turn "a1"`},
		{"two moves in a turn", func(l *game.Lesson) { l.Steps[1].Pass = []string{"a3 c1"} }, "not the learner's"},
		{"illegal reply", func(l *game.Lesson) { l.Steps[2].Reply = "a1" }, "the reply"},
		{"reply after a goal", func(l *game.Lesson) { l.Steps[0].Reply = "b2" }, "the reply"},
		{"no task", func(l *game.Lesson) { l.Steps[1].Pass = nil }, "no turn passes"},
		{"goal never met", func(l *game.Lesson) { l.Steps[0].Goal = game.GoalCapture }, "no turn meets"},
		{"unknown section", func(l *game.Lesson) { l.Steps[3].Covers = []string{"Stone"} }, `covers "Stone"`},
		{"section not taught", func(l *game.Lesson) { l.Steps[4].Covers = nil }, `section "Options"`},
		{"no words", func(l *game.Lesson) { l.Steps[4].Done = "" }, "words for success"},
		{"no full stop", func(l *game.Lesson) { l.Steps[1].Hint = "Look again" }, "end as a sentence"},
		{"too short", func(l *game.Lesson) { l.Steps = l.Steps[:4] }, "4 steps"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := *toy.Spec
			l := *g.Lesson
			l.Steps = append([]game.Step(nil), l.Steps...)
			tt.spoil(&l)
			g.Lesson = &l
			got := gametest.LessonProblems(&g)
			if !strings.Contains(strings.Join(got, "\n"), tt.want) {
				t.Errorf("problems %q: want one saying %q", got, tt.want)
			}
		})
	}
}
