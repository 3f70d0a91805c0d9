package midend

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/game/record"
)

// The model test drives a Session of every game with long random
// sequences of what a player and the frontend can do, and checks after
// every command the invariants the screens rely on. Its sequences are
// fixed (the plan of master seed 1); -seed=N, or PARLOUR_MODEL_SEED=N,
// explores the plan of another master seed. A failure names the case
// and lists its commands; the case alone runs again with
//
//	go test ./midend -run 'TestModel/<case>$' [-seed=N]

var modelSeed = flag.Uint64("seed", 0, "TestModel: explore the random sequences of this master seed instead of the fixed ones")

// modelSeedEnv names the environment variable that does what -seed does,
// for runs that cannot pass the test binary a flag.
const modelSeedEnv = "PARLOUR_MODEL_SEED"

// caseKind says what answers the Session's searches in a case.
type caseKind int

const (
	fakeEngine caseKind = iota // modelThinker: legal answers, errors, silence and late replies
	realEngine                 // the engine itself, with tiny budgets: its timing makes a case run differently each time
	replayDemo                 // no engine: a recorded game of the game is replayed
)

func (k caseKind) String() string {
	return [...]string{"fake", "engine", "replay"}[k]
}

// modelCase is one random sequence: a game, its options, what answers
// the searches, the seed of every random choice, and how many commands.
type modelCase struct {
	g     *game.Game
	opts  game.Options
	kind  caseKind
	demo  int // replayDemo: the index of the recording in g.Demos
	seed  uint64
	steps int
}

func (c modelCase) name() string { return fmt.Sprintf("%s/%s/%d", c.g.ID, c.kind, c.seed) }

// modelMaster returns the master seed whose plan runs: 1 unless -seed or
// the environment names another.
func modelMaster(t *testing.T) uint64 {
	if *modelSeed != 0 {
		return *modelSeed
	}
	if v := os.Getenv(modelSeedEnv); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("%s=%q: %v", modelSeedEnv, v, err)
		}
		return n
	}
	return 1
}

// coveringVariants returns options of g in which every value of every
// option appears at least once: as many variants as the option with the
// most values has, each option going through its values in an order of
// its own, so that values of different options meet in different ways
// from one master seed to another.
func coveringVariants(g *game.Game, rng *rand.Rand) []game.Options {
	n := 1
	for _, o := range g.Options {
		n = max(n, len(o.Choices))
	}
	out := make([]game.Options, n)
	for i := range out {
		out[i] = game.Options{}
	}
	for _, o := range g.Options {
		order := rng.Perm(len(o.Choices))
		for i := range out {
			out[i][o.Key] = o.Choices[order[i%len(order)]].Value
		}
	}
	return out
}

// modelPlan returns the cases of a master seed: for every game its
// default options, options that cover every value of every option, and
// a few drawn from game.Variants; every recorded game replayed; and a
// few games against the engine itself.
func modelPlan(master uint64, short bool) []modelCase {
	rng := rand.New(rand.NewPCG(master, 0x706c616e))
	steps, extra, real := 80, 1, []string{"toy", "harehounds", "war", "solitaire", "foxgeese"}
	if short {
		steps, extra, real = 40, 0, real[:2]
	}
	var out []modelCase
	add := func(c modelCase) {
		c.seed = rng.Uint64() % 1_000_000_000
		out = append(out, c)
	}
	for _, g := range game.All() {
		add(modelCase{g: g, opts: game.Options{}, steps: steps})
		for _, opts := range coveringVariants(g, rng) {
			add(modelCase{g: g, opts: opts, steps: steps})
		}
		vs := game.Variants(g.Options)
		for range extra {
			add(modelCase{g: g, opts: vs[rng.IntN(len(vs))], steps: steps})
		}
		for i, d := range g.Demos {
			add(modelCase{g: g, opts: d.Options, kind: replayDemo, demo: i, steps: steps / 2})
		}
	}
	for _, id := range real {
		if g, err := game.Lookup(id); err == nil {
			add(modelCase{g: g, opts: game.Options{}, kind: realEngine, steps: steps / 3})
		}
	}
	return out
}

// TestModel guards the Session under everything a player can do, in any
// order, in every game and every option's every value: moves (legal ones
// and garbage text), Undo, Redo, New, Hint, the values and the analysis
// on and off, reviewing any position and playing on from it, the
// explanation of refused tries, links and records opened in its place
// (good ones, made from the match itself and from set-up positions, and
// damaged ones), the computer at any seat with an engine that answers
// late, wrongly or never, and the frontend's clock. After every command
// it checks that nothing panicked, that the board is the match's moves
// replayed, that the last save loads back to the match shown, that whose
// turn it is, Hint and the searches agree with the game's state, and
// that every search asked names a position of the game.
func TestModel(t *testing.T) {
	master := modelMaster(t)
	plan := modelPlan(master, testing.Short())
	checkPlanCovers(t, plan)
	for _, c := range plan {
		t.Run(c.name(), func(t *testing.T) {
			if bug := knownBug(master, c.name()); bug != "" {
				t.Skip(bug)
			}
			if c.kind == realEngine {
				t.Parallel() // its searches wait for the engine, not the processor
			}
			runModel(t, c, master)
		})
	}
}

// modelKnownBugs are the cases that find a bug not fixed yet, with the
// master seed of their plan; each is skipped, naming the bug, until the
// fix comes and its line here goes.
var modelKnownBugs = []struct {
	master uint64
	name   string
	bug    string
}{}

// knownBug returns the bug a case of master's plan is known to find, or "".
func knownBug(master uint64, name string) string {
	for _, kb := range modelKnownBugs {
		if kb.master == master && kb.name == name {
			return kb.bug
		}
	}
	return ""
}

// checkPlanCovers fails when some value of some option of some game is
// in no case of the plan, so that a change to the plan cannot drop one.
func checkPlanCovers(t *testing.T, plan []modelCase) {
	seen := map[string]bool{}
	for _, c := range plan {
		opts, err := game.Resolve(c.g.Options, c.opts)
		if err != nil {
			t.Fatalf("%s: options %v: %v", c.g.ID, c.opts, err)
		}
		for k, v := range opts {
			seen[c.g.ID+" "+k+"="+v] = true
		}
	}
	for _, g := range game.All() {
		for _, o := range g.Options {
			for _, ch := range o.Choices {
				if !seen[g.ID+" "+o.Key+"="+ch.Value] {
					t.Errorf("no case plays %s with %s=%s", g.ID, o.Key, ch.Value)
				}
			}
		}
	}
}

// runModel runs one case, turning a panic into a failure that says how
// to run the case again and what led to it.
func runModel(t *testing.T, c modelCase, master uint64) {
	m := newModel(t, c, master)
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("panic: %v\n%s\n%s", r, debug.Stack(), m.history())
		}
	}()
	defer func() {
		if m.s != nil {
			m.s.Stop()
		}
	}()
	m.start()
	for range c.steps {
		m.step()
	}
	if c.kind == fakeEngine {
		// Every sequence ends with a game played out, and goes on a little
		// in the finished game.
		m.do("finish", m.finish)
		for range 6 {
			m.step()
		}
	}
}

// model is one case under way: the Session, the fakes around it, and
// what the test expects of it.
type model struct {
	t      *testing.T
	c      modelCase
	master uint64
	rng    *rand.Rand
	s      *Session
	think  Thinker
	fake   *modelThinker // nil unless the engine is the fake
	store  *modelStore
	cfg    Config
	clock  float64
	ids    uint64
	seeds  uint64
	cmds   []string
	// events are those of the command under way.
	events []Event
	// replaced is what Undo must bring back, as New or Replace put it
	// away: its save and its seats; nil for nothing.
	replaced *game.Save
	version  int // the Session's last version seen
	// finishing is set while a game is played out, between checks.
	finishing bool
	// checked is the match last found equal to its moves replayed.
	checked string
}

func newModel(t *testing.T, c modelCase, master uint64) *model {
	m := &model{t: t, c: c, master: master, rng: rand.New(rand.NewPCG(c.seed, 0x6d6f64656c)), store: &modelStore{}}
	switch c.kind {
	case fakeEngine:
		m.fake = &modelThinker{m: m, rng: rand.New(rand.NewPCG(c.seed, 0x7468696e6b))}
		m.think = m.fake
	case realEngine:
		m.think = &quickEngine{m: m, inner: engine.NewLocalThinker()}
	}
	// The app's request IDs are unique across its sessions; a late reply
	// to a search of a session put away must not pass for its successor's.
	m.cfg = Config{Thinker: m.think, Store: m.store,
		NewID: func() uint64 { m.ids++; return m.ids },
		Seed:  func() uint64 { m.seeds++; return m.seeds }}
	return m
}

// history says how to run the case again and lists its commands.
func (m *model) history() string {
	var b strings.Builder
	fmt.Fprintf(&b, "case %s, options %v, master seed %d: run it again with\n\tgo test ./midend -run 'TestModel/%s$' -seed=%d\ncommands:\n",
		m.c.name(), m.c.opts, m.master, m.c.name(), m.master)
	for i, c := range m.cmds {
		fmt.Fprintf(&b, "%4d. %s\n", i+1, c)
	}
	return b.String()
}

// fail reports a broken invariant with the history that led to it.
func (m *model) fail(format string, args ...any) {
	m.t.Helper()
	m.t.Fatalf("%s\n%s", fmt.Sprintf(format, args...), m.history())
}

// do runs one command: it is listed first, so that a panic names it, and
// the invariants are checked after it.
func (m *model) do(what string, f func()) {
	m.t.Helper()
	m.cmds = append(m.cmds, what)
	f()
	m.events = append(m.events, m.s.Events()...)
	m.check()
	m.events = nil
}

// start opens the case's Session: the match, sometimes with players'
// names, and seats drawn at random, saved at once as the app does when
// it opens a game.
func (m *model) start() {
	g := m.c.g
	if m.c.kind == replayDemo {
		d := g.Demos[m.c.demo]
		m.cmds = append(m.cmds, fmt.Sprintf("NewReplay(%q)", d.Name))
		s, err := NewReplay(m.cfg, g, d)
		if err != nil {
			m.fail("NewReplay: %v", err)
		}
		m.s, m.version = s, s.Version()
		m.check()
		return
	}
	match, err := game.NewMatch(g, m.c.opts)
	if err != nil {
		m.fail("NewMatch: %v", err)
	}
	names := m.randomNames(len(match.Seats()))
	match.SetNames(names)
	seats := m.randomSeats(len(match.Seats()))
	m.cmds = append(m.cmds, fmt.Sprintf("New(%s %v, names %q, seats %v)", g.ID, match.Options(), names, SeatStrings(seats)))
	m.s = New(m.cfg, match, seats)
	m.s.Save()
	m.version = m.s.Version()
	m.check()
}

// randomNames returns players' own names, odd ones among them, or none.
func (m *model) randomNames(n int) []string {
	if m.rng.IntN(3) > 0 {
		return nil
	}
	pool := []string{"Ann", "", "  Zoë  ", "Bob: the 2nd", "#1", "Moves: 1. a1", "名人", "a very long name that is cut somewhere"}
	out := make([]string, n)
	for i := range out {
		out[i] = pool[m.rng.IntN(len(pool))]
	}
	return out
}

// randomSeats returns who plays each of n seats: people, the computer
// at any level, or a mixture.
func (m *model) randomSeats(n int) []Seat {
	out := make([]Seat, n)
	mode := m.rng.IntN(4)
	for i := range out {
		switch {
		case mode == 0: // people alone
		case mode == 1 || m.rng.IntN(2) == 0: // the computer alone, or here and there
			out[i] = Seat{AI: true, Level: engine.Levels[m.rng.IntN(len(engine.Levels))]}
		}
	}
	return out
}

// step runs one command drawn at random.
func (m *model) step() {
	if m.c.kind == replayDemo {
		m.replayStep()
		return
	}
	type command struct {
		weight int
		run    func()
	}
	commands := []command{
		{14, m.play},
		{3, m.playGarbage},
		{5, func() { m.do("Undo", m.undo) }},
		{4, func() { m.do("Redo", m.redo) }},
		{3, m.undoRedo},
		{1, func() { m.do("NewGame", m.newGame) }},
		{3, m.hintAndWait},
		{4, m.setValues},
		{2, m.setAnalysis},
		{4, m.review},
		{2, func() { m.do("PlayFromHere", m.playFromHere) }},
		{2, m.explain},
		{3, m.open},
		{1, m.reseat},
		{1, func() { m.do("Reopen", m.reopen) }},
		{20, m.update},
		{1, func() { m.do("finish", m.finish) }},
	}
	total := 0
	for _, c := range commands {
		total += c.weight
	}
	n := m.rng.IntN(total)
	for _, c := range commands {
		if n -= c.weight; n < 0 {
			c.run()
			return
		}
	}
}

// replayStep runs one command a replay's screen offers.
func (m *model) replayStep() {
	switch n := m.rng.IntN(10); {
	case n < 4:
		m.update()
	case n == 4:
		m.do("TogglePlay", m.s.TogglePlay)
	case n == 5:
		m.do("Undo", m.undo)
	case n == 6:
		m.do("Redo", m.redo)
	case n == 7:
		m.review()
	case n == 8:
		m.setValues()
	default:
		m.do("Hint", m.hint)
	}
}

// legalTexts returns the text of every legal move of st.
func legalTexts(st game.State) []string {
	var out []string
	for _, mv := range st.LegalMoves(nil) {
		out = append(out, st.MoveString(mv))
	}
	return out
}

// play plays a random legal move of the person to move, as a tap would,
// or its text, as the command line would.
func (m *model) play() {
	if !m.s.PersonToMove() {
		m.update()
		return
	}
	st := m.s.State()
	moves := st.LegalMoves(nil)
	mv := moves[m.rng.IntN(len(moves))]
	text := st.MoveString(mv)
	before, _ := m.s.Moves()
	shown := m.s.Match().Ply()
	byText := m.rng.IntN(3) == 0
	what := fmt.Sprintf("Play(%s)", text)
	if byText {
		what = fmt.Sprintf("PlayString(%q)", text)
	}
	m.do(what, func() {
		if byText {
			if err := m.s.PlayString(text); err != nil {
				m.fail("PlayString of the legal move %q: %v", text, err)
			}
		} else {
			m.s.Play(mv, m.rng.IntN(2) == 0)
		}
		m.replaced = nil
		want := append(slices.Clone(before[:shown]), text)
		if got := m.s.Match().MoveStrings(); !slices.Equal(got, want) {
			m.fail("after playing %s: moves %v, want %v", text, got, want)
		}
		if m.s.CanRedo() || m.s.Reviewing() || m.s.CanRestore() {
			m.fail("after a move: can redo %v, reviewing %v, can restore %v", m.s.CanRedo(), m.s.Reviewing(), m.s.CanRestore())
		}
	})
}

// playGarbage gives PlayString text that is no legal move: it must be
// refused, changing nothing.
func (m *model) playGarbage() {
	st := m.s.State()
	text := m.garbageMove(st)
	if _, err := st.ParseMove(text); err == nil {
		return // by chance a move after all
	}
	version := m.s.Version()
	m.do(fmt.Sprintf("PlayString(%q)", text), func() {
		if err := m.s.PlayString(text); err == nil {
			m.fail("PlayString(%q) played no legal move but reported no error", text)
		}
		if m.s.Version() != version {
			m.fail("a refused move changed the match")
		}
	})
}

// garbageMove returns text near the notation of st's moves: point names
// joined wrongly, legal moves bent, words and bytes.
func (m *model) garbageMove(st game.State) string {
	b := st.Board()
	point := func() string { return b.Point(m.rng.IntN(b.Len())).Name }
	legal := legalTexts(st)
	some := func() string {
		if len(legal) == 0 {
			return point() + "-" + point()
		}
		return legal[m.rng.IntN(len(legal))]
	}
	switch m.rng.IntN(10) {
	case 0:
		return ""
	case 1:
		return point() + "-" + point() + "-" + point() + "x" + point()
	case 2:
		return strings.ToUpper(some()) + "!"
	case 3:
		return some() + " " + some()
	case 4:
		return "stop"
	case 5:
		return "z99-a0"
	case 6:
		return strings.Repeat(point(), 50)
	case 7:
		return "\x00\xff" + point()
	case 8:
		return "-" + some()
	}
	return point() + "-"
}

// undo runs Undo and checks what it took back against the rule: one
// move, or against the computer back to a person's turn; right after New
// or an opened link, the game put away.
func (m *model) undo() {
	before := m.s.Match().Snapshot()
	beforeSeats := slices.Clone(m.s.Seats())
	beforeState := m.s.State().Clone()
	canUndo := m.s.CanUndo()
	m.s.Undo()
	after := m.s.Match().Snapshot()
	switch {
	case m.replaced != nil:
		if !sameSave(after, *m.replaced) {
			m.fail("Undo after New brought back %+v, want the game put away %+v", after, *m.replaced)
		}
		if want := m.replaced.Seats; want != nil && !slices.Equal(SeatStrings(m.s.Seats()), want) {
			m.fail("Undo brought back seats %v, want %v", SeatStrings(m.s.Seats()), want)
		}
		m.replaced = nil
	case !canUndo:
		if !sameSave(after, before) {
			m.fail("Undo with nothing to take back changed the match")
		}
	default:
		want := undoPly(beforeState, before.Made, beforeSeats)
		if after.Made != want || !slices.Equal(after.Moves, before.Moves) {
			m.fail("Undo at move %d of %v: at move %d of %v, want %d with the moves kept", before.Made, before.Moves, after.Made, after.Moves, want)
		}
	}
}

// redo runs Redo and checks it played again what the rule says.
func (m *model) redo() {
	before := m.s.Match().Snapshot()
	want := redoPly(m.s.State().Clone(), before, m.s.Seats())
	m.s.Redo()
	after := m.s.Match().Snapshot()
	if after.Made != want || !slices.Equal(after.Moves, before.Moves) {
		m.fail("Redo at move %d of %v: at move %d of %v, want %d", before.Made, before.Moves, after.Made, after.Moves, want)
	}
}

// undoRedo runs Undo then Redo and checks they bring back the position
// shown, when they should: not when Undo brings back a game New put
// away, and not when the computer is to move with moves kept after it
// (Redo then replays its replies too, past where Undo started).
func (m *model) undoRedo() {
	s := m.s
	st := s.Match().ToMove()
	if m.replaced != nil || !s.CanUndo() || s.Mixed() && s.Seat(st).AI && s.CanRedo() {
		m.do("Undo", m.undo)
		return
	}
	before := s.Match().Snapshot()
	pos := s.State().String()
	m.do("Undo", m.undo)
	m.do("Redo", func() {
		m.redo()
		if after := m.s.Match().Snapshot(); !sameSave(after, before) || m.s.State().String() != pos {
			m.fail("Undo then Redo: at move %d, %q; want move %d, %q", after.Made, m.s.State().String(), before.Made, pos)
		}
	})
}

// mixed reports whether people play against the computer.
func mixed(seats []Seat) bool {
	return slices.ContainsFunc(seats, func(s Seat) bool { return s.AI }) && slices.ContainsFunc(seats, func(s Seat) bool { return !s.AI })
}

// computerAt reports whether the computer plays pl (not game.NoPlayer).
func computerAt(seats []Seat, pl game.Player) bool {
	return pl >= 0 && int(pl) < len(seats) && seats[pl].AI
}

// undoPly is where Undo should stop from st, the position after made
// moves: one move back, or against the computer at the first position
// back where a person is to move (or the start). The positions before
// the last are not over (a move was played in each), so the state alone
// says who is to move there. It changes st.
func undoPly(st game.State, made int, seats []Seat) int {
	p := made
	for p > 0 {
		st.Undo()
		p--
		if !mixed(seats) || !computerAt(seats, st.ToMove()) {
			break
		}
	}
	return p
}

// redoPly is where Redo should stop from st, the position after sv.Made
// of sv.Moves: one move on, or against the computer at the first
// position on where a person is to move or no move is kept (the only one
// that can be over). It changes st.
func redoPly(st game.State, sv game.Save, seats []Seat) int {
	p := sv.Made
	for p < len(sv.Moves) {
		mv, err := st.ParseMove(sv.Moves[p])
		if err != nil {
			panic(fmt.Sprintf("the move kept %s does not replay: %v", sv.Moves[p], err))
		}
		st.Apply(mv)
		p++
		if !mixed(seats) || p == len(sv.Moves) || !computerAt(seats, st.ToMove()) {
			break
		}
	}
	return p
}

// sameSave reports whether two saves hold the same match: game, options,
// start, moves (those kept for Redo too), moves made and names.
func sameSave(a, b game.Save) bool {
	a.Seats, b.Seats = nil, nil
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

// replaying reports whether s replays a recorded game.
func replaying(s *Session) bool {
	_, ok := s.Replaying()
	return ok
}

func (m *model) newGame() {
	old := m.s.Match()
	sv := old.Snapshot()
	m.s.NewGame()
	if old.CanUndo() || old.CanRedo() {
		m.replaced = &sv // with the Session's own seats, which New keeps
	}
	got := m.s.Match().Snapshot()
	if got.Made != 0 || len(got.Moves) != 0 || got.Start != "" || got.Options.String() != sv.Options.String() || !slices.Equal(got.Names, sv.Names) {
		m.fail("NewGame: %+v, want the standard start with the options and names of %+v", got, sv)
	}
}

// hint asks for a hint: when it is not offered, nothing may happen.
func (m *model) hint() {
	can := m.s.CanHint()
	note := m.s.Note()
	n := m.searches()
	m.s.Hint()
	if !can && (m.searches() != n || !slices.Equal(m.s.Note().Path, note.Path) || m.s.Note().Text != note.Text) {
		m.fail("Hint when none is offered changed the note to %q or searched", m.s.Note().Text)
	}
}

// hintAndWait asks for a hint, and sometimes lets the engine answer it
// before anything else happens.
func (m *model) hintAndWait() {
	m.do("Hint", m.hint)
	for range m.rng.IntN(4) {
		m.clock += 0.05
		m.do(fmt.Sprintf("Update(%.2f, idle true)", m.clock), func() { m.tick(true) })
	}
}

// searches counts the searches the fake engine was asked for.
func (m *model) searches() int {
	if m.fake == nil {
		return 0
	}
	return m.fake.started
}

func (m *model) setValues() {
	on := m.rng.IntN(3) > 0
	m.do(fmt.Sprintf("SetValues(%v)", on), func() {
		m.s.SetValues(on)
		if !on {
			if _, ok := m.s.Values(); ok {
				m.fail("values shown after SetValues(false)")
			}
			if _, ok := m.s.Line(); ok {
				m.fail("the values along the game shown after SetValues(false)")
			}
		}
	})
}

func (m *model) setAnalysis() {
	on := m.rng.IntN(2) == 0
	m.do(fmt.Sprintf("SetAnalysis(%v)", on), func() { m.s.SetAnalysis(on) })
}

// review shows a position of the game, sometimes one that is not there.
func (m *model) review() {
	moves, _ := m.s.Moves()
	ply := m.rng.IntN(len(moves)+3) - 1
	m.do(fmt.Sprintf("Review(%d)", ply), func() {
		before := m.s.Match().Snapshot()
		m.s.Review(ply)
		after := m.s.Match().Snapshot()
		if want := max(0, min(ply, len(before.Moves))); after.Made != want || !slices.Equal(after.Moves, before.Moves) {
			m.fail("Review(%d) of %v: at move %d of %v", ply, before.Moves, after.Made, after.Moves)
		}
		if after.Made != before.Made && m.s.Reviewing() != (!replaying(m.s) && m.s.CanRedo()) {
			m.fail("Review(%d): reviewing %v with moves kept %v", ply, m.s.Reviewing(), m.s.CanRedo())
		}
	})
}

func (m *model) playFromHere() {
	before := m.s.Match().Snapshot()
	m.s.PlayFromHere()
	if m.s.Reviewing() || !sameSave(m.s.Match().Snapshot(), before) {
		m.fail("PlayFromHere: reviewing %v, or the match changed", m.s.Reviewing())
	}
}

// explain explains a try: as the board makes one (the points of a legal
// move begun, then a point it cannot go on to), or any points of the
// board in any order, which Explain takes too.
func (m *model) explain() {
	st := m.s.State()
	n := st.Board().Len()
	var path []int
	if moves := st.LegalMoves(nil); len(moves) > 0 && m.rng.IntN(2) == 0 {
		begun := st.MovePath(moves[m.rng.IntN(len(moves))])
		path = append(slices.Clone(begun[:m.rng.IntN(len(begun)+1)]), m.rng.IntN(n))
	} else {
		for range m.rng.IntN(4) {
			path = append(path, m.rng.IntN(n))
		}
	}
	m.do(fmt.Sprintf("Explain(%v)", path), func() {
		version := m.s.Version()
		m.s.Explain(path)
		if m.s.Version() != version {
			m.fail("Explain changed the match")
		}
	})
}

// reseat opens the match again with other seats, as the options screen
// does when the player changes who plays and goes on.
func (m *model) reseat() {
	seats := m.randomSeats(len(m.s.Seats()))
	m.do(fmt.Sprintf("Reseat(%v)", SeatStrings(seats)), func() {
		m.s.Stop()
		m.s = New(m.cfg, m.s.Match(), seats)
		m.s.Save()
		m.replaced, m.version = nil, m.s.Version()
	})
}

// reopen opens the game saved last, as the app does when it starts.
func (m *model) reopen() {
	mt, seats, err := ParseMatch(m.store.last)
	if err != nil {
		m.fail("the last save does not load: %v", err)
	}
	m.s.Stop()
	m.s = New(m.cfg, mt, seats)
	m.replaced, m.version = nil, m.s.Version()
}

// update runs the Session at a later time, the frontend idle or showing
// a move.
func (m *model) update() {
	m.clock += [...]float64{0, 0.05, 0.3, MinThinkTime, 1.2}[m.rng.IntN(5)]
	idle := m.rng.IntN(5) > 0
	what := fmt.Sprintf("Update(%.2f, idle %v)", m.clock, idle)
	m.do(what, func() {
		if m.c.kind == realEngine && m.s.Thinking() {
			m.waitEngine()
		}
		m.tick(idle)
	})
}

// tick runs Update once, checking that a move the computer plays is the
// answer of the search under way, never one given up: the answer in
// force before, or one that came during the Update.
func (m *model) tick(idle bool) {
	var answers []string
	if m.fake != nil {
		if answer, ok := m.fake.answerInForce(); ok {
			answers = append(answers, answer)
		}
		n := len(m.fake.inForce)
		defer func() { m.fake.inForce = m.fake.inForce[:n] }()
	}
	m.s.Update(m.clock, idle)
	if m.fake != nil {
		answers = append(answers, m.fake.inForce...)
	}
	moved := 0
	ev := m.s.Events()
	m.events = append(m.events, ev...)
	for _, e := range ev {
		if e.Kind != Moved {
			continue
		}
		if !computerAt(m.s.Seats(), e.Steps[0].Mover) {
			m.fail("Update played %s for %v, a person's seat", e.Steps[0].Move, e.Steps[0].Mover)
		}
		if moved++; moved > 1 {
			m.fail("the computer moved twice in one Update")
		}
		if m.fake != nil && !slices.Contains(answers, e.Steps[0].Move) {
			m.fail("the computer played %s; the search under way answered %q", e.Steps[0].Move, answers)
		}
	}
}

// waitEngine gives the real engine a moment to answer.
func (m *model) waitEngine() {
	deadline := time.Now().Add(300 * time.Millisecond)
	for time.Now().Before(deadline) {
		time.Sleep(2 * time.Millisecond)
		if r, ok := m.think.(*quickEngine); ok && r.answered() {
			return
		}
	}
}

// finish plays the game to its end: random moves for the people, the
// engine's for the computer, which the fake engine then answers without
// fail.
func (m *model) finish() {
	m.finishing = true
	defer func() { m.finishing = false }()
	if m.fake != nil {
		m.fake.reliable = true
		defer func() { m.fake.reliable = false }()
	}
	limit := 1500
	if m.c.kind == realEngine {
		limit = 120 // the engine's moves take time of their own
	}
	for i := 0; i < limit && !m.s.Over(); i++ {
		switch {
		case m.s.Reviewing():
			m.s.PlayFromHere()
		case m.s.PersonToMove():
			moves := m.s.State().LegalMoves(nil)
			m.s.Play(moves[m.rng.IntN(len(moves))], false)
			m.replaced = nil
		case m.s.ComputerError() != "":
			return // it waits for Undo or New
		default:
			m.clock += MinThinkTime
			if m.c.kind == realEngine && m.s.Thinking() {
				m.waitEngine()
			}
			m.tick(true)
		}
		m.events = append(m.events, m.s.Events()...)
	}
}

// open opens a link or a record, good or damaged, in the place of the
// game shown, as the Share dialog and a followed link do.
func (m *model) open() {
	text, want := m.importText()
	m.do(fmt.Sprintf("Import(%q)", text), func() {
		got, src, err := Import(text)
		if err != nil {
			if want != nil {
				m.fail("a good %s was refused: %v", src, err)
			}
			if recovered(err) {
				m.fail("opening it panicked: %v", err)
			}
			if p := Problem(src, err); !strings.HasSuffix(p, "Nothing was changed.") {
				m.fail("Problem words the refusal %q", p)
			}
			return
		}
		if want != nil && (got.Snapshot().Start != want.Snapshot().Start || !slices.Equal(got.MoveStrings(), want.MoveStrings()) ||
			got.State().String() != want.State().String() || got.Options().String() != want.Options().String()) {
			m.fail("the %s opened %+v, want %+v", src, got.Snapshot(), want.Snapshot())
		}
		old, oldSeats := m.s.Match(), m.s.Seats()
		if got.Game() != old.Game() {
			old, oldSeats = nil, nil // the game in progress of another game is not this one
		}
		seats := m.randomSeats(len(got.Seats()))
		m.cmds[len(m.cmds)-1] += fmt.Sprintf(", Replace(seats %v)", SeatStrings(seats))
		m.s.Stop()
		m.s = Replace(m.cfg, got, seats, old, oldSeats)
		m.version = m.s.Version()
		m.replaced = nil
		if old != nil && (old.CanUndo() || old.CanRedo()) {
			sv := old.Snapshot()
			sv.Seats = SeatStrings(oldSeats)
			m.replaced = &sv
		}
	})
}

// recovered reports whether err is a panic turned into an error.
func recovered(err error) bool {
	for e := err; e != nil; e = errors.Unwrap(e) {
		if fmt.Sprintf("%T", e) == "*guard.Bug" {
			return true
		}
	}
	return false
}

// importText returns the text of a link or a record to open and, for a
// good one, the match it must open; nil for a damaged one, which may or
// may not open.
func (m *model) importText() (string, *game.Match) {
	r, want := m.goodRecord()
	var text string
	switch m.rng.IntN(4) {
	case 0:
		text = r.Fragment()
	case 1:
		text = "https://example.org/parlour/#" + r.Fragment()
	default:
		var err error
		if text, err = r.Text(); err != nil {
			m.fail("the record of %+v cannot be written: %v", r, err)
		}
		if m.rng.IntN(4) == 0 {
			text = strings.ReplaceAll(text, "\n", "\r\n")
		}
	}
	if m.rng.IntN(3) == 0 {
		return m.damage(text), nil
	}
	return text, want
}

// goodRecord returns a record to open, with the match it must open: the
// match shown, the game from one of its positions as a set-up start, or
// a position built on a set-up board, each with some of their moves.
func (m *model) goodRecord() (record.Record, *game.Match) {
	mt := m.s.Match()
	r := record.Of(mt)
	switch n := m.rng.IntN(4); {
	case n == 0:
	case n == 1 || m.s.Game().Setup == nil:
		// From a position of the game as its start: the moves after it
		// follow.
		from := m.rng.IntN(mt.Ply() + 1)
		at := positionAt(mt, from)
		r.Start, r.Moves = at.State().String(), r.Moves[from:]
	default:
		if start := m.arranged(); start != "" {
			r.Start, r.Moves = start, nil
		}
	}
	want, err := r.Match()
	if err != nil {
		m.fail("the record %+v does not replay: %v", r, err)
	}
	return r, want
}

// positionAt returns a match of mt's game from mt's start after its first
// n moves.
func positionAt(mt *game.Match, n int) *game.Match {
	sv := mt.Snapshot()
	at, err := game.NewMatchFrom(mt.Game(), sv.Options, sv.Start)
	if err != nil {
		panic(err)
	}
	for _, mv := range sv.Moves[:n] {
		if err := at.PlayString(mv); err != nil {
			panic(err)
		}
	}
	return at
}

// arranged returns the position text of a position built on the game's
// set-up board from the one shown, with a few pieces placed, moved or
// taken away and any side to move; "" when the rules refuse it.
func (m *model) arranged() string {
	g, st := m.s.Game(), m.s.State()
	opts := m.s.Match().Options()
	pieces := game.PiecesOf(st)
	palette := g.Setup.Palette(opts)
	for range m.rng.IntN(4) {
		p := m.rng.IntN(len(pieces))
		switch m.rng.IntN(3) {
		case 0:
			pieces[p] = game.Piece{}
		case 1:
			if len(palette) > 0 {
				pieces[p] = palette[m.rng.IntN(len(palette))]
			}
		default:
			q := m.rng.IntN(len(pieces))
			pieces[p], pieces[q] = pieces[q], pieces[p]
		}
	}
	arranged, err := g.Setup.Arrange(opts, pieces, game.Player(m.rng.IntN(st.NumPlayers())))
	if err != nil {
		return ""
	}
	return arranged.String()
}

// damage spoils a link or record the way a hand, a mailer or a truncated
// file would.
func (m *model) damage(text string) string {
	cut := func() int { return m.rng.IntN(len(text) + 1) }
	switch m.rng.IntN(9) {
	case 0:
		return text[:cut()]
	case 1:
		i := cut()
		return text[:i] + string(rune(m.rng.IntN(0x3000))) + text[i:]
	case 2:
		lines := strings.Split(text, "\n")
		i := m.rng.IntN(len(lines))
		return strings.Join(slices.Delete(lines, i, i+1), "\n")
	case 3:
		lines := strings.Split(text, "\n")
		i := m.rng.IntN(len(lines))
		return strings.Join(slices.Insert(lines, i, lines[i]), "\n")
	case 4:
		return strings.Replace(text, "=", "=x", 1+m.rng.IntN(3))
	case 5:
		return strings.Replace(text, "moves=", "moves=z9-z8+", 1) + "\nMoves: 1. z9-z8"
	case 6:
		return strings.Replace(strings.Replace(text, "position=", "position=%zz", 1), "Start: ", "Start: ///", 1)
	case 7:
		words := strings.Fields(text)
		if len(words) < 2 {
			return text
		}
		i, j := m.rng.IntN(len(words)), m.rng.IntN(len(words))
		words[i], words[j] = words[j], words[i]
		return strings.Join(words, " ")
	}
	return strings.ToUpper(text)
}

// check verifies the invariants of the Session after a command.
func (m *model) check() {
	m.t.Helper()
	s := m.s
	mt := s.Match()
	g := mt.Game()
	o := mt.Outcome()
	over := o.Over
	to := mt.ToMove()

	// Whose turn it is, and what is offered.
	switch {
	case s.Over() != over:
		m.fail("Over %v, the match's outcome %+v", s.Over(), o)
	case over && (s.PersonToMove() || s.ComputerToMove() || s.CanHint() || s.HintOffered()):
		m.fail("the game is over, yet person to move %v, computer to move %v, can hint %v, hint offered %v",
			s.PersonToMove(), s.ComputerToMove(), s.CanHint(), s.HintOffered())
	case over != (to == game.NoPlayer):
		m.fail("over %v with %v to move", over, to)
	case !over && (to < 0 || int(to) >= len(mt.Seats())):
		m.fail("player %v to move of %d seats", to, len(mt.Seats()))
	case s.PersonToMove() && s.ComputerToMove():
		m.fail("both a person and the computer are to move")
	case s.CanHint() && !s.PersonToMove():
		m.fail("Hint is offered when no person is to move")
	case s.PersonToMove() && (replaying(s) || s.Seat(to).AI):
		m.fail("a person is to move in a replay or at the computer's seat %v", to)
	case s.ComputerToMove() && (!s.Seat(to).AI || s.Reviewing()):
		m.fail("the computer is to move at a person's seat, or while the game is reviewed")
	case !replaying(s) && !over && !s.Reviewing() && !s.PersonToMove() && !s.ComputerToMove():
		m.fail("nobody is to move in a live game that is not over")
	case replaying(s) && (s.Reviewing() || s.PersonToMove()):
		m.fail("a replay is reviewed or played by a person")
	case len(s.Seats()) != len(mt.Seats()) || len(s.Names()) != len(mt.Seats()):
		m.fail("%d seats and %d names for %d players", len(s.Seats()), len(s.Names()), len(mt.Seats()))
	case s.CanRestore() != (m.replaced != nil):
		m.fail("CanRestore %v, want %v", s.CanRestore(), m.replaced != nil)
	case s.Version() < m.version:
		m.fail("the version went back from %d to %d", m.version, s.Version())
	}
	m.version = s.Version()
	if rp, ok := s.Replaying(); ok && (rp.Move != mt.Ply() || rp.Total < mt.Ply()) {
		m.fail("the replay says move %d of %d at move %d", rp.Move, rp.Total, mt.Ply())
	}

	// The board is the match's moves replayed from its start, and every
	// move kept for Redo can be played after them.
	sv := mt.Snapshot()
	if key := fmt.Sprintf("%s %v %q %q %d %s", g.ID, sv.Options, sv.Start, sv.Moves, sv.Made, mt.State()); key != m.checked {
		re, err := game.NewMatchFrom(g, sv.Options, sv.Start)
		if err != nil {
			m.fail("the match's start does not open: %v", err)
		}
		for i, mv := range sv.Moves {
			if i == sv.Made {
				m.sameBoard(re, mt)
			}
			if err := re.PlayString(mv); err != nil {
				m.fail("move %d (%s) of the match does not replay: %v", i+1, mv, err)
			}
		}
		if sv.Made == len(sv.Moves) {
			m.sameBoard(re, mt)
		}
		m.checked = key
	}
	if moves, shown := s.Moves(); !slices.Equal(moves, sv.Moves) || shown != sv.Made {
		m.fail("Moves %v, %d shown; the match has %v, %d made", moves, shown, sv.Moves, sv.Made)
	}

	for _, e := range m.events {
		switch {
		case e.Kind == Moved && len(e.Steps) != 1, e.Kind == Replayed && len(e.Steps) == 0:
			m.fail("event %v with %d steps", e.Kind, len(e.Steps))
		case (e.Kind == Failed || e.Kind == ComputerFailed || e.Kind == Explained || e.Kind == HintReady) && e.Text == "":
			m.fail("event %v says nothing", e.Kind)
		}
	}
	m.checkSave(sv)
	m.checkHelpers(mt, sv)
	if m.fake != nil && len(m.fake.bad) > 0 {
		m.fail("a search was asked wrongly: %s", strings.Join(m.fake.bad, "; "))
	}
	if q, ok := m.think.(*quickEngine); ok && len(q.bad) > 0 {
		m.fail("a search was asked wrongly: %s", strings.Join(q.bad, "; "))
	}
}

// sameBoard fails unless re, the match replayed, shows mt's position.
func (m *model) sameBoard(re, mt *game.Match) {
	a, b := re.State(), mt.State()
	if a.String() != b.String() || a.Hash() != b.Hash() || re.ToMove() != mt.ToMove() || re.Outcome().Over != mt.Outcome().Over {
		m.fail("the board %q (%v to move) is not the moves replayed, %q (%v to move)", b.String(), mt.ToMove(), a.String(), re.ToMove())
	}
}

// checkSave checks that the last save loads back to the match shown, with
// its seats; a replay saves nothing.
func (m *model) checkSave(sv game.Save) {
	if replaying(m.s) {
		if m.store.saves != 0 {
			m.fail("a replay saved %d times over the game in progress", m.store.saves)
		}
		return
	}
	if m.store.last == nil {
		m.fail("nothing was saved")
	}
	if m.store.loaded == nil {
		mt, seats, err := ParseMatch(m.store.last)
		if err != nil {
			m.fail("the last save does not load: %v\n%s", err, m.store.last)
		}
		m.store.loaded, m.store.seats = mt, seats
	}
	got := m.store.loaded.Snapshot()
	if !sameSave(got, sv) || m.store.loaded.State().String() != m.s.State().String() {
		m.fail("the last save loads as %+v (%q), the match shown is %+v (%q)", got, m.store.loaded.State().String(), sv, m.s.State().String())
	}
	if !slices.Equal(m.store.seats, m.s.Seats()) {
		m.fail("the last save's seats are %v, the Session's %v", SeatStrings(m.store.seats), SeatStrings(m.s.Seats()))
	}
}

// checkHelpers checks that what the Session shows beside the board (the
// hint, the analysis, the values) belongs to the position shown.
func (m *model) checkHelpers(mt *game.Match, sv game.Save) {
	s, st := m.s, mt.State()
	if note := s.Note(); strings.HasPrefix(note.Text, "Hint: ") && note.Text != "Hint: thinking…" {
		move, _, _ := strings.Cut(strings.TrimPrefix(note.Text, "Hint: "), " — ")
		mv, err := st.ParseMove(move)
		if err != nil || mt.Outcome().Over {
			m.fail("the hint %q is no move of the position shown: %v", note.Text, err)
		}
		if !slices.Equal(note.Path, st.MovePath(mv)) {
			m.fail("the hint %q shows the path %v, want %v", note.Text, note.Path, st.MovePath(mv))
		}
	}
	if a := s.Analysis(); a.Version == s.Version() && a.Have {
		if a.Ply != mt.Ply() || !mt.Outcome().Over && a.Mover != s.Names()[mt.ToMove()] {
			m.fail("the analysis of the position shown says move %d, %s to move", a.Ply, a.Mover)
		}
		if a.Final && a.Move != "" && a.Move != wrongMove {
			if _, err := st.ParseMove(a.Move); err != nil {
				m.fail("the analysis of the position shown ends on %q: %v", a.Move, err)
			}
		}
	}
	if vals, ok := s.Values(); ok {
		var moves []string
		for _, v := range vals.Moves {
			moves = append(moves, v.Move)
		}
		if want := legalTexts(st); !slices.Equal(moves, want) || vals.Mover != st.ToMove() {
			m.fail("the values shown are of the moves %v (%v to move), the position's are %v (%v)", moves, vals.Mover, want, st.ToMove())
		}
	}
	if line, ok := s.Line(); ok && len(line) != len(sv.Moves)+1 {
		m.fail("%d values along a game of %d moves", len(line), len(sv.Moves))
	}
}

// modelStore keeps the last save, as MarshalMatch writes it.
type modelStore struct {
	last   []byte
	saves  int
	loaded *game.Match // the last save loaded, once checked
	seats  []Seat
}

func (f *modelStore) SaveMatch(m *game.Match, seats []Seat) error {
	data, err := MarshalMatch(m, seats)
	if err != nil {
		return err
	}
	f.last, f.saves, f.loaded = data, f.saves+1, nil
	return nil
}

// modelThinker is an engine that answers from the position a request
// names, in its own time: a few reports, then a legal move, the values
// asked or an error, now and then nothing at all; and, against its
// contract, sometimes a reply to a search already cancelled. It checks
// every request names a position of the game the Session shows.
type modelThinker struct {
	m        *model
	rng      *rand.Rand
	queue    []queued
	current  uint64 // the search running, 0 for none
	started  int
	reliable bool // answer every search, rightly and at once

	// The answer to the latest search, if it came and the search was not
	// cancelled since: the one move the Session may play.
	lastID    uint64
	answer    string
	answered  bool
	cancelled bool
	// inForce lists the answers that came in force during an Update.
	inForce []string

	bad []string
}

// wrongMove is the fake engine's answer that is no move of any game.
const wrongMove = "z9-z8"

type queued struct {
	r    engine.Reply
	wait int // polling rounds before it comes
}

// answerInForce returns the move of the latest search's answer, when it
// came and the search was not given up since.
func (f *modelThinker) answerInForce() (string, bool) {
	return f.answer, f.answered && !f.cancelled && f.answer != ""
}

func (f *modelThinker) Start(req engine.Request) {
	f.started++
	f.drop()
	f.current, f.lastID, f.answered, f.cancelled, f.answer = req.ID, req.ID, false, false, ""
	mt, ok := f.m.validate(req, &f.bad)
	if !ok {
		f.push(engine.Reply{ID: req.ID, Final: true, Err: "no such position"}, 0)
		return
	}
	st := mt.State()
	legal := legalTexts(st)
	pick := func() string {
		if len(legal) == 0 {
			return ""
		}
		return legal[f.rng.IntN(len(legal))]
	}
	wait := func() int {
		if f.reliable {
			return 0
		}
		return f.rng.IntN(4)
	}
	roll := f.rng.IntN(100)
	if f.reliable {
		roll = 99
	}
	switch {
	case roll < 5:
		return // no answer: only a cancel ends it
	case roll < 12:
		f.push(engine.Reply{ID: req.ID, Final: true, Err: "the engine failed"}, wait())
		return
	case roll < 15 && !req.Values && !req.Line:
		f.push(engine.Reply{ID: req.ID, Final: true, Move: wrongMove}, wait())
		return
	}
	for d := range f.rng.IntN(3) {
		f.push(engine.Reply{ID: req.ID, Info: engine.Info{Depth: d + 1, PV: []string{pick()}}}, wait())
	}
	final := engine.Reply{ID: req.ID, Final: true, Info: engine.Info{Depth: 3}}
	switch {
	case req.Line:
		final.Line = make([]engine.PlyValue, len(req.Moves)+1)
		for i := range final.Line {
			final.Line[i] = engine.PlyValue{Ply: i, Kind: engine.ValueKind(f.rng.IntN(5))}
		}
	case req.Values:
		if roll < 17 {
			break // no values: the Session must say it failed
		}
		vals := &engine.Values{Mover: st.ToMove(), Source: "search"}
		for _, mv := range legal {
			vals.Moves = append(vals.Moves, engine.Valuation{Move: mv, Kind: engine.ValueKind(f.rng.IntN(5)), Plies: f.rng.IntN(9)})
		}
		final.Values = vals
	default:
		final.Move = pick()
		final.Info.PV = []string{final.Move}
		if f.rng.IntN(2) == 0 {
			final.Info.Verdict = engine.Verdict{Kind: engine.VerdictDraw}
		}
	}
	f.push(final, wait())
}

func (f *modelThinker) push(r engine.Reply, wait int) { f.queue = append(f.queue, queued{r, wait}) }

// drop gives up the replies of the search running, all but some that
// come late anyway.
func (f *modelThinker) drop() {
	if f.current == 0 {
		return
	}
	f.queue = slices.DeleteFunc(f.queue, func(q queued) bool {
		return q.r.ID == f.current && (f.reliable || f.rng.IntN(4) > 0)
	})
	f.current = 0
}

func (f *modelThinker) Cancel() {
	f.drop()
	f.cancelled = true
}

func (f *modelThinker) Poll() (engine.Reply, bool) {
	if len(f.queue) == 0 {
		return engine.Reply{}, false
	}
	if f.queue[0].wait > 0 {
		f.queue[0].wait-- // one polling round, one Update, later
		return engine.Reply{}, false
	}
	r := f.queue[0].r
	f.queue = f.queue[1:]
	if r.Final && r.ID == f.lastID && !f.cancelled {
		f.answer, f.answered = r.Move, true
		if r.Move != "" {
			f.inForce = append(f.inForce, r.Move)
		}
	}
	if r.Final && r.ID == f.current {
		f.current = 0
	}
	return r, true
}

// validate checks a request the Session starts: it names a position of
// its match, one with a side to move unless it asks for the values along
// the game, the position shown (or the whole game, for those values),
// and a computer's move only at a computer's seat and at its level (or
// Easy, when its level failed), not while the game is reviewed. It returns the position named.
func (m *model) validate(req engine.Request, bad *[]string) (*game.Match, bool) {
	s := m.s
	note := func(format string, args ...any) {
		*bad = append(*bad, fmt.Sprintf("request %d (%+v): ", req.ID, req)+fmt.Sprintf(format, args...))
	}
	sv := s.Match().Snapshot()
	want := sv.Moves[:sv.Made]
	if req.Line {
		want = sv.Moves
	}
	mt := s.Match()
	if !m.finishing || !slices.Equal(req.Moves, sv.Moves[:sv.Made]) {
		// The position is replayed from the request alone, as the engine
		// does; while a game is played out, the moves equal to the
		// match's are enough, the match being replayed after every
		// command.
		var err error
		if mt, err = req.Match(); err != nil {
			note("its position does not replay: %v", err)
			return nil, false
		}
	}
	switch {
	case req.Game != s.Game().ID || req.Options.String() != sv.Options.String() || req.Start != sv.Start:
		note("it names another game than the one shown")
	case !slices.Equal(req.Moves, want):
		note("its moves are not those of the match, %v", want)
	case !req.Line && mt.Outcome().Over:
		note("it searches a finished game")
	case req.Level != engine.Perfect && !req.Values && !req.Line &&
		// Easy tries again the move of a level whose search failed.
		(!computerAt(s.Seats(), mt.ToMove()) || s.Seat(mt.ToMove()).Level != req.Level && req.Level != engine.Easy || s.Reviewing()):
		note("it asks a computer's move at %v for %v, seats %v, reviewing %v", req.Level, mt.ToMove(), SeatStrings(s.Seats()), s.Reviewing())
	}
	return mt, true
}

// quickEngine is the engine itself with a tiny budget for every search,
// checking each request as modelThinker does.
type quickEngine struct {
	m     *model
	inner engine.Thinker
	bad   []string
	held  []engine.Reply // replies read while waiting, for the next Poll
}

func (q *quickEngine) Start(req engine.Request) {
	q.m.validate(req, &q.bad)
	req.Budget = 20 * time.Millisecond
	q.held = nil
	q.inner.Start(req)
}

func (q *quickEngine) Cancel() {
	q.held = nil
	q.inner.Cancel()
}

func (q *quickEngine) Poll() (engine.Reply, bool) {
	if len(q.held) > 0 {
		r := q.held[0]
		q.held = q.held[1:]
		return r, true
	}
	return q.inner.Poll()
}

// answered reports whether a final reply is in, keeping what it read for
// Poll.
func (q *quickEngine) answered() bool {
	for {
		r, ok := q.inner.Poll()
		if !ok {
			break
		}
		q.held = append(q.held, r)
	}
	return slices.ContainsFunc(q.held, func(r engine.Reply) bool { return r.Final })
}
