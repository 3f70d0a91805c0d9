package catchhare_test

import (
	"testing"

	"parlour/game/catchhare"
	"parlour/game/gametest"
)

func TestKit(t *testing.T) {
	gametest.Run(t, catchhare.Spec, gametest.Config{Playouts: 20, Seed: 1})
}

func FuzzPosition(f *testing.F) { gametest.FuzzPosition(f, catchhare.Spec) }
func FuzzMove(f *testing.F)     { gametest.FuzzMove(f, catchhare.Spec) }
func FuzzSave(f *testing.F)     { gametest.FuzzSave(f, catchhare.Spec) }
func FuzzSetup(f *testing.F)    { gametest.FuzzSetup(f, catchhare.Spec) }

func TestLesson(t *testing.T) { gametest.Lesson(t, catchhare.Spec) }
