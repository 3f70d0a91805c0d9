//go:build !js

package platform

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"parlour/lang"
)

// The words of a store's failures, natively (see CantSave), in English: a
// notice passes each through lang.T where it shows it.
var (
	// SavePlace is where saving failed.
	SavePlace = lang.Key("on this computer")
	// KeptUntil says how long a game that cannot be saved lasts.
	KeptUntil = lang.Key("Parlour keeps your games until it is closed")
	// RefusedReason is why a write failed that was not for lack of room.
	RefusedReason = lang.Key("the folder they are kept in cannot be written (it may be read-only)")
	// ReadRefusedReason is why a read failed.
	ReadRefusedReason = lang.Key("the folder they are kept in cannot be read")
	// NewerRemedy is what to do with a document of a newer version.
	NewerRemedy = lang.Key("Start the newer version of Parlour instead of this one")
	// OtherWindow names another copy of the program on the same storage.
	OtherWindow = lang.Key("another copy of Parlour")
)

// FileStore is a Store that keeps each document in a file KEY.json in one
// directory, replacing files atomically (write a temporary file, then
// rename it over the old one).
type FileStore struct {
	dir string
}

// NewFileStore returns a FileStore in dir, creating the directory when a
// document is first written.
func NewFileStore(dir string) *FileStore { return &FileStore{dir: dir} }

// Dir returns the directory the documents are kept in.
func (f *FileStore) Dir() string { return f.dir }

// OpenStore returns the desktop store: files in the directory named by
// PARLOUR_CONFIG_DIR when set (a debug option), otherwise in
// os.UserConfigDir()/parlour. Without a config directory it falls back to
// memory.
func OpenStore() Store {
	if d := os.Getenv("PARLOUR_CONFIG_DIR"); d != "" {
		return NewFileStore(d)
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return NewFallbackStore(lang.Key("this system names no folder to keep them in"))
	}
	return NewFileStore(filepath.Join(base, "parlour"))
}

func (f *FileStore) path(key string) string { return filepath.Join(f.dir, key+".json") }

// Get reads the file for key.
func (f *FileStore) Get(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(f.path(key))
	// A folder that is not there holds nothing, even where a file is in
	// its way (ENOTDIR): writing there fails, and says so.
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return nil, fmt.Errorf("store %q: %w", key, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("store %q: %w", key, err)
	}
	return data, nil
}

// Put writes the file for key atomically.
func (f *FileStore) Put(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	if err := os.MkdirAll(f.dir, 0o755); err != nil {
		return &WriteError{Key: key, Full: diskFull(err), Err: err}
	}
	tmp, err := os.CreateTemp(f.dir, "."+key+".*.tmp")
	if err != nil {
		return &WriteError{Key: key, Full: diskFull(err), Err: err}
	}
	name := tmp.Name()
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(name, f.path(key))
	}
	if err != nil {
		os.Remove(name)
		return &WriteError{Key: key, Full: diskFull(err), Err: err}
	}
	return nil
}

// Delete removes the file for key.
func (f *FileStore) Delete(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	if err := os.Remove(f.path(key)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("store %q: %w", key, err)
	}
	return nil
}

// diskFull reports whether err says the disk has no room left.
func diskFull(err error) bool {
	return errors.Is(err, syscall.ENOSPC)
}
