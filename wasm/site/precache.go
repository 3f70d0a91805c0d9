package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Precache is what the service worker keeps of one build: every file of
// the site but the service worker itself, and the build's version.
type Precache struct {
	// Version is a hash over the files and the service worker's code: two
	// builds share it only when they serve the same bytes. The worker's
	// cache is named after it.
	Version string         `json:"version"`
	Files   []PrecacheFile `json:"files"`
}

// PrecacheFile is one file the service worker keeps.
type PrecacheFile struct {
	URL    string `json:"url"`    // path relative to the site: "parlour.wasm"
	SHA256 string `json:"sha256"` // of the file's plain (not gzipped) bytes, in hex
	Size   int64  `json:"size"`   // in bytes, plain
	// Address is the file's address that names its bytes (see Address),
	// for a file whose address a script of the build gives (AddressOf):
	// the service worker's install fetches it there, so that the HTTP
	// cache holds it where the page asks for it.
	Address string `json:"address,omitempty"`
	// Table marks a game's table: not kept at install, so that it never
	// competes with the page's start, but once the page has drawn (see
	// sw.js).
	Table bool `json:"table,omitempty"`
	// OnDemand marks a table kept only once the page loaded it
	// (tablefile.Table.OnDemand): a language's texts.
	OnDemand bool `json:"onDemand,omitempty"`
}

// Kept returns the files the service worker keeps after any first visit:
// all but the tables only some players load (OnDemand: the languages a
// visitor does not speak).
func (p Precache) Kept() []PrecacheFile {
	var out []PrecacheFile
	for _, f := range p.Files {
		if !f.OnDemand {
			out = append(out, f)
		}
	}
	return out
}

// buildMarker is the line of the service worker template that the build
// replaces with the Precache list, as the JavaScript constant BUILD.
const (
	buildMarker = "const BUILD = null;"
	buildPrefix = "const BUILD = "
)

// precacheOf hashes the built files of the list that a service worker
// keeps (all but service workers), and the service worker's own code.
func precacheOf(outDir string, all []File, code []byte) (Precache, error) {
	var p Precache
	version := sha256.New()
	version.Write(code)
	for _, f := range all {
		if f.Kind == ServiceWorker {
			continue
		}
		data, err := os.ReadFile(filepath.Join(outDir, filepath.FromSlash(f.Name)))
		if err != nil {
			return Precache{}, err
		}
		sum := sha256.Sum256(data)
		e := PrecacheFile{URL: f.Name, SHA256: hex.EncodeToString(sum[:]), Size: int64(len(data)), Table: f.Kind == Table, OnDemand: f.OnDemand}
		fmt.Fprintf(version, "%s %d %s\n", e.SHA256, e.Size, e.URL)
		p.Files = append(p.Files, e)
	}
	p.Version = hex.EncodeToString(version.Sum(nil))[:16]
	for i, e := range p.Files {
		for _, f := range all {
			if f.Kind == AddressOf && f.Of == e.URL {
				p.Files[i].Address = Address(e.URL, e.SHA256)
			}
		}
	}
	return p, nil
}

// Address returns the address of the site's file name whose bytes have
// the SHA-256 sum (in hex) given: the name with the sum's first 16 hex
// digits as its query. The server ignores the query; a browser caches
// each address apart, so one never stands for two builds' bytes.
func Address(name, sum string) string {
	return name + "?v=" + sum[:min(16, len(sum))]
}

// addressMarker is the line of an AddressOf script that the build
// replaces with the address of its file.
const (
	addressMarker = "var ADDRESS = null;"
	addressPrefix = "var ADDRESS = "
)

// writeAddressOf writes the script at src into dst with the address of
// the built file of (in outDir) filled in, and its texts (fillTexts);
// root is the module's.
func writeAddressOf(root, src, outDir, dst, of string) error {
	code, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if code, err = fillTexts(root, code); err != nil {
		return err
	}
	if n := bytes.Count(code, []byte(addressMarker)); n != 1 {
		return fmt.Errorf("%s has the line %q %d times, want once", src, addressMarker, n)
	}
	data, err := os.ReadFile(filepath.Join(outDir, filepath.FromSlash(of)))
	if err != nil {
		return fmt.Errorf("the address of %s: %w", of, err)
	}
	sum := sha256.Sum256(data)
	address, err := json.Marshal(Address(of, hex.EncodeToString(sum[:])))
	if err != nil {
		return err
	}
	line := append([]byte(addressPrefix), address...)
	line = append(line, ';')
	return writeFile(dst, stripCommentLines(bytes.Replace(code, []byte(addressMarker), line, 1)))
}

// writeServiceWorker writes the template at src into dst with the
// Precache list of the other files in outDir.
func writeServiceWorker(src, outDir, dst string, all []File) error {
	code, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if n := bytes.Count(code, []byte(buildMarker)); n != 1 {
		return fmt.Errorf("%s has the line %q %d times, want once", src, buildMarker, n)
	}
	p, err := precacheOf(outDir, all, code)
	if err != nil {
		return err
	}
	doc, err := json.Marshal(p)
	if err != nil {
		return err
	}
	line := append([]byte(buildPrefix), doc...)
	line = append(line, ';')
	return writeFile(dst, stripCommentLines(bytes.Replace(code, []byte(buildMarker), line, 1)))
}

// ReadPrecache returns the Precache list in the service worker of a built
// site: dir is the site's directory and name the service worker's file.
func ReadPrecache(dir, name string) (Precache, error) {
	code, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
	if err != nil {
		return Precache{}, err
	}
	for line := range bytes.Lines(code) {
		rest, ok := bytes.CutPrefix(line, []byte(buildPrefix))
		if !ok {
			continue
		}
		rest, ok = bytes.CutSuffix(bytes.TrimSpace(rest), []byte(";"))
		if !ok {
			break
		}
		var p Precache
		if err := json.Unmarshal(rest, &p); err != nil {
			return Precache{}, fmt.Errorf("%s: %w", name, err)
		}
		if p.Version == "" {
			return Precache{}, fmt.Errorf("%s: no version", name)
		}
		return p, nil
	}
	return Precache{}, errors.New(name + ": no precache list (was it written by the build?)")
}
