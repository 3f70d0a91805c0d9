//go:build js

// Command minimal is the smallest Ebitengine program that draws text: one
// line in a Go font with text/v2. The start-up benchmark (e2e) compares
// Parlour's first frame and download against it, as the framework's floor.
package main

import (
	"bytes"
	"image/color"
	"log"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/goregular"
)

type app struct {
	face           *text.GoTextFace
	updated, drawn bool
}

func (a *app) Update() error {
	if !a.updated {
		a.updated = true
		mark("first-update")
	}
	return nil
}

func (a *app) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1c, 0x29, 0x25, 0xff})
	op := &text.DrawOptions{}
	op.GeoM.Translate(40, 40)
	text.Draw(screen, "Parlour's framework, drawing one line", a.face, op)
	if !a.drawn {
		a.drawn = true // the page's loader watches for this
		js.Global().Set("minimalDrawn", true)
		mark("first-draw")
	}
}

func (a *app) Layout(w, h int) (int, int) { return w, h }

// mark marks a start-up phase as Parlour's loader does
// (performance.mark "parlour:NAME"), for the benchmark's phase table.
func mark(name string) { js.Global().Get("performance").Call("mark", "parlour:"+name) }

func main() {
	mark("go-main")
	src, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		log.Fatal(err)
	}
	if err := ebiten.RunGame(&app{face: &text.GoTextFace{Source: src, Size: 24}}); err != nil {
		log.Fatal(err)
	}
}
