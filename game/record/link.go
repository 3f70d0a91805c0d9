package record

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"parlour/game"
	"parlour/guard"
)

// The keys of a link's fragment besides the game's options.
const (
	linkGame  = "play"
	linkStart = "position"
	linkMoves = "moves"
)

// Fragment returns the part of a link after '#' (without it) that opens
// the app at the record's game and position:
// "play=harehounds&first=hounds&goal=reach&layout=usual&stalling=on&moves=b1-c1+e2-d1",
// the options sorted by key, "position=" for a set-up start. The players'
// names are not part of it.
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
		return Record{}, nil, fmt.Errorf("not a link to a game: it must start with %q", "#"+linkGame+"=")
	}
	seen := map[string]bool{}
	var r Record
	given := game.Options{}
	for _, part := range strings.Split(fragment, "&") {
		if part == "" {
			continue
		}
		rawKey, rawValue, _ := strings.Cut(part, "=")
		key, err1 := url.QueryUnescape(rawKey)
		value, err2 := url.QueryUnescape(rawValue)
		if err := errors.Join(err1, err2); err != nil {
			return Record{}, nil, fmt.Errorf("the link's %q is not written correctly", part)
		}
		if seen[key] {
			return Record{}, nil, fmt.Errorf("the link gives %q twice", key)
		}
		seen[key] = true
		switch key {
		case linkGame:
			r.Game = value
		case linkStart:
			r.Start = value
		case linkMoves:
			r.Moves = strings.Fields(value)
		default:
			given[key] = value
		}
	}
	g, err := game.Lookup(r.Game)
	if err != nil {
		return Record{}, nil, err
	}
	if r.Options, err = game.Resolve(g.Options, given); err != nil {
		return Record{}, nil, fmt.Errorf("%s: %w", g.Name, err)
	}
	m, err := r.Match()
	if err != nil {
		return Record{}, nil, err
	}
	// The moves as the game writes them ("b1-c1" for "B1-C1"), as the
	// record's own text and link write them.
	r.Names, r.Moves = m.OwnNames(), m.MoveStrings()
	return r, m, nil
}
