package record

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"parlour/game"
	"parlour/guard"
	"parlour/lang"
)

// The keys of a link's fragment besides the game's options.
const (
	linkGame  = "play"
	linkStart = "position"
	linkMoves = "moves"
	linkID    = "msg"  // a game by message's ID
	linkFrom  = "from" // its sender's seat, from 1
	linkTo    = "to"   // the seat it is for, from 1
	linkName  = "name" // "name2=Ann": a seat's player, from 1
)

// Message is what a link of a game by message carries besides the game:
// which game by message it belongs to, whose seat sent it and whose seat
// it is for. Which seats are played on the device that opens it is
// decided there (see midend.Letter).
type Message struct {
	ID   string // the game's own name, the same in every link of it: see ValidID
	From int    // the sender's seat, from 0
	To   int    // the seat the link is for, from 0: the seat to move while the game goes on
}

// maxIDLen is the length of the longest ID a game by message may have.
const maxIDLen = 32

// ValidID reports whether id can name a game by message: 4 to 32 lower
// case letters and digits.
func ValidID(id string) bool {
	if len(id) < 4 || len(id) > maxIDLen {
		return false
	}
	for _, r := range id {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}

// Reserved reports whether key is one of the keys a link uses for
// itself, which no game's option may take.
func Reserved(key string) bool {
	switch key {
	case linkGame, linkStart, linkMoves, linkID, linkFrom, linkTo:
		return true
	}
	_, err := nameSeat(key)
	return err == nil
}

// nameSeat reads the seat of a name's key: "name2" is seat 1.
func nameSeat(key string) (int, error) {
	digits, ok := strings.CutPrefix(key, linkName)
	if !ok || digits == "" || len(digits) > 2 || digits[0] == '0' {
		return 0, errors.New("not a name's key")
	}
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 {
		return 0, errors.New("not a name's key")
	}
	return n - 1, nil
}

// Fragment returns the part of a link after '#' (without it) that opens
// the app at the record's game and position:
// "play=harehounds&first=hounds&goal=reach&layout=usual&stalling=on&moves=b1-c1+e2-d1",
// the options sorted by key, "position=" for a set-up start, then the
// players' own names ("name1=Ann"), and last a game by message's
// Message: "…&moves=b1-c1&name1=Ann&msg=k3x9q2&from=1&to=2".
func (r Record) Fragment() string {
	var b strings.Builder
	b.WriteString(linkGame + "=" + url.QueryEscape(r.Game))
	keys := make([]string, 0, len(r.Options))
	for k := range r.Options {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		b.WriteString("&" + url.QueryEscape(k) + "=" + url.QueryEscape(r.Options[k]))
	}
	if r.Start != "" {
		b.WriteString("&" + linkStart + "=" + url.QueryEscape(r.Start))
	}
	if len(r.Moves) > 0 {
		b.WriteString("&" + linkMoves + "=" + url.QueryEscape(strings.Join(r.Moves, " ")))
	}
	for i, n := range r.Names {
		if n != "" {
			b.WriteString(fmt.Sprintf("&%s%d=%s", linkName, i+1, url.QueryEscape(n)))
		}
	}
	if msg := r.Message; msg != nil {
		b.WriteString(fmt.Sprintf("&%s=%s&%s=%d&%s=%d", linkID, url.QueryEscape(msg.ID), linkFrom, msg.From+1, linkTo, msg.To+1))
	}
	return b.String()
}

// IsLink reports whether a link's fragment (with or without its '#') is
// one of Parlour's game links, so that other fragments are left alone.
func IsLink(fragment string) bool {
	return strings.HasPrefix(strings.TrimPrefix(fragment, "#"), linkGame+"=")
}

// ParseFragment reads what Fragment wrote (a leading '#' is allowed) and
// replays it. An error says which part is wrong: an unknown game or
// option, a start the game cannot read, or which move cannot be played
// and why.
//
// A panic in the game's code reading it becomes a *guard.Bug error, like
// any damaged link.
func ParseFragment(fragment string) (r Record, m *game.Match, err error) {
	defer guard.Recover("opening a link", &err)
	return parseFragment(fragment)
}

func parseFragment(fragment string) (Record, *game.Match, error) {
	fragment = strings.TrimPrefix(fragment, "#")
	if !IsLink(fragment) {
		return Record{}, nil, errors.New(lang.T("not a link to a game: it must start with %q", "#"+linkGame+"="))
	}
	seen := map[string]bool{}
	var r Record
	given := game.Options{}
	names := map[int]string{}
	var id, from, to string
	for _, part := range strings.Split(fragment, "&") {
		if part == "" {
			continue
		}
		rawKey, rawValue, _ := strings.Cut(part, "=")
		key, err1 := url.QueryUnescape(rawKey)
		value, err2 := url.QueryUnescape(rawValue)
		if err := errors.Join(err1, err2); err != nil {
			return Record{}, nil, errors.New(lang.T("the link's %q is not written correctly", part))
		}
		if seen[key] {
			return Record{}, nil, errors.New(lang.T("the link gives %q twice", key))
		}
		seen[key] = true
		switch key {
		case linkGame:
			r.Game = value
		case linkStart:
			r.Start = value
		case linkMoves:
			r.Moves = strings.Fields(value)
		case linkID:
			id = value
		case linkFrom:
			from = value
		case linkTo:
			to = value
		default:
			if seat, err := nameSeat(key); err == nil {
				names[seat] = value
				continue
			}
			given[key] = value
		}
	}
	g, err := game.Lookup(r.Game)
	if err != nil {
		return Record{}, nil, err
	}
	if r.Options, err = game.Resolve(g.Options, given); err != nil {
		return Record{}, nil, game.OptionsError(g, err)
	}
	seats := len(g.Seats(r.Options))
	if len(names) > 0 {
		r.Names = make([]string, seats)
		for seat, n := range names {
			if seat >= seats {
				return Record{}, nil, errors.New(lang.T("the link names a player for seat %d of %s, which has %d", seat+1, lang.T(g.Name), seats))
			}
			r.Names[seat] = n
		}
	}
	m, err := r.Match()
	if err != nil {
		return Record{}, nil, err
	}
	if r.Message, err = readMessage(id, from, to, seats, seen, m); err != nil {
		return Record{}, nil, err
	}
	// The moves as the game writes them ("b1-c1" for "B1-C1"), as the
	// record's own text and link write them.
	r.Names, r.Moves = m.OwnNames(), m.MoveStrings()
	return r, m, nil
}

// readMessage reads a game by message's part of a link, nil when it has
// none, and checks it against the match it opens: the seat it is for is
// the one to move.
func readMessage(id, from, to string, seats int, seen map[string]bool, m *game.Match) (*Message, error) {
	if !seen[linkID] && !seen[linkFrom] && !seen[linkTo] {
		return nil, nil
	}
	if !seen[linkID] || !seen[linkFrom] || !seen[linkTo] {
		return nil, errors.New(lang.T("the link gives only part of a game by message: it needs %q, %q and %q", linkID, linkFrom, linkTo))
	}
	if !ValidID(id) {
		return nil, errors.New(lang.T("the link's game by message is not named correctly (%q)", id))
	}
	seat := func(key, v string) (int, error) {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > seats || strconv.Itoa(n) != v {
			return 0, errors.New(lang.T("the link's %q is %q: want a seat from 1 to %d", key, v, seats))
		}
		return n - 1, nil
	}
	msg := &Message{ID: id}
	var err error
	if msg.From, err = seat(linkFrom, from); err != nil {
		return nil, err
	}
	if msg.To, err = seat(linkTo, to); err != nil {
		return nil, err
	}
	if seats < 2 {
		return nil, errors.New(lang.T("%s has one player: it is not played by message", lang.T(m.Game().Name)))
	}
	if msg.From == msg.To {
		return nil, errors.New(lang.T("the link is sent by the seat it is for"))
	}
	if pl := m.State().ToMove(); !m.Outcome().Over && pl >= 0 && int(pl) != msg.To {
		return nil, errors.New(lang.T("the link is for %s, but it is %s's turn", lang.T(m.Names()[msg.To]), lang.T(m.Names()[pl])))
	}
	return msg, nil
}
