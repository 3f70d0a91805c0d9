// Package saves keeps what Parlour remembers between runs in a
// platform.Store: the Settings (each game's options, seats and players'
// names, and the panels and marks turned on) and every game's game in
// progress. A document that cannot be read is set aside, never
// overwritten, and reported. It needs no display: no Ebitengine here.
package saves

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"reflect"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"parlour/game"
	"parlour/lang"
	"parlour/midend"
	"parlour/platform"
)

// Store keys. Each game keeps its game in progress under its own key
// (MatchKey); earlier versions kept a single one under KeyMatch, which is
// moved to its game's key when it is first read.
const (
	KeySettings = "settings"
	KeyMatch    = "match"
	keyLast     = "last" // the ID of the game saved last, as a JSON string
)

// MatchKey returns the store key of game id's game in progress:
// "match.harehounds".
func MatchKey(id string) string { return KeyMatch + "." + id }

// Damaged is a saved document that could not be read and could not be
// moved aside either (storage full): it stays where it is, nothing is
// saved over it, and the player is offered to discard it.
type Damaged struct {
	Key string
	// What names what discarding it loses, in a player's words: "your
	// saved game of Hare and Hounds (12 moves)".
	What string
}

// Subject returns What with a capital, to begin a sentence.
func (d Damaged) Subject() string { return upperFirst(d.What) }

// keptError is the error of a save refused because a damaged document is
// kept under its key.
type keptError struct{ d Damaged }

func (e *keptError) Error() string {
	return fmt.Sprintf("store %q: a damaged document that could not be moved aside is kept there", e.d.Key)
}

// KeptDamaged returns the damaged document that refused a save with err,
// if it is one.
func KeptDamaged(err error) (Damaged, bool) {
	var ke *keptError
	if errors.As(err, &ke) {
		return ke.d, true
	}
	return Damaged{}, false
}

// Saves reads and writes the settings and every game's game in progress in
// a platform.Store. A document that cannot be read is moved aside to a key
// of its own (such as "match.harehounds.corrupt") and reported in Notices;
// it is never overwritten. One that cannot be moved aside either is listed
// in Damaged, and saving over it fails with a reason until Discard.
type Saves struct {
	store    platform.Store
	kept     map[string]Damaged // keys whose damaged document stays in place
	noted    map[string]bool    // keys a notice was given for
	migrated bool
	legacy   string // the game whose save is still under keyMatch, if any
	last     string // the game ID under keyLast
	// seen holds each document as this window last read or wrote it, by
	// hashDoc (see shared.go); newer the keys whose document a newer
	// version wrote, each named for the player.
	seen  map[string]uint64
	newer map[string]string
	// settings are the settings as last read or written, the base of a
	// merge with another window's (mergeSettings).
	settings Settings
	// Notices are messages for the player about damaged documents.
	Notices []string
}

// NewSaves returns Saves over store.
func NewSaves(store platform.Store) *Saves {
	return &Saves{store: store, kept: map[string]Damaged{}, noted: map[string]bool{},
		seen: map[string]uint64{}, newer: map[string]string{}, settings: Settings{Version: SettingsVersion}}
}

// Damaged lists the damaged documents kept in place, for the player to
// discard.
func (s *Saves) Damaged() []Damaged {
	out := make([]Damaged, 0, len(s.kept))
	for _, k := range sortedKeys(s.kept) {
		out = append(out, s.kept[k])
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Discard deletes the damaged document under key, so that saving there
// works again.
func (s *Saves) Discard(key string) error {
	if err := s.store.Delete(key); err != nil {
		return err
	}
	delete(s.kept, key)
	s.seen[key] = absent
	if key == KeyMatch {
		s.legacy = ""
	}
	return nil
}

// notice adds a message for the player about key, once per key.
func (s *Saves) notice(key, msg string) {
	if s.noted[key] {
		return
	}
	s.noted[key] = true
	s.Notices = append(s.Notices, msg)
}

// LoadSettings returns the saved settings, or empty settings (every game at
// its defaults) when none were saved or they could not be read. Parts that
// cannot be read are left at their defaults and the rest kept.
func (s *Saves) LoadSettings() Settings {
	s.settings = loadParts(s, partsDoc{
		key: KeySettings, what: "your saved settings", logName: "settings",
		unread: lang.Key("Some of your settings could not be read: %s. They are back at their defaults; everything else was kept."),
		copied: lang.Key("A copy of the old settings is kept."),
	}, ParseSettings, Settings{Version: SettingsVersion})
	return s.settings.clone()
}

// SaveSettings writes the settings st and returns them. When another
// window saved settings since this one last read or wrote them, the
// choices changed here since are made on those, and the settings
// returned are the merge (mergeSettings), to be used from then on.
func (s *Saves) SaveSettings(st Settings) (Settings, error) {
	base := s.settings
	out, err := update(s, KeySettings, st, s.LoadSettings, func(cur *Settings) {
		if !reflect.DeepEqual(*cur, st) {
			*cur = mergeSettings(base, st, *cur)
		}
	}, Settings.Marshal)
	if err == nil {
		s.settings = out.clone()
	}
	return out, err
}

// partsDoc is what the player is told of a document of the store that
// is read in parts (the settings, the puzzle records), each of which may
// be unreadable on its own.
type partsDoc struct {
	key     string
	what    string // the document, when it cannot be read at all: "your saved settings"
	logName string // the document in the log
	unread  string // the notice of parts not read, in English, the list of them its %s: "Some of your settings could not be read: %s. …"
	copied  string // the notice's last sentence when a copy was kept, in English
}

// loadParts reads document d with parse, or returns empty when it was
// never saved or cannot be read: a document that cannot be read is set
// aside with a notice; parts that cannot be read are left out, with a
// notice, and the document copied aside.
func loadParts[T any](s *Saves, d partsDoc, parse func([]byte) (T, []string, error), empty T) T {
	data, err := s.get(d.key)
	if err != nil {
		return empty // a store that cannot be read is told by get
	}
	v, unread, err := parse(data)
	if err != nil {
		s.setAside(d.key, data, err)
		return empty
	}
	if len(unread) > 0 {
		log.Printf("parlour: %s: could not read %s: %s", d.logName, strings.Join(unread, "; "), data)
		msg := lang.T(d.unread, strings.Join(unread, "; "))
		if aside := s.copyAside(d.key, data); aside != "" {
			msg += " " + lang.T(d.copied)
		}
		s.notice(d.key, msg)
	}
	return v
}

// migrate moves the single game in progress of earlier versions to its
// game's key, once. When the game has a newer save of its own, or the move
// fails, the old save stays where it is, untouched.
func (s *Saves) migrate() {
	if s.migrated {
		return
	}
	s.migrated = true
	if data, err := s.store.Get(keyLast); err == nil {
		_ = json.Unmarshal(data, &s.last)
	}
	data, err := s.get(KeyMatch)
	if err != nil {
		return
	}
	m, _, err := midend.ParseMatch(data)
	if err != nil {
		s.setAside(KeyMatch, data, err)
		return
	}
	id := m.Game().ID
	if _, err := s.get(MatchKey(id)); !errors.Is(err, platform.ErrNotFound) {
		if s.last == "" {
			s.last = id
		}
		return // a newer save of that game wins
	}
	if err := s.put(MatchKey(id), data); err != nil {
		log.Printf("parlour: move the saved game to its own key: %v", err)
		s.legacy = id
		if s.last == "" {
			s.last = id
		}
		return
	}
	if err := s.store.Delete(KeyMatch); err != nil {
		log.Printf("parlour: remove the saved game's old copy: %v", err)
	}
	s.putLast(id)
}

// NoteLast records the game in progress of game id as the one the next
// start opens, as saving it does: a game continued without a move since
// is the one the player was at.
func (s *Saves) NoteLast(id string) {
	s.migrate()
	s.putLast(id)
}

// putLast records id as the game saved last.
func (s *Saves) putLast(id string) {
	if s.last == id {
		return
	}
	data, _ := json.Marshal(id)
	if err := s.store.Put(keyLast, data); err != nil {
		log.Printf("parlour: note the game saved last: %v", err)
		return
	}
	s.last = id
}

// LastGame returns the ID of the game saved last, "" when none was.
func (s *Saves) LastGame() string {
	s.migrate()
	return s.last
}

// LoadLast returns the game saved last and its seats, if it can be read.
func (s *Saves) LoadLast() (*game.Match, []Seat, bool) {
	s.migrate()
	g, err := game.Lookup(s.last)
	if err != nil {
		return nil, nil, false
	}
	return s.LoadMatch(g)
}

// LoadAll reads every game's save once, so that damaged ones are set aside
// and reported at the start.
func (s *Saves) LoadAll() {
	for _, g := range game.All() {
		s.LoadMatch(g)
	}
}

// LoadMatch returns g's saved game and its seats. It reports false when no
// game was saved or the saved one could not be read.
func (s *Saves) LoadMatch(g *game.Game) (*game.Match, []Seat, bool) {
	s.migrate()
	key := MatchKey(g.ID)
	data, err := s.get(key)
	if errors.Is(err, platform.ErrNotFound) && s.legacy == g.ID {
		key = KeyMatch
		data, err = s.get(key)
	}
	if err != nil {
		return nil, nil, false // a store that cannot be read is told by get
	}
	m, seats, err := midend.ParseMatch(data)
	if err == nil && m.Game() != g {
		err = fmt.Errorf("the save under %q is a game of %s", key, m.Game().ID)
	}
	if err != nil {
		s.setAside(key, data, err)
		return nil, nil, false
	}
	return m, seats, true
}

// InProgress returns g's saved game when it is not over.
func (s *Saves) InProgress(g *game.Game) (*game.Match, []Seat, bool) {
	m, seats, ok := s.LoadMatch(g)
	if !ok || m.Outcome().Over {
		return nil, nil, false
	}
	return m, seats, true
}

// SaveMatch writes the game in progress under its game's key.
func (s *Saves) SaveMatch(m *game.Match, seats []Seat) error {
	s.migrate()
	id := m.Game().ID
	key := MatchKey(id)
	if d, ok := s.kept[key]; ok {
		return &keptError{d}
	}
	data, err := midend.MarshalMatch(m, seats)
	if err != nil {
		return err
	}
	if err := s.put(key, data); err != nil {
		return err
	}
	if s.legacy == id {
		// The old single save has just been written to the game's own key.
		if _, kept := s.kept[KeyMatch]; !kept && s.store.Delete(KeyMatch) == nil {
			s.legacy = ""
		}
	}
	s.putLast(id)
	return nil
}

// setAside moves a damaged document to a free key KEY.corrupt (or
// KEY.corrupt-2 and so on) and records a notice in a player's words; the
// technical reason goes to the log. When it cannot be moved, the document
// stays in place, listed in Damaged, so that nothing overwrites it before
// the player decides.
func (s *Saves) setAside(key string, data []byte, reason error) {
	if isNewer(reason) {
		s.keptNewer(key, data)
		return
	}
	what := damagedWhat(key, data)
	log.Printf("parlour: %s could not be read: %v", key, reason)
	aside := s.copyAside(key, data)
	if aside != "" {
		if err := s.store.Delete(key); err != nil {
			log.Printf("parlour: remove the damaged %s: %v", key, err)
			aside = ""
		} else {
			s.seen[key] = absent
		}
	}
	if aside == "" {
		s.kept[key] = Damaged{Key: key, What: what}
		return
	}
	msg := upperFirst(lang.T("%s could not be read, so it was put aside (kept, not deleted).", what))
	switch key {
	case KeySettings:
		msg = lang.T("Your saved settings could not be read, so they were put aside (kept, not deleted) and the usual choices are in use.")
	case KeyPuzzles:
		msg = lang.T("Your puzzle ratings could not be read, so they were put aside (kept, not deleted) and the puzzles start again from a new player's rating.")
	}
	s.notice(key, msg+" "+lang.T("You can play on as usual."))
}

// copyAside copies data to a free key KEY.corrupt (or KEY.corrupt-2 and so
// on) and returns it, or "" when that failed.
func (s *Saves) copyAside(key string, data []byte) string {
	for i := 1; i <= 20; i++ {
		k := key + ".corrupt"
		if i > 1 {
			k = fmt.Sprintf("%s.corrupt-%d", key, i)
		}
		if _, err := s.store.Get(k); !errors.Is(err, platform.ErrNotFound) {
			continue
		}
		if err := s.store.Put(k, data); err != nil {
			log.Printf("parlour: set %s aside: %v", key, err)
			return ""
		}
		return k
	}
	log.Printf("parlour: set %s aside: too many damaged copies are already kept", key)
	return ""
}

// damagedWhat names a damaged document for the player, from whatever of
// it can be read: "your saved game of Hare and Hounds (12 moves)".
func damagedWhat(key string, data []byte) string {
	switch key {
	case KeySettings:
		return lang.T("your saved settings")
	case KeyPuzzles:
		return lang.T("your puzzle ratings")
	}
	if strings.HasPrefix(key, keyByMessage) {
		return lang.T("a saved game by message")
	}
	var sv struct {
		Game  string            `json:"game"`
		Moves []json.RawMessage `json:"moves"`
	}
	if json.Unmarshal(data, &sv) != nil {
		if id, ok := strings.CutPrefix(key, KeyMatch+"."); ok {
			sv.Game = id
		}
	}
	g, err := game.Lookup(sv.Game)
	if err != nil {
		return lang.T("a saved game")
	}
	if n := len(sv.Moves); n > 0 {
		return lang.N(n, "your saved game of %[2]s (%[1]d move)", "your saved game of %[2]s (%[1]d moves)", n, lang.T(g.Name))
	}
	return lang.T("your saved game of %s", lang.T(g.Name))
}

// upperFirst returns s with its first letter upper case, however many
// bytes it takes ("état").
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// KeptFailure is the notice for a document under key (a game's key or
// KeySettings) refused because damaged save d, which the player chose to
// keep, stays in its place.
func KeptFailure(key string, d Damaged) string {
	switch key {
	case KeySettings:
		return lang.T("Your settings are not being saved: you chose to keep %s, which could not be read. You are asked again at the next start.", d.What)
	case KeyPuzzles:
		return lang.T("Your puzzle ratings are not being saved: you chose to keep %s, which could not be read. You are asked again at the next start.", d.What)
	}
	return lang.T("Your game is not being saved: you chose to keep %s, which could not be read. You are asked again at the next start.", d.What)
}

// SaveFailure is the notice for a document under key (a game's key or
// KeySettings) that could not be saved, in a player's words: what was kept,
// and what to do.
func SaveFailure(key string, err error) string {
	// Each document has its own whole sentences, which a language words
	// as it needs (its verb agrees with the document).
	words, ok := failureWords[key]
	if !ok {
		words = failureWords[""]
	}
	var ke *keptError
	if errors.As(err, &ke) {
		return lang.T(words[0], ke.d.What)
	}
	var ne *NewerError
	if errors.As(err, &ne) {
		return lang.T(words[1], ne.What, lang.T(platform.OtherWindow), lang.T(platform.NewerRemedy))
	}
	if _, ok := Stale(err); ok {
		return lang.T(words[2], lang.T(platform.OtherWindow))
	}
	var re *ReadError
	if errors.As(err, &re) {
		return platform.CantSave(platform.ReadRefusedReason)
	}
	var we *platform.WriteError
	if errors.As(err, &we) && !errors.Is(err, platform.ErrFull) {
		log.Printf("parlour: save %s: %v", key, err)
		return platform.CantSave(platform.RefusedReason)
	}
	if errors.Is(err, platform.ErrFull) {
		return lang.T(words[3])
	}
	log.Printf("parlour: save %s: %v", key, err)
	return lang.T(words[4], platform.PlayerReason(err))
}

// failureWords are SaveFailure's sentences, in English, by the key of
// the document ("" for a game): when a damaged save kept in its place
// stops it (%s, that save), when a newer version's document does (%s,
// that document; %s, where it was saved; %s, what to do), when another
// window changed it (%s, that window), when storage is full, and for any
// other reason (%s).
var failureWords = map[string][5]string{
	"": {
		lang.Key("Your game is not being saved: %s could not be read and is kept in its place. Discard the damaged save to save again."),
		lang.Key("Your game is not being saved here: a newer version of Parlour saved %s in %s, and this older one does not write over it. %s."),
		lang.Key("Your game is not saved over: %s changed it since this one read it."),
		lang.Key("Storage is full: your game was kept in memory but could not be saved. Free some space, for example by clearing other sites' data in the browser's settings; it is saved again after your next move."),
		lang.Key("Your game could not be saved: %s."),
	},
	KeySettings: {
		lang.Key("Your settings are not being saved: %s could not be read and is kept in its place. Discard the damaged save to save again."),
		lang.Key("Your settings are not being saved here: a newer version of Parlour saved %s in %s, and this older one does not write over it. %s."),
		lang.Key("Your settings are not saved over: %s changed it since this one read it."),
		lang.Key("Storage is full: your settings are in use but could not be saved. Free some space, for example by clearing other sites' data in the browser's settings; they are saved again when you next change one."),
		lang.Key("Your settings could not be saved: %s."),
	},
	KeyPuzzles: {
		lang.Key("Your puzzle ratings are not being saved: %s could not be read and is kept in its place. Discard the damaged save to save again."),
		lang.Key("Your puzzle ratings are not being saved here: a newer version of Parlour saved %s in %s, and this older one does not write over it. %s."),
		lang.Key("Your puzzle ratings are not saved over: %s changed it since this one read it."),
		lang.Key("Storage is full: your puzzle ratings were kept in memory but could not be saved. Free some space, for example by clearing other sites' data in the browser's settings; they are saved again after your next puzzle."),
		lang.Key("Your puzzle ratings could not be saved: %s."),
	},
}
