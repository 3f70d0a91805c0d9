package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"parlour/wasm/site"
)

// TestBrowserStoppedProgram runs, in Parlour's page, a program that
// starts and then stops with an error (e2e/testdata/stops): the error
// panel says that Parlour stopped, not that it could not start, and that
// the games saved after every move are kept.
func TestBrowserStoppedProgram(t *testing.T) {
	t.Parallel()
	var files []site.File
	for _, f := range site.Files {
		if f.Kind != site.GoWasm {
			files = append(files, f)
		}
	}
	files = append(files, site.File{Name: "parlour.wasm", Kind: site.GoWasm, From: "./e2e/testdata/stops"})
	dir := t.TempDir()
	if err := site.BuildWith(dir, files, site.Quick); err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t)
	if err := b.do(startTimeout, chromedp.Navigate(serve(t, dir))); err != nil {
		t.Fatal(err)
	}
	type panel struct{ Title, Message string }
	p := waitFor[panel](b, stepTimeout, "the error panel", `(() => {
		const e = document.getElementById("error");
		if (!e || e.hidden) return null;
		return {title: e.querySelector("h1").textContent, message: document.getElementById("error-message").textContent};
	})()`)
	t.Logf("error panel: %q: %q", p.Title, p.Message)
	if p.Title != "Parlour stopped" {
		t.Errorf("the panel's heading is %q, want %q", p.Title, "Parlour stopped")
	}
	if !strings.Contains(p.Message, "stopped with an error (exit code 2)") || !strings.Contains(p.Message, "Your games were saved") {
		t.Errorf("the panel says %q, want that Parlour stopped and the games are kept", p.Message)
	}
}
