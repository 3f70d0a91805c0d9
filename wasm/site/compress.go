package site

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"runtime"
	"sync"

	"github.com/andybalholm/brotli"
)

// Encoding is one precompressed copy the build writes beside a file whose
// File.Compress is set, and that Handler sends to a client accepting it.
type Encoding struct {
	Name string // the Content-Encoding token: "br"
	Ext  string // the copy's suffix: ".br"
	// Aliases are further Accept-Encoding tokens for it ("x-gzip").
	Aliases  []string
	compress func(w io.Writer, quick bool) (io.WriteCloser, error)
}

// Encodings lists the precompressed copies in the order Handler prefers
// them: brotli is about a quarter smaller than gzip for the wasm files.
var Encodings = []Encoding{
	{Name: "br", Ext: ".br", compress: func(w io.Writer, quick bool) (io.WriteCloser, error) {
		if quick {
			return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: quickBrotli, LGWin: 22}), nil
		}
		// The best quality with the largest window that every brotli
		// decoder takes: slow to write (minutes for a 20 MB wasm), but
		// written once per build and fetched by every visitor.
		return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24}), nil
	}},
	{Name: "gzip", Ext: ".gz", Aliases: []string{"x-gzip"}, compress: func(w io.Writer, quick bool) (io.WriteCloser, error) {
		if quick {
			return gzip.NewWriterLevel(w, gzip.DefaultCompression)
		}
		return gzip.NewWriterLevel(w, gzip.BestCompression)
	}},
}

// quickBrotli is the brotli quality of a Quick build: seconds for the
// wasm files where the best quality takes minutes.
const quickBrotli = 5

// quickAbove is the size from which a Quick build compresses at its
// quicker levels. A smaller file (the page, its scripts, a language's
// catalog) takes the best in well under a second, and is then sent as a
// release sends it.
const quickAbove = 1 << 20

// compressFile writes the copy of src in encoding e beside it, unless a
// copy at least as new as src is already there and redo is false; quick
// compresses at Quick's levels.
func compressFile(src string, e Encoding, quick, redo bool) error {
	dst := src + e.Ext
	if !redo && fresh(src, dst) {
		return nil
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	zw, err := e.compress(&buf, quick && len(data) >= quickAbove)
	if err != nil {
		return err
	}
	if _, err := zw.Write(data); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return writeFile(dst, buf.Bytes())
}

// fresh reports whether the copy exists and was written no earlier than
// the file it copies: Handler's test for sending it, too.
func fresh(src, copy string) bool {
	s, err := os.Stat(src)
	if err != nil {
		return false
	}
	c, err := os.Stat(copy)
	return err == nil && !c.ModTime().Before(s.ModTime())
}

// removeCopies deletes any precompressed copies of path: one left from an
// earlier build would be served in place of the file.
func removeCopies(path string) error {
	for _, e := range Encodings {
		if err := os.Remove(path + e.Ext); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}

// compressor writes precompressed copies in the background, as many at a
// time as there are processors, while the build goes on with other files.
type compressor struct {
	slots chan struct{}
	plain bool // write no copies (Plain)
	quick bool // write them at Quick's levels
	redo  bool // write them again, fresh or not: the copies there are a quicker build's
	wg    sync.WaitGroup
	mu    sync.Mutex
	errs  []error
}

func newCompressor(e Effort, redo bool) *compressor {
	return &compressor{slots: make(chan struct{}, runtime.GOMAXPROCS(0)), plain: e == Plain, quick: e == Quick, redo: redo}
}

// add starts writing every copy of the file at path, whose name in the
// site is name.
func (c *compressor) add(name, path string) {
	if c.plain {
		return
	}
	for _, e := range Encodings {
		c.wg.Add(1)
		go func() {
			defer c.wg.Done()
			c.slots <- struct{}{}
			defer func() { <-c.slots }()
			if err := compressFile(path, e, c.quick, c.redo); err != nil {
				c.mu.Lock()
				c.errs = append(c.errs, errors.New("site: "+name+e.Ext+": "+err.Error()))
				c.mu.Unlock()
			}
		}()
	}
}

// wait waits for every copy and returns their errors.
func (c *compressor) wait() error {
	c.wg.Wait()
	return errors.Join(c.errs...)
}
