package catchhare

import (
	"testing"

	"parlour/engine"
)

func TestEvaluatePrefersFewerCaptures(t *testing.T) {
	open := at(t, nil, "...../.X.X./..H../.X.../XXXXX hunters 0")
	closed := at(t, nil, "...../...../.XHX./.XXX./XXXXX hunters 0")
	if open.Evaluate() >= closed.Evaluate() {
		t.Errorf("hunters score an exposed formation %d, a tight one %d", open.Evaluate(), closed.Evaluate())
	}
}

// TestMediumPressesOn checks that Medium's temperature in this game
// stands well under the weight of a point of the hare's room, the
// hunters' measure of progress: at half of it or more, Medium's hunters
// chose among moves that kept the win without gaining ground.
func TestMediumPressesOn(t *testing.T) {
	p, err := engine.Medium.Params()
	if err != nil {
		t.Fatal(err)
	}
	temp := p.Temperature
	if len(Spec.Temperatures) > 1 && Spec.Temperatures[1] > 0 {
		temp = Spec.Temperatures[1]
	}
	if 2*temp >= evalRoom {
		t.Errorf("Medium's temperature %d is not well under a point of the hare's room (%d)", temp, evalRoom)
	}
}
