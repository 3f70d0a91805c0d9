package engine

import (
	"context"
	"sync"
	"sync/atomic"
)

// NewLocalThinker returns a Thinker that runs Answer in a goroutine of this
// process. It is what the desktop build uses; the browser runs searches in
// a Web Worker (platform.NewThinker) and, when that cannot start, answers
// with NewGreedyThinker in the page.
func NewLocalThinker() Thinker {
	return &localThinker{replies: make(chan taggedReply, 32)}
}

// localThinker tags every reply with the generation of the search that made
// it. Start and Cancel begin a new generation, and Poll drops replies of
// older ones, so a cancelled search can never deliver a reply, however late
// its goroutine runs.
type localThinker struct {
	mu      sync.Mutex // serialises Start and Cancel
	gen     atomic.Uint64
	cancel  context.CancelFunc
	replies chan taggedReply
	running sync.WaitGroup // searches whose goroutine has not returned
}

type taggedReply struct {
	gen   uint64
	reply Reply
}

// Start begins a search for req, cancelling any search still running.
func (t *localThinker) Start(req Request) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stopLocked()
	gen := t.gen.Add(1)
	ctx, cancel := context.WithCancel(context.Background())
	t.cancel = cancel
	t.running.Add(1)
	go t.run(ctx, gen, req)
}

// Cancel stops the running search; no final reply comes for it.
func (t *localThinker) Cancel() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stopLocked()
	t.gen.Add(1)
}

func (t *localThinker) stopLocked() {
	if t.cancel != nil {
		t.cancel()
		t.cancel = nil
	}
}

// Poll returns the next reply of the current search without blocking.
func (t *localThinker) Poll() (Reply, bool) {
	for {
		select {
		case r := <-t.replies:
			if r.gen != t.gen.Load() {
				continue // from a search that was cancelled or replaced
			}
			return r.reply, true
		default:
			return Reply{}, false
		}
	}
}

func (t *localThinker) run(ctx context.Context, gen uint64, req Request) {
	defer t.running.Done()
	progress := func(r Reply) {
		select {
		case t.replies <- taggedReply{gen, r}:
		default: // the UI is behind; progress reports may be dropped
		}
	}
	r, err := Answer(ctx, req, progress)
	if ctx.Err() != nil {
		return
	}
	if err != nil {
		r = Reply{ID: req.ID, Final: true, Err: err.Error()}
	}
	select {
	case t.replies <- taggedReply{gen, r}:
	case <-ctx.Done():
	}
}
