package engine_test

import (
	"context"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game/catchhare"
	"parlour/game/solitaire"
	"parlour/lang"
	"parlour/lang/langtest"
	"parlour/tablefile"
)

// TestChooseFromBook checks that the strongest level plays Catch the
// Hare from the book at once, with a verdict and a line that ends in the
// hunters' win, and that the other levels search.
func TestChooseFromBook(t *testing.T) {
	for _, moves := range [][]string{nil, {"b4-b3"}} {
		req := engine.Request{Game: catchhare.Spec.ID, Level: engine.Perfect, Moves: moves, Budget: 100e6}
		m, err := req.Match()
		if err != nil {
			t.Fatal(err)
		}
		want, ok := m.State().(engine.BookMover).BookMove()
		if len(moves) == 0 && !ok {
			t.Fatal("the start is not in the book")
		}
		r, err := engine.Choose(context.Background(), req, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			// Off the book: a search, with no verdict.
			if r.Info.Verdict.Known() || r.Info.Nodes == 0 {
				t.Errorf("after %v: verdict %+v after %d nodes, want a search", moves, r.Info.Verdict, r.Info.Nodes)
			}
			continue
		}
		if r.Move != m.State().MoveString(want) || r.Info.Nodes != 0 {
			t.Errorf("after %v: move %s after %d nodes, want the book's %s", moves, r.Move, r.Info.Nodes, m.State().MoveString(want))
		}
		if v := r.Info.Verdict.Text(m.SeatNouns()); !strings.HasPrefix(v, "Hunters win in ") {
			t.Errorf("verdict %q", v)
		}
		c := m.State().Clone()
		for _, text := range r.Info.PV {
			mv, err := c.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			c.Apply(mv)
		}
		if r.Info.Depth == len(r.Info.PV) && !c.Outcome().Won(catchhare.Hunters) {
			t.Errorf("the line %v does not end in the hunters' win", r.Info.PV)
		}
		hard, err := engine.Choose(context.Background(), engine.Request{Game: catchhare.Spec.ID, Level: engine.Hard, Moves: moves, Budget: 50e6}, nil)
		if err != nil || hard.Info.Nodes == 0 {
			t.Errorf("Hard: %+v %v, want a search", hard.Info, err)
		}
	}
}

// TestChooseWithoutTables makes the tables unavailable, as in a browser
// offline before it ever downloaded them: the strongest level of Catch
// the Hare searches instead of playing from the book, and Peg Solitaire's
// solver without its live table; both replies say so in their note, and
// a level that does not use the book says nothing.
func TestChooseWithoutTables(t *testing.T) {
	defer tablefile.Use(nil)
	for _, c := range []struct {
		source tablefile.Source
		note   string
	}{
		{tablefile.SourceFunc(func(*tablefile.Table) ([]byte, error) { return nil, tablefile.ErrOffline }), "not available offline yet: searching instead"},
		{tablefile.SourceFunc(func(t *tablefile.Table) ([]byte, error) { return []byte("not the file"), nil }), "damaged: searching instead"},
	} {
		tablefile.Use(c.source)
		for _, r := range []struct {
			req  engine.Request
			note string // "" for none
		}{
			{engine.Request{Game: catchhare.Spec.ID, Level: engine.Perfect, Budget: 100e6}, "Opening book " + c.note},
			{engine.Request{Game: catchhare.Spec.ID, Level: engine.Hard, Budget: 50e6}, ""},
			{engine.Request{Game: solitaire.Spec.ID, Level: engine.Perfect, Budget: 200e6}, "Table of winnable positions " + c.note},
		} {
			var progress []engine.Reply
			got, err := engine.Choose(context.Background(), r.req, func(p engine.Reply) { progress = append(progress, p) })
			if err != nil {
				t.Fatalf("%s %v: %v", r.req.Game, r.req.Level, err)
			}
			if got.Move == "" || got.Info.Note.Text() != r.note {
				t.Errorf("%s %v: move %q, note %q, want a move and %q", r.req.Game, r.req.Level, got.Move, got.Info.Note.Text(), r.note)
			}
			if r.req.Game == catchhare.Spec.ID && (got.Info.Nodes == 0 || got.Info.Verdict.Known()) {
				t.Errorf("%s %v: %d nodes, verdict %+v: want a search", r.req.Game, r.req.Level, got.Info.Nodes, got.Info.Verdict)
			}
			for _, p := range progress {
				if p.Info.Note.Text() != r.note {
					t.Errorf("%s %v: progress note %q, want %q", r.req.Game, r.req.Level, p.Info.Note.Text(), r.note)
				}
			}
		}
	}
}

// TestNoteInLanguage words the notes of a missing table in the current
// language, the table's name included, as the page does with a note its
// engine worker sent as data.
func TestNoteInLanguage(t *testing.T) {
	fr := langtest.Catalog(t, "fr")
	note := engine.Note{Kind: engine.NoteOffline, Table: "Opening book"}
	if got := note.Text(); got != "Opening book not available offline yet: searching instead" {
		t.Errorf("in English: %q", got)
	}
	lang.Use(fr)
	if got := note.Text(); got != "Livre d’ouvertures\u00a0: pas encore disponible hors ligne, recherche à la place" {
		t.Errorf("in French: %q", got)
	}
}
