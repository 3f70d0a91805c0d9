package learn

import "parlour/scenes/coached"

// HookState is what the lesson screen tells the test hooks, merged into
// what the App reports of every screen: the game on the board and the
// lesson.
type HookState struct {
	coached.HookState
	Lesson *LessonState `json:"lesson"`
}

// LessonState is what the lesson screen shows, as the test hook
// publishes it.
type LessonState struct {
	Step     int    `json:"step"`  // the step on the board, from 0
	Steps    int    `json:"steps"` // the steps of the lesson
	Title    string `json:"title"`
	Say      string `json:"say"`      // the step's instruction
	Feedback string `json:"feedback"` // the answer to the last try, or the words for success
	Passed   bool   `json:"passed"`   // the step is done
	CanPlay  bool   `json:"canPlay"`  // the learner may move now: their turn, and no move being shown
	Tries    int    `json:"tries"`    // wrong tries in this step
	Done     bool   `json:"done"`     // the lesson was finished once
	Reached  int    `json:"reached"`  // the step the progress goes on from
}

// Hook returns what the test hooks report of the lesson screen (a
// HookState): the game, the position and the lesson.
func (l *Screen) Hook() any {
	f := l.t.Feedback()
	return HookState{HookState: l.Shown(), Lesson: &LessonState{
		Step: l.t.Index(), Steps: l.t.Len(), Title: l.t.Step().Title, Say: l.t.Step().Say,
		Feedback: f.Text, Passed: l.t.Passed(), CanPlay: l.Board.Live(), Tries: l.t.Tries(),
		Done: l.progress().Done, Reached: l.progress().Step,
	}}
}
