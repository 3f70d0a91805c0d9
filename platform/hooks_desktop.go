//go:build !js

package platform

import (
	"encoding/json"
	"os"
	"sync"
	"time"
)

// HooksEnabled reports whether the test hooks are on. The browser build
// always has them; on the desktop they are a debug option: with
// PARLOUR_HOOKS=FILE set, the hit targets (in CSS pixels) and the state
// are written to FILE as JSON a few times a second, so scripts can drive
// the window with xdotool.
var HooksEnabled = os.Getenv("PARLOUR_HOOKS") != ""

var hooksOnce sync.Once

func installHooks() {
	hooksOnce.Do(func() {
		path := os.Getenv("PARLOUR_HOOKS")
		go func() {
			var last []byte
			for range time.Tick(250 * time.Millisecond) {
				f := published.Load()
				if f == nil {
					continue
				}
				doc := struct {
					Targets map[string][2]float64 `json:"targets"`
					State   json.RawMessage       `json:"state"`
				}{Targets: map[string][2]float64{}, State: json.RawMessage(f.State)}
				sc := f.Scale
				if sc <= 0 {
					sc = 1
				}
				for _, t := range f.Targets {
					doc.Targets[t.Name] = [2]float64{t.X / sc, t.Y / sc}
				}
				data, err := json.MarshalIndent(doc, "", " ")
				if err != nil || string(data) == string(last) {
					continue
				}
				last = data
				tmp := path + ".tmp"
				if os.WriteFile(tmp, data, 0o644) == nil {
					os.Rename(tmp, path)
				}
			}
		}()
	})
}
