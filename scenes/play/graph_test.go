package play

import (
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/scenes/ui"
)

func TestGraphGeometry(t *testing.T) {
	plot := ui.Rect{X: 10, Y: 20, W: 200, H: 60}
	tests := []struct {
		n, ply int
	}{{1, 0}, {2, 0}, {2, 1}, {31, 0}, {31, 15}, {31, 30}}
	for _, tt := range tests {
		x := graphX(plot, tt.n, tt.ply)
		if x < plot.X || x > plot.Right() {
			t.Errorf("graphX(%d of %d) = %v, outside the plot", tt.ply, tt.n, x)
		}
		if got := graphPly(plot, tt.n, x); got != tt.ply {
			t.Errorf("graphPly at ply %d of %d = %d", tt.ply, tt.n, got)
		}
		if got := graphPly(plot, tt.n, x+plot.W/float64(3*tt.n)); got != tt.ply {
			t.Errorf("graphPly just right of ply %d of %d = %d", tt.ply, tt.n, got)
		}
	}
	if graphPly(plot, 10, -50) != 0 || graphPly(plot, 10, 1e4) != 9 {
		t.Error("graphPly beyond the plot must clamp to its ends")
	}

	u := game.ScoreUnit{Per: 100}
	levels := []struct {
		name string
		v    engine.PlyValue
		want float64 // sign: 1 the first seat ahead, -1 the second, 0 even
		ok   bool
	}{
		{"first seat wins", engine.PlyValue{Kind: engine.Win, Winner: 0, Plies: 5, Mover: 1}, 1, true},
		{"second seat wins", engine.PlyValue{Kind: engine.Loss, Winner: 1, Plies: 5, Mover: 0}, -1, true},
		{"draw", engine.PlyValue{Kind: engine.Draw, Winner: game.NoPlayer}, 0, true},
		{"estimate for the mover", engine.PlyValue{Kind: engine.Estimate, Score: 150, Mover: 0}, 1, true},
		{"estimate for the second seat", engine.PlyValue{Kind: engine.Estimate, Score: 150, Mover: 1}, -1, true},
		{"unknown", engine.PlyValue{Kind: engine.Unknown}, 0, false},
		{"end: won", engine.PlyValue{Kind: engine.Win, Winner: 1, Mover: game.NoPlayer}, -1, true},
	}
	for _, tt := range levels {
		l, ok := graphLevel(tt.v, 20, u)
		if ok != tt.ok || l < -1 || l > 1 || tt.want > 0 && l <= 0 || tt.want < 0 && l >= 0 || tt.want == 0 && l != 0 {
			t.Errorf("%s: level %v %v", tt.name, l, ok)
		}
		if y := graphY(plot, l); y < plot.Y || y > plot.Bottom() {
			t.Errorf("%s: y %v outside the plot", tt.name, y)
		}
	}
	quick, _ := graphLevel(engine.PlyValue{Kind: engine.Win, Winner: 0, Plies: 3, Mover: 1}, 20, u)
	slow, _ := graphLevel(engine.PlyValue{Kind: engine.Win, Winner: 0, Plies: 19, Mover: 1}, 20, u)
	if quick <= slow {
		t.Errorf("a quicker win (%v) must stand higher than a slower one (%v)", quick, slow)
	}
}
