//go:build !js && !android && !ios

package platform

import (
	"context"
	"log"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ebitengine/oto/v3"
)

// probeTime is how long the probe of the sound device may take: a device
// that has not opened by then is taken for none.
const probeTime = 4 * time.Second

var (
	probeOnce sync.Once
	audioOK   atomic.Bool
)

// StartAudio probes the sound device in a child process, in the
// background: the program runs itself again as a probe (AudioProbeChild),
// which opens the device the way Ebitengine would and says whether it
// could. Ebitengine's audio opens the device asynchronously and, where it
// fails (no device, no sound server), returns the error from every frame,
// which ends the program: the app makes its audio context only once the
// probe succeeded, and is silent otherwise.
func StartAudio() {
	probeOnce.Do(func() { go probe() })
}

func probe() {
	exe, err := os.Executable()
	if err != nil {
		log.Printf("parlour: no sound: the program cannot find itself to probe the sound device: %v", err)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), probeTime)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), probeEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		// The probe's last line is oto's reason; the lines before it,
		// the sound library's own complaints.
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		log.Printf("parlour: no sound: the sound device did not open (%v): %s", err, lines[len(lines)-1])
		return
	}
	audioOK.Store(true)
}

// AudioAllowed reports whether the probe of the sound device succeeded.
func AudioAllowed() bool { return audioOK.Load() }

// AudioPlayed does nothing on the desktop, where the device's stream is
// the system's business.
func AudioPlayed(time.Duration) {}

// CanVibrate reports false: a desktop does not vibrate.
func CanVibrate() bool { return false }

// Vibrate does nothing on the desktop.
func Vibrate(int) {}

// AudioProbeChild runs the probe of the sound device when the program was
// started as one (see StartAudio) and then ends the program: it exits 0
// when the device opened, 1 when it did not. It returns, doing nothing,
// in any other start. main calls it first of all.
func AudioProbeChild() {
	if os.Getenv(probeEnv) == "" {
		return
	}
	os.Exit(probeDevice())
}

// probeDevice opens the sound device as Ebitengine's audio does (oto,
// 32-bit float stereo at the app's rate) and returns the exit code.
func probeDevice() int {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{SampleRate: 44100, ChannelCount: 2, Format: oto.FormatFloat32LE})
	if err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		return 1
	}
	select {
	case <-ready:
	case <-time.After(probeTime):
		os.Stderr.WriteString("the sound device did not answer\n")
		return 1
	}
	if err := ctx.Err(); err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		return 1
	}
	return 0
}
