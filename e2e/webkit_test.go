package e2e

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// miniBrowser returns the path of WebKitGTK's MiniBrowser, the browser
// WebKitWebDriver drives. It comes with libwebkit2gtk, which Debian's
// webkit2gtk-driver depends on.
func miniBrowser(t *testing.T) string {
	t.Helper()
	for _, pattern := range []string{"/usr/lib/*/webkit2gtk-4.*/MiniBrowser", "/usr/libexec/webkit2gtk-4.*/MiniBrowser", "/usr/lib/webkit2gtk-4.*/MiniBrowser"} {
		if found, _ := filepath.Glob(pattern); len(found) > 0 {
			return found[len(found)-1]
		}
	}
	t.Fatal("WebKitGTK's MiniBrowser is missing: install it with `apt-get install -y webkit2gtk-driver` (or run .ci/run, which installs it)")
	return ""
}

// newWebKit starts WebKitWebDriver, which opens WebKitGTK's MiniBrowser in
// automation mode on an X display, and returns a W3C WebDriver session
// driving its window, about 1000x800.
func newWebKit(t *testing.T) *webDriverSession {
	t.Helper()
	driver := need(t, "WebKitWebDriver", "webkit2gtk-driver")
	browser := miniBrowser(t)
	display := xDisplay(t)
	port, err := freePort()
	if err != nil {
		t.Fatal(err)
	}
	var output lockedBuffer
	cmd := exec.Command(driver, fmt.Sprintf("--port=%d", port))
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	cmd.Stdout, cmd.Stderr = &output, &output
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // the browser's processes go with it
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", driver, err)
	}
	stopGroup(t, cmd)

	address := fmt.Sprintf("http://127.0.0.1:%d", port)
	if err := waitWebDriverReady(address, stepTimeout); err != nil {
		t.Fatalf("%s: %v\n%s", driver, err, output.String())
	}
	s, err := newWebDriverSession(address, map[string]any{
		"webkitgtk:browserOptions": map[string]any{"binary": browser, "args": []string{"--automation"}},
	})
	if err != nil {
		t.Fatalf("start MiniBrowser through %s: %v\n%s", driver, err, output.String())
	}
	t.Cleanup(s.End)
	if err := s.SetWindowSize(1000, 800); err != nil {
		t.Fatal(err)
	}
	return s
}

// waitWebDriverReady polls a WebDriver server's /status until it is ready
// for a new session.
func waitWebDriverReady(address string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	client := &http.Client{Timeout: time.Second}
	var last error
	for time.Now().Before(deadline) {
		res, err := client.Get(address + "/status")
		if err == nil {
			var status struct {
				Value struct {
					Ready bool `json:"ready"`
				} `json:"value"`
			}
			err = json.NewDecoder(res.Body).Decode(&status)
			res.Body.Close()
			if err == nil && status.Value.Ready {
				return nil
			}
		}
		last = err
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("not ready within %v (last error: %v)", timeout, last)
}

// freePort returns a TCP port on the loopback interface that nothing
// listens on now.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("find a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
