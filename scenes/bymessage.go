package scenes

import (
	"encoding/base32"
	"encoding/binary"
	"math/rand/v2"
	"strings"

	"parlour/assets/sounds"
	"parlour/game"
	"parlour/game/record"
	"parlour/lang"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/frames"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
	"parlour/scenes/words"
)

// Games by message: a friend somewhere else plays a seat, and each move
// goes to the next player as a link, sent through whatever the players
// talk with (midend.ByMessage). The options screen starts one when a
// seat is "Friend, by message"; after a move here the play screen offers
// to send it; a link of a game by message continues its game here, or
// starts it when it is the first; the menu lists them. Each is saved
// under its own key (saves.ByMessageKey), apart from the game against
// the computer or at one screen.

// letters are the app's games by message: each on a play screen of its
// own, saved under its own key, offered to be sent after a move made
// here, and continued or started by a link that comes in.
type letters struct {
	stage    stage
	store    *store
	sessions *sessions
	out      *outbox
	// shown is the game by message last shown on a play screen, if any.
	shown *letter
}

// letter is the game by message on a play screen of the app.
type letter struct {
	bm midend.ByMessage
	p  *play.Screen
	// offered is the number of moves on the board when sending was last
	// offered, -1 before.
	offered int
}

// newGameID returns a fresh ID for a game by message: 10 letters and
// digits, enough that two games of one person never share one. The ID
// names a game and guards nothing, so math/rand/v2's generator, seeded
// by the runtime from the system's randomness, serves: crypto/rand
// brought the whole of Go's FIPS 140 module into the page's wasm, 26
// packages to load and initialise before the first frame.
func newGameID() string {
	b := binary.LittleEndian.AppendUint64(nil, rand.Uint64())[:7]
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b)[:10])
}

// play returns game by message bm, whose match is m played by seats, on
// a play screen of its own. It saves under the game's own key.
func (ls *letters) play(bm midend.ByMessage, m *game.Match, seats []saves.Seat) *letter {
	l := &letter{bm: bm, offered: -1}
	cfg := ls.sessions.config()
	cfg.Store = saves.LetterStore{Saves: ls.store.saves, BM: &l.bm}
	cfg.SaveFailed = func(err error) string { return ls.store.saveFailed(saves.ByMessageKey(bm.ID), err) }
	l.p = play.New(ls.stage, midend.New(cfg, m, seats))
	l.p.SetByMessage(bm.ID, func() { ls.send(l) }, func(take func()) { ls.undo(l, take) })
	return l
}

// start starts game by message m, with a friend in at least one of
// seats and the person here in exactly one, and sends it as soon as it
// is a friend's turn.
func (ls *letters) start(m *game.Match, seats []saves.Seat) {
	mine, ok := midend.ByMessageSeat(seats)
	if !ok {
		ls.stage.Tell(frames.Sharing, lang.T("A game by message has one player on each device: choose Human for your own seat and Friend, by message, for every other."))
		return
	}
	l := ls.play(midend.ByMessage{ID: newGameID(), Mine: mine}, m, seats)
	l.p.Session().Save()
	ls.show(l, false)
	ls.stage.Announce(lang.T("New game of %s by message: you play %s. %s", lang.T(m.Game().Name), words.SeatPhrase(m.SeatNouns()[mine]), words.TurnSentence(m)))
}

// follow offers to send the game by message on the play screen once a
// move made here has been shown and it is a friend's turn (or the game is
// over), unless it was offered at this move already; settled says that
// no fade runs and no dialog is open.
func (ls *letters) follow(settled bool) {
	l := ls.shown
	if l == nil || ls.stage.Current() != l.p || !settled || l.p.Board().Moving() {
		return
	}
	s := l.p.Session()
	m := s.Match()
	ply := m.Ply()
	if ply == l.offered || s.Reviewing() || s.FriendMovedLast() || ply <= l.bm.Sent && ply > 0 {
		return
	}
	if s.Over() || s.Seat(m.ToMove()).Friend {
		l.offered = ply
		ls.send(l)
	}
}

// send shows the link that sends the game by message to the next player,
// with a line to go with it, to copy or to hand to the share sheet; from
// then on the move counts as sent.
func (ls *letters) send(l *letter) {
	s := l.p.Session()
	m := s.Match()
	r := midend.Outgoing(l.bm, m)
	link := platform.LinkURL(r.Fragment())
	words := midend.SendText(m, l.bm.Mine)
	to := shownName(m.Names()[r.Message.To])
	l.bm.Sent, l.offered = m.Ply(), m.Ply()
	s.Save()
	title := lang.T("Send to %s", to)
	message := words + "\n" + link
	if platform.HasTextFields {
		said := lang.T("Send this to %s the way you talk to them: a message, a mail. Their link opens the game where they are, and theirs opens it here.", to)
		var choices []ui.Choice
		if platform.CanShareText() {
			choices = append(choices, ui.Choice{Label: lang.T("Share"), Primary: true, Action: func() {
				if !platform.ShareText(title, words, link) {
					ls.stage.Tell(frames.Sharing, lang.T("The browser would not open its share sheet: copy the message from the box instead."))
				}
			}})
		}
		choices = append(choices,
			ui.Choice{Label: lang.T("Copy"), Primary: len(choices) == 0, Action: func() { ls.copyMessage(title, said, message) }},
			ui.Choice{Label: lang.T("Close")})
		d := ui.NewDialog(title, said, choices...)
		d.SetField(message, len(message)+1, 4, lang.T("The message and its link are in the box, to copy."))
		ls.stage.Ask(d)
		return
	}
	ls.stage.Ask(ui.NewDialog(title,
		lang.T("Send this to %s the way you talk to them. They open it in Parlour's web page, or give it to Parlour on a computer as its first argument.\n\n%s", to, message),
		ui.Choice{Label: lang.T("Save to a file"), Action: func() { ls.out.export(lang.T("%s for %s", lang.T(m.Game().Name), to), message+"\n", exportMessage) }},
		ui.Choice{Label: lang.T("Close"), Primary: true}))
}

// copyMessage copies a game by message's message and shows it again in
// a box, saying whether the browser copied it.
func (ls *letters) copyMessage(title, said, message string) {
	if platform.CopyText(message) {
		said = lang.T("Copying the message… It is also in the box below, to copy by hand.")
	}
	d := ui.NewDialog(title, said, ui.Choice{Label: lang.T("Close"), Primary: true})
	d.SetField(message, len(message)+1, 4, lang.T("The message and its link are in the box, to copy."))
	ls.out.copied(d)
}

// undo takes back a move of the game by message l with take, asking
// first when the move was sent: the friend may have it already.
func (ls *letters) undo(l *letter, take func()) {
	s := l.p.Session()
	if !s.CanUndo() {
		return
	}
	undo := func() {
		take()
		if n := s.Match().Ply(); n < l.bm.Sent {
			l.bm.Sent, l.offered = n, -1
			s.Save()
		}
	}
	if s.Match().Ply() > l.bm.Sent {
		undo()
		return
	}
	friend := shownName(s.Match().Names()[midend.Outgoing(l.bm, s.Match()).Message.To])
	ls.stage.Ask(ui.NewDialog(lang.T("Take back a move you sent?"),
		lang.T("%s may have your move already. If they have, their game no longer matches yours once you play another, and your links to each other will be turned away.", friend),
		ui.Choice{Label: lang.T("Take it back"), Action: undo},
		ui.Choice{Label: lang.T("Keep it"), Primary: true}))
}

// receive opens link r of a game by message, whose match is m: the
// first link of a game starts it here, with the seat it is for played
// here and every other a friend's; a later one plays the friends' new
// moves on the game kept here. A link that adds nothing, differs from
// the game here or moves for its player here is turned away with a
// notice and changes nothing. It reports whether the game opened.
func (ls *letters) receive(r record.Record, m *game.Match, atStart bool) bool {
	id := r.Message.ID
	var l *letter
	switch saved, ok := ls.store.saves.Letter(id); {
	case ls.shown != nil && ls.shown.bm.ID == id && ls.stage.Showing(ls.shown.p):
		l = ls.shown
	case ok:
		l = ls.play(saved.ByMessage, saved.Match, saved.Seats)
	default:
		return ls.first(r, m, atStart)
	}
	s := l.p.Session()
	if s.Reviewing() {
		s.Review(s.Match().Ply() + len(r.Moves))
	}
	added, err := midend.Receive(l.bm, s.Match(), r)
	if err != nil {
		ls.stage.Tell(frames.Sharing, lang.T("%s. Your game is unchanged.", strings.TrimRight(err.Error(), ".")))
		return false
	}
	ls.show(l, atStart)
	from := shownName(s.Match().Names()[r.Message.From])
	for _, mv := range added {
		if err := s.PlayString(mv); err != nil {
			ls.stage.Tell(frames.Sharing, lang.T("This link's move could not be played: %s", err.Error()))
			return false
		}
	}
	l.bm.Sent = s.Match().Ply()
	s.Save()
	// The news is said in the play screen's message box, in the place of
	// what an earlier link said in a notice ("Your game is unchanged").
	ls.stage.Forget(frames.Sharing)
	s.Say(lang.T("%s played %s. %s", from, strings.Join(added, ", "), words.TurnSentence(s.Match())))
	return true
}

// first starts the game by message of its first link r, whose match is
// m, here.
func (ls *letters) first(r record.Record, m *game.Match, atStart bool) bool {
	mine := r.Message.To
	seats := midend.FriendSeats(len(m.Seats()), mine)
	l := ls.play(midend.ByMessage{ID: r.Message.ID, Mine: mine, Sent: m.Ply()}, m, seats)
	s := l.p.Session()
	s.Save()
	ls.show(l, atStart)
	ls.stage.Forget(frames.Sharing)
	from := shownName(m.Names()[r.Message.From])
	said := lang.T("A game of %s by message from %s: you play %s.", lang.T(m.Game().Name), from, words.SeatPhrase(m.SeatNouns()[mine]))
	if moves := m.MoveStrings(); len(moves) > 0 {
		said += " " + lang.T("%s played %s.", from, moves[len(moves)-1])
		// The friend's move came with the game, played before the screen
		// showed it: no event of the Session sounds it.
		ls.stage.Cue(sounds.FriendMove)
	}
	s.Say(said + " " + words.TurnSentence(m))
	return true
}

// show makes l's play screen the screen: at once at the start, with a
// fade otherwise.
func (ls *letters) show(l *letter, atStart bool) {
	ls.shown = l
	if atStart {
		ls.stage.Replace(l.p)
	} else if ls.stage.Current() != l.p {
		ls.stage.Go(l.p)
	}
}

// resume opens the game by message saved as l.
func (ls *letters) resume(l saves.Letter) {
	ls.show(ls.play(l.ByMessage, l.Match, l.Seats), false)
}

// shownName is a seat's name as a sentence shows it: a seat's own name
// ("Hounds", marked for translation by its game) in the current
// language; a name the player gave is no key and stays as it is.
func shownName(name string) string { return lang.T(name) }
