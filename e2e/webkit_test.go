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

	"parlour/wasm/site"
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

// TestWebKitFirstVisitDownloads opens the app in WebKitGTK's MiniBrowser
// as a person would: a window with a fresh profile of its own, which keeps
// an HTTP cache as Safari does. A first visit must send each file of the
// site in full once, the service worker's install and the games' tables
// included. (Driven over WebDriver, as in TestSmoke, MiniBrowser runs an
// ephemeral session that keeps no HTTP cache at all, not even for a fetch
// with cache "only-if-cached"; there a file the page loads through a tag
// travels again when the engine's worker or the install asks for it.)
// With no driver, the test watches the server: the visit is over once
// every file of the build was asked for and the server has been idle for
// a few seconds.
func TestWebKitFirstVisitDownloads(t *testing.T) {
	t.Parallel()
	dir := builtSite(t)
	build := precache(t, dir)
	srv := newSiteServer(t, dir)
	profile := t.TempDir()
	cmd := exec.Command(miniBrowser(t), srv.URL+"/")
	cmd.Env = append(os.Environ(), "DISPLAY="+xDisplay(t), "HOME="+profile,
		"XDG_CACHE_HOME="+filepath.Join(profile, "cache"),
		"XDG_CONFIG_HOME="+filepath.Join(profile, "config"),
		"XDG_DATA_HOME="+filepath.Join(profile, "data"))
	var output lockedBuffer
	cmd.Stdout, cmd.Stderr = &output, &output
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	began := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatalf("start MiniBrowser: %v", err)
	}
	stopGroup(t, cmd)
	hits, err := untilIdle(srv, build, startTimeout, 3*time.Second)
	if err != nil {
		t.Fatalf("the first visit: %v\nMiniBrowser's output:\n%s", err, output.String())
	}
	t.Logf("the first visit asked for every file and ended after %v", time.Since(began).Round(100*time.Millisecond))
	logBytes(t, "first visit", hits)
	checkOneDownload(t, build, hits, "en")
}

// untilIdle collects the server's requests until every file of the build
// (and the service worker) has been asked for and then none came for
// quiet, and returns them.
func untilIdle(srv *siteServer, build site.Precache, timeout, quiet time.Duration) ([]hit, error) {
	want := []string{"/sw.js"}
	for _, f := range build.Kept() {
		want = append(want, "/"+f.URL)
	}
	var hits []hit
	deadline := time.Now().Add(timeout)
	last := time.Now()
	for {
		time.Sleep(250 * time.Millisecond)
		if more := srv.take(); len(more) > 0 {
			hits, last = append(hits, more...), time.Now()
		}
		asked := map[string]bool{}
		for _, h := range hits {
			asked[h.Path] = true
		}
		asked["/index.html"] = asked["/index.html"] || asked["/"]
		var missing []string
		for _, path := range want {
			if !asked[path] {
				missing = append(missing, path)
			}
		}
		switch {
		case len(missing) == 0 && time.Since(last) >= quiet:
			return hits, nil
		case time.Now().After(deadline):
			return hits, fmt.Errorf("after %v, never asked for %v", timeout, missing)
		}
	}
}
