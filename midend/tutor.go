package midend

import (
	"fmt"

	"parlour/game"
	"parlour/lang"
)

// Tutor runs a game's lesson (game.Lesson) on a Session, one step at a
// time: it sets up the step's position, judges the learner's turns by
// the step, takes back a wrong one with the step's hint or the game's
// own reason, plays the step's scripted reply after a turn that passes,
// and can show the answer. It is plain Go like the Session: the lesson
// screen draws it and feeds it taps; its tests play lessons without a
// screen. A lesson's Session saves nothing: the game in progress stays
// as it was.
type Tutor struct {
	g     *game.Game
	steps []game.Step
	i     int
	s     *Session
	start game.State
	moves []game.Move // the learner's moves in this try
	phase tutorPhase
	queue []game.Move // moves to play by themselves: Show's answer, the reply
	since float64     // when the phase began
	now   float64
	say   Feedback
	tries int // wrong tries in this step
}

// tutorPhase is what a Tutor is doing in a step.
type tutorPhase int

const (
	tutorTrying   tutorPhase = iota // the learner is to play
	tutorWrong                      // a wrong turn is shown, to be taken back
	tutorShowing                    // Show's answer is being played
	tutorReplying                   // the scripted reply is being played
	tutorPassed                     // the step is done
)

// FeedbackKind says how a Tutor's words answer the learner.
type FeedbackKind int

// The kinds of Feedback.
const (
	// Instruct: the step's instruction, nothing tried yet.
	Instruct FeedbackKind = iota
	// Refused: a try was not legal, or legal but not the answer; the
	// text says why, and the learner tries again.
	Refused
	// Praised: the step is passed; the text is the step's words for
	// success.
	Praised
)

// Feedback is what a Tutor has to say now, besides the step's
// instruction.
type Feedback struct {
	Kind FeedbackKind
	Text string
}

// Pauses of a Tutor, in seconds: how long a wrong turn stays on the board
// before it is taken back, and how long after the learner's turn the
// scripted reply comes.
const (
	WrongPause = 0.7
	ReplyPause = 0.35
)

// NewTutor returns a Tutor of g's lesson at step i (from 0), or an error
// when g has no lesson or its step cannot be set up.
func NewTutor(g *game.Game, i int) (*Tutor, error) {
	if g.Lesson == nil || len(g.Lesson.Steps) == 0 {
		return nil, fmt.Errorf("%s has no lesson", g.Name)
	}
	t := &Tutor{g: g, steps: g.Lesson.Steps}
	if err := t.Go(min(max(i, 0), len(t.steps)-1)); err != nil {
		return nil, err
	}
	return t, nil
}

// Go sets up step i (from 0) afresh.
func (t *Tutor) Go(i int) error {
	if i < 0 || i >= len(t.steps) {
		return fmt.Errorf("the lesson has no step %d", i+1)
	}
	st := &t.steps[i]
	start, opts, err := st.Start(t.g)
	if err != nil {
		return fmt.Errorf("step %d of the lesson: %w", i+1, err)
	}
	m, err := game.NewMatchFrom(t.g, opts, st.Position)
	if err != nil {
		return fmt.Errorf("step %d of the lesson: %w", i+1, err)
	}
	if t.s != nil {
		t.s.Stop()
	}
	t.s = New(Config{}, m, nil)
	t.i, t.start, t.moves, t.queue = i, start, nil, nil
	t.phase, t.since, t.tries = tutorTrying, t.now, 0
	t.say = Feedback{Kind: Instruct}
	return nil
}

// Session returns the Session of the step on the board. A new step gets a
// new Session: see Go.
func (t *Tutor) Session() *Session { return t.s }

// Game returns the game taught.
func (t *Tutor) Game() *game.Game { return t.g }

// Index returns the step on the board, from 0, and Len the number of
// steps.
func (t *Tutor) Index() int { return t.i }

// Len returns the number of steps of the lesson.
func (t *Tutor) Len() int { return len(t.steps) }

// Step returns the step on the board.
func (t *Tutor) Step() *game.Step { return &t.steps[t.i] }

// Feedback returns what the Tutor has to say about the learner's last
// try.
func (t *Tutor) Feedback() Feedback { return t.say }

// Tries returns the wrong tries made in this step.
func (t *Tutor) Tries() int { return t.tries }

// Passed reports whether the step on the board is done.
func (t *Tutor) Passed() bool { return t.phase == tutorPassed }

// Busy reports whether the Tutor is playing moves by itself or showing
// a wrong turn: the learner waits.
func (t *Tutor) Busy() bool {
	return t.phase == tutorWrong || t.phase == tutorShowing || t.phase == tutorReplying
}

// Waiting reports whether the lesson will change with no input: a turn
// is being taken back, shown or answered, or its Session waits (see
// Session.Waiting).
func (t *Tutor) Waiting() bool { return t.Busy() || t.s.Waiting() }

// CanPlay reports whether the learner may play now.
func (t *Tutor) CanPlay() bool { return t.phase == tutorTrying && !t.s.Over() }

// Play plays mv, a legal move of the learner, and judges the turn.
func (t *Tutor) Play(mv game.Move, animate bool) {
	if !t.CanPlay() {
		return
	}
	t.s.Play(mv, animate)
	t.moves = append(t.moves, mv)
	switch t.Step().Judge(t.start, t.moves) {
	case game.Passed:
		t.passed()
	case game.Wrong:
		t.tries++
		t.phase, t.since = tutorWrong, t.now
		t.say = Feedback{Refused, t.hint()}
	case game.Going:
		t.say = Feedback{Kind: Instruct}
	}
}

// hint words a wrong but legal turn: the step's words for a turn that
// ended the game, when it has them, else its hint.
func (t *Tutor) hint() string {
	st := t.Step()
	if st.HintOver != "" && t.s.State().Outcome().Over {
		return lang.T(st.HintOver)
	}
	if st.Hint != "" {
		return lang.T(st.Hint)
	}
	return lang.T("That move is allowed, but it is not what this step asks. Try again.")
}

// Refuse notes a try the board refused along path: the game's own
// reason, when it has one.
func (t *Tutor) Refuse(path []int) {
	if !t.CanPlay() {
		return
	}
	t.s.Explain(path)
	if n := t.s.Note(); n.Text != "" {
		t.tries++
		t.say = Feedback{Refused, n.Text}
	}
}

// passed ends the learner's turn: the reply comes next, if any.
func (t *Tutor) passed() {
	st := t.Step()
	t.queue = nil
	if st.Reply != "" {
		// The lesson's test checks that the reply is legal after every
		// passing turn; a reply that is not is left out rather than
		// stopping the lesson.
		if reply, err := game.ParseLine(t.s.State(), st.Reply); err == nil {
			t.queue = reply
		}
	}
	if len(t.queue) > 0 {
		t.phase, t.since = tutorReplying, t.now
		return
	}
	t.pass()
}

func (t *Tutor) pass() {
	t.phase, t.since = tutorPassed, t.now
	t.say = Feedback{Praised, lang.T(t.Step().Done)}
}

// Show plays the answer: the try so far is taken back and a passing turn
// is played, then the reply.
func (t *Tutor) Show() {
	if t.phase == tutorPassed || t.phase == tutorShowing || t.phase == tutorReplying {
		return
	}
	t.takeBack()
	moves, ok := t.Step().Show(t.start)
	if !ok {
		return
	}
	t.queue, t.moves = moves, nil
	t.phase, t.since = tutorShowing, t.now-ReplyPause
	t.say = Feedback{Kind: Instruct}
}

// Retry sets the step up again from its position.
func (t *Tutor) Retry() {
	t.takeBack()
	t.queue = nil
	t.phase, t.since = tutorTrying, t.now
	t.say = Feedback{Kind: Instruct}
}

// takeBack takes back every move played in the step.
func (t *Tutor) takeBack() {
	for t.s.Match().CanUndo() {
		t.s.Undo()
	}
	t.moves = nil
}

// Update runs the step at time now (seconds): the Session, then, when
// the board is idle (the last move has been shown), the wrong turn taken
// back or the next move of the answer or the reply.
func (t *Tutor) Update(now float64, idle bool) {
	t.now = now
	t.s.Update(now, idle)
	if !idle {
		return
	}
	switch t.phase {
	case tutorWrong:
		if now-t.since >= WrongPause {
			t.takeBack()
			t.phase = tutorTrying
		}
	case tutorShowing, tutorReplying:
		if now-t.since < ReplyPause {
			return
		}
		if len(t.queue) == 0 {
			if t.phase == tutorShowing {
				t.passed()
			} else {
				t.pass()
			}
			return
		}
		mv := t.queue[0]
		t.queue = t.queue[1:]
		t.s.Play(mv, true)
		if t.phase == tutorShowing {
			t.moves = append(t.moves, mv)
		}
		t.since = now
	}
}
