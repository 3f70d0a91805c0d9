package guard

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// quiet keeps the logged panics out of the test's output and returns what
// was logged.
func quiet(t *testing.T) *[]string {
	logged := &[]string{}
	old := Logf
	Logf = func(format string, args ...any) { *logged = append(*logged, fmt.Sprintf(format, args...)) }
	t.Cleanup(func() { Logf = old })
	return logged
}

func TestCall(t *testing.T) {
	plain := errors.New("plain")
	tests := []struct {
		name    string
		f       func() error
		want    error // nil: no error; bug: a *Bug
		wantLog string
	}{
		{"no error", func() error { return nil }, nil, ""},
		{"an error", func() error { return plain }, plain, ""},
		{"a panic", func() error { panic("boom") }, &Bug{}, "panic in reading: boom"},
		{"an index out of range", func() error {
			var s []int
			i := -1
			return fmt.Errorf("%d", s[i])
		}, &Bug{}, "index out of range"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			logged := quiet(t)
			err := Call("reading", tt.f)
			var bug *Bug
			switch {
			case tt.want == nil && err != nil:
				t.Fatalf("error %v, want none", err)
			case errors.As(tt.want, &bug):
				if !errors.As(err, &bug) {
					t.Fatalf("error %v, want a *Bug", err)
				}
				if !strings.Contains(string(bug.Stack), "guard_test.go") {
					t.Errorf("the stack does not reach the panic:\n%s", bug.Stack)
				}
				if len(*logged) != 1 || !strings.Contains((*logged)[0], tt.wantLog) {
					t.Errorf("logged %q, want one entry with %q", *logged, tt.wantLog)
				}
			case tt.want != nil && err != tt.want:
				t.Fatalf("error %v, want %v", err, tt.want)
			}
			if tt.wantLog == "" && len(*logged) != 0 {
				t.Errorf("logged %q without a panic", *logged)
			}
		})
	}
}

func TestValue(t *testing.T) {
	quiet(t)
	v, err := Value("parsing", func() (int, error) { return 7, nil })
	if v != 7 || err != nil {
		t.Errorf("Value gives %d, %v; want 7, nil", v, err)
	}
	v, err = Value("parsing", func() (int, error) { panic(errors.New("bad")) })
	var bug *Bug
	if v != 0 || !errors.As(err, &bug) || fmt.Sprint(bug.Value) != "bad" {
		t.Errorf("Value of a panic gives %d, %v; want 0 and a *Bug of \"bad\"", v, err)
	}
	if !strings.Contains(err.Error(), "a bug") {
		t.Errorf("a bug is worded %q", err.Error())
	}
}
