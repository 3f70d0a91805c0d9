package ui

import "testing"

func TestFocusRing(t *testing.T) {
	on := func(ok ...int) func(int) bool {
		return func(i int) bool {
			for _, k := range ok {
				if k == i {
					return true
				}
			}
			return false
		}
	}
	tests := []struct {
		name  string
		start int // -1 for none
		n, d  int
		ok    func(int) bool
		want  int
	}{
		{"a step on from none lands on the first place", -1, 4, 1, nil, 0},
		{"a step back from none lands on the last", -1, 4, -1, nil, 3},
		{"on past the end wraps to the start", 3, 4, 1, nil, 0},
		{"back past the start wraps to the end", 0, 4, -1, nil, 3},
		{"places that refuse are skipped", 0, 5, 1, on(0, 3), 3},
		{"from none, the first place that takes it", -1, 5, 1, on(2, 4), 2},
		{"no place takes it", 1, 3, 1, on(), -1},
		{"a step of several places", 1, 6, 3, nil, 4},
		{"an empty ring", 2, 0, 1, nil, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var r FocusRing
			if tc.start >= 0 {
				r.Set(tc.start)
			}
			if got := r.Move(tc.n, tc.d, tc.ok); got != tc.want || r.At() != tc.want {
				t.Errorf("Move = %d, At = %d, want %d", got, r.At(), tc.want)
			}
		})
	}
}

func TestFocusRingTab(t *testing.T) {
	var r FocusRing
	bs := []*Button{NewButton("A"), NewButton("B"), NewButton("C")}
	bs[1].Enabled = false
	enabled := func(i int) bool { return bs[i].Enabled }
	steps := []struct {
		shift bool
		want  string
	}{{false, "A"}, {false, "C"}, {false, "A"}, {true, "C"}}
	for i, st := range steps {
		f := &Frame{Keys: []Key{KeyTab}, Shift: st.shift}
		if !r.Tab(f, len(bs), enabled) || f.Key(KeyTab) {
			t.Fatalf("step %d: Tab not taken and used up", i)
		}
		r.Buttons(0, bs...)
		for _, b := range bs {
			if b.Focused != (b.Label == st.want) {
				t.Errorf("step %d: %s focused %v, want focus on %s", i, b.Label, b.Focused, st.want)
			}
		}
	}
	if r.Tab(&Frame{}, len(bs), enabled) {
		t.Error("Tab taken from a frame without it")
	}
}
