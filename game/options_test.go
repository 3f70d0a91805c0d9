package game

import (
	"strings"
	"testing"
)

var testSpec = []Option{
	{Key: "size", Choices: []Choice{{Value: "small"}, {Value: "large"}}},
	{Key: "first", Choices: []Choice{{Value: "a"}, {Value: "b"}, {Value: "c"}}},
}

func TestResolve(t *testing.T) {
	tests := []struct {
		given Options
		want  string
		err   string
	}{
		{nil, "first=a size=small", ""},
		{Options{"size": "large"}, "first=a size=large", ""},
		{Options{"size": "huge"}, "", `unknown value "huge" (choose one of small, large)`},
		{Options{"colour": "red"}, "", `unknown option "colour"`},
	}
	for _, tt := range tests {
		got, err := Resolve(testSpec, tt.given)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("Resolve(%v) error = %v, want %q", tt.given, err, tt.err)
			}
			continue
		}
		if err != nil || got.String() != tt.want {
			t.Errorf("Resolve(%v) = %q, %v; want %q", tt.given, got.String(), err, tt.want)
		}
	}
}

func TestVariants(t *testing.T) {
	vs := Variants(testSpec)
	if len(vs) != 6 {
		t.Fatalf("%d variants, want 6", len(vs))
	}
	if vs[0].String() != "first=a size=small" {
		t.Errorf("first variant %q, want the defaults", vs[0].String())
	}
	seen := map[string]bool{}
	for _, v := range vs {
		seen[v.String()] = true
	}
	if len(seen) != 6 {
		t.Errorf("variants repeat: %v", vs)
	}
}

func TestParseOption(t *testing.T) {
	if k, v, err := ParseOption("layout=usual"); err != nil || k != "layout" || v != "usual" {
		t.Errorf("ParseOption = %q, %q, %v", k, v, err)
	}
	for _, bad := range []string{"layout", "=x", ""} {
		if _, _, err := ParseOption(bad); err == nil {
			t.Errorf("ParseOption(%q) accepted", bad)
		}
	}
}

func TestOptionApplies(t *testing.T) {
	plain := Option{Key: "a"}
	dependent := Option{Key: "b", OnlyWith: &Setting{Key: "a", Value: "x"}}
	tests := []struct {
		o    Option
		opts Options
		want bool
	}{
		{plain, nil, true},
		{dependent, Options{"a": "x"}, true},
		{dependent, Options{"a": "y"}, false},
		{dependent, nil, false},
	}
	for _, tt := range tests {
		if got := tt.o.Applies(tt.opts); got != tt.want {
			t.Errorf("%s with %v: %v, want %v", tt.o.Key, tt.opts, got, tt.want)
		}
	}
}

// TestOptionDefault checks that an option listed in its natural order
// keeps the default it names: Resolve fills it in and Variants puts it
// first.
func TestOptionDefault(t *testing.T) {
	spec := []Option{{Key: "at", Def: "9", Choices: []Choice{{Value: "5"}, {Value: "9"}, {Value: "11"}}}}
	if d := spec[0].Default(); d != "9" {
		t.Errorf("Default() = %q, want 9", d)
	}
	got, err := Resolve(spec, nil)
	if err != nil || got.String() != "at=9" {
		t.Errorf("Resolve(nil) = %q, %v; want at=9", got.String(), err)
	}
	vs := Variants(spec)
	if len(vs) != 3 || vs[0].String() != "at=9" {
		t.Errorf("Variants = %v, want 3 with at=9 first", vs)
	}
}

// TestDifferences words the options that differ from the defaults and
// apply, those said with a changed one, and nothing for the standard
// rules.
func TestDifferences(t *testing.T) {
	spec := []Option{
		{Key: "size", Label: "Size", Choices: []Choice{{Value: "5", Label: "5 by 5"}, {Value: "7", Label: "7 by 7"}}},
		{Key: "goal", Label: "Goal", Choices: []Choice{{Value: "reach", Label: "Reach"}, {Value: "escape", Label: "Escape"}}},
		{Key: "at", Label: "Wins at", SaidWith: "size", Choices: []Choice{{Value: "3", Label: "3 left"}, {Value: "4", Label: "4 left"}}},
	}
	tests := []struct {
		opts Options
		want string
	}{
		{Options{"size": "5", "goal": "reach", "at": "3"}, ""},
		{Options{"size": "7", "goal": "reach", "at": "3"}, "Size: 7 by 7|Wins at: 3 left"},
		{Options{"size": "7", "goal": "escape", "at": "4"}, "Size: 7 by 7|Goal: Escape|Wins at: 4 left"},
		{Options{"size": "5", "goal": "escape", "at": "3"}, "Goal: Escape"},
		{Options{"size": "5", "goal": "reach", "at": "4"}, "Wins at: 4 left"},
	}
	for _, tt := range tests {
		if got := strings.Join(Differences(spec, tt.opts), "|"); got != tt.want {
			t.Errorf("Differences(%v) = %q, want %q", tt.opts, got, tt.want)
		}
	}
}
