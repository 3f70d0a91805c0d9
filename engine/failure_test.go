package engine_test

import (
	"testing"

	"parlour/engine"
	"parlour/game/harehounds"
	"parlour/lang"
	"parlour/lang/langtest"
)

// TestReplyWorded words a worker's errors with German in use: its
// engine failure and unreadable message are framed in German around
// their detail, a request it turned away is read again in German, and an
// error already in the player's words is left as it is.
func TestReplyWorded(t *testing.T) {
	de := langtest.Catalog(t, "de")
	lang.Use(de)
	bad := engine.Request{Game: harehounds.Spec.ID, Moves: []string{"z9-z8"}}
	good := engine.Request{Game: harehounds.Spec.ID}
	for _, tc := range []struct {
		r    engine.Reply
		req  engine.Request
		want string
	}{
		{engine.Reply{Fail: engine.FailEngine, Err: "index out of range"}, good, "Fehler der Engine: index out of range"},
		{engine.Reply{Fail: engine.FailMessage, Err: "invalid character 'o'"}, good, "unlesbare Nachricht: invalid character 'o'"},
		{engine.Reply{Fail: engine.FailRequest, Err: `move 1 ("z9-z8"): no such point on the board`}, bad,
			`Zug 1 (z9-z8): Zug "z9-z8": diesen Punkt gibt es auf dem Brett nicht`},
		{engine.Reply{Fail: engine.FailRequest, Err: "not in the solved table"}, good, "not in the solved table"},
		{engine.Reply{Err: "schon gesagt"}, good, "schon gesagt"},
		{engine.Reply{}, bad, ""},
	} {
		if got := tc.r.Worded(tc.req); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.r, got, tc.want)
		}
	}
}
