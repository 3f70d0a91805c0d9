//go:build !js

// Command minimalnative is the smallest Ebitengine program that draws
// text, built for the desktop: the desktop test (e2e) compares Parlour's
// processor time at rest against it, as the framework's floor.
package main

import (
	"bytes"
	"image/color"
	"log"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/goregular"
)

type app struct{ face *text.GoTextFace }

func (a *app) Update() error { return nil }

func (a *app) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1c, 0x29, 0x25, 0xff})
	op := &text.DrawOptions{}
	op.GeoM.Translate(40, 40)
	text.Draw(screen, "Parlour's framework, drawing one line", a.face, op)
}

func (a *app) Layout(w, h int) (int, int) { return w, h }

func main() {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		log.Fatal(err)
	}
	if err := ebiten.RunGame(&app{face: &text.GoTextFace{Source: src, Size: 24}}); err != nil {
		log.Fatal(err)
	}
}
