//go:build !js

package platform

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Export hands a text document, such as a game record, to the person.
// On the desktop it is written to the folder Parlour in the user's
// documents folder (Documents in the home folder, or the home folder
// when there is none), under name, numbered when the name is taken; the
// path written is returned for a sentence such as "Saved as …".
func Export(name, text string) (string, error) {
	dir, err := exportDir()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	base, ext := exportName(name)
	for i := 1; i < 1000; i++ {
		p := filepath.Join(dir, base+ext)
		if i > 1 {
			p = filepath.Join(dir, fmt.Sprintf("%s (%d)%s", base, i, ext))
		}
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if os.IsExist(err) {
			continue
		}
		if err != nil {
			return "", err
		}
		if _, err := f.WriteString(text); err != nil {
			f.Close()
			return "", err
		}
		return p, f.Close()
	}
	return "", fmt.Errorf("%s: too many files of that name already", filepath.Join(dir, base+ext))
}

// exportDir returns the folder Export writes in: Parlour in Documents in
// the home folder, or in the home folder when it has no Documents.
func exportDir() (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no home folder to save in: %w", err)
	}
	dir := filepath.Join(home, "Documents")
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		dir = home
	}
	return filepath.Join(dir, "Parlour"), nil
}

// exportName makes a file name safe: letters, digits, spaces, '-' and
// '_' kept, the extension ".txt" unless it has one.
func exportName(name string) (base, ext string) {
	ext = filepath.Ext(name)
	base = strings.TrimSuffix(name, ext)
	if ext == "" {
		ext = ".txt"
	}
	base = strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == ' ', r == '-', r == '_':
			return r
		}
		return '-'
	}, base)
	if strings.Trim(base, " -") == "" {
		base = "game"
	}
	return base, ext
}
