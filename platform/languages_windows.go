//go:build windows

package platform

import (
	"syscall"
	"unicode/utf16"
	"unsafe"
)

// The calls into kernel32 are made through syscall so that the build needs
// neither cgo nor another module.
var (
	kernel32                        = syscall.NewLazyDLL("kernel32.dll")
	procGetUserPreferredUILanguages = kernel32.NewProc("GetUserPreferredUILanguages")
	procGetUserDefaultLocaleName    = kernel32.NewProc("GetUserDefaultLocaleName")
)

const (
	// muiLanguageName asks GetUserPreferredUILanguages for names
	// ("fr-FR") rather than numeric language identifiers.
	muiLanguageName = 0x8
	// localeNameMaxLength is the most UTF-16 units a locale name takes,
	// its ending zero included (LOCALE_NAME_MAX_LENGTH).
	localeNameMaxLength = 85
)

// systemLanguages returns the languages the person chose for Windows'
// display, most preferred first ("fr-FR", "en-US"), or failing that the
// user's locale, which is what a person who set only a region expects.
// Any failure gives nil (English).
func systemLanguages() []string {
	if l := preferredUILanguages(); len(l) > 0 {
		return l
	}
	return userLocaleName()
}

// preferredUILanguages asks GetUserPreferredUILanguages, first for the
// size of its list, then for the list.
func preferredUILanguages() []string {
	if procGetUserPreferredUILanguages.Find() != nil {
		return nil
	}
	var num, size uint32
	r, _, _ := procGetUserPreferredUILanguages.Call(muiLanguageName,
		uintptr(unsafe.Pointer(&num)), 0, uintptr(unsafe.Pointer(&size)))
	if r == 0 || size == 0 {
		return nil
	}
	buf := make([]uint16, size)
	r, _, _ = procGetUserPreferredUILanguages.Call(muiLanguageName,
		uintptr(unsafe.Pointer(&num)), uintptr(unsafe.Pointer(&buf[0])), uintptr(unsafe.Pointer(&size)))
	if r == 0 {
		return nil // the list changed between the calls: the locale will do
	}
	return splitMultiString(buf)
}

// userLocaleName asks GetUserDefaultLocaleName for the user's locale.
func userLocaleName() []string {
	if procGetUserDefaultLocaleName.Find() != nil {
		return nil
	}
	buf := make([]uint16, localeNameMaxLength)
	n, _, _ := procGetUserDefaultLocaleName.Call(uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)))
	if n == 0 {
		return nil
	}
	for i, c := range buf {
		if c == 0 {
			buf = buf[:i]
			break
		}
	}
	if len(buf) == 0 {
		return nil
	}
	return []string{string(utf16.Decode(buf))}
}
