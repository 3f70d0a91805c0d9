package engine

import (
	"testing"
	"time"

	"parlour/game"
	_ "parlour/game/harehounds"
)

// slowRequest searches a position the engine cannot prove quickly (the
// stalling rule off, so repetitions keep results open) with a long budget.
func slowRequest(id uint64) Request {
	return Request{ID: id, Game: "harehounds", Options: game.Options{"stalling": "off"}, Level: Hard, Budget: time.Minute}
}

func quickRequest(id uint64) Request {
	return Request{ID: id, Game: "harehounds", Level: Perfect}
}

// waitReply polls until a final reply arrives, returning every reply seen.
func waitReply(t *testing.T, th Thinker) []Reply {
	t.Helper()
	var got []Reply
	for {
		r, ok := th.Poll()
		if !ok {
			time.Sleep(time.Millisecond)
			continue
		}
		got = append(got, r)
		if r.Final {
			return got
		}
	}
}

// waitProgress polls until the running search has reported once.
func waitProgress(t *testing.T, th Thinker) Reply {
	t.Helper()
	for {
		if r, ok := th.Poll(); ok {
			return r
		}
		time.Sleep(time.Millisecond)
	}
}

func TestThinker(t *testing.T) {
	tests := []struct {
		name string
		run  func(th Thinker) []Reply // replies that matter, after the action
		want []uint64                 // IDs of the final replies wanted
	}{
		{"quick search", func(th Thinker) []Reply {
			th.Start(quickRequest(1))
			return waitReply(t, th)
		}, []uint64{1}},
		{"cancel", func(th Thinker) []Reply {
			th.Start(slowRequest(2))
			if r := waitProgress(t, th); r.Final || r.ID != 2 {
				t.Errorf("first reply %+v, want progress of request 2", r)
			}
			th.Cancel()
			return nil
		}, nil},
		{"replace", func(th Thinker) []Reply {
			th.Start(slowRequest(3))
			waitProgress(t, th)
			th.Start(quickRequest(4))
			return waitReply(t, th)
		}, []uint64{4}},
		{"bad request", func(th Thinker) []Reply {
			th.Start(Request{ID: 5, Game: "nonesuch"})
			return waitReply(t, th)
		}, []uint64{5}},
		// A panic in the game's code is a final reply with an error, not
		// a program stopped.
		{"a panic", func(th Thinker) []Reply {
			th.Start(Request{ID: 6, Game: "test-panics", Level: Easy})
			return waitReply(t, th)
		}, []uint64{6}},
	}
	for _, tc := range tests {
		th := NewLocalThinker()
		got := tc.run(th)
		// Once every search goroutine has returned, nothing more may come.
		th.(*localThinker).running.Wait()
		for {
			r, ok := th.Poll()
			if !ok {
				break
			}
			got = append(got, r)
		}
		var finals []uint64
		for _, r := range got {
			if r.Final {
				finals = append(finals, r.ID)
			}
			if r.ID != 0 && len(tc.want) > 0 && r.ID != tc.want[0] {
				t.Errorf("%s: stale reply %+v", tc.name, r)
			}
		}
		if len(finals) != len(tc.want) || len(finals) > 0 && finals[0] != tc.want[0] {
			t.Errorf("%s: final replies for %v, want %v", tc.name, finals, tc.want)
		}
		if (tc.name == "bad request" || tc.name == "a panic") && (len(got) == 0 || got[len(got)-1].Err == "") {
			t.Errorf("%s: replies %+v, want a final reply with an error", tc.name, got)
		}
	}
}

func TestThinkerPollDoesNotBlock(t *testing.T) {
	th := NewLocalThinker()
	if r, ok := th.Poll(); ok {
		t.Errorf("Poll of an idle thinker returned %+v", r)
	}
	th.Cancel() // cancelling with nothing running is fine
	if _, ok := th.Poll(); ok {
		t.Error("Poll after Cancel returned a reply")
	}
}

// TestLocalThinkerValues asks the local thinker for every move's value.
func TestLocalThinkerValues(t *testing.T) {
	th := NewLocalThinker()
	th.Start(Request{ID: 5, Game: "harehounds", Values: true})
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		r, ok := th.Poll()
		if !ok {
			time.Sleep(time.Millisecond)
			continue
		}
		if !r.Final {
			continue
		}
		if r.ID != 5 || r.Err != "" || r.Values == nil || len(r.Values.Moves) != 7 || r.Values.Source != "solved" {
			t.Fatalf("reply %+v, want the 7 solved values of the start", r)
		}
		return
	}
	t.Fatal("no reply")
}
