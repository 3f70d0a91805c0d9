//go:build !js && !android && !ios

package platform

import (
	"slices"
	"testing"
)

// TestEnvLanguages checks that the environment is read as gettext reads
// it: LANGUAGE's list before the locale, and only under a real locale.
func TestEnvLanguages(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  map[string]string
		want []string
	}{
		{"nothing set", nil, nil},
		{"all empty", map[string]string{"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": ""}, nil},
		{"LANG alone", map[string]string{"LANG": "de_DE.UTF-8"}, []string{"de_DE.UTF-8"}},
		{"LANGUAGE before LANG", map[string]string{"LANGUAGE": "fr:de", "LANG": "en_US.UTF-8"}, []string{"fr", "de", "en_US.UTF-8"}},
		{"LC_ALL overrides LANG", map[string]string{"LC_ALL": "it_IT.UTF-8", "LANG": "en_GB.UTF-8"}, []string{"it_IT.UTF-8"}},
		{"LC_ALL overrides LC_MESSAGES", map[string]string{"LC_ALL": "es_ES", "LC_MESSAGES": "fr_FR"}, []string{"es_ES"}},
		{"LC_MESSAGES overrides LANG", map[string]string{"LC_MESSAGES": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, []string{"fr_CA.UTF-8"}},
		{"empty LC_ALL falls through", map[string]string{"LC_ALL": "", "LANG": "de_AT.UTF-8@euro"}, []string{"de_AT.UTF-8@euro"}},
		{"C locale", map[string]string{"LANG": "C"}, nil},
		{"POSIX locale", map[string]string{"LC_ALL": "POSIX", "LANG": "fr_FR.UTF-8"}, nil},
		{"C.UTF-8 locale", map[string]string{"LANG": "C.UTF-8"}, nil},
		{"LANGUAGE ignored under C", map[string]string{"LANGUAGE": "fr:de", "LANG": "C"}, nil},
		{"LANGUAGE ignored under LC_ALL=C", map[string]string{"LANGUAGE": "fr", "LC_ALL": "C", "LANG": "de_DE.UTF-8"}, nil},
		{"LANGUAGE ignored without a locale", map[string]string{"LANGUAGE": "fr:de"}, nil},
		{"empty and C entries of LANGUAGE dropped", map[string]string{"LANGUAGE": ":fr::C:POSIX:de_CH:", "LANG": "en_US.UTF-8"}, []string{"fr", "de_CH", "en_US.UTF-8"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := envLanguages(func(name string) string { return tc.env[name] })
			if !slices.Equal(got, tc.want) {
				t.Errorf("envLanguages(%v) = %q, want %q", tc.env, got, tc.want)
			}
		})
	}
}

// TestLanguagesReadsEnvironment checks that Languages puts the
// environment first, so that LANG=de_DE.UTF-8 starts Parlour in German on
// any desktop.
func TestLanguagesReadsEnvironment(t *testing.T) {
	t.Setenv("LANGUAGE", "fr")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "de_DE.UTF-8")
	if got, want := Languages(), []string{"fr", "de_DE.UTF-8"}; !slices.Equal(got, want) {
		t.Errorf("Languages() = %q, want %q", got, want)
	}
}

// TestParseAppleLanguages checks the reading of `defaults read -g
// AppleLanguages`, and that output of another shape gives nothing.
func TestParseAppleLanguages(t *testing.T) {
	for _, tc := range []struct {
		name, out string
		want      []string
	}{
		{"quoted and bare", "(\n    \"fr-FR\",\n    en\n)\n", []string{"fr-FR", "en"}},
		{"one entry", "(\n    \"de-AT\"\n)\n", []string{"de-AT"}},
		{"script subtag", "(\n    \"zh-Hans-CN\",\n    \"es-419\"\n)", []string{"zh-Hans-CN", "es-419"}},
		{"one line", "(\"it-IT\", en)", []string{"it-IT", "en"}},
		{"trailing comma", "(\n    en,\n)", []string{"en"}},
		{"empty list", "(\n)\n", nil},
		{"empty output", "", nil},
		{"not a list", "en\n", nil},
		{"unclosed list", "(\n    \"fr-FR\",\n", nil},
		{"error text", "The domain/default pair of (kCFPreferencesAnyApplication, AppleLanguages) does not exist\n", nil},
		{"strange entry", "(\n    \"fr FR\"\n)", nil},
		{"lone quote", "(\n    \"\n)", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := parseAppleLanguages(tc.out); !slices.Equal(got, tc.want) {
				t.Errorf("parseAppleLanguages(%q) = %q, want %q", tc.out, got, tc.want)
			}
		})
	}
}

// TestSplitMultiString checks the reading of the list Windows'
// GetUserPreferredUILanguages fills.
func TestSplitMultiString(t *testing.T) {
	u := func(s string) []uint16 {
		var b []uint16
		for _, c := range s {
			b = append(b, uint16(c))
		}
		return b
	}
	for _, tc := range []struct {
		name string
		buf  []uint16
		want []string
	}{
		{"two names", u("fr-FR\x00en-US\x00\x00"), []string{"fr-FR", "en-US"}},
		{"one name", u("de-DE\x00\x00"), []string{"de-DE"}},
		{"unended", u("it-IT"), []string{"it-IT"}},
		{"empty list", u("\x00"), nil},
		{"nothing", nil, nil},
		{"stops at the empty string", u("es-ES\x00\x00junk\x00"), []string{"es-ES"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := splitMultiString(tc.buf); !slices.Equal(got, tc.want) {
				t.Errorf("splitMultiString(%v) = %q, want %q", tc.buf, got, tc.want)
			}
		})
	}
}
