package e2e

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlour/engine"
	"parlour/game/war"
)

// warDepthScript asks the engine worker for a move for each request in
// window.parlourWarDepth, one after the other. The first request is asked
// once more before them and its reply dropped: the first search of a
// fresh worker runs on the browser's baseline code while it optimises.
const warDepthScript = `
    await ask(window.parlourWarDepth[0]);
    const replies = [];
    for (const req of window.parlourWarDepth) replies.push(await ask(req));
    return {replies};`

// TestBrowserWarDepth asks the browser's engine worker to search the Game
// of War for one second, as the strongest level plays, from the start and
// three middlegame positions (war.BenchPositions), and logs the depth it
// completes and its speed: the browser's side of the depth figure in
// docs/measurements.md, whose native side is the package's
// BenchmarkDepthOneSecond. Like that benchmark, and like a game, the
// search has its transposition table (Request.Table); without it (a Full
// request's default, for the searches of a set length that small games
// need) it completes a ply or two less. Each reply must be a legal move of its
// position, found at a depth of at least minWarDepth: the depth reached is
// a measurement, logged, and the floor only tells a working engine (from
// the start 5 to 7 plies on two cores, the middlegames 9 to 11) from a
// broken one, however busy the machine.
func TestBrowserWarDepth(t *testing.T) {
	const minWarDepth = 3
	levels := []engine.Level{engine.Perfect}
	var reqs []engine.Request
	for i, pos := range war.BenchPositions {
		for _, l := range levels {
			reqs = append(reqs, engine.Request{ID: uint64(len(reqs) + 1), Game: war.Spec.ID, Start: pos.Text, Level: l, Budget: time.Second, Seed: uint64(i + 1), Full: true, Table: true})
		}
	}
	url := serve(t, builtSite(t))
	b := newBrowser(t)
	if err := b.do(startTimeout, chromedp.Navigate(url+"manifest.webmanifest")); err != nil {
		t.Fatalf("open a page of the site: %v", err)
	}
	data, err := json.Marshal(reqs)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Replies []engine.Reply `json:"replies"`
	}
	askEngine(b, "parlourWarDepth", string(data), warDepthScript, 2*time.Minute+time.Duration(len(reqs))*5*time.Second, &got)
	if len(got.Replies) != len(reqs) {
		t.Fatalf("%d replies, want %d", len(got.Replies), len(reqs))
	}
	for i, r := range got.Replies {
		req := reqs[i]
		name := war.BenchPositions[i/len(levels)].Name + "/" + req.Level.String()
		m, err := req.Match()
		if err != nil {
			t.Fatal(err)
		}
		if r.Err != "" || r.ID != req.ID || r.Info.Depth < minWarDepth {
			t.Errorf("%s: the worker answered %+v, want a move found at depth %d or more", name, r, minWarDepth)
			continue
		}
		if err := m.PlayString(r.Move); err != nil {
			t.Errorf("%s: the worker's move %q: %v", name, r.Move, err)
		}
		t.Logf("%s: depth %d in %v, %d nodes, %.0f nodes/s in the worker", name, r.Info.Depth, r.Info.Elapsed.Round(time.Millisecond),
			r.Info.Nodes, float64(r.Info.Nodes)/r.Info.Elapsed.Seconds())
	}
}
