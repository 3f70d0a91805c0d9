package midend

import (
	"encoding/json"
	"fmt"

	"parlour/engine"
	"parlour/game"
	"parlour/guard"
)

// DefaultSeats returns the seats of a new player: a person in the first
// seat, the Medium computer in the others.
func DefaultSeats(n int) []Seat {
	out := make([]Seat, n)
	for i := 1; i < n; i++ {
		out[i] = Seat{AI: true, Level: engine.Medium}
	}
	return out
}

// MarshalMatch returns the saved form of a match with its seats: the
// match's own save (game.Save) with the seats added.
func MarshalMatch(m *game.Match, seats []Seat) ([]byte, error) {
	sv := m.Snapshot()
	sv.Seats = SeatStrings(seats)
	return json.MarshalIndent(sv, "", "  ")
}

// ParseMatch reads what MarshalMatch wrote. A save without seats gets
// DefaultSeats. A panic reading it becomes a *guard.Bug error.
func ParseMatch(data []byte) (m *game.Match, seats []Seat, err error) {
	defer guard.Recover("loading a saved game", &err)
	return parseMatch(data)
}

func parseMatch(data []byte) (*game.Match, []Seat, error) {
	m, sv, err := game.LoadMatch(data)
	if err != nil {
		return nil, nil, err
	}
	n := len(m.Seats())
	if len(sv.Seats) == 0 {
		return m, DefaultSeats(n), nil
	}
	if len(sv.Seats) != n {
		return nil, nil, fmt.Errorf("the saved game names %d players for %d seats", len(sv.Seats), n)
	}
	seats := make([]Seat, n)
	for i, v := range sv.Seats {
		if seats[i], err = ParseSeat(v); err != nil {
			return nil, nil, err
		}
	}
	return m, seats, nil
}
