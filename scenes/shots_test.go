package scenes

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/puzzle/sets"
	"parlour/game/solitaire"
	"parlour/lang"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/board"
	"parlour/scenes/internal/fake"
	"parlour/scenes/learn"
	"parlour/scenes/options"
	"parlour/scenes/play"
	"parlour/scenes/puzzles"
	"parlour/scenes/stopped"
	"parlour/scenes/ui"
	"parlour/scenes/words"
)

// shotsDir, when set, names a folder where TestScreenShots writes
// pictures of every screen at desktop and phone sizes; shotsOnly, when
// set, is a regular expression that picks some of them by name.
const (
	shotsDir  = "PARLOUR_SHOTS"
	shotsOnly = "PARLOUR_SHOTS_ONLY"
	// shotsLang, set, is the language of the pictures (Config.Language):
	// "fr", or "pseudo" to see the texts that bypass the catalogs.
	shotsLang = "PARLOUR_SHOTS_LANG"
)

// appShot is one picture of the App: its first screen (Config.Scene), its
// store, and a change made before it is drawn.
type appShot struct {
	name   string
	w, h   int
	scene  string
	store  func() platform.Store
	change func(a *App)
	frames int // updates before the picture; 0 for 40
	// engine, when set, plays and analyses with the real engine, each
	// update a few milliseconds apart so that its replies come.
	engine bool
}

// appLoop draws each shot through the App, as the program does, inside a
// real game loop, where pixels can be read back.
type appLoop struct {
	dir   string
	shots []appShot
	done  int
	err   error
}

var errShotsDone = errors.New("shots taken")

func (l *appLoop) Update() error {
	if l.done >= len(l.shots) || l.err != nil {
		return errShotsDone
	}
	sh := l.shots[l.done]
	l.done++
	var th engine.Thinker = &fake.Thinker{}
	if sh.engine {
		th = engine.NewLocalThinker()
	}
	a := NewApp(Config{Store: sh.store(), Thinker: th, Scene: sh.scene, Language: os.Getenv(shotsLang)})
	a.Layout(sh.w, sh.h)
	frames := sh.frames
	if frames == 0 {
		frames = 40 // the fades and the end banner settle
	}
	for i := range frames {
		if i == 1 && sh.change != nil {
			sh.change(a)
		}
		if err := a.Update(); err != nil {
			l.err = err
			return nil
		}
		if sh.engine {
			time.Sleep(5 * time.Millisecond)
		}
	}
	img := ebiten.NewImage(sh.w, sh.h)
	defer img.Deallocate()
	a.Draw(img)
	pix := make([]byte, 4*sh.w*sh.h)
	img.ReadPixels(pix)
	out := &image.RGBA{Pix: pix, Stride: 4 * sh.w, Rect: image.Rect(0, 0, sh.w, sh.h)}
	f, err := os.Create(filepath.Join(l.dir, sh.name+".png"))
	if err != nil {
		l.err = err
		return nil
	}
	l.err = png.Encode(f, out)
	if cerr := f.Close(); l.err == nil {
		l.err = cerr
	}
	return nil
}

func (l *appLoop) Draw(*ebiten.Image)         {}
func (l *appLoop) Layout(w, h int) (int, int) { return w, h }

// TestScreenShots writes pictures of every screen through the App, when
// PARLOUR_SHOTS names a folder (run it under xvfb-run): the menu, and for
// every game its options (and their foot, scrolled), its rules, its play
// screen at the start and with moves played, the analysis and the values
// on, its set-up board, and every step of its lesson, as set up and with
// its answer shown; and the Stopped screen. Taken before and
// after a change, they show whether anything a player sees moved
// (setup's TestSetupShots adds set-up boards being built).
func TestScreenShots(t *testing.T) {
	dir := os.Getenv(shotsDir)
	if dir == "" {
		t.Skip("set " + shotsDir + " to a folder to take the pictures")
	}
	shots := screenShots(t)
	if only := os.Getenv(shotsOnly); only != "" {
		re, err := regexp.Compile(only)
		if err != nil {
			t.Fatalf("%s: %v", shotsOnly, err)
		}
		shots = slices.DeleteFunc(shots, func(sh appShot) bool { return !re.MatchString(sh.name) })
	}
	l := &appLoop{dir: dir, shots: shots}
	if err := ebiten.RunGame(l); err != nil && !errors.Is(err, errShotsDone) {
		t.Fatal(err)
	}
	if l.err != nil {
		t.Fatal(l.err)
	}
}

// screenShots lists the pictures of TestScreenShots, at both sizes.
func screenShots(t *testing.T) []appShot {
	empty := func() platform.Store { return platform.NewMemoryStore() }
	played := func(g *game.Game) func() platform.Store {
		return func() platform.Store {
			st := platform.NewMemoryStore()
			st.Put("settings", []byte(`{"version":1,"games":{},"analysis":true,"values":true}`))
			m, err := game.NewMatch(g, nil)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 3 && !m.Outcome().Over; i++ {
				s := m.State()
				if err := m.PlayString(s.MoveString(s.LegalMoves(nil)[0])); err != nil {
					t.Fatal(err)
				}
			}
			data, err := midend.MarshalMatch(m, make([]midend.Seat, len(m.Seats())))
			if err != nil {
				t.Fatal(err)
			}
			st.Put("match."+g.ID, data)
			st.Put("last", []byte(strconv.Quote(g.ID)))
			return st
		}
	}
	var shots []appShot
	for _, sz := range [][2]int{{1280, 800}, {390, 844}} {
		add := func(name, scene string, store func() platform.Store, change func(*App)) {
			shots = append(shots, appShot{name: name + "-" + strconv.Itoa(sz[0]) + "x" + strconv.Itoa(sz[1]),
				w: sz[0], h: sz[1], scene: scene, store: store, change: change})
		}
		add("menu", "menu", empty, nil)
		for _, e := range catalog.Entries() {
			add("options-"+e.ID, "options:"+e.ID, empty, nil)
			add("options-foot-"+e.ID, "options:"+e.ID, empty, func(a *App) {
				o := a.cur.(*options.Screen)
				o.Layout(&a.ctx)
				o.Scroll().Offset = o.Scroll().Max
			})
			add("rules-"+e.ID, "rules:"+e.ID, empty, nil)
			add("play-"+e.ID, "play:"+e.ID, empty, nil)
			add("review-"+e.ID, "play:"+e.ID, played(e.Game), nil)
			add("setup-"+e.ID, "setup:"+e.ID, empty, nil)
		}
		for _, e := range catalog.Entries() {
			for i := range e.Game.Lesson.Steps {
				at := func() platform.Store {
					st := platform.NewMemoryStore()
					st.Put("settings", []byte(`{"version":1,"games":{},"lessons":{"`+e.ID+`":{"step":`+strconv.Itoa(i)+`}}}`))
					return st
				}
				step := "learn-" + e.ID + "-" + strconv.Itoa(i+1)
				add(step, "learn:"+e.ID, at, nil)
				add(step+"-shown", "learn:"+e.ID, at, func(a *App) { a.cur.(*learn.Screen).Tutor().Show() })
				shots[len(shots)-1].frames = 240
			}
		}
		for _, e := range catalog.Entries() {
			if len(sets.For(e.ID)) == 0 {
				continue
			}
			name, scene := "puzzles-"+e.ID, "puzzles:"+e.ID
			add(name, scene, empty, func(a *App) { a.cur.(*puzzles.Screen).Wait() })
			if e.ID == "harehounds" {
				add(name+"-games", scene, empty, func(a *App) {
					z := a.cur.(*puzzles.Screen)
					z.Wait()
					for _, b := range z.Buttons() {
						if b.Label == lang.T("Games") {
							b.Activate()
						}
					}
				})
			}
			add(name+"-warned", scene, empty, func(a *App) {
				z := a.cur.(*puzzles.Screen)
				z.Wait()
				z.Puzzler().WarnHint()
			})
			add(name+"-hint", scene, empty, func(a *App) {
				z := a.cur.(*puzzles.Screen)
				z.Wait()
				z.Puzzler().Hint()
			})
			add(name+"-solved", scene, empty, func(a *App) { solvePuzzle(t, a.cur.(*puzzles.Screen), true) })
			shots[len(shots)-1].frames = 120
			add(name+"-failed", scene, empty, func(a *App) { solvePuzzle(t, a.cur.(*puzzles.Screen), false) })
			shots[len(shots)-1].frames = 120
		}
		// A touch on Leapfrog's 18×18 board, between a3, which can jump,
		// and a4, which cannot, nearer a4: a3 is picked up.
		add("touch-leapfrog", "play:leapfrog", bigLeapfrog(t), func(a *App) {
			touchBelow(a.cur.(*play.Screen).Board(), "a3", 0.6)
		})
		// A long notice over the screens that show a board, and over
		// the options with their Start button.
		for _, sc := range []string{"play:foxgeese", "play:leapfrog", "learn:foxgeese", "setup:war", "options:foxgeese", "puzzles:catchhare"} {
			add("notice-"+strings.ReplaceAll(sc, ":", "-"), sc, empty, func(a *App) {
				if z, ok := a.cur.(*puzzles.Screen); ok {
					z.Wait()
				}
				a.Notify(shownNotice())
			})
		}
		// States the words of a few screens are about: a link's offer of
		// the computer in a game of four, a wrong try in a lesson's step,
		// Peg Solitaire solved with chains, Catch the Hare's hunters
		// played by the book.
		add("link-offer-leapfrog-four", "menu", empty, func(a *App) { a.s.share.open("#play=leapfrog&players=4", false) })
		wrong := func(id string, step int, name, line string) {
			at := func() platform.Store {
				st := platform.NewMemoryStore()
				st.Put("settings", []byte(`{"version":1,"games":{},"lessons":{"`+id+`":{"step":`+strconv.Itoa(step-1)+`}}}`))
				return st
			}
			add("learn-"+id+"-"+strconv.Itoa(step)+"-"+name, "learn:"+id, at, func(a *App) {
				tu := a.cur.(*learn.Screen).Tutor()
				moves, err := game.ParseLine(tu.Session().State(), line)
				if err != nil {
					t.Fatal(err)
				}
				for _, mv := range moves {
					tu.Play(mv, false)
				}
			})
			shots[len(shots)-1].frames = 120
		}
		wrong("leapfrog", 8, "wrong-over", "d6-f6")
		wrong("leapfrog", 8, "wrong-going", "e6-c6 stop")
		wrong("war", 3, "wrong", "e7-c6")
		add("solved-solitaire", "play:solitaire", playedOut("solitaire", solitaire.Spec.Demos[0].Moves, nil), nil)
		add("perfect-catchhare", "play:catchhare", playedOut("catchhare", nil, []midend.Seat{{AI: true, Level: engine.Perfect}, midend.Human}), nil)
		add("refused-war", "play:war", empty, func(a *App) {
			b := a.cur.(*play.Screen).Session().State().Board()
			from, _ := b.Lookup("f1")
			to, _ := b.Lookup("f4")
			a.cur.(*play.Screen).Session().Explain([]int{from, to}) // the King, tapped three squares away
		})
		add("analysis-foxgeese", "play:foxgeese", playedOut("foxgeese", []string{"9-5", "15-9"}, nil), nil)
		shots[len(shots)-1].engine, shots[len(shots)-1].frames = true, 400
		// Dialogs: a new game over one with moves, sharing, importing.
		hh := catalog.Entries()[0]
		add("dialog-new-game", "play:"+hh.ID, played(hh.Game), func(a *App) {
			words.ConfirmNew(a, a.cur.(*play.Screen).Session().Match(), 3, func() {})
		})
		add("dialog-share", "play:"+hh.ID, played(hh.Game), func(a *App) { a.s.share.ask(a.cur.(*play.Screen).Session().Match()) })
		add("dialog-import", "menu", empty, func(a *App) { a.s.share.askImport() })
		add("stopped", "menu", empty, func(a *App) {
			a.cur = stopped.New(a.s, "play")
			a.sized = false // laid out at the next Update, as after a panic
		})
	}
	return shots
}

// shownNotice is longNotice in the language spoken, as the App words it
// (share.go), so that the pictures in every language show a notice of
// the length that language gives it.
func shownNotice() string {
	return lang.T("This link opened with people in every seat. To play on against the computer, choose its level: it plays for %s, and you for %s. Dismiss to play every side here.",
		lang.T("the hounds"), lang.T("the hare"))
}

// playedOut returns a store whose saved game of id has moves played,
// with seats (every seat a person's when nil).
func playedOut(id string, moves []string, seats []midend.Seat) func() platform.Store {
	return func() platform.Store {
		g, err := game.Lookup(id)
		if err != nil {
			panic(err)
		}
		m, err := game.NewMatch(g, nil)
		if err != nil {
			panic(err)
		}
		for _, mv := range moves {
			if err := m.PlayString(mv); err != nil {
				panic(err)
			}
		}
		if seats == nil {
			seats = make([]midend.Seat, len(m.Seats()))
		}
		data, err := midend.MarshalMatch(m, seats)
		if err != nil {
			panic(err)
		}
		st := platform.NewMemoryStore()
		st.Put("settings", []byte(`{"version":1,"games":{},"analysis":true}`))
		st.Put("match."+id, data)
		st.Put("last", []byte(strconv.Quote(id)))
		return st
	}
}

// solvePuzzle plays the puzzle on screen z: its solution when solve, else
// a wrong first move, which stays on the board a moment and is taken
// back with the reason given.
func solvePuzzle(t *testing.T, z *puzzles.Screen, solve bool) {
	t.Helper()
	z.Wait()
	pz := z.Puzzler()
	clock := 0.0
	run := func() {
		for i := 0; pz.Busy() && i < 1000; i++ {
			clock += 0.1
			pz.Update(clock, true)
		}
	}
	st := pz.Session().State()
	if !solve {
		for _, mv := range st.LegalMoves(nil) {
			if st.MoveString(mv) != pz.Puzzle().Solution[0] {
				pz.Play(mv, false)
				run()
				return
			}
		}
	}
	for i := 0; !pz.Done() && i < 100; i++ {
		if !pz.CanPlay() {
			clock += 0.1
			pz.Update(clock, true)
			continue
		}
		st := pz.Session().State()
		mv, err := st.ParseMove(pz.Puzzle().Solution[pz.Session().Match().Ply()])
		if err != nil {
			t.Fatal(err)
		}
		pz.Play(mv, false)
		run()
	}
}

// bigLeapfrog returns a store holding a game of coloured Leapfrog on
// 18×18 between two people, each of whom has taken a piece.
func bigLeapfrog(t *testing.T) func() platform.Store {
	return func() platform.Store {
		g, err := game.Lookup("leapfrog")
		if err != nil {
			t.Fatal(err)
		}
		m, err := game.NewMatch(g, game.Options{"size": "18", "version": "coloured"})
		if err != nil {
			t.Fatal(err)
		}
		for _, mv := range []string{"xa1", "xb1"} {
			if err := m.PlayString(mv); err != nil {
				t.Fatal(err)
			}
		}
		data, err := midend.MarshalMatch(m, make([]midend.Seat, len(m.Seats())))
		if err != nil {
			t.Fatal(err)
		}
		st := platform.NewMemoryStore()
		st.Put("match.leapfrog", data)
		st.Put("last", []byte(strconv.Quote("leapfrog")))
		return st
	}
}

// touchBelow touches board w dy spacings below the centre of the point
// named, and lifts the finger.
func touchBelow(w *board.Widget, name string, dy float64) {
	v := w.View()
	q, _ := v.Board.Lookup(name)
	x, y := v.At(q)
	y += dy * v.Spacing
	w.Input(&ui.Frame{X: x, Y: y, Down: true, Pressed: true})
	w.Input(&ui.Frame{X: x, Y: y, Released: true})
}
