package foxgeese_test

import (
	"testing"

	"parlour/game/foxgeese"
	"parlour/game/gametest"
)

func TestKit(t *testing.T) {
	gametest.Run(t, foxgeese.Spec, gametest.Config{Playouts: 60, Seed: 1})
}

func FuzzPosition(f *testing.F) { gametest.FuzzPosition(f, foxgeese.Spec) }
func FuzzMove(f *testing.F)     { gametest.FuzzMove(f, foxgeese.Spec) }
func FuzzSave(f *testing.F)     { gametest.FuzzSave(f, foxgeese.Spec) }
func FuzzSetup(f *testing.F)    { gametest.FuzzSetup(f, foxgeese.Spec) }

func TestLesson(t *testing.T) { gametest.Lesson(t, foxgeese.Spec) }
