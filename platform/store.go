package platform

import (
	"errors"
	"fmt"
	"sort"
	"sync"
)

// ErrNotFound is returned by Store.Get for a key that holds nothing.
var ErrNotFound = errors.New("not found")

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

// MemoryStore is a Store held in memory, for tests and as a fallback when
// no persistent storage is available.
type MemoryStore struct {
	mu   sync.Mutex
	docs map[string][]byte
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore { return &MemoryStore{docs: map[string][]byte{}} }

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
