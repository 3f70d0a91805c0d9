package frames

import (
	"encoding/json"

	"parlour/platform"
	"parlour/scenes/ui"
)

// stater is a screen that tells the test hooks more than its name.
type stater interface{ Hook(*ui.HookState) }

// publishEvery is the longest time, in seconds, between two publications
// of the test hooks' state while nothing is drawn: what changes the
// state is drawn, or is input, and is published at once; this catches
// anything else. Publishing every frame (encoding the state as JSON
// sixty times a second) was most of an idle page's work.
const publishEvery = 0.5

// Hooks hands each frame's hit targets and state to the test hooks: the
// screen's, and those of the layers over it, the draws counted and the
// frames' rest.
type Hooks struct {
	// publish receives the frames; nil hands them to platform.Publish,
	// which publishes them when the hooks are on.
	publish func(*platform.Frame)
	at      float64 // when the state was published last
	pic     *Picture
	rest    *Rest
	layers  *Layers
}

// NewHooks returns the hooks of the App whose picture, rest and layers
// are p, r and l; publish receives the frames when it is not nil.
func NewHooks(publish func(*platform.Frame), p *Picture, r *Rest, l *Layers) *Hooks {
	return &Hooks{publish: publish, pic: p, rest: r, layers: l}
}

// Due reports whether the state is to be published in this update: the
// picture was drawn or the frames rested or woke since the last time, an
// input came, a fade runs, a dialog is open, or publishEvery has passed.
func (h *Hooks) Due(c *ui.Context, fading bool) bool {
	return h.pic.news || h.pic.input == c.Time || fading || len(h.layers.dialogs) > 0 || c.Time-h.at >= publishEvery
}

// Publish hands the frame's hit targets and state to the test hooks, the
// screen shown being cur and the one on its way next. A dialog open
// hides every other target, and a screen fading out has none.
func (h *Hooks) Publish(c *ui.Context, cur, next ui.Scene, fadingOut bool) {
	if !platform.HooksEnabled && h.publish == nil {
		return
	}
	l := h.layers
	h.pic.news, h.at = false, c.Time
	f := &platform.Frame{Scale: c.DSF}
	add := func(name string, r ui.Rect) {
		if r.Empty() {
			return
		}
		x, y := r.Center()
		f.Targets = append(f.Targets, platform.Target{Name: name, X: x, Y: y})
	}
	switch {
	case len(l.dialogs) > 0:
		l.dialogs[0].Targets(add)
	case !fadingOut:
		cur.Targets(add)
		if len(l.notices) > 0 {
			add(l.dismiss.Target(), l.dismiss.Rect)
		}
		if o := l.shownOffer(cur, next); o != nil {
			for _, b := range o.buttons {
				add(b.Target(), b.Rect)
			}
		}
	}
	st := ui.HookState{Scene: cur.Name(), Moves: []string{}, Notices: l.notices, Redraws: h.pic.redraws, Partials: h.pic.partials,
		LiveRate: h.pic.pacer.Rate(), Resting: h.rest.resting, Stirred: h.rest.stirred}
	if len(l.dialogs) > 0 {
		st.Dialog = l.dialogs[0].State()
	}
	if o := l.shownOffer(cur, next); o != nil {
		for _, b := range o.buttons {
			st.Offer = append(st.Offer, b.Label)
		}
	}
	if s, ok := cur.(stater); ok {
		s.Hook(&st)
	}
	if data, err := json.Marshal(st); err == nil {
		f.State = string(data)
	}
	if h.publish != nil {
		h.publish(f)
	} else {
		platform.Publish(f)
	}
}
