package catchhare

import (
	"strings"
	"testing"
)

func TestParseErrors(t *testing.T) {
	for _, text := range []string{
		"",
		"...../...../X.H.X/XXXXX/XXXXX",
		"...../...../X...X/XXXXX/XXXXX hunters 0",
		"...../..H../X.H.X/XXXXX/XXXXX hunters 0",
		"XXXXX/...../X.H.X/XXXXX/XXXXX hunters 0",
		"...../...../X.H.X/XXXXX/XXXXX hounds 0",
		"...../...../X.H.X/XXXXX/XXXXX hunters 201",
		"...../...../X.Q.X/XXXXX/XXXXX hunters 0",
		"..../...../X.H.X/XXXXX/XXXXX hunters 0",
	} {
		if _, _, err := Spec.Position(nil, text); err == nil {
			t.Errorf("%q parsed", text)
		}
	}
}

func TestMoveText(t *testing.T) {
	s := at(t, low, "XXXXX/...../..HX./....X/XXX.. hare 0")
	for _, text := range []string{"c3xe3xe5", "C3-B3", " c3xe3 "} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if got := s.MoveString(m); got != strings.ToLower(strings.TrimSpace(text)) {
			t.Errorf("%q reads back as %q", text, got)
		}
	}
	for _, text := range []string{"c3-e3", "c3xe5", "c3xe3xe3", "c3", "zz-c3", "c3-d3"} {
		if _, err := s.ParseMove(text); err == nil {
			t.Errorf("%q accepted", text)
		}
	}
}
