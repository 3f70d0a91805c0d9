package scenes

import (
	"strings"

	"parlour/assets/fonts"
	"parlour/assets/sounds"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/lang"
	"parlour/platform"
	"parlour/scenes/cue"
	"parlour/scenes/internal/frames"
	"parlour/scenes/learn"
	"parlour/scenes/menu"
	"parlour/scenes/options"
	"parlour/scenes/puzzles"
	"parlour/scenes/rules"
	"parlour/scenes/saves"
	"parlour/scenes/setup"
	"parlour/scenes/ui"
)

// screens wires the app: it holds the App's parts (the store, the games,
// the games by message, sharing, the following of other windows) and
// makes the screens, to which it is the host. What every screen asks of
// the app (ui.Host, the settings, a game to open or share) it passes on
// to the App; what the menu, the options and the rules ask beyond that,
// each through its Host, it answers from those parts: the games kept, a
// game to resume, a lesson, puzzles, a recorded game, the set-up board,
// a game by message.
type screens struct {
	frame
	store    *store
	cues     *cue.Player // nil without Config.Sound
	speech   speaking
	sessions *sessions
	letters  *letters
	share    *sharing
	windows  *windows
	out      *outbox
}

// newScreens returns the screens of the App f, whose layers are l, on
// the store and with the engine of cfg, speaking the language to speak
// (see speakAtStart).
func newScreens(f frame, l *frames.Layers, cfg Config) *screens {
	s := &screens{frame: f}
	var st stage = s
	s.store, s.out = newStore(st, l, cfg.Store), &outbox{stage: st}
	scene, _, _ := strings.Cut(cfg.Scene, ":")
	s.speakAtStart(cfg.Language, scene == "rules" || scene == "learn")
	if cfg.Sound != nil {
		s.cues = cue.NewPlayer(cfg.Sound, s.Settings, cfg.Sound.CanVibrate())
	}
	s.sessions = &sessions{stage: st, thinker: cfg.Thinker, store: s.store}
	s.letters = &letters{stage: st, store: s.store, sessions: s.sessions, out: s.out}
	s.share = &sharing{stage: st, layers: l, store: s.store, sessions: s.sessions, letters: s.letters, out: s.out}
	s.windows = &windows{stage: st, layers: l, shared: cfg.Store, store: s.store, sessions: s.sessions, letters: s.letters}
	return s
}

// first opens what the store keeps and returns the screen the app opens
// on: the game in progress if there is one, the menu otherwise, or the
// screen cfg.Scene names.
func (s *screens) first(cfg Config) ui.Scene {
	m, seats, ok := s.store.open(cfg.Store)
	var first ui.Scene = menu.New(s)
	scene, id, _ := strings.Cut(cfg.Scene, ":")
	switch scene {
	case "options", "rules", "play", "setup", "learn", "puzzles":
		g := firstGame()
		if id != "" {
			g, _ = game.Lookup(id)
		}
		if g == nil {
			break
		}
		switch scene {
		case "options":
			first = options.New(s, g)
		case "rules":
			first = rules.New(s, g, menu.New(s))
		case "learn":
			if l, err := learn.New(s, g, menu.New(s)); err == nil {
				first = l
			}
		case "puzzles":
			first = s.puzzles(g, menu.New(s))
		case "setup":
			opts, seats := s.store.settings.For(g)
			if b, err := setup.New(s, g, opts, seats, s.store.settings.NamesFor(g, len(g.Seats(opts))), options.New(s, g)); err == nil {
				first = b
			}
		case "play":
			if ok && m.Game() == g {
				first = s.sessions.screen(m, seats)
			} else if p := s.sessions.start(g); p != nil {
				first = p
			}
		}
	case "", "menu":
		if ok && !m.Outcome().Over && cfg.Scene == "" {
			first = s.sessions.screen(m, seats)
		}
	}
	return first
}

// firstDrawn starts what waits for the first frame, once it is drawn:
// the sound device, and the downloads of the bold face and of the rest
// of the language's catalog.
func (s *screens) firstDrawn(cfg Config) {
	if cfg.Drawn != nil {
		cfg.Drawn()
	}
	if cfg.Sound != nil {
		cfg.Sound.Start()
	}
	ui.FetchBold(fonts.Bold, platform.Wake)
	s.completeLanguage()
}

// follow takes in, each frame, a link that came and the saves other
// windows wrote; wall is the real time, and settled says that no fade
// runs (see windows.follow).
func (s *screens) follow(wall float64, settled bool) {
	s.share.follow()
	s.windows.follow(wall, settled)
}

// firstGame returns the first game of the menu.
func firstGame() *game.Game {
	if entries := catalog.Entries(); len(entries) > 0 {
		return entries[0].Game
	}
	return nil
}

// ShowMenu switches to the menu.
func (s *screens) ShowMenu() { s.Go(menu.New(s)) }

// ShowRules switches to the rules of g, whose Back returns to back.
func (s *screens) ShowRules(g *game.Game, back ui.Scene) {
	s.whenWhole(func() { s.Go(rules.New(s, g, back)) })
}

// Share opens the Share dialog for match m: link, record, import.
func (s *screens) Share(m *game.Match) { s.share.ask(m) }

// Cue plays sound s at the end of the frame, as the settings say: the
// strongest of the frame's sounds, alone (cue.Player).
func (s *screens) Cue(snd sounds.Sound) { s.cues.Cue(snd) }

// CanVibrate reports whether the device can vibrate, for the options to
// offer the vibration's setting only there.
func (s *screens) CanVibrate() bool { return s.cues.CanVibrate() }

// Settings returns the remembered settings.
func (s *screens) Settings() *saves.Settings { return &s.store.settings }

// SaveSettings writes the settings, reporting a failure once.
func (s *screens) SaveSettings() { s.store.saveSettings() }

// InProgress returns g's saved game if one is in progress.
func (s *screens) InProgress(g *game.Game) (*game.Match, []saves.Seat, bool) {
	return s.store.saves.InProgress(g)
}

// Play opens the play screen on the new match m with seats and saves it,
// putting away replaced, g's game in progress with replacedSeats (nil for
// none), which Undo brings back until a person moves (the options', the
// lesson's and the set-up board's Host).
func (s *screens) Play(m *game.Match, seats []saves.Seat, replaced *game.Match, replacedSeats []saves.Seat) {
	for _, st := range seats {
		if st.Friend {
			// A friend plays by message (the set-up board's game): a game
			// by message of its own, which puts nothing away.
			s.letters.start(m, seats)
			return
		}
	}
	p := s.sessions.screen(m, seats)
	p.Session().SetReplaced(replaced, replacedSeats)
	p.Session().Save()
	s.Go(p)
}

// Resume goes back into the game in progress m, which the next start then
// opens too.
func (s *screens) Resume(m *game.Match, seats []saves.Seat) { s.sessions.resume(m, seats) }

// OpenOptions opens g's options.
func (s *screens) OpenOptions(g *game.Game) { s.Go(options.New(s, g)) }

// Learn opens g's lesson, whose Back returns to back; a lesson that
// cannot be set up says why and leaves the screen as it is.
func (s *screens) Learn(g *game.Game, back ui.Scene) {
	s.whenWhole(func() {
		l, err := learn.New(s, g, back)
		if err != nil {
			s.Notify(lang.T("The lesson could not be opened: %s", err.Error()))
			return
		}
		s.Go(l)
	})
}

// puzzles returns g's puzzle screen, whose Back returns to back; the
// store keeps the player's records.
func (s *screens) puzzles(g *game.Game, back ui.Scene) *puzzles.Screen {
	cfg := s.sessions.config()
	cfg.Store = nil
	z := puzzles.New(s, s.store, cfg, g, back)
	z.SetChooser(func(g *game.Game) { s.OpenPuzzles(g, back) })
	return z
}

// OpenPuzzles opens g's puzzles, whose Back returns to back.
func (s *screens) OpenPuzzles(g *game.Game, back ui.Scene) { s.Go(s.puzzles(g, back)) }

// PuzzleGame returns the game the menu's Puzzles opens: the one whose
// puzzles were played or chosen last, else the game played last, else
// the menu's first game that has puzzles.
func (s *screens) PuzzleGame() *game.Game {
	all := puzzles.Games()
	for _, id := range []string{s.store.puzzles.Last, s.store.saves.LastGame()} {
		for _, g := range all {
			if g.ID == id {
				return g
			}
		}
	}
	if len(all) > 0 {
		return all[0]
	}
	return nil
}

// Demo returns the play screen showing demo d of game g from its start,
// running.
func (s *screens) Demo(g *game.Game, d game.Demo) (ui.Scene, error) {
	p, err := s.sessions.demo(g, d)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// OpenSetup opens the set-up board of g with the options, seats and names
// chosen, whose Back returns to back, and says what it is for.
func (s *screens) OpenSetup(g *game.Game, opts game.Options, seats []saves.Seat, names []string, back ui.Scene) {
	b, err := setup.New(s, g, opts, seats, names, back)
	if err != nil {
		s.Notify(lang.T("The set-up board could not be opened: %s", err.Error()))
		return
	}
	s.Go(b)
	s.Announce(b.Intro())
}

// StartByMessage starts game by message m, with a friend in at least one
// of seats and the person here in exactly one.
func (s *screens) StartByMessage(m *game.Match, seats []saves.Seat) { s.letters.start(m, seats) }

// Letters returns the games by message kept here.
func (s *screens) Letters() []saves.Letter { return s.store.saves.Letters() }

// ResumeLetter opens the game by message saved as l.
func (s *screens) ResumeLetter(l saves.Letter) { s.letters.resume(l) }

// RemoveLetter deletes the game by message of ID id.
func (s *screens) RemoveLetter(id string) error { return s.store.saves.RemoveLetter(id) }
