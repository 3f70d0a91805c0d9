package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// testSite writes a small site: each file, brotli and gzip copies of the
// wasm, a stale gzip copy of stale.js and only a gzip copy of gzonly.js.
func testSite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":             "<!doctype html><title>Parlour</title>",
		"loader.js":              "console.log('hi')",
		"parlour.wasm":           "\x00asm\x01\x00\x00\x00" + string(bytes.Repeat([]byte("wasm"), 500)),
		"parlour.css":            "body{}",
		"manifest.webmanifest":   "{}",
		"icons/icon-192.png":     "\x89PNG",
		"data.unknownext":        "?",
		".hidden":                "secret",
		"icons/.DS_Store":        "junk",
		"sub/dir/nested.json":    "{}",
		"stale.js":               "new",
		"gzonly.js":              "console.log('gzip only')",
		"withoutgz/readme.txt":   "plain",
		"withoutgz/another.html": "<p>",
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"parlour.wasm", "stale.js", "gzonly.js"} {
		for _, e := range Encodings {
			if name == "gzonly.js" && e.Name != "gzip" {
				continue
			}
			if err := compressFile(filepath.Join(dir, name), e, false, false); err != nil {
				t.Fatal(err)
			}
		}
	}
	old := time.Now().Add(-time.Hour)
	for _, name := range []string{"stale.js.gz", "stale.js.br"} {
		if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func get(t *testing.T, h http.Handler, method, target string, header map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestContentTypes(t *testing.T) {
	h := Handler(testSite(t))
	tests := []struct {
		path, mime, cache string
	}{
		{"/", "text/html; charset=utf-8", "no-cache"},
		{"/index.html", "text/html; charset=utf-8", "no-cache"},
		{"/loader.js", "text/javascript; charset=utf-8", "no-cache"},
		{"/parlour.wasm", "application/wasm", "no-cache"},
		{"/parlour.css", "text/css; charset=utf-8", "no-cache"},
		{"/manifest.webmanifest", "application/manifest+json", "no-cache"},
		{"/icons/icon-192.png", "image/png", "public, max-age=86400"},
		{"/sub/dir/nested.json", "application/json", "no-cache"},
		{"/data.unknownext", "application/octet-stream", "no-cache"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			res := get(t, h, "GET", tt.path, nil)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("status %d, want 200", res.StatusCode)
			}
			if got := res.Header.Get("Content-Type"); got != tt.mime {
				t.Errorf("Content-Type %q, want %q", got, tt.mime)
			}
			if got := res.Header.Get("Cache-Control"); got != tt.cache {
				t.Errorf("Cache-Control %q, want %q", got, tt.cache)
			}
			if got := res.Header.Get("X-Content-Type-Options"); got != "nosniff" {
				t.Errorf("X-Content-Type-Options %q, want nosniff", got)
			}
		})
	}
}

// decoders turn a body sent with a Content-Encoding back into the file.
var decoders = map[string]func(io.Reader) (io.Reader, error){
	"":     func(r io.Reader) (io.Reader, error) { return r, nil },
	"gzip": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	"br":   func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
}

func TestEncodingNegotiation(t *testing.T) {
	dir := testSite(t)
	h := Handler(dir)
	tests := []struct {
		path   string
		accept string
		want   string // Content-Encoding
	}{
		{"/parlour.wasm", "", ""},
		{"/parlour.wasm", "gzip", "gzip"},
		{"/parlour.wasm", "br", "br"},
		{"/parlour.wasm", "gzip, deflate, br, zstd", "br"},
		{"/parlour.wasm", "br;q=0.1, GZIP;q=1.0", "br"}, // the server's order wins
		{"/parlour.wasm", "BR", "br"},
		{"/parlour.wasm", "br;q=0, gzip", "gzip"},
		{"/parlour.wasm", "x-gzip", "gzip"},
		{"/parlour.wasm", "*", "br"},
		{"/parlour.wasm", "br;q=0, *", "gzip"},
		{"/parlour.wasm", "gzip;q=0, br;q=0, *", ""},
		{"/parlour.wasm", "gzip;q=0", ""},
		{"/parlour.wasm", "gzip;q=0, *", "br"}, // "*" stands for every coding not named
		{"/parlour.wasm", "br;q=nonsense", ""},
		{"/parlour.wasm", "identity", ""},
		{"/parlour.wasm", "deflate, zstd", ""},
		{"/gzonly.js", "br, gzip", "gzip"}, // no brotli copy
		{"/gzonly.js", "br", ""},
		{"/stale.js", "br, gzip", ""}, // both copies older than the file
		{"/withoutgz/readme.txt", "br, gzip", ""},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.accept, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(tt.path)))
			if err != nil {
				t.Fatal(err)
			}
			res := get(t, h, "GET", tt.path, map[string]string{"Accept-Encoding": tt.accept})
			body, err := io.ReadAll(res.Body)
			if err != nil {
				t.Fatal(err)
			}
			if res.StatusCode != http.StatusOK {
				t.Fatalf("status %d, want 200", res.StatusCode)
			}
			if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
				t.Errorf("Vary %q, want Accept-Encoding", got)
			}
			if got, want := res.Header.Get("Content-Type"), typeOf(tt.path).mime; got != want {
				t.Errorf("Content-Type %q, want %q", got, want)
			}
			if got, want := res.Header.Get("Content-Length"), strconv.Itoa(len(body)); got != want {
				t.Errorf("Content-Length %q, want the size sent, %s", got, want)
			}
			enc := res.Header.Get("Content-Encoding")
			if enc != tt.want {
				t.Fatalf("Content-Encoding %q, want %q", enc, tt.want)
			}
			plainSize := ""
			if enc != "" {
				plainSize = strconv.Itoa(len(raw))
			}
			if got := res.Header.Get("X-Uncompressed-Length"); got != plainSize {
				t.Errorf("X-Uncompressed-Length %q, want %q", got, plainSize)
			}
			zr, err := decoders[enc](bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			plain, err := io.ReadAll(zr)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(plain, raw) {
				t.Fatalf("the %q body does not decode to the file", enc)
			}
		})
	}
}

func TestNotFound(t *testing.T) {
	h := Handler(testSite(t))
	for _, p := range []string{
		"/missing.js",
		"/icons/",   // directory: no listing
		"/icons",    // directory without slash
		"/sub/dir/", // nested directory
		"/.hidden",  // hidden file
		"/icons/.DS_Store",
		"/../site.go", // outside the site
		"/%2e%2e/site.go",
		"/index.html/",
	} {
		res := get(t, h, "GET", p, nil)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", p, res.StatusCode)
		}
		if bytes.Contains(body, []byte("<a href")) {
			t.Errorf("%s: body looks like a directory listing: %s", p, body)
		}
	}
}

func TestMethods(t *testing.T) {
	h := Handler(testSite(t))
	res := get(t, h, "HEAD", "/parlour.wasm", map[string]string{"Accept-Encoding": "gzip"})
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("HEAD: status %d, encoding %q", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
	res = get(t, h, "POST", "/index.html", nil)
	if res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", res.StatusCode)
	}
}

func TestRevalidation(t *testing.T) {
	h := Handler(testSite(t))
	for _, enc := range []string{"", "gzip", "br"} {
		res := get(t, h, "GET", "/loader.js", map[string]string{"Accept-Encoding": enc})
		tag := res.Header.Get("ETag")
		if tag == "" {
			t.Fatalf("encoding %q: no ETag", enc)
		}
		res = get(t, h, "GET", "/loader.js", map[string]string{"Accept-Encoding": enc, "If-None-Match": tag})
		if res.StatusCode != http.StatusNotModified {
			t.Errorf("encoding %q: revalidation status %d, want 304", enc, res.StatusCode)
		}
	}
	tags := map[string]string{}
	for _, enc := range []string{"identity", "gzip", "br"} {
		tag := get(t, h, "GET", "/parlour.wasm", map[string]string{"Accept-Encoding": enc}).Header.Get("ETag")
		if other, ok := tags[tag]; ok {
			t.Errorf("the %s and %s bodies share the ETag %s", other, enc, tag)
		}
		tags[tag] = enc
	}
}
