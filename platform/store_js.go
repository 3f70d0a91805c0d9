//go:build js

package platform

import (
	"fmt"
	"strings"
	"sync"
	"syscall/js"

	"parlour/lang"
)

// The words of a store's failures, in the browser (see CantSave), in English: a
// notice passes each through lang.T where it shows it.
var (
	// SavePlace is where saving failed.
	SavePlace = lang.Key("in this browser window")
	// KeptUntil says how long a game that cannot be saved lasts.
	KeptUntil = lang.Key("this window keeps your games until it is closed")
	// RefusedReason is why a write failed that was not for lack of room.
	RefusedReason = lang.Key("the browser refused to store them (private browsing, or storage blocked in its settings)")
	// ReadRefusedReason is why a read failed.
	ReadRefusedReason = lang.Key("the browser refused to let Parlour read what it stored (storage blocked in its settings)")
	// NewerRemedy is what to do with a document of a newer version.
	NewerRemedy = lang.Key("Reload the page, or press Update, to use the newer version")
	// OtherWindow names another copy of the program on the same storage.
	OtherWindow = lang.Key("another window")
)

// keyPrefix keeps Parlour's entries apart from anything else the page
// stores in localStorage.
const keyPrefix = "parlour."

// LocalStore is a Store in the browser's localStorage, one entry per key
// under the name "parlour.KEY".
type LocalStore struct {
	ls js.Value

	// The keys other tabs changed, told by the window's storage event.
	mu      sync.Mutex
	changed []string
	all     bool
	watch   js.Func
}

// OpenStore returns the browser store, or a fallback MemoryStore when
// localStorage cannot be used (private browsing modes, storage disabled).
func OpenStore() Store {
	var ls js.Value
	ok := func() (ok bool) {
		defer func() {
			if recover() != nil {
				ok = false
			}
		}()
		// A browser that lets the site keep nothing throws on the
		// property's very read. syscall/js's Get lets that exception
		// through to the page and stops the program; a call (here
		// Reflect.get) turns it into a panic recovered above.
		ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
		return ls.Truthy()
	}()
	if !ok {
		return NewFallbackStore(lang.Key("the browser lets this page keep nothing (storage is blocked in its settings)"))
	}
	l := &LocalStore{ls: ls}
	l.listen()
	return l
}

// listen follows the window's storage event, which the browser fires in
// every other tab of the site when one writes to localStorage: the keys
// are kept for Changed and the app is woken to look at them.
func (l *LocalStore) listen() {
	l.watch = js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		key := args[0].Get("key")
		l.mu.Lock()
		switch {
		case key.IsNull() || key.IsUndefined():
			l.all = true // localStorage.clear()
		case strings.HasPrefix(key.String(), keyPrefix):
			l.changed = append(l.changed, strings.TrimPrefix(key.String(), keyPrefix))
		}
		l.mu.Unlock()
		Wake()
		return nil
	})
	js.Global().Call("addEventListener", "storage", l.watch)
}

// Changed returns the keys other tabs wrote since the last call.
func (l *LocalStore) Changed() (keys []string, all bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	keys, all = l.changed, l.all
	l.changed, l.all = nil, false
	return keys, all
}

// call calls a method of localStorage, turning the exception it may throw
// into an error.
func (l *LocalStore) call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &storageException{method: method, value: r}
		}
	}()
	return l.ls.Call(method, args...), nil
}

// storageException is an exception thrown by a localStorage method.
type storageException struct {
	method string
	value  any // what the call panicked with: a js.Error, usually
}

func (e *storageException) Error() string {
	return fmt.Sprintf("localStorage.%s: %v", e.method, e.value)
}

// quotaExceeded reports whether the exception says that the origin's
// storage is full: a DOMException named QuotaExceededError (Firefox's
// older name NS_ERROR_DOM_QUOTA_REACHED), or with its legacy codes 22 and
// 1014.
func (e *storageException) quotaExceeded() bool {
	je, ok := e.value.(js.Error)
	if !ok || je.Value.Type() != js.TypeObject {
		return false
	}
	if name := je.Value.Get("name"); name.Type() == js.TypeString {
		switch name.String() {
		case "QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED":
			return true
		}
	}
	if code := je.Value.Get("code"); code.Type() == js.TypeNumber {
		switch code.Int() {
		case 22, 1014:
			return true
		}
	}
	return false
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

// Put writes the entry for key; localStorage replaces it in one step. An
// error is a *WriteError, matching ErrFull when the origin's storage is
// full.
func (l *LocalStore) Put(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	if _, err := l.call("setItem", keyPrefix+key, string(data)); err != nil {
		je, _ := err.(*storageException)
		return &WriteError{Key: key, Full: je != nil && je.quotaExceeded(), Err: err}
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
