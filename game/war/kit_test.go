package war_test

import (
	"testing"

	"parlour/game/gametest"
	"parlour/game/war"
)

func TestKit(t *testing.T) {
	gametest.Run(t, war.Spec, gametest.Config{Playouts: 12, Seed: 1})
}

func TestLesson(t *testing.T) { gametest.Lesson(t, war.Spec) }

func FuzzPosition(f *testing.F) { gametest.FuzzPosition(f, war.Spec) }
func FuzzMove(f *testing.F)     { gametest.FuzzMove(f, war.Spec) }
func FuzzSave(f *testing.F)     { gametest.FuzzSave(f, war.Spec) }
func FuzzSetup(f *testing.F)    { gametest.FuzzSetup(f, war.Spec) }
