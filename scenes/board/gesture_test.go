package board

import "testing"

func TestGesture(t *testing.T) {
	type step struct {
		down bool
		x, y float64
		want GestureKind
	}
	tests := []struct {
		name   string
		cancel int // cancel after this step, or -1
		steps  []step
	}{
		{"tap", -1, []step{{true, 10, 10, GesturePress}, {true, 12, 11, GestureNone}, {false, 12, 11, GestureTap}, {false, 12, 11, GestureNone}}},
		{"drag", -1, []step{{true, 10, 10, GesturePress}, {true, 30, 10, GestureDragStart}, {true, 40, 10, GestureDrag}, {false, 40, 10, GestureDrop}}},
		{"cancelled", 0, []step{{true, 10, 10, GesturePress}, {true, 40, 10, GestureNone}, {false, 40, 10, GestureNone}}},
		{"two taps", -1, []step{{true, 1, 1, GesturePress}, {false, 1, 1, GestureTap}, {true, 1, 1, GesturePress}, {false, 1, 1, GestureTap}}},
	}
	for _, tt := range tests {
		g := tracker{slop: 8}
		for i, s := range tt.steps {
			if got := g.feed(s.down, s.x, s.y); got != s.want {
				t.Errorf("%s: step %d gave %d, want %d", tt.name, i, got, s.want)
			}
			if i == tt.cancel {
				g.cancel()
			}
		}
	}
}
