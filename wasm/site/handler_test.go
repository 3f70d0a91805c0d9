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
)

// testSite writes a small site: each file, and a gzip copy of the wasm.
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
		"parlour.wasm.gz":        "", // replaced below with a real gzip copy
		"stale.js":               "new",
		"stale.js.gz":            "", // made older than stale.js below
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
	for _, name := range []string{"parlour.wasm", "stale.js"} {
		if err := gzipFile(filepath.Join(dir, name), filepath.Join(dir, name+".gz")); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(filepath.Join(dir, "stale.js.gz"), old, old); err != nil {
		t.Fatal(err)
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

func TestGzipNegotiation(t *testing.T) {
	dir := testSite(t)
	h := Handler(dir)
	raw, err := os.ReadFile(filepath.Join(dir, "parlour.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		accept string
		gzip   bool
	}{
		{"", false},
		{"gzip", true},
		{"gzip, deflate, br, zstd", true},
		{"br;q=1.0, GZIP;q=0.5", true},
		{"x-gzip", true},
		{"*", true},
		{"gzip;q=0", false},
		{"gzip;q=0, *", false},
		{"identity", false},
		{"br", false},
	}
	for _, tt := range tests {
		t.Run(tt.accept, func(t *testing.T) {
			res := get(t, h, "GET", "/parlour.wasm", map[string]string{"Accept-Encoding": tt.accept})
			body, err := io.ReadAll(res.Body)
			if err != nil {
				t.Fatal(err)
			}
			if res.Header.Get("Vary") != "Accept-Encoding" {
				t.Errorf("Vary %q, want Accept-Encoding", res.Header.Get("Vary"))
			}
			if res.Header.Get("Content-Type") != "application/wasm" {
				t.Errorf("Content-Type %q, want application/wasm", res.Header.Get("Content-Type"))
			}
			if !tt.gzip {
				if enc := res.Header.Get("Content-Encoding"); enc != "" {
					t.Fatalf("Content-Encoding %q, want none", enc)
				}
				if !bytes.Equal(body, raw) {
					t.Fatal("plain body differs from the file")
				}
				return
			}
			if enc := res.Header.Get("Content-Encoding"); enc != "gzip" {
				t.Fatalf("Content-Encoding %q, want gzip", enc)
			}
			if got, want := res.Header.Get("X-Uncompressed-Length"), strconv.Itoa(len(raw)); got != want {
				t.Errorf("X-Uncompressed-Length %q, want %q", got, want)
			}
			if got, want := res.Header.Get("Content-Length"), strconv.Itoa(len(body)); got != want {
				t.Errorf("Content-Length %q, want the compressed size %q", got, want)
			}
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			plain, err := io.ReadAll(zr)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(plain, raw) {
				t.Fatal("gunzipped body differs from the file")
			}
		})
	}
}

func TestFilesWithoutGzipCopy(t *testing.T) {
	h := Handler(testSite(t))
	for _, p := range []string{"/withoutgz/readme.txt", "/stale.js"} {
		res := get(t, h, "GET", p, map[string]string{"Accept-Encoding": "gzip"})
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "" {
			t.Errorf("%s: status %d, encoding %q; want 200 and the plain file", p, res.StatusCode, res.Header.Get("Content-Encoding"))
		}
		if p == "/stale.js" && string(body) != "new" {
			t.Errorf("%s: body %q, want the file, not its stale gzip copy", p, body)
		}
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
	for _, enc := range []string{"", "gzip"} {
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
	plain := get(t, h, "GET", "/parlour.wasm", nil).Header.Get("ETag")
	gz := get(t, h, "GET", "/parlour.wasm", map[string]string{"Accept-Encoding": "gzip"}).Header.Get("ETag")
	if plain == gz {
		t.Errorf("plain and gzip bodies share the ETag %s", plain)
	}
}
