package harehounds_test

import (
	"testing"

	"parlour/game/gametest"
	"parlour/game/harehounds"
)

func TestKit(t *testing.T) {
	gametest.Run(t, harehounds.Spec, gametest.Config{Playouts: 250, Seed: 1})
}

func FuzzPosition(f *testing.F) { gametest.FuzzPosition(f, harehounds.Spec) }
func FuzzMove(f *testing.F)     { gametest.FuzzMove(f, harehounds.Spec) }
func FuzzSave(f *testing.F)     { gametest.FuzzSave(f, harehounds.Spec) }
func FuzzSetup(f *testing.F)    { gametest.FuzzSetup(f, harehounds.Spec) }

func TestLesson(t *testing.T) { gametest.Lesson(t, harehounds.Spec) }
