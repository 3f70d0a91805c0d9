//go:build js

package platform

import (
	"fmt"
	"syscall/js"
)

// keyPrefix keeps Parlour's entries apart from anything else the page
// stores in localStorage.
const keyPrefix = "parlour."

// LocalStore is a Store in the browser's localStorage, one entry per key
// under the name "parlour.KEY".
type LocalStore struct {
	ls js.Value
}

// OpenStore returns the browser store, or a MemoryStore when localStorage
// cannot be used (private browsing modes, storage disabled).
func OpenStore() Store {
	var ls js.Value
	ok := func() (ok bool) {
		defer func() {
			if recover() != nil {
				ok = false
			}
		}()
		ls = js.Global().Get("localStorage")
		return ls.Truthy()
	}()
	if !ok {
		return NewMemoryStore()
	}
	return &LocalStore{ls: ls}
}

func (l *LocalStore) call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.%s: %v", method, r)
		}
	}()
	return l.ls.Call(method, args...), nil
}

// Get reads the entry for key.
func (l *LocalStore) Get(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	v, err := l.call("getItem", keyPrefix+key)
	if err != nil {
		return nil, fmt.Errorf("store %q: %w", key, err)
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("store %q: %w", key, ErrNotFound)
	}
	return []byte(v.String()), nil
}

// Put writes the entry for key; localStorage replaces it in one step.
func (l *LocalStore) Put(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	if _, err := l.call("setItem", keyPrefix+key, string(data)); err != nil {
		return fmt.Errorf("store %q: %w", key, err)
	}
	return nil
}

// Delete removes the entry for key.
func (l *LocalStore) Delete(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	if _, err := l.call("removeItem", keyPrefix+key); err != nil {
		return fmt.Errorf("store %q: %w", key, err)
	}
	return nil
}
