package midend

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"parlour/game"
	"parlour/game/record"
	"parlour/guard"
	"parlour/lang"
)

// A game by message is played by friends on their own devices, with no
// server: each move goes to the next player as a link (record.Message
// names the game, the sender's seat and the seat it is for). Each device
// keeps its own copy of the game, a ByMessage beside the match, in which
// one seat is played here and every other seat is a Friend. Receive
// checks a link against that copy: it may only add moves, and only the
// friends' moves.

// ByMessage is what a device keeps of a game by message besides its
// match: its ID, the seat played here and how many moves its friends
// have been sent or have sent.
type ByMessage struct {
	ID   string // the game's ID, the same in every link of it
	Mine int    // the seat played on this device, from 0
	// Sent counts the moves of the last link sent from here or received:
	// the moves the friends are known to have.
	Sent int
}

// HasFriend reports whether a friend plays a seat by message.
func (s *Session) HasFriend() bool {
	for _, st := range s.seats {
		if st.Friend {
			return true
		}
	}
	return false
}

// FriendMovedLast reports whether the last move on the board is a
// friend's, which came by message and is not taken back here.
func (s *Session) FriendMovedLast() bool {
	if !s.HasFriend() || !s.m.Undo() {
		return false
	}
	friend := s.Seat(s.m.ToMove()).Friend
	s.m.Redo()
	return friend
}

// friendAhead reports whether a friend's move follows the position on
// the board (kept for Redo while an earlier position is reviewed).
func (s *Session) friendAhead() bool {
	if !s.HasFriend() {
		return false
	}
	n, friend := 0, false
	for !friend && s.m.CanRedo() {
		friend = s.Seat(s.m.ToMove()).Friend
		s.m.Redo()
		n++
	}
	for range n {
		s.m.Undo()
	}
	return friend
}

// Say shows text beside the board, as an explanation is shown, until the
// next change: what a friend's link brought.
func (s *Session) Say(text string) {
	s.note = Note{Text: text}
	s.emit(Event{Kind: Explained, Text: text})
}

// SetSeats changes who plays each seat (missing seats are people's) and
// saves the game: the computer may take a side from the next turn on.
func (s *Session) SetSeats(seats []Seat) {
	s.cancel()
	s.aiErr = ""
	s.seats = append(s.seats[:0], seats...)
	for len(s.seats) < len(s.names) {
		s.seats = append(s.seats, Human)
	}
	s.changed()
}

// FriendSeats returns the seats of a game by message of n seats whose
// seat mine is played here: a friend in every other.
func FriendSeats(n, mine int) []Seat {
	out := make([]Seat, n)
	for i := range out {
		if i != mine {
			out[i] = Friend
		}
	}
	return out
}

// ByMessageSeat returns the seat played here in a game by message with
// seats, and whether they make one: exactly one person here, every other
// seat a friend.
func ByMessageSeat(seats []Seat) (mine int, ok bool) {
	mine, friends := -1, 0
	for i, st := range seats {
		switch {
		case st.Friend:
			friends++
		case st.AI || mine >= 0:
			return -1, false
		default:
			mine = i
		}
	}
	return mine, mine >= 0 && friends > 0
}

// The kinds of link that Receive turns away. Its error wraps one of them
// and says, in a player's words, what is wrong.
var (
	ErrSeen     = errors.New("a link already seen")
	ErrDiverged = errors.New("a link whose moves differ")
	ErrMyMove   = errors.New("a link that moves for this device")
	ErrNotForMe = errors.New("a link for another seat")
)

// linkError is an error of Receive: what the player is told, and its kind.
type linkError struct {
	kind error
	text string
}

func (e *linkError) Error() string { return e.text }
func (e *linkError) Unwrap() error { return e.kind }

// Receive checks a link of game by message bm against m, its copy here
// (the moves on the board), and returns the moves the link adds, to be
// played on m: the friends' moves since. A link that adds nothing, whose
// game, options, start or moves differ from m's, or that plays a move of
// the seat played here gets an error saying so, and m must stay as it is.
func Receive(bm ByMessage, m *game.Match, r record.Record) ([]string, error) {
	name := lang.T(m.Game().Name)
	if r.Message == nil || r.Message.ID != bm.ID {
		return nil, errors.New(lang.T("this link is not one of your game of %s by message", name))
	}
	sv := m.Snapshot()
	if r.Game != sv.Game || r.Options.String() != sv.Options.String() || r.Start != sv.Start {
		return nil, &linkError{ErrDiverged, lang.T("This link's game of %s is not set up as yours: its options or its start differ", name)}
	}
	mine := m.MoveStrings()
	for i, mv := range r.Moves {
		if i < len(mine) && mv != mine[i] {
			return nil, &linkError{ErrDiverged, lang.T("This link's moves differ from your game of %s from move %d on (%s in the link, %s in your game): perhaps a move was taken back and played again", name, i+1, mv, mine[i])}
		}
	}
	if len(r.Moves) <= len(mine) {
		if len(r.Moves) < len(mine) {
			return nil, &linkError{ErrSeen, lang.N(len(mine)-len(r.Moves), "You have already seen this link's moves: your game of %s is %d move ahead of it", "You have already seen this link's moves: your game of %s is %d moves ahead of it", name, len(mine)-len(r.Moves))}
		}
		return nil, &linkError{ErrSeen, lang.T("You have already seen this move: your game of %s has every move of this link", name)}
	}
	// The new moves are played on a copy, to see whose they are.
	c, err := record.Record{Game: sv.Game, Options: sv.Options, Start: sv.Start, Moves: mine}.Match()
	if err != nil {
		return nil, err
	}
	added := r.Moves[len(mine):]
	for _, mv := range added {
		if int(c.ToMove()) == bm.Mine {
			return nil, &linkError{ErrMyMove, lang.T("This link plays your move in %s (%s): only you play your side of your game", name, mv)}
		}
		if err := c.PlayString(mv); err != nil {
			return nil, err
		}
	}
	if !c.Outcome().Over && r.Message.To != bm.Mine {
		return nil, &linkError{ErrNotForMe, lang.T("This link is for %s, not for you: it is not your turn in it", lang.T(c.Names()[r.Message.To]))}
	}
	return added, nil
}

// Outgoing returns the record of the link that sends m, game by message
// bm, from the seat played here to the next player: the seat to move, or
// after the end the next seat round the table.
func Outgoing(bm ByMessage, m *game.Match) record.Record {
	r := record.Of(m)
	to := int(m.ToMove())
	if m.Outcome().Over || to < 0 || to == bm.Mine {
		to = (bm.Mine + 1) % len(m.Seats())
	}
	r.Message = &record.Message{ID: bm.ID, From: bm.Mine, To: to}
	return r
}

// SendText returns the words that go with the link of m, sent from the
// seat mine: "Your move in Hare and Hounds: I played b1-c1.", or the
// result when the game is over.
func SendText(m *game.Match, mine int) string {
	// My last turn: the moves at the end of the game that are mine.
	moves := m.MoveStrings()
	var played []string
	if c, err := (record.Record{Game: m.Game().ID, Options: m.Options(), Start: m.Snapshot().Start}).Match(); err == nil {
		for _, mv := range moves {
			if int(c.ToMove()) != mine {
				played = nil
			} else {
				played = append(played, mv)
			}
			if c.PlayString(mv) != nil {
				played = nil
				break
			}
		}
	}
	name, status := lang.T(m.Game().Name), game.Status(m.Outcome(), m.State().ToMove(), m.Nouns())
	switch {
	case m.Outcome().Over && len(played) > 0:
		return lang.T("Our game of %s is over: I played %s. %s", name, strings.Join(played, ", "), status)
	case m.Outcome().Over:
		return lang.T("Our game of %s is over. %s", name, status)
	case len(played) > 0:
		return lang.T("Your move in %s: I played %s.", name, strings.Join(played, ", "))
	}
	return lang.T("Your move in %s.", name)
}

// byMessageSave is the saved form of a game by message: its ByMessage and
// its match with the seats (MarshalMatch).
type byMessageSave struct {
	ID    string          `json:"id"`
	Mine  int             `json:"mine"`
	Sent  int             `json:"sent"`
	Match json.RawMessage `json:"match"`
}

// MarshalByMessage returns the saved form of game by message bm with its
// match and seats.
func MarshalByMessage(bm ByMessage, m *game.Match, seats []Seat) ([]byte, error) {
	data, err := MarshalMatch(m, seats)
	if err != nil {
		return nil, err
	}
	return json.MarshalIndent(byMessageSave{ID: bm.ID, Mine: bm.Mine, Sent: bm.Sent, Match: data}, "", "  ")
}

// ParseByMessage reads what MarshalByMessage wrote, checking that it
// makes a game by message: a valid ID, the seat played here a person's
// and every other a friend's. A panic reading it becomes a *guard.Bug
// error.
func ParseByMessage(data []byte) (bm ByMessage, m *game.Match, seats []Seat, err error) {
	defer guard.Recover("loading a saved game by message", &err)
	var sv byMessageSave
	if err := json.Unmarshal(data, &sv); err != nil {
		return ByMessage{}, nil, nil, fmt.Errorf("the game by message cannot be read: %w", err)
	}
	if !record.ValidID(sv.ID) {
		return ByMessage{}, nil, nil, fmt.Errorf("the game by message's ID %q is not valid", sv.ID)
	}
	if m, seats, err = parseMatch(sv.Match); err != nil {
		return ByMessage{}, nil, nil, err
	}
	if mine, ok := ByMessageSeat(seats); !ok || mine != sv.Mine {
		return ByMessage{}, nil, nil, fmt.Errorf("the game by message's seats (%s) do not make seat %d the one played here", strings.Join(SeatStrings(seats), ", "), sv.Mine+1)
	}
	if sv.Sent < 0 {
		return ByMessage{}, nil, nil, fmt.Errorf("the game by message counts %d moves sent", sv.Sent)
	}
	return ByMessage{ID: sv.ID, Mine: sv.Mine, Sent: sv.Sent}, m, seats, nil
}
