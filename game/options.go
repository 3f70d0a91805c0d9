package game

import (
	"errors"
	"sort"
	"strings"

	"parlour/lang"
)

// Choice is one value an option can take.
type Choice struct {
	Value string // stable value used in saves and on the command line
	Label string // short text shown to the player
}

// Option is one setting of a game, such as its layout or who moves first.
// The first choice is the default, unless Default names another.
type Option struct {
	Key     string
	Label   string
	Help    string
	Choices []Choice
	// Def, when set, is the value of the default choice, for choices
	// listed in their natural order with the default among them (Catch
	// the Hare's "Hare wins at" runs 5 to 11 hunters, 9 the default).
	Def string
	// OnlyWith, when set, is the setting of another option this one
	// needs to matter, such as Leapfrog's colour layout, which only the
	// coloured version uses: the options screen shows it only then.
	OnlyWith *Setting
	// SaidWith, when set, names another option whose change makes this
	// one worth saying even at its default: with 10 hunters, Catch the
	// Hare's hare wins at the first capture, since it still wins at 9.
	SaidWith string
}

// Setting is one option's value.
type Setting struct{ Key, Value string }

// Applies reports whether the option matters with the given options:
// always, unless its OnlyWith setting is not among them.
func (o Option) Applies(opts Options) bool {
	return o.OnlyWith == nil || opts[o.OnlyWith.Key] == o.OnlyWith.Value
}

// Default returns the option's default value.
func (o Option) Default() string {
	if o.Def != "" {
		return o.Def
	}
	return o.Choices[0].Value
}

// byDefault returns the choices with the default first.
func (o Option) byDefault() []Choice {
	d := o.Default()
	out := make([]Choice, 0, len(o.Choices))
	for _, c := range o.Choices {
		if c.Value == d {
			out = append(out, c)
		}
	}
	for _, c := range o.Choices {
		if c.Value != d {
			out = append(out, c)
		}
	}
	return out
}

// ChoiceLabel returns the label of value v, or v itself when unknown.
func (o Option) ChoiceLabel(v string) string {
	for _, c := range o.Choices {
		if c.Value == v {
			return c.Label
		}
	}
	return v
}

func (o Option) has(v string) bool {
	for _, c := range o.Choices {
		if c.Value == v {
			return true
		}
	}
	return false
}

// Options maps option keys to chosen values.
type Options map[string]string

// String returns the options as "key=value" pairs sorted by key, a stable
// form used as a cache key and in messages.
func (o Options) String() string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + o[k]
	}
	return strings.Join(parts, " ")
}

// Resolve checks the given values against the specification and returns a
// complete set with defaults filled in. Unknown keys and values are errors
// that list what is allowed.
func Resolve(spec []Option, given Options) (Options, error) {
	out := make(Options, len(spec))
	known := make(map[string]bool, len(spec))
	for _, o := range spec {
		known[o.Key] = true
		v, ok := given[o.Key]
		if !ok {
			out[o.Key] = o.Default()
			continue
		}
		if !o.has(v) {
			vals := make([]string, len(o.Choices))
			for i, c := range o.Choices {
				vals[i] = c.Value
			}
			return nil, errors.New(lang.T("option %s: unknown value %q (choose one of %s)", o.Key, v, strings.Join(vals, ", ")))
		}
		out[o.Key] = v
	}
	for k := range given {
		if !known[k] {
			keys := make([]string, 0, len(spec))
			for _, o := range spec {
				keys = append(keys, o.Key)
			}
			return nil, errors.New(lang.T("unknown option %q (options are %s)", k, strings.Join(keys, ", ")))
		}
	}
	return out, nil
}

// Variants returns every combination of option values, each complete. The
// first is the all-defaults combination.
func Variants(spec []Option) []Options {
	out := []Options{{}}
	for _, o := range spec {
		var next []Options
		for _, base := range out {
			for _, c := range o.byDefault() {
				v := make(Options, len(base)+1)
				for k, x := range base {
					v[k] = x
				}
				v[o.Key] = c.Value
				next = append(next, v)
			}
		}
		out = next
	}
	return out
}

// ParseOption splits a "key=value" argument.
func ParseOption(arg string) (key, value string, err error) {
	k, v, ok := strings.Cut(arg, "=")
	if !ok || k == "" {
		return "", "", errors.New(lang.T("option %q: want key=value", arg))
	}
	return k, v, nil
}

// Differences words the options of opts that differ from spec's defaults
// and apply, in spec's order: "Hunters: 10", "Goal: Escape", with those
// said with a changed option (Option.SaidWith) even at their default.
// None means the standard rules. They are in the player's language.
func Differences(spec []Option, opts Options) []string {
	changed := func(o Option) bool { return opts[o.Key] != o.Default() && o.Applies(opts) }
	byKey := map[string]Option{}
	for _, o := range spec {
		byKey[o.Key] = o
	}
	var out []string
	for _, o := range spec {
		with, ok := byKey[o.SaidWith]
		if changed(o) || ok && changed(with) && o.Applies(opts) {
			out = append(out, lang.T("%s: %s", lang.T(o.Label), lang.T(o.ChoiceLabel(opts[o.Key]))))
		}
	}
	return out
}
