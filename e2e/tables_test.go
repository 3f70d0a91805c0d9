package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlour/tablefile"
)

// tableReport is one of the engine worker's reports of loading a table,
// as window.parlourEngine.tables lists them.
type tableReport struct {
	Name     string  `json:"name"`
	GetMs    float64 `json:"getMs"`
	VerifyMs float64 `json:"verifyMs"`
	DecodeMs float64 `json:"decodeMs"`
	Error    string  `json:"error"`
}

// hareAnalysis is what the analysis panel shows of the computer's move
// in Catch the Hare.
type hareAnalysis struct {
	Moves   []string
	Nodes   int64
	Verdict string
	Note    string
}

// bookName is the file of Catch the Hare's opening book.
const bookName = "catchhare-book.bin"

// TestBrowserTables checks that the games' tables are files of the site
// that the engine fetches when a game needs them: engine.wasm does not
// carry them, nothing fetches them before the first frame, Catch the
// Hare's strongest level plays by the book online and, once the service
// worker has kept the book, offline after a reload; and a damaged or
// missing book is said in the analysis panel while the computer still
// moves, by a search.
func TestBrowserTables(t *testing.T) {
	t.Parallel()
	dir := copySite(t, builtSite(t))
	checkEngineLeavesOutTables(t, dir)

	srv := newSiteServer(t, dir)
	b := newBrowser(t)
	watch := watchPage(t, b, srv.URL)
	seedHare(b)

	// First visit: the book comes after the first frame, when the
	// computer's first move needs it.
	b.open(srv.URL + "/")
	frameAt := eval[float64](b, `performance.timeOrigin + window.parlourFirstFrame`)
	first := waitBookMove(t, b, "the computer's first move by the book, online")
	t.Logf("online: %q, %s", first.Moves, first.Verdict)
	v := precache(t, dir)
	checkCached(t, v, waitCached(t, b, v))
	hits := srv.take()
	firstFrame := time.UnixMilli(int64(frameAt))
	var before, book int64
	for _, h := range hits {
		name := strings.TrimPrefix(h.Path, "/")
		if !isTable(name) {
			if h.At.Before(firstFrame) {
				before += h.Bytes
			}
			continue
		}
		if h.At.Before(firstFrame) {
			t.Errorf("%s was requested %v before the first frame", name, firstFrame.Sub(h.At))
		}
		if name == bookName {
			book++
		}
	}
	if book == 0 {
		t.Errorf("the server never sent %s, yet the computer played by the book", bookName)
	}
	t.Logf("bytes before the first frame: %d", before)
	logBytes(t, "first visit, tables included", hits)
	logTableReports(t, b, "online")

	// Offline: a reload plays by the book from the service worker's cache.
	srv.offline.Store(true)
	setOffline(t, b, true)
	b.open(srv.URL + "/")
	offline := waitBookMove(t, b, "the computer's first move by the book, offline")
	t.Logf("offline: %q, %s", offline.Moves, offline.Verdict)
	logTableReports(t, b, "offline")

	// Peg Solitaire's solver finds its live table offline too. The player
	// is to move, so the analysis of the start stays on the panel; were the
	// computer playing, a busy machine could play each jump in the frame
	// its analysis arrives, and the panel would never show it current.
	seed(b, `{"format":"parlour-match","version":1,"game":"solitaire","moves":[],"made":0,"seats":["human"]}`)
	b.open(srv.URL + "/")
	solved := b.waitState("the analysis of Peg Solitaire's start, offline", func(s appState) bool {
		return s.Game == "solitaire" && s.Analysis != nil && s.Analysis.Verdict != ""
	})
	if note := panelNote(b); !strings.HasPrefix(solved.Analysis.Verdict, "Solvable") || note != "" {
		t.Errorf("Peg Solitaire offline: verdict %q, note %q; want solvable, no note", solved.Analysis.Verdict, note)
	}
	logTableReports(t, b, "offline, Peg Solitaire")
	for _, h := range srv.take() {
		if h.Offline && h.Path != "/sw.js" {
			t.Errorf("offline, %s reached the server", h.Path)
		}
	}
	srv.offline.Store(false)
	setOffline(t, b, false)
	watch.check(t)

	// A site whose book is damaged, then missing, in a new browser: the
	// panel says so and the computer searches.
	bad := copySite(t, builtSite(t))
	path := filepath.Join(bad, bookName)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 0xff
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	srv2 := newSiteServer(t, bad)
	b2 := newBrowser(t)
	seedHare(b2)
	b2.open(srv2.URL + "/")
	damaged := waitSearchedMove(t, b2, "Opening book damaged: searching instead")
	t.Logf("damaged book: %q after %d nodes, note %q", damaged.Moves, damaged.Nodes, damaged.Note)
	saveShot(t, b2, "tables-damaged-book.png")
	// The damaged book does not stop the service worker's install.
	pollEval(t, b2, startTimeout, "the service worker to be active beside a damaged book", `(async () => {
		const reg = await navigator.serviceWorker.getRegistration();
		return !!(reg && reg.active && reg.active.state === "activated");
	})()`)

	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	b2.open(srv2.URL + "/")
	missing := waitSearchedMove(t, b2, "Opening book not available: searching instead")
	t.Logf("missing book: %q after %d nodes, note %q", missing.Moves, missing.Nodes, missing.Note)
}

// checkEngineLeavesOutTables checks that engine.wasm carries none of the
// tables' bytes, and logs its size.
func checkEngineLeavesOutTables(t *testing.T, dir string) {
	t.Helper()
	engine, err := os.ReadFile(filepath.Join(dir, "engine.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	gz, err := os.Stat(filepath.Join(dir, "engine.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("engine.wasm: %d bytes, %d gzip", len(engine), gz.Size())
	for _, tb := range tablefile.All() {
		data, err := os.ReadFile(filepath.Join(dir, tb.Name))
		if err != nil {
			t.Fatalf("the site lacks the table %s: %v", tb.Name, err)
		}
		if err := tb.Check(data); err != nil {
			t.Error(err)
		}
		if tb.OnDemand {
			// A language's catalog quotes the code's English texts as
			// its keys: what the engine must not carry is a translation.
			var cat struct{ Messages map[string]json.RawMessage }
			if err := json.Unmarshal(data, &cat); err != nil {
				t.Fatalf("%s: %v", tb.Name, err)
			}
			longest := ""
			for _, v := range cat.Messages {
				var s string
				if json.Unmarshal(v, &s) == nil && len(s) > len(longest) {
					longest = s
				}
			}
			if bytes.Contains(engine, []byte(longest)) {
				t.Errorf("engine.wasm carries %s (its text %q)", tb.Name, longest)
			}
			continue
		}
		// Two stretches of the compressed body: not in a file by chance.
		for _, at := range []int{len(data) / 3, 2 * len(data) / 3} {
			if bytes.Contains(engine, data[at:at+64]) {
				t.Errorf("engine.wasm carries %s (its bytes at %d)", tb.Name, at)
			}
		}
	}
}

// isTable reports whether name is a table's file.
func isTable(name string) bool {
	for _, tb := range tablefile.All() {
		if tb.Name == name {
			return true
		}
	}
	return false
}

// seedHare makes every page the browser opens from now on start a new
// game of Catch the Hare at its default rules, the computer's strongest
// level playing the hunters (who move first) against a person, with the
// analysis panel open.
func seedHare(b *browser) {
	b.t.Helper()
	seed(b, `{"format":"parlour-match","version":1,"game":"catchhare","moves":[],"made":0,"seats":["perfect","human"]}`)
}

// seed makes every page the browser opens from now on start the saved
// match, with the analysis panel open; it overrides an earlier seed.
func seed(b *browser, match string) {
	b.t.Helper()
	settings := `{"version":1,"games":{},"analysis":true}`
	b.beforePage(fmt.Sprintf(`localStorage.setItem("parlour.match", %q); localStorage.setItem("parlour.settings", %q);`, match, settings))
}

// analysisOf reads the computer's first move and the analysis panel.
func analysisOf(s appState, note string) hareAnalysis {
	a := hareAnalysis{Moves: s.Moves, Note: note}
	if s.Analysis != nil {
		a.Nodes, a.Verdict = s.Analysis.Nodes, s.Analysis.Verdict
	}
	return a
}

// panelNote returns the note of the analysis panel, which appState leaves
// out.
func panelNote(b *browser) string {
	return eval[string](b, `(JSON.parse(window.parlour.state()).analysis || {}).note || ""`)
}

// waitBookMove waits for the computer's first move, played from the book:
// a verdict found with no search, and no note.
func waitBookMove(t *testing.T, b *browser, what string) hareAnalysis {
	t.Helper()
	s := b.waitState(what, func(s appState) bool {
		return s.Game == "catchhare" && len(s.Moves) >= 1 && s.Analysis != nil && s.Analysis.Verdict != ""
	})
	a := analysisOf(s, panelNote(b))
	if !strings.HasPrefix(a.Verdict, "Hunters win in ") || a.Nodes != 0 || a.Note != "" {
		t.Errorf("%s: verdict %q after %d nodes, note %q; want the book's win at once", what, a.Verdict, a.Nodes, a.Note)
	}
	return a
}

// waitSearchedMove waits for the analysis panel to give the note, with
// the analysis of a search (the computer's move, or the analysis of the
// person's turn after it, whichever the page shows when it is looked
// at), and for the computer's first move.
func waitSearchedMove(t *testing.T, b *browser, note string) hareAnalysis {
	t.Helper()
	text := waitFor[string](b, startTimeout, "the note "+note+" in the analysis panel", fmt.Sprintf(
		`(() => { const a = JSON.parse(window.parlour.state()).analysis; return a && a.note === %q ? JSON.stringify(a) : ""; })()`, note))
	var shown struct {
		Nodes   int64  `json:"nodes"`
		Verdict string `json:"verdict"`
		Note    string `json:"note"`
	}
	if err := json.Unmarshal([]byte(text), &shown); err != nil {
		t.Fatalf("the analysis %s: %v", text, err)
	}
	if shown.Nodes == 0 || shown.Verdict != "" {
		t.Errorf("without the book: %d nodes, verdict %q; want a search", shown.Nodes, shown.Verdict)
	}
	s := b.waitState("the computer's first move, by a search", func(s appState) bool {
		return s.Game == "catchhare" && len(s.Moves) >= 1
	})
	return hareAnalysis{Moves: s.Moves, Nodes: shown.Nodes, Verdict: shown.Verdict, Note: shown.Note}
}

// logTableReports logs how long the engine worker took to fetch, verify
// and decode each table, and fails on a report with an error.
func logTableReports(t *testing.T, b *browser, when string) {
	t.Helper()
	reports := eval[[]tableReport](b, `(window.parlourEngine && window.parlourEngine.tables) || []`)
	for _, r := range reports {
		if r.Error != "" {
			t.Errorf("%s: %s: %s", when, r.Name, r.Error)
		}
		t.Logf("%s: %s fetched in %.0f ms, verified in %.0f ms, decoded in %.0f ms", when, r.Name, r.GetMs, r.VerifyMs, r.DecodeMs)
	}
	if len(reports) == 0 {
		t.Errorf("%s: the engine worker reported no table", when)
	}
}
