// Command parlour is Parlour, a collection of traditional board games, as a
// desktop window or, built for GOOS=js GOARCH=wasm, in a web page.
//
// Debug options, read from the environment:
//
//	PARLOUR_SCENE=menu|options|rules|play  open that screen first (for screenshots)
//	PARLOUR_CONFIG_DIR=DIR                 keep settings and saves in DIR (desktop)
//	PARLOUR_ANNOUNCE=1                     log screen-reader announcements (desktop)
//	PARLOUR_FPS=1                          show frame and update rates
package main

import (
	"image"
	"log"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/art"
	"parlour/engine"
	"parlour/platform"
	"parlour/scenes"
)

func main() {
	ebiten.SetWindowTitle("Parlour")
	ebiten.SetWindowSize(1100, 760)
	ebiten.SetWindowSizeLimits(320, 420, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowIcon([]image.Image{art.Icon(16), art.Icon(32), art.Icon(48), art.Icon(128)})

	app := scenes.NewApp(scenes.Config{
		Store:    platform.OpenStore(),
		Thinker:  engine.NewLocalThinker(),
		Announce: platform.Announce,
		Scene:    os.Getenv("PARLOUR_SCENE"),
		ShowFPS:  os.Getenv("PARLOUR_FPS") != "",
	})
	if err := ebiten.RunGame(app); err != nil {
		log.Fatal(err)
	}
}
