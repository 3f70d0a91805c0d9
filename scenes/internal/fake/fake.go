// Package fake gives the screens' tests what the app gives the screens: a
// Host that remembers what a screen asked of it, an engine that answers
// as a test tells it, and a store that fills up on demand. The App is
// every screen's host in the program; a screen's package cannot run the
// App in its own tests (the App's package imports it), so it runs under
// this Host instead.
package fake

import (
	"context"
	"errors"
	"testing"

	"parlour/assets/sounds"
	"parlour/engine"
	"parlour/game"
	_ "parlour/game/catalog" // the games Match looks up
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// Thinker is an engine that records the requests it is given and hands
// out the replies a test queues.
type Thinker struct {
	Reqs    []engine.Request
	Queue   []engine.Reply
	Cancels int
}

// Start records the request.
func (f *Thinker) Start(r engine.Request) { f.Reqs = append(f.Reqs, r) }

// Cancel counts the cancellation.
func (f *Thinker) Cancel() { f.Cancels++ }

// Poll hands out the first reply queued, if any.
func (f *Thinker) Poll() (engine.Reply, bool) {
	if len(f.Queue) == 0 {
		return engine.Reply{}, false
	}
	r := f.Queue[0]
	f.Queue = f.Queue[1:]
	return r, true
}

// Last returns the last request.
func (f *Thinker) Last() engine.Request { return f.Reqs[len(f.Reqs)-1] }

// AnswerValues queues the real engine's answer to req when it asks for
// the values of the moves or along the game, and reports whether it
// did: the values are worked out exactly, which a test cannot make up.
func (f *Thinker) AnswerValues(req engine.Request) (bool, error) {
	r := engine.Reply{ID: req.ID, Final: true}
	var err error
	switch {
	case req.Values:
		var v engine.Values
		v, err = engine.MoveValues(context.Background(), req)
		r.Values = &v
	case req.Line:
		r.Line, err = engine.LineValues(context.Background(), req)
	default:
		return false, nil
	}
	if err != nil {
		return false, err
	}
	f.Queue = append(f.Queue, r)
	return true, nil
}

// Store is a memory store whose writes fail, as a full browser storage's
// do, while Full is set.
type Store struct {
	*platform.MemoryStore
	Full bool
}

// Put stores data under key, or fails while the store is full.
func (s *Store) Put(key string, data []byte) error {
	if s.Full {
		return &platform.WriteError{Key: key, Full: true, Err: errors.New("QuotaExceededError")}
	}
	return s.MemoryStore.Put(key, data)
}

// Start is a game Host.Play was asked to open.
type Start struct {
	Match         *game.Match
	Seats         []saves.Seat
	Replaced      *game.Match
	ReplacedSeats []saves.Seat
}

// Host is the screens' host in their tests: it answers ui.Host and what
// the play, set-up, lesson and puzzle screens' Hosts add (the settings, a
// game to open or share, the menu and the rules), and the menu's and the
// options' tests build their Hosts on it. It remembers what it was asked:
// the sentences announced, the notices, the dialogs (which a test answers
// through DialogFrame), the screens it was sent to and the games it was
// asked to open. Its settings and saves are kept in Saves, on the store it
// was made with.
type Host struct {
	Saves   *saves.Saves
	Thinker *Thinker
	Heard   []string     // every sentence announced, in order
	Notices []string     // every notice shown, once each
	Dialogs []*ui.Dialog // the dialog open first, then those waiting
	Shown   ui.Scene     // the scene Go switched to last
	Menus   int          // how many times ShowMenu was called
	Rules   *game.Game   // the game ShowRules was called for last
	Started *Start       // the game Play was asked to open last
	Shared  *game.Match  // the match Share was called for last
	// Redraws counts the calls of Invalidate and InvalidateRect.
	Redraws int
	// Cues are the sounds asked for, in order (never None); Vibrates
	// is what CanVibrate reports.
	Cues     []sounds.Sound
	Vibrates bool
	settings saves.Settings
	ids      uint64
}

// NewHost returns a host keeping its settings and saves in store, with a
// Thinker for the engine.
func NewHost(store platform.Store) *Host {
	h := &Host{Saves: saves.NewSaves(store), Thinker: &Thinker{}}
	h.settings = h.Saves.LoadSettings()
	h.Saves.LoadAll()
	return h
}

// SessionConfig returns what a Session of this host is given: its engine
// and its saves.
func (h *Host) SessionConfig() midend.Config {
	return midend.Config{Thinker: h.Thinker, Store: h.Saves,
		NewID:      func() uint64 { h.ids++; return h.ids },
		SaveFailed: func(err error) string { return saves.SaveFailure(saves.KeyMatch, err) }}
}

// Cue records the sound, but None.
func (h *Host) Cue(s sounds.Sound) {
	if s != sounds.None {
		h.Cues = append(h.Cues, s)
	}
}

// CanVibrate reports Vibrates.
func (h *Host) CanVibrate() bool { return h.Vibrates }

// SetLanguage keeps the choice in the settings, saved, as the App does;
// the language it loads is the App's business.
func (h *Host) SetLanguage(code string) {
	h.settings.Language = code
	h.SaveSettings()
}

// Announce records the sentence.
func (h *Host) Announce(s string) {
	if s != "" {
		h.Heard = append(h.Heard, s)
	}
}

// LastHeard returns the last sentence announced, or "".
func (h *Host) LastHeard() string {
	if len(h.Heard) == 0 {
		return ""
	}
	return h.Heard[len(h.Heard)-1]
}

// Notify records the notice, once, and announces it, as the App does.
func (h *Host) Notify(msg string) {
	for _, n := range h.Notices {
		if n == msg {
			return
		}
	}
	h.Notices = append(h.Notices, msg)
	h.Announce(msg)
}

// Ask opens d, or queues it behind the dialog open.
func (h *Host) Ask(d *ui.Dialog) {
	h.Dialogs = append(h.Dialogs, d)
	if len(h.Dialogs) == 1 {
		d.Open(h)
	}
}

// OpenField gives a dialog's field no native box: it is typed in place,
// as on the desktop.
func (h *Host) OpenField(label, value string, max, rows int) ui.TextField { return nil }

// Dialog returns the dialog open, or nil.
func (h *Host) Dialog() *ui.Dialog {
	if len(h.Dialogs) == 0 {
		return nil
	}
	return h.Dialogs[0]
}

// DialogFrame gives one frame of input to the open dialog, laid out for
// the screen c describes, as the App does: an answered dialog closes and
// the next one opens.
func (h *Host) DialogFrame(c *ui.Context, f ui.Frame) {
	d := h.Dialog()
	if d == nil {
		return
	}
	cc := *c
	cc.In = &f
	d.Layout(&cc)
	d.Update(&cc)
	if d.Closed() {
		h.Dialogs = h.Dialogs[1:]
		if len(h.Dialogs) > 0 {
			h.Dialogs[0].Open(h)
		}
	}
}

// PressDialog presses the open dialog's button labelled label with the
// pointer, on the screen c describes; it reports whether there was one.
func (h *Host) PressDialog(c *ui.Context, label string) bool {
	d := h.Dialog()
	if d == nil {
		return false
	}
	d.Layout(c)
	for _, b := range d.Buttons {
		if b.Label == label {
			x, y := b.Rect.Center()
			h.DialogFrame(c, ui.Frame{X: x, Y: y, Down: true, Pressed: true})
			h.DialogFrame(c, ui.Frame{X: x, Y: y, Released: true})
			return true
		}
	}
	return false
}

// Invalidate counts a redraw.
func (h *Host) Invalidate() { h.Redraws++ }

// InvalidateRect counts a redraw.
func (h *Host) InvalidateRect(ui.Rect) { h.Redraws++ }

// Settings returns the host's settings.
func (h *Host) Settings() *saves.Settings { return &h.settings }

// SaveSettings saves the settings, a failure as a notice.
func (h *Host) SaveSettings() {
	st, err := h.Saves.SaveSettings(h.settings)
	h.settings = st
	if err != nil {
		h.Notify(saves.SaveFailure(saves.KeySettings, err))
	}
}

// Go records the scene.
func (h *Host) Go(s ui.Scene) { h.Shown = s }

// ShowMenu counts the call.
func (h *Host) ShowMenu() { h.Menus++ }

// ShowRules records the game.
func (h *Host) ShowRules(g *game.Game, back ui.Scene) { h.Rules = g }

// Play records the game to open and saves it, as the App does.
func (h *Host) Play(m *game.Match, seats []saves.Seat, replaced *game.Match, replacedSeats []saves.Seat) {
	h.Started = &Start{Match: m, Seats: seats, Replaced: replaced, ReplacedSeats: replacedSeats}
	if err := h.Saves.SaveMatch(m, seats); err != nil {
		h.Notify(saves.SaveFailure(saves.KeyMatch, err))
	}
}

// InProgress returns g's saved game, if one is in progress.
func (h *Host) InProgress(g *game.Game) (*game.Match, []saves.Seat, bool) {
	return h.Saves.InProgress(g)
}

// Share records the match.
func (h *Host) Share(m *game.Match) { h.Shared = m }

// Match returns a match of Hare and Hounds with moves played, failing tb
// when one is not legal. The game comes from the registry, which the
// catalog fills: only the catalog imports a game.
func Match(tb testing.TB, moves ...string) *game.Match {
	tb.Helper()
	g, err := game.Lookup("harehounds")
	if err != nil {
		tb.Fatal(err)
	}
	m, err := game.NewMatch(g, nil)
	if err != nil {
		tb.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.PlayString(mv); err != nil {
			tb.Fatal(err)
		}
	}
	return m
}
