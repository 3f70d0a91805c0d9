package catchhare

import "testing"

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
// chose among moves that kept the win without gaining ground. The game
// sets that temperature itself (Spec.Temperatures), and the engine gives
// it to Medium in place of the level's own (its TestGameTemperatures).
func TestMediumPressesOn(t *testing.T) {
	if len(Spec.Temperatures) < 2 || Spec.Temperatures[1] <= 0 {
		t.Fatalf("the game sets no temperature for Medium (Spec.Temperatures %v): the level's own would stand near a point of the hare's room (%d)", Spec.Temperatures, evalRoom)
	}
	if temp := Spec.Temperatures[1]; 2*temp >= evalRoom {
		t.Errorf("Medium's temperature %d is not well under a point of the hare's room (%d)", temp, evalRoom)
	}
}
