package leapfrog_test

import (
	"testing"

	"parlour/game/gametest"
	"parlour/game/leapfrog"
)

func TestKit(t *testing.T) {
	gametest.Run(t, leapfrog.Spec, gametest.Config{Playouts: 2, Seed: 1, MaxVariants: 40})
}

func TestLesson(t *testing.T) { gametest.Lesson(t, leapfrog.Spec) }

func FuzzPosition(f *testing.F) { gametest.FuzzPosition(f, leapfrog.Spec) }
func FuzzMove(f *testing.F)     { gametest.FuzzMove(f, leapfrog.Spec) }
func FuzzSave(f *testing.F)     { gametest.FuzzSave(f, leapfrog.Spec) }
func FuzzSetup(f *testing.F)    { gametest.FuzzSetup(f, leapfrog.Spec) }
