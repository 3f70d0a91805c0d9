package e2e

import (
	"encoding/json"
	"fmt"
	"math"
	"testing"
)

// TestPhoneZoomTapsNothing presses the zoom button of Leapfrog's 18×18
// board by touch on a phone held upright: the button covers no square,
// and the press zooms the board without also tapping the piece under the
// finger (no selection, no refusal, no move).
func TestPhoneZoomTapsNothing(t *testing.T) {
	t.Parallel()
	const w, h, dpr = 390, 844, 1
	srv := newSiteServer(t, builtSite(t))
	b := newBrowser(t)
	watch := watchPage(t, b, srv.URL)
	emulatePhone(t, b, w, h, dpr)
	opening := []string{"xa1", "xb1"}
	save, err := json.Marshal(map[string]any{"format": "parlour-match", "version": 1, "game": "leapfrog",
		"options": map[string]string{"players": "2", "size": "18", "version": "coloured"},
		"moves":   opening, "made": len(opening), "seats": []string{"human", "human"}})
	if err != nil {
		t.Fatal(err)
	}
	b.beforePage(fmt.Sprintf(`localStorage.setItem("parlour.match", %q);`, save))
	b.open(srv.URL + "/")
	start := b.waitState("the Leapfrog game", func(s appState) bool { return s.Scene == "play" && len(s.Moves) == len(opening) })

	// The button lies off the board: no square's centre is nearer to its
	// centre than half a square and half the button.
	type near struct {
		Name    string
		DX, DY  float64
		Spacing float64
	}
	n := waitFor[near](b, stepTimeout, "the zoom button and the board", `(() => {
		const z = window.parlour.target("button:Zoom"), a = window.parlour.target("point:a1"), c = window.parlour.target("point:b1");
		if (!z || !a || !c) return null;
		let best = null;
		for (const col of "abcdefghijklmnopqr") for (let row = 1; row <= 18; row++) {
			const p = window.parlour.target("point:" + col + row);
			if (!p) continue;
			const dx = Math.abs(p.pageX - z.pageX), dy = Math.abs(p.pageY - z.pageY);
			if (!best || Math.max(dx, dy) < Math.max(best.dX, best.dY)) best = {name: col + row, dX: dx, dY: dy, spacing: Math.abs(c.pageX - a.pageX)};
		}
		return best;
	})()`)
	if reach := n.Spacing/2 + 20; n.DX < reach && n.DY < reach {
		t.Errorf("the zoom button is over %s: %.0f, %.0f CSS pixels from its centre, squares %.0f apart", n.Name, n.DX, n.DY, n.Spacing)
	}

	type point struct{ PageX, PageY float64 }
	spacing := func() float64 {
		p := eval[*point](b, `window.parlour.target("point:i9")`)
		q := eval[*point](b, `window.parlour.target("point:j9")`)
		if p == nil || q == nil {
			return 0
		}
		return math.Hypot(q.PageX-p.PageX, q.PageY-p.PageY)
	}
	before := spacing()
	tap(t, b, "button:Zoom")
	b.waitState("the zoomed board", func(appState) bool { return spacing() != before })
	after := b.settle()
	said := eval[string](b, `document.getElementById("parlour-live").textContent`)
	if said != "Board zoomed in. Drag an empty square to look around." {
		t.Errorf("after pressing zoom the page says %q, as if the board was tapped too", said)
	}
	if after.Position != start.Position || len(after.Moves) != len(opening) {
		t.Errorf("pressing zoom changed the game: moves %q, position %q", after.Moves, after.Position)
	}
	t.Logf("18×18 on a %d×%d phone: squares %.0f CSS pixels apart, %.0f zoomed in; nearest square to the zoom button %s", w, h, before, spacing(), n.Name)
	saveShot(t, b, "phone-leapfrog-zoomed.png")
	watch.check(t)
}
