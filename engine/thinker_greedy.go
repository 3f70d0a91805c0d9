package engine

import (
	"errors"
	"math/rand/v2"
	"sync"
)

// ErrNoSearch answers a request for the helpers' values (Request.Values,
// Request.Line) from a Thinker that cannot search.
var ErrNoSearch = errors.New("the helpers need the engine's search, which is not running")

// errGameOver answers a request for a position where the game has ended.
var errGameOver = errors.New("the game is over")

// NewGreedyThinker returns a Thinker that searches nothing: it answers a
// request for a move at once with GreedyMove, seeded by the request, and a
// request for values with ErrNoSearch. It is the browser page's stand-in
// when its engine worker cannot start: a page that could search itself
// would carry the whole search, which is most of what the first frame
// waits for beyond the framework (docs/measurements.md), for a failure
// that should not happen.
func NewGreedyThinker() Thinker { return &greedyThinker{} }

// greedyThinker holds the one reply of its last request until polled.
type greedyThinker struct {
	mu    sync.Mutex
	reply Reply
	ready bool
}

// Start answers req, replacing any answer not yet polled.
func (t *greedyThinker) Start(req Request) {
	r := greedyAnswer(req)
	t.mu.Lock()
	defer t.mu.Unlock()
	t.reply, t.ready = r, true
}

// Cancel drops the answer not yet polled.
func (t *greedyThinker) Cancel() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.ready = false
}

// Poll returns the answer of the last request, once.
func (t *greedyThinker) Poll() (Reply, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.ready {
		return Reply{}, false
	}
	t.ready = false
	return t.reply, true
}

// greedyAnswer is the final reply to req: the greedy move, or an error.
func greedyAnswer(req Request) Reply {
	fail := func(err error) Reply { return Reply{ID: req.ID, Final: true, Err: err.Error()} }
	if req.Values || req.Line {
		return fail(ErrNoSearch)
	}
	m, err := req.Match()
	if err != nil {
		return fail(err)
	}
	if m.Outcome().Over {
		return fail(errGameOver)
	}
	s := m.State()
	mv := GreedyMove(s, rand.New(rand.NewPCG(req.Seed, req.ID)))
	return Reply{ID: req.ID, Final: true, Move: s.MoveString(mv)}
}
