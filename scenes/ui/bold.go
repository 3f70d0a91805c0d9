//go:build !js

package ui

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/assets/fonts"
)

// boldAtStart is the bold face, built into native programs.
func boldAtStart() *text.GoTextFaceSource {
	ttf, err := fonts.Bold()
	if err != nil {
		panic(err) // built in natively, and checked by its tests
	}
	return mustFaceSource(ttf)
}
