//go:build !js

package platform

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"parlour/lang"
)

// LinkURL returns the text that opens the desktop program at a link's
// fragment: the fragment after '#', which the program takes as its first
// argument, and which also opens Parlour's web page when added after its
// address.
func LinkURL(fragment string) string { return "#" + fragment }

// CopyText does nothing on the desktop, which has no clipboard for the
// program; it reports false.
func CopyText(text string) bool { return false }

// CopyResult reports nothing known: the desktop never copies.
func CopyResult() (copied, known bool) { return false, false }

// ChooseFile reports false: the desktop program lists its saved records
// instead (SavedRecords) and takes files dropped on its window.
func ChooseFile() bool { return false }

// LinkChanged reports false: the desktop program reads its link once.
func LinkChanged() bool { return false }

// maxRecordSize is the largest file read as a record.
const maxRecordSize = 1 << 20

// SavedRecords lists the records Export wrote (the text files of the
// folder Parlour in the user's documents folder), newest first.
func SavedRecords() []SavedRecord {
	dir, err := exportDir()
	if err != nil {
		return nil
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []SavedRecord
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), ".txt") {
			continue
		}
		out = append(out, SavedRecord{Name: strings.TrimSuffix(e.Name(), ".txt"), Path: filepath.Join(dir, e.Name()), Time: info.ModTime()})
	}
	slices.SortStableFunc(out, func(a, b SavedRecord) int { return b.Time.Compare(a.Time) })
	return out
}

// ReadSavedRecord returns the text of a record SavedRecords listed.
func ReadSavedRecord(path string) (string, error) {
	info, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	if info.Size() > maxRecordSize {
		return "", errors.New(lang.T("the file is too large to be a game record"))
	}
	data, err := os.ReadFile(path)
	return string(data), err
}

// CanShareText reports false: the desktop has no share sheet.
func CanShareText() bool { return false }

// ShareText does nothing on the desktop; it reports false.
func ShareText(title, text, url string) bool { return false }
