package midend

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/record"
)

// hhMatch returns a Hare and Hounds match after moves.
func hhMatch(t *testing.T, moves ...string) *game.Match {
	t.Helper()
	m, err := record.Record{Game: "harehounds", Moves: moves}.Match()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// hhLink returns the record of a link of game by message "game1" after
// moves, from seat from to seat to.
func hhLink(t *testing.T, id string, from, to int, moves ...string) record.Record {
	t.Helper()
	r := record.Of(hhMatch(t, moves...))
	r.Message = &record.Message{ID: id, From: from, To: to}
	return r
}

// TestReceive checks which links a game by message takes: only the
// friends' new moves, and each other link turned away with its reason.
func TestReceive(t *testing.T) {
	// The hounds (seat 0) are played here; the hare is the friend's.
	bm := ByMessage{ID: "game1", Mine: 0}
	mine := []string{"b1-c1", "e2-d1"}
	tests := []struct {
		name string
		r    record.Record
		want []string
		kind error  // the kind of error, nil for none
		text string // a part of the error's words
	}{
		{"the friend's move", hhLink(t, "game1", 1, 0, "b1-c1", "e2-d1", "a2-b2", "d1-d2"), nil, ErrMyMove, "plays your move"},
		{"stale", hhLink(t, "game1", 1, 0, "b1-c1"), nil, nil, "is 1 move ahead"},
		{"seen", hhLink(t, "game1", 1, 0, "b1-c1", "e2-d1"), nil, ErrSeen, "already seen this move"},
		{"diverged", hhLink(t, "game1", 1, 0, "b1-c1", "e2-d2", "a2-b2"), nil, ErrDiverged, "from move 2 on"},
		{"another game", hhLink(t, "game2", 1, 0, "b1-c1", "e2-d1", "a2-b2"), nil, nil, "not one of your game"},
	}
	// The one good link: my move, then the friend's.
	good := hhLink(t, "game1", 1, 0, "b1-c1", "e2-d1", "a2-b2", "d1-d2")
	good.Moves = []string{"b1-c1", "e2-d1", "a2-b2", "d1-d2"}
	m := hhMatch(t, append(mine, "a2-b2")...)
	got, err := Receive(bm, m, good)
	if err != nil || !slices.Equal(got, []string{"d1-d2"}) {
		t.Fatalf("the friend's move: %q, %v; want [d1-d2]", got, err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := hhMatch(t, mine...)
			before := m.MoveStrings()
			got, err := Receive(bm, m, tt.r)
			if err == nil || got != nil || !strings.Contains(err.Error(), tt.text) || tt.kind != nil && !errors.Is(err, tt.kind) {
				t.Errorf("Receive: %q, %v; want an error (%v) with %q", got, err, tt.kind, tt.text)
			}
			if !slices.Equal(m.MoveStrings(), before) {
				t.Errorf("the game changed to %q", m.MoveStrings())
			}
		})
	}
}

// TestSendText checks the words that go with a link.
func TestSendText(t *testing.T) {
	tests := []struct {
		moves []string
		mine  int
		want  string
	}{
		{[]string{"b1-c1"}, 0, "Your move in Hare and Hounds: I played b1-c1."},
		{[]string{"b1-c1", "e2-d1"}, 1, "Your move in Hare and Hounds: I played e2-d1."},
		{nil, 1, "Your move in Hare and Hounds."},
	}
	for _, tt := range tests {
		if got := SendText(hhMatch(t, tt.moves...), tt.mine); got != tt.want {
			t.Errorf("%q by seat %d: %q, want %q", tt.moves, tt.mine, got, tt.want)
		}
	}
}

// TestOutgoing checks whom a link is for: the seat to move.
func TestOutgoing(t *testing.T) {
	r := Outgoing(ByMessage{ID: "game1", Mine: 0}, hhMatch(t, "b1-c1"))
	if r.Message == nil || *r.Message != (record.Message{ID: "game1", From: 0, To: 1}) || !slices.Equal(r.Moves, []string{"b1-c1"}) {
		t.Errorf("Outgoing: %+v %+v", r, r.Message)
	}
}

// TestByMessageSeat checks which seats make a game by message.
func TestByMessageSeat(t *testing.T) {
	ai := SeatChoices[2]
	tests := []struct {
		seats []Seat
		mine  int
		ok    bool
	}{
		{[]Seat{Human, Friend}, 0, true},
		{[]Seat{Friend, Human, Friend}, 1, true},
		{[]Seat{Human, Human}, -1, false},
		{[]Seat{Human, Friend, Human}, -1, false},
		{[]Seat{Human, Friend, ai}, -1, false},
		{[]Seat{Friend, Friend}, -1, false},
	}
	for _, tt := range tests {
		if mine, ok := ByMessageSeat(tt.seats); ok != tt.ok || ok && mine != tt.mine {
			t.Errorf("%v: %d, %v; want %d, %v", SeatStrings(tt.seats), mine, ok, tt.mine, tt.ok)
		}
	}
}

// TestByMessageTurns checks that nobody moves for a friend here, and that
// Undo takes back my own moves but not a friend's.
func TestByMessageTurns(t *testing.T) {
	s := New(Config{}, hhMatch(t, "b1-c1", "e2-d1"), FriendSeats(2, 0))
	if !s.PersonToMove() || !s.FriendMovedLast() || s.CanUndo() {
		t.Fatalf("after the friend's move: person to move %v, friend moved last %v, can undo %v", s.PersonToMove(), s.FriendMovedLast(), s.CanUndo())
	}
	s.Undo()
	if s.Match().Ply() != 2 {
		t.Fatalf("Undo took back the friend's move")
	}
	if err := s.PlayString("a2-b2"); err != nil {
		t.Fatal(err)
	}
	if s.PersonToMove() || !s.CanUndo() {
		t.Fatalf("after my move: person to move %v, can undo %v", s.PersonToMove(), s.CanUndo())
	}
	s.Undo()
	if s.Match().Ply() != 2 || !s.PersonToMove() {
		t.Fatalf("Undo of my move: %d moves, person to move %v", s.Match().Ply(), s.PersonToMove())
	}
	s.Review(1)
	if s.PersonToMove() {
		t.Error("a person may move at a position the friend's move follows")
	}
}

// TestByMessageSave checks that a saved game by message reads back, and
// that a save that does not make one is refused.
func TestByMessageSave(t *testing.T) {
	bm := ByMessage{ID: "game1", Mine: 1, Sent: 2}
	m := hhMatch(t, "b1-c1", "e2-d1")
	data, err := MarshalByMessage(bm, m, FriendSeats(2, 1))
	if err != nil {
		t.Fatal(err)
	}
	back, bmm, seats, err := ParseByMessage(data)
	if err != nil || back != bm || !slices.Equal(bmm.MoveStrings(), m.MoveStrings()) || !slices.Equal(seats, FriendSeats(2, 1)) {
		t.Fatalf("read back %+v %v %v, %v", back, bmm, seats, err)
	}
	bad, _ := MarshalByMessage(bm, m, []Seat{Human, Human})
	if _, _, _, err := ParseByMessage(bad); err == nil {
		t.Error("a game by message with nobody's seat a friend's was read")
	}
}

// FuzzParseByMessage checks that any saved game by message either fails
// to read or reads back the same after writing.
func FuzzParseByMessage(f *testing.F) {
	m, _ := record.Record{Game: "harehounds", Moves: []string{"b1-c1"}}.Match()
	data, _ := MarshalByMessage(ByMessage{ID: "game1", Mine: 0, Sent: 1}, m, FriendSeats(2, 0))
	f.Add(data)
	f.Add([]byte(`{"id":"abcd","mine":1,"sent":0,"match":{"version":1,"game":"leapfrog","options":{"players":"3"},"seats":["friend","human","friend"],"moves":[]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		bm, m, seats, err := ParseByMessage(data)
		if err != nil {
			return
		}
		again, err := MarshalByMessage(bm, m, seats)
		if err != nil {
			t.Fatalf("read but cannot write: %v", err)
		}
		bm2, m2, seats2, err := ParseByMessage(again)
		if err != nil || bm2 != bm || !slices.Equal(seats2, seats) || m2.State().String() != m.State().String() {
			t.Fatalf("%s: read back %+v, %v", again, bm2, err)
		}
	})
}
