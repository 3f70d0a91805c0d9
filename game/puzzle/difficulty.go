package puzzle

import "math"

// LevelRatings are the puzzle ratings the engine's levels stand for when
// a puzzle's difficulty is calibrated from their tries: Easy, Medium and
// Hard, in that order. They are fixed by convention, a long step apart, so
// that a puzzle Easy solves half the time sits where a newcomer starts.
var LevelRatings = [3]float64{1100, 1500, 1900}

// Tries is how a solver of a given rating did on a puzzle: how often it
// played the first move of the solution and how often something else.
type Tries struct {
	Rating       float64
	Hits, Misses int
}

// Expected is the Elo expectation that a solver of the given rating finds
// the first move of a puzzle of the given difficulty: one half when they
// are equal, ten to one at 400 points in the solver's favour.
func Expected(rating, difficulty float64) float64 {
	return 1 / (1 + math.Pow(10, (difficulty-rating)/400))
}

// Calibrate returns the difficulty at which the Elo expectation best fits
// the tries (the maximum of their likelihood), kept within [lo, hi]: a
// puzzle every solver always finds has no finite fit and gets lo, one
// every solver always misses gets hi. Callers pass bounds that say how
// far beyond the solvers' ratings their tries can speak, as the package
// doc says for the levels.
func Calibrate(tries []Tries, lo, hi float64) float64 {
	lo, hi = math.Max(lo, MinDifficulty), math.Min(hi, MaxDifficulty)
	// The derivative of the log-likelihood in the difficulty d is, up to
	// a positive factor, the sum over tries of (expected hits - hits),
	// which falls as d rises: bisect for its zero.
	slope := func(d float64) float64 {
		s := 0.0
		for _, t := range tries {
			s += float64(t.Hits+t.Misses)*Expected(t.Rating, d) - float64(t.Hits)
		}
		return s
	}
	if slope(lo) <= 0 {
		return lo
	}
	if slope(hi) >= 0 {
		return hi
	}
	for i := 0; i < 60; i++ {
		mid := (lo + hi) / 2
		if slope(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return math.Round((lo + hi) / 2)
}
