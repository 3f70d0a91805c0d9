package site

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// ContentSecurityPolicy is sent with every file. Everything comes from the
// site's own origin; the one exception to "no eval" is compiling
// WebAssembly ('wasm-unsafe-eval'). Ebitengine styles its canvas through
// the CSSOM (element.style), which style-src does not restrict, so no
// 'unsafe-inline' is needed. index.html repeats the policy in a meta tag
// for servers that send no header, without frame-ancestors, which only a
// header can carry.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; worker-src 'self'; " +
	"manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'"

// fileType is how the server sends files of one extension.
type fileType struct {
	mime  string
	cache string // Cache-Control
}

// File names carry no content hash, so the page, its scripts and the wasm
// must be revalidated on every use (cheap: a 304 through ETag or
// Last-Modified), or a browser could run a cached loader with a newer wasm.
// Images, fonts and sounds may be a day old without harm.
const (
	revalidate = "no-cache"
	daily      = "public, max-age=86400"
)

// types maps a lower-case file extension to how the server sends it.
var types = map[string]fileType{
	".html":        {"text/html; charset=utf-8", revalidate},
	".js":          {"text/javascript; charset=utf-8", revalidate},
	".mjs":         {"text/javascript; charset=utf-8", revalidate},
	".css":         {"text/css; charset=utf-8", revalidate},
	".wasm":        {"application/wasm", revalidate},
	".json":        {"application/json", revalidate},
	".map":         {"application/json", revalidate},
	".webmanifest": {"application/manifest+json", revalidate},
	".txt":         {"text/plain; charset=utf-8", revalidate},
	".png":         {"image/png", daily},
	".svg":         {"image/svg+xml", daily},
	".ico":         {"image/x-icon", daily},
	".webp":        {"image/webp", daily},
	".jpg":         {"image/jpeg", daily},
	".woff2":       {"font/woff2", daily},
	".ttf":         {"font/ttf", daily},
	".ogg":         {"audio/ogg", daily},
	".wav":         {"audio/wav", daily},
	".mp3":         {"audio/mpeg", daily},
}

var defaultType = fileType{"application/octet-stream", revalidate}

// typeOf returns how to send the named file.
func typeOf(name string) fileType {
	if t, ok := types[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return defaultType
}

// Handler serves the site built in dir. "/" is index.html; directories,
// hidden files and missing files are 404. When the client accepts gzip and
// a fresh name.gz exists, that copy is sent with Content-Encoding: gzip and
// the plain size in X-Uncompressed-Length, so the loader can show honest
// progress. Every file goes with the ContentSecurityPolicy.
func Handler(dir string) http.Handler {
	return &handler{dir: dir}
}

type handler struct {
	dir string
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := siteName(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	f, info, err := h.open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()

	t := typeOf(name)
	hd := w.Header()
	hd.Set("Content-Type", t.mime)
	hd.Set("Cache-Control", t.cache)
	hd.Set("Vary", "Accept-Encoding")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Content-Security-Policy", ContentSecurityPolicy)

	body, bodyInfo, tag := f, info, ""
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		if gz, gzInfo, err := h.open(name + ".gz"); err == nil {
			if gzInfo.ModTime().Before(info.ModTime()) {
				gz.Close() // stale copy: the file changed after it was compressed
			} else {
				defer gz.Close()
				body, bodyInfo, tag = gz, gzInfo, "-gz"
				hd.Set("Content-Encoding", "gzip")
				hd.Set("X-Uncompressed-Length", strconv.FormatInt(info.Size(), 10))
				// ServeContent leaves Content-Length out when Content-Encoding
				// is set; for a whole precompressed file it is known.
				if r.Header.Get("Range") == "" {
					hd.Set("Content-Length", strconv.FormatInt(gzInfo.Size(), 10))
				}
			}
		}
	}
	hd.Set("ETag", fmt.Sprintf(`"%x-%x%s"`, info.ModTime().UnixNano(), info.Size(), tag))
	http.ServeContent(w, r, name, bodyInfo.ModTime(), body)
}

// siteName turns a URL path into a file name inside the site, refusing
// directories and hidden files.
func siteName(urlPath string) (string, bool) {
	if urlPath == "" || urlPath == "/" {
		return "index.html", true
	}
	if strings.HasSuffix(urlPath, "/") || strings.Contains(urlPath, "\\") || strings.Contains(urlPath, "\x00") {
		return "", false
	}
	name := strings.TrimPrefix(path.Clean("/"+urlPath), "/")
	for _, part := range strings.Split(name, "/") {
		if part == "" || strings.HasPrefix(part, ".") {
			return "", false
		}
	}
	return name, true
}

// open opens a regular file inside the site directory; the os.Root keeps
// symbolic links and ".." from reaching outside it.
func (h *handler) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := os.OpenInRoot(h.dir, name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, errors.New("not a regular file")
	}
	return f, info, nil
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip: it
// names gzip or x-gzip with a quality above zero, or, naming neither, "*"
// with a quality above zero.
func acceptsGzip(header string) bool {
	gzipQ, starQ := -1.0, -1.0
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil {
					f = 0
				}
				q = f
			}
		}
		switch strings.ToLower(strings.TrimSpace(coding)) {
		case "gzip", "x-gzip":
			gzipQ = max(gzipQ, q)
		case "*":
			starQ = max(starQ, q)
		}
	}
	if gzipQ >= 0 {
		return gzipQ > 0
	}
	return starQ > 0
}
