package game

import (
	"fmt"
	"slices"
	"strings"
)

// A Lesson teaches a game on its own board, in the manner of Board Game
// Arena's tutorials and lichess's Learn: a few short steps, each a
// position, an instruction and a task for the side to move there (the
// learner). A game's lesson is data in its package, beside its rules
// text, and gametest.Lesson checks it: every position parses, every move
// is legal, every section of the rules text is taught by some step, and
// a program playing each step's answer passes them all in order.
type Lesson struct {
	Steps []Step
}

// Goal says which of the learner's turns pass a step whose moves are not
// listed.
type Goal string

// The goals of a step; GoalListed is the zero value.
const (
	// GoalListed passes a turn that plays one of Step.Pass.
	GoalListed Goal = ""
	// GoalAny passes any legal turn.
	GoalAny Goal = "any"
	// GoalCapture passes a turn that takes at least one piece off the
	// board.
	GoalCapture Goal = "capture"
	// GoalWin passes a turn after which the learner has won.
	GoalWin Goal = "win"
)

// Step is one task of a lesson. The learner is the side to move in its
// position; a turn is the learner's moves until another side is to move
// or the game ends (more than one in a chain of jumps that is played a
// jump at a time, as in Leapfrog).
type Step struct {
	Title string // a few words for the list of steps: "The hare's leap"
	// Covers names the sections ("## " headings) of the rules text this
	// step teaches.
	Covers []string
	// Options are the options the step is played with, beyond the
	// defaults.
	Options Options
	// Position is the step's position in the game's text ("" for the
	// start).
	Position string
	Say      string // the instruction: one or two sentences
	// Pass lists the turns that pass, each the learner's moves in the
	// game's notation separated by spaces; empty when Goal says which.
	Pass []string
	Goal Goal
	// Hint answers a legal turn that does not pass; empty for a general
	// word. An illegal try gets the game's own reason.
	Hint string
	// HintOver, when set, answers instead of Hint a turn that does not
	// pass and ends the game, so that the learner hears which happened.
	HintOver string
	// Reply is the other side's scripted answer after a passing turn, its
	// moves separated by spaces; empty for none.
	Reply string
	Done  string // said when the turn passes (after the reply)
}

// Verdict is a step's judgement of the learner's moves so far.
type Verdict int

// The verdicts of Step.Judge.
const (
	// Wrong: the moves do not pass; the step is tried again from its
	// position.
	Wrong Verdict = iota
	// Going: the moves may still pass; the learner is to move again.
	Going
	// Passed: the turn passes the step.
	Passed
)

// Start returns the step's position under game g's options (the
// defaults with the step's own).
func (st *Step) Start(g *Game) (State, Options, error) {
	if st.Position == "" {
		return g.Start(st.Options)
	}
	return g.Position(st.Options, st.Position)
}

// Judge says whether moves, the learner's moves played from start (the
// step's position) in order, pass the step. The moves must be legal.
func (st *Step) Judge(start State, moves []Move) Verdict {
	learner := start.ToMove()
	s := start.Clone()
	for _, m := range moves {
		s.Apply(m)
	}
	ended := s.ToMove() != learner || s.Outcome().Over
	if st.Goal == GoalListed {
		return st.judgeListed(start, moves, ended)
	}
	if !ended {
		return Going
	}
	switch st.Goal {
	case GoalAny:
		return Passed
	case GoalCapture:
		if countPieces(s) < countPieces(start) {
			return Passed
		}
	case GoalWin:
		if s.Outcome().Won(learner) {
			return Passed
		}
	}
	return Wrong
}

func (st *Step) judgeListed(start State, moves []Move, ended bool) Verdict {
	going := false
	for _, line := range st.Pass {
		want, err := ParseLine(start, line)
		if err != nil || len(want) < len(moves) || !slices.Equal(want[:len(moves)], moves) {
			continue
		}
		if len(want) == len(moves) && ended {
			return Passed
		}
		going = going || !ended
	}
	if going {
		return Going
	}
	return Wrong
}

// countPieces returns the number of pieces on s's board.
func countPieces(s State) int {
	n := 0
	for p := range s.Board().Len() {
		if !s.PieceAt(p).Empty() {
			n++
		}
	}
	return n
}

// ParseLine reads moves separated by spaces, each legal after those
// before it, from position s (which it leaves as it was).
func ParseLine(s State, line string) ([]Move, error) {
	s = s.Clone()
	var out []Move
	for _, text := range strings.Fields(line) {
		m, err := s.ParseMove(text)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
		s.Apply(m)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no moves in %q", line)
	}
	return out, nil
}

// maxShowDepth bounds the turns Show searches: the learner's moves in
// one turn.
const maxShowDepth = 12

// Show returns a turn that passes the step from start, its position: the
// first listed turn, or the first turn found that meets the goal. It
// reports false when there is none.
func (st *Step) Show(start State) ([]Move, bool) {
	if st.Goal == GoalListed {
		for _, line := range st.Pass {
			if moves, err := ParseLine(start, line); err == nil && st.Judge(start, moves) == Passed {
				return moves, true
			}
		}
		return nil, false
	}
	s := start.Clone()
	var line []Move
	var find func() bool
	find = func() bool {
		switch st.Judge(start, line) {
		case Passed:
			return true
		case Wrong:
			return false
		}
		if len(line) >= maxShowDepth {
			return false
		}
		for _, m := range s.LegalMoves(nil) {
			s.Apply(m)
			line = append(line, m)
			if find() {
				return true
			}
			line = line[:len(line)-1]
			s.Undo()
		}
		return false
	}
	if find() {
		return line, true
	}
	return nil, false
}

// RuleSections returns the headings of the sections ("## ") of a rules
// text, in order: what a lesson's steps cover.
func RuleSections(rules string) []string {
	var out []string
	for _, line := range strings.Split(rules, "\n") {
		if h, ok := strings.CutPrefix(line, "## "); ok {
			out = append(out, strings.TrimSpace(h))
		}
	}
	return out
}

// LineString writes moves played from s in the game's notation,
// separated by spaces, as ParseLine reads them.
func LineString(s State, moves []Move) string {
	s = s.Clone()
	out := make([]string, 0, len(moves))
	for _, m := range moves {
		out = append(out, s.MoveString(m))
		s.Apply(m)
	}
	return strings.Join(out, " ")
}
