package midend

import (
	"strings"

	"parlour/engine"
	"parlour/game"
	"parlour/game/record"
	"parlour/lang"
)

// Source says where a match to open came from, for the player's words.
type Source int

// The places a match is opened from.
const (
	FromLink   Source = iota // a link, or the part of one after '#'
	FromRecord               // a game record, pasted or from a file
)

func (src Source) String() string {
	if src == FromLink {
		return "link"
	}
	return "game record"
}

// Import reads a game record or a link to a game (a whole address, or
// only its part after '#') and replays it. Its error says, in a
// player's words, which part is wrong and why (see Problem); the match
// is nil then.
func Import(text string) (*game.Match, Source, error) {
	m, _, src, err := ImportSeated(text)
	return m, src, err
}

// ImportSeated is Import that also returns who played each seat, where a
// game record names the computer's seats ("Hare: Computer (Hard)"): a
// person in every other seat. The seats are nil for a link, or a record
// that names no computer; an unknown level is an error.
func ImportSeated(text string) (*game.Match, []Seat, Source, error) {
	r, m, src, err := ImportRecord(text)
	if err != nil {
		return nil, nil, src, err
	}
	seats, err := SeatsOf(r, m)
	if err != nil {
		return nil, nil, src, err
	}
	return m, seats, src, nil
}

// SeatsOf returns the seats record r of match m names: the computer at
// its level where it gives one, else a person; nil when it names no
// computer (as a link never does).
func SeatsOf(r record.Record, m *game.Match) ([]Seat, error) {
	if r.Computers == nil {
		return nil, nil
	}
	names := m.Seats()
	seats := make([]Seat, len(names))
	for i, level := range r.Computers {
		if level == "" {
			continue
		}
		l, err := engine.ParseLevel(level)
		if strings.EqualFold(level, expert) {
			l, err = engine.Perfect, nil
		}
		if err != nil {
			var levels []string
			for _, l := range engine.Levels {
				levels = append(levels, l.String())
			}
			return nil, &game.Worded{Text: lang.T("%s: unknown AI level %q (levels are %s)", lang.T(names[i]), level, strings.Join(levels, ", ")), Err: err}
		}
		seats[i] = Seat{AI: true, Level: l}
	}
	return seats, nil
}

// expert is what the strongest level is called where it does not play
// the seat perfectly (see engine.PlaysPerfectly), as a record may write
// it.
const expert = "Expert"

// RecordOf returns the record of match m played by seats: its moves on
// the board, its players' own names, and the level of each seat the
// computer plays, as the players list names it ("Hard", "Expert").
func RecordOf(m *game.Match, seats []Seat) record.Record {
	r := record.Of(m)
	for i, st := range seats {
		if !st.AI || i >= len(m.Seats()) {
			continue
		}
		if r.Computers == nil {
			r.Computers = make([]string, len(m.Seats()))
		}
		r.Computers[i] = st.Level.Label()
		if st.Level == engine.Perfect && !engine.PlaysPerfectly(m.Game(), m.Initial(), game.Player(i)) {
			r.Computers[i] = expert
		}
	}
	return r
}

// ImportRecord is Import that returns the record read as well, whose
// Message says whether a link belongs to a game by message.
func ImportRecord(text string) (record.Record, *game.Match, Source, error) {
	text = strings.TrimSpace(text)
	if frag, ok := linkFragment(text); ok {
		r, m, err := record.ParseFragment(frag)
		return r, m, FromLink, err
	}
	r, m, err := record.Parse(text)
	return r, m, FromRecord, err
}

// linkFragment returns the part of text after '#' when text is a link to
// a game on one line, or other text than a record with such a link on a
// line of its own (a message of a game by message, pasted whole).
func linkFragment(text string) (string, bool) {
	if strings.ContainsAny(text, "\n\r") {
		if record.IsRecord(text) {
			return "", false
		}
		// A message with a link on a line of its own, as a game by
		// message is sent: the link's line.
		for _, line := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' }) {
			if frag, ok := linkFragment(strings.TrimSpace(line)); ok {
				return frag, true
			}
		}
		return "", false
	}
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text = text[i+1:]
	}
	return text, record.IsLink(text)
}

// Problem words why a link or record could not be opened, for a notice:
// which move cannot be played and why, or which part is wrong, and that
// nothing was changed.
func Problem(src Source, err error) string {
	// Every error of a link or a record is in the player's words
	// already: a move's names the move once ("move 2 (b1-c1) cannot be
	// played: it is not legal here"), see record.MoveError.
	what := strings.TrimRight(err.Error(), ".")
	if src == FromLink {
		return lang.T("This link could not be opened: %s. Nothing was changed.", what)
	}
	return lang.T("This game record could not be opened: %s. Nothing was changed.", what)
}

// Replace returns a live Session of m, opened from a link or a record,
// in the place of old, the game in progress of the same game (nil for
// none) with its seats: until a person moves in m, Undo brings old back
// with its seats, as after New. The new match is saved at once.
func Replace(cfg Config, m *game.Match, seats []Seat, old *game.Match, oldSeats []Seat) *Session {
	s := New(cfg, m, seats)
	s.SetReplaced(old, oldSeats)
	s.Save()
	return s
}

// Kept words what became of the game in progress old, which a match
// opened from src replaced (see Replace), for a notice; "" when there was
// none worth keeping.
func Kept(src Source, old *game.Match) string {
	if old == nil || old.Ply() == 0 || old.Outcome().Over {
		return ""
	}
	n, name := old.Ply(), lang.T(old.Game().Name)
	if src == FromLink {
		return lang.N(n, "Your game of %s in progress (%d move played) was put away for this link. Undo brings it back, until you move in this one.",
			"Your game of %s in progress (%d moves played) was put away for this link. Undo brings it back, until you move in this one.", name, n)
	}
	return lang.N(n, "Your game of %s in progress (%d move played) was put away for this game record. Undo brings it back, until you move in this one.",
		"Your game of %s in progress (%d moves played) was put away for this game record. Undo brings it back, until you move in this one.", name, n)
}
