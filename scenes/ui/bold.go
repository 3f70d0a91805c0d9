//go:build !js

package ui

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
)

// boldAtStart is Go Bold, built into native programs.
func boldAtStart() *text.GoTextFaceSource { return mustFaceSource(gobold.TTF) }
