package scenes

import (
	"fmt"
	"math"
	"runtime/debug"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/guard"
	"parlour/platform"
	"parlour/scenes/internal/frames"
	"parlour/scenes/stopped"
	"parlour/scenes/ui"
)

// fadeTime is the length of each half of a scene transition, in seconds.
const fadeTime = 0.12

// App is the whole application as an ebiten.Game: a scene manager, one
// screen at a time with a short fade between two, and every screen's
// host. What it lays around the screen is package frames' (the picture
// drawn on change, the rest, the notices and dialogs, the test hooks);
// what a screen asks beyond that is answered by the parts screens wires.
type App struct {
	cfg       Config
	cur, next ui.Scene
	fade      float64 // 0 clear .. 1 covered
	fading    int     // 0 none, 1 fading out to next, 2 fading in
	sized     bool    // cur is laid out for ctx
	ctx       ui.Context
	reader    ui.PointerReader
	out       layout
	picture   *frames.Picture
	rest      *frames.Rest
	layers    *frames.Layers
	hooks     *frames.Hooks
	s         *screens
	// fatal ends the program at the next Update: a panic of the Stopped
	// screen itself, which has nothing left to show in its place.
	fatal error
}

// layout is the App's last laid out size, in CSS pixels, and scale.
type layout struct{ w, h, dsf float64 }

// NewApp loads the settings and any game in progress and returns the app,
// showing the game in progress if there is one and the menu otherwise.
func NewApp(cfg Config) *App {
	if cfg.Store == nil {
		cfg.Store = platform.NewMemoryStore()
	}
	a := &App{cfg: cfg, out: layout{dsf: 1}, reader: ui.NewPointerReader(), picture: &frames.Picture{}, rest: frames.NewRest()}
	a.layers = frames.NewLayers(a, a.picture)
	a.hooks = frames.NewHooks(cfg.Publish, a.picture, a.rest, a.layers)
	ebiten.SetScreenClearedEveryFrame(false) // the picture is kept (frames.Picture)
	platform.SetWake(ebiten.ScheduleFrame)
	a.s = newScreens(a, a.layers, cfg)
	a.cur = a.s.first(cfg)
	a.s.share.openStartLink()
	return a
}

// Go switches to scene s with a short fade.
func (a *App) Go(s ui.Scene) {
	a.next, a.fading = s, 1
}

// Current returns the screen shown.
func (a *App) Current() ui.Scene { return a.cur }

// Showing reports whether s is the screen shown or the one on its way.
func (a *App) Showing(s ui.Scene) bool { return a.cur == s || a.next == s }

// Replace shows s at once, without a fade, laid out when the App is.
func (a *App) Replace(s ui.Scene) {
	a.cur = s
	if a.sized {
		s.Layout(a.layers.ScreenContext(&a.ctx))
	}
}

// Announce passes a sentence to screen readers.
func (a *App) Announce(s string) {
	if a.cfg.Announce != nil && s != "" {
		a.cfg.Announce(s)
	}
}

// Notify shows a message over every scene until the player dismisses it.
func (a *App) Notify(msg string) { a.Tell(frames.Lasting, msg) }

// Tell shows a notice of kind k: a lasting one as Notify does, news in
// the place of the older news of its kind, for as long as the screen
// shown, or the one on its way, is shown.
func (a *App) Tell(k frames.Kind, msg string) {
	on := a.cur
	if a.next != nil {
		on = a.next
	}
	if !a.layers.Tell(k, msg, on) {
		return
	}
	if a.ctx.W > 0 {
		a.layers.Layout(&a.ctx, a.cur, a.next)
	}
	a.Announce(msg)
}

// Forget takes back the notice of kind k: newer news of its kind is told
// on the screen (a link's move said in the play screen's message box).
func (a *App) Forget(k frames.Kind) { a.layers.Forget(k) }

// Ask opens dialog d over every scene, or after those open are answered.
func (a *App) Ask(d *ui.Dialog) { a.layers.Ask(d) }

// Invalidate asks for the whole screen to be drawn again (an AI move).
func (a *App) Invalidate() { a.picture.Invalidate() }

// InvalidateRect asks for the part of the screen under r to be drawn again.
func (a *App) InvalidateRect(r ui.Rect) { a.picture.InvalidateRect(r) }

// LayoutF returns the screen size in device pixels: the outside size times
// the device scale factor, so that everything is drawn at full resolution.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	dsf := 1.0
	if m := ebiten.Monitor(); m != nil {
		if d := m.DeviceScaleFactor(); d > 0 {
			dsf = d
		}
	}
	a.out = layout{w, h, dsf}
	return math.Ceil(w * dsf), math.Ceil(h * dsf)
}

// Layout is LayoutF for integer sizes.
func (a *App) Layout(w, h int) (int, int) {
	fw, fh := a.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// Update runs one frame: input, transitions, notices and the scene; a
// panic in it shows the Stopped screen (see recoverFrame).
func (a *App) Update() (err error) {
	if a.fatal != nil {
		return a.fatal
	}
	defer a.recoverFrame("update", &err)
	return a.update()
}

func (a *App) update() error {
	if a.out.w == 0 {
		return nil // no layout yet
	}
	w, h := math.Ceil(a.out.w*a.out.dsf), math.Ceil(a.out.h*a.out.dsf)
	s := ui.ScaleFor(a.out.w, a.out.h, a.out.dsf)
	resized := w != a.ctx.W || h != a.ctx.H || s != a.ctx.S
	a.ctx.W, a.ctx.H, a.ctx.S, a.ctx.DSF = w, h, s, a.out.dsf
	a.ctx.Dt = 1 / float64(frames.TPS)
	if !a.sized {
		platform.Mark("first-update")
	}
	if resized || !a.sized || ui.TakeBold() || a.s.takeLanguage() {
		a.sized = true
		a.picture.Invalidate()
		a.layers.Layout(&a.ctx, a.cur, a.next)
		a.layers.Fit(&a.ctx)
		a.cur.Layout(a.layers.ScreenContext(&a.ctx))
		a.layers.Layout(&a.ctx, a.cur, a.next)
	}
	if a.picture.FirstDrawn() {
		a.s.firstDrawn(a.cfg)
	}
	a.ctx.Time += a.ctx.Dt
	a.ctx.Wall = a.rest.Wall()
	a.s.follow(a.ctx.Wall, a.fading == 0)
	f := a.reader.Read()
	a.ctx.In = &f
	a.picture.Input(&a.ctx)

	fadingOut := a.fading == 1 // the screen shown runs no more
	switch a.fading {
	case 1:
		a.fade += a.ctx.Dt / fadeTime
		if a.fade >= 1 {
			if l, ok := a.cur.(leaver); ok && a.cur != a.next {
				l.Leave()
			}
			a.cur, a.next = a.next, nil
			a.cur.Layout(a.layers.ScreenContext(&a.ctx))
			a.fade, a.fading = 1, 2
		}
	case 2:
		a.fade -= a.ctx.Dt / fadeTime
		if a.fade <= 0 {
			a.fade, a.fading = 0, 0
		}
	}
	if !fadingOut {
		if n, ok := a.cfg.Thinker.(noticer); ok {
			a.Notify(n.Notice())
		}
		a.layers.Update(&a.ctx, a.cur, a.next)
		a.fit()
		if err := a.cur.Update(a.layers.ScreenContext(&a.ctx)); err != nil {
			return err
		}
		a.s.letters.follow(a.fading == 0 && a.layers.Dialog() == nil)
	}
	a.fit()
	a.s.cues.Flush()
	a.rest.Settle(&a.ctx, a.picture, a.cur, frames.Busy{Fading: a.fading != 0, Copying: a.s.out.copying != nil, Dialog: a.layers.Busy()})
	if fadingOut || a.hooks.Due(&a.ctx, a.fading != 0) {
		a.hooks.Publish(&a.ctx, a.cur, a.next, a.fading == 1)
	}
	return nil
}

// fit lays the screen out again when the room the notices leave it
// changed: a notice came or was dismissed (frames.Layers.Fit).
func (a *App) fit() {
	if !a.sized || !a.layers.Fit(&a.ctx) {
		return
	}
	a.cur.Layout(a.layers.ScreenContext(&a.ctx))
	a.layers.Layout(&a.ctx, a.cur, a.next) // beside the screen's panel as it now stands
	a.picture.Invalidate()
}

// Draw draws the scene, the layers over it and the fade's veil, on change
// only (frames.Picture); a panic in it shows the Stopped screen.
func (a *App) Draw(screen *ebiten.Image) {
	defer a.recoverFrame("draw", nil)
	ui.TrimSprites()
	if a.out.w == 0 || a.ctx.In == nil {
		screen.Fill(ui.ColBackground)
		return
	}
	over := frames.Over{Veiled: a.fade != 0, Moving: a.fading != 0 || a.cfg.ShowFPS || a.layers.Animating(), Covered: a.layers.Covers}
	a.picture.Draw(screen, a.layers.ScreenContext(&a.ctx), a.cur, over, a.drawStill)
}

// drawStill draws everything but the scene's live parts.
func (a *App) drawStill(screen *ebiten.Image) {
	screen.Fill(ui.ColBackground)
	sc := a.layers.ScreenContext(&a.ctx)
	if sc.H < a.ctx.H {
		// Under the screen, the notices stand on the colour its
		// background ends in.
		ui.FillRoundRect(screen, ui.Rect{Y: sc.H, W: a.ctx.W, H: a.ctx.H - sc.H}, 0, ui.ColBackground2)
	}
	a.cur.Draw(screen, sc)
	a.layers.Draw(screen, &a.ctx, a.cur, a.next)
	if a.fade > 0 {
		ui.FillRoundRect(screen, ui.Rect{X: 0, Y: 0, W: a.ctx.W, H: a.ctx.H}, 0, ui.WithAlpha(ui.ColBackground2, ui.EaseInOut(a.fade)))
	}
	if a.cfg.ShowFPS {
		msg := fmt.Sprintf("%.0f fps  %.0f tps", ebiten.ActualFPS(), ebiten.ActualTPS())
		ui.DrawText(screen, msg, ui.Face(false, 12*a.ctx.S), 8*a.ctx.S, 10*a.ctx.S, ui.AlignLeft, ui.ColMuted)
	}
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
	if _, ok := a.cur.(*stopped.Screen); ok {
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
	st := stopped.New(a.s, name)
	a.cur, a.next = st, nil
	a.fade, a.fading = 0, 0
	a.layers.Close()
	a.s.out.copying = nil
	a.sized = false // laid out at the next Update
	a.picture.Invalidate()
	a.Announce(st.Text())
}
