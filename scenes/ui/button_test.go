package ui

import "testing"

func TestButtonCarriesItsAction(t *testing.T) {
	n := 0
	b := NewAction("Go", func() { n++ })
	b.Rect = Rect{0, 0, 10, 10}
	b.Click(&Frame{X: 5, Y: 5, Down: true, Pressed: true}, 0)
	if !b.Click(&Frame{X: 5, Y: 5, Released: true}, 0) || n != 1 {
		t.Fatalf("a click did %d actions", n)
	}
	b.Enabled = false
	if b.Activate() || n != 1 {
		t.Error("a disabled button acted")
	}
	b.Enabled = true
	if !b.Activate() || n != 2 {
		t.Error("Activate did not act")
	}
}
