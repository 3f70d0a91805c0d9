package e2e

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"parlour/wasm/site"
)

// TestDesktopSmoke builds the cgo-free Linux program, runs it on a fresh
// virtual X display and checks that its window shows a drawn picture.
func TestDesktopSmoke(t *testing.T) {
	xvfb := need(t, "Xvfb", "xvfb")
	imp := need(t, "import", "imagemagick")
	root, err := site.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}

	bin := filepath.Join(t.TempDir(), "parlour")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = root
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("CGO_ENABLED=0 go build .: %v\n%s", err, out)
	}

	display := startXvfb(t, xvfb)
	home := t.TempDir() // saves and settings stay out of the user's home
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	app := exec.CommandContext(ctx, bin)
	app.Dir = home
	app.Env = append(os.Environ(),
		"DISPLAY="+display, "HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, "config"),
		"XDG_DATA_HOME="+filepath.Join(home, "data"),
		"XDG_CACHE_HOME="+filepath.Join(home, "cache"))
	var output lockedBuffer
	app.Stdout, app.Stderr = &output, &output
	start := time.Now()
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- app.Wait() }()
	defer func() {
		cancel()
		<-exited
	}()

	// Give the program a few seconds, then look until the window is drawn.
	shot := filepath.Join(t.TempDir(), "desktop.png")
	var verdict string
	for time.Since(start) < 45*time.Second {
		select {
		case err := <-exited:
			exited <- err // for the deferred wait
			t.Fatalf("the program exited after %v: %v\n%s", time.Since(start).Round(time.Millisecond), err, output.String())
		case <-time.After(time.Second):
		}
		if time.Since(start) < 3*time.Second {
			continue
		}
		out, err := exec.Command(imp, "-display", display, "-window", "root", "png:"+shot).CombinedOutput()
		if err != nil {
			t.Fatalf("import -window root: %v\n%s", err, out)
		}
		var ok bool
		ok, verdict, err = drawn(shot)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			t.Logf("window drawn %v after start: %s", time.Since(start).Round(time.Second), verdict)
			return
		}
	}
	keep := filepath.Join(os.TempDir(), "parlour-e2e-desktop.png")
	if data, err := os.ReadFile(shot); err == nil && os.WriteFile(keep, data, 0o644) == nil {
		t.Logf("last screenshot: %s", keep)
	}
	t.Fatalf("the screen stayed blank (%s); program output:\n%s", verdict, output.String())
}

// startXvfb starts a virtual X server on a display number it chooses
// itself (-displayfd) and returns the display name.
func startXvfb(t *testing.T, xvfb string) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", "1280x960x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		w.Close()
		t.Fatalf("start Xvfb: %v", err)
	}
	w.Close()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(r).ReadString('\n')
		line <- strings.TrimSpace(s)
	}()
	select {
	case n := <-line:
		if n == "" {
			t.Fatalf("Xvfb did not start:\n%s", out.String())
		}
		return ":" + n
	case <-time.After(20 * time.Second):
		t.Fatalf("Xvfb did not report a display within 20s:\n%s", out.String())
	}
	return ""
}

// drawn reports whether a screenshot shows a drawn window rather than a
// blank screen: many distinct colours, and no single colour covering
// almost everything.
func drawn(path string) (bool, string, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, "", err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return false, "", fmt.Errorf("decode %s: %w", path, err)
	}
	counts := map[[3]uint32]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			counts[[3]uint32{r >> 8, g >> 8, bl >> 8}]++
		}
	}
	most := 0
	for _, n := range counts {
		most = max(most, n)
	}
	total := b.Dx() * b.Dy()
	other := 1 - float64(most)/float64(total)
	verdict := fmt.Sprintf("%d colours, %.1f%% of %v not the commonest colour", len(counts), 100*other, image.Pt(b.Dx(), b.Dy()))
	return len(counts) >= 32 && other >= 0.01, verdict, nil
}

// lockedBuffer collects a process's output from several goroutines.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
