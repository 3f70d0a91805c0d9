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
// header can carry. Ebitengine's audio loads its AudioWorklet's processor
// from a blob: address, which script-src governs: 'blob:' lets it, where
// without it the audio falls back to the deprecated ScriptProcessorNode,
// and the browser warns. A blob: address is made only by script already
// running in the page, so it opens no way in to script from elsewhere.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self' blob: 'wasm-unsafe-eval'; " +
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
// hidden files and missing files are 404. When the client accepts one of
// the Encodings (brotli first, then gzip) and a fresh copy in it exists
// (name.br, name.gz), that copy is sent with its Content-Encoding and
// Content-Length, and with the plain size in X-Uncompressed-Length, so the
// loader can show honest progress. Every answer varies on Accept-Encoding
// and goes with the ContentSecurityPolicy.
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
	accepted := parseAcceptEncoding(r.Header.Get("Accept-Encoding"))
	for _, e := range Encodings {
		if !accepts(accepted, e) {
			continue
		}
		c, cInfo, err := h.open(name + e.Ext)
		if err != nil {
			continue
		}
		if cInfo.ModTime().Before(info.ModTime()) {
			c.Close() // stale copy: the file changed after it was compressed
			continue
		}
		defer c.Close()
		body, bodyInfo, tag = c, cInfo, "-"+e.Name
		hd.Set("Content-Encoding", e.Name)
		hd.Set("X-Uncompressed-Length", strconv.FormatInt(info.Size(), 10))
		// ServeContent leaves Content-Length out when Content-Encoding is
		// set; for a whole precompressed file it is known.
		if r.Header.Get("Range") == "" {
			hd.Set("Content-Length", strconv.FormatInt(cInfo.Size(), 10))
		}
		break
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

// parseAcceptEncoding returns the quality an Accept-Encoding header gives
// each coding it names, by lower-case name; a quality that does not parse
// counts as zero.
func parseAcceptEncoding(header string) map[string]float64 {
	q := map[string]float64{}
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		v := 1.0
		for _, p := range strings.Split(params, ";") {
			k, s, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
				if err != nil {
					f = 0
				}
				v = f
			}
		}
		if old, ok := q[coding]; !ok || v > old {
			q[coding] = v
		}
	}
	return q
}

// accepts reports whether a client with the given Accept-Encoding
// qualities takes e: it names e (or an alias of it) with a quality above
// zero, or, naming neither, "*" with a quality above zero.
func accepts(q map[string]float64, e Encoding) bool {
	named, best := false, 0.0
	for _, name := range append([]string{e.Name}, e.Aliases...) {
		if v, ok := q[name]; ok {
			named, best = true, max(best, v)
		}
	}
	if named {
		return best > 0
	}
	return q["*"] > 0
}
