// Command release builds Parlour's desktop program for every system it
// ships on and packs each build for download.
//
//	go run ./cmd/release [-o dist] [-version v1.2.0] [-targets linux/amd64,...]
//
// Every build is cgo-free (Ebitengine needs no C compiler for these
// systems), stripped, and stamped with the version, which the window title
// shows. It writes into the output directory:
//
//	parlour-VERSION-linux-ARCH.tar.gz    parlour-VERSION-linux-ARCH/parlour
//	parlour-VERSION-windows-ARCH.zip     Parlour.exe, with the icon as a resource
//	parlour-VERSION-darwin-ARCH.zip      Parlour.app, with Info.plist and an .icns icon
//	SHA256SUMS                           the archives' checksums
//
// The version defaults to `git describe --tags --always --dirty`, or "dev"
// outside a Git checkout. The builds are unsigned: see docs/install.md.
package main

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"parlour/assets/art"
	"parlour/assets/iconfile"
)

// Targets are the systems a release is built for.
var Targets = []string{
	"linux/amd64", "linux/arm64",
	"windows/amd64", "windows/arm64",
	"darwin/amd64", "darwin/arm64",
}

func main() {
	out := flag.String("o", "dist", "output directory")
	version := flag.String("version", "", "version to stamp (default: git describe, or dev)")
	targets := flag.String("targets", strings.Join(Targets, ","), "comma-separated GOOS/GOARCH pairs")
	flag.Parse()
	if err := run(*out, *version, strings.Split(*targets, ",")); err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

func run(out, version string, targets []string) error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	if version == "" {
		version = describe(root)
	}
	if strings.ContainsAny(version, " \t\n\"'/\\") {
		return fmt.Errorf("version %q: no spaces, quotes or slashes", version)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	start := time.Now()
	var sums bytes.Buffer
	for _, t := range targets {
		goos, goarch, ok := strings.Cut(strings.TrimSpace(t), "/")
		if !ok {
			return fmt.Errorf("target %q: want GOOS/GOARCH", t)
		}
		began := time.Now()
		name, data, err := release(root, goos, goarch, version)
		if err != nil {
			return fmt.Errorf("%s/%s: %w", goos, goarch, err)
		}
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(&sums, "%x  %s\n", sha256.Sum256(data), name)
		fmt.Printf("  %-40s %6.1f MiB  %4.1fs\n", name, float64(len(data))/(1<<20), time.Since(began).Seconds())
	}
	if err := os.WriteFile(filepath.Join(out, "SHA256SUMS"), sums.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Printf("Parlour %s: %d builds in %s (%.0fs)\n", version, len(targets), out, time.Since(start).Seconds())
	return nil
}

// release builds the program for one system and returns its archive's
// name and bytes.
func release(root, goos, goarch, version string) (string, []byte, error) {
	tmp, err := os.MkdirTemp("", "parlour-release-")
	if err != nil {
		return "", nil, err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "parlour")
	base := fmt.Sprintf("parlour-%s-%s-%s", version, goos, goarch)
	switch goos {
	case "linux":
		if err := build(root, goos, goarch, version, bin); err != nil {
			return "", nil, err
		}
		data, err := os.ReadFile(bin)
		if err != nil {
			return "", nil, err
		}
		archive, err := tarGz([]archiveFile{{Name: base + "/parlour", Data: data, Exec: true}})
		return base + ".tar.gz", archive, err
	case "windows":
		remove, err := writeIconResource(root, goarch)
		if err != nil {
			return "", nil, err
		}
		err = build(root, goos, goarch, version, bin)
		remove()
		if err != nil {
			return "", nil, err
		}
		data, err := os.ReadFile(bin)
		if err != nil {
			return "", nil, err
		}
		archive, err := zipFiles([]archiveFile{{Name: "Parlour.exe", Data: data, Exec: true}})
		return base + ".zip", archive, err
	case "darwin":
		if err := build(root, goos, goarch, version, bin); err != nil {
			return "", nil, err
		}
		data, err := os.ReadFile(bin)
		if err != nil {
			return "", nil, err
		}
		files, err := appBundle(data, version)
		if err != nil {
			return "", nil, err
		}
		archive, err := zipFiles(files)
		return base + ".zip", archive, err
	}
	return "", nil, fmt.Errorf("no release for %s", goos)
}

// build compiles the program (the main package at the module root).
func build(root, goos, goarch, version, out string) error {
	cmd := exec.Command("go", "build", "-trimpath",
		"-ldflags=-s -w -X main.version="+version, "-o", out, ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+goos, "GOARCH="+goarch)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %w\n%s", err, msg)
	}
	return nil
}

// windowsIconSizes are the sizes Windows picks from for the taskbar,
// Explorer's views and shortcuts.
var windowsIconSizes = []int{16, 20, 24, 32, 40, 48, 64, 96, 128, 256}

// writeIconResource writes the icon as a .syso beside main.go, where the
// go command links it into Windows builds for goarch, and returns a
// function that removes it again.
func writeIconResource(root, goarch string) (func(), error) {
	images, err := iconfile.Render(art.Icon, windowsIconSizes...)
	if err != nil {
		return nil, err
	}
	syso, err := iconSyso(goarch, images)
	if err != nil {
		return nil, err
	}
	path := filepath.Join(root, "release_windows_"+goarch+".syso")
	if err := os.WriteFile(path, syso, 0o644); err != nil {
		return nil, err
	}
	return func() { os.Remove(path) }, nil
}

// moduleRoot returns the directory of Parlour's go.mod.
func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", errors.New("not inside a Go module (run from the Parlour repository)")
	}
	return filepath.Dir(mod), nil
}

// describe names the checked-out commit: its tag if it has one, with
// -dirty for uncommitted changes; "dev" without Git.
func describe(root string) string {
	cmd := exec.Command("git", "describe", "--tags", "--always", "--dirty")
	cmd.Dir = root
	out, err := cmd.Output()
	if v := strings.TrimSpace(string(out)); err == nil && v != "" {
		return v
	}
	return "dev"
}
