//go:build js

package platform

import (
	"errors"
	"sync"
	"sync/atomic"
	"syscall/js"

	"parlour/lang"
)

// LinkURL returns the whole address that opens this page at a link's
// fragment (the part after '#').
func LinkURL(fragment string) string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + "#" + fragment
}

// copyResult is the answer to the last CopyText: 0 none yet, 1 copied,
// 2 refused.
var copyResult atomic.Int32

// CopyText asks the browser to put text on the clipboard (it allows it
// on a secure page, shortly after a tap or key); CopyResult says later
// whether it did. It reports false when the browser has no clipboard
// to ask.
func CopyText(text string) (asked bool) {
	defer func() {
		if recover() != nil {
			asked = false
		}
	}()
	copyResult.Store(0)
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		return false
	}
	var ok, fail js.Func
	answer := func(v int32) js.Func {
		return js.FuncOf(func(js.Value, []js.Value) any {
			ok.Release()
			fail.Release()
			copyResult.Store(v)
			Wake()
			return nil
		})
	}
	ok, fail = answer(1), answer(2)
	clip.Call("writeText", text).Call("then", ok, fail)
	return true
}

// CopyResult returns whether the text of the last CopyText was copied,
// once the browser has answered (known), and then forgets the answer.
func CopyResult() (copied, known bool) {
	switch copyResult.Swap(0) {
	case 1:
		return true, true
	case 2:
		return false, true
	}
	return false, false
}

// ChooseFile opens the browser's file chooser for a text file; the file
// picked arrives through Opened. It must be called while an input event
// is fresh. It reports whether a chooser could be opened.
func ChooseFile() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".txt,text/plain")
	in.Set("hidden", true)
	var change js.Func
	change = js.FuncOf(func(js.Value, []js.Value) any {
		change.Release()
		files := in.Get("files")
		in.Call("remove")
		if !files.Truthy() || files.Get("length").Int() == 0 {
			return nil
		}
		readFile(files.Index(0))
		return nil
	})
	in.Call("addEventListener", "change", change)
	doc.Get("body").Call("appendChild", in)
	in.Call("click")
	return true
}

// readFile reads a File object's text and hands it over.
func readFile(f js.Value) {
	name := f.Get("name").String()
	var ok, fail js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ok.Release()
		fail.Release()
		handOver(OpenedFile{Name: name, Text: args[0].String()})
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		ok.Release()
		fail.Release()
		handOver(OpenedFile{Name: name, Err: errors.New(lang.T("the browser could not read it"))})
		return nil
	})
	f.Call("text").Call("then", ok, fail)
}

var (
	linkOnce    sync.Once
	linkChanged atomic.Bool
)

// LinkChanged reports whether the part after '#' of the page's address
// changed since the last call (a link to a game followed while the app
// runs); the first call only starts watching.
func LinkChanged() bool {
	linkOnce.Do(func() {
		js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
			linkChanged.Store(true)
			Wake()
			return nil
		}))
	})
	return linkChanged.Swap(false)
}

// SavedRecords returns nothing in the browser: records it exports go to
// the browser's downloads, which a page cannot list.
func SavedRecords() []SavedRecord { return nil }

// ReadSavedRecord is not available in the browser.
func ReadSavedRecord(path string) (string, error) {
	return "", errors.New(lang.T("the browser keeps no records of its own"))
}

// PasteText is not needed in the browser, whose Import box takes pasted
// text (HasTextFields).
func PasteText() (string, error) {
	return "", errors.New(lang.T("paste into the box instead"))
}

// CanShareText reports whether the browser has a share sheet for a text
// and a link (navigator.share, on phones mostly).
func CanShareText() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return js.Global().Get("navigator").Get("share").Truthy()
}

// ShareText hands a text and a link to the browser's share sheet, to
// send with whatever the person talks with. It must be called while an
// input event is fresh. It reports whether the sheet was asked for.
func ShareText(title, text, url string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	nav := js.Global().Get("navigator")
	if !nav.Get("share").Truthy() {
		return false
	}
	// A refusal or a sheet closed unused rejects the promise: nothing to
	// do either way.
	var done js.Func
	done = js.FuncOf(func(js.Value, []js.Value) any {
		done.Release()
		return nil
	})
	nav.Call("share", map[string]any{"title": title, "text": text, "url": url}).Call("then", done, done)
	return true
}
