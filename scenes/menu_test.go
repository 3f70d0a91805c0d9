package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/foxgeese"
	"parlour/game/war"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/play"
	"parlour/scenes/ui"
)

// screens are the sizes the wording is checked at: a phone upright, a
// small phone, a tablet and a laptop.
var screens = [][2]float64{{390, 844}, {360, 740}, {768, 1024}, {1280, 800}}

// TestMenuBlurbsFit checks that every game's blurb fits its card whole,
// without "…", on every screen.
func TestMenuBlurbsFit(t *testing.T) {
	a := NewApp(Config{Store: platform.NewMemoryStore()})
	for _, size := range screens {
		c := &ui.Context{W: size[0], H: size[1], S: ui.ScaleFor(size[0], size[1], 1), DSF: 1}
		m := NewMenu(a)
		m.Layout(c)
		for i, e := range m.entries {
			_, body := m.cardParts(m.cards[i], c.S)
			f, lines, ok := cardBlurb(e.Game.Summary, body, c.S)
			if !ok {
				t.Errorf("%vx%v: the blurb of %s is cut: %q", size[0], size[1], e.Name, strings.Join(lines, " / "))
			}
			for _, ln := range lines {
				if w := ui.TextWidth(ln, f); w > body.W {
					t.Errorf("%vx%v: %s: %q is %.0f wide, in %.0f", size[0], size[1], e.Name, ln, w, body.W)
				}
			}
		}
	}
}

// TestMenuContinuePerGame checks that every game with a game in progress
// has its own Continue on the menu, which opens that game.
func TestMenuContinuePerGame(t *testing.T) {
	h := newHarness(t, vsAI)
	geese, err := game.NewMatch(foxgeese.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	st := geese.State()
	if err := geese.Play(st.LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	fresh, err := game.NewMatch(war.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []*game.Match{fake.Match(t, "a2-b2"), geese, fresh} {
		if err := h.app.saves.SaveMatch(m, midend.DefaultSeats(len(m.Seats()))); err != nil {
			t.Fatal(err)
		}
	}
	m := NewMenu(h.app)
	m.Layout(h.c)
	targets := map[string]ui.Rect{}
	m.Targets(func(n string, r ui.Rect) { targets[n] = r })
	for _, want := range []string{"continue:harehounds", "continue:foxgeese"} {
		if targets[want].Empty() {
			t.Errorf("no target %s in %v", want, targets)
		}
	}
	if _, ok := targets["continue:war"]; ok {
		t.Error("a game saved before its first move has a Continue")
	}
	// The button counts moves as the move list numbers its lines: after
	// one side's first move the game is still at move 1.
	for i, e := range m.entries {
		if e.Game == foxgeese.Spec && (m.conts[i] == nil || m.conts[i].Label != "Continue, move 1") {
			t.Errorf("Fox and Geese's game after one move offers %+v, want Continue, move 1", m.conts[i])
		}
	}
	x, y := targets["continue:foxgeese"].Center()
	for _, f := range []ui.Frame{{X: x, Y: y, Down: true, Pressed: true}, {X: x, Y: y, Released: true}} {
		h.c.In = &f
		if err := m.Update(h.c); err != nil {
			t.Fatal(err)
		}
	}
	p, ok := h.app.next.(*play.Screen)
	if !ok || p.Session().Game() != foxgeese.Spec || p.Session().Match().Ply() != 1 {
		t.Fatalf("Continue went to %T, want Fox and Geese's game at move 2", h.app.next)
	}
	// The game continued is the one the next start opens, though The Game
	// of War was saved after it.
	if last, _, ok := h.app.saves.LoadLast(); !ok {
		t.Error("after Continue the next start opens no game, want Fox and Geese")
	} else if last.Game() != foxgeese.Spec {
		t.Errorf("after Continue the next start opens %s, want Fox and Geese", last.Game().Name)
	}
}

// maxMenuHeapGrowth bounds how much the Go heap may grow while the menu
// draws its cards' boards for the first time, wide and then narrow. The
// figure that matters is the heap the runtime holds (HeapSys): a web
// page's wasm memory grows with it and never shrinks. It grew by hundreds
// of MiB when circles were filled through Path.Arc and several boards could
// be painted in one frame, and by a few tens since arcs are made of a few
// quadratic curves (ui.ArcPath) and the menu paints one new board a drawn
// frame (docs/measurements.md; the test logs the figure).
const maxMenuHeapGrowth = 60 << 20

// menuMemory is what the child process of TestMenuDrawingMemory reports.
type menuMemory struct {
	Frames      int
	HeapSys0    uint64 // before the first frame is drawn
	HeapSysMax  uint64 // the most seen after any frame
	HeapInuse   uint64 // after the last frame
	FirstDraw   time.Duration
	SlowestDraw time.Duration
}

// menuLoop runs the app on its menu in a real game loop: the command
// queue is flushed at the end of every frame, as in the browser, which a
// test drawing offscreen without RunGame does not show.
type menuLoop struct {
	app   *App
	sizes [][2]int // window sizes, one after another
	per   int      // frames at each size
	rep   menuMemory
}

var errMenuDone = errors.New("menu drawn")

func (l *menuLoop) Update() error {
	if l.rep.Frames >= l.per*len(l.sizes) {
		return errMenuDone
	}
	if l.rep.Frames%l.per == 0 {
		sz := l.sizes[l.rep.Frames/l.per]
		ebiten.SetWindowSize(sz[0], sz[1])
	}
	if l.rep.HeapSys0 == 0 {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		l.rep.HeapSys0 = ms.HeapSys
	}
	return l.app.Update()
}

func (l *menuLoop) Draw(screen *ebiten.Image) {
	t := time.Now()
	l.app.Draw(screen)
	d := time.Since(t)
	if l.rep.Frames == 0 {
		l.rep.FirstDraw = d
	}
	l.rep.SlowestDraw = max(l.rep.SlowestDraw, d)
	l.rep.Frames++
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	l.rep.HeapSysMax = max(l.rep.HeapSysMax, ms.HeapSys)
	l.rep.HeapInuse = ms.HeapInuse
}

func (l *menuLoop) Layout(w, h int) (int, int) { return l.app.Layout(w, h) }

const menuMemoryChild = "PARLOUR_MENU_MEMORY_CHILD"

// TestMenuDrawingMemory opens the menu in a window (it needs a display:
// run it under xvfb-run), at 1280×800 and then at 390×844, long enough
// for every card's board to be drawn, and fails if the Go heap grew by
// more than maxMenuHeapGrowth. The game loop runs in a child process of
// its own, with a fresh heap, as RunGame may run once per process.
func TestMenuDrawingMemory(t *testing.T) {
	if os.Getenv(menuMemoryChild) != "" {
		l := &menuLoop{app: NewApp(Config{}), sizes: [][2]int{{1280, 800}, {390, 844}}, per: 15}
		if err := ebiten.RunGame(l); err != nil && !errors.Is(err, errMenuDone) {
			t.Fatalf("the game loop: %v", err)
		}
		out, err := json.Marshal(l.rep)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("menu-memory %s\n", out)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestMenuDrawingMemory$", "-test.count=1")
	cmd.Env = append(os.Environ(), menuMemoryChild+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the menu in a window (is there a display? run under xvfb-run): %v\n%s", err, out)
	}
	var rep menuMemory
	found := false
	for _, line := range strings.Split(string(out), "\n") {
		if js, ok := strings.CutPrefix(line, "menu-memory "); ok {
			if err := json.Unmarshal([]byte(js), &rep); err != nil {
				t.Fatalf("the child's report %q: %v", js, err)
			}
			found = true
		}
	}
	if !found {
		t.Fatalf("the child reported nothing:\n%s", out)
	}
	mb := func(n uint64) float64 { return float64(n) / (1 << 20) }
	grew := rep.HeapSysMax - min(rep.HeapSys0, rep.HeapSysMax)
	t.Logf("%d frames: heap held %.1f MiB before drawing, at most %.1f MiB after (grew %.1f MiB), %.1f MiB in use at the end; first frame drawn in %v, slowest in %v",
		rep.Frames, mb(rep.HeapSys0), mb(rep.HeapSysMax), mb(grew), mb(rep.HeapInuse), rep.FirstDraw.Round(time.Millisecond), rep.SlowestDraw.Round(time.Millisecond))
	if grew > maxMenuHeapGrowth {
		t.Errorf("drawing the menu grew the heap by %.1f MiB, want at most %.0f MiB", mb(grew), mb(maxMenuHeapGrowth))
	}
}

// TestMenuWaitsForItsBoards checks that the menu keeps the App's frames
// coming while its cards' boards are still to come, one a drawn frame,
// and lets it rest once they all have: at rest a frame comes once a
// second, and the boards stood blank for seconds.
func TestMenuWaitsForItsBoards(t *testing.T) {
	h := newHarness(t, vsAI)
	m := NewMenu(h.app)
	m.Layout(h.c)
	h.c.In = &ui.Frame{}
	w, ok := any(m).(waiter)
	if !ok || !w.Waiting() {
		t.Fatal("the menu does not wait for its boards: the App may rest before they are drawn")
	}
	for range 2 * len(m.entries) {
		m.drawn = true // as Draw leaves it
		if err := m.Update(h.c); err != nil {
			t.Fatal(err)
		}
	}
	if m.shown != len(m.entries) || w.Waiting() {
		t.Errorf("%d of %d boards shown, waiting %v: want all, and rest", m.shown, len(m.entries), w.Waiting())
	}
}
