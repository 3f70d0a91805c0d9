package board

// HookState is what a board tells the test hooks of the move being
// built, by point names.
type HookState struct {
	// Picked are the points tapped so far, the piece's first; a piece in
	// the middle of a chain made one move at a time is picked up by itself.
	Picked []string `json:"picked,omitempty"`
	// Piece is where the picked piece is drawn: its latest landing.
	Piece string `json:"piece,omitempty"`
	// Taken are the pieces the move has jumped so far, drawn as taken.
	Taken []string `json:"taken,omitempty"`
	// Targets are the points to tap to go on (not Stop).
	Targets []string `json:"targets,omitempty"`
	// Stop is the point to tap to end the move there, drawn unlike the
	// targets; empty when there is none.
	Stop string `json:"stop,omitempty"`
}

// Hook tells the test hooks what the board shows of the move being
// built, or nil when a person may not move.
func (w *Widget) Hook() *HookState {
	if !w.Live() {
		return nil
	}
	w.offer()
	l := w.marks(0, nil)
	b := w.src.State().Board()
	names := func(ps []int) []string {
		var out []string
		for _, p := range ps {
			out = append(out, b.Point(p).Name)
		}
		return out
	}
	h := &HookState{Picked: names(w.picker.Prefix()), Taken: names(l.Taken)}
	switch pre := w.picker.Prefix(); {
	case len(l.Chain) > 1:
		h.Piece = b.Point(l.Chain[len(l.Chain)-1]).Name
	case len(pre) > 0:
		h.Piece = b.Point(pre[0]).Name
	}
	for _, t := range l.Targets {
		if t != l.Stop {
			h.Targets = append(h.Targets, b.Point(t).Name)
		}
	}
	if l.Stop >= 0 {
		h.Stop = b.Point(l.Stop).Name
	}
	return h
}
