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
	"parlour/game/catalog"
	"parlour/game/foxgeese"
	"parlour/game/harehounds"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/menu"
	"parlour/scenes/options"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/setup"
	"parlour/scenes/ui"
)

// The screens through the App: what the menu and the options ask of it,
// followed into the screens it opens (each screen's own tests run under
// a fake host).

// tapTarget presses and releases the pointer on screen sc's hit target
// name, in the context c.
func tapTarget(t *testing.T, sc ui.Scene, c *ui.Context, name string) {
	t.Helper()
	var at ui.Rect
	sc.Targets(func(n string, r ui.Rect) {
		if n == name {
			at = r
		}
	})
	if at.Empty() {
		t.Fatalf("no target %s on the %s screen", name, sc.Name())
	}
	x, y := at.Center()
	for _, f := range []ui.Frame{{X: x, Y: y, Down: true, Pressed: true}, {X: x, Y: y, Released: true}} {
		c.In = &f
		if err := sc.Update(c); err != nil {
			t.Fatal(err)
		}
	}
}

// TestMenuContinue goes back into a game in progress by its Continue on
// the menu (the menu's TestMenuContinuePerGame checks that every game in
// progress has its own): the play screen opens on that game, and the
// next start opens it too, though another game was saved after it.
func TestMenuContinue(t *testing.T) {
	h := newHarness(t, vsAI)
	sv := h.app.s.store.saves
	geese, err := game.NewMatch(foxgeese.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := geese.Play(geese.State().LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if err := sv.SaveMatch(geese, midend.DefaultSeats(2)); err != nil {
		t.Fatal(err)
	}
	if err := sv.SaveMatch(fake.Match(t, "a2-b2"), vsAI); err != nil {
		t.Fatal(err)
	}
	m := menu.New(h.app.s)
	m.Layout(h.c)
	tapTarget(t, m, h.c, "continue:foxgeese")
	p, ok := h.app.next.(*play.Screen)
	if !ok || p.Session().Game() != foxgeese.Spec || p.Session().Match().Ply() != 1 {
		t.Fatalf("Continue went to %T, want Fox and Geese's game at move 2", h.app.next)
	}
	// The game continued is the one the next start opens, though Hare and
	// Hounds' was saved after it.
	if last, _, ok := h.app.s.store.saves.LoadLast(); !ok {
		t.Error("after Continue the next start opens no game, want Fox and Geese")
	} else if last.Game() != foxgeese.Spec {
		t.Errorf("after Continue the next start opens %s, want Fox and Geese", last.Game().Name)
	}
}

// TestOptionsStartAsksFirst checks the Options screen's Start game with a
// game of the same game in progress: it asks first, New game starts the
// new game with the seats chosen, and Undo brings the old game back with
// its own seats.
func TestOptionsStartAsksFirst(t *testing.T) {
	easy := midend.SeatChoices[1]
	h := newHarness(t, []saves.Seat{saves.Human, easy}, "a2-b2", "e2-d1")
	h.p.Session().Save()
	o := options.New(h.app.s, harehounds.Spec)
	o.Layout(h.c)
	cont := false
	o.Targets(func(n string, r ui.Rect) { cont = cont || n == "button:Continue game" && !r.Empty() })
	if !cont {
		t.Fatal("the Options screen sees no game in progress")
	}
	tapTarget(t, o, h.c, "seat:Hounds=human")
	tapTarget(t, o, h.c, "seat:Hare=human")
	tapTarget(t, o, h.c, "button:Start game")
	d := h.app.layers.Dialog()
	if d == nil {
		t.Fatal("Start game put the game in progress away without asking")
	}
	want := "Your game of Hare and Hounds (2 moves played) will be put away. Undo brings it back"
	if d.Title != "Start a new game?" || !strings.HasPrefix(d.Text, want) {
		t.Errorf("dialog %q: %q, want %q", d.Title, d.Text, want)
	}
	if h.app.next != nil {
		t.Fatalf("the new game started before the answer: %T", h.app.next)
	}
	h.pressDialog("New game")
	p, ok := h.app.next.(*play.Screen)
	if !ok {
		t.Fatalf("New game went to %T", h.app.next)
	}
	h.p = p
	p.Layout(h.c)
	h.wantMoves()
	if p.Session().Seat(1) != saves.Human {
		t.Errorf("the new game's Hare is %+v, want the seat chosen", p.Session().Seat(1))
	}
	h.key(ui.KeyUndo)
	h.wantMoves("a2-b2", "e2-d1")
	if p.Session().Seat(0) != saves.Human || p.Session().Seat(1) != easy {
		t.Errorf("Undo brought the game back with seats %+v, %+v, want %+v, %+v", p.Session().Seat(0), p.Session().Seat(1), saves.Human, easy)
	}
}

// TestOpenSetup opens the set-up board of every game that has one, as the
// options screen asks for it (options' TestOptionsOpenSetupByKeyboard):
// the App goes to the board, on the options given, which says what it is
// for.
func TestOpenSetup(t *testing.T) {
	for _, e := range catalog.Entries() {
		if e.Game.Setup == nil {
			continue
		}
		var heard []string
		a := NewApp(Config{Store: platform.NewMemoryStore(), Thinker: &fake.Thinker{}, Announce: func(s string) { heard = append(heard, s) }})
		opts, seats := a.s.Settings().For(e.Game)
		back := options.New(a.s, e.Game)
		a.s.OpenSetup(e.Game, opts, seats, nil, back)
		b, ok := a.next.(*setup.Board)
		if !ok {
			t.Fatalf("%s: the set-up board asked for went to %T", e.ID, a.next)
		}
		if len(heard) == 0 || heard[len(heard)-1] != b.Intro() || !strings.HasPrefix(b.Intro(), "Set-up board for "+e.Game.Name+".") {
			t.Errorf("%s: heard %q on opening the set-up board", e.ID, heard)
		}
		hs := b.Hook().(setup.HookState)
		want, _, err := e.Game.Start(opts)
		if err != nil {
			t.Fatal(err)
		}
		if hs.Position != want.String() {
			t.Errorf("%s: the set-up board opens on %q, want the start of the options given %q", e.ID, hs.Position, want.String())
		}
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
