package engine

import (
	"math"
	"math/rand/v2"
)

// softmaxCutoff is how many temperatures below the best a score may fall
// and still be chosen: e^-30 is too small to matter.
const softmaxCutoff = 30

// SoftmaxPick chooses an index of scores, which are in the units of the
// games' evaluations (higher is better for the chooser), with probability
// proportional to exp((score - best) / temperature), drawing one number
// from rng, so the choice is among good moves: one a temperature worse
// than the best is e times less likely. A temperature of 0 or less, a
// proven win (a score near MateScore) or a position where every move is
// a proven loss picks the first best score, the quickest win or the
// longest defence; a proven loss is never chosen while another move is
// not one. The same scores, temperature and rng state give the same
// index.
func SoftmaxPick(scores []int, temperature int, rng *rand.Rand) int {
	best := 0
	for i, s := range scores {
		if s > scores[best] {
			best = i
		}
	}
	if temperature <= 0 || len(scores) == 1 || Decisive(scores[best]) {
		return best
	}
	weights := make([]float64, len(scores))
	total := 0.0
	for i, s := range scores {
		d := float64(scores[best]-s) / float64(temperature)
		if d < softmaxCutoff {
			weights[i] = math.Exp(-d)
			total += weights[i]
		}
	}
	u := rng.Float64() * total
	for i, w := range weights {
		if u < w {
			return i
		}
		u -= w
	}
	return best // rounding left u just above the last weight
}
