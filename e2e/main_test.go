package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"parlour/wasm/site"
)

// workDir holds what the tests build once and share: the site and the
// desktop binary.
var workDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "parlour-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	workDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

var (
	siteOnce sync.Once
	siteDir  string
	siteErr  error
)

// buildDirEnv names a directory to build the web app into and keep between
// runs: a rebuild there compresses again only the files that changed.
const buildDirEnv = "PARLOUR_E2E_BUILD"

// builtSite builds the whole web app once for all tests and returns its
// directory. Its compressed copies are written at quick levels
// (site.Quick): the tests need copies, served as a release serves them,
// but not the smallest ones, which cost minutes of brotli.
func builtSite(t *testing.T) string {
	t.Helper()
	siteOnce.Do(func() {
		siteDir = filepath.Join(workDir, "site")
		if dir := os.Getenv(buildDirEnv); dir != "" {
			siteDir = filepath.Join(dir, "site")
		}
		siteErr = site.BuildWith(siteDir, site.Files, site.Quick)
	})
	if siteErr != nil {
		t.Fatalf("build the web app: %v", siteErr)
	}
	return siteDir
}

// need fails the test, naming the Debian package to install, when a
// command is missing. Missing tools fail rather than skip, so a machine
// without them cannot pass by running less.
func need(t *testing.T, command, pkg string) string {
	t.Helper()
	p, err := exec.LookPath(command)
	if err != nil {
		t.Fatalf("%s is missing: install it with `apt-get install -y %s` (or run .ci/run, which installs it)", command, pkg)
	}
	return p
}
