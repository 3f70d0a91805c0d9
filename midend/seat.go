package midend

import (
	"fmt"

	"parlour/engine"
)

// Seat says who plays one side: a person at this device, or the computer
// at a level.
type Seat struct {
	AI    bool
	Level engine.Level
}

// Human is the seat of a person playing at this device.
var Human = Seat{}

// SeatChoices lists every seat a player can choose, weakest computer
// first after the person.
var SeatChoices = []Seat{Human, {true, engine.Easy}, {true, engine.Medium}, {true, engine.Hard}, {true, engine.Perfect}}

// ParseSeat reads a seat as saved: "human" or an AI level name.
func ParseSeat(s string) (Seat, error) {
	if s == "human" {
		return Human, nil
	}
	l, err := engine.ParseLevel(s)
	if err != nil {
		return Human, fmt.Errorf("seat %q: want human or an AI level", s)
	}
	return Seat{AI: true, Level: l}, nil
}

// String returns the saved form of the seat: "human" or the level's name.
func (s Seat) String() string {
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
