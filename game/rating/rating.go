// Package rating is the Glicko-2 rating system, as Mark E. Glickman
// published it in "Example of the Glicko-2 system" (Boston University,
// 2013; www.glicko.net/glicko/glicko2.pdf): a rating, its deviation (how
// uncertain the rating is) and its volatility (how much it is expected to
// move), updated after each rating period from the results against
// opponents of known ratings. Parlour rates a player's puzzles with it,
// each puzzle an opponent with a rating of its own, and every puzzle
// solved or failed a period of one game, whose change is bounded while a
// rating is new (Play, MaxMove). Plain Go, no game.
package rating

import (
	"errors"
	"math"
)

// Rating is one player's (or one puzzle's) Glicko-2 rating, on the
// Glicko scale: a new player's is 1500, deviation 350.
type Rating struct {
	R   float64 `json:"r"`   // the rating
	RD  float64 `json:"rd"`  // the rating deviation
	Vol float64 `json:"vol"` // the volatility σ
}

// The Glicko scale's constants (the paper's step 1 and 2).
const (
	// Start is the rating of someone not rated yet.
	Start = 1500.0
	// StartRD is the deviation of someone not rated yet.
	StartRD = 350.0
	// StartVol is the volatility of someone not rated yet; the paper
	// suggests 0.06.
	StartVol = 0.06
	// Tau constrains the change of the volatility over time; the paper
	// suggests a value between 0.3 and 1.2. Puzzles are many short games
	// whose results swing, so a small one keeps the volatility steady.
	Tau = 0.5
	// MinRD keeps a rating able to move after very many games.
	MinRD = 45.0
	// MinR and MaxR bound a rating, and MinVol and MaxVol a volatility:
	// far beyond any player's, they keep an update of a valid rating
	// valid.
	MinR, MaxR     = 0.0, 5000.0
	MinVol, MaxVol = 0.0001, 0.5
	// scale converts the Glicko scale to Glicko-2's (173.7178).
	scale = 400 / math.Ln10
	// epsilon is the convergence tolerance of the volatility's
	// iteration (step 5).
	epsilon = 0.000001
)

// New returns the rating of someone not rated yet.
func New() Rating { return Rating{R: Start, RD: StartRD, Vol: StartVol} }

// Valid reports whether r is a rating the system can update: a rating
// from MinR to MaxR, a deviation above zero and at most StartRD, a
// volatility from MinVol to MaxVol.
func (r Rating) Valid() bool {
	ok := func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
	return ok(r.R) && ok(r.RD) && ok(r.Vol) && r.R >= MinR && r.R <= MaxR &&
		r.RD > 0 && r.RD <= StartRD && r.Vol >= MinVol && r.Vol <= MaxVol
}

// Result is one game of a rating period: the opponent's rating and the
// score, 1 for a win, 0 for a loss, 0.5 for a draw.
type Result struct {
	Opponent Rating
	Score    float64
}

// ErrInvalid is the error of an update of a rating that is not Valid.
var ErrInvalid = errors.New("rating: not a valid rating")

// g is the paper's g(φ), which weighs a result by the opponent's
// deviation.
func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// expect is the paper's E(μ, μj, φj): the expected score against an
// opponent.
func expect(mu, muJ, phiJ float64) float64 { return 1 / (1 + math.Exp(-g(phiJ)*(mu-muJ))) }

// Expect returns the score r expects against opponent: the chance of a
// win, counting a draw as half.
func (r Rating) Expect(opponent Rating) float64 {
	return expect((r.R-Start)/scale, (opponent.R-Start)/scale, opponent.RD/scale)
}

// Update returns r after a rating period with the results given: the
// paper's steps 2 to 8. A period with no games only widens the
// deviation (step 6 alone). It returns ErrInvalid, and r unchanged, when
// r or an opponent is not Valid or a score lies outside 0 to 1.
func (r Rating) Update(results []Result) (Rating, error) {
	if !r.Valid() {
		return r, ErrInvalid
	}
	for _, res := range results {
		if !res.Opponent.Valid() || !(res.Score >= 0 && res.Score <= 1) {
			return r, ErrInvalid
		}
	}
	// Step 2: to the Glicko-2 scale.
	mu, phi, sigma := (r.R-Start)/scale, r.RD/scale, r.Vol
	if len(results) == 0 {
		phiStar := math.Sqrt(phi*phi + sigma*sigma)
		return Rating{R: r.R, RD: math.Min(phiStar*scale, StartRD), Vol: sigma}, nil
	}
	// Steps 3 and 4: the estimated variance v and the improvement Δ.
	var vInv, sum float64
	for _, res := range results {
		muJ, phiJ := (res.Opponent.R-Start)/scale, res.Opponent.RD/scale
		gj, e := g(phiJ), expect(mu, muJ, phiJ)
		vInv += gj * gj * e * (1 - e)
		sum += gj * (res.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	// Step 5: the new volatility, by the Illinois algorithm.
	sigma = volatility(delta, phi, v, sigma)
	// Step 6: the pre-period deviation.
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	// Step 7: the new deviation and rating.
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	// Step 8: back to the Glicko scale.
	out := Rating{R: muNew*scale + Start, RD: phiNew * scale, Vol: sigma}
	out.R = math.Max(math.Min(out.R, MaxR), MinR)
	out.RD = math.Max(math.Min(out.RD, StartRD), MinRD)
	out.Vol = math.Max(math.Min(out.Vol, MaxVol), MinVol)
	if !out.Valid() {
		return r, ErrInvalid
	}
	return out, nil
}

// volatility is the paper's step 5: σ' is the root of f, found by the
// Illinois variant of regula falsi.
func volatility(delta, phi, v, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 && k < 100 {
			k++
		}
		B = a - k*Tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// MaxMove bounds what one game played as a rating period of its own
// (Play) may move a rating, as a share of the rating's deviation before
// the game.
//
// Glicko-2 is meant for periods of many games; rated one game at a time,
// a new rating (deviation 350) that loses to a far weaker opponent falls
// by over 600 points, as far as the opponent is below it, on one result
// that may be a slip or a hint asked out of curiosity. Half the
// deviation is what a single even result moves a new rating anyway
// (about 175 points), and it shrinks as the rating settles: from a
// deviation of about 90 down, no single result reaches it (a settled
// rating, at MinRD, moves at most about 12 points a game), so the bound
// changes nothing once the rating is known.
const MaxMove = 0.5

// Play returns r after one game against opponent with the given score,
// as a rating period of its own (Update), its rating moved by at most
// MaxMove times r's deviation: see MaxMove. The deviation and volatility
// are Update's.
func (r Rating) Play(opponent Rating, score float64) (Rating, error) {
	out, err := r.Update([]Result{{Opponent: opponent, Score: score}})
	if err != nil {
		return out, err
	}
	bound := MaxMove * r.RD
	out.R = math.Max(math.Min(out.R, r.R+bound), r.R-bound)
	out.R = math.Max(math.Min(out.R, MaxR), MinR)
	return out, nil
}
