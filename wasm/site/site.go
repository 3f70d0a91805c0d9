// Package site builds Parlour's web app into a directory of static files and
// serves such a directory over HTTP.
//
// The site is a fixed list of files (Files): the game compiled to
// WebAssembly, Go's wasm_exec.js, the page and its scripts, the web app
// manifest and icons, the tables the games declare and the puzzle sets
// (package tablefile),
// and a service worker that keeps all of them for offline use. Build
// writes them with brotli and gzip copies beside the compressible ones (a
// release); BuildPlain writes them alone, for a local server. Handler
// serves a built directory, choosing the fresh copy the client accepts
// (brotli, then gzip, then the plain file).
package site

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	_ "parlour/assets/fonts"     // the bold font, a file of its own
	_ "parlour/game/catalog"     // the games, for the tables they declare
	_ "parlour/game/puzzle/sets" // the puzzle sets, tables of their own
	_ "parlour/lang"             // each language's texts, a file of its own
	"parlour/tablefile"
)

// Kind says where a file of the site comes from.
type Kind int

const (
	// Copy copies File.From, a path relative to the module root.
	Copy Kind = iota
	// GoWasm compiles the Go main package File.From (relative to the module
	// root, "." for the game) with GOOS=js GOARCH=wasm.
	GoWasm
	// WasmExec copies the wasm_exec.js of the Go toolchain that builds the
	// site, which must match the compiler of every GoWasm file.
	WasmExec
	// AddressOf copies the script File.From with its line
	// "var ADDRESS = null;" giving instead the address of the file File.Of
	// that names its bytes (Address): the browser's HTTP cache may hand
	// that address back without asking the server, since its bytes never
	// change (see wasm/loader.js). It is written after the other files
	// but before the service worker; a build of part of the site without
	// File.Of copies the script as it is.
	AddressOf
	// ServiceWorker writes the service worker template File.From with the
	// build's Precache list filled in: every other file of the build, with
	// its hash. It is written after all the other files.
	ServiceWorker
	// Table writes the data file a game declared with package tablefile
	// under the name File.From (its copy built into this program, checked
	// against its hash). The engine worker downloads it when a game first
	// needs it, and the service worker keeps it after the first frame
	// rather than at install.
	Table
)

// File is one file of the site.
type File struct {
	Name     string // path inside the site: "parlour.wasm"
	Kind     Kind   // where it comes from
	From     string // source path or package, relative to the module root
	Compress bool   // also write Name+".br" and Name+".gz", at their best levels
	Tags     string // build tags of a GoWasm file
	Of       string // the file an AddressOf file gives the address of
	// GCFlags are -gcflags arguments of a GoWasm file, each
	// "pattern=flags", later ones winning for a package both match.
	GCFlags []string
	// OnDemand marks a Table file that the service worker keeps only once
	// the page has loaded it (tablefile.Table.OnDemand).
	OnDemand bool
}

// pageGCFlags build the page's wasm without inlining, except in the Go
// runtime (with the standard library's internal packages and sync) and
// Ebitengine, whose hot paths run every frame. Inlined copies of small
// functions compress badly, and the page's wasm is most of what the page
// sends before its first frame; the saving is in docs/measurements.md.
// The engine worker keeps inlining, for the speed of its searches.
var pageGCFlags = []string{"all=-l", "runtime/...=", "internal/...=", "sync/...=", "github.com/hajimehoshi/ebiten/v2/...="}

// Files lists the files of the web app. A later file (a worker and its
// wasm) is one more entry here; the service worker precaches every entry.
var Files = []File{
	{Name: "index.html", Kind: Copy, From: "index.html", Compress: true},
	{Name: "parlour.css", Kind: Copy, From: "wasm/parlour.css", Compress: true},
	{Name: "loader.js", Kind: AddressOf, From: "wasm/loader.js", Of: "parlour.wasm", Compress: true},
	{Name: "wasm_exec.js", Kind: WasmExec, Compress: true},
	{Name: "parlour.wasm", Kind: GoWasm, From: ".", Compress: true, GCFlags: pageGCFlags},
	{Name: "worker.js", Kind: Copy, From: "wasm/worker/worker.js", Compress: true},
	{Name: "engine.wasm", Kind: GoWasm, From: "./wasm/worker", Compress: true},
	{Name: "offline.js", Kind: Copy, From: "wasm/offline.js", Compress: true},
	{Name: "manifest.webmanifest", Kind: Copy, From: "wasm/manifest.webmanifest", Compress: true},
	{Name: "favicon.ico", Kind: Copy, From: "assets/icon/favicon.ico"},
	{Name: "icons/icon-192.png", Kind: Copy, From: "assets/icon/icon-192.png"},
	{Name: "icons/icon-512.png", Kind: Copy, From: "assets/icon/icon-512.png"},
	{Name: "icons/maskable-512.png", Kind: Copy, From: "assets/icon/maskable-512.png"},
	{Name: "icons/apple-touch-icon.png", Kind: Copy, From: "assets/icon/apple-touch-icon.png"},
	{Name: "sw.js", Kind: ServiceWorker, From: "wasm/sw.js", Compress: true},
}

// The games' tables are files of the site: no wasm carries them.
func init() { Files = append(Files, tableFiles()...) }

// tableFiles lists the tables the games declare, one file each.
func tableFiles() []File {
	var out []File
	for _, t := range tablefile.All() {
		// Their bodies are stored plain, for the server to compress.
		out = append(out, File{Name: t.Name, Kind: Table, From: t.Name, Compress: true, OnDemand: t.OnDemand})
	}
	return out
}

// Effort says how hard a build compresses.
type Effort int

const (
	// Best writes the brotli and gzip copies at their best levels: what a
	// release serves to every visitor, worth minutes of building once.
	Best Effort = iota
	// Plain writes no compressed copies: for a server on the player's own
	// computer, where bytes cost nothing and the first page should come
	// as soon as the wasm files are compiled. Copies an earlier build left
	// that are older than their files are not served (see Handler).
	Plain
	// Quick writes the copies at quick levels (brotli 5, gzip 6): a few
	// percent larger than Best's, in seconds instead of minutes. For tests
	// of the whole site, which need copies but not the smallest ones. A
	// Best build over a Quick one writes every copy again.
	Quick
)

// effortFile records in a built site how hard its copies were
// compressed, so that a Best build does not keep a Quick build's.
const effortFile = ".effort"

// effortNames are the efforts as effortFile records them.
var effortNames = map[Effort]string{Best: "best", Plain: "plain", Quick: "quick"}

// Build writes the web app into outDir, creating it if needed, with the
// compressed copies of a release.
func Build(outDir string) error {
	return BuildFiles(outDir, Files)
}

// BuildPlain writes the web app into outDir as Build does, without
// compressed copies: the quick build for a local server.
func BuildPlain(outDir string) error {
	return BuildWith(outDir, Files, Plain)
}

// BuildFiles writes the given files into outDir, creating it if needed. It
// is Build with a chosen list, for tests that need only part of the site.
func BuildFiles(outDir string, files []File) error {
	return BuildWith(outDir, files, Best)
}

// BuildWith writes the given files into outDir with the effort given.
func BuildWith(outDir string, files []File, effort Effort) error {
	root, err := ModuleRoot()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return fmt.Errorf("site: %w", err)
	}
	// A service worker lists the other files with their hashes, so it is
	// written once they are all in place, and a script that gives a file's
	// address once that file is. The compressed copies are written
	// alongside, and waited for at the end.
	// Copies written with less effort than asked for are written again.
	was, _ := os.ReadFile(filepath.Join(outDir, effortFile))
	redo := effort == Best && strings.TrimSpace(string(was)) != effortNames[Best]
	c := newCompressor(effort, redo)
	for _, stage := range []Kind{Copy, AddressOf, ServiceWorker} {
		for _, f := range files {
			if stageOf(f.Kind) != stage {
				continue
			}
			if err := buildFile(root, outDir, f, files, c); err != nil {
				c.wait()
				return fmt.Errorf("site: %s: %w", f.Name, err)
			}
		}
	}
	if err := c.wait(); err != nil {
		return err
	}
	if effort == Plain {
		return nil // the copies there, if any, are as they were
	}
	return writeFile(filepath.Join(outDir, effortFile), []byte(effortNames[effort]+"\n"))
}

// stageOf says after which files one of kind k is written: a Copy
// stands for the files that need no other.
func stageOf(k Kind) Kind {
	if k == AddressOf || k == ServiceWorker {
		return k
	}
	return Copy
}

// buildFile writes f into outDir and has c write its compressed copies;
// all is the whole list being built.
func buildFile(root, outDir string, f File, all []File, c *compressor) error {
	if f.Name == "" || !filepath.IsLocal(filepath.FromSlash(f.Name)) {
		return errors.New("file name must be a relative path inside the site")
	}
	dst := filepath.Join(outDir, filepath.FromSlash(f.Name))
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	switch f.Kind {
	case Copy:
		if err := copyScript(root, filepath.Join(root, filepath.FromSlash(f.From)), dst); err != nil {
			return err
		}
	case WasmExec:
		src, err := wasmExecPath()
		if err != nil {
			return err
		}
		if err := copyFile(src, dst); err != nil {
			return err
		}
	case GoWasm:
		if err := buildWasm(root, f, dst); err != nil {
			return err
		}
	case AddressOf:
		src := filepath.Join(root, filepath.FromSlash(f.From))
		if !slices.ContainsFunc(all, func(g File) bool { return g.Name == f.Of }) {
			// A build of part of the site without the file: the script
			// keeps no address, and the file goes by its name.
			if err := copyScript(root, src, dst); err != nil {
				return err
			}
		} else if err := writeAddressOf(root, src, outDir, dst, f.Of); err != nil {
			return err
		}
	case ServiceWorker:
		if err := writeServiceWorker(filepath.Join(root, filepath.FromSlash(f.From)), outDir, dst, all); err != nil {
			return err
		}
	case Table:
		if err := writeTable(f.From, dst); err != nil {
			return err
		}
	default:
		return fmt.Errorf("unknown kind %d", f.Kind)
	}
	if f.Compress {
		c.add(f.Name, dst)
		return nil
	}
	return removeCopies(dst)
}

// stripCommentLines returns a script of Parlour's own without its lines
// that hold only a comment or nothing: the comments say why for whoever
// reads the source, and a visitor's browser would download them before
// the first frame (about a third of the loader, brotli and all).
// Comments at the end of a line of code stay, and Parlour's scripts write
// no multi-line string that a line starting with // could belong to.
// Go's wasm_exec.js is copied whole, its licence with it.
func stripCommentLines(code []byte) []byte {
	var out []byte
	for _, line := range strings.SplitAfter(string(code), "\n") {
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "//") {
			continue
		}
		out = append(out, line...)
	}
	return out
}

// copyScript copies src to dst, as copyFile, a script of Parlour's own
// without its comment lines (stripCommentLines), and a script or page
// with the translations of its texts (fillTexts); root is the module's.
func copyScript(root, src, dst string) error {
	script := strings.HasSuffix(src, ".js")
	if !script && !strings.HasSuffix(src, ".html") {
		return copyFile(src, dst)
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if data, err = fillTexts(root, data); err != nil {
		return err
	}
	if script {
		data = stripCommentLines(data)
	}
	return writeFile(dst, data)
}

// writeTable writes the declared table named name into dst.
func writeTable(name, dst string) error {
	for _, t := range tablefile.All() {
		if t.Name == name {
			data, err := t.Bytes()
			if err != nil {
				return err
			}
			return writeFile(dst, data)
		}
	}
	return fmt.Errorf("no game declares a table %q", name)
}

// ModuleRoot returns the directory of the go.mod of the module that the
// current directory belongs to.
func ModuleRoot() (string, error) {
	out, err := goCmd("", nil, "env", "GOMOD")
	if err != nil {
		return "", fmt.Errorf("site: find module root: %w", err)
	}
	mod := strings.TrimSpace(out)
	if mod == "" || mod == os.DevNull {
		return "", errors.New("site: not inside a Go module (run from the Parlour repository)")
	}
	return filepath.Dir(mod), nil
}

// wasmExecPath finds wasm_exec.js in the Go root: lib/wasm since Go 1.24,
// misc/wasm before.
func wasmExecPath() (string, error) {
	out, err := goCmd("", nil, "env", "GOROOT")
	if err != nil {
		return "", err
	}
	goroot := strings.TrimSpace(out)
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		p := filepath.Join(goroot, filepath.FromSlash(dir), "wasm_exec.js")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("wasm_exec.js not found under %s/lib/wasm or %s/misc/wasm", goroot, goroot)
}

// buildWasm builds the GoWasm file f into dst.
func buildWasm(root string, f File, dst string) error {
	tmp := dst + ".tmp"
	defer os.Remove(tmp)
	env := []string{"GOOS=js", "GOARCH=wasm"}
	args := []string{"build", "-trimpath", "-tags=" + f.Tags, "-ldflags=-s -w"}
	for _, g := range f.GCFlags {
		args = append(args, "-gcflags="+g)
	}
	if _, err := goCmd(root, env, append(args, "-o", tmp, f.From)...); err != nil {
		return err
	}
	data, err := os.ReadFile(tmp)
	if err != nil {
		return err
	}
	return writeFile(dst, data)
}

// goCmd runs the go command of the toolchain in use and returns its output.
func goCmd(dir string, env []string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		return "", fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, msg)
	}
	return stdout.String(), nil
}

func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return writeFile(dst, data)
}

// writeFile replaces dst through a temporary file, so a server reading the
// directory never sees half a file. A file that already holds data is left
// alone, keeping its time and so the ETag the server derives from it: after
// a rebuild, browsers revalidate unchanged files with a 304, and the
// service worker's update downloads only what changed.
func writeFile(dst string, data []byte) error {
	if old, err := os.ReadFile(dst); err == nil && bytes.Equal(old, data) {
		return nil
	}
	tmp := dst + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, dst); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// BenchFiles is a page that measures the engine in the browser
// (wasm/bench): not part of the app, built by the browser benchmark test and
// by anyone who wants the figures for their own browser.
var BenchFiles = []File{
	{Name: "bench.html", Kind: Copy, From: "wasm/bench/bench.html"},
	{Name: "bench.js", Kind: Copy, From: "wasm/bench/bench.js"},
	{Name: "wasm_exec.js", Kind: WasmExec},
	{Name: "bench.wasm", Kind: GoWasm, From: "./wasm/bench"},
}
