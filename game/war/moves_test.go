package war_test

import (
	"slices"
	"testing"

	"parlour/game/war"
)

func TestMovePath(t *testing.T) {
	s := position(t, chainPos, nil)
	m, err := s.ParseMove("b3:d5:f7")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"b3", "d5", "f7"}
	var got []string
	for _, p := range s.MovePath(m) {
		got = append(got, war.Board.Point(p).Name)
	}
	if !slices.Equal(got, want) {
		t.Errorf("path %v, want %v", got, want)
	}
	fm, err := start(t).ParseMove("FM@e6")
	if err != nil {
		t.Fatal(err)
	}
	if p := start(t).MovePath(fm); len(p) != 1 || war.Board.Point(p[0]).Name != "e6" {
		t.Errorf("placement path %v, want [e6]", p)
	}
}
