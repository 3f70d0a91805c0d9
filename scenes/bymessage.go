package scenes

import (
	"encoding/base32"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strings"

	"parlour/game"
	"parlour/game/record"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// Games by message: a friend somewhere else plays a seat, and each move
// goes to the next player as a link, sent through whatever the players
// talk with (midend.ByMessage). The options screen starts one when a
// seat is "Friend, by message"; after a move here the play screen offers
// to send it; a link of a game by message continues its game here, or
// starts it when it is the first; the menu lists them. Each is saved
// under its own key (saves.ByMessageKey), apart from the game against
// the computer or at one screen.

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

// playLetter returns game by message bm, whose match is m played by
// seats, on a play screen of its own. It saves under the game's own key.
func (a *App) playLetter(bm midend.ByMessage, m *game.Match, seats []saves.Seat) *letter {
	l := &letter{bm: bm, offered: -1}
	cfg := a.sessionConfig()
	cfg.Store = saves.LetterStore{Saves: a.saves, BM: &l.bm}
	cfg.SaveFailed = func(err error) string { return a.saveFailed(saves.ByMessageKey(bm.ID), err) }
	l.p = play.New(a, midend.New(cfg, m, seats))
	l.p.SetByMessage(bm.ID, func() { a.send(l) }, func(take func()) { a.undoLetter(l, take) })
	return l
}

// StartByMessage starts game by message m, with a friend in at least one
// of seats and the person here in exactly one, and sends it as soon as
// it is a friend's turn.
func (a *App) StartByMessage(m *game.Match, seats []saves.Seat) {
	mine, ok := midend.ByMessageSeat(seats)
	if !ok {
		a.Notify("A game by message has one player on each device: choose Human for your own seat and Friend, by message, for every other.")
		return
	}
	l := a.playLetter(midend.ByMessage{ID: newGameID(), Mine: mine}, m, seats)
	l.p.Session().Save()
	a.show(l, false)
	a.Announce(fmt.Sprintf("New game of %s by message: you play the %s. %s", m.Game().Name, strings.ToLower(m.SeatNouns()[mine].Name), ui.TurnSentence(m)))
}

// followLetter offers to send the game by message on the play screen
// once a move made here has been shown and it is a friend's turn (or the
// game is over), unless it was offered at this move already.
func (a *App) followLetter() {
	l := a.letter
	if l == nil || a.cur != l.p || a.fading != 0 || len(a.dialogs) > 0 || l.p.Board().Moving() {
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
		a.send(l)
	}
}

// send shows the link that sends the game by message to the next player,
// with a line to go with it, to copy or to hand to the share sheet; from
// then on the move counts as sent.
func (a *App) send(l *letter) {
	s := l.p.Session()
	m := s.Match()
	r := midend.Outgoing(l.bm, m)
	link := platform.LinkURL(r.Fragment())
	words := midend.SendText(m, l.bm.Mine)
	to := m.Names()[r.Message.To]
	l.bm.Sent, l.offered = m.Ply(), m.Ply()
	s.Save()
	title := "Send to " + to
	message := words + "\n" + link
	if platform.HasTextFields {
		said := fmt.Sprintf("Send this to %s the way you talk to them: a message, a mail. Their link opens the game where they are, and theirs opens it here.", to)
		var choices []ui.Choice
		if platform.CanShareText() {
			choices = append(choices, ui.Choice{Label: "Share", Primary: true, Action: func() {
				if !platform.ShareText(title, words, link) {
					a.Notify("The browser would not open its share sheet: copy the message from the box instead.")
				}
			}})
		}
		choices = append(choices,
			ui.Choice{Label: "Copy", Primary: len(choices) == 0, Action: func() { a.copyMessage(title, said, message) }},
			ui.Choice{Label: "Close"})
		d := ui.NewDialog(title, said, choices...)
		d.SetField(message, len(message)+1, 4, "The message and its link are in the box, to copy.")
		a.Ask(d)
		return
	}
	a.Ask(ui.NewDialog(title,
		fmt.Sprintf("Send this to %s the way you talk to them. They open it in Parlour's web page, or give it to Parlour on a computer as its first argument.\n\n%s", to, message),
		ui.Choice{Label: "Save to a file", Action: func() { a.export(m.Game().Name+" for "+to, message+"\n", "message") }},
		ui.Choice{Label: "Close", Primary: true}))
}

// copyMessage copies a game by message's message and shows it again in
// a box, saying whether the browser copied it.
func (a *App) copyMessage(title, said, message string) {
	if platform.CopyText(message) {
		said = "Copying the message… It is also in the box below, to copy by hand."
	}
	d := ui.NewDialog(title, said, ui.Choice{Label: "Close", Primary: true})
	d.SetField(message, len(message)+1, 4, "The message and its link are in the box, to copy.")
	a.Ask(d)
	a.copying = d
}

// undoLetter takes back a move of the game by message with take, asking
// first when the move was sent: the friend may have it already.
func (a *App) undoLetter(l *letter, take func()) {
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
	friend := s.Match().Names()[midend.Outgoing(l.bm, s.Match()).Message.To]
	a.Ask(ui.NewDialog("Take back a move you sent?",
		fmt.Sprintf("%s may have your move already. If they have, their game no longer matches yours once you play another, and your links to each other will be turned away.", friend),
		ui.Choice{Label: "Take it back", Action: undo},
		ui.Choice{Label: "Keep it", Primary: true}))
}

// openLetter opens link r of a game by message, whose match is m: the
// first link of a game starts it here, with the seat it is for played
// here and every other a friend's; a later one plays the friends' new
// moves on the game kept here. A link that adds nothing, differs from
// the game here or moves for its player here is turned away with a
// notice and changes nothing. It reports whether the game opened.
func (a *App) openLetter(r record.Record, m *game.Match, atStart bool) bool {
	id := r.Message.ID
	var l *letter
	switch saved, ok := a.saves.Letter(id); {
	case a.letter != nil && a.letter.bm.ID == id && (a.cur == a.letter.p || a.next == a.letter.p):
		l = a.letter
	case ok:
		l = a.playLetter(saved.ByMessage, saved.Match, saved.Seats)
	default:
		return a.firstLetter(r, m, atStart)
	}
	s := l.p.Session()
	if s.Reviewing() {
		s.Review(s.Match().Ply() + len(r.Moves))
	}
	added, err := midend.Receive(l.bm, s.Match(), r)
	if err != nil {
		a.Notify(strings.TrimRight(err.Error(), ".") + ". Your game is unchanged.")
		return false
	}
	a.show(l, atStart)
	from := s.Match().Names()[r.Message.From]
	for _, mv := range added {
		if err := s.PlayString(mv); err != nil {
			a.Notify("This link's move could not be played: " + err.Error())
			return false
		}
	}
	l.bm.Sent = s.Match().Ply()
	s.Save()
	s.Say(fmt.Sprintf("%s played %s. %s", from, strings.Join(added, ", "), ui.TurnSentence(s.Match())))
	return true
}

// firstLetter starts the game by message of its first link r, whose match
// is m, here.
func (a *App) firstLetter(r record.Record, m *game.Match, atStart bool) bool {
	mine := r.Message.To
	seats := midend.FriendSeats(len(m.Seats()), mine)
	l := a.playLetter(midend.ByMessage{ID: r.Message.ID, Mine: mine, Sent: m.Ply()}, m, seats)
	s := l.p.Session()
	s.Save()
	a.show(l, atStart)
	from := m.Names()[r.Message.From]
	said := fmt.Sprintf("A game of %s by message from %s: you play the %s.", m.Game().Name, from, strings.ToLower(m.SeatNouns()[mine].Name))
	if moves := m.MoveStrings(); len(moves) > 0 {
		said += fmt.Sprintf(" %s played %s.", from, moves[len(moves)-1])
	}
	s.Say(said + " " + ui.TurnSentence(m))
	return true
}

// show makes l's play screen the screen: at once at the start, with a
// fade otherwise.
func (a *App) show(l *letter, atStart bool) {
	a.letter = l
	if atStart {
		a.cur = l.p
	} else if a.cur != l.p {
		a.Go(l.p)
	}
}

// resumeLetter opens the game by message saved as l.
func (a *App) resumeLetter(l saves.Letter) {
	a.show(a.playLetter(l.ByMessage, l.Match, l.Seats), false)
	a.Announce(letterLine(l) + ".")
}

// letterLine names a game by message in the menu's list: "Hare and
// Hounds with Ann · your move".
func letterLine(l saves.Letter) string {
	m := l.Match
	names := m.Names()
	var friends []string
	for i, n := range names {
		if i != l.Mine {
			friends = append(friends, n)
		}
	}
	turn := "your move"
	switch pl := m.ToMove(); {
	case m.Outcome().Over:
		turn = "over"
	case int(pl) != l.Mine && pl >= 0 && int(pl) < len(names):
		turn = names[pl] + "'s move"
	}
	return fmt.Sprintf("%s with %s · %s", m.Game().Name, strings.Join(friends, ", "), turn)
}

// removeLetter asks, then deletes the game by message l.
func (a *App) removeLetter(l saves.Letter, done func()) {
	a.Ask(ui.NewDialog("Remove this game by message?",
		letterLine(l)+". Its moves are deleted from this device. A later link of it from a friend starts it again here.",
		ui.Choice{Label: "Remove", Action: func() {
			if err := a.saves.RemoveLetter(l.ID); err != nil {
				a.Notify("The game could not be removed: " + platform.PlayerReason(err) + ".")
				return
			}
			a.Announce("Removed.")
			done()
		}},
		ui.Choice{Label: "Keep it", Primary: true}))
}

// offerComputer offers, beside a notice, to let the computer take every
// side but the one to move of the game on play screen p, which a link
// opened with people in every seat.
func (a *App) offerComputer(p *play.Screen) {
	s := p.Session()
	m := s.Match()
	pl := m.ToMove()
	if len(m.Seats()) < 2 || s.Over() || pl < 0 {
		return
	}
	var others []string
	for i, n := range m.SeatNouns() {
		if i != int(pl) {
			others = append(others, "the "+strings.ToLower(n.Name))
		}
	}
	var buttons []*ui.Button
	for _, st := range midend.SeatChoices[1:4] {
		b := ui.NewAction(ui.LevelLabel(m.Game(), st.Level), func() {
			if a.cur != p {
				return
			}
			seats := make([]saves.Seat, len(m.Seats()))
			for i := range seats {
				if i != int(pl) {
					seats[i] = st
				}
			}
			s.SetSeats(seats)
			a.dismissNotices()
			a.Announce(fmt.Sprintf("The computer plays %s at %s. %s", strings.Join(others, " and "), ui.LevelLabel(m.Game(), st.Level), ui.TurnSentence(m)))
		})
		b.Small = true
		buttons = append(buttons, b)
	}
	text := fmt.Sprintf("This link opened with people in every seat. To play on against the computer, choose its level: it takes %s, and you the %s. Dismiss to play every side here.",
		strings.Join(others, " and "), strings.ToLower(m.SeatNouns()[pl].Name))
	a.dropOffer()
	a.offer = &offer{p: p, text: text, buttons: buttons}
	a.Notify(text)
}

// offer is a choice shown with the notices, for as long as its screen
// is shown: a button for each answer; Dismiss declines it.
type offer struct {
	p       ui.Scene
	text    string // its notice
	buttons []*ui.Button
}
