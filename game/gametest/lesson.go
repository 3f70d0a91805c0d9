package gametest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/game"
)

// Lesson fails t with every problem LessonProblems finds in g's lesson.
func Lesson(t *testing.T, g *game.Game) {
	t.Helper()
	for _, p := range LessonProblems(g) {
		t.Error(p)
	}
}

// LessonProblems checks g's lesson and says what is wrong with it: it has
// between 5 and 14 steps; each step has a title, an instruction and words
// for its success, a position that parses under its options where the
// game is not over, and a task that can be done (its listed turns are
// legal, are the learner's and end the learner's turn; its goal is met by
// some turn); its scripted reply is legal after every turn that passes;
// it names only sections of g's rules text, and together the steps teach
// every section (those left out are named). A program playing each
// step's answer (Step.Show) must pass every step.
func LessonProblems(g *game.Game) []string {
	l := g.Lesson
	if l == nil {
		return []string{g.ID + " has no lesson"}
	}
	var out []string
	if n := len(l.Steps); n < 5 || n > 14 {
		out = append(out, fmt.Sprintf("%s's lesson has %d steps, want 5 to 14", g.ID, n))
	}
	sections := game.RuleSections(g.Rules)
	taught := map[string]bool{}
	for i := range l.Steps {
		st := &l.Steps[i]
		for _, c := range st.Covers {
			if !slices.Contains(sections, c) {
				out = append(out, fmt.Sprintf("%s step %d (%s) covers %q, which is not a section of the rules (%s)", g.ID, i+1, st.Title, c, strings.Join(sections, "; ")))
			}
			taught[c] = true
		}
		for _, p := range stepProblems(g, st) {
			out = append(out, fmt.Sprintf("%s step %d (%s): %s", g.ID, i+1, st.Title, p))
		}
	}
	for _, sec := range sections {
		if !taught[sec] {
			out = append(out, fmt.Sprintf("no step of %s's lesson teaches the rules' section %q", g.ID, sec))
		}
	}
	return out
}

// maxTurns bounds the passing turns of a goal checked against its reply.
const maxTurns = 2000

// stepProblems checks one step of a lesson and plays its answer.
func stepProblems(g *game.Game, st *game.Step) []string {
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	if strings.TrimSpace(st.Title) == "" || strings.TrimSpace(st.Say) == "" || strings.TrimSpace(st.Done) == "" {
		bad("a step needs a title, an instruction and words for success")
	}
	for _, text := range []string{st.Say, st.Hint, st.HintOver, st.Done} {
		if text != "" && !game.EndsSentence(text) {
			bad("%q does not end as a sentence does", text)
		}
	}
	start, _, err := st.Start(g)
	if err != nil {
		bad("%v", err)
		return out
	}
	if start.Outcome().Over {
		bad("the game is over in the step's position")
		return out
	}
	learner := start.ToMove()
	switch {
	case !slices.Contains([]game.Goal{game.GoalListed, game.GoalAny, game.GoalCapture, game.GoalWin}, st.Goal):
		bad("unknown goal %q", st.Goal)
		return out
	case st.Goal == game.GoalListed && len(st.Pass) == 0:
		bad("no turn passes: list them or give a goal")
	case st.Goal != game.GoalListed && len(st.Pass) > 0:
		bad("both a goal and listed turns")
	}
	var passing [][]game.Move
	for _, line := range st.Pass {
		moves, err := game.ParseLine(start, line)
		if err != nil {
			bad("turn %q: %v", line, err)
			continue
		}
		s := start.Clone()
		for k, m := range moves {
			if s.ToMove() != learner {
				bad("turn %q: move %d is not the learner's", line, k+1)
			}
			s.Apply(m)
		}
		if st.Judge(start, moves) != game.Passed {
			bad("turn %q does not pass: it does not end the learner's turn", line)
		}
		passing = append(passing, moves)
	}
	shown, ok := st.Show(start)
	switch {
	case !ok && st.Goal != game.GoalListed:
		bad("no turn meets the goal %q", st.Goal)
	case ok && st.Judge(start, shown) != game.Passed:
		bad("Show's turn %s does not pass", game.LineString(start, shown))
	}
	if st.Goal != game.GoalListed {
		passing = goalTurns(start, st)
	}
	if st.Reply != "" {
		for _, moves := range passing {
			s := start.Clone()
			for _, m := range moves {
				s.Apply(m)
			}
			if _, err := game.ParseLine(s, st.Reply); err != nil {
				bad("the reply %q after %s: %v", st.Reply, game.LineString(start, moves), err)
				break
			}
		}
	}
	return out
}

// goalTurns returns up to maxTurns turns from start that pass st.
func goalTurns(start game.State, st *game.Step) [][]game.Move {
	var out [][]game.Move
	s := start.Clone()
	var line []game.Move
	var walk func()
	walk = func() {
		if len(out) >= maxTurns {
			return
		}
		switch st.Judge(start, line) {
		case game.Passed:
			out = append(out, slices.Clone(line))
			return
		case game.Wrong:
			return
		}
		for _, m := range s.LegalMoves(nil) {
			s.Apply(m)
			line = append(line, m)
			walk()
			line = line[:len(line)-1]
			s.Undo()
		}
	}
	walk()
	return out
}
