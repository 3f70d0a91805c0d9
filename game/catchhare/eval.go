package catchhare

import "math/bits"

// Weights of the evaluation, in the engine's units (a point of mobility
// is worth about 10).
const (
	evalHunter   = 160 // each hunter above the hare's threshold
	evalHareStep = 10  // each empty point the hare can step to
	evalThreat   = 45  // each hunter the hare could capture at once
	// The hare's room is the hunters' measure of progress: closing the net
	// shrinks it a point or two at a time, long before the search sees the
	// hare trapped. Its weight must stand well above Medium's temperature
	// (the level's 10 at first, 4 in this game now: see Spec.Temperatures):
	// below it, Medium's hunters chose among moves that all kept the win
	// without gaining ground, and against a good hare the game was drawn
	// by the 200 plies without a capture. The runs that chose 12 are in
	// docs/ai.md (How some settings were chosen).
	evalRoom       = 12 // each empty point the hare can reach by steps
	evalVulnerable = 5  // each hunter with empty points on both sides of a line
)

// Evaluate scores the position for the side to move, for the alpha-beta
// engine: the hunters like having many hunters to spare, a hare with few
// steps, no captures and little room, and a formation without holes; the
// hare likes the opposite.
func (s *State) Evaluate() int {
	l := s.rules.Layout
	free := ^s.hunters &^ (1 << s.hare) & (1<<Size - 1)
	h := int(s.hare)
	score := evalHunter * (bits.OnesCount32(s.hunters) - s.rules.Threshold)

	steps := 0
	for _, q := range l.steps[h] {
		if free&(1<<q) != 0 {
			steps++
		}
	}
	score -= evalHareStep * steps

	var threatened uint32
	for _, j := range l.jumps[h] {
		if s.hunters&(1<<j[0]) != 0 && free&(1<<j[1]) != 0 {
			threatened |= 1 << j[0]
		}
	}
	threats := bits.OnesCount32(threatened)
	if s.toMove == Hunters && threats > 0 {
		threats-- // the hunters can usually cover one
	}
	score -= evalThreat * threats

	score -= evalRoom * bits.OnesCount32(s.room(free))

	vulnerable := 0
	for b := s.hunters; b != 0; b &= b - 1 {
		for _, sp := range l.spans[bits.TrailingZeros32(b)] {
			if free&(1<<sp[0]) != 0 && free&(1<<sp[1]) != 0 {
				vulnerable++
				break
			}
		}
	}
	score -= evalVulnerable * vulnerable

	if s.toMove == Hare {
		return -score
	}
	return score
}

// room returns the empty points the hare can reach by steps alone.
func (s *State) room(free uint32) uint32 {
	l := s.rules.Layout
	seen := uint32(1) << s.hare
	stack := [Size]int8{s.hare}
	n := 1
	for n > 0 {
		n--
		p := stack[n]
		for _, q := range l.steps[p] {
			if bit := uint32(1) << q; free&bit != 0 && seen&bit == 0 {
				seen |= bit
				stack[n] = q
				n++
			}
		}
	}
	return seen &^ (1 << s.hare)
}
