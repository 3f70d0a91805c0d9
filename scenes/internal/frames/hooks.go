package frames

import (
	"bytes"
	"encoding/json"
	"fmt"
	"parlour/lang"
	"slices"

	"parlour/platform"
	"parlour/scenes/ui"
)

// hooker is a screen that tells the test hooks more than its name: Hook
// returns its own part of the state, a value whose JSON is an object,
// merged into HookState's (see HookState.Own).
type hooker interface{ Hook() any }

// HookState is what window.parlour.state() reports: what the App reports
// of every screen (its name, the layers over it, the drawing and the rest
// of the frames), and the screen's own part.
type HookState struct {
	Scene string `json:"scene"`
	// Lang is the code of the language spoken ("fr").
	Lang string `json:"lang"`
	// Own is the screen's own part (hooker), which follows Scene: the
	// game it shows, in the keys of noGame, and what else it shows (the
	// lesson, the puzzle, the review...).
	Own any `json:"-"`
	// Notices are the messages shown over the scene.
	Notices []string `json:"notices,omitempty"`
	// Offer is the choice offered with the notices, such as the
	// computer's levels after a link opened with people in every seat.
	Offer []string `json:"offer,omitempty"`
	// Dialog is the dialog open over the scene, if any.
	Dialog *ui.DialogState `json:"dialog,omitempty"`
	// Redraws counts the frames on which the whole screen was drawn; a
	// screen where nothing changes is not drawn again.
	Redraws int `json:"redraws"`
	// Partials counts the frames on which only a part of the screen was
	// drawn again (the analysis panel deepening).
	Partials int `json:"partials"`
	// LiveRate is how many times a second the spinners step (see
	// ui.LivePacer).
	LiveRate float64 `json:"liveRate"`
	// Resting is set while the App asks for frames only on input (see
	// Rest).
	Resting bool `json:"resting"`
	// Stirred says what last kept the app from resting: "drawn",
	// "input", "animating", "waiting"...
	Stirred string `json:"stirred,omitempty"`
}

// noGame is what every screen reports of the game it shows, where its
// own part says nothing: its ID, the position, the moves played, who is
// to move, whether it is over and whether the engine searches for it.
var noGame = []member{
	{"game", json.RawMessage(`""`)},
	{"position", json.RawMessage(`""`)},
	{"moves", json.RawMessage(`[]`)},
	{"toMove", json.RawMessage(`""`)},
	{"over", json.RawMessage(`false`)},
	{"thinking", json.RawMessage(`false`)},
}

// MarshalJSON writes the state as one object: Scene, the game shown
// (noGame, with the screen's own values in their place), the rest of the
// screen's own part, then the layers' and the frames' keys.
func (h HookState) MarshalJSON() ([]byte, error) {
	type plain HookState // HookState's fields without this method
	all, err := members(plain(h))
	if err != nil {
		return nil, err
	}
	own, err := members(h.Own)
	if err != nil {
		return nil, fmt.Errorf("the %s screen's state: %w", h.Scene, err)
	}
	shown := slices.Clone(noGame)
	for _, m := range own {
		if i := slices.IndexFunc(shown, func(s member) bool { return s.key == m.key }); i >= 0 {
			shown[i] = m
		} else {
			shown = append(shown, m)
		}
	}
	all = slices.Insert(all, 1, shown...) // after Scene
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range all {
		if i > 0 {
			b.WriteByte(',')
		}
		key, _ := json.Marshal(m.key)
		b.Write(key)
		b.WriteByte(':')
		b.Write(m.value)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// member is one key of a JSON object and its value, as written.
type member struct {
	key   string
	value json.RawMessage
}

// members returns the members of v's JSON object, in order; none for nil.
func members(v any) ([]member, error) {
	if v == nil {
		return nil, nil
	}
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, fmt.Errorf("%s is not an object", data)
	}
	var out []member
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var m member
		m.key, _ = t.(string)
		if err := dec.Decode(&m.value); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

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
	st := HookState{Scene: cur.Name(), Lang: lang.Current().Code, Notices: l.Notices(), Redraws: h.pic.redraws, Partials: h.pic.partials,
		LiveRate: h.pic.pacer.Rate(), Resting: h.rest.resting, Stirred: h.rest.stirred}
	if len(l.dialogs) > 0 {
		st.Dialog = l.dialogs[0].State()
	}
	if o := l.shownOffer(cur, next); o != nil {
		for _, b := range o.buttons {
			st.Offer = append(st.Offer, b.Label)
		}
	}
	if s, ok := cur.(hooker); ok {
		st.Own = s.Hook()
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
