//go:build js

package platform

import (
	"errors"
	"syscall/js"

	"parlour/lang"
)

// Export hands a text document, such as a game record, to the person: the
// browser's share sheet where it has one for files (phones), else a
// download of the file name. It must be called while an input event is
// fresh (a tap or a key, this frame), as browsers require. It returns
// "shared" or "downloaded" for a sentence.
func Export(name, text string) (where string, err error) {
	defer func() {
		if p := recover(); p != nil {
			where, err = "", errors.New(lang.T("the browser would not hand the file over"))
		}
	}()
	g := js.Global()
	defer func() { noteExport(name, text, where) }()
	file := g.Get("File").New(js.Global().Get("Array").New(text), name, map[string]any{"type": "text/plain"})
	nav := g.Get("navigator")
	if nav.Get("canShare").Truthy() && nav.Call("canShare", map[string]any{"files": []any{file}}).Truthy() {
		nav.Call("share", map[string]any{"files": []any{file}, "title": name})
		return "shared", nil
	}
	url := g.Get("URL").Call("createObjectURL", file)
	a := g.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	g.Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	g.Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		g.Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
	return "downloaded", nil
}

// noteExport leaves what was exported where the browser tests find it:
// window.parlour.lastExport, {name, text, where}.
func noteExport(name, text, where string) {
	if !HooksEnabled || where == "" {
		return
	}
	installHooks()
	js.Global().Get("parlour").Set("lastExport", map[string]any{"name": name, "text": text, "where": where})
}
