package midend

import (
	"fmt"

	"parlour/engine"
)

// Seat says who plays one side: a person at this device, the computer
// at a level, or a friend somewhere else whose moves come by message (a
// link: see ByMessage).
type Seat struct {
	AI    bool
	Level engine.Level
	// Friend says a friend plays the seat on another device: nobody
	// moves for it here, its moves come in links.
	Friend bool
}

// Friend is the seat of a friend who plays by message.
var Friend = Seat{Friend: true}

// Human is the seat of a person playing at this device.
var Human = Seat{}

// SeatChoices lists every seat a player can choose, weakest computer
// first after the person.
var SeatChoices = []Seat{Human, {AI: true, Level: engine.Easy}, {AI: true, Level: engine.Medium}, {AI: true, Level: engine.Hard}, {AI: true, Level: engine.Perfect}}

// ParseSeat reads a seat as saved: "human", "friend" or an AI level name.
func ParseSeat(s string) (Seat, error) {
	switch s {
	case "human":
		return Human, nil
	case "friend":
		return Friend, nil
	}
	l, err := engine.ParseLevel(s)
	if err != nil {
		return Human, fmt.Errorf("seat %q: want human, friend or an AI level", s)
	}
	return Seat{AI: true, Level: l}, nil
}

// String returns the saved form of the seat: "human", "friend" or the
// level's name.
func (s Seat) String() string {
	if s.Friend {
		return "friend"
	}
	if !s.AI {
		return "human"
	}
	return s.Level.String()
}

// SeatStrings returns the saved forms of seats.
func SeatStrings(seats []Seat) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = s.String()
	}
	return out
}
