//go:build !js

package mobile

import "testing"

// TestGame runs the game the view would run, on a phone-sized screen,
// with and without a data directory.
func TestGame(t *testing.T) {
	for _, dir := range []string{"", t.TempDir()} {
		SetDataDir(dir)
		g := &game{}
		w, h := g.LayoutF(1170, 2532)
		if w != 1170 || h != 2532 {
			t.Errorf("LayoutF(1170, 2532) = %v, %v; want the screen's device pixels", w, h)
		}
		for range 3 {
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
		}
	}
	SetDataDir("")
}
