package board

import (
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/harehounds"
)

func candidates(s game.State) []candidate {
	var out []candidate
	for _, m := range s.LegalMoves(nil) {
		out = append(out, candidate{Move: m, Path: s.MovePath(m)})
	}
	return out
}

// TestPickerHareAndHounds taps and drags on the start position, hounds to
// move.
func TestPickerHareAndHounds(t *testing.T) {
	g := harehounds.Spec
	start, _, err := g.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	pt := func(name string) int {
		p, _ := start.Board().Lookup(name)
		return p
	}
	names := func(ps []int) []string {
		var out []string
		for _, p := range ps {
			out = append(out, start.Board().Point(p).Name)
		}
		slices.Sort(out)
		return out
	}
	type action struct {
		kind    string // "tap", "press", "release", "drop"
		at      string // point name, "" for off the board
		move    string // the move expected, "" for none
		targets []string
	}
	tests := []struct {
		name    string
		actions []action
	}{
		{"tap piece then target", []action{
			{"tap", "a2", "", []string{"b2"}},
			{"tap", "b2", "a2-b2", nil},
		}},
		{"tap the selected piece again puts it down", []action{
			{"tap", "b1", "", []string{"b2", "c1", "c2"}},
			{"tap", "b1", "", nil},
		}},
		{"tap another piece switches", []action{
			{"tap", "b1", "", []string{"b2", "c1", "c2"}},
			{"tap", "b3", "", []string{"b2", "c2", "c3"}},
			{"tap", "c3", "b3-c3", nil},
		}},
		{"tap the hare or an empty point does nothing", []action{
			{"tap", "e2", "", nil},
			{"tap", "c2", "", nil},
		}},
		{"tap a non-target drops the selection", []action{
			{"tap", "a2", "", []string{"b2"}},
			{"tap", "d1", "", nil},
		}},
		{"tap off the board drops the selection", []action{
			{"tap", "a2", "", []string{"b2"}},
			{"tap", "", "", nil},
		}},
		{"press and release selects", []action{
			{"press", "b1", "", []string{"b2", "c1", "c2"}},
			{"release", "b1", "", []string{"b2", "c1", "c2"}},
		}},
		{"press and release on the selected piece puts it down", []action{
			{"tap", "b1", "", []string{"b2", "c1", "c2"}},
			{"press", "b1", "", []string{"b2", "c1", "c2"}},
			{"release", "b1", "", nil},
		}},
		{"drag onto a target moves", []action{
			{"press", "b1", "", []string{"b2", "c1", "c2"}},
			{"drop", "c2", "b1-c2", nil},
		}},
		{"drag onto a non-target keeps the selection", []action{
			{"press", "b1", "", []string{"b2", "c1", "c2"}},
			{"drop", "d1", "", []string{"b2", "c1", "c2"}},
		}},
		{"drag from an empty point moves nothing", []action{
			{"tap", "b1", "", []string{"b2", "c1", "c2"}},
			{"press", "d1", "", []string{"b2", "c1", "c2"}},
			{"drop", "c1", "", []string{"b2", "c1", "c2"}},
		}},
		{"press on a target then release plays", []action{
			{"tap", "b1", "", []string{"b2", "c1", "c2"}},
			{"press", "c1", "", []string{"b2", "c1", "c2"}},
			{"release", "c1", "b1-c1", nil},
		}},
	}
	for _, tt := range tests {
		var p Picker
		p.reset(candidates(start))
		for i, a := range tt.actions {
			at := -1
			if a.at != "" {
				at = pt(a.at)
			}
			var mv game.Move
			var ok bool
			switch a.kind {
			case "tap":
				mv, ok = p.tap(at)
			case "press":
				p.press(at)
			case "release":
				mv, ok = p.release(at, false)
			case "drop":
				mv, ok = p.release(at, true)
			}
			got := ""
			if ok {
				got = start.MoveString(mv)
			}
			if got != a.move {
				t.Errorf("%s: step %d (%s %s) played %q, want %q", tt.name, i, a.kind, a.at, got, a.move)
			}
			if tg := names(p.Targets()); !slices.Equal(tg, a.targets) {
				t.Errorf("%s: step %d targets %v, want %v", tt.name, i, tg, a.targets)
			}
		}
	}
	var p Picker
	p.reset(candidates(start))
	if got := names(p.Movable()); !slices.Equal(got, []string{"a2", "b1", "b3"}) {
		t.Errorf("movable pieces %v, want the three hounds", got)
	}
	p.reset(nil)
	if _, ok := p.tap(pt("a2")); ok || p.Selected() != -1 || p.active() {
		t.Error("a picker without moves must ignore taps")
	}
}

// TestPickerPaths covers games whose moves are chains or placements.
func TestPickerPaths(t *testing.T) {
	cands := []candidate{
		{Move: 1, Path: []int{0, 2}},
		{Move: 2, Path: []int{0, 2, 4}},
		{Move: 3, Path: []int{0, 2, 6}},
		{Move: 4, Path: []int{9}}, // a placement
	}
	var p Picker
	p.reset(cands)
	if mv, ok := p.tap(9); !ok || mv != 4 {
		t.Errorf("tapping a placement point plays it at once: %v %v", mv, ok)
	}
	p.tap(0)
	if mv, ok := p.tap(2); ok {
		t.Errorf("a chain that may go on must not end at once: played %v", mv)
	}
	if got := p.Targets(); !slices.Equal(got, []int{2, 4, 6}) {
		t.Errorf("targets after 0-2: %v, want 2 (stop here), 4 and 6", got)
	}
	if mv, ok := p.tap(6); !ok || mv != 3 {
		t.Errorf("0-2-6: %v %v", mv, ok)
	}
	p.tap(0)
	p.tap(2)
	if mv, ok := p.tap(2); !ok || mv != 1 {
		t.Errorf("tapping the last point again stops the chain: %v %v", mv, ok)
	}
}

// TestPickerChain covers a chain of jumps made one move at a time: the
// piece in the middle of its chain stays picked up, its next landing is
// taken at once, tapping it again plays the move that ends the chain, and
// it cannot be put down.
func TestPickerChain(t *testing.T) {
	const stop = 9
	cands := []candidate{
		{Move: stop, Path: nil},
		{Move: 1, Path: []int{5, 7}},
		{Move: 2, Path: []int{5, 3}},
	}
	var p Picker
	p.resetChain(cands, stop, true)
	if p.Selected() != 5 || p.Stop() != 5 {
		t.Fatalf("in a chain the piece on 5 is picked up and stops there: selected %d, stop %d", p.Selected(), p.Stop())
	}
	if got := p.Targets(); !slices.Equal(got, []int{3, 5, 7}) {
		t.Errorf("targets %v, want 3 and 7 to go on and 5 to stop", got)
	}
	if mv, ok := p.tap(7); !ok || mv != 1 {
		t.Errorf("tapping the next landing: %v %v, want move 1", mv, ok)
	}
	p.resetChain(cands, stop, true)
	for _, pt := range []int{-1, 8} {
		if _, ok := p.tap(pt); ok || p.Selected() != 5 {
			t.Errorf("a tap on %d plays or drops the piece: selected %d", pt, p.Selected())
		}
	}
	if mv, ok := p.tap(5); !ok || mv != stop {
		t.Errorf("tapping the piece again: %v %v, want stop", mv, ok)
	}
	p.resetChain(cands, stop, true)
	if !p.press(5) {
		t.Error("pressing the piece in its chain does not pick it up to drag")
	}
	if mv, ok := p.release(3, true); !ok || mv != 2 {
		t.Errorf("dragging it to 3: %v %v, want move 2", mv, ok)
	}
	p.resetChain(cands[1:], 0, false)
	if _, ok := p.tap(5); ok || p.Selected() != 5 || p.Stop() != -1 {
		t.Errorf("a chain that may not stop: tapping the piece plays or drops it (selected %d, stop %d)", p.Selected(), p.Stop())
	}
	p.resetChain([]candidate{{Move: 1, Path: []int{5, 7}}, {Move: 2, Path: []int{6, 3}}}, 0, false)
	if p.Selected() != -1 {
		t.Errorf("moves from two pieces are no chain: %d picked up", p.Selected())
	}
}
