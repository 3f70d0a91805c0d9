package platform

import (
	"errors"
	"fmt"
	"sort"
	"sync"

	"parlour/lang"
)

// ErrNotFound is returned by Store.Get for a key that holds nothing.
var ErrNotFound = errors.New("not found")

// ErrFull is wrapped by the error of a Store.Put that failed because the
// storage has no room left (the browser's quota, a full disk).
var ErrFull = errors.New("storage is full")

// WriteError is a Store.Put that the storage refused. It matches ErrFull
// (errors.Is) when the storage was full, and wraps the storage's own error,
// which is for logs and details, not for players: PlayerReason says why in
// plain words.
type WriteError struct {
	Key  string
	Full bool  // the storage had no room left
	Err  error // the storage's own error
}

func (e *WriteError) Error() string {
	if e.Full {
		return fmt.Sprintf("store %q: %v: %v", e.Key, ErrFull, e.Err)
	}
	return fmt.Sprintf("store %q: %v", e.Key, e.Err)
}

// Unwrap returns the storage's own error.
func (e *WriteError) Unwrap() error { return e.Err }

// Is reports whether target is ErrFull and the storage was full.
func (e *WriteError) Is(target error) bool { return target == ErrFull && e.Full }

// PlayerReason says in a player's words why a Store failed, for messages
// such as "Your game could not be saved: REASON.": "storage is full" when
// it is, and the error itself only when it comes from no storage (a bad
// key, a document that could not be encoded).
func PlayerReason(err error) string {
	if errors.Is(err, ErrFull) {
		return lang.T("storage is full")
	}
	var we *WriteError
	if errors.As(err, &we) {
		return lang.T(RefusedReason)
	}
	return err.Error()
}

// CantSave is the notice for a store that refuses to keep the games, for
// the reason why in a player's words (one of this package's, in
// English): "Games can't be saved in this browser window: …". The game
// goes on in memory.
func CantSave(why string) string {
	return lang.T("Games can't be saved %s: %s. You can play on: %s.", lang.T(SavePlace), lang.T(why), lang.T(KeptUntil))
}

// Store keeps small JSON documents under short keys, such as "settings" or
// "match". Keys are made of lower-case letters, digits, '.', '-' and '_'.
type Store interface {
	// Get returns the document under key, or an error wrapping ErrNotFound.
	Get(key string) ([]byte, error)
	// Put replaces the document under key; a reader never sees half of it.
	Put(key string, data []byte) error
	// Delete removes the document under key; a missing key is no error.
	Delete(key string) error
}

// CheckKey reports whether key is a valid store key.
func CheckKey(key string) error {
	if key == "" || len(key) > 64 {
		return fmt.Errorf("store key %q: want 1 to 64 characters", key)
	}
	for _, r := range key {
		ok := r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_'
		if !ok {
			return fmt.Errorf("store key %q: only a-z, 0-9, '.', '-' and '_' are allowed", key)
		}
	}
	if key[0] == '.' {
		return fmt.Errorf("store key %q: must not start with '.'", key)
	}
	return nil
}

// Watcher is a Store that is told when another window or program changes
// its documents, as the browser's storage event tells a page of another
// tab's writes. A Store that is not a Watcher is read again from time to
// time instead (scenes/saves.Saves.Changed).
type Watcher interface {
	// Changed returns the keys of the documents that another window or
	// program changed since the last call; all is true when it cannot
	// say which (the storage was cleared).
	Changed() (keys []string, all bool)
}

// Volatile is a Store that keeps nothing beyond the program's end.
type Volatile interface {
	// Volatile says why in a player's words ("the browser lets this page
	// keep nothing"), or returns "" for a store meant to be in memory
	// (tests).
	Volatile() string
}

// MemoryStore is a Store held in memory, for tests and as a fallback when
// no persistent storage is available.
type MemoryStore struct {
	mu   sync.Mutex
	docs map[string][]byte
	why  string // why it stands in for a persistent store, if it does
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore { return &MemoryStore{docs: map[string][]byte{}} }

// NewFallbackStore returns an empty MemoryStore standing in for a
// persistent store that cannot be used, for the reason why, in a
// player's words.
func NewFallbackStore(why string) *MemoryStore {
	m := NewMemoryStore()
	m.why = why
	return m
}

// Volatile returns why the store stands in for a persistent one, or ""
// for one made by NewMemoryStore.
func (m *MemoryStore) Volatile() string { return m.why }

// Get returns a copy of the document under key.
func (m *MemoryStore) Get(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	d, ok := m.docs[key]
	if !ok {
		return nil, fmt.Errorf("store %q: %w", key, ErrNotFound)
	}
	return append([]byte(nil), d...), nil
}

// Put stores a copy of data under key.
func (m *MemoryStore) Put(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.docs[key] = append([]byte(nil), data...)
	return nil
}

// Delete removes the document under key.
func (m *MemoryStore) Delete(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.docs, key)
	return nil
}

// Keys returns the keys in use, sorted.
func (m *MemoryStore) Keys() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]string, 0, len(m.docs))
	for k := range m.docs {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
