// Command parlour is Parlour, a collection of traditional board games, as a
// desktop window or, built for GOOS=js GOARCH=wasm, in a web page.
//
// Debug options, read from the environment:
//
//	PARLOUR_SCENE=menu|options|rules|play|setup|learn[:GAME]  open that screen (of that game) first
//	PARLOUR_CONFIG_DIR=DIR                             keep settings and saves in DIR (desktop)
//	PARLOUR_ANNOUNCE=1                                 log screen-reader announcements (desktop)
//	PARLOUR_FPS=1                                      show frame and update rates
//	PARLOUR_LANG=fr|de|es|it|pseudo                    speak that language, offered or not (desktop)
//
// The AI runs off the drawing thread: in a goroutine on the desktop, in a
// Web Worker in the browser (platform.NewThinker, whose page-address debug
// option ?think=SECONDS is documented there).
package main

import (
	"image"
	"log"
	"os"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/art"
	"parlour/platform"
	"parlour/scenes"
)

// version is the release this program was built as, set by the release
// build (go run ./cmd/release) with -ldflags "-X main.version=v1.2.0" and
// shown in the window title; empty in a development build.
var version string

func main() {
	// Started as the probe of the sound device (platform.StartAudio),
	// the program probes and ends here.
	platform.AudioProbeChild()
	platform.Mark("go-main")
	if !platform.CanDraw() {
		// The page has told the player what is missing. The program stays
		// without starting the game: Ebitengine's page observers, set up
		// as its packages were initialised, still call into it.
		select {}
	}
	title := "Parlour"
	if version != "" {
		title += " " + version
	}
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowSize(1100, 760)
	ebiten.SetWindowSizeLimits(320, 420, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if runtime.GOOS != "js" {
		// A page has its icons in the site; drawing these would only delay
		// the game's start there.
		ebiten.SetWindowIcon([]image.Image{art.Icon(16), art.Icon(32), art.Icon(48), art.Icon(128)})
	}

	app := scenes.NewApp(scenes.Config{
		Store:    platform.OpenStore(),
		Thinker:  platform.NewThinker(),
		Announce: platform.Announce,
		Sound:    scenes.NewSpeaker(),
		Scene:    os.Getenv("PARLOUR_SCENE"),
		ShowFPS:  os.Getenv("PARLOUR_FPS") != "",
		Drawn:    platform.Started,
		Language: os.Getenv("PARLOUR_LANG"),
	})
	platform.Mark("app-ready")
	if err := ebiten.RunGame(app); err != nil {
		log.Fatal(err)
	}
}
