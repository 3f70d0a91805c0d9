// Package enginetest holds checks of the engine that its tests share,
// those on the toy games and those on the real ones (engine/gamestest):
// nothing here knows a game by name.
package enginetest

import (
	"context"
	"strings"
	"testing"

	"parlour/engine"
)

// ChooseCase is one request to engine.Choose and what it must answer.
type ChooseCase struct {
	Name    string
	Req     engine.Request
	Verdict string // wanted Info.Verdict, in words
	Move    string // wanted move, "" for any legal one
	Err     string // wanted error text, "" for none
}

// Choose runs every case through engine.Choose and checks the reply: the
// error wanted, or a final reply with the request's ID, the verdict and
// move wanted and a legal move, and progress reports that are not final.
func Choose(t *testing.T, cases []ChooseCase) {
	t.Helper()
	for _, tc := range cases {
		tc.Req.ID = 42
		var reports []engine.Reply
		r, err := engine.Choose(context.Background(), tc.Req, func(r engine.Reply) { reports = append(reports, r) })
		if tc.Err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.Err) {
				t.Errorf("%s: error %v, want one containing %q", tc.Name, err, tc.Err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.Name, err)
			continue
		}
		m, _ := tc.Req.Match()
		if verdict := r.Info.Verdict.Text(m.SeatNouns()); !r.Final || r.ID != 42 || verdict != tc.Verdict || (tc.Move != "" && r.Move != tc.Move) {
			t.Errorf("%s: reply %+v (verdict %q), want final, ID 42, verdict %q, move %q", tc.Name, r, verdict, tc.Verdict, tc.Move)
		}
		if _, err := m.State().ParseMove(r.Move); err != nil {
			t.Errorf("%s: %v", tc.Name, err)
		}
		for _, p := range reports {
			if p.Final || p.ID != 42 {
				t.Errorf("%s: progress report %+v, want ID 42 and not final", tc.Name, p)
			}
		}
	}
}
