package site

import (
	"bytes"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"parlour/lang"
	"parlour/wasm"
)

// TestBuildStaticFiles builds every file of the site except the Go
// programs (the browser test in e2e builds those) and checks each file and
// its compressed copies.
func TestBuildStaticFiles(t *testing.T) {
	files := staticFiles()
	dir := t.TempDir()
	if err := BuildFiles(dir, files); err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, f := range files {
		want++
		data, err := os.ReadFile(filepath.Join(dir, f.Name))
		if err != nil {
			t.Fatal(err)
		}
		if len(data) == 0 {
			t.Errorf("%s is empty", f.Name)
		}
		if !f.Compress {
			continue
		}
		for _, e := range Encodings {
			want++
			packed, err := os.ReadFile(filepath.Join(dir, f.Name+e.Ext))
			if err != nil {
				t.Fatal(err)
			}
			zr, err := decoders[e.Name](bytes.NewReader(packed))
			if err != nil {
				t.Fatalf("%s%s: %v", f.Name, e.Ext, err)
			}
			plain, err := io.ReadAll(zr)
			if err != nil {
				t.Fatalf("%s%s: %v", f.Name, e.Ext, err)
			}
			if !bytes.Equal(plain, data) {
				t.Errorf("%s%s does not hold %s", f.Name, e.Ext, f.Name)
			}
		}
	}
	var got int
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			got++
		}
		return err
	})
	want++ // the record of the effort the copies were made with
	if got != want {
		t.Errorf("site has %d files, want %d (no temporary files left)", got, want)
	}
	if data, err := os.ReadFile(filepath.Join(dir, effortFile)); err != nil || string(data) != "best\n" {
		t.Errorf("the site records its effort as %q (%v), want best", data, err)
	}
}

// TestPageContract checks the parts of index.html that the app and the
// loader rely on.
func TestPageContract(t *testing.T) {
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(root, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	html := string(page)
	for _, want := range []string{
		`<div id="parlour-live" role="status" aria-live="polite" class="visually-hidden">`,
		`viewport-fit=cover`,
		`name="theme-color"`,
		`src="wasm_exec.js"`,
		`src="loader.js"`,
		`id="error"`,
		`id="reload"`,
		`src="offline.js"`,
		`rel="icon" href="favicon.ico"`,
		`rel="apple-touch-icon" href="icons/apple-touch-icon.png"`,
		`name="apple-mobile-web-app-capable" content="yes"`,
		`name="mobile-web-app-capable" content="yes"`,
		`name="apple-mobile-web-app-title" content="Parlour"`,
		`<div id="update" class="banner" role="status" hidden>`,
		`id="update-now"`,
		`id="update-later"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	// The manifest is linked by the loader, after the first frame.
	if loader, err := os.ReadFile(filepath.Join(root, "wasm", "loader.js")); err != nil || !strings.Contains(string(loader), `link.href = "manifest.webmanifest"`) {
		t.Errorf("loader.js does not link the manifest (%v)", err)
	}
	// Inline scripts and handlers would need 'unsafe-inline' under a CSP.
	for _, bad := range []string{"<script>", "onclick=", "onload=", "style=\""} {
		if strings.Contains(html, bad) {
			t.Errorf("index.html has inline %s, which a strict Content-Security-Policy blocks", bad)
		}
	}
}

func TestBadFileName(t *testing.T) {
	for _, name := range []string{"", "../x", "/etc/x"} {
		err := BuildFiles(t.TempDir(), []File{{Name: name, Kind: Copy, From: "index.html"}})
		if err == nil {
			t.Errorf("name %q: no error", name)
		}
	}
}

// TestRebuildKeepsUnchangedFiles checks that building again leaves files
// with the same bytes untouched, so their ETags stay valid.
func TestRebuildKeepsUnchangedFiles(t *testing.T) {
	files := staticFiles()
	dir := t.TempDir()
	if err := BuildFiles(dir, files); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour).Truncate(time.Second)
	for _, name := range []string{"index.html", "index.html.gz", "index.html.br", "sw.js"} {
		if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	if err := BuildFiles(dir, files); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"index.html", "index.html.gz", "index.html.br", "sw.js"} {
		info, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !info.ModTime().Equal(old) {
			t.Errorf("%s was rewritten with the same bytes", name)
		}
	}
}

// TestBuildPlain checks the local build: the same files as a release and
// no compressed copies, and copies an earlier release build left beside a
// file that has changed since are not served.
func TestBuildPlain(t *testing.T) {
	files := staticFiles()
	dir := t.TempDir()
	if err := BuildWith(dir, files, Plain); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if _, err := os.Stat(filepath.Join(dir, f.Name)); err != nil {
			t.Errorf("%s: %v", f.Name, err)
		}
		for _, e := range Encodings {
			if _, err := os.Stat(filepath.Join(dir, f.Name+e.Ext)); err == nil {
				t.Errorf("a plain build wrote %s%s", f.Name, e.Ext)
			}
		}
	}

	// Copies an earlier release build left, older than index.html.
	old := time.Now().Add(-time.Hour).Truncate(time.Second)
	for _, e := range Encodings {
		copy := filepath.Join(dir, "index.html"+e.Ext)
		if err := os.WriteFile(copy, []byte("an old build's copy"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(copy, old, old); err != nil {
			t.Fatal(err)
		}
	}
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.Header.Set("Accept-Encoding", "br, gzip")
	rec := httptest.NewRecorder()
	Handler(dir).ServeHTTP(rec, req)
	if enc := rec.Header().Get("Content-Encoding"); enc != "" {
		t.Errorf("index.html went out as %q from a copy older than the file", enc)
	}
	want, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(rec.Body.Bytes(), want) {
		t.Errorf("index.html went out as %d bytes, not the file's %d", rec.Body.Len(), len(want))
	}
}

// TestBuildQuickThenBest builds quickly, then as a release into the same
// folder: the release must write every copy again at its best, not keep
// the quick ones although they are newer than their files.
func TestBuildQuickThenBest(t *testing.T) {
	files := staticFiles()
	dir := t.TempDir()
	if err := BuildWith(dir, files, Quick); err != nil {
		t.Fatal(err)
	}
	var compressed []string
	sizes := map[string]int64{}
	for _, f := range files {
		for _, e := range Encodings {
			if st, err := os.Stat(filepath.Join(dir, f.Name+e.Ext)); err == nil {
				compressed = append(compressed, f.Name+e.Ext)
				sizes[f.Name+e.Ext] = st.Size()
			}
		}
	}
	if len(compressed) == 0 {
		t.Fatal("a quick build wrote no compressed copies")
	}
	// Mark the quick copies, so that a copy kept is seen.
	for _, name := range compressed {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("a quick build's copy"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := BuildWith(dir, files, Best); err != nil {
		t.Fatal(err)
	}
	for _, name := range compressed {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || string(data) == "a quick build's copy" {
			t.Errorf("%s: the release kept the quick build's copy (%v)", name, err)
		}
	}
	// A second release build keeps its own copies.
	marked := filepath.Join(dir, compressed[0])
	if err := os.WriteFile(marked, []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := BuildWith(dir, files, Best); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(marked); string(data) != "kept" {
		t.Error("a release build over a release wrote a fresh copy again")
	}
}

// TestPageLeavesOutCrypto checks that the page's program links no package
// of Go's crypto tree: crypto/rand alone brings the whole FIPS 140 module,
// 26 packages that add to the download and are initialised before the
// first frame (docs/measurements.md). The tables' hashes are checked by
// package tablefile's own SHA-256 for the same reason.
func TestPageLeavesOutCrypto(t *testing.T) {
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	out, err := goCmd(root, []string{"GOOS=js", "GOARCH=wasm"}, "list", "-deps", ".")
	if err != nil {
		t.Fatal(err)
	}
	deps := strings.Fields(out)
	if !slices.Contains(deps, "github.com/hajimehoshi/ebiten/v2") {
		t.Fatalf("the page's dependencies lack Ebitengine: the list %q is not the page's", deps)
	}
	for _, p := range deps {
		if p == "crypto" || strings.HasPrefix(p, "crypto/") {
			t.Errorf("the page's program links %s", p)
		}
	}
}

// TestStripCommentLines drops the lines of a script that hold only a
// comment or nothing, and keeps every line of code as it is, a comment
// at its end or a "//" in a string included.
func TestStripCommentLines(t *testing.T) {
	src := "// What the script does.\n\"use strict\";\n\n  // why\nvar url = \"https://example.org/\"; // the address\nfunction f() {\n    return 1;\n}\n"
	want := "\"use strict\";\nvar url = \"https://example.org/\"; // the address\nfunction f() {\n    return 1;\n}\n"
	if got := string(stripCommentLines([]byte(src))); got != want {
		t.Errorf("stripped:\n%s\nwant:\n%s", got, want)
	}
}

// TestShellTexts checks that the build writes the page's own texts in
// each language offered: the loading screen's into loader.js, as a table
// the loader reads, and the noscript text's translations into
// index.html, each marked with its language.
func TestShellTexts(t *testing.T) {
	dir := t.TempDir()
	files := []File{
		{Name: "index.html", Kind: Copy, From: "index.html"},
		{Name: "loader.js", Kind: AddressOf, From: "wasm/loader.js", Of: "parlour.wasm"},
	}
	if err := BuildWith(dir, files, Plain); err != nil {
		t.Fatal(err)
	}
	loader, err := os.ReadFile(filepath.Join(dir, "loader.js"))
	if err != nil {
		t.Fatal(err)
	}
	_, line, ok := strings.Cut(string(loader), textsPrefix)
	line, _, _ = strings.Cut(line, "\n")
	var table map[string]map[string]string
	if !ok || !strings.HasSuffix(line, ";") || json.Unmarshal([]byte(strings.TrimSuffix(line, ";")), &table) != nil {
		t.Fatalf("loader.js has no table of texts: %.200q", line)
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lang.Offered()[1:] {
		if got := len(table[l.Code]); got != len(wasm.Early) {
			t.Errorf("loader.js has %d texts in %s, want %d", got, l.Name, len(wasm.Early))
		}
		for key, tr := range table[l.Code] {
			if tr == "" || tr == key && !strings.HasPrefix(key, "%") {
				t.Errorf("loader.js: %s %q is %q", l.Name, key, tr)
			}
		}
		if !strings.Contains(string(page), `<p lang="`+l.Code+`">`) {
			t.Errorf("index.html does not say in %s that Parlour needs JavaScript", l.Name)
		}
	}
	if got := table["fr"]["Loading…"]; got != "Chargement…" {
		t.Errorf("loader.js: French Loading… is %q", got)
	}
}
