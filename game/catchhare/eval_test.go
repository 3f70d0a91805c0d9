package catchhare

import "testing"

func TestEvaluatePrefersFewerCaptures(t *testing.T) {
	open := at(t, nil, "...../.X.X./..H../.X.../XXXXX hunters 0")
	closed := at(t, nil, "...../...../.XHX./.XXX./XXXXX hunters 0")
	if open.Evaluate() >= closed.Evaluate() {
		t.Errorf("hunters score an exposed formation %d, a tight one %d", open.Evaluate(), closed.Evaluate())
	}
}
