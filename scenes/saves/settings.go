package saves

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"

	"parlour/game"
	"parlour/guard"
	"parlour/lang"
	"parlour/midend"
	"parlour/platform"
)

// Seat says who plays one side: a person at this device, or the AI at a
// level.
type Seat = midend.Seat

// Human is the seat of a person playing at this device.
var Human = midend.Human

// SettingsVersion is the newest settings format written: 2 added
// motion, and the sound's and the vibration's choices; 3 the language.
const SettingsVersion = 3

// Settings are the choices remembered between sessions: the options and
// seats last chosen for each game, and whether the analysis panel is open.
type Settings struct {
	Version  int                     `json:"version"`
	Games    map[string]GameSettings `json:"games"`
	Analysis bool                    `json:"analysis,omitempty"`
	// Values marks every legal move on the board with its value.
	Values bool `json:"values,omitempty"`
	// HideNumbers hides the numbers of the points on boards whose
	// points are numbered; they are shown by default.
	HideNumbers bool `json:"hideNumbers,omitempty"`
	// Lessons is the progress in each game's lesson, by game ID.
	Lessons map[string]LessonProgress `json:"lessons,omitempty"`
	// Motion is how pieces move: as the system asks (the default), or
	// the player's own choice.
	Motion Motion `json:"motion,omitempty"`
	// Mute turns the sounds off; they play by default.
	Mute bool `json:"mute,omitempty"`
	// Volume is the sounds' loudness, from 1 (Quiet) to VolumeLevels
	// (Full); 0, or a number out of range, is the default, DefaultVolume.
	Volume int `json:"volume,omitempty"`
	// NoVibration turns off the phone's short vibration on a capture and
	// a refused tap, on by default where the device can vibrate.
	NoVibration bool `json:"noVibration,omitempty"`
	// Language is the code of the language the player chose ("fr"), or
	// "" to follow the browser's or the system's.
	Language string `json:"language,omitempty"`
}

// Motion is the player's choice of how pieces move on the board.
type Motion string

// The choices of Motion.
const (
	// MotionSystem follows the system's wish (the browser's
	// prefers-reduced-motion); where the system says nothing, pieces
	// move in full.
	MotionSystem Motion = ""
	// MotionReduced shows a move at its landing at once, and the pieces
	// that can move do not pulse.
	MotionReduced Motion = "reduced"
	// MotionFull shows every move travelling, whatever the system asks.
	MotionFull Motion = "full"
)

// ReducedMotion reports whether pieces move without travelling or
// pulsing: the player chose so, or left it to the system, which asks for
// less motion (platform.ReducedMotion).
func (s Settings) ReducedMotion() bool { return s.Motion.reduced(platform.ReducedMotion) }

// reduced reports whether the choice m reduces motion, system being the
// system's wish, asked only when m leaves it to the system.
func (m Motion) reduced(system func() bool) bool {
	switch m {
	case MotionReduced:
		return true
	case MotionFull:
		return false
	}
	return system()
}

// VolumeLevels is the number of the sounds' volumes, and DefaultVolume
// the one a player starts with: a modest one, the second.
const (
	VolumeLevels  = 4
	DefaultVolume = 2
)

// SoundVolume returns the sounds' volume, from 1 to VolumeLevels.
func (s Settings) SoundVolume() int {
	if s.Volume < 1 || s.Volume > VolumeLevels {
		return DefaultVolume
	}
	return s.Volume
}

// LessonProgress is how far a player got in one game's lesson.
type LessonProgress struct {
	Step int  `json:"step"`           // the step to go on from, from 0
	Done bool `json:"done,omitempty"` // every step was passed once
	// Offered marks a game whose lesson was offered before its first
	// game, so that it is offered once.
	Offered bool `json:"offered,omitempty"`
}

// Lesson returns the progress in g's lesson.
func (s Settings) Lesson(g *game.Game) LessonProgress { return s.Lessons[g.ID] }

// SetLesson records the progress in g's lesson.
func (s *Settings) SetLesson(g *game.Game, p LessonProgress) {
	if s.Lessons == nil {
		s.Lessons = map[string]LessonProgress{}
	}
	s.Lessons[g.ID] = p
}

// GameSettings are the options, seats and players' names last chosen for
// one game.
type GameSettings struct {
	Options game.Options `json:"options,omitempty"`
	Seats   []string     `json:"seats,omitempty"`
	Names   []string     `json:"names,omitempty"` // "" keeps the seat's name
}

// ParseSettings reads settings saved by Marshal, checking the version. A
// part it cannot read is left out, at its default, and the rest is kept:
// unread lists those parts in a player's words ("the options of Hare and
// Hounds"). An error means nothing could be read; a panic reading them
// becomes a *guard.Bug error.
func ParseSettings(data []byte) (st Settings, unread []string, err error) {
	defer guard.Recover("reading the settings", &err)
	return parseSettings(data)
}

func parseSettings(data []byte) (st Settings, unread []string, err error) {
	var raw struct {
		Version  json.RawMessage `json:"version"`
		Games    json.RawMessage `json:"games"`
		Analysis json.RawMessage `json:"analysis"`
		Values   json.RawMessage `json:"values"`
		// Every field of Settings is read here by its name: one left out
		// is lost at the next start (hideNumbers once was).
		HideNumbers json.RawMessage `json:"hideNumbers"`
		Lessons     json.RawMessage `json:"lessons"`
		Motion      json.RawMessage `json:"motion"`
		Mute        json.RawMessage `json:"mute"`
		Volume      json.RawMessage `json:"volume"`
		NoVibration json.RawMessage `json:"noVibration"`
		Language    json.RawMessage `json:"language"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return Settings{}, nil, fmt.Errorf("settings are not valid JSON: %w", err)
	}
	var v int
	if err := json.Unmarshal(raw.Version, &v); err != nil {
		return Settings{}, nil, fmt.Errorf("settings version %s is not a number", raw.Version)
	}
	if v > SettingsVersion {
		return Settings{}, nil, game.NewerVersion("settings", v, SettingsVersion)
	}
	if v < 1 {
		return Settings{}, nil, fmt.Errorf("settings version %d is not supported (newest is %d)", v, SettingsVersion)
	}
	// An older format reads into the newest, which it is written in next:
	// a field it did not have keeps its default.
	st.Version = v
	if raw.Analysis != nil && json.Unmarshal(raw.Analysis, &st.Analysis) != nil {
		unread = append(unread, lang.T("whether the analysis panel is open"))
	}
	if raw.Values != nil && json.Unmarshal(raw.Values, &st.Values) != nil {
		unread = append(unread, lang.T("whether the values of the moves are shown"))
	}
	if raw.HideNumbers != nil && json.Unmarshal(raw.HideNumbers, &st.HideNumbers) != nil {
		unread = append(unread, lang.T("whether the numbers of the points are hidden"))
	}
	if raw.Motion != nil {
		var m Motion
		if json.Unmarshal(raw.Motion, &m) != nil || m != MotionReduced && m != MotionFull && m != MotionSystem {
			unread = append(unread, lang.T("how the pieces move"))
		} else {
			st.Motion = m
		}
	}
	if raw.Mute != nil && json.Unmarshal(raw.Mute, &st.Mute) != nil {
		unread = append(unread, lang.T("whether the sounds are on"))
	}
	if raw.Volume != nil && (json.Unmarshal(raw.Volume, &st.Volume) != nil || st.Volume < 0 || st.Volume > VolumeLevels) {
		st.Volume = 0
		unread = append(unread, lang.T("the sounds' volume"))
	}
	if raw.NoVibration != nil && json.Unmarshal(raw.NoVibration, &st.NoVibration) != nil {
		unread = append(unread, lang.T("whether the phone vibrates"))
	}
	if raw.Language != nil {
		// A language this version does not speak (a newer one's, or one
		// no longer offered) leaves the choice to the system, and is not
		// reported: nothing the player would want back is lost.
		if json.Unmarshal(raw.Language, &st.Language) != nil {
			unread = append(unread, "the language chosen")
			st.Language = ""
		} else if _, ok := lang.ByCode(st.Language); !ok {
			st.Language = ""
		}
	}
	unread = append(unread, parseLessons(raw.Lessons, &st)...)
	var games map[string]json.RawMessage
	if raw.Games != nil && json.Unmarshal(raw.Games, &games) != nil {
		return st, append(unread, lang.T("the choices made for every game")), nil
	}
	ids := make([]string, 0, len(games))
	for id := range games {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		gs, bad := parseGameSettings(games[id])
		if gs.Options != nil || gs.Seats != nil || gs.Names != nil {
			if st.Games == nil {
				st.Games = map[string]GameSettings{}
			}
			st.Games[id] = gs
		}
		if len(bad) > 0 {
			name := id
			if g, err := game.Lookup(id); err == nil {
				name = g.Name
			}
			unread = append(unread, lang.T("%s of %s", joinAnd(bad), lang.T(name)))
		}
	}
	return st, unread, nil
}

// joinAnd joins parts of a game's settings: "the options and who plays
// each seat".
func joinAnd(parts []string) string {
	s := ""
	for i, p := range parts {
		if i == 0 {
			s = p
		} else {
			s = lang.T("%s and %s", s, p)
		}
	}
	return s
}

// parseLessons reads the progress in the lessons into st, game by game,
// and names those it could not read.
func parseLessons(data json.RawMessage, st *Settings) (unread []string) {
	if data == nil || string(data) == "null" {
		return nil
	}
	var lessons map[string]json.RawMessage
	if json.Unmarshal(data, &lessons) != nil {
		return []string{lang.T("your progress in the lessons")}
	}
	ids := make([]string, 0, len(lessons))
	for id := range lessons {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		var p LessonProgress
		if json.Unmarshal(lessons[id], &p) != nil || p.Step < 0 {
			name := id
			if g, err := game.Lookup(id); err == nil {
				name = g.Name
			}
			unread = append(unread, lang.T("your progress in the lesson of %s", lang.T(name)))
			continue
		}
		if st.Lessons == nil {
			st.Lessons = map[string]LessonProgress{}
		}
		st.Lessons[id] = p
	}
	return unread
}

// parseGameSettings reads one game's settings field by field, keeping
// every option, seat and name that reads as text; bad names the parts it
// could not read wholly.
func parseGameSettings(data json.RawMessage) (gs GameSettings, bad []string) {
	var raw struct {
		Options map[string]json.RawMessage `json:"options"`
		Seats   []json.RawMessage          `json:"seats"`
		Names   []json.RawMessage          `json:"names"`
	}
	var whole struct {
		Options json.RawMessage `json:"options"`
		Seats   json.RawMessage `json:"seats"`
		Names   json.RawMessage `json:"names"`
	}
	if err := json.Unmarshal(data, &whole); err != nil {
		return gs, []string{lang.T("the choices")}
	}
	strs := func(part string, field json.RawMessage, into *[]json.RawMessage) []string {
		if field == nil || string(field) == "null" {
			return nil
		}
		if json.Unmarshal(field, into) != nil {
			return []string{part}
		}
		out := make([]string, len(*into))
		for i, r := range *into {
			if json.Unmarshal(r, &out[i]) != nil {
				bad = append(bad, part)
				out[i] = ""
			}
		}
		return out
	}
	if whole.Options != nil && string(whole.Options) != "null" {
		if json.Unmarshal(whole.Options, &raw.Options) != nil {
			bad = append(bad, lang.T("the options"))
		}
		for k, r := range raw.Options {
			var v string
			if json.Unmarshal(r, &v) != nil {
				bad = append(bad, lang.T("the options"))
				continue
			}
			if gs.Options == nil {
				gs.Options = game.Options{}
			}
			gs.Options[k] = v
		}
	}
	seats := strs(lang.T("who plays each seat"), whole.Seats, &raw.Seats)
	names := strs(lang.T("the players' names"), whole.Names, &raw.Names)
	if seats != nil {
		gs.Seats = seats
	}
	if names != nil {
		gs.Names = names
	}
	return gs, slices.Compact(bad)
}

// Marshal returns the settings as JSON.
func (s Settings) Marshal() ([]byte, error) {
	s.Version = SettingsVersion
	return json.MarshalIndent(s, "", "  ")
}

// For returns the options and seats to offer for g: the remembered ones
// where they are still valid, the defaults elsewhere.
func (s Settings) For(g *game.Game) (game.Options, []Seat) {
	gs := s.Games[g.ID]
	opts := game.Options{}
	for _, o := range g.Options {
		v, ok := gs.Options[o.Key]
		if ok && hasChoice(o, v) {
			opts[o.Key] = v
		} else {
			opts[o.Key] = o.Default()
		}
	}
	n := len(g.Seats(opts))
	seats := midend.DefaultSeats(n)
	for i := 0; i < n && i < len(gs.Seats); i++ {
		if st, err := midend.ParseSeat(gs.Seats[i]); err == nil {
			seats[i] = st
		}
	}
	return opts, seats
}

func hasChoice(o game.Option, v string) bool {
	for _, c := range o.Choices {
		if c.Value == v {
			return true
		}
	}
	return false
}

// Set remembers the options and seats chosen for g.
func (s *Settings) Set(g *game.Game, opts game.Options, seats []Seat) {
	if s.Games == nil {
		s.Games = map[string]GameSettings{}
	}
	o := make(game.Options, len(opts))
	for k, v := range opts {
		o[k] = v
	}
	gs := s.Games[g.ID]
	gs.Options, gs.Seats = o, midend.SeatStrings(seats)
	s.Games[g.ID] = gs
}

// NamesFor returns the players' own names remembered for g's seats, ""
// where none was given.
func (s Settings) NamesFor(g *game.Game, seats int) []string {
	out := make([]string, seats)
	copy(out, s.Games[g.ID].Names)
	for i := range out {
		out[i] = game.CleanName(out[i])
	}
	return out
}

// SetNames remembers the players' own names for g's seats.
func (s *Settings) SetNames(g *game.Game, names []string) {
	if s.Games == nil {
		s.Games = map[string]GameSettings{}
	}
	gs := s.Games[g.ID]
	gs.Names = nil
	for _, n := range names {
		if n != "" {
			gs.Names = append([]string(nil), names...)
			break
		}
	}
	s.Games[g.ID] = gs
}
