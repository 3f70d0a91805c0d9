package solitaire_test

import (
	"testing"

	"parlour/game/gametest"
	"parlour/game/solitaire"
)

func TestKit(t *testing.T) {
	gametest.Run(t, solitaire.Spec, gametest.Config{Playouts: 40, Seed: 1, MaxVariants: 16})
}

func TestLesson(t *testing.T) { gametest.Lesson(t, solitaire.Spec) }

func FuzzPosition(f *testing.F) { gametest.FuzzPosition(f, solitaire.Spec) }
func FuzzMove(f *testing.F)     { gametest.FuzzMove(f, solitaire.Spec) }
func FuzzSave(f *testing.F)     { gametest.FuzzSave(f, solitaire.Spec) }
func FuzzSetup(f *testing.F)    { gametest.FuzzSetup(f, solitaire.Spec) }
