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
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"parlour/wasm/site"
)

// TestDesktopSmoke builds the cgo-free Linux program, runs it on a fresh
// virtual X display and checks that its window shows a drawn picture.
// Then it measures the program's processor time at rest on the menu
// against the minimal native Ebitengine program's on the same display,
// and fails only where Parlour at rest costs half as much as that
// program drawing every frame, as a loop that never rests does. Last,
// the computer plays itself with the sound on (desktopSound).
func TestDesktopSmoke(t *testing.T) {
	// Beside the other tests: they slow the minimal program's loop as
	// much as Parlour's, and Parlour at rest takes nothing either way.
	t.Parallel()
	xvfb := need(t, "Xvfb", "xvfb")
	imp := need(t, "import", "imagemagick")
	root, err := site.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	bin := buildNative(t, root, ".", "parlour")
	display := startXvfb(t, xvfb)
	app := startNative(t, bin, display)

	// Give the program a few seconds, then look until the window is drawn.
	shot := filepath.Join(t.TempDir(), "desktop.png")
	var verdict string
	drawnAfter := time.Duration(0)
	for time.Since(app.start) < 45*time.Second && drawnAfter == 0 {
		select {
		case err := <-app.exited:
			app.exited <- err // for the deferred wait
			t.Fatalf("the program exited after %v: %v\n%s", time.Since(app.start).Round(time.Millisecond), err, app.output.String())
		case <-time.After(time.Second):
		}
		if time.Since(app.start) < 3*time.Second {
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
			drawnAfter = time.Since(app.start)
		}
	}
	if drawnAfter == 0 {
		keep := filepath.Join(os.TempDir(), "parlour-e2e-desktop.png")
		if data, err := os.ReadFile(shot); err == nil && os.WriteFile(keep, data, 0o644) == nil {
			t.Logf("last screenshot: %s", keep)
		}
		t.Fatalf("the screen stayed blank (%s); program output:\n%s", verdict, app.output.String())
	}
	t.Logf("window drawn %v after start: %s", drawnAfter.Round(time.Second), verdict)

	// At rest: the menu's boards are drawn one a frame, and the app rests
	// half a second after the last (frames.restAfter).
	window := 5 * time.Second
	if s, err := strconv.ParseFloat(os.Getenv(idleWindowEnv), 64); err == nil && s > 5 {
		window = time.Duration(s * float64(time.Second))
	}
	time.Sleep(3 * time.Second)
	parlour := app.cpu(t, window)
	app.stop()
	minimal := startNative(t, buildNative(t, root, "./e2e/testdata/minimalnative", "minimal"), display)
	time.Sleep(3 * time.Second)
	floor := minimal.cpu(t, window)
	minimal.stop()
	t.Logf("processor time over %v at rest: Parlour's menu %.2f %% of a core, the minimal Ebitengine program %.2f %% (%.2f×)",
		window, 100*parlour, 100*floor, parlour/max(floor, 1e-4))
	if parlour > floor/2 && parlour > 0.01 {
		t.Errorf("Parlour at rest used %.2f %% of a core, the minimal program drawing every frame %.2f %%: its frames do not rest", 100*parlour, 100*floor)
	}
	desktopSound(t, bin, display)
}

// desktopSound runs a game of the computer against itself with the sound
// on, as a player's first start has it, on a system set to German, which
// the moves' announcements must speak: each move cues a sound. Where the
// machine has no sound device (CI's, under Xvfb), Ebitengine's audio
// would end the program at the first frame after the device failed to
// open; the program must instead stay silent, tell nobody but its log,
// and play on.
func desktopSound(t *testing.T, bin, display string) {
	home := t.TempDir()
	dir := filepath.Join(home, "config", "parlour")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	settings := `{"version": 2, "games": {"harehounds": {"seats": ["easy", "easy"]}}}`
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(settings), 0o644); err != nil {
		t.Fatal(err)
	}
	// In German, as a system set to German asks (gettext's variables, the
	// more particular ones empty so that LANG decides).
	app := startNativeIn(t, bin, display, home, "PARLOUR_SCENE=play:harehounds", "PARLOUR_ANNOUNCE=1",
		"LANG=de_DE.UTF-8", "LC_ALL=", "LC_MESSAGES=", "LANGUAGE=")
	deadline := time.Now().Add(40 * time.Second)
	moves := 0
	for moves < 4 && time.Now().Before(deadline) {
		select {
		case err := <-app.exited:
			app.exited <- err
			t.Fatalf("with the sound on, the program exited after %v: %v\n%s", time.Since(app.start).Round(time.Millisecond), err, app.output.String())
		case <-time.After(250 * time.Millisecond):
		}
		moves = strings.Count(app.output.String(), "announce: ")
	}
	if moves < 4 {
		t.Fatalf("the computer made %d moves in 40 s; output:\n%s", moves, app.output.String())
	}
	select {
	case err := <-app.exited:
		app.exited <- err
		t.Fatalf("with the sound on, the program exited after %d moves: %v\n%s", moves, err, app.output.String())
	case <-time.After(1500 * time.Millisecond):
	}
	out := app.output.String()
	if strings.Contains(out, "audio error") {
		t.Errorf("the program reported an audio error:\n%s", out)
	}
	if !strings.Contains(out, "Hunde") && !strings.Contains(out, "Hase") {
		t.Errorf("with LANG=de_DE.UTF-8 the moves were not announced in German:\n%s", out)
	}
	t.Logf("%d moves played with the sound on; the sound: %s", moves, soundLine(out))
	app.stop()
}

// soundLine returns what the program logged of its sound, or a word
// that it logged nothing (a machine with a sound device).
func soundLine(out string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "no sound") {
			return l
		}
	}
	return "no word of it (the device opened)"
}

// buildNative builds the cgo-free desktop program of package pkg (a path
// relative to the module's root dir) and returns its file.
func buildNative(t *testing.T, root, pkg, name string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), name)
	build := exec.Command("go", "build", "-o", bin, pkg)
	build.Dir = root
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("CGO_ENABLED=0 go build %s: %v\n%s", pkg, err, out)
	}
	return bin
}

// nativeApp is a desktop program running on a virtual display.
type nativeApp struct {
	cmd    *exec.Cmd
	start  time.Time
	exited chan error
	output *lockedBuffer
	cancel context.CancelFunc
	done   bool
}

// startNative runs bin on display with a home of its own, so that saves
// and settings stay out of the user's; it is stopped at the test's end.
func startNative(t *testing.T, bin, display string) *nativeApp {
	t.Helper()
	return startNativeIn(t, bin, display, t.TempDir())
}

// startNativeIn runs bin on display with home as its home, and env added
// to its environment.
func startNativeIn(t *testing.T, bin, display, home string, env ...string) *nativeApp {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	app := &nativeApp{cmd: exec.CommandContext(ctx, bin), exited: make(chan error, 1), output: &lockedBuffer{}, cancel: cancel}
	app.cmd.Dir = home
	app.cmd.Env = append(os.Environ(),
		"DISPLAY="+display, "HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, "config"),
		"XDG_DATA_HOME="+filepath.Join(home, "data"),
		"XDG_CACHE_HOME="+filepath.Join(home, "cache"))
	app.cmd.Env = append(app.cmd.Env, env...)
	app.cmd.Stdout, app.cmd.Stderr = app.output, app.output
	app.start = time.Now()
	if err := app.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { app.exited <- app.cmd.Wait() }()
	t.Cleanup(app.stop)
	return app
}

// stop ends the program and waits for it.
func (a *nativeApp) stop() {
	if a.done {
		return
	}
	a.done = true
	a.cancel()
	<-a.exited
}

// cpu returns the share of one core the program used over window, from
// the user and system times of /proc/PID/stat.
func (a *nativeApp) cpu(t *testing.T, window time.Duration) float64 {
	t.Helper()
	ticks := func() float64 {
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", a.cmd.Process.Pid))
		if err != nil {
			t.Fatalf("the program's times: %v\n%s", err, a.output.String())
		}
		// The fields after the command's name, which is in parentheses:
		// utime and stime are the 14th and 15th of the whole line.
		f := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+1:]))
		var sum float64
		for _, s := range f[11:13] {
			v, err := strconv.ParseFloat(s, 64)
			if err != nil {
				t.Fatalf("the program's times %q: %v", data, err)
			}
			sum += v
		}
		return sum / 100 // USER_HZ on Linux
	}
	c0, w0 := ticks(), time.Now()
	time.Sleep(window)
	return (ticks() - c0) / time.Since(w0).Seconds()
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
