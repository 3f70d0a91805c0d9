//go:build !js

// Package mobile is Parlour for Android and iOS: a library that
// ebitenmobile binds into an Android archive (.aar) or an iOS framework
// (.xcframework) holding a view that runs the game. See docs/install.md for the
// commands and the few lines the host app needs.
//
// The app is the same as the desktop program's (main.go): scenes.App with
// the platform's store, AI and announcements. Only where the store lives
// differs: in the directory the host app passes to SetDataDir.
//
// The package builds on every system but the browser, so that its code is
// checked and tested everywhere, but only Android and iOS builds hand the
// game to the view (bind.go): elsewhere Ebitengine has no view to run it.
package mobile

import (
	"path/filepath"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	ebitenmobile "github.com/hajimehoshi/ebiten/v2/mobile"

	"parlour/platform"
	"parlour/scenes"
)

// setGame gives the game to the view ebitenmobile generates.
var setGame func(ebiten.Game) = ebitenmobile.SetGame

var (
	mu      sync.Mutex
	dataDir string
)

// SetDataDir tells Parlour where to keep its settings and the game in
// progress: the app's private files directory (Android:
// Context.getFilesDir(); iOS: the Application Support directory). Call it
// before the view is shown; without it nothing is kept between launches.
func SetDataDir(dir string) {
	mu.Lock()
	defer mu.Unlock()
	dataDir = dir
}

// Dummy does nothing. ebitenmobile binds only packages with an exported
// function, and the view it generates wants this one by name.
func Dummy() {}

// game is the ebiten.Game the view runs. It makes the app on the first
// call, once the host app has had the chance to call SetDataDir, and then
// hands every call to it.
type game struct {
	once sync.Once
	app  *scenes.App
}

var _ ebiten.LayoutFer = (*game)(nil)

func (g *game) get() *scenes.App {
	g.once.Do(func() { g.app = newApp() })
	return g.app
}

// newApp builds the app with the store in the data directory, or in memory
// when none was given.
func newApp() *scenes.App {
	mu.Lock()
	dir := dataDir
	mu.Unlock()
	var store platform.Store = platform.NewMemoryStore()
	if dir != "" {
		store = platform.NewFileStore(filepath.Join(dir, "parlour"))
	}
	return scenes.NewApp(scenes.Config{
		Store:    store,
		Thinker:  platform.NewThinker(),
		Announce: platform.Announce,
		Sound:    scenes.NewSpeaker(),
	})
}

// Update runs one tick of the app.
func (g *game) Update() error { return g.get().Update() }

// Draw draws the app.
func (g *game) Draw(screen *ebiten.Image) { g.get().Draw(screen) }

// Layout is never called: LayoutF takes its place.
func (g *game) Layout(w, h int) (int, int) { return g.get().Layout(w, h) }

// LayoutF sizes the screen in device pixels, as the app does everywhere.
func (g *game) LayoutF(w, h float64) (float64, float64) { return g.get().LayoutF(w, h) }
