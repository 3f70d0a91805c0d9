package ui

// FocusRing is a scene's keyboard focus: none, or one of the scene's
// places (buttons, cards, rows of choices) in Tab order. Tab moves it on
// and Shift+Tab back, round the ring, over the places that cannot take
// it; from none, a step on lands on the first place and a step back on
// the last. Every scene keeps its focus in one.
type FocusRing struct {
	at int // the focused place, when on
	on bool
}

// At returns the focused place, or -1 for none.
func (r *FocusRing) At() int {
	if !r.on {
		return -1
	}
	return r.at
}

// Is reports whether place i has the focus.
func (r *FocusRing) Is(i int) bool { return r.on && r.at == i }

// Clear takes the focus away.
func (r *FocusRing) Clear() { r.on = false }

// Set puts the focus on place i.
func (r *FocusRing) Set(i int) { r.at, r.on = i, true }

// Move moves the focus d places round a ring of n, skipping the places
// ok refuses (nil takes every place), and returns where it lands, or -1
// when no place takes it.
func (r *FocusRing) Move(n, d int, ok func(i int) bool) int {
	if n <= 0 {
		r.Clear()
		return -1
	}
	i := r.at
	if !r.on || i >= n {
		i = -1 // a step on lands on the first place
		if d < 0 {
			i = n // a step back on the last
		}
	}
	for range n {
		i = ((i+d)%n + n) % n
		if ok == nil || ok(i) {
			r.Set(i)
			return i
		}
	}
	r.Clear()
	return -1
}

// Tab moves the focus by the frame's Tab key, back with Shift, and
// reports whether Tab was pressed.
func (r *FocusRing) Tab(f *Frame, n int, ok func(i int) bool) bool {
	if !f.Consume(KeyTab) {
		return false
	}
	d := 1
	if f.Shift {
		d = -1
	}
	r.Move(n, d, ok)
	return true
}

// Buttons marks the focused one of buttons, the places of the ring
// counted from first.
func (r *FocusRing) Buttons(first int, buttons ...*Button) {
	for i, b := range buttons {
		b.Focused = r.Is(first + i)
	}
}
