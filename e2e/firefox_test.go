package e2e

import (
	"bufio"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// firefoxPrefs go into the user.js of every test profile of Firefox: no
// update, telemetry, captive portal, safe browsing, remote settings or
// other call home, so that the only server the browser talks to is the
// test's; service workers on the loopback server; and WebGL on the software
// renderer of the virtual display, which Firefox would otherwise block.
var firefoxPrefs = map[string]any{
	"app.update.auto":                                             false,
	"app.update.disabledForTesting":                               true,
	"app.normandy.enabled":                                        false,
	"browser.aboutwelcome.enabled":                                false,
	"browser.newtabpage.enabled":                                  false,
	"browser.ping-centre.telemetry":                               false,
	"browser.region.network.url":                                  "",
	"browser.region.update.enabled":                               false,
	"browser.safebrowsing.blockedURIs.enabled":                    false,
	"browser.safebrowsing.downloads.enabled":                      false,
	"browser.safebrowsing.malware.enabled":                        false,
	"browser.safebrowsing.phishing.enabled":                       false,
	"browser.safebrowsing.provider.mozilla.updateURL":             "",
	"browser.sessionstore.resume_from_crash":                      false,
	"browser.shell.checkDefaultBrowser":                           false,
	"browser.startup.homepage_override.mstone":                    "ignore",
	"browser.startup.page":                                        0,
	"datareporting.healthreport.uploadEnabled":                    false,
	"datareporting.policy.dataSubmissionEnabled":                  false,
	"datareporting.policy.dataSubmissionPolicyBypassNotification": true,
	"dom.serviceWorkers.enabled":                                  true,
	"dom.serviceWorkers.testing.enabled":                          true,
	"extensions.blocklist.enabled":                                false,
	"extensions.getAddons.cache.enabled":                          false,
	"extensions.update.enabled":                                   false,
	"geo.provider.network.url":                                    "",
	"media.gmp-manager.updateEnabled":                             false,
	"network.captive-portal-service.enabled":                      false,
	"network.connectivity-service.enabled":                        false,
	"network.dns.disablePrefetch":                                 true,
	"network.http.speculative-parallel-limit":                     0,
	"network.prefetch-next":                                       false,
	"network.trr.mode":                                            5,
	"services.settings.server":                                    "data:,#remote-settings-off/v1",
	"toolkit.telemetry.enabled":                                   false,
	"toolkit.telemetry.server":                                    "",
	"toolkit.telemetry.unified":                                   false,
	"webgl.force-enabled":                                         true,
}

// firefoxListening is the line Firefox writes to its standard error once
// its WebDriver BiDi agent listens.
var firefoxListening = regexp.MustCompile(`WebDriver BiDi listening on (ws://\S+)`)

// newFirefox starts Firefox ESR with a window on an X display (headless
// Firefox has no WebGL here), a fresh profile and its WebDriver BiDi agent,
// and returns a session driving its tab, with a 1000x800 page. When the
// test fails it logs what the page wrote to the console.
func newFirefox(t *testing.T) *firefoxPage {
	t.Helper()
	exe := need(t, "firefox-esr", "firefox-esr")
	display := xDisplay(t)
	profile := t.TempDir()
	var userJS strings.Builder
	for _, name := range slices.Sorted(maps.Keys(firefoxPrefs)) {
		v, err := json.Marshal(firefoxPrefs[name])
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&userJS, "user_pref(%q, %s);\n", name, v)
	}
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(userJS.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "--remote-debugging-port=0", "--profile", profile, "--no-remote", "--new-instance", "about:blank")
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "MOZ_CRASHREPORTER_DISABLE=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // its content processes go with it
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", exe, err)
	}
	stopGroup(t, cmd)

	var output lockedBuffer
	address := make(chan string, 1)
	go func() {
		lines := bufio.NewScanner(stderr)
		for lines.Scan() {
			fmt.Fprintln(&output, lines.Text())
			if m := firefoxListening.FindStringSubmatch(lines.Text()); m != nil {
				address <- m[1] + "/session"
			}
		}
	}()
	var addr string
	select {
	case addr = <-address:
	case <-time.After(stepTimeout):
		t.Fatalf("Firefox did not start its WebDriver BiDi agent within %v:\n%s", stepTimeout, output.String())
	}

	console := &consoleLog{}
	s, err := dialBiDi(addr, func(method string, params json.RawMessage) {
		if method != "log.entryAdded" {
			return
		}
		var e struct {
			Level string `json:"level"`
			Text  string `json:"text"`
		}
		if json.Unmarshal(params, &e) == nil {
			console.add(e.Level, e.Text)
		}
	})
	if err != nil {
		t.Fatalf("Firefox at %s: %v", addr, err)
	}
	t.Cleanup(func() {
		console.report(t)
		s.End()
	})
	if err := s.Subscribe("log.entryAdded"); err != nil {
		t.Fatal(err)
	}
	if err := s.SetViewport(1000, 800); err != nil {
		t.Fatal(err)
	}
	return &firefoxPage{s, console}
}

// firefoxPage is Firefox's tab, whose console the test sees.
type firefoxPage struct {
	*bidiSession
	*consoleLog
}

// stopGroup ends a browser's process group, the browser and every process
// it started, when the test ends.
func stopGroup(t *testing.T, cmd *exec.Cmd) {
	t.Cleanup(func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
		done := make(chan struct{})
		go func() {
			cmd.Wait()
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
			<-done
		}
	})
}

// xDisplay returns the X display for a browser's window: the one the
// tests run under (xvfb-run sets DISPLAY), or else a virtual one of the
// test's own.
func xDisplay(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("DISPLAY"); d != "" {
		return d
	}
	return startXvfb(t, need(t, "Xvfb", "xvfb"))
}
