package saves

import (
	"errors"
	"fmt"
	"hash/fnv"
	"log"
	"maps"
	"reflect"
	"slices"

	"parlour/game"
	"parlour/lang"
	"parlour/platform"
)

// One store, many windows. The same profile's store is shared by every
// tab of the site (and by every copy of the desktop program on one
// folder), and each of them saves after every change. So that none of
// them writes over what another saved without having seen it, Saves
// remembers each document as this window last read or wrote it (seen,
// by a hash of its bytes), and a write checks that the store still holds
// that before it replaces it:
//
//   - a game (a game in progress, a game by message) whose save changed
//     since is not written: the write fails with a *StaleError, and the
//     screens show the game as the other window left it (scenes.App).
//   - the settings and the puzzle records are merged instead: the
//     change this window made is made again on the newest document
//     (SaveSettings, UpdatePuzzles), so that two windows each solving a
//     puzzle keep both rating updates.
//   - a document written by a newer version of Parlour, which this one
//     cannot read, is never set aside or written over (NewerError).
//
// A window learns of the others' writes from the store when it is a
// platform.Watcher (the browser's storage event), or else by reading
// again what it has seen (Changed), and shows them.

// absent is the hash recorded for a key read while it held nothing.
const absent = 0

// hashDoc returns the hash a document is remembered by.
func hashDoc(data []byte) uint64 {
	h := fnv.New64a()
	h.Write(data)
	if v := h.Sum64(); v != absent {
		return v
	}
	return 1
}

// StaleError is a write refused because the document under Key changed
// since this window last read or wrote it: another window saved there.
type StaleError struct{ Key string }

func (e *StaleError) Error() string {
	return fmt.Sprintf("store %q: changed by %s since this one read it; not written over", e.Key, platform.OtherWindow)
}

// Stale returns the key of the document whose change in another window
// refused a save with err, if that is why it failed.
func Stale(err error) (key string, ok bool) {
	var se *StaleError
	if errors.As(err, &se) {
		return se.Key, true
	}
	return "", false
}

// NewerError is a write refused because the document under Key was
// written by a newer version of Parlour: this one cannot read it, so it
// does not write over it.
type NewerError struct {
	Key  string
	What string // the document in a player's words: "your saved game of Hare and Hounds"
}

func (e *NewerError) Error() string {
	return fmt.Sprintf("store %q: holds a document of a newer version of Parlour; not written over", e.Key)
}

// ReadError is a write refused because the store could not be read to
// check what it holds: it is not written blind.
type ReadError struct {
	Key string
	Err error
}

func (e *ReadError) Error() string {
	return fmt.Sprintf("store %q: could not be read: %v", e.Key, e.Err)
}

// Unwrap returns the store's error.
func (e *ReadError) Unwrap() error { return e.Err }

// get reads the document under key and remembers it as seen. A store
// that cannot be read (not a missing document) is told once, as the
// place games cannot be saved in.
func (s *Saves) get(key string) ([]byte, error) {
	delete(s.newer, key) // known again once read (keptNewer)
	data, err := s.store.Get(key)
	switch {
	case err == nil:
		s.seen[key] = hashDoc(data)
	case errors.Is(err, platform.ErrNotFound):
		s.seen[key] = absent
	default:
		log.Printf("parlour: read %s: %v", key, err)
		s.notice("read", platform.CantSave(platform.ReadRefusedReason))
	}
	return data, err
}

// stored returns the hash of what the store holds under key now.
func (s *Saves) stored(key string) (uint64, error) {
	data, err := s.store.Get(key)
	if errors.Is(err, platform.ErrNotFound) {
		return absent, nil
	}
	if err != nil {
		return 0, &ReadError{Key: key, Err: err}
	}
	return hashDoc(data), nil
}

// put writes data under key, unless the document there changed since
// this window last read or wrote it (a *StaleError), was written by a
// newer version (a *NewerError), or cannot be read (a *ReadError). A key
// never read counts as seen empty.
func (s *Saves) put(key string, data []byte) error {
	if what, ok := s.newer[key]; ok {
		return &NewerError{Key: key, What: what}
	}
	now, err := s.stored(key)
	if err != nil {
		return err
	}
	if now != s.seen[key] {
		return &StaleError{Key: key}
	}
	if err := s.store.Put(key, data); err != nil {
		return err
	}
	s.seen[key] = hashDoc(data)
	return nil
}

// Changed returns those of keys whose document another window changed
// since this one last read or wrote it, sorted; nil keys asks of every
// document read or written so far. It changes nothing: reading a
// document again (LoadMatch, LoadSettings, …) makes it seen.
func (s *Saves) Changed(keys []string) []string {
	if keys == nil {
		keys = sortedKeys(s.seen)
	}
	var out []string
	for _, k := range keys {
		if platform.CheckKey(k) != nil || slices.Contains(out, k) {
			continue
		}
		now, err := s.stored(k)
		if err != nil {
			continue // told when read
		}
		if now != s.seen[k] {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// keptNewer keeps the document under key, which a newer version of
// Parlour wrote, as it is: nothing is saved over it, and the player is
// told once.
func (s *Saves) keptNewer(key string, data []byte) {
	what := damagedWhat(key, data)
	s.newer[key] = what
	sentence := lang.T("%s was saved by a newer version of Parlour, which this one cannot read. It is kept as it is, and nothing is saved over it here.", what)
	if key == KeySettings || key == KeyPuzzles {
		sentence = lang.T("%s were saved by a newer version of Parlour, which this one cannot read. They are kept as they are, and nothing is saved over them here.", what)
	}
	s.notice(key, upperFirst(sentence)+" "+lang.T(platform.NewerRemedy)+".")
}

// update writes under key the document that change makes of the newest
// one: held, when the store still holds what this window last read or
// wrote there, or else the store's, read again with load. It returns the
// document it wrote, or with the write's error the one it would have.
func update[T any](s *Saves, key string, held T, load func() T, change func(*T), marshal func(T) ([]byte, error)) (T, error) {
	if d, ok := s.kept[key]; ok {
		return held, &keptError{d}
	}
	doc := held
	var err error
	for try := 0; try < 3; try++ {
		if try > 0 || len(s.Changed([]string{key})) > 0 {
			doc = load()
		}
		change(&doc)
		var data []byte
		if data, err = marshal(doc); err != nil {
			return doc, err
		}
		if err = s.put(key, data); err == nil {
			return doc, nil
		}
		if _, stale := Stale(err); !stale {
			return doc, err
		}
	}
	return doc, err
}

// clone returns a copy of st that shares no map or slice with it: the
// base of a merge must not change with the settings the screens change.
func (st Settings) clone() Settings {
	out := st
	out.Games = maps.Clone(st.Games)
	for id, g := range out.Games {
		g.Options = maps.Clone(g.Options)
		g.Seats = slices.Clone(g.Seats)
		g.Names = slices.Clone(g.Names)
		out.Games[id] = g
	}
	out.Lessons = maps.Clone(st.Lessons)
	return out
}

// changed sets *out to mine where this window changed a choice from base.
func changed[T comparable](out *T, base, mine T) {
	if mine != base {
		*out = mine
	}
}

// mergeSettings returns the settings another window saved (theirs) with
// the changes this window made since base (mine) made on them: a choice
// changed here wins; a lesson moved on in both windows keeps the further
// progress of the two.
func mergeSettings(base, mine, theirs Settings) Settings {
	out := theirs
	out.Version = SettingsVersion
	changed(&out.Analysis, base.Analysis, mine.Analysis)
	changed(&out.Values, base.Values, mine.Values)
	changed(&out.HideNumbers, base.HideNumbers, mine.HideNumbers)
	changed(&out.Motion, base.Motion, mine.Motion)
	changed(&out.Mute, base.Mute, mine.Mute)
	changed(&out.Volume, base.Volume, mine.Volume)
	changed(&out.NoVibration, base.NoVibration, mine.NoVibration)
	changed(&out.Language, base.Language, mine.Language)
	out.Games = mergeMap(base.Games, mine.Games, theirs.Games, func(m, _ GameSettings) GameSettings { return m })
	out.Lessons = mergeMap(base.Lessons, mine.Lessons, theirs.Lessons, further)
	return out
}

// mergeMap returns theirs with the entries mine changed since base, an
// entry changed in both made by both.
func mergeMap[V any](base, mine, theirs map[string]V, both func(mine, theirs V) V) map[string]V {
	out := make(map[string]V, len(theirs))
	for k, v := range theirs {
		out[k] = v
	}
	keys := append(sortedKeys(base), sortedKeys(mine)...)
	for _, k := range keys {
		b, inBase := base[k]
		m, inMine := mine[k]
		if inBase == inMine && reflect.DeepEqual(b, m) {
			continue // not changed here
		}
		if !inMine {
			delete(out, k)
			continue
		}
		if t, inTheirs := theirs[k]; inTheirs && (inBase != inTheirs || !reflect.DeepEqual(b, t)) {
			out[k] = both(m, t)
			continue
		}
		out[k] = m
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// further returns the further of two windows' progress in a lesson.
func further(a, b LessonProgress) LessonProgress {
	return LessonProgress{Step: max(a.Step, b.Step), Done: a.Done || b.Done, Offered: a.Offered || b.Offered}
}

// isNewer reports whether err says a newer version wrote the document.
func isNewer(err error) bool { return errors.Is(err, game.ErrNewer) }
