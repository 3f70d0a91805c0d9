package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"parlour/game"
	"parlour/game/catalog"
)

// The monkey plays every game with random input: taps of the mouse and of
// a finger, drags, the play screen's keys and, now and then, a link to a
// game with random moves, in each browser engine. It fails on anything
// that shows the app broke: an error in the console (a recovered panic
// included), an uncaught exception, the loader's error panel (the Go
// program stopped), a page that no longer answers window.parlour.state(),
// or a game that a reload does not bring back as it was.
const (
	// monkeyInputsEnv sets the number of inputs per game in Chromium;
	// Firefox and WebKit, whose drivers are slower, get a tenth of it,
	// and at least 10.
	monkeyInputsEnv = "PARLOUR_MONKEY_INPUTS"
	// monkeySeedEnv sets the seed of the random inputs, to replay a run;
	// by default every run draws a new one, which the test logs.
	monkeySeedEnv = "PARLOUR_MONKEY_SEED"
	// monkeyDefaultInputs keeps the three engines' monkey within about
	// a minute and a half on a CI machine of two cores, a check that every
	// game takes random input in every engine; the long runs that look
	// for bugs set PARLOUR_MONKEY_INPUTS (docs/robustness.md).
	monkeyDefaultInputs = 30
	// monkeyChunk is how many inputs go out between two looks at the
	// app: its state, its errors and where its targets are.
	monkeyChunk = 50
	// The monkey's page is smaller than the other tests': software WebGL
	// draws a frame in a time that grows with the pixels, the screen is
	// drawn whole on every frame while the monkey plays (the movable
	// pieces pulse after each input), and the game reads its input once a
	// frame, so that the page's size sets the pace of the whole test.
	monkeyWidth  = 800
	monkeyHeight = 600
)

// monkeyInputs returns the number of inputs per game for an engine that
// gets the given share (1 for Chromium, 10 for a tenth).
func monkeyInputs(t *testing.T, share int) int {
	t.Helper()
	n := monkeyDefaultInputs
	if v := os.Getenv(monkeyInputsEnv); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			t.Fatalf("%s=%q: want a positive number of inputs", monkeyInputsEnv, v)
		}
	}
	return max(n/share, min(n, 10))
}

// monkeyPlays reports whether the monkey of an engine plays the game at
// index i of the menu: Chromium every game; in CI, where their drivers
// make each game cost a minute more, Firefox the first half and WebKit
// the second, so that every game meets every browser engine's family
// (Gecko, WebKit and Chromium's Blink) through the smoke tests and half
// of them the monkey; all of them when PARLOUR_MONKEY_INPUTS is set.
func monkeyPlays(engine string, i int) bool {
	if engine == "Chromium" || os.Getenv(monkeyInputsEnv) != "" {
		return true
	}
	half := len(catalog.Entries()) / 2
	return (engine == "Firefox") == (i < half)
}

// monkeySeed returns the seed of this run, from monkeySeedEnv or the
// clock, and logs it so that a failure can be replayed.
func monkeySeed(t *testing.T) uint64 {
	t.Helper()
	seed := uint64(time.Now().UnixNano())
	if v := os.Getenv(monkeySeedEnv); v != "" {
		var err error
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			t.Fatalf("%s=%q: want an unsigned number", monkeySeedEnv, v)
		}
	}
	t.Logf("monkey seed %d (replay with %s=%d)", seed, monkeySeedEnv, seed)
	return seed
}

// monkeyEventKind is one low-level input event.
type monkeyEventKind int

const (
	mouseMove monkeyEventKind = iota
	mouseDown
	mouseUp
	touchStart
	touchMove
	touchEnd
	keyPress // down and up in the same frame: Ebitengine keeps the press
)

// monkeyEvent is one event the browser dispatches as if from the device.
type monkeyEvent struct {
	kind monkeyEventKind
	x, y float64    // in CSS pixels of the viewport, for the pointer
	key  *monkeyKey // for keyPress
}

// monkeyKey is a key as each protocol names it.
type monkeyKey struct {
	name    string // for the log
	key     string // KeyboardEvent.key
	code    string // KeyboardEvent.code
	keyCode int64  // Windows virtual key code, which Chromium wants
	wd      string // the WebDriver key value
	text    string // the character typed, if any
	shift   bool   // held with Shift
}

// monkeyKeys are the keys the screens answer (scenes/ui/input.go), and one
// (x) they do not.
var monkeyKeys = []monkeyKey{
	{name: "u", key: "u", code: "KeyU", keyCode: 85, wd: "u", text: "u"},
	{name: "r", key: "r", code: "KeyR", keyCode: 82, wd: "r", text: "r"},
	{name: "h", key: "h", code: "KeyH", keyCode: 72, wd: "h", text: "h"},
	{name: "v", key: "v", code: "KeyV", keyCode: 86, wd: "v", text: "v"},
	{name: "a", key: "a", code: "KeyA", keyCode: 65, wd: "a", text: "a"},
	{name: "n", key: "n", code: "KeyN", keyCode: 78, wd: "n", text: "n"},
	{name: "s", key: "s", code: "KeyS", keyCode: 83, wd: "s", text: "s"},
	{name: "x", key: "x", code: "KeyX", keyCode: 88, wd: "x", text: "x"},
	{name: "Up", key: "ArrowUp", code: "ArrowUp", keyCode: 38, wd: "\ue013"},
	{name: "Down", key: "ArrowDown", code: "ArrowDown", keyCode: 40, wd: "\ue015"},
	{name: "Left", key: "ArrowLeft", code: "ArrowLeft", keyCode: 37, wd: "\ue012"},
	{name: "Right", key: "ArrowRight", code: "ArrowRight", keyCode: 39, wd: "\ue014"},
	{name: "Enter", key: "Enter", code: "Enter", keyCode: 13, wd: "\ue007", text: "\r"},
	{name: "Space", key: " ", code: "Space", keyCode: 32, wd: " ", text: " "},
	{name: "Tab", key: "Tab", code: "Tab", keyCode: 9, wd: "\ue004"},
	{name: "Shift+Tab", key: "Tab", code: "Tab", keyCode: 9, wd: "\ue004", shift: true},
	{name: "Home", key: "Home", code: "Home", keyCode: 36, wd: "\ue011"},
	{name: "End", key: "End", code: "End", keyCode: 35, wd: "\ue010"},
	{name: "PageUp", key: "PageUp", code: "PageUp", keyCode: 33, wd: "\ue00e"},
	{name: "PageDown", key: "PageDown", code: "PageDown", keyCode: 34, wd: "\ue00f"},
	{name: "Backspace", key: "Backspace", code: "Backspace", keyCode: 8, wd: "\ue003"},
	{name: "Escape", key: "Escape", code: "Escape", keyCode: 27, wd: "\ue00c"},
}

// keyNamed returns the monkey's key of that name.
func keyNamed(name string) *monkeyKey {
	for i := range monkeyKeys {
		if monkeyKeys[i].name == name {
			return &monkeyKeys[i]
		}
	}
	panic("no monkey key " + name)
}

// monkeyDriver is a browser the monkey plays in: a page, a way to send a
// frame's input events through the browser's own input pipeline, and what
// the protocol saw of the console.
type monkeyDriver interface {
	pageDriver
	// send dispatches the events in order and returns once the page has
	// them.
	send(evs []monkeyEvent) error
	// consoleProblems returns the console's errors, uncaught exceptions
	// and panics the protocol saw; nil where it sees no console.
	consoleProblems() []string
	// touches reports whether the driver can send touch events.
	touches() bool
}

// consoleProblem reports whether a console line tells of a bug: an error,
// an exception, or a panic of the Go program, even one recovered (the
// program's guards log those as ordinary lines).
func consoleProblem(line string) bool {
	l := strings.ToLower(line)
	return strings.HasPrefix(l, "console.error:") || strings.HasPrefix(l, "exception:") ||
		strings.HasPrefix(l, "error:") || strings.Contains(l, "panic") || strings.Contains(l, "fatal error")
}

// monkeyChromium drives headless Chromium through the DevTools protocol.
type monkeyChromium struct {
	chromiumPage
	seen *int  // the console's lines already looked at
	held *bool // the mouse's button is down
}

func (c monkeyChromium) send(evs []monkeyEvent) error {
	return c.b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for i, e := range evs {
			var err error
			switch e.kind {
			case mouseMove:
				// A press carries its own position, and a move is only
				// answered at the page's next frame: the move before a
				// press at the same point would cost a frame for nothing.
				if i+1 < len(evs) && evs[i+1].kind == mouseDown && evs[i+1].x == e.x && evs[i+1].y == e.y {
					continue
				}
				p := input.DispatchMouseEventParams{X: e.x, Y: e.y, Type: input.DispatchMouseEventTypeMouseMoved}
				if *c.held {
					p.Button, p.Buttons = input.MouseButtonLeft, 1
				}
				_, err = cdp.Call(ctx, tg, input.DispatchMouseEvent, p)
			case mouseDown:
				*c.held = true
				_, err = cdp.Call(ctx, tg, input.DispatchMouseEvent, input.DispatchMouseEventParams{X: e.x, Y: e.y,
					Type: input.DispatchMouseEventTypeMousePressed, Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1})
			case mouseUp:
				*c.held = false
				_, err = cdp.Call(ctx, tg, input.DispatchMouseEvent, input.DispatchMouseEventParams{X: e.x, Y: e.y,
					Type: input.DispatchMouseEventTypeMouseReleased, Button: input.MouseButtonLeft, ClickCount: 1})
			case touchStart, touchMove:
				typ := input.DispatchTouchEventTypeTouchStart
				if e.kind == touchMove {
					typ = input.DispatchTouchEventTypeTouchMove
				}
				_, err = cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{
					Type: typ, TouchPoints: []*input.TouchPoint{{X: e.x, Y: e.y}}})
			case touchEnd:
				_, err = cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{
					Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
			case keyPress:
				err = chromiumKey(ctx, tg, e.key)
			}
			if err != nil {
				return err
			}
		}
		return nil
	}))
}

// chromiumKey presses and releases a key, with Shift around it if asked.
func chromiumKey(ctx context.Context, tg *chromedp.Target, k *monkeyKey) error {
	var mods int64
	shift := input.DispatchKeyEventParams{Key: "Shift", Code: "ShiftLeft", WindowsVirtualKeyCode: 16, NativeVirtualKeyCode: 16}
	if k.shift {
		mods = 8 // Shift
		shift.Type, shift.Modifiers = input.DispatchKeyEventTypeRawKeyDown, mods
		if _, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, shift); err != nil {
			return err
		}
	}
	down := input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeRawKeyDown, Key: k.key, Code: k.code, Modifiers: mods,
		WindowsVirtualKeyCode: k.keyCode, NativeVirtualKeyCode: k.keyCode}
	if k.text != "" {
		down.Type, down.Text, down.UnmodifiedText = input.DispatchKeyEventTypeKeyDown, k.text, k.text
	}
	if _, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, down); err != nil {
		return err
	}
	up := down
	up.Type, up.Text, up.UnmodifiedText = input.DispatchKeyEventTypeKeyUp, "", ""
	if _, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, up); err != nil {
		return err
	}
	if k.shift {
		shift.Type, shift.Modifiers = input.DispatchKeyEventTypeKeyUp, 0
		if _, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, shift); err != nil {
			return err
		}
	}
	return nil
}

func (c monkeyChromium) consoleProblems() []string {
	c.b.mu.Lock()
	defer c.b.mu.Unlock()
	return newProblems(c.b.log, c.seen)
}

// newProblems returns the lines of a console log after the first *seen
// that tell of a bug, and notes them seen: a bug fails the game it shows
// in, not every game after it.
func newProblems(lines []string, seen *int) []string {
	var out []string
	for _, line := range lines[min(*seen, len(lines)):] {
		if consoleProblem(line) {
			out = append(out, line)
		}
	}
	*seen = len(lines)
	return out
}

func (c monkeyChromium) touches() bool { return true }

// webDriverActions turns a frame's events into the input sources of
// WebDriver's (and WebDriver BiDi's) perform actions: a mouse, a finger
// and a keyboard, advancing together tick by tick. An event goes into the
// current tick unless its source already acts there.
func webDriverActions(evs []monkeyEvent) []any {
	const (
		mouse = iota
		finger
		keys
	)
	var ticks [][3]map[string]any
	put := func(src int, a map[string]any) {
		if n := len(ticks); n == 0 || ticks[n-1][src] != nil {
			ticks = append(ticks, [3]map[string]any{})
		}
		ticks[len(ticks)-1][src] = a
	}
	move := func(x, y float64) map[string]any {
		return map[string]any{"type": "pointerMove", "x": int(math.Round(x)), "y": int(math.Round(y)), "origin": "viewport", "duration": 0}
	}
	for _, e := range evs {
		switch e.kind {
		case mouseMove:
			put(mouse, move(e.x, e.y))
		case mouseDown:
			put(mouse, map[string]any{"type": "pointerDown", "button": 0})
		case mouseUp:
			put(mouse, map[string]any{"type": "pointerUp", "button": 0})
		case touchStart:
			put(finger, move(e.x, e.y))
			put(finger, map[string]any{"type": "pointerDown", "button": 0})
		case touchMove:
			put(finger, move(e.x, e.y))
		case touchEnd:
			put(finger, map[string]any{"type": "pointerUp", "button": 0})
		case keyPress:
			if e.key.shift {
				put(keys, map[string]any{"type": "keyDown", "value": "\ue008"})
			}
			put(keys, map[string]any{"type": "keyDown", "value": e.key.wd})
			put(keys, map[string]any{"type": "keyUp", "value": e.key.wd})
			if e.key.shift {
				put(keys, map[string]any{"type": "keyUp", "value": "\ue008"})
			}
		}
	}
	var lists [3][]map[string]any
	for _, tick := range ticks {
		for src, a := range tick {
			if a == nil {
				a = map[string]any{"type": "pause", "duration": 0}
			}
			lists[src] = append(lists[src], a)
		}
	}
	return []any{
		map[string]any{"type": "pointer", "id": "monkey-mouse", "parameters": map[string]string{"pointerType": "mouse"}, "actions": lists[mouse]},
		map[string]any{"type": "pointer", "id": "monkey-finger", "parameters": map[string]string{"pointerType": "touch"}, "actions": lists[finger]},
		map[string]any{"type": "key", "id": "monkey-keys", "actions": lists[keys]},
	}
}

// monkeyFirefox drives Firefox through WebDriver BiDi.
type monkeyFirefox struct {
	*firefoxPage
	seen *int // the console's lines already looked at
}

func (f monkeyFirefox) send(evs []monkeyEvent) error {
	return f.call("input.performActions", map[string]any{"context": f.context, "actions": webDriverActions(evs)}, nil, bidiCommandTimeout)
}

func (f monkeyFirefox) consoleProblems() []string {
	f.consoleLog.mu.Lock()
	defer f.consoleLog.mu.Unlock()
	return newProblems(f.lines, f.seen)
}

func (f monkeyFirefox) touches() bool { return true }

// monkeyWebKit drives WebKitGTK's MiniBrowser through classic WebDriver,
// which shows no console: the page's own watch (monkeyWatchJS) reports
// its errors. WebKitWebDriver has no touch input, so the finger's taps
// go by the mouse.
type monkeyWebKit struct{ *webDriverSession }

func (w monkeyWebKit) send(evs []monkeyEvent) error {
	return w.do("POST", "/actions", map[string]any{"actions": webDriverActions(evs)}, nil)
}

func (w monkeyWebKit) consoleProblems() []string { return nil }

func (w monkeyWebKit) touches() bool { return false }

// monkeyWatchJS installs, once per page, a watch that runs every frame:
// it counts the moves played (each new sequence of moves once, so that an
// Undo and the same move again count one move) and the games finished
// (each finished sequence once), and keeps the console's errors, the
// lines of the Go program that tell of a panic, uncaught exceptions and
// unhandled rejections, which is the only console WebKit's driver gives.
const monkeyWatchJS = `(() => {
	if (window.parlourMonkey) return true;
	const m = window.parlourMonkey = {moves: 0, finished: 0, frames: 0, errors: [], seen: new Set(), ended: new Set(), prev: null};
	const note = (what) => { if (m.errors.length < 50) m.errors.push(what); };
	const text = (a) => Array.from(a, (x) => x && x.stack ? x.stack : String(x)).join(" ");
	const wrap = (level, always) => {
		const orig = console[level];
		console[level] = function (...args) {
			const line = text(args);
			if (always || /panic|fatal error/i.test(line)) note("console." + level + ": " + line);
			return orig.apply(this, args);
		};
	};
	wrap("error", true);
	wrap("warn", false);
	wrap("log", false);
	wrap("info", false);
	addEventListener("error", (e) => note("uncaught: " + (e.error && e.error.stack || e.message)));
	addEventListener("unhandledrejection", (e) => note("unhandled rejection: " + (e.reason && e.reason.stack || e.reason)));
	const step = () => {
		m.frames++;
		try {
			const s = window.parlour && typeof window.parlour.state === "function" && JSON.parse(window.parlour.state());
			if (s && s.scene === "play" && Array.isArray(s.moves)) {
				for (let i = 1; i <= s.moves.length; i++) {
					const key = s.game + ":" + s.moves.slice(0, i).join(" ");
					if (!m.seen.has(key)) { m.seen.add(key); m.moves++; }
				}
				const key = s.game + ":" + s.moves.join(" ");
				if (s.over && !m.ended.has(key)) { m.ended.add(key); m.finished++; }
			}
		} catch (e) {
			note("window.parlour.state(): " + (e && e.stack || e));
		}
		requestAnimationFrame(step);
	};
	requestAnimationFrame(step);
	return true;
})()`

// monkeyState is window.parlour.state() with the dialog the monkey needs.
type monkeyState struct {
	appState
	Dialog *struct {
		Title   string   `json:"title"`
		Buttons []string `json:"buttons"`
	} `json:"dialog"`
}

// monkeyLook is what the monkey sees of the page between two chunks.
type monkeyLook struct {
	Error    string                `json:"error"`  // window.parlourError
	Detail   string                `json:"detail"` // the error panel's details: the Go program's last output
	State    string                `json:"state"`  // window.parlour.state(), "" if it is gone
	Targets  map[string][2]float64 `json:"targets"`
	Errors   []string              `json:"errors"` // from the page's watch, since the last look
	Watching bool                  `json:"watching"`
	Moves    int                   `json:"moves"`
	Finished int                   `json:"finished"`
	Frames   int                   `json:"frames"`
	W        float64               `json:"w"` // the viewport's size
	H        float64               `json:"h"`
}

// monkeyLookJS returns the expression that reads a monkeyLook, with the
// positions of the targets named.
func monkeyLookJS(names []string) string {
	list, _ := json.Marshal(names)
	return `(() => {
		const m = window.parlourMonkey, p = window.parlour;
		const out = {error: window.parlourError ? String(window.parlourError) : "", targets: {}, w: innerWidth, h: innerHeight};
		if (out.error) {
			const d = document.getElementById("error-detail");
			out.detail = d ? d.textContent : "";
		}
		if (p && typeof p.state === "function") out.state = p.state();
		if (p && typeof p.target === "function") {
			for (const n of ` + string(list) + `) {
				const t = p.target(n);
				if (t) out.targets[n] = [t.pageX - scrollX, t.pageY - scrollY];
			}
		}
		if (m) {
			out.watching = true;
			out.errors = m.errors.splice(0);
			out.moves = m.moves; out.finished = m.finished; out.frames = m.frames;
		}
		return out;
	})()`
}

// monkeyFrameJS waits for the page's next animation frame, in which the
// game runs its tick and reads the input sent before.
const monkeyFrameJS = `new Promise((done) => requestAnimationFrame(() => done("")))`

// monkeyGame is what the monkey knows of a game from its rules: the names
// of the points of all its boards, and its options, to read the positions
// the app reports and find the legal moves.
type monkeyGame struct {
	g      *game.Game
	combos []game.Options
	names  []string
	parsed map[string]game.State
}

// newMonkeyGame enumerates the game's options (at most 256 sets of them).
func newMonkeyGame(g *game.Game) *monkeyGame {
	mg := &monkeyGame{g: g, parsed: map[string]game.State{}}
	combos := []game.Options{{}}
	for _, o := range g.Options {
		var next []game.Options
		for _, c := range combos {
			for _, ch := range o.Choices {
				if len(next) >= 256 {
					break
				}
				n := game.Options{}
				for k, v := range c {
					n[k] = v
				}
				n[o.Key] = ch.Value
				next = append(next, n)
			}
		}
		combos = next
	}
	seen := map[string]bool{}
	for _, c := range combos {
		s, opts, err := g.Start(c)
		if err != nil {
			continue
		}
		mg.combos = append(mg.combos, opts)
		b := s.Board()
		for p := range b.Len() {
			if n := b.Point(p).Name; !seen[n] {
				seen[n] = true
				mg.names = append(mg.names, n)
			}
		}
	}
	return mg
}

// state returns the position the app reports as a State, or nil if none
// of the game's options reads it back the same.
func (mg *monkeyGame) state(position string) game.State {
	if s, ok := mg.parsed[position]; ok {
		if s == nil {
			return nil
		}
		return s.Clone()
	}
	var found game.State
	for _, opts := range mg.combos {
		if s, _, err := mg.g.Position(opts, position); err == nil && s.String() == position {
			found = s
			break
		}
	}
	if len(mg.parsed) > 10000 {
		clear(mg.parsed)
	}
	mg.parsed[position] = found
	if found == nil {
		return nil
	}
	return found.Clone()
}

// actionLabel is the label of the play screen's button for a move with no
// path (scenes/play.actionLabel).
func actionLabel(s game.State, mv game.Move) string {
	if l, ok := s.(game.ActionLabeller); ok {
		return l.ActionLabel(mv)
	}
	text := strings.TrimSpace(s.MoveString(mv))
	if text == "" {
		return ""
	}
	text = strings.ToUpper(text[:1]) + text[1:]
	if !strings.HasSuffix(text, ".") && !strings.HasSuffix(text, "!") {
		text += "."
	}
	return text
}

// playButtons are the play screen's buttons, by label.
var playButtons = []string{"New", "Undo", "Redo", "Hint", "Rules", "Menu", "Analysis", "Values", "Share", "Play from here", "Zoom"}

// leavingButtons take the monkey off the play screen or open a dialog:
// the app's state is looked at right after them.
var leavingButtons = []string{"button:New", "button:Rules", "button:Menu", "button:Share"}

// monkeyResult is one game's figures.
type monkeyResult struct {
	engine, game string
	inputs       int
	seconds      float64
	moves        int
	finished     int
	steered      int // times the monkey was brought back to the game's play screen
	frames       int // animation frames the page drew while the monkey played
}

// monkey plays one game in one browser.
type monkey struct {
	t    *testing.T
	d    monkeyDriver
	rng  *rand.Rand
	mg   *monkeyGame
	name string // engine and game
	seed uint64

	look    monkeyLook
	state   monkeyState
	frames  [][]monkeyEvent // input waiting to be sent, a frame each
	touch   bool            // this chunk's taps are a finger's
	recent  []string        // the last inputs, for the failure's report
	sent    int
	steered int
	fuzzed  int // links opened

	waits                        int // frames waited for
	sendTime, waitTime, lookTime time.Duration
	steerTime                    time.Duration
}

// note records an input for the report of a failure.
func (m *monkey) note(format string, args ...any) {
	m.recent = append(m.recent, fmt.Sprintf("%d: ", m.sent)+fmt.Sprintf(format, args...))
	if len(m.recent) > 120 {
		m.recent = m.recent[len(m.recent)-100:]
	}
}

// fail stops the game's run with what went wrong, the inputs that led to
// it and the seed.
func (m *monkey) fail(format string, args ...any) {
	m.t.Helper()
	m.t.Fatalf("%s after %d inputs: %s\nlast inputs:\n%s\nstate: %s\n(seed %d: %s=%d plays the same inputs as far as the app answers them alike)",
		m.name, m.sent, fmt.Sprintf(format, args...), strings.Join(m.recent, "\n"), m.look.State, m.seed, monkeySeedEnv, m.seed)
}

// queue adds frames of input; a frame with only a key goes into the last
// frame queued if that frame sends no key, since a key and a pointer do
// not disturb each other in a tick. Every point is kept inside the
// viewport: a target of a big board or a drag's end may lie beyond it,
// and WebKit's driver refuses to move the pointer there.
func (m *monkey) queue(frames ...[]monkeyEvent) {
	w, h := max(m.look.W, 100), max(m.look.H, 100)
	for _, f := range frames {
		for i := range f {
			f[i].x, f[i].y = min(max(f[i].x, 1), w-2), min(max(f[i].y, 1), h-2)
		}
		if len(f) == 1 && f[0].kind == keyPress && len(m.frames) > 0 {
			last := m.frames[len(m.frames)-1]
			if !slices.ContainsFunc(last, func(e monkeyEvent) bool { return e.kind == keyPress }) {
				m.frames[len(m.frames)-1] = append(last, f[0])
				continue
			}
		}
		m.frames = append(m.frames, f)
	}
}

// flush sends the frames queued, each followed by a wait for the page's
// next frame.
func (m *monkey) flush() {
	m.t.Helper()
	for _, f := range m.frames {
		began := time.Now()
		if len(f) > 0 {
			if err := m.d.send(f); err != nil {
				m.fail("send input: %v", err)
			}
		}
		sent := time.Now()
		if _, err := m.d.Eval(monkeyFrameJS); err != nil {
			m.fail("wait for a frame: %v", err)
		}
		m.waits++
		m.sendTime += sent.Sub(began)
		m.waitTime += time.Since(sent)
	}
	m.frames = m.frames[:0]
}

// targetNames are the targets whose positions the monkey asks for.
func (m *monkey) targetNames() []string {
	names := make([]string, 0, len(m.mg.names)+40)
	for _, n := range m.mg.names {
		names = append(names, "point:"+n)
	}
	for _, b := range playButtons {
		names = append(names, "button:"+b)
	}
	names = append(names, "button:Dismiss", "button:Back", "button:Start game", "button:Continue game", "card:"+m.mg.g.ID)
	if s := m.mg.state(m.state.Position); s != nil {
		for _, mv := range s.LegalMoves(nil) {
			if len(s.MovePath(mv)) == 0 {
				names = append(names, "button:"+actionLabel(s, mv))
			}
		}
	}
	for i := 1; i <= len(m.state.Moves); i++ {
		names = append(names, fmt.Sprintf("move:%d", i))
	}
	if dl := m.state.Dialog; dl != nil {
		for _, b := range dl.Buttons {
			names = append(names, "button:"+b)
		}
	}
	return names
}

// observe looks at the page and fails on any sign of a broken app.
func (m *monkey) observe() {
	m.t.Helper()
	began := time.Now()
	defer func() { m.lookTime += time.Since(began) }()
	l, err := jsValue[monkeyLook](m.d, monkeyLookJS(m.targetNames()))
	if err != nil {
		m.fail("the page does not answer: %v", err)
	}
	m.look = l
	m.check()
	var s monkeyState
	if err := json.Unmarshal([]byte(l.State), &s); err != nil || l.State == "" || l.State == "null" {
		m.fail("window.parlour.state() returned %q: %v", l.State, err)
	}
	m.state = s
	// A panic in a screen's frame shows the Stopped screen, and one in
	// reading what came in a notice that speaks of a bug; both log the
	// panic too, but say it first.
	if s.Scene == "stopped" {
		m.fail("the app shows its Stopped screen: a screen's frame panicked")
	}
	for _, n := range s.Notices {
		if strings.Contains(n, "error of its own") {
			m.fail("a notice tells of a bug: %q", n)
		}
	}
}

// check fails on the error panel or on an error the page or the protocol
// saw.
func (m *monkey) check() {
	m.t.Helper()
	if m.look.Error != "" {
		m.fail("the error panel shows %q; details:\n%s", m.look.Error, m.look.Detail)
	}
	problems := slices.Clone(m.look.Errors)
	problems = append(problems, m.d.consoleProblems()...)
	if len(problems) > 0 {
		m.fail("the console tells of a bug:\n%s", strings.Join(problems, "\n"))
	}
	if !m.look.Watching {
		m.fail("the page lost the monkey's watch: it was loaded again")
	}
}

// lightState reads only window.parlour.state(), to find the legal moves
// of the position now on the board.
func (m *monkey) lightState() {
	m.t.Helper()
	text, err := jsValue[string](m.d, `window.parlour.state()`)
	if err != nil {
		m.fail("window.parlour.state(): %v", err)
	}
	var s monkeyState
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		m.fail("window.parlour.state() returned %q: %v", text, err)
	}
	m.state = s
}

// at returns where a target is, and whether it is on the screen.
func (m *monkey) at(name string) (x, y float64, ok bool) {
	p, ok := m.look.Targets[name]
	return p[0], p[1], ok
}

// randomPoint returns a point on the page, most often near a target of
// the board or a button.
func (m *monkey) randomPoint() (float64, float64, string) {
	w, h := max(m.look.W, 100), max(m.look.H, 100)
	var names []string
	if m.rng.IntN(10) < 8 {
		for n := range m.look.Targets {
			names = append(names, n)
		}
		slices.Sort(names) // the map's order is random; the run must not be
	}
	if len(names) == 0 {
		return 1 + m.rng.Float64()*(w-2), 1 + m.rng.Float64()*(h-2), "anywhere"
	}
	var pick string
	if m.rng.IntN(4) > 0 {
		var points []string
		for _, n := range names {
			if strings.HasPrefix(n, "point:") {
				points = append(points, n)
			}
		}
		if len(points) > 0 {
			pick = points[m.rng.IntN(len(points))]
		}
	}
	if pick == "" {
		pick = names[m.rng.IntN(len(names))]
	}
	x, y, _ := m.at(pick)
	jx, jy := (m.rng.Float64()-0.5)*16, (m.rng.Float64()-0.5)*16
	return min(max(x+jx, 1), w-2), min(max(y+jy, 1), h-2), pick
}

// tap queues a tap at (x, y) by the chunk's pointer: a mouse press and
// release in one frame, then a frame with the button up (Ebitengine
// keeps a press that ends within its tick); or a finger down for a frame
// and lifted for the next.
func (m *monkey) tap(x, y float64) {
	if m.touch {
		m.queue([]monkeyEvent{{kind: touchStart, x: x, y: y}}, []monkeyEvent{{kind: touchEnd}})
		return
	}
	m.queue([]monkeyEvent{{kind: mouseMove, x: x, y: y}, {kind: mouseDown, x: x, y: y}, {kind: mouseUp, x: x, y: y}}, nil)
}

// drag queues a drag from one point to another through a point between.
func (m *monkey) drag(x0, y0, x1, y1 float64) {
	mx, my := (x0+x1)/2, (y0+y1)/2
	if m.touch {
		m.queue([]monkeyEvent{{kind: touchStart, x: x0, y: y0}}, []monkeyEvent{{kind: touchMove, x: mx, y: my}},
			[]monkeyEvent{{kind: touchMove, x: x1, y: y1}}, []monkeyEvent{{kind: touchEnd}})
		return
	}
	m.queue([]monkeyEvent{{kind: mouseMove, x: x0, y: y0}, {kind: mouseDown, x: x0, y: y0}},
		[]monkeyEvent{{kind: mouseMove, x: mx, y: my}}, []monkeyEvent{{kind: mouseMove, x: x1, y: y1}},
		[]monkeyEvent{{kind: mouseUp, x: x1, y: y1}})
}

// press queues a key press.
func (m *monkey) press(k *monkeyKey) {
	m.queue([]monkeyEvent{{kind: keyPress, key: k}})
}

// legalMove queues the taps of a legal move of the position on the board,
// or the action button of a move with no path, and returns how many
// inputs that is (0 if none).
func (m *monkey) legalMove() int {
	m.flush()
	m.lightState()
	if m.state.Scene != "play" {
		return 0
	}
	s := m.mg.state(m.state.Position)
	if s == nil {
		return 0
	}
	moves := s.LegalMoves(nil)
	if len(moves) == 0 {
		return 0
	}
	mv := moves[m.rng.IntN(len(moves))]
	path := s.MovePath(mv)
	if len(path) == 0 {
		name := "button:" + actionLabel(s, mv)
		x, y, ok := m.at(name)
		if !ok {
			return 0
		}
		m.note("legal move %s: tap %s", s.MoveString(mv), name)
		m.tap(x, y)
		return 1
	}
	taps := 0
	for i, p := range path {
		x, y, ok := m.at("point:" + s.Board().Point(p).Name)
		if !ok {
			break
		}
		m.tap(x, y)
		taps++
		// The last point again ends a chain of jumps that could go on.
		if i == len(path)-1 && prefixOfLonger(s, mv) {
			m.tap(x, y)
			taps++
		}
	}
	if taps > 0 {
		m.note("legal move %s by %d taps (%s)", s.MoveString(mv), taps, map[bool]string{true: "finger", false: "mouse"}[m.touch])
	}
	return taps
}

// fuzzLink opens a link to the game with random moves, as a person
// following a link they were sent, and returns 1. The moves are names of
// the board's points joined as the games write moves, and some garbage.
func (m *monkey) fuzzLink() int {
	m.flush()
	var moves []string
	for range 1 + m.rng.IntN(4) {
		var b strings.Builder
		for j := range 1 + m.rng.IntN(4) {
			if j > 0 {
				b.WriteString([]string{"-", "x", ":", "", "*", "--"}[m.rng.IntN(6)])
			}
			switch m.rng.IntN(10) {
			case 0:
				b.WriteString([]string{"", "0", "99", "zz", "@", "a", "-1", "\u00e9", "x"}[m.rng.IntN(9)])
			default:
				b.WriteString(m.mg.names[m.rng.IntN(len(m.mg.names))])
			}
		}
		moves = append(moves, b.String())
	}
	link := "play=" + m.mg.g.ID + "&moves=" + strings.ReplaceAll(strings.Join(moves, " "), " ", "+")
	m.note("link #%s", link)
	if _, err := jsValue[bool](m.d, "(location.hash = "+jsString(link)+", true)"); err != nil {
		m.fail("follow the link #%s: %v", link, err)
	}
	m.fuzzed++
	return 1
}

// input queues one random input, or a few for a legal move, and returns
// how many it queued and whether it may have left the play screen.
func (m *monkey) input() (int, bool) {
	switch r := m.rng.IntN(100); {
	case r < 40: // a tap, most often on the board
		x, y, what := m.randomPoint()
		m.note("tap %s (%.0f, %.0f)%s", what, x, y, map[bool]string{true: " by finger", false: ""}[m.touch])
		m.tap(x, y)
		return 1, slices.Contains(leavingButtons, what)
	case r < 62: // a legal move's taps
		if n := m.legalMove(); n > 0 {
			return n, false
		}
		return m.input()
	case r < 70: // a drag
		x0, y0, from := m.randomPoint()
		x1, y1, to := m.randomPoint()
		m.note("drag %s (%.0f, %.0f) to %s (%.0f, %.0f)%s", from, x0, y0, to, x1, y1, map[bool]string{true: " by finger", false: ""}[m.touch])
		m.drag(x0, y0, x1, y1)
		return 1, false
	case r < 99: // a key, Escape and n (which leave or ask) less often
		k := &monkeyKeys[m.rng.IntN(len(monkeyKeys))]
		if (k.name == "Escape" || k.name == "n") && m.rng.IntN(3) > 0 {
			k = keyNamed("u")
		}
		m.note("key %s", k.name)
		m.press(k)
		return 1, k.name == "Escape" || k.name == "n" || k.name == "Enter" || k.name == "Space"
	default:
		return m.fuzzLink(), true
	}
}

// steer brings the monkey back to the game's play screen with no dialog
// open, by the buttons a person would press.
func (m *monkey) steer() {
	m.t.Helper()
	id := m.mg.g.ID
	began := time.Now()
	defer func() { m.steerTime += time.Since(began) }()
	last, scrolls := "", 0
	for try := 0; ; try++ {
		s := m.state
		if s.Scene == "play" && s.Game == id && s.Dialog == nil {
			return
		}
		if try == 16 {
			m.fail("could not bring the game back: scene %q, game %q, dialog %+v, notices %q", s.Scene, s.Game, s.Dialog, s.Notices)
		}
		if try == 0 {
			m.mouseAgain()
		}
		var name string
		switch {
		case s.Dialog != nil && len(s.Dialog.Buttons) > 0:
			// Any of its choices, as the monkey would.
			name = "button:" + s.Dialog.Buttons[m.rng.IntN(len(s.Dialog.Buttons))]
		case s.Dialog != nil:
			name = "Escape"
		case len(s.Notices) > 0:
			// A notice takes the taps on the part of the scene it covers.
			name = "button:Dismiss"
		case s.Scene == "play":
			name = "button:Menu"
		case s.Scene == "menu":
			name = "card:" + id
		case s.Scene == "options" && s.Game == id:
			name = "button:Start game"
			if _, _, ok := m.at("button:Continue game"); ok {
				name = "button:Continue game"
			}
		default: // rules, the set-up board, another game's options
			name = "button:Back"
		}
		m.steered++
		x, y, ok := m.at(name)
		switch {
		case s.Scene == "menu" && s.Dialog == nil && (!ok || name == last):
			// The card is below or above the view, or only its edge
			// shows: scroll the menu by a drag, down first.
			h := m.look.H
			from, to := h*0.75, h*0.3
			if scrolls++; scrolls > 4 {
				from, to = to, from
			}
			m.note("steer: scroll the menu for %s", name)
			m.drag(m.look.W/2, from, m.look.W/2, to)
			m.flush()
			name = ""
		case !ok:
			m.note("steer: Escape (no %s on %s)", name, s.Scene)
			m.press(keyNamed("Escape"))
			m.flush()
		default:
			m.note("steer: %s on %s", name, s.Scene)
			m.queue([]monkeyEvent{{kind: mouseMove, x: x, y: y}, {kind: mouseDown, x: x, y: y}, {kind: mouseUp, x: x, y: y}}, nil, nil)
			m.flush()
		}
		last = name
		// The scene changes after a fade: wait for it, so that the next
		// click lands on the scene it is meant for.
		deadline := time.Now().Add(2 * time.Second)
		for {
			m.observe()
			n := m.state
			if n.Scene != s.Scene || n.Game != s.Game || (n.Dialog == nil) != (s.Dialog == nil) || len(n.Notices) != len(s.Notices) ||
				n.Dialog != nil && s.Dialog != nil && n.Dialog.Title != s.Dialog.Title || name == "" || time.Now().After(deadline) {
				break
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
}

// mouseAgain waits, after a finger's taps, until the app reads the mouse
// again: it leaves the mouse alone for 30 frames after a touch
// (scenes/ui/input.go), so that one tap never counts twice.
func (m *monkey) mouseAgain() {
	if !m.touch {
		return
	}
	for range 32 {
		m.frames = append(m.frames, nil)
	}
	m.flush()
	m.touch = false
}

// run sends n inputs and returns the figures.
func (m *monkey) run(n int) monkeyResult {
	m.t.Helper()
	began := time.Now()
	m.observe()
	m.steer()
	start := m.look
	for m.sent < n {
		// A finger takes over from the mouse now and then, for a few
		// chunks: not often, since the mouse is not read for a while
		// after a touch.
		if m.d.touches() && m.rng.IntN(8) == 0 {
			if m.touch {
				m.mouseAgain()
			} else {
				m.touch = true
			}
		}
		for i := 0; i < monkeyChunk && m.sent < n; {
			k, leaving := m.input()
			i += k
			m.sent += k
			if leaving {
				break
			}
		}
		m.flush()
		m.observe()
		m.steer()
	}
	took := time.Since(began)
	return monkeyResult{game: m.mg.g.ID, inputs: m.sent, seconds: took.Seconds(),
		moves: m.look.Moves - start.Moves, finished: m.look.Finished - start.Finished, steered: m.steered,
		frames: m.look.Frames - start.Frames}
}

// settled waits until the game stops changing and the engine is idle (no
// move of the computer to come), and returns its state.
func (m *monkey) settled() monkeyState {
	m.t.Helper()
	deadline := time.Now().Add(stepTimeout)
	m.observe()
	last, since := m.state, time.Now()
	for time.Now().Before(deadline) {
		time.Sleep(250 * time.Millisecond)
		m.observe()
		s := m.state
		if s.Scene != last.Scene || s.Position != last.Position || !slices.Equal(s.Moves, last.Moves) {
			last, since = s, time.Now()
			continue
		}
		if time.Since(since) > 1500*time.Millisecond && (!s.Thinking || s.Analysis != nil) {
			break
		}
	}
	return m.state
}

// reloadCheck reloads the page and checks that the game comes back as it
// was: saved after every change.
func (m *monkey) reloadCheck() {
	m.t.Helper()
	// The game on the screen is what a reload must bring back: from the
	// menu or a dialog there is none to compare (a reload on the menu
	// opens the game in progress, which the menu does not show).
	// The last input may still be on its way (a tap on Rules, seen as
	// the play screen): the screen settles before the monkey is steered
	// back to the game, and again after.
	before := m.settled()
	for try := 0; before.Scene != "play" || before.Game != m.mg.g.ID || before.Dialog != nil; try++ {
		if try == 3 {
			m.fail("could not bring the game back before the reload: scene %q, game %q", before.Scene, before.Game)
		}
		m.steer()
		before = m.settled()
	}
	if err := m.d.Reload(); err != nil {
		m.fail("reload: %v", err)
	}
	firstFrame(m.t, m.d)
	if _, err := m.d.Eval(`(` + monkeyWatchJS + `) ? "" : ""`); err != nil {
		m.fail("watch the page after the reload: %v", err)
	}
	deadline := time.Now().Add(stepTimeout)
	for {
		m.observe()
		s := m.state
		if before.Over && s.Scene == "menu" {
			// A finished game is no game in progress: the start opens the
			// menu, and the save keeps the game as it ended.
			saved, err := m.d.Eval(fmt.Sprintf(`(s => s ? JSON.stringify(JSON.parse(s).moves.slice(0, JSON.parse(s).made)) : "[]")(localStorage.getItem("parlour.match.%s"))`, before.Game))
			var moves []string
			if err == nil {
				err = json.Unmarshal([]byte(saved), &moves)
			}
			if err != nil || !slices.Equal(moves, before.Moves) {
				m.fail("after the reload of a finished game the save holds %q (%v), want %q", moves, err, before.Moves)
			}
			m.t.Logf("%s: the game had ended; after the reload the menu, the game saved with its %d moves", m.name, len(moves))
			return
		}
		if s.Scene == "play" && s.Game == before.Game && slices.Equal(s.Moves, before.Moves) && s.Position == before.Position {
			m.t.Logf("%s: after the reload the game is back: %d moves, position %q", m.name, len(s.Moves), s.Position)
			return
		}
		if time.Now().After(deadline) {
			m.fail("after the reload the game is not the one saved:\nbefore: scene %q, game %q, moves %q, position %q\nafter:  scene %q, game %q, moves %q, position %q",
				before.Scene, before.Game, before.Moves, before.Position, s.Scene, s.Game, s.Moves, s.Position)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// openApp loads the app at a link to a new game of id, and installs the
// watch.
func openApp(t *testing.T, d monkeyDriver, url, id string) {
	t.Helper()
	// A blank page first: a link that differs from the page's address
	// only in its fragment would not load the page again.
	if err := d.Navigate("about:blank"); err != nil {
		t.Fatalf("open about:blank: %v", err)
	}
	if err := d.Navigate(url + "#play=" + id); err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	firstFrame(t, d)
	if _, err := d.Eval(`(` + monkeyWatchJS + `) ? "" : ""`); err != nil {
		t.Fatalf("watch the page: %v", err)
	}
}

// followLink opens a new game of id in the running app by a link, as a
// person following one: the page is not loaded again, so that no request
// of the page is cut short between two games.
func (m *monkey) followLink(id string) {
	m.t.Helper()
	if _, err := jsValue[bool](m.d, "(location.hash = "+jsString("play="+id)+", true)"); err != nil {
		m.fail("follow the link #play=%s: %v", id, err)
	}
	deadline := time.Now().Add(stepTimeout)
	for {
		m.observe()
		if m.state.Scene == "play" && m.state.Game == id {
			return
		}
		if time.Now().After(deadline) {
			m.fail("the link #play=%s did not open its game", id)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// runMonkey plays every game with n inputs in one browser, and logs and
// returns the figures.
func runMonkey(t *testing.T, engine string, d monkeyDriver, n int) []monkeyResult {
	t.Helper()
	seed := monkeySeed(t)
	url := serve(t, builtSite(t))
	var results []monkeyResult
	fresh := true // the page must be loaded (again)
	for i, e := range catalog.Entries() {
		if !monkeyPlays(engine, i) {
			continue
		}
		t.Run(e.ID, func(t *testing.T) {
			h := fnv.New64a()
			h.Write([]byte(engine + "/" + e.ID))
			m := &monkey{t: t, d: d, rng: rand.New(rand.NewPCG(seed, h.Sum64())), mg: newMonkeyGame(e.Game), name: engine + " " + e.ID, seed: seed}
			if fresh {
				openApp(t, d, url, e.ID)
			} else {
				m.followLink(e.ID)
			}
			// Until this game passes: one that failed may leave the page
			// broken, and the next game starts on a new one.
			fresh = true
			r := m.run(n)
			r.engine = engine
			m.reloadCheck()
			t.Logf("%s %s: %d inputs in %.1f s (%.1f a second), %d moves played, %d games finished, %d links with random moves, %d steps to bring the monkey back to the game",
				engine, e.ID, r.inputs, r.seconds, float64(r.inputs)/r.seconds, r.moves, r.finished, m.fuzzed, r.steered)
			t.Logf("%s %s: the page drew %d frames (%.1f a second); %d waits for a frame took %.1f s, sending the input %.1f s, looking at the app %.1f s, bringing the monkey back %.1f s",
				engine, e.ID, r.frames, float64(r.frames)/r.seconds, m.waits, m.waitTime.Seconds(), m.sendTime.Seconds(), m.lookTime.Seconds(), m.steerTime.Seconds())
			results = append(results, r)
			fresh = false
		})
	}
	var sum strings.Builder
	fmt.Fprintf(&sum, "%-8s %-10s %7s %8s %6s %8s\n", "engine", "game", "inputs", "seconds", "moves", "finished")
	for _, r := range results {
		fmt.Fprintf(&sum, "%-8s %-10s %7d %8.1f %6d %8d\n", r.engine, r.game, r.inputs, r.seconds, r.moves, r.finished)
	}
	t.Logf("monkey figures (seed %d):\n%s", seed, sum.String())
	return results
}

// newMonkeyBrowser starts headless Chromium as newBrowser does, with a
// page of the monkey's size, drawing with Mesa's software OpenGL on the X
// display when there is one: on two cores it draws the game's frames
// about three times as fast as SwiftShader, which the other tests use,
// and the monkey waits for every frame.
func newMonkeyBrowser(t *testing.T) *browser {
	t.Helper()
	var opts []chromedp.ExecAllocatorOption
	if os.Getenv("DISPLAY") != "" {
		opts = append(opts, chromedp.Flag("use-angle", "gl"), chromedp.Flag("ignore-gpu-blocklist", true))
	} else {
		opts = append(opts, chromedp.Flag("use-angle", "swiftshader"), chromedp.Flag("enable-unsafe-swiftshader", true))
	}
	b := startChromium(t, monkeyWidth, monkeyHeight, opts...)
	b.viewport(monkeyWidth, monkeyHeight, false)
	return b
}

// TestMonkeyChromium plays every game in headless Chromium with random
// taps of the mouse and a finger, drags, keys and links, and checks that
// the app never breaks and keeps each game across a reload.
func TestMonkeyChromium(t *testing.T) {
	t.Parallel()
	n := monkeyInputs(t, 1)
	b := newMonkeyBrowser(t)
	runMonkey(t, "Chromium", monkeyChromium{chromiumPage{b}, new(int), new(bool)}, n)
}

// TestMonkeyFirefox is TestMonkeyChromium in Firefox ESR, with a tenth of
// the inputs.
func TestMonkeyFirefox(t *testing.T) {
	t.Parallel()
	n := monkeyInputs(t, 10)
	f := newFirefox(t)
	if err := f.SetViewport(monkeyWidth, monkeyHeight); err != nil {
		t.Fatal(err)
	}
	runMonkey(t, "Firefox", monkeyFirefox{f, new(int)}, n)
}

// TestMonkeyWebKit is TestMonkeyChromium in WebKitGTK, with a tenth of
// the inputs.
func TestMonkeyWebKit(t *testing.T) {
	t.Parallel()
	n := monkeyInputs(t, 10)
	w := newWebKit(t)
	// The window's frame takes some of its height; the page is about
	// the monkey's size.
	if err := w.SetWindowSize(monkeyWidth, monkeyHeight+60); err != nil {
		t.Fatal(err)
	}
	runMonkey(t, "WebKit", monkeyWebKit{w}, n)
}
