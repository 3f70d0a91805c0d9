package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strings"

	"parlour/lang"
	"parlour/wasm"
)

// The page speaks the player's language before any Go runs in it, from
// texts the build writes into it (package wasm lists them; their
// translations are wasm/locales/CODE.json):
//   - loader.js's line textsMarker becomes the loading screen's texts
//     (wasm.Early) in every language offered but English, which is the
//     script's own: a few hundred bytes, shown at once;
//   - index.html's noscript paragraph (wasm.NoScript) is followed by its
//     translations, each marked with its language, for a browser that
//     runs no script to choose one.
//
// The page's other texts come with the catalog the program downloads
// too (loader.js).
const (
	textsMarker = "var TEXTS = null;"
	textsPrefix = "var TEXTS = "
)

// textsDir is where the page's texts are translated, from the module root.
const textsDir = "wasm/locales"

// fillTexts returns code, a script or the page, with the translations
// the build writes into it: none if it has neither marker.
func fillTexts(root string, code []byte) ([]byte, error) {
	noscript := []byte("<p>" + html.EscapeString(wasm.NoScript) + "</p>")
	scripted := bytes.Count(code, []byte(textsMarker))
	paged := bytes.Count(code, noscript)
	if scripted == 0 && paged == 0 {
		return code, nil
	}
	if scripted > 1 || paged > 1 {
		return nil, fmt.Errorf("the page's texts are to be written in once, not %d and %d times", scripted, paged)
	}
	tables, err := shellTables(root)
	if err != nil {
		return nil, err
	}
	if scripted == 1 {
		early := map[string]map[string]string{}
		for lc, table := range tables {
			early[lc] = map[string]string{}
			for _, key := range wasm.Early {
				early[lc][key] = table[key]
			}
		}
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(early); err != nil {
			return nil, err
		}
		line := textsPrefix + strings.TrimSpace(b.String()) + ";"
		code = bytes.Replace(code, []byte(textsMarker), []byte(line), 1)
	}
	if paged == 1 {
		// Each translation on a line of its own, indented as the English.
		at := bytes.Index(code, noscript)
		indent := code[bytes.LastIndexByte(code[:at], '\n')+1 : at]
		if len(bytes.TrimLeft(indent, " \t")) > 0 {
			indent = nil
		}
		withTranslations := append([]byte(nil), noscript...)
		for _, l := range lang.Offered()[1:] {
			withTranslations = fmt.Appendf(withTranslations, "\n%s<p lang=\"%s\">%s</p>", indent, l.Code, html.EscapeString(tables[l.Code][wasm.NoScript]))
		}
		code = bytes.Replace(code, noscript, withTranslations, 1)
	}
	return code, nil
}

// shellTables reads the page's texts in each language offered but
// English, by language code: every text of package wasm must be
// translated (and is, while the catalogs' tests pass).
func shellTables(root string) (map[string]map[string]string, error) {
	out := map[string]map[string]string{}
	for _, l := range lang.Offered()[1:] {
		path := filepath.Join(root, filepath.FromSlash(textsDir), l.Code+".json")
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("the page's texts in %s: %w", l.Name, err)
		}
		var f struct {
			Language string            `json:"language"`
			Messages map[string]string `json:"messages"`
		}
		if err := json.Unmarshal(data, &f); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if f.Language != l.Code {
			return nil, fmt.Errorf("%s: language %q, want %q", path, f.Language, l.Code)
		}
		for _, key := range append(append(wasm.Early[:len(wasm.Early):len(wasm.Early)], wasm.Later...), wasm.NoScript) {
			if f.Messages[key] == "" {
				return nil, fmt.Errorf("%s does not translate %q", path, key)
			}
		}
		out[l.Code] = f.Messages
	}
	return out, nil
}
