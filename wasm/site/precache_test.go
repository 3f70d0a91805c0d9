package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"parlour/tablefile"
)

// staticFiles returns Files with a small file of the tree in place of
// each Go program, which take a while to build (the browser tests in e2e
// build them).
func staticFiles() []File {
	files := slices.Clone(Files)
	for i, f := range files {
		if f.Kind == GoWasm {
			files[i] = File{Name: f.Name, Kind: Copy, From: "go.mod"}
		}
	}
	return files
}

// TestAddressOf checks that the loader gives the game's address with the
// hash of the game built beside it, that the service worker lists that
// address with the game, that a build without the game leaves the loader
// as it is, and that a script without the marker line, or the address of
// a file missing from the built site, fails.
func TestAddressOf(t *testing.T) {
	dir := t.TempDir()
	if err := BuildWith(dir, staticFiles(), Plain); err != nil {
		t.Fatal(err)
	}
	game, err := os.ReadFile(filepath.Join(dir, "parlour.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(game)
	want := "parlour.wasm?v=" + hex.EncodeToString(sum[:])[:16]
	loader, err := os.ReadFile(filepath.Join(dir, "loader.js"))
	if err != nil {
		t.Fatal(err)
	}
	if line := fmt.Sprintf("var ADDRESS = %q;", want); bytes.Count(loader, []byte(line)) != 1 {
		t.Errorf("loader.js lacks the line %s", line)
	}
	p, err := ReadPrecache(dir, "sw.js")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range p.Files {
		wantAddress := ""
		if f.URL == "parlour.wasm" {
			wantAddress = want
		}
		if f.Address != wantAddress {
			t.Errorf("the service worker lists %s with the address %q, want %q", f.URL, f.Address, wantAddress)
		}
	}

	// A build of part of the site without the game keeps the marker.
	part := t.TempDir()
	var files []File
	for _, f := range staticFiles() {
		if f.Name != "parlour.wasm" {
			files = append(files, f)
		}
	}
	if err := BuildWith(part, files, Plain); err != nil {
		t.Fatal(err)
	}
	if loader, err := os.ReadFile(filepath.Join(part, "loader.js")); err != nil || bytes.Count(loader, []byte(addressMarker)) != 1 {
		t.Errorf("built without the game, loader.js lacks the line %s (%v)", addressMarker, err)
	}

	src := filepath.Join(dir, "plain.js")
	if err := os.WriteFile(src, []byte("// no marker\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeAddressOf("", src, dir, filepath.Join(dir, "out.js"), "parlour.wasm"); err == nil {
		t.Error("a script without the ADDRESS line was accepted")
	}
	marked := filepath.Join(dir, "marked.js")
	if err := os.WriteFile(marked, []byte(addressMarker+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeAddressOf("", marked, dir, filepath.Join(dir, "out.js"), "missing.wasm"); err == nil {
		t.Error("the address of a file the build lacks was given")
	}
}

// TestPrecacheListsTheBuild checks that the service worker lists every
// other file of the build with its true hash and size, and nothing else.
func TestPrecacheListsTheBuild(t *testing.T) {
	files := staticFiles()
	dir := t.TempDir()
	if err := BuildFiles(dir, files); err != nil {
		t.Fatal(err)
	}
	p, err := ReadPrecache(dir, "sw.js")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Version) != 16 {
		t.Errorf("version %q, want 16 hex digits", p.Version)
	}
	var want []string
	for _, f := range files {
		if f.Kind != ServiceWorker {
			want = append(want, f.Name)
		}
	}
	var got []string
	for _, e := range p.Files {
		got = append(got, e.URL)
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(e.URL)))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		if e.SHA256 != hex.EncodeToString(sum[:]) || e.Size != int64(len(data)) {
			t.Errorf("%s: listed with sha256 %s and %d bytes, the file has %x and %d", e.URL, e.SHA256, e.Size, sum, len(data))
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("precached %q, want %q", got, want)
	}
	// The gzip copy holds the filled-in service worker, not the template.
	gz := get(t, Handler(dir), "GET", "/sw.js", map[string]string{"Accept-Encoding": "gzip"})
	if gz.Header.Get("Content-Encoding") != "gzip" || gz.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("sw.js sent with encoding %q and Cache-Control %q, want gzip and no-cache",
			gz.Header.Get("Content-Encoding"), gz.Header.Get("Cache-Control"))
	}
}

// TestPrecacheVersion checks that the version follows the bytes: the same
// files give the same version, one changed byte a new one.
func TestPrecacheVersion(t *testing.T) {
	files := staticFiles()
	build := func() (string, Precache) {
		dir := t.TempDir()
		// The version is of the plain bytes: the compressed copies,
		// minutes of brotli, would change nothing here.
		if err := BuildWith(dir, files, Plain); err != nil {
			t.Fatal(err)
		}
		p, err := ReadPrecache(dir, "sw.js")
		if err != nil {
			t.Fatal(err)
		}
		return dir, p
	}
	dir, a := build()
	_, b := build()
	if a.Version != b.Version {
		t.Errorf("two builds of the same files have versions %s and %s", a.Version, b.Version)
	}
	if err := os.WriteFile(filepath.Join(dir, "parlour.css"), []byte("body{color:red}"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := precacheOf(dir, files, []byte(buildMarker))
	if err != nil {
		t.Fatal(err)
	}
	d, err := precacheOf(dir, files, []byte(buildMarker+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if c.Version == a.Version || c.Version == d.Version {
		t.Errorf("versions %s, %s, %s: a changed file or service worker must change the version", a.Version, c.Version, d.Version)
	}
}

func TestServiceWorkerTemplate(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "sw.js")
	if err := os.WriteFile(src, []byte("// no marker\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeServiceWorker(src, dir, filepath.Join(dir, "out.js"), nil); err == nil {
		t.Error("a template without the BUILD line was accepted")
	}
	if _, err := ReadPrecache(dir, "sw.js"); err == nil {
		t.Error("ReadPrecache accepted a file without a list")
	}
}

// TestContentSecurityPolicy checks that every file is sent with the policy
// and that the page's meta tag says the same, less what only a header can
// say.
func TestContentSecurityPolicy(t *testing.T) {
	h := Handler(testSite(t))
	for _, p := range []string{"/", "/loader.js", "/parlour.wasm"} {
		if got := get(t, h, "GET", p, nil).Header.Get("Content-Security-Policy"); got != ContentSecurityPolicy {
			t.Errorf("%s: Content-Security-Policy %q", p, got)
		}
	}
	for _, want := range []string{"'wasm-unsafe-eval'", "default-src 'self'", "object-src 'none'", "frame-ancestors 'none'"} {
		if !strings.Contains(ContentSecurityPolicy, want) {
			t.Errorf("the policy lacks %s", want)
		}
	}
	for _, bad := range []string{"'unsafe-eval'", "'unsafe-inline'", "http:", "https:", "*"} {
		if strings.Contains(ContentSecurityPolicy, bad) {
			t.Errorf("the policy allows %s", bad)
		}
	}
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(root, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	meta := strings.TrimSuffix(ContentSecurityPolicy, "; frame-ancestors 'none'")
	tag := `<meta http-equiv="Content-Security-Policy" content="` + meta + `">`
	if !bytes.Contains(page, []byte(tag)) {
		t.Errorf("index.html lacks the policy as a meta tag:\n%s", tag)
	}
}

// TestManifest checks the web app manifest: the fields that make the app
// installable, and icons that the site really has at the sizes stated.
func TestManifest(t *testing.T) {
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(root, "wasm", "manifest.webmanifest"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		Description     string `json:"description"`
		StartURL        string `json:"start_url"`
		Scope           string `json:"scope"`
		Display         string `json:"display"`
		BackgroundColor string `json:"background_color"`
		ThemeColor      string `json:"theme_color"`
		Icons           []struct{ Src, Sizes, Type, Purpose string }
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if m.Name != "Parlour" || m.ShortName == "" || m.Description == "" || m.StartURL != "./" || m.Scope != "./" ||
		m.Display != "standalone" || m.BackgroundColor == "" || m.ThemeColor == "" {
		t.Errorf("manifest lacks a field: %+v", m)
	}
	site := map[string]string{}
	for _, f := range Files {
		site[f.Name] = f.From
	}
	purposes := map[string]bool{}
	for _, icon := range m.Icons {
		from, ok := site[icon.Src]
		if !ok {
			t.Errorf("icon %s is not a file of the site", icon.Src)
			continue
		}
		f, err := os.Open(filepath.Join(root, filepath.FromSlash(from)))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", icon.Src, err)
		}
		if got := fmt.Sprintf("%dx%d", cfg.Width, cfg.Height); got != icon.Sizes || icon.Type != "image/png" {
			t.Errorf("%s is a %s PNG, the manifest says %s %s", icon.Src, got, icon.Sizes, icon.Type)
		}
		purposes[icon.Purpose+" "+icon.Sizes] = true
	}
	for _, want := range []string{"any 192x192", "any 512x512", "maskable 512x512"} {
		if !purposes[want] {
			t.Errorf("manifest has no %s icon", want)
		}
	}
}

// TestTablesAreSiteFiles checks that every table a game declares is a file
// of the site, written with its declared bytes and listed for the service
// worker as a table (kept after the first frame, not at install), and
// that no other file is.
func TestTablesAreSiteFiles(t *testing.T) {
	dir := t.TempDir()
	var files []File
	for _, f := range Files {
		if f.Kind == Table || f.Kind == ServiceWorker {
			files = append(files, f)
		}
	}
	if err := BuildWith(dir, files, Plain); err != nil {
		t.Fatal(err)
	}
	p, err := ReadPrecache(dir, "sw.js")
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]PrecacheFile{}
	for _, e := range p.Files {
		listed[e.URL] = e
	}
	tables := tablefile.All()
	if len(tables) == 0 || len(listed) != len(tables) {
		t.Fatalf("%d tables declared, %d listed", len(tables), len(listed))
	}
	for _, tb := range tables {
		e, ok := listed[tb.Name]
		if !ok || !e.Table || e.SHA256 != tb.SHA256 || e.Size != tb.Size || e.OnDemand != tb.OnDemand {
			t.Errorf("%s: listed as %+v, want a table of %d bytes with SHA-256 %s, on demand %v", tb.Name, e, tb.Size, tb.SHA256, tb.OnDemand)
		}
		data, err := os.ReadFile(filepath.Join(dir, tb.Name))
		if err != nil {
			t.Fatal(err)
		}
		if err := tb.Check(data); err != nil {
			t.Error(err)
		}
	}
}

// TestOnDemandListed checks that a table only some players load, such as
// a language's texts, is listed as such, for the service worker to keep
// it only once the page has loaded it.
func TestOnDemandListed(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "lang-xx.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, demand := range []bool{false, true} {
		p, err := precacheOf(dir, []File{{Name: "lang-xx.json", Kind: Table, OnDemand: demand}}, []byte(buildMarker))
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Files) != 1 || !p.Files[0].Table || p.Files[0].OnDemand != demand {
			t.Errorf("a table on demand %v is listed as %+v", demand, p.Files)
		}
	}
}
