package platform

import "testing"

func TestHookLookup(t *testing.T) {
	published.Store(&Frame{Scale: 2, Targets: []Target{{Name: "button:Undo", X: 200, Y: 100}}, State: `{"scene":"play"}`})
	defer published.Store(nil)
	x, y, ok := Lookup("button:Undo")
	if !ok || x != 100 || y != 50 {
		t.Errorf("Lookup: %v %v %v (CSS pixels are device pixels / scale)", x, y, ok)
	}
	if _, _, ok := Lookup("button:Nothing"); ok {
		t.Error("unknown target found")
	}
	if PublishedState() != `{"scene":"play"}` {
		t.Error("state")
	}
}
