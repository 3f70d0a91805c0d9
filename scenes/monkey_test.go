package scenes

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/record"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/menu"
	"parlour/scenes/play"
	"parlour/scenes/rules"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// The monkey plays the play screen headless with random input: taps on
// the board (moves, tries, drags), the screen's shortcuts, its buttons
// and the dialogs they open, taps anywhere, links and records opened,
// the screen turned, and the computer answering in its own time. Its
// runs are fixed (master seed 1); -seed=N, or PARLOUR_MONKEY_SEED=N,
// explores others. A failure names the run and lists its input; the run
// alone goes again with
//
//	xvfb-run -a go test ./scenes -run 'TestMonkey/<run>$' [-seed=N]

var monkeySeed = flag.Uint64("seed", 0, "TestMonkey: explore the random input of this master seed instead of the fixed one")

// monkeySeedEnv names the environment variable that does what -seed does.
const monkeySeedEnv = "PARLOUR_MONKEY_SEED"

// monkeySizes are the screens the monkey plays on: wide, and a phone
// held upright.
var monkeySizes = [][2]float64{{1100, 760}, {390, 844}}

// monkeyRun is one run of the monkey: a game, or one of its recorded
// games replayed, on a screen of a size, with the seed of its input.
type monkeyRun struct {
	g     *game.Game
	demo  int // the recorded game replayed; -1 for a game played
	size  [2]float64
	seed  uint64
	steps int
}

func (r monkeyRun) name() string {
	if r.demo >= 0 {
		return fmt.Sprintf("%s/demo%d/%vx%v/%d", r.g.ID, r.demo, r.size[0], r.size[1], r.seed)
	}
	return fmt.Sprintf("%s/%vx%v/%d", r.g.ID, r.size[0], r.size[1], r.seed)
}

// monkeyPlan returns the runs of a master seed: every game of the catalog
// and each of its recorded games, on each screen.
func monkeyPlan(master uint64, short bool) []monkeyRun {
	steps := 500
	if short {
		steps = 80
	}
	rng := rand.New(rand.NewPCG(master, 0x6d6f6e6b))
	var out []monkeyRun
	for _, e := range catalog.Entries() {
		for demo := -1; demo < len(e.Game.Demos); demo++ {
			for _, size := range monkeySizes {
				r := monkeyRun{g: e.Game, demo: demo, size: size, seed: rng.Uint64() % 1_000_000_000, steps: steps}
				if demo >= 0 {
					r.steps = steps / 4 // the monkey soon leaves a replay for a game
				}
				out = append(out, r)
			}
		}
	}
	return out
}

// monkeyFound are runs of other master seeds that found a bug, now
// fixed: they run with the plan of seed 1 for ever.
var monkeyFound = []struct {
	master uint64
	name   string
	bug    string
}{
	{9, "harehounds/390x844/306672148", "the play screen panicked drawing the status strip of a review on a short wide screen " +
		"(844x390, a phone turned sideways): Play from here left the turn line a negative width, and wrapping to it indexed an empty string"},
}

// TestMonkey guards the play screen of every game under random input: no
// frame panics or fails, the saved game always loads back to the match
// the screen shows with its seats (a recorded game replayed saves
// nothing), the board is the match's moves replayed, and Hint is not
// offered in a finished game.
func TestMonkey(t *testing.T) {
	// Share's exports and the records Import lists live in the home
	// folder: a temporary one here.
	t.Setenv("HOME", t.TempDir())
	master := uint64(1)
	if *monkeySeed != 0 {
		master = *monkeySeed
	} else if v := os.Getenv(monkeySeedEnv); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("%s=%q: %v", monkeySeedEnv, v, err)
		}
		master = n
	}
	for _, r := range monkeyPlan(master, testing.Short()) {
		t.Run(r.name(), func(t *testing.T) {
			newMonkey(t, r, master).run(r.steps)
		})
	}
	if master != 1 {
		return
	}
	for _, kb := range monkeyFound {
		plan := monkeyPlan(kb.master, false)
		i := slices.IndexFunc(plan, func(r monkeyRun) bool { return r.name() == kb.name })
		if i < 0 {
			t.Errorf("the plan of master seed %d has no run %s", kb.master, kb.name)
			continue
		}
		t.Run(fmt.Sprintf("seed%d/%s", kb.master, kb.name), func(t *testing.T) {
			t.Log("once found: ", kb.bug)
			newMonkey(t, plan[i], kb.master).run(plan[i].steps)
		})
	}
}

// monkey is one run: the app with a memory store and an engine that
// answers, the screen shown, and the input given so far.
type monkey struct {
	t      *testing.T
	g      *game.Game
	rng    *rand.Rand
	app    *App
	store  *platform.MemoryStore
	ai     *monkeyThinker
	size   [2]float64
	master uint64
	name   string
	input  []string
	// demoSave is the saved game when a recorded game was opened: a
	// replay must leave it alone.
	demoSave []byte
	canvas   *ebiten.Image
}

func newMonkey(t *testing.T, r monkeyRun, master uint64) *monkey {
	g, demo, seed := r.g, r.demo, r.seed
	k := &monkey{t: t, g: g, rng: rand.New(rand.NewPCG(seed, 0x6b6579)), store: platform.NewMemoryStore(),
		size: r.size, master: master, name: r.name()}
	k.ai = &monkeyThinker{rng: rand.New(rand.NewPCG(seed, 0x6169))}
	k.app = NewApp(Config{Store: k.store, Thinker: k.ai})
	k.app.ctx = ui.Context{W: r.size[0], H: r.size[1], S: 1, DSF: 1, Dt: 1.0 / 60}
	if demo >= 0 {
		p, err := k.app.s.sessions.demo(g, g.Demos[demo])
		if err != nil {
			t.Fatal(err)
		}
		k.input = append(k.input, fmt.Sprintf("demo %q", g.Demos[demo].Name))
		k.show(p)
		return k
	}
	m, err := game.NewMatch(g, nil)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]saves.Seat, len(m.Seats()))
	mode := k.rng.IntN(3)
	for i := range seats {
		if mode == 1 || mode == 2 && k.rng.IntN(2) == 0 {
			seats[i] = saves.Seat{AI: true, Level: engine.Levels[k.rng.IntN(len(engine.Levels))]}
		}
	}
	k.input = append(k.input, fmt.Sprintf("play, seats %v", midend.SeatStrings(seats)))
	p := k.app.s.sessions.screen(m, seats)
	p.Session().Save() // as the app does when it starts a game
	k.show(p)
	return k
}

// show makes p the screen shown.
func (k *monkey) show(p *play.Screen) {
	a := k.app
	a.cur = p
	p.Layout(&a.ctx)
	if _, ok := p.Session().Replaying(); ok {
		k.demoSave, _ = k.store.Get(saves.MatchKey(k.g.ID))
	}
}

// play returns the screen shown.
func (k *monkey) play() *play.Screen {
	p, ok := k.app.cur.(*play.Screen)
	if !ok {
		k.fail("the screen shown is %T, not the play screen", k.app.cur)
	}
	return p
}

// fail reports a failure with the input that led to it.
func (k *monkey) fail(format string, args ...any) {
	k.t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "%s\nrun %s, master seed %d: run it again with\n\txvfb-run -a go test ./scenes -run 'TestMonkey/%s$' -seed=%d\ninput:\n",
		fmt.Sprintf(format, args...), k.name, k.master, k.name, k.master)
	for i, in := range k.input {
		fmt.Fprintf(&b, "%4d. %s\n", i+1, in)
	}
	k.t.Fatal(b.String())
}

// run gives n random inputs, checking the screen after each.
func (k *monkey) run(n int) {
	defer func() {
		if r := recover(); r != nil {
			k.fail("panic: %v\n%s", r, debug.Stack())
		}
	}()
	defer func() {
		if p, ok := k.app.cur.(*play.Screen); ok {
			p.Leave()
		}
		if k.canvas != nil {
			k.canvas.Deallocate()
		}
	}()
	for i := range n {
		k.step()
		k.check()
		if i%6 == 0 {
			k.draw()
		}
	}
}

// frame runs one frame of the app with input f, as App.Update does after
// reading it: the dialog open takes the input, else the notices may, and
// the screen runs; a change of screen is made at once.
func (k *monkey) frame(f ui.Frame) {
	a := k.app
	a.ctx.Time += a.ctx.Dt
	a.ctx.In = &f
	a.layers.Update(&a.ctx, a.cur, a.next)
	if err := a.cur.Update(&a.ctx); err != nil {
		k.fail("Update: %v", err)
	}
	k.follow()
}

// follow makes the change of screen the frame asked for. The rules come
// back to the game; the menu comes back to the game saved, as its card
// does; a link or record opened shows its game.
func (k *monkey) follow() {
	a := k.app
	next := a.next
	if next == nil {
		return
	}
	a.next, a.fading, a.fade = nil, 0, 0
	if l, ok := a.cur.(leaver); ok && a.cur != next {
		l.Leave()
	}
	switch s := next.(type) {
	case *play.Screen:
		k.input[len(k.input)-1] += ", then the game opened"
		k.show(s)
	case *rules.Screen:
		k.input[len(k.input)-1] += ", then the rules and back"
		a.cur.Layout(&a.ctx)
	case *menu.Screen:
		k.input[len(k.input)-1] += ", then the menu and the game again"
		m, seats, ok := a.s.store.saves.LoadMatch(k.g)
		if !ok {
			p := a.s.sessions.start(k.g)
			if p == nil {
				k.fail("no new game after the menu")
			}
			k.show(p)
			return
		}
		k.show(a.s.sessions.screen(m, seats))
	default:
		k.fail("the play screen went to %T", next)
	}
}

func (k *monkey) idle(n int) {
	for range n {
		k.frame(ui.Frame{})
	}
}

// tap presses and releases the pointer at (x,y).
func (k *monkey) tap(x, y float64) {
	k.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
	k.frame(ui.Frame{X: x, Y: y, Released: true})
}

// step gives one random input.
func (k *monkey) step() {
	a := k.app
	if d := a.layers.Dialog(); d != nil {
		k.dialogStep(d)
		return
	}
	p := k.play()
	st := p.Session().State()
	b := st.Board()
	if len(a.layers.Notices()) > 0 && k.rng.IntN(4) == 0 {
		k.input = append(k.input, "press \"Dismiss\"")
		k.tap(a.layers.DismissButton().Rect.Center())
		return
	}
	switch n := k.rng.IntN(100); {
	case n < 22:
		k.moveTaps(p)
	case n < 40:
		pt := k.rng.IntN(b.Len())
		k.input = append(k.input, "tap "+b.Point(pt).Name)
		x, y := p.Board().View().At(pt)
		k.tap(x, y)
	case n < 44:
		from, to := k.rng.IntN(b.Len()), k.rng.IntN(b.Len())
		k.input = append(k.input, "drag "+b.Point(from).Name+" to "+b.Point(to).Name)
		x0, y0 := p.Board().View().At(from)
		x1, y1 := p.Board().View().At(to)
		k.frame(ui.Frame{X: x0, Y: y0, Down: true, Pressed: true})
		for i := 1; i <= 4; i++ {
			f := float64(i) / 4
			k.frame(ui.Frame{X: x0 + f*(x1-x0), Y: y0 + f*(y1-y0), Down: true})
		}
		k.frame(ui.Frame{X: x1, Y: y1, Released: true})
	case n < 64:
		keys := []ui.Key{ui.KeyUndo, ui.KeyRedo, ui.KeyNew, ui.KeyHint, ui.KeyAnalysis, ui.KeyStop, ui.KeyValues, ui.KeyHome, ui.KeyEnd, ui.KeyLeft, ui.KeyRight,
			ui.KeyUp, ui.KeyDown, ui.KeyActivate, ui.KeyActivate, ui.KeyTab, ui.KeyBack, ui.KeyPageUp, ui.KeyPageDown}
		key := keys[k.rng.IntN(len(keys))]
		shift := key == ui.KeyTab && k.rng.IntN(2) == 0
		k.input = append(k.input, fmt.Sprintf("key %s (shift %v)", keyName(key), shift))
		k.frame(ui.Frame{Keys: []ui.Key{key}, Shift: shift})
	case n < 76:
		var names []string
		var rects []ui.Rect
		p.Targets(func(n string, r ui.Rect) {
			if strings.HasPrefix(n, "button:") {
				names, rects = append(names, strings.TrimPrefix(n, "button:")), append(rects, r)
			}
		})
		i := k.rng.IntN(len(names))
		k.input = append(k.input, fmt.Sprintf("press %q", names[i]))
		if rects[i].Empty() {
			return
		}
		k.tap(rects[i].Center())
	case n < 81:
		x, y := k.rng.Float64()*a.ctx.W, k.rng.Float64()*a.ctx.H
		if r := p.MoveList(); !r.Empty() && k.rng.IntN(2) == 0 {
			x, y = r.X+k.rng.Float64()*r.W, r.Y+k.rng.Float64()*r.H // the move list
		}
		k.input = append(k.input, fmt.Sprintf("tap at %.0f,%.0f", x, y))
		k.tap(x, y)
	case n < 83:
		k.input = append(k.input, "wheel")
		k.frame(ui.Frame{X: k.rng.Float64() * a.ctx.W, Y: k.rng.Float64() * a.ctx.H, WheelY: float64(k.rng.IntN(7) - 3)})
	case n < 85:
		k.open(p)
	case n < 86:
		k.size[0], k.size[1] = k.size[1], k.size[0]
		k.input = append(k.input, fmt.Sprintf("turn the screen to %vx%v", k.size[0], k.size[1]))
		a.ctx.W, a.ctx.H = k.size[0], k.size[1]
		p.Layout(&a.ctx)
		a.layers.Layout(&a.ctx, a.cur, a.next)
	default:
		n := 1 + k.rng.IntN(40)
		k.input = append(k.input, fmt.Sprintf("wait %d frames", n))
		k.idle(n)
	}
}

// keyName names a key for the input list.
func keyName(k ui.Key) string {
	names := map[ui.Key]string{ui.KeyUp: "Up", ui.KeyDown: "Down", ui.KeyLeft: "Left", ui.KeyRight: "Right", ui.KeyActivate: "Enter", ui.KeyBack: "Escape",
		ui.KeyTab: "Tab", ui.KeyUndo: "U", ui.KeyRedo: "R", ui.KeyNew: "N", ui.KeyHint: "H", ui.KeyPageUp: "PageUp", ui.KeyPageDown: "PageDown",
		ui.KeyHome: "Home", ui.KeyEnd: "End", ui.KeyAnalysis: "A", ui.KeyStop: "S", ui.KeyValues: "V"}
	return names[k]
}

// moveTaps taps the points of a legal move, as a player making it; a
// move with no path is the action button's.
func (k *monkey) moveTaps(p *play.Screen) {
	st := p.Session().State()
	moves := st.LegalMoves(nil)
	if len(moves) == 0 || !p.Board().Live() {
		k.input = append(k.input, "wait (no move to make)")
		k.idle(1 + k.rng.IntN(20))
		return
	}
	mv := moves[k.rng.IntN(len(moves))]
	path := st.MovePath(mv)
	k.input = append(k.input, "make "+st.MoveString(mv))
	if len(path) == 0 {
		k.frame(ui.Frame{Keys: []ui.Key{ui.KeyStop}})
		return
	}
	if _, ok := st.(game.Reserver); ok && len(path) == 1 && st.PieceAt(path[0]).Empty() && !p.Board().Armed() {
		p.Board().ToggleArm() // a placement starts from the reserve
	}
	ply := p.Session().Match().Ply()
	for _, pt := range path {
		k.tap(p.Board().View().At(pt))
		if p.Session().Match().Ply() != ply {
			return
		}
	}
	k.tap(p.Board().View().At(path[len(path)-1])) // stop a chain there
}

// dialogStep answers the dialog open: mostly a button, sometimes a key
// or a tap anywhere.
func (k *monkey) dialogStep(d *ui.Dialog) {
	a := k.app
	d.Layout(&a.ctx)
	switch n := k.rng.IntN(10); {
	case n < 7:
		bt := d.Buttons[k.rng.IntN(len(d.Buttons))]
		if bt.Label == "Save to a file" && k.rng.IntN(3) > 0 {
			bt = d.Buttons[len(d.Buttons)-1] // a file now and then is enough
		}
		k.input = append(k.input, fmt.Sprintf("dialog %q: press %q", d.Title, bt.Label))
		k.tap(bt.Rect.Center())
	case n < 9:
		key := []ui.Key{ui.KeyBack, ui.KeyActivate, ui.KeyTab, ui.KeyRight}[k.rng.IntN(4)]
		k.input = append(k.input, fmt.Sprintf("dialog %q: key %s", d.Title, keyName(key)))
		k.frame(ui.Frame{Keys: []ui.Key{key}})
	default:
		x, y := k.rng.Float64()*a.ctx.W, k.rng.Float64()*a.ctx.H
		k.input = append(k.input, fmt.Sprintf("dialog %q: tap at %.0f,%.0f", d.Title, x, y))
		k.tap(x, y)
	}
}

// open opens a link or a record, as one followed or dropped on the
// window: the game shown, from a position of it, or damaged.
func (k *monkey) open(p *play.Screen) {
	m := p.Session().Match()
	r := record.Of(m)
	if from := k.rng.IntN(m.Ply() + 1); k.rng.IntN(2) == 0 {
		at, err := game.NewMatchFrom(m.Game(), m.Options(), m.Snapshot().Start)
		if err != nil {
			k.fail("the match's start: %v", err)
		}
		for _, mv := range r.Moves[:from] {
			if err := at.PlayString(mv); err != nil {
				k.fail("the match's moves: %v", err)
			}
		}
		r.Start, r.Moves = at.State().String(), r.Moves[from:]
	}
	text := "#" + r.Fragment()
	if k.rng.IntN(2) == 0 {
		var err error
		if text, err = r.Text(); err != nil {
			k.fail("the record of the game shown: %v", err)
		}
	}
	if k.rng.IntN(3) == 0 {
		i := k.rng.IntN(len(text) + 1)
		text = text[:i] + []string{"", "zz", "\n", "%", "&moves=a1"}[k.rng.IntN(5)]
	}
	k.input = append(k.input, fmt.Sprintf("open %q", text))
	k.app.s.share.open(text, false)
	k.follow()
}

// check checks the screen shown: the board is the match's moves
// replayed, the saved game loads back to it with its seats (a replay
// leaves the saved game alone), the test hooks can say the state, Hint
// is not offered in a finished game, and no notice tells of a panic
// caught on the way.
func (k *monkey) check() {
	p := k.play()
	s := p.Session()
	m := s.Match()
	sv := m.Snapshot()
	re, err := game.NewMatchFrom(m.Game(), sv.Options, sv.Start)
	if err != nil {
		k.fail("the match's start does not open: %v", err)
	}
	for _, mv := range sv.Moves[:sv.Made] {
		if err := re.PlayString(mv); err != nil {
			k.fail("the match's move %s does not replay: %v", mv, err)
		}
	}
	if re.State().String() != m.State().String() {
		k.fail("the board %q is not the moves replayed, %q", m.State().String(), re.State().String())
	}
	if s.Over() && s.CanHint() { // the Hint button is enabled only when CanHint

		k.fail("Hint is offered in a finished game")
	}
	for _, n := range k.app.layers.Notices() {
		if strings.Contains(n, "a bug") {
			k.fail("a notice tells of a panic caught: %q", n)
		}
	}
	hs := p.Hook().(play.HookState)
	if hs.Over != s.Over() || !slices.Equal(hs.Moves, m.MoveStrings()) {
		k.fail("the test hooks say over %v after %v", hs.Over, hs.Moves)
	}
	data, err := k.store.Get(saves.MatchKey(m.Game().ID))
	if _, replaying := s.Replaying(); replaying {
		if string(data) != string(k.demoSave) {
			k.fail("a recorded game replayed changed the saved game")
		}
		return
	}
	if err != nil {
		k.fail("the game shown is not saved: %v", err)
	}
	saved, seats, err := midend.ParseMatch(data)
	if err != nil {
		k.fail("the saved game does not load: %v\n%s", err, data)
	}
	got := saved.Snapshot()
	got.Seats, sv.Seats = nil, nil
	a, _ := json.Marshal(got)
	b, _ := json.Marshal(sv)
	if string(a) != string(b) || saved.State().String() != m.State().String() {
		k.fail("the saved game loads as %s, the screen shows %s", a, b)
	}
	if !slices.Equal(seats, s.Seats()) {
		k.fail("the saved game's seats are %v, the screen's %v", midend.SeatStrings(seats), midend.SeatStrings(s.Seats()))
	}
}

// draw draws the app's picture offscreen: the screen, its notices and
// dialog, and its live parts.
func (k *monkey) draw() {
	a := k.app
	w, h := int(a.ctx.W), int(a.ctx.H)
	if k.canvas == nil || k.canvas.Bounds().Dx() != w || k.canvas.Bounds().Dy() != h {
		if k.canvas != nil {
			k.canvas.Deallocate()
		}
		k.canvas = ebiten.NewImage(w, h)
	}
	a.drawStill(k.canvas)
	if l, ok := a.cur.(interface {
		LiveRects(c *ui.Context) []ui.Rect
		DrawLive(dst *ebiten.Image, c *ui.Context)
	}); ok && len(l.LiveRects(&a.ctx)) > 0 {
		l.DrawLive(k.canvas, &a.ctx)
	}
}

// monkeyThinker answers every search from the position it names, a few
// frames later: a legal move, the values asked, or now and then an
// error.
type monkeyThinker struct {
	rng   *rand.Rand
	queue []monkeyReply
}

type monkeyReply struct {
	r    engine.Reply
	wait int // polls before it comes
}

func (f *monkeyThinker) Start(req engine.Request) {
	f.queue = nil
	reply := engine.Reply{ID: req.ID, Final: true}
	m, err := req.Match()
	switch {
	case err != nil:
		reply.Err = "no such position: " + err.Error()
	case f.rng.IntN(20) == 0:
		reply.Err = "the engine failed"
	case req.Line:
		reply.Line = make([]engine.PlyValue, len(req.Moves)+1)
		for i := range reply.Line {
			reply.Line[i] = engine.PlyValue{Ply: i, Kind: engine.ValueKind(f.rng.IntN(5)), Winner: game.NoPlayer}
		}
	case req.Values:
		st := m.State()
		vals := &engine.Values{Mover: st.ToMove(), Source: "search"}
		for _, mv := range st.LegalMoves(nil) {
			vals.Moves = append(vals.Moves, engine.Valuation{Move: st.MoveString(mv), Kind: engine.ValueKind(f.rng.IntN(5)), Plies: f.rng.IntN(9)})
		}
		reply.Values = vals
	default:
		st := m.State()
		moves := st.LegalMoves(nil)
		if len(moves) == 0 {
			reply.Err = "the game is over"
			break
		}
		reply.Move = st.MoveString(moves[f.rng.IntN(len(moves))])
		reply.Info = engine.Info{Depth: 2, PV: []string{reply.Move}}
		f.queue = append(f.queue, monkeyReply{engine.Reply{ID: req.ID, Info: engine.Info{Depth: 1, PV: []string{reply.Move}}}, f.rng.IntN(3)})
	}
	f.queue = append(f.queue, monkeyReply{reply, f.rng.IntN(6)})
}

func (f *monkeyThinker) Cancel() { f.queue = nil }

func (f *monkeyThinker) Poll() (engine.Reply, bool) {
	if len(f.queue) == 0 {
		return engine.Reply{}, false
	}
	if f.queue[0].wait > 0 {
		f.queue[0].wait--
		return engine.Reply{}, false
	}
	r := f.queue[0].r
	f.queue = f.queue[1:]
	return r, true
}
