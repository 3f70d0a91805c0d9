// Package ui holds what every screen of Parlour is built from: the Scene
// interface the App runs, the Context a scene gets each frame, the Host
// it asks for the app's services, the input of a frame (Frame and its
// Keys, read from Ebitengine by PointerReader), widgets (buttons, dialogs,
// focus, scrolling), the theme and the drawing helpers, whose shapes are
// cached as sprites. It knows no game and no screen.
package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/scenes/saves"
)

// What every screen shares: the Scene interface the App runs, the Host a
// scene asks for the app's services, the Context it gets each frame and
// the state it gives the test hooks.

// Scene is one screen of the app.
type Scene interface {
	// Name is the scene's name in the test hooks: "menu", "options",
	// "rules", "play", "setup" or "learn".
	Name() string
	// Layout places the scene's parts for the screen described by c. It is
	// called when the scene is shown and whenever the screen changes.
	Layout(c *Context)
	// Update handles one frame of input and time.
	Update(c *Context) error
	// Draw draws the scene; it changes nothing.
	Draw(dst *ebiten.Image, c *Context)
	// Targets lists the scene's named hit targets for the test hooks.
	Targets(add func(name string, r Rect))
}

// BoardState is what a board shows of the move being built, by point
// names.
type BoardState struct {
	// Picked are the points tapped so far, the piece's first; a piece in
	// the middle of a chain made one move at a time is picked up by itself.
	Picked []string `json:"picked,omitempty"`
	// Piece is where the picked piece is drawn: its latest landing.
	Piece string `json:"piece,omitempty"`
	// Taken are the pieces the move has jumped so far, drawn as taken.
	Taken []string `json:"taken,omitempty"`
	// Targets are the points to tap to go on (not Stop).
	Targets []string `json:"targets,omitempty"`
	// Stop is the point to tap to end the move there, drawn unlike the
	// targets; empty when there is none.
	Stop string `json:"stop,omitempty"`
}

// HookState is what window.parlour.state() reports.
type HookState struct {
	Scene    string   `json:"scene"`
	Game     string   `json:"game"`
	Position string   `json:"position"`
	Moves    []string `json:"moves"`
	ToMove   string   `json:"toMove"`
	Over     bool     `json:"over"`
	// Thinking is set while the engine searches for the play screen: the
	// AI's move, a hint or the analysis.
	Thinking bool `json:"thinking"`
	// Analysis is what the analysis panel shows, while it is open.
	Analysis *engine.Info `json:"analysis,omitempty"`
	// Board is what the board a person plays on shows of the move being
	// built, while a person may move.
	Board *BoardState `json:"board,omitempty"`
	// Problem is why the position on the set-up board cannot be played,
	// in a player's words; empty when it can.
	Problem string `json:"problem,omitempty"`
	// Held is how many pieces each side holds off the board on the
	// set-up board, in a game that lets it choose (game.Setup.Held).
	Held []int `json:"held,omitempty"`
	// Review is the history the play screen shows and the values of the
	// moves, while they are on.
	Review *ReviewState `json:"review,omitempty"`
	// Lesson is the lesson screen's step and its answer.
	Lesson *LessonState `json:"lesson,omitempty"`
	// Puzzle is the puzzle screen's puzzle and the player's record.
	Puzzle *PuzzleState `json:"puzzle,omitempty"`
	// Notices are the messages shown over the scene.
	Notices []string `json:"notices,omitempty"`
	// Offer is the choice offered with the notices, such as the
	// computer's levels after a link opened with people in every seat.
	Offer []string `json:"offer,omitempty"`
	// Letters are the menu's games by message, as listed there.
	Letters []string `json:"letters,omitempty"`
	// ByMessage is the ID of the game by message on the play screen.
	ByMessage string `json:"byMessage,omitempty"`
	// Dialog is the dialog open over the scene, if any.
	Dialog *DialogState `json:"dialog,omitempty"`
	// Redraws counts the frames on which the whole screen was drawn; a
	// screen where nothing changes is not drawn again.
	Redraws int `json:"redraws"`
	// Partials counts the frames on which only a part of the screen was
	// drawn again (the analysis panel deepening).
	Partials int `json:"partials"`
	// LiveRate is how many times a second the spinners step (see
	// LivePacer).
	LiveRate float64 `json:"liveRate"`
	// Resting is set while the app asks for frames only on input (see
	// scenes.App).
	Resting bool `json:"resting"`
	// Stirred says what last kept the app from resting: "drawn",
	// "input", "animating", "waiting"...
	Stirred string `json:"stirred,omitempty"`
}

// Host is what a scene asks of the app around it: to speak, to show a
// notice or a dialog, to draw again, the settings, and to go to another
// screen. The App is every scene's host; a screen's tests give it one of
// their own.
type Host interface {
	// Announce passes a sentence to screen readers.
	Announce(sentence string)
	// Notify shows a message over every scene until the player dismisses
	// it.
	Notify(msg string)
	// Ask opens a dialog over every scene, or after those already open.
	Ask(d *Dialog)
	// Invalidate asks for the whole screen to be drawn again,
	// InvalidateRect for the part under r.
	Invalidate()
	InvalidateRect(r Rect)
	// Settings returns the remembered settings; SaveSettings writes them.
	Settings() *saves.Settings
	SaveSettings()
	// Go switches to scene s; ShowMenu to the menu; ShowRules to the
	// rules of g, whose Back button returns to back.
	Go(s Scene)
	ShowMenu()
	ShowRules(g *game.Game, back Scene)
	// Play opens the play screen on the new match m with seats and saves
	// it; it puts away replaced, g's game in progress with replacedSeats
	// (nil for none), which Undo brings back until a person moves.
	Play(m *game.Match, seats []saves.Seat, replaced *game.Match, replacedSeats []saves.Seat)
	// InProgress returns g's saved game, if one is in progress.
	InProgress(g *game.Game) (*game.Match, []saves.Seat, bool)
	// Share opens the Share dialog for match m: copy a link, export the
	// record, or import one.
	Share(m *game.Match)
}

// Context is what a scene gets each frame: the screen size, the UI scale
// and the input.
type Context struct {
	W, H float64 // screen size in device pixels
	S    float64 // UI scale: device pixels per design pixel
	DSF  float64 // device pixels per CSS pixel
	Dt   float64 // seconds per frame
	Time float64 // seconds since the app started
	// Wall is the real time since the app started, in seconds: Time lags
	// it when frames come slower than the updates' rate, as they do where
	// WebGL is drawn in software. Effects whose length is the player's
	// (the movable pieces' pulse) end by it too, so that they cost no more
	// than their length on a slow renderer.
	Wall float64
	// LastInput is the Time of the last input, for feedback that lasts
	// a while after it (see InputGrace and PressFeedback).
	LastInput float64
	In        *Frame
}

// Bounds returns the whole screen.
func (c *Context) Bounds() Rect { return Rect{0, 0, c.W, c.H} }

// Portrait reports whether the screen is narrow enough to stack the board
// above the controls.
func (c *Context) Portrait() bool { return c.W < c.H*1.05 || c.W < 600*c.S }

// InputGrace is how long after the last input the frames keep coming
// (the app does not rest), so that the next input is answered at once.
const InputGrace = 0.5

// PressFeedback is how long after the last input the screen is drawn
// again at every frame: a button's flash when it is clicked (flashTime)
// and a few frames more. Hover and press follow the input, whose own
// frame is drawn. Drawn through all of InputGrace, a tap cost 30 whole
// drawings of the screen; it costs 12.
const PressFeedback = flashTime + 0.05

// ReviewState is what the play screen shows of the game's history and
// of the values of the moves, as the test hook publishes it.
type ReviewState struct {
	Moves     []string          `json:"moves"`     // every move, those kept for Redo included
	Shown     int               `json:"shown"`     // how many of them are on the board
	Reviewing bool              `json:"reviewing"` // an earlier position is shown and the computer waits
	Values    *engine.Values    `json:"values,omitempty"`
	Marks     []MarkState       `json:"marks,omitempty"`
	Line      []engine.PlyValue `json:"line,omitempty"`
	Legend    string            `json:"legend,omitempty"`
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

// PuzzleState is what the puzzle screen shows: the puzzle (its ID,
// goal, start and solution), the answer to the last move, how it ended,
// and the player's rating and streak in the game's puzzles.
type PuzzleState struct {
	Loading bool   `json:"loading"`           // the sets are loading
	Problem string `json:"problem,omitempty"` // why no puzzle can be shown
	ID      string `json:"id"`
	Goal    string `json:"goal"`
	Start   string `json:"start"` // the puzzle's position
	// Options are the options of the puzzle's set, which its position
	// and moves are read with.
	Options  map[string]string `json:"options"`
	Solution []string          `json:"solution"`
	Daily    string            `json:"daily,omitempty"` // the date whose daily puzzle this is
	Feedback string            `json:"feedback"`
	CanPlay  bool              `json:"canPlay"`
	Done     bool              `json:"done"`              // the line was played to its end
	Outcome  string            `json:"outcome,omitempty"` // "solved", "failed" or "" while open
	Rating   float64           `json:"rating"`
	Streak   int               `json:"streak"`
	Solved   int               `json:"solved"`
	Failed   int               `json:"failed"`
}

// MarkState is one mark of the values on the board: the point, the move
// it stands for and its text.
type MarkState struct {
	Point string `json:"point"`
	Move  string `json:"move"`
	Text  string `json:"text"`
}

// ScaleFor returns the design-to-device scale for a screen of w×h CSS
// pixels: the device scale, grown a little on large windows.
func ScaleFor(w, h, dsf float64) float64 {
	zoom := Clamp(math.Min(w/1100, h/760), 1, 1.4)
	return dsf * zoom
}
