// Command build writes Parlour's web app into a directory of static files.
//
//	go run ./wasm/build [-o build/web] [-quick]
//
// It prints each file's size (and its brotli and gzip copies') and the
// version that the service worker's cache is named after. The brotli
// copies are written at the best quality, which takes minutes for the
// wasm files; a rebuild leaves the copies of unchanged files alone.
// -quick writes them at quick levels instead, in seconds and a few
// percent larger: for checking the build, not for a release.
//
// Serve the directory with any static file server that sends .wasm as
// application/wasm, and the .br and .gz copies to clients that accept them
// (docs/web.md says how for common servers), or with go run ./wasm/serve,
// which also builds.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"parlour/wasm/site"
)

func main() {
	out := flag.String("o", "build/web", "output directory")
	quick := flag.Bool("quick", false, "compress at quick levels (seconds, a few percent larger), not for a release")
	flag.Parse()
	start := time.Now()
	effort := site.Best
	if *quick {
		effort = site.Quick
	}
	if err := site.BuildWith(*out, site.Files, effort); err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
	for _, f := range site.Files {
		fmt.Println(describe(*out, f))
		if f.Kind == site.ServiceWorker {
			if p, err := site.ReadPrecache(*out, f.Name); err == nil {
				fmt.Printf("  %-28s %s (%d files)\n", "version", p.Version, len(p.Files))
			}
		}
	}
	fmt.Printf("built %s in %.1fs\n", *out, time.Since(start).Seconds())
}

// describe returns a line with the file's size and the sizes of its
// compressed copies.
func describe(dir string, f site.File) string {
	p := filepath.Join(dir, filepath.FromSlash(f.Name))
	line := fmt.Sprintf("  %-28s %9s", f.Name, size(p))
	if f.Compress {
		for _, e := range site.Encodings {
			line += fmt.Sprintf("  %s %9s", e.Name, size(p+e.Ext))
		}
	}
	return line
}

func size(path string) string {
	info, err := os.Stat(path)
	if err != nil {
		return "?"
	}
	n := info.Size()
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
