package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"parlour/engine"
	"parlour/game"
	"parlour/midend"
	"parlour/platform"
)

// Seat says who plays one side: a person at this device, or the AI at a
// level.
type Seat = midend.Seat

// Human is the seat of a person playing at this device.
var Human = midend.Human

// seatLabel returns the seat's name on a choice button in game g:
// "Human", "Hard AI".
func seatLabel(g *game.Game, s Seat) string {
	if !s.AI {
		return "Human"
	}
	return levelLabel(g, s.Level) + " AI"
}

// seatDescription returns who plays the seat in game g, for the players
// list.
func seatDescription(g *game.Game, s Seat) string {
	if !s.AI {
		return "Human"
	}
	return "Computer · " + levelLabel(g, s.Level)
}

// levelLabel names an AI level in game g. The strongest level plays
// perfectly only where the game is solved; elsewhere it is called Expert.
func levelLabel(g *game.Game, l engine.Level) string {
	if l == engine.Perfect && (g == nil || !g.Solvable) {
		return "Expert"
	}
	return l.Label()
}

// SettingsVersion is the newest settings format written.
const SettingsVersion = 1

// Settings are the choices remembered between sessions: the options and
// seats last chosen for each game, and whether the analysis panel is open.
type Settings struct {
	Version  int                     `json:"version"`
	Games    map[string]GameSettings `json:"games"`
	Analysis bool                    `json:"analysis,omitempty"`
	// HideNumbers hides the numbers of the points on boards whose
	// points are numbered; they are shown by default.
	HideNumbers bool `json:"hideNumbers,omitempty"`
}

// GameSettings are the options, seats and players' names last chosen for
// one game.
type GameSettings struct {
	Options game.Options `json:"options,omitempty"`
	Seats   []string     `json:"seats,omitempty"`
	Names   []string     `json:"names,omitempty"` // "" keeps the seat's name
}

// ParseSettings reads settings saved by Marshal, checking the version.
func ParseSettings(data []byte) (Settings, error) {
	var s Settings
	if err := json.Unmarshal(data, &s); err != nil {
		return Settings{}, fmt.Errorf("settings are not valid JSON: %w", err)
	}
	if s.Version < 1 || s.Version > SettingsVersion {
		return Settings{}, fmt.Errorf("settings version %d is not supported (newest is %d)", s.Version, SettingsVersion)
	}
	return s, nil
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

// Store keys.
const (
	keySettings = "settings"
	keyMatch    = "match"
)

// Saves reads and writes the settings and the game in progress in a
// platform.Store. A document that cannot be read is moved aside to a key
// of its own (such as "match.corrupt") and reported in Notices; it is
// never overwritten.
type Saves struct {
	store  platform.Store
	locked map[string]bool // keys whose damaged document could not be moved aside
	// Notices are messages for the player about damaged documents.
	Notices []string
}

// NewSaves returns Saves over store.
func NewSaves(store platform.Store) *Saves {
	return &Saves{store: store, locked: map[string]bool{}}
}

// LoadSettings returns the saved settings, or empty settings (every game at
// its defaults) when none were saved or they could not be read.
func (s *Saves) LoadSettings() Settings {
	data, err := s.store.Get(keySettings)
	if err != nil {
		if !errors.Is(err, platform.ErrNotFound) {
			s.Notices = append(s.Notices, "Your settings could not be loaded, so the defaults are in use: "+err.Error())
			s.locked[keySettings] = true
		}
		return Settings{Version: SettingsVersion}
	}
	st, err := ParseSettings(data)
	if err != nil {
		s.setAside(keySettings, data, "Your settings could not be read and were set aside, so the defaults are in use", err)
		return Settings{Version: SettingsVersion}
	}
	return st
}

// SaveSettings writes the settings.
func (s *Saves) SaveSettings(st Settings) error {
	if s.locked[keySettings] {
		return nil
	}
	data, err := st.Marshal()
	if err != nil {
		return err
	}
	return s.store.Put(keySettings, data)
}

// LoadMatch returns the saved game and its seats. It reports false when no
// game was saved or the saved one could not be read.
func (s *Saves) LoadMatch() (*game.Match, []Seat, bool) {
	data, err := s.store.Get(keyMatch)
	if err != nil {
		if !errors.Is(err, platform.ErrNotFound) {
			s.Notices = append(s.Notices, "Your saved game could not be loaded: "+err.Error())
			s.locked[keyMatch] = true
		}
		return nil, nil, false
	}
	m, seats, err := midend.ParseMatch(data)
	if err != nil {
		s.setAside(keyMatch, data, "Your saved game could not be read and was set aside", err)
		return nil, nil, false
	}
	return m, seats, true
}

// SaveMatch writes the game in progress.
func (s *Saves) SaveMatch(m *game.Match, seats []Seat) error {
	if s.locked[keyMatch] {
		return nil
	}
	data, err := midend.MarshalMatch(m, seats)
	if err != nil {
		return err
	}
	return s.store.Put(keyMatch, data)
}

// setAside moves a damaged document to a free key KEY.corrupt (or
// KEY.corrupt-2 and so on) and records a notice. When it cannot be moved,
// the key is locked so that nothing overwrites it.
func (s *Saves) setAside(key string, data []byte, what string, reason error) {
	msg := what + ": " + strings.TrimSuffix(reason.Error(), ".") + "."
	aside := ""
	for i := 1; i <= 20; i++ {
		k := key + ".corrupt"
		if i > 1 {
			k = fmt.Sprintf("%s.corrupt-%d", key, i)
		}
		if _, err := s.store.Get(k); errors.Is(err, platform.ErrNotFound) {
			aside = k
			break
		}
	}
	var err error
	if aside == "" {
		err = errors.New("too many damaged copies are already set aside")
	} else {
		err = s.store.Put(aside, data)
	}
	if err == nil {
		err = s.store.Delete(key)
	}
	if err != nil {
		s.locked[key] = true
		unread := "Your saved game could not be read"
		if key == keySettings {
			unread = "Your settings could not be read, so the defaults are in use"
		}
		msg = unread + ": " + strings.TrimSuffix(reason.Error(), ".") + ". It could not be moved aside either, so it is left untouched: " +
			platform.PlayerReason(err) + "."
		if errors.Is(err, platform.ErrFull) {
			msg += " Free some space, for example by clearing other sites' data in the browser's settings, and reload."
		}
	}
	s.Notices = append(s.Notices, msg)
}

// saveFailure is the notice for a document under key (keyMatch or
// keySettings) that could not be saved, in a player's words: what was kept,
// and what to do.
func saveFailure(key string, err error) string {
	what, kept, again := "Your game", "your game was kept in memory", "it is saved again after your next move"
	if key == keySettings {
		what, kept, again = "Your settings", "your settings are in use", "they are saved again when you next change one"
	}
	if errors.Is(err, platform.ErrFull) {
		return "Storage is full: " + kept + " but could not be saved. " +
			"Free some space, for example by clearing other sites' data in the browser's settings; " + again + "."
	}
	return what + " could not be saved: " + platform.PlayerReason(err) + "."
}
