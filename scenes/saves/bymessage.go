package saves

import (
	"encoding/json"
	"errors"
	"slices"

	"parlour/game"
	"parlour/midend"
	"parlour/platform"
)

// The games by message are kept apart from every game's game in
// progress: each under its own key (ByMessageKey), and their IDs listed
// under keyByMessage, newest first, for the menu.
const keyByMessage = "bymessage"

// ByMessageKey returns the store key of the game by message id:
// "bymessage.k3x9q2".
func ByMessageKey(id string) string { return keyByMessage + "." + id }

// Letter is one game by message as saved: what this device keeps of it
// (its ID, the seat played here, the moves sent), its match and seats.
type Letter struct {
	midend.ByMessage
	Match *game.Match
	Seats []Seat
}

// byMessageIDs returns the IDs of the games by message, newest first. A
// list that cannot be read is set aside and counts as empty.
func (s *Saves) byMessageIDs() []string {
	data, err := s.get(keyByMessage)
	if err != nil {
		return nil
	}
	var ids []string
	if err := json.Unmarshal(data, &ids); err != nil {
		s.setAside(keyByMessage, data, err)
		return nil
	}
	return ids
}

// changeIDs writes the list of the games by message that change makes of
// the newest one, reading it again when another window changed it.
func (s *Saves) changeIDs(change func([]string) []string) error {
	_, err := update(s, keyByMessage, s.byMessageIDs(), s.byMessageIDs, func(ids *[]string) { *ids = change(*ids) },
		func(ids []string) ([]byte, error) { return json.Marshal(ids) })
	return err
}

// Letters returns every game by message, newest first. One that cannot
// be read is set aside (see setAside) and left out.
func (s *Saves) Letters() []Letter {
	var out []Letter
	for _, id := range s.byMessageIDs() {
		if l, ok := s.Letter(id); ok {
			out = append(out, l)
		}
	}
	return out
}

// Letter returns the game by message id, if one is saved and can be read.
func (s *Saves) Letter(id string) (Letter, bool) {
	key := ByMessageKey(id)
	if platform.CheckKey(key) != nil {
		return Letter{}, false
	}
	data, err := s.get(key)
	if err != nil {
		return Letter{}, false
	}
	bm, m, seats, err := midend.ParseByMessage(data)
	if err == nil && bm.ID != id {
		err = errors.New("the game by message saved under " + key + " is " + bm.ID)
	}
	if err != nil {
		s.setAside(key, data, err)
		return Letter{}, false
	}
	return Letter{ByMessage: bm, Match: m, Seats: seats}, true
}

// SaveLetter writes game by message bm with its match and seats, and
// lists it first among the games by message.
func (s *Saves) SaveLetter(bm midend.ByMessage, m *game.Match, seats []Seat) error {
	key := ByMessageKey(bm.ID)
	if d, ok := s.kept[key]; ok {
		return &keptError{d}
	}
	data, err := midend.MarshalByMessage(bm, m, seats)
	if err != nil {
		return err
	}
	if err := s.put(key, data); err != nil {
		return err
	}
	if ids := s.byMessageIDs(); len(ids) > 0 && ids[0] == bm.ID {
		return nil
	}
	return s.changeIDs(func(ids []string) []string {
		return append([]string{bm.ID}, slices.DeleteFunc(ids, func(id string) bool { return id == bm.ID })...)
	})
}

// RemoveLetter deletes the game by message id.
func (s *Saves) RemoveLetter(id string) error {
	if err := s.changeIDs(func(ids []string) []string {
		return slices.DeleteFunc(ids, func(x string) bool { return x == id })
	}); err != nil {
		return err
	}
	key := ByMessageKey(id)
	if err := s.store.Delete(key); err != nil {
		return err
	}
	s.seen[key] = absent
	return nil
}

// LetterStore is where a Session of a game by message saves: under the
// game's own key, with its ByMessage, never in the place of its game's
// game in progress.
type LetterStore struct {
	Saves *Saves
	BM    *midend.ByMessage // what this device keeps of the game, kept up to date by the screens
}

// SaveMatch saves the game by message with match m and seats.
func (l LetterStore) SaveMatch(m *game.Match, seats []Seat) error {
	return l.Saves.SaveLetter(*l.BM, m, seats)
}
