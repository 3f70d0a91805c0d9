package midend

import (
	"fmt"

	"parlour/game"
	"parlour/lang"
)

// A Session runs in one of two modes. Live, people and the computer play
// and every change is saved. Replaying, a recorded game (game.Demo, such
// as a leaflet's printed solution) is stepped through: Undo and Redo step
// back and on and pause it, TogglePlay runs it, nobody moves, and nothing
// is saved over the player's game in progress.
type mode interface {
	personMoves() bool
	saves() bool
	pause(s *Session)
	update(s *Session, now float64, idle bool)
}

// ReplayStep is the pause between two moves of a running replay, in
// seconds.
const ReplayStep = 1.1

type live struct{}

func (live) personMoves() bool              { return true }
func (live) saves() bool                    { return true }
func (live) pause(*Session)                 {}
func (live) update(*Session, float64, bool) {}

// replay is the mode of a Session stepping through a recorded game.
type replay struct {
	name    string
	total   int // moves in the recording
	playing bool
	next    float64 // when the next move is played
}

func (*replay) personMoves() bool { return false }
func (*replay) saves() bool       { return false }

func (r *replay) pause(s *Session) {
	if r.playing {
		r.playing = false
		s.emit(Event{Kind: ReplayChanged})
	}
}

func (r *replay) update(s *Session, now float64, idle bool) {
	if !r.playing || !idle || now < r.next {
		return
	}
	if s.m.CanRedo() {
		s.redo()
		r.next = now + ReplayStep
	}
	if !s.m.CanRedo() {
		r.pause(s)
	}
}

// NewReplay returns a Session stepping through recording d of game g from
// its start, running.
func NewReplay(cfg Config, g *game.Game, d game.Demo) (*Session, error) {
	m, err := game.NewMatchFrom(g, d.Options, d.Start)
	if err != nil {
		return nil, fmt.Errorf("demo %q: %w", d.Name, err)
	}
	for i, mv := range d.Moves {
		if err := m.PlayString(mv); err != nil {
			return nil, fmt.Errorf("demo %q, move %d (%s): %w", d.Name, i+1, mv, err)
		}
	}
	for m.Undo() {
	}
	s := newSession(cfg, m, nil)                                       // nobody plays: the recording does
	s.mode = &replay{name: d.Name, total: len(d.Moves), playing: true} // its first move comes at once
	return s, nil
}

// Replay says where a replay stands.
type Replay struct {
	Name    string // the recording's name: "The leaflet's solution"
	Move    int    // moves shown
	Total   int    // moves recorded
	Playing bool   // it runs by itself
}

// ReplayLine says where a replay stands, for the status line: "The
// leaflet's solution: move 5 of 31"; "" in a live game.
func (s *Session) ReplayLine() string {
	rp, ok := s.Replaying()
	if !ok {
		return ""
	}
	return lang.T("%s: move %d of %d", lang.T(rp.Name), rp.Move, rp.Total)
}

// Watched reports whether nobody at the table moves: a recorded game is
// replayed, or the computer plays every seat.
func (s *Session) Watched() bool {
	if _, ok := s.mode.(*replay); ok {
		return true
	}
	for pl := range s.m.Seats() {
		if !s.Seat(game.Player(pl)).AI {
			return false
		}
	}
	return true
}

// HintOffered reports whether Hint serves in this session now: a person
// plays a seat, no recorded game is being watched, and the game is not
// over.
func (s *Session) HintOffered() bool { return !s.Watched() && !s.Over() }

// Replaying returns where the replay stands, and false for a live game.
func (s *Session) Replaying() (Replay, bool) {
	r, ok := s.mode.(*replay)
	if !ok {
		return Replay{}, false
	}
	return Replay{Name: r.name, Move: s.m.Ply(), Total: r.total, Playing: r.playing}, true
}

// TogglePlay runs or pauses a replay; at its end it starts it again. A
// live game ignores it.
func (s *Session) TogglePlay() {
	r, ok := s.mode.(*replay)
	if !ok {
		return
	}
	if !r.playing && !s.m.CanRedo() {
		for s.m.Undo() {
		}
		s.changed()
	}
	r.playing = !r.playing
	r.next = s.now + ReplayStep/2
	s.emit(Event{Kind: ReplayChanged})
}
