//go:build js

package platform

import (
	"errors"
	"sync"
	"sync/atomic"
	"syscall/js"
)

// LinkURL returns the whole address that opens this page at a link's
// fragment (the part after '#').
func LinkURL(fragment string) string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + "#" + fragment
}

// CopyText puts text on the clipboard where the browser allows it (a
// secure page, shortly after a tap or key). It reports whether it asked;
// the browser may still refuse.
func CopyText(text string) (asked bool) {
	defer func() {
		if recover() != nil {
			asked = false
		}
	}()
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		return false
	}
	p := clip.Call("writeText", text)
	var catch js.Func
	catch = js.FuncOf(func(js.Value, []js.Value) any { catch.Release(); return nil })
	p.Call("catch", catch) // a refusal is not an error on the page's console
	return true
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
		handOver(OpenedFile{Name: name, Err: errors.New("the browser could not read it")})
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
	return "", errors.New("the browser keeps no records of its own")
}
