package rating

import (
	"math"
	"testing"
)

// The worked example of Glickman's paper: a player rated 1500 (RD 200,
// volatility 0.06) beats one rated 1400 (RD 30) and loses to 1550 (RD 100)
// and 1700 (RD 300), with τ = 0.5.
var paperPlayer = Rating{R: 1500, RD: 200, Vol: 0.06}

var paperResults = []Result{
	{Opponent: Rating{R: 1400, RD: 30, Vol: StartVol}, Score: 1},
	{Opponent: Rating{R: 1550, RD: 100, Vol: StartVol}, Score: 0},
	{Opponent: Rating{R: 1700, RD: 300, Vol: StartVol}, Score: 0},
}

func near(got, want, tol float64) bool { return math.Abs(got-want) <= tol }

// TestPaperSteps checks the paper's intermediate figures, step by step.
func TestPaperSteps(t *testing.T) {
	mu, phi := (paperPlayer.R-Start)/scale, paperPlayer.RD/scale
	if !near(phi, 1.1513, 0.0001) {
		t.Errorf("φ = %.4f, want 1.1513", phi)
	}
	for i, c := range []struct{ mu, phi, g, e float64 }{
		{-0.5756, 0.1727, 0.9955, 0.639},
		{0.2878, 0.5756, 0.9531, 0.432},
		{1.1513, 1.7269, 0.7242, 0.303},
	} {
		o := paperResults[i].Opponent
		muJ, phiJ := (o.R-Start)/scale, o.RD/scale
		if !near(muJ, c.mu, 0.0001) || !near(phiJ, c.phi, 0.0001) {
			t.Errorf("opponent %d: μ %.4f φ %.4f, want %.4f %.4f", i+1, muJ, phiJ, c.mu, c.phi)
		}
		if got := g(phiJ); !near(got, c.g, 0.0001) {
			t.Errorf("opponent %d: g = %.4f, want %.4f", i+1, got, c.g)
		}
		if got := expect(mu, muJ, phiJ); !near(got, c.e, 0.001) {
			t.Errorf("opponent %d: E = %.3f, want %.3f", i+1, got, c.e)
		}
	}
	// v and Δ (steps 3 and 4), then σ' (step 5).
	var vInv, sum float64
	for _, res := range paperResults {
		muJ, phiJ := (res.Opponent.R-Start)/scale, res.Opponent.RD/scale
		e := expect(mu, muJ, phiJ)
		vInv += g(phiJ) * g(phiJ) * e * (1 - e)
		sum += g(phiJ) * (res.Score - e)
	}
	v := 1 / vInv
	// The paper rounds its intermediate figures: v and Δ agree to 0.001.
	if !near(v, 1.7785, 0.001) {
		t.Errorf("v = %.4f, want 1.7785", v)
	}
	if delta := v * sum; !near(delta, -0.4834, 0.001) {
		t.Errorf("Δ = %.4f, want -0.4834", delta)
	}
	if s := volatility(v*sum, phi, v, paperPlayer.Vol); !near(s, 0.05999, 0.00001) {
		t.Errorf("σ' = %.5f, want 0.05999", s)
	}
}

func TestUpdate(t *testing.T) {
	for _, c := range []struct {
		name    string
		r       Rating
		results []Result
		want    Rating
		tol     float64
	}{
		{"the paper's example", paperPlayer, paperResults, Rating{R: 1464.06, RD: 151.52, Vol: 0.05999}, 0.01},
		// No games: only the deviation widens, to sqrt(φ² + σ²).
		{"a period without games", paperPlayer, nil, Rating{R: 1500, RD: 200.2714, Vol: 0.06}, 0.001},
		// A win against an equal raises the rating by as much as a loss
		// lowers it.
		{"a win against an equal", New(), []Result{{New(), 1}}, Rating{R: 1662.31, RD: 290.32, Vol: 0.05999}, 0.01},
		{"a loss against an equal", New(), []Result{{New(), 0}}, Rating{R: 1337.69, RD: 290.32, Vol: 0.05999}, 0.01},
	} {
		got, err := c.r.Update(c.results)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if !near(got.R, c.want.R, c.tol) || !near(got.RD, c.want.RD, c.tol) || !near(got.Vol, c.want.Vol, 0.00001) {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
}

func TestUpdateRefusesBadRatings(t *testing.T) {
	for _, c := range []struct {
		name    string
		r       Rating
		results []Result
	}{
		{"no deviation", Rating{R: 1500, RD: 0, Vol: 0.06}, nil},
		{"not a number", Rating{R: math.NaN(), RD: 200, Vol: 0.06}, nil},
		{"infinite", Rating{R: math.Inf(1), RD: 200, Vol: 0.06}, nil},
		{"below the scale", Rating{R: -20, RD: 200, Vol: 0.06}, nil},
		{"a volatility of 1", Rating{R: 1500, RD: 200, Vol: 1}, nil},
		{"a bad opponent", New(), []Result{{Rating{R: 1500, RD: -1, Vol: 0.06}, 1}}},
		{"a score above 1", New(), []Result{{New(), 2}}},
		{"a score that is not a number", New(), []Result{{New(), math.NaN()}}},
	} {
		got, err := c.r.Update(c.results)
		if err == nil {
			t.Errorf("%s: updated to %+v, want an error", c.name, got)
		}
	}
}

func TestExpect(t *testing.T) {
	if e := New().Expect(New()); !near(e, 0.5, 1e-9) {
		t.Errorf("against an equal: %v, want 0.5", e)
	}
	strong := Rating{R: 1900, RD: 60, Vol: StartVol}
	if e := strong.Expect(New()); e < 0.8 {
		t.Errorf("1900 against a new player: %v, want above 0.8", e)
	}
}

// TestManyResults plays long runs of one-game periods and checks the
// rating stays valid and settles near the strength that wins half.
func TestManyResults(t *testing.T) {
	p := New()
	puzzle := Rating{R: 1800, RD: 80, Vol: StartVol}
	for i := range 400 {
		score := 0.0
		if i%2 == 0 {
			score = 1
		}
		var err error
		if p, err = p.Update([]Result{{puzzle, score}}); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
	}
	if !near(p.R, 1800, 60) || p.RD < MinRD {
		t.Errorf("after 400 games won half the time against 1800: %+v", p)
	}
}

// TestUpdateStaysValid updates ratings at the edges of Valid: the result
// is valid again, so that a rating read from a file can always be played
// on.
func TestUpdateStaysValid(t *testing.T) {
	for _, r := range []Rating{
		{R: MinR, RD: 1, Vol: MaxVol}, {R: MaxR, RD: StartRD, Vol: MaxVol},
		{R: MinR, RD: StartRD, Vol: MinVol}, {R: 0, RD: 1, Vol: 0.49},
	} {
		for _, o := range []Rating{{R: MaxR, RD: 1, Vol: MinVol}, {R: MinR, RD: StartRD, Vol: MaxVol}} {
			for _, score := range []float64{0, 0.5, 1} {
				got, err := r.Update([]Result{{o, score}})
				if err != nil || !got.Valid() {
					t.Errorf("%+v against %+v scoring %v: %+v, %v", r, o, score, got, err)
				}
			}
		}
	}
}

// TestPlayBounded checks Play, one game rated as a period of its own: a
// new rating moves by at most half its deviation however surprising the
// result, and a settled one exactly as Update moves it.
func TestPlayBounded(t *testing.T) {
	settled := Rating{R: 1500, RD: MinRD, Vol: StartVol}
	puzzle := func(r float64) Rating { return Rating{R: r, RD: 100, Vol: StartVol} }
	tests := []struct {
		name     string
		me, opp  Rating
		score    float64
		min, max float64 // the change allowed
	}{
		{"new, fails an easy puzzle", New(), puzzle(700), 0, -175, -175},
		{"new, fails the easiest", New(), puzzle(100), 0, -175, -175},
		{"new, solves the hardest", New(), puzzle(4000), 1, 175, 175},
		{"new, solves an easy puzzle", New(), puzzle(700), 1, 7.5, 8.5},
		{"new, even", New(), puzzle(1500), 0, -175, -174},
		{"part-settled, fails an easy puzzle", Rating{R: 1200, RD: 150, Vol: StartVol}, puzzle(500), 0, -75, -75},
		{"settled, fails an easy puzzle", settled, puzzle(700), 0, -12, -11},
		{"settled, solves the hardest", settled, puzzle(4000), 1, 11, 12},
		{"at the bottom", Rating{R: 50, RD: 350, Vol: StartVol}, puzzle(100), 0, -50, -50},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.me.Play(tt.opp, tt.score)
			if err != nil {
				t.Fatal(err)
			}
			d := got.R - tt.me.R
			if d < tt.min-0.05 || d > tt.max+0.05 {
				t.Errorf("the rating moved %+.2f, want %+.1f to %+.1f", d, tt.min, tt.max)
			}
			if math.Abs(d) > MaxMove*tt.me.RD+1e-9 {
				t.Errorf("the rating moved %+.2f, more than half its deviation %.0f", d, tt.me.RD)
			}
			up, _ := tt.me.Update([]Result{{Opponent: tt.opp, Score: tt.score}})
			if got.RD != up.RD || got.Vol != up.Vol {
				t.Errorf("deviation %.2f volatility %.5f, want Update's %.2f %.5f", got.RD, got.Vol, up.RD, up.Vol)
			}
			if !got.Valid() {
				t.Errorf("%+v is not a valid rating", got)
			}
		})
	}
	if _, err := (Rating{}).Play(New(), 1); err != ErrInvalid {
		t.Errorf("a rating not valid plays: %v", err)
	}
}
