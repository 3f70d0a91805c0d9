package scenes

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/sounds"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
)

// fakeSpeaker records what the App asks of its speaker: no real sound in
// the screens' tests.
type fakeSpeaker struct {
	played  []string
	started int
}

func (f *fakeSpeaker) Sound(s sounds.Sound, volume float64) {
	f.played = append(f.played, fmt.Sprintf("%v@%.2f", s, volume))
}
func (f *fakeSpeaker) Vibrate(ms int)   { f.played = append(f.played, fmt.Sprintf("vibrate %d", ms)) }
func (f *fakeSpeaker) CanVibrate() bool { return true }
func (f *fakeSpeaker) Start()           { f.started++ }

// run lays the App out and runs n frames, each drawn.
func run(t *testing.T, a *App, n int) {
	t.Helper()
	a.LayoutF(1100, 760)
	img := ebiten.NewImage(1100, 760)
	defer img.Deallocate()
	for range n {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(img)
	}
}

// TestAppSounds plays a game by message between two Apps, each with a
// speaker: the speaker is started once, after the first frame; a
// friend's move received by link plays its sound once, at the end of the
// frame; with the sound off, it plays nothing, and the words are the
// same.
func TestAppSounds(t *testing.T) {
	annSpk, boSpk := &fakeSpeaker{}, &fakeSpeaker{}
	ann := &device{t: t, store: platform.NewMemoryStore()}
	ann.app = NewApp(Config{Store: ann.store, Thinker: &fake.Thinker{}, Sound: annSpk})
	bo := &device{t: t, store: platform.NewMemoryStore()}
	bo.app = NewApp(Config{Store: bo.store, Thinker: &fake.Thinker{}, Sound: boSpk})
	run(t, bo.app, 2)
	if boSpk.started != 1 || len(boSpk.played) != 0 {
		t.Fatalf("before any move: started %d times, played %q", boSpk.started, boSpk.played)
	}

	m := fake.Match(t)
	m.SetNames([]string{"Ann", "Bo"})
	ann.app.s.Play(m, []saves.Seat{saves.Human, midend.Friend}, nil, nil)
	link1 := ann.play("b1-c1")
	if !bo.app.s.share.open(link1, false) {
		t.Fatalf("the link did not open: %q", bo.app.layers.Notices())
	}
	run(t, bo.app, 30)
	if want := []string{"FriendMove@0.50"}; !slices.Equal(boSpk.played, want) || boSpk.started != 1 {
		t.Errorf("a friend's move received: played %q, want %q; started %d times", boSpk.played, want, boSpk.started)
	}

	ann.app.s.Settings().Mute = true
	link2 := bo.play("e2-d1")
	if !ann.app.s.share.open(link2, false) {
		t.Fatalf("the answer did not open: %q", ann.app.layers.Notices())
	}
	run(t, ann.app, 30)
	if len(annSpk.played) != 0 {
		t.Errorf("with the sound off, played %q", annSpk.played)
	}
	if n := ann.screen().Session().Note().Text; n == "" {
		t.Error("with the sound off, the friend's move is not said")
	}

	// A later link plays its move on the game kept: the Session's event
	// sounds it.
	link3 := ann.play("a2-b2")
	if !bo.app.s.share.open(link3, false) {
		t.Fatalf("the third link did not open: %q", bo.app.layers.Notices())
	}
	run(t, bo.app, 30)
	if want := []string{"FriendMove@0.50", "FriendMove@0.50"}; !slices.Equal(boSpk.played, want) {
		t.Errorf("a later friend's move: played %q, want %q", boSpk.played, want)
	}
}
