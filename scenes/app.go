package scenes

import (
	"encoding/json"
	"fmt"
	"math"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/guard"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/learn"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/setup"
	"parlour/scenes/ui"
)

// noticer is a Thinker with news for the player, such as the browser's
// engine worker failing to start; Notice returns each message once.
type noticer interface{ Notice() string }

// leaver is a scene that must stop work when it is left.
type leaver interface{ Leave() }

// animator is a scene that is sometimes animated as a whole (a piece
// moving, a banner sliding in); while Animating reports true the scene is
// drawn every frame.
type animator interface{ Animating() bool }

// liveDrawer is a scene with small parts that keep changing (the thinking
// spinner) while the rest of the screen stands still. Draw leaves those
// parts out; the app draws the still picture once and then, at the rate
// its ui.LivePacer allows, restores the live rectangles from it and calls DrawLive, so a
// spinner costs a few small draws instead of the whole screen, and the
// frames in between cost nothing at all.
type liveDrawer interface {
	// LiveRects returns the rectangles DrawLive draws into, none when
	// nothing is live.
	LiveRects(c *ui.Context) []ui.Rect
	// DrawLive draws the live parts.
	DrawLive(dst *ebiten.Image, c *ui.Context)
}

// waiter is a scene that can change with no input: a search under way,
// a lesson's reply due, a replay running. While Waiting reports true the
// app keeps its frames coming (see restAfter).
type waiter interface{ Waiting() bool }

// noticeSpacer is a scene that keeps part of the screen clear of the
// notices: NoticeSpace returns the part they may cover.
type noticeSpacer interface{ NoticeSpace(c *ui.Context) ui.Rect }

// stater is a scene that tells the test hooks more than its name.
type stater interface{ Hook(*ui.HookState) }

// Config is what the app needs from main.
type Config struct {
	Store    platform.Store        // where settings and the game in progress are kept
	Thinker  engine.Thinker        // runs AI moves and hints
	Announce func(string)          // speaks sentences to screen readers; may be nil
	Publish  func(*platform.Frame) // receives test-hook frames; may be nil
	// Scene, when set, names the first scene to show ("menu", "options",
	// "rules", "play", "setup" or "learn"), optionally with a game ID
	// after a colon ("play:harehounds"): a debug option for screenshots.
	Scene string
	// ShowFPS draws the frame and update rates in a corner: a debug option.
	ShowFPS bool
	// Drawn, when set, is called once, in the update after the first
	// frame was drawn, when that frame is on the screen: what the start
	// put off can begin then.
	Drawn func()
}

// fadeTime is the length of each half of a scene transition, in seconds.
const fadeTime = 0.12

// App is the whole application as an ebiten.Game: a scene manager with a
// short fade between scenes, plus notices shown over every scene.
type App struct {
	cfg      Config
	saves    *saves.Saves
	settings saves.Settings
	puzzles  saves.Puzzles // the puzzle ratings: see puzzles.go
	reader   ui.PointerReader

	cur, next ui.Scene
	fade      float64 // 0 clear .. 1 covered
	fading    int     // 0 none, 1 fading out to next, 2 fading in
	sized     bool

	ctx        ui.Context
	frame      ui.Frame
	outW, outH float64
	dsf        float64
	notices    []string
	dismiss    *ui.Button
	dialogs    []*ui.Dialog // the open dialog first, then those waiting
	// saves.KeptDamaged holds the keys of damaged saves the player chose to
	// keep: until the next start they are not asked about again, and a
	// save they refuse is told by a notice alone.
	keptDamaged map[string]bool
	// told holds the notices about saving given once for the window's
	// life (storage refused, a document of a newer version), refused
	// the keys whose save another window's change refused (see
	// followStore), polledAt when the store was last read for other
	// windows' changes.
	told     map[string]bool
	refused  map[string]bool
	polledAt float64

	// Drawing on change: the still picture is kept in canvas and redrawn
	// only when something may have changed (see needsRedraw).
	canvas       *ebiten.Image
	screen       *ebiten.Image // the image Draw drew into last
	invalid      bool          // something changed since the last full draw
	redraws      int           // full draws so far
	toldDrawn    bool          // cfg.Drawn was called
	lastInput    float64       // ctx.Time of the last input
	lastX        float64
	lastY        float64
	noticeRect   ui.Rect
	noticeLines  []string
	requestCount uint64
	pacer        ui.LivePacer
	liveStep     int64      // the step of the pacer's rate the live parts were last drawn at
	damage       []ui.Rect  // parts of the picture to draw again (InvalidateRect)
	partials     int        // partial redraws so far
	dropped      imports    // records from files dropped or chosen, to open
	copying      *ui.Dialog // the link's dialog, until the browser says whether it copied the link
	letter       *letter    // the game by message last shown on a play screen, if any
	offer        *offer     // the choice shown with the notices, if any
	// publishDue asks the next Update to publish the hooks' state: the
	// screen was drawn again. publishedAt is when it was published last.
	publishDue  bool
	publishedAt float64
	// fatal ends the program at the next Update: a panic of the Stopped
	// screen itself, which has nothing left to show in its place.
	fatal error

	// Resting (see restAfter): stirredAt is when the app was last busy,
	// seenRedraws and seenPartials the draws counted then, beat the
	// timer of the frames that look for news while it rests.
	began        time.Time // when the app was made, for ctx.Wall
	resting      bool
	stirred      string // what kept it from rest last (see stir)
	stirredAt    float64
	seenRedraws  int
	seenPartials int
	beat         *time.Timer
}

// tps is the app's rate of updates, a second, while it does not rest.
const tps = ebiten.DefaultTPS

// restAfter is how long, in seconds, the app must have been calm (nothing
// drawn, no input, nothing moving or awaited; see calm) before it rests:
// it then asks Ebitengine for frames only on input or when asked
// (FPSModeVsyncOffMinimum), so that a player thinking costs no drawing
// and no per-frame work, in the browser and natively. Input wakes it at
// once, in the event's own handler; news from outside comes through
// platform.Wake; and a frame every heartbeat catches anything else.
//
// FPSModeVsyncOffMinimum is deprecated for SetScreenClearedEveryFrame,
// which the app uses too, but that one still runs every frame's update;
// only the minimum mode stops the loop.
const restAfter = 0.5

// heartbeat is the time between two frames while the app rests.
const heartbeat = time.Second

// NewApp loads the settings and any game in progress and returns the app,
// showing the game in progress if there is one and the menu otherwise.
func NewApp(cfg Config) *App {
	if cfg.Store == nil {
		cfg.Store = platform.NewMemoryStore()
	}
	a := &App{cfg: cfg, dsf: 1, keptDamaged: map[string]bool{}, told: map[string]bool{}, began: time.Now()}
	a.dismiss = ui.NewAction("Dismiss", a.dismissNotices)
	// The picture is kept between frames and redrawn only on change (see
	// Draw), which spares phones' batteries and software renderers.
	ebiten.SetScreenClearedEveryFrame(false)
	platform.SetWake(ebiten.ScheduleFrame)
	a.reader = ui.NewPointerReader()
	a.saves = saves.NewSaves(cfg.Store)
	a.settings = a.saves.LoadSettings()
	a.puzzles = a.saves.LoadPuzzles()
	a.saves.LoadAll()
	m, seats, ok := a.saves.LoadLast()
	if v, isV := cfg.Store.(platform.Volatile); isV && v.Volatile() != "" {
		a.saves.Notices = append(a.saves.Notices, platform.CantSave(v.Volatile()))
	}
	for _, n := range a.saves.Notices {
		a.told[n] = true
	}
	a.notices = append(a.notices, a.saves.Notices...)
	a.saves.Notices = nil
	for _, d := range a.saves.Damaged() {
		a.offerDiscard(d)
	}

	var first ui.Scene = NewMenu(a)
	scene, id, _ := strings.Cut(cfg.Scene, ":")
	switch scene {
	case "options", "rules", "play", "setup", "learn", "puzzles":
		g := a.firstGame()
		if id != "" {
			g, _ = game.Lookup(id)
		}
		if g == nil {
			break
		}
		switch scene {
		case "options":
			first = NewOptions(a, g)
		case "rules":
			first = NewRules(a, g, NewMenu(a))
		case "learn":
			if l, err := learn.New(a, g, NewMenu(a)); err == nil {
				first = l
			}
		case "puzzles":
			first = a.newPuzzles(g, NewMenu(a))
		case "setup":
			opts, seats := a.settings.For(g)
			if b, err := setup.New(a, g, opts, seats, a.settings.NamesFor(g, len(g.Seats(opts))), NewOptions(a, g)); err == nil {
				first = b
			}
		case "play":
			if ok && m.Game() == g {
				first = NewPlay(a, m, seats)
			} else if p := a.newPlay(g); p != nil {
				first = p
			}
		}
	case "", "menu":
		if ok && !m.Outcome().Over && cfg.Scene == "" {
			first = NewPlay(a, m, seats)
		}
	}
	a.cur = first
	a.openStartLink()
	return a
}

func (a *App) firstGame() *game.Game {
	if entries := catalog.Entries(); len(entries) > 0 {
		return entries[0].Game
	}
	return nil
}

// newPlay starts a new match of g with the remembered options and seats.
func (a *App) newPlay(g *game.Game) *play.Screen {
	opts, seats := a.settings.For(g)
	m, err := game.NewMatch(g, opts)
	if err != nil {
		a.Notify("The game could not be started: " + err.Error())
		return nil
	}
	p := NewPlay(a, m, seats)
	p.Session().Save()
	return p
}

// Go switches to scene s with a short fade.
func (a *App) Go(s ui.Scene) {
	a.next = s
	if a.fading != 1 {
		a.fading = 1
	}
}

// ShowMenu switches to the menu.
func (a *App) ShowMenu() { a.Go(NewMenu(a)) }

// ShowRules switches to the rules of g, whose Back button returns to
// back.
func (a *App) ShowRules(g *game.Game, back ui.Scene) { a.Go(NewRules(a, g, back)) }

// Play opens the play screen on the new match m with seats and saves it,
// putting away replaced, g's game in progress with replacedSeats (nil for
// none), which Undo brings back until a person moves.
func (a *App) Play(m *game.Match, seats []saves.Seat, replaced *game.Match, replacedSeats []saves.Seat) {
	for _, st := range seats {
		if st.Friend {
			// A friend plays by message (the set-up board's game): a game
			// by message of its own, which puts nothing away.
			a.StartByMessage(m, seats)
			return
		}
	}
	p := NewPlay(a, m, seats)
	p.Session().SetReplaced(replaced, replacedSeats)
	p.Session().Save()
	a.Go(p)
}

// Learn opens g's lesson, whose Back returns to back; a lesson that
// cannot be set up says why and leaves the screen as it is.
func (a *App) Learn(g *game.Game, back ui.Scene) {
	l, err := learn.New(a, g, back)
	if err != nil {
		a.Notify("The lesson could not be opened: " + err.Error())
		return
	}
	a.Go(l)
}

// NewPlay returns the play screen for a match and its seats.
func NewPlay(a *App, m *game.Match, seats []saves.Seat) *play.Screen {
	return play.New(a, midend.New(a.sessionConfig(), m, seats))
}

// resume goes back into the game in progress m, which the next start then
// opens too.
func (a *App) resume(m *game.Match, seats []saves.Seat) {
	a.saves.NoteLast(m.Game().ID)
	a.Go(NewPlay(a, m, seats))
	a.Announce("Continuing " + m.Game().Name + ".")
}

// NewDemo returns the play screen showing demo d of game g from its
// start, running.
func NewDemo(a *App, g *game.Game, d game.Demo) (*play.Screen, error) {
	s, err := midend.NewReplay(a.sessionConfig(), g, d)
	if err != nil {
		return nil, err
	}
	return play.NewDemo(a, s), nil
}

// sessionConfig is what every Session of the app is given: the engine,
// the store and the app's request IDs.
func (a *App) sessionConfig() midend.Config {
	return midend.Config{Thinker: a.Thinker(), Store: a.saves, NewID: a.nextRequestID,
		SaveFailed: func(err error) string { return a.saveFailed(saves.KeyMatch, err) }}
}

// Announce passes a sentence to screen readers.
func (a *App) Announce(s string) {
	if a.cfg.Announce != nil && s != "" {
		a.cfg.Announce(s)
	}
}

// Notify shows a message over every scene until the player dismisses it;
// an empty one is nothing to tell.
func (a *App) Notify(msg string) {
	if msg == "" {
		return
	}
	for _, n := range a.notices {
		if n == msg {
			return
		}
	}
	a.notices = append(a.notices, msg)
	a.invalid = true
	if a.ctx.W > 0 {
		a.layoutNotices()
	}
	a.Announce(msg)
}

// Invalidate asks for the whole screen to be drawn again: scenes call it
// when something they show changes without any input (an AI move).
func (a *App) Invalidate() { a.invalid = true }

// InvalidateRect asks for the part of the screen under r to be drawn
// again, when nothing else changed (the analysis panel deepening while the
// engine thinks). On software renderers a full redraw beside a busy engine
// costs frames; a panel's worth does not.
func (a *App) InvalidateRect(r ui.Rect) {
	if !r.Empty() {
		a.damage = append(a.damage, r)
	}
}

// needsRedraw reports whether the still picture may be out of date.
func (a *App) needsRedraw(screen *ebiten.Image) bool {
	if a.invalid || a.fading != 0 || a.cfg.ShowFPS || screen != a.screen || a.canvas == nil {
		return true
	}
	if w, h := screen.Bounds().Dx(), screen.Bounds().Dy(); a.canvas.Bounds().Dx() != w || a.canvas.Bounds().Dy() != h {
		return true
	}
	if a.ctx.Time-a.lastInput < ui.PressFeedback {
		return true
	}
	if len(a.dialogs) > 0 && a.dialogs[0].Animating() {
		return true
	}
	an, ok := a.cur.(animator)
	return ok && an.Animating()
}

// Settings returns the remembered settings.
func (a *App) Settings() *saves.Settings { return &a.settings }

// SaveSettings writes the settings, reporting a failure once. Settings
// another window saved since are kept, with this window's changes made
// on them (saves.Saves.SaveSettings).
func (a *App) SaveSettings() {
	st, err := a.saves.SaveSettings(a.settings)
	a.settings = st
	if err != nil {
		a.Notify(a.saveFailed(saves.KeySettings, err))
	}
}

// Thinker returns the AI.
func (a *App) Thinker() engine.Thinker { return a.cfg.Thinker }

// nextRequestID returns a fresh ID for an engine request.
func (a *App) nextRequestID() uint64 {
	a.requestCount++
	return a.requestCount
}

// InProgress returns g's saved game if one is in progress.
func (a *App) InProgress(g *game.Game) (*game.Match, []saves.Seat, bool) {
	return a.saves.InProgress(g)
}

// LayoutF returns the screen size in device pixels: the outside size times
// the device scale factor, so that everything is drawn at full resolution.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	dsf := 1.0
	if m := ebiten.Monitor(); m != nil {
		if d := m.DeviceScaleFactor(); d > 0 {
			dsf = d
		}
	}
	a.outW, a.outH, a.dsf = w, h, dsf
	return math.Ceil(w * dsf), math.Ceil(h * dsf)
}

// Layout is LayoutF for integer sizes.
func (a *App) Layout(w, h int) (int, int) {
	fw, fh := a.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

func (a *App) updateContext() bool {
	w, h := math.Ceil(a.outW*a.dsf), math.Ceil(a.outH*a.dsf)
	s := ui.ScaleFor(a.outW, a.outH, a.dsf)
	changed := w != a.ctx.W || h != a.ctx.H || s != a.ctx.S
	a.ctx.W, a.ctx.H, a.ctx.S, a.ctx.DSF = w, h, s, a.dsf
	a.ctx.Dt = 1 / float64(tps)
	return changed
}

// Update runs one frame: input, transitions, notices and the scene. A
// panic in it shows the Stopped screen instead of ending the program
// (see recoverFrame).
func (a *App) Update() (err error) {
	if a.fatal != nil {
		return a.fatal
	}
	defer a.recoverFrame("update", &err)
	return a.update()
}

func (a *App) update() error {
	if a.outW == 0 {
		return nil // no layout yet
	}
	if a.updateContext() || !a.sized {
		if !a.sized {
			platform.Mark("first-update")
		}
		a.sized, a.invalid = true, true
		a.cur.Layout(&a.ctx)
		a.layoutNotices()
	}
	if a.redraws > 0 && !a.toldDrawn {
		a.toldDrawn = true
		if a.cfg.Drawn != nil {
			a.cfg.Drawn()
		}
	}
	a.ctx.Time += a.ctx.Dt
	a.ctx.Wall = time.Since(a.began).Seconds()
	a.followShared()
	a.followStore()
	a.frame = a.reader.Read()
	a.ctx.In = &a.frame
	if f := &a.frame; f.Down || f.Pressed || f.Released || f.WheelY != 0 || len(f.Keys) > 0 || f.X != a.lastX || f.Y != a.lastY {
		a.lastInput, a.lastX, a.lastY = a.ctx.Time, f.X, f.Y
	}
	a.ctx.LastInput = a.lastInput

	switch a.fading {
	case 1:
		a.fade += a.ctx.Dt / fadeTime
		if a.fade >= 1 {
			if l, ok := a.cur.(leaver); ok && a.cur != a.next {
				l.Leave()
			}
			a.cur, a.next = a.next, nil
			a.cur.Layout(&a.ctx)
			a.fade, a.fading = 1, 2
		}
		a.settle()
		a.publish()
		return nil
	case 2:
		a.fade -= a.ctx.Dt / fadeTime
		if a.fade <= 0 {
			a.fade, a.fading = 0, 0
		}
	}

	if n, ok := a.cfg.Thinker.(noticer); ok {
		if msg := n.Notice(); msg != "" {
			a.Notify(msg)
		}
	}
	if a.updateDialog() {
		// The scene runs on, without the input the dialog took.
		a.frame = ui.Frame{X: -1, Y: -1}
	} else {
		a.updateNotices()
	}
	if err := a.cur.Update(&a.ctx); err != nil {
		return err
	}
	a.followLetter()
	a.settle()
	if a.publishDue || a.lastInput == a.ctx.Time || a.fading != 0 || len(a.dialogs) > 0 || a.ctx.Time-a.publishedAt >= publishEvery {
		a.publish()
	}
	return nil
}

// stir says what keeps the app from rest, "" when nothing moves or is
// awaited: the picture is drawn and stays as it is until an input or news
// from outside.
func (a *App) stir() string {
	switch {
	case a.invalid || a.redraws != a.seenRedraws:
		return "drawn"
	case len(a.damage) > 0 || a.partials != a.seenPartials:
		return "drawn in part"
	case a.fading != 0:
		return "fading"
	case a.copying != nil:
		return "copying"
	case a.ctx.Time-a.lastInput < ui.InputGrace:
		return "input"
	case len(a.dialogs) > 0 && (a.dialogs[0].Animating() || a.dialogs[0].Typing()):
		return "dialog"
	}
	if an, ok := a.cur.(animator); ok && an.Animating() {
		return "animating"
	}
	if l, ok := a.cur.(liveDrawer); ok && len(l.LiveRects(&a.ctx)) > 0 {
		return "live"
	}
	if w, ok := a.cur.(waiter); ok && w.Waiting() {
		return "waiting"
	}
	return ""
}

// settle puts the frames to rest once the app has been calm for
// restAfter, and wakes them as soon as it is not.
func (a *App) settle() {
	if a.stirred = a.stir(); a.stirred != "" {
		a.stirredAt, a.seenRedraws, a.seenPartials = a.ctx.Time, a.redraws, a.partials
		a.setResting(false)
		return
	}
	if a.ctx.Time-a.stirredAt >= restAfter {
		a.setResting(true)
	}
}

// setResting changes Ebitengine's frame mode (see restAfter).
func (a *App) setResting(on bool) {
	if on {
		if a.beat == nil {
			a.beat = time.AfterFunc(heartbeat, platform.Wake)
		} else {
			a.beat.Reset(heartbeat)
		}
	}
	if on == a.resting {
		return
	}
	a.resting, a.publishDue = on, true
	if on {
		// One update a frame, however long the rest: time stands still
		// while nothing moves.
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		ebiten.SetTPS(ebiten.SyncWithFPS)
		platform.Rest(true)
		return
	}
	a.beat.Stop()
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	ebiten.SetTPS(tps)
	platform.Rest(false)
}

// publishEvery is the longest time, in seconds, between two publications
// of the test hooks' state while nothing is drawn: what changes the
// state is drawn, or is input, and is published at once; this catches
// anything else. Publishing every frame (encoding the state as JSON
// sixty times a second) was most of an idle page's work.
const publishEvery = 0.5

func (a *App) layoutNotices() {
	if len(a.notices) == 0 {
		a.noticeRect = ui.Rect{}
		a.dismiss.Rect = ui.Rect{}
		return
	}
	s := a.ctx.S
	area := ui.Rect{W: a.ctx.W, H: a.ctx.H}
	if sp, ok := a.cur.(noticeSpacer); ok {
		if r := sp.NoticeSpace(&a.ctx); r.W >= 360*s {
			area = r
		}
	}
	w := math.Min(area.W-24*s, 620*s)
	f := ui.Face(false, 15*s)
	a.noticeLines = ui.Wrap(strings.Join(a.notices, "\n"), f, w-32*s)
	h := float64(len(a.noticeLines))*ui.LineHeight(f) + 16*s + 44*s + 20*s
	offer := a.shownOffer()
	// An offer's choices share Dismiss's row when all fit at a width a
	// word like "Medium" reads well in; on a phone they take a row above.
	var bw float64
	oneRow := false
	if offer != nil {
		across := func(n int) float64 { // the width of n buttons in a row
			return math.Min(140*s, (w-32*s-8*s*float64(n-1))/float64(n))
		}
		bw = across(len(offer.buttons) + 1)
		if oneRow = bw >= 100*s; !oneRow {
			bw = across(len(offer.buttons))
			h += 44*s + 10*s
		}
	}
	a.noticeRect = ui.Rect{X: area.X + (area.W-w)/2, Y: a.ctx.H - h - 12*s, W: w, H: h}
	a.dismiss.Rect = ui.Rect{X: a.noticeRect.Right() - 16*s - 120*s, Y: a.noticeRect.Bottom() - 16*s - 44*s, W: 120 * s, H: 44 * s}
	if offer == nil {
		return
	}
	y := a.dismiss.Rect.Y - 10*s - 44*s
	if oneRow {
		y = a.dismiss.Rect.Y
		a.dismiss.Rect.X, a.dismiss.Rect.W = a.noticeRect.Right()-16*s-bw, bw
	}
	for i, b := range offer.buttons {
		b.Rect = ui.Rect{X: a.noticeRect.X + 16*s + float64(i)*(bw+8*s), Y: y, W: bw, H: 44 * s}
	}
}

// dropOffer takes back the choice shown with the notices, and its notice:
// it was about a screen no longer shown.
func (a *App) dropOffer() {
	if a.offer == nil {
		return
	}
	a.notices = slices.DeleteFunc(a.notices, func(n string) bool { return n == a.offer.text })
	a.offer = nil
	a.invalid = true
}

// shownOffer returns the choice shown with the notices: none once its
// screen is left or the notices are dismissed.
func (a *App) shownOffer() *offer {
	switch {
	case a.offer == nil:
	case len(a.notices) == 0 || a.cur != a.offer.p && a.next != a.offer.p:
		a.dropOffer()
	case a.cur != a.offer.p:
		return nil // its screen is on its way
	}
	return a.offer
}

// dismissNotices closes the notices: the Dismiss button's action.
func (a *App) dismissNotices() {
	a.notices, a.offer = nil, nil
	a.layoutNotices()
}

func (a *App) updateNotices() {
	if len(a.notices) == 0 {
		return
	}
	a.layoutNotices()
	f := &a.frame
	if a.dismiss.Click(f, a.ctx.Dt) {
		f.Swallow()
		return
	}
	if o := a.shownOffer(); o != nil && ui.ClickAny(f, a.ctx.Dt, o.buttons...) {
		f.Swallow()
		return
	}
	if a.noticeRect.Contains(f.X, f.Y) && (f.Pressed || f.Released) {
		f.Swallow()
	}
}

// Draw draws the scene, any notices and the transition veil. The picture
// is kept between frames and drawn again only when needsRedraw says so; a
// part of it that changed alone (see InvalidateRect) is drawn again on its
// own; in between, only the scene's live parts are drawn, at the rate the
// pacer allows.
//
// A panic in it shows the Stopped screen from the next frame on.
func (a *App) Draw(screen *ebiten.Image) {
	defer a.recoverFrame("draw", nil)
	a.draw(screen)
}

func (a *App) draw(screen *ebiten.Image) {
	ui.TrimSprites()
	if a.outW == 0 || a.ctx.In == nil {
		screen.Fill(ui.ColBackground)
		return
	}
	live, _ := a.cur.(liveDrawer)
	if live != nil && (a.fade != 0 || len(live.LiveRects(&a.ctx)) == 0) {
		live = nil
	}
	a.pacer.Frame(time.Now(), live != nil)
	rate := a.pacer.Rate()
	var restore []ui.Rect // parts of the kept picture to copy to the screen
	switch {
	case a.needsRedraw(screen):
		w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
		if a.canvas == nil || a.canvas.Bounds().Dx() != w || a.canvas.Bounds().Dy() != h {
			if a.canvas != nil {
				a.canvas.Deallocate()
			}
			a.canvas = ebiten.NewImage(w, h)
		}
		a.canvas.Clear()
		a.drawStill(a.canvas)
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		screen.DrawImage(a.canvas, op)
		a.screen, a.invalid, a.damage = screen, false, a.damage[:0]
		a.redraws++
		a.publishDue = true
		if a.redraws == 1 {
			platform.Mark("first-draw")
		}
	case len(a.damage) > 0:
		for _, r := range a.damage {
			if sub := ui.Clip(a.canvas, r); !sub.Bounds().Empty() {
				// A sub-image keeps its parent's coordinates and clips
				// every draw to its bounds.
				sub.Clear()
				a.drawStill(sub)
			}
		}
		restore = append(restore, a.damage...)
		a.damage = a.damage[:0]
		a.partials++
		a.publishDue = true
		if live != nil {
			restore = append(restore, live.LiveRects(&a.ctx)...)
		}
	case live != nil:
		step := int64(math.Floor(a.ctx.Time * rate))
		if step == a.liveStep {
			return
		}
		a.liveStep = step
		restore = live.LiveRects(&a.ctx)
	default:
		return
	}
	for _, r := range restore {
		if sub := ui.Clip(a.canvas, r); !sub.Bounds().Empty() {
			op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
			op.GeoM.Translate(float64(sub.Bounds().Min.X), float64(sub.Bounds().Min.Y))
			screen.DrawImage(sub, op)
		}
	}
	if live != nil && len(a.notices) == 0 && len(a.dialogs) == 0 {
		// The live parts move in the pacer's steps, on full redraws too.
		c := a.ctx
		c.Time = math.Floor(c.Time*rate) / rate
		live.DrawLive(screen, &c)
	}
}

// drawStill draws everything but the scene's live parts.
func (a *App) drawStill(screen *ebiten.Image) {
	screen.Fill(ui.ColBackground)
	a.cur.Draw(screen, &a.ctx)
	if len(a.notices) > 0 {
		s := a.ctx.S
		r := a.noticeRect
		ui.DrawShadow(screen, r, 14*s, 10*s)
		ui.FillRoundRect(screen, r, 14*s, ui.RGB(0x3a2b22))
		ui.StrokeRoundRect(screen, r.Inset(0.5*s), 14*s, 1.5*s, ui.ColDanger)
		f := ui.Face(false, 15*s)
		y := r.Y + 16*s + ui.LineHeight(f)/2
		for _, ln := range a.noticeLines {
			ui.DrawText(screen, ln, f, r.X+16*s, y, ui.AlignLeft, ui.ColText)
			y += ui.LineHeight(f)
		}
		a.dismiss.Draw(screen, &a.frame, s)
		if o := a.shownOffer(); o != nil {
			for _, b := range o.buttons {
				b.Draw(screen, &a.frame, s)
			}
		}
	}
	if len(a.dialogs) > 0 {
		a.dialogs[0].Layout(&a.ctx)
		a.dialogs[0].Draw(screen, &a.ctx)
	}
	if a.fade > 0 {
		ui.FillRoundRect(screen, ui.Rect{X: 0, Y: 0, W: a.ctx.W, H: a.ctx.H}, 0, ui.WithAlpha(ui.ColBackground2, ui.EaseInOut(a.fade)))
	}
	if a.cfg.ShowFPS {
		msg := fmt.Sprintf("%.0f fps  %.0f tps", ebiten.ActualFPS(), ebiten.ActualTPS())
		ui.DrawText(screen, msg, ui.Face(false, 12*a.ctx.S), 8*a.ctx.S, 10*a.ctx.S, ui.AlignLeft, ui.ColMuted)
	}
}

// publish hands the frame's hit targets and state to the test hooks.
func (a *App) publish() {
	if !platform.HooksEnabled && a.cfg.Publish == nil {
		return
	}
	a.publishDue, a.publishedAt = false, a.ctx.Time
	f := &platform.Frame{Scale: a.ctx.DSF}
	add := func(name string, r ui.Rect) {
		if r.Empty() {
			return
		}
		x, y := r.Center()
		f.Targets = append(f.Targets, platform.Target{Name: name, X: x, Y: y})
	}
	switch {
	case len(a.dialogs) > 0:
		a.dialogs[0].Targets(add)
	case a.fading != 1:
		a.cur.Targets(add)
		if len(a.notices) > 0 {
			add(a.dismiss.Target(), a.dismiss.Rect)
		}
		if o := a.shownOffer(); o != nil {
			for _, b := range o.buttons {
				add(b.Target(), b.Rect)
			}
		}
	}
	st := ui.HookState{Scene: a.cur.Name(), Moves: []string{}, Notices: a.notices, Redraws: a.redraws, Partials: a.partials, LiveRate: a.pacer.Rate(), Resting: a.resting, Stirred: a.stirred}
	if len(a.dialogs) > 0 {
		st.Dialog = a.dialogs[0].State()
	}
	if o := a.shownOffer(); o != nil {
		for _, b := range o.buttons {
			st.Offer = append(st.Offer, b.Label)
		}
	}
	if s, ok := a.cur.(stater); ok {
		s.Hook(&st)
	}
	if data, err := json.Marshal(st); err == nil {
		f.State = string(data)
	}
	if a.cfg.Publish != nil {
		a.cfg.Publish(f)
	} else {
		platform.Publish(f)
	}
}

// Ask opens dialog d over every scene, or after the dialogs already open
// are answered.
func (a *App) Ask(d *ui.Dialog) {
	a.dialogs = append(a.dialogs, d)
	if len(a.dialogs) == 1 {
		d.Open(a)
	}
	a.invalid = true
}

// Dialog returns the dialog open, or nil.
func (a *App) Dialog() *ui.Dialog {
	if len(a.dialogs) == 0 {
		return nil
	}
	return a.dialogs[0]
}

// updateDialog gives the frame's input to the open dialog, and reports
// whether there was one.
func (a *App) updateDialog() bool {
	if len(a.dialogs) == 0 {
		return false
	}
	d := a.dialogs[0]
	d.Update(&a.ctx)
	if d.Closed() {
		a.dialogs = a.dialogs[1:]
		if len(a.dialogs) > 0 {
			a.dialogs[0].Open(a)
		}
		a.invalid = true
	}
	return true
}

// offerDiscard asks the player whether to discard a damaged save that
// could not be moved aside, saying what would be lost.
func (a *App) offerDiscard(d saves.Damaged) {
	if a.keptDamaged[d.Key] {
		return
	}
	for _, open := range a.dialogs {
		if open.Title == discardTitle(d) {
			return
		}
	}
	what := d.Subject()
	text := what + " could not be read, and there is no room to put it aside, so nothing can be saved in its place while it stays. " +
		"Discard it to save again? It will be lost for good. Keep it to decide later, for example after freeing some space."
	if d.Key == saves.KeyMatch {
		// The single save of earlier versions: no game saves there now.
		text = what + " could not be read, and there is no room to put it aside. It blocks nothing: your games are saved as usual. " +
			"Discard it to free its room? It will be lost for good. Keep it to decide later."
	}
	if d.Key == saves.KeySettings {
		text = what + " could not be read, and there is no room to put them aside, so your choices cannot be saved while they stay. " +
			"Discard them to save again? The usual choices are in use either way. Keep them to decide later, for example after freeing some space."
	}
	discard, keep := "Discard it", "Keep it"
	kept := d.Subject() + " is kept. It stays until you discard it, and you are asked again at the next start."
	if d.Key == saves.KeySettings {
		discard, keep = "Discard them", "Keep them"
		kept = d.Subject() + " are kept. They stay until you discard them, and you are asked again at the next start."
	}
	a.Ask(ui.NewDialog(discardTitle(d), text,
		ui.Choice{Label: discard, Action: func() { a.discard(d) }},
		ui.Choice{Label: keep, Action: func() {
			a.keptDamaged[d.Key] = true
			a.Notify(kept)
		}}))
}

func discardTitle(d saves.Damaged) string {
	if d.Key == saves.KeySettings {
		return "Your saved settings are damaged"
	}
	if d.Key == saves.KeyPuzzles {
		return "Your puzzle ratings are damaged"
	}
	return "A saved game is damaged"
}

// discard deletes a damaged save the player chose to discard.
func (a *App) discard(d saves.Damaged) {
	if err := a.saves.Discard(d.Key); err != nil {
		a.Notify(d.Subject() + " could not be discarded: " + platform.PlayerReason(err) + ". It is kept; you are asked again at the next start.")
		return
	}
	a.Announce("Discarded. Saving works again.")
	if d.Key == saves.KeySettings {
		a.SaveSettings()
	} else if d.Key == saves.KeyPuzzles {
		a.RecordPuzzles(func(*saves.Puzzles) {})
	} else if p, ok := a.cur.(*play.Screen); ok {
		p.Session().Save()
	}
}

// saveFailed words a save refused by the store for a notice; a damaged
// save in the way is offered for discarding too, unless the player chose
// to keep it, and then the notice alone tells the refusal.
//
// A save refused because another window changed the game since is told
// by showing the game as that window left it (followStore). A failure of
// the storage itself is told once in the window's life: the games go on
// in memory, and every move would say it again.
func (a *App) saveFailed(key string, err error) string {
	if stale, ok := saves.Stale(err); ok {
		if a.refused == nil {
			a.refused = map[string]bool{}
		}
		a.refused[stale] = true
		return ""
	}
	if d, ok := saves.KeptDamaged(err); ok {
		if a.keptDamaged[d.Key] {
			return saves.KeptFailure(key, d)
		}
		a.offerDiscard(d)
	}
	text := saves.SaveFailure(key, err)
	if a.told[text] {
		return ""
	}
	a.told[text] = true
	return text
}

// recoverFrame, deferred by Update and Draw, turns a panic of the frame
// into the Stopped screen in the place of the screen that panicked: the
// panic and its stack go to the log for a bug report, the engine's work
// for that screen stops, open dialogs close, and nothing is saved, so
// every save stays as the last change left it. A panic of the Stopped
// screen itself ends the program (see fatal), as before the guard.
func (a *App) recoverFrame(phase string, err *error) {
	v := recover()
	if v == nil {
		return
	}
	name := ""
	if a.cur != nil {
		name = a.cur.Name()
	}
	guard.Logf("panic in the %s of the %s screen: %v\n%s", phase, name, v, debug.Stack())
	if _, ok := a.cur.(*Stopped); ok {
		a.fatal = fmt.Errorf("panic in the %s of the screen telling of an error: %v", phase, v)
		if err != nil {
			*err = a.fatal
		}
		return
	}
	for _, sc := range []ui.Scene{a.cur, a.next} {
		if l, ok := sc.(leaver); ok {
			_ = guard.Call("leaving the "+name+" screen", func() error { l.Leave(); return nil })
		}
	}
	a.cur, a.next = newStopped(a, screenWords[name]), nil
	a.fade, a.fading = 0, 0
	a.dialogs, a.copying = nil, nil
	a.sized, a.invalid = false, true // laid out at the next Update
	a.Announce(stoppedText(screenWords[name]))
}

// screenWords names each screen for the player, by its Name.
var screenWords = map[string]string{
	"menu": "menu", "options": "options", "rules": "rules",
	"play": "game", "setup": "set-up board",
}
