package game_test

import (
	"testing"

	"parlour/game"
	"parlour/game/harehounds"
)

func TestSentence(t *testing.T) {
	two := []game.Noun{game.Plural("Hounds"), game.Singular("Hare")}
	one := []game.Noun{game.Singular("Player")}
	four := []game.Noun{game.Singular("Ann"), game.Singular("Bob"), game.Singular("Cy"), game.Singular("Di")}
	tests := []struct {
		o    game.Outcome
		who  []game.Noun
		want string
	}{
		{game.Win(0, "the hare is trapped"), two, "Hounds win: the hare is trapped."},
		{game.Win(1, "the hounds stalled for 10 moves"), two, "Hare wins: the hounds stalled for 10 moves."},
		{game.Win(2, "no jump is left."), four, "Cy wins: no jump is left."},
		{game.Draw("the same position occurred three times"), two, "Draw: the same position occurred three times."},
		{game.Draw(""), two, "Draw."},
		{game.Win(0, "one peg is left, in the centre"), one, "Solved: one peg is left, in the centre."},
		{game.Draw("no jump left: 5 pegs remain"), one, "Game over: no jump left: 5 pegs remain."},
		{game.Outcome{Over: true, Winners: 0b1010, Reason: "no jump is left"}, four, "Bob and Di share the win: no jump is left."},
		{game.Win(3, "the last stone"), two, "Player 4 wins: the last stone."},
	}
	for _, tt := range tests {
		if got := game.Sentence(tt.o, tt.who); got != tt.want {
			t.Errorf("Sentence(%+v) = %q, want %q", tt.o, got, tt.want)
		}
	}
}

func TestForecastAndStatus(t *testing.T) {
	two := []game.Noun{game.Plural("Hounds"), game.Singular("Hare")}
	tests := []struct{ got, want string }{
		{game.Forecast(0, 21, two), "Hounds win in 21 moves, counting both sides"},
		{game.Forecast(1, 3, two), "Hare wins in 3 moves, counting both sides"},
		{game.Forecast(1, 1, two), "Hare wins in 1 move"},
		{game.Forecast(game.NoPlayer, 40, two), "Draw with best play"},
		{game.Status(game.Ongoing, 1, two), "Hare to move."},
		{game.Status(game.Ongoing, 0, []game.Noun{game.Singular("Player")}), "Your move."},
		{game.Status(game.Win(0, "the hare is trapped"), game.NoPlayer, two), "Hounds win: the hare is trapped."},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

// TestOwnNamesAreSingular checks that a player's own name is phrased as
// one person, whatever it ends with, while the seat keeps its number.
func TestOwnNamesAreSingular(t *testing.T) {
	m, err := game.NewMatch(harehounds.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	m.SetNames([]string{"Chris", ""})
	who := m.Nouns()
	if got, want := game.Headline(game.Win(0, ""), who), "Chris wins"; got != want {
		t.Errorf("own name: %q, want %q", got, want)
	}
	if got, want := game.Headline(game.Win(1, ""), who), "Hare wins"; got != want {
		t.Errorf("seat name: %q, want %q", got, want)
	}
	m.SetNames(nil)
	if got, want := game.Headline(game.Win(0, ""), m.Nouns()), "Hounds win"; got != want {
		t.Errorf("plural seat: %q, want %q", got, want)
	}
}

// TestPhraseInSentence checks how a sentence names a seat in its middle:
// a piece with "the", a name as it is, so that a Leapfrog link never
// says "the player 1"; and a list of three is written as one.
func TestPhraseInSentence(t *testing.T) {
	leapfrog, err := game.Lookup("leapfrog")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.NewMatch(leapfrog, game.Options{"players": "4"})
	if err != nil {
		t.Fatal(err)
	}
	var seats []string
	for _, n := range m.SeatNouns() {
		seats = append(seats, n.Phrase())
	}
	hh, err := game.NewMatch(harehounds.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	hh.SetNames([]string{"", "Chris"})
	tests := []struct{ got, want string }{
		{game.List(seats), "Player 1, Player 2, Player 3 and Player 4"},
		{hh.Nouns()[0].Phrase(), "the hounds"},
		{hh.SeatNouns()[1].Phrase(), "the hare"},
		{hh.Nouns()[1].Phrase(), "Chris"},
		{game.Proper("White").Phrase(), "White"},
		{game.List([]string{"the hounds"}), "the hounds"},
		{game.Headline(game.Outcome{Over: true, Winners: 0b111}, m.Nouns()), "Player 1, Player 2 and Player 3 share the win"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

func TestAdvantage(t *testing.T) {
	troops := game.ScoreUnit{Per: 100, One: "Troop", Many: "Troops"}
	tests := []struct {
		score int
		unit  game.ScoreUnit
		want  string
	}{
		{728, troops, "White ahead by about 7.3 Troops"},
		{-100, troops, "White behind by about 1 Troop"},
		{-96, troops, "White behind by about 1 Troop"},
		{250, troops, "White ahead by about 2.5 Troops"},
		{4, troops, "White level"},
		{0, troops, "White level"},
		{320, game.ScoreUnit{Per: 160, One: "hunter", Many: "hunters"}, "White ahead by about 2 hunters"},
		{23, game.ScoreUnit{}, "White ahead"},
		{-5, game.ScoreUnit{}, "White behind"},
	}
	for _, tt := range tests {
		if got := game.Advantage("White", tt.score, tt.unit); got != tt.want {
			t.Errorf("Advantage(%d, %+v) = %q, want %q", tt.score, tt.unit, got, tt.want)
		}
	}
}

// TestMoveValue checks the one wording of a move's value: counted moves
// of both sides, estimates in the game's pieces, a solo game's moves left.
func TestMoveValue(t *testing.T) {
	troops := game.ScoreUnit{Per: 100, One: "Troop", Many: "Troops"}
	tests := []struct {
		result              string
		plies, moves, score int
		solo                bool
		unit                game.ScoreUnit
		want                string
	}{
		{"win", 9, 0, 0, false, troops, "wins in 9 moves, counting both sides"},
		{"win", 1, 0, 0, false, troops, "wins in 1 move"},
		{"loss", 5, 0, 0, false, troops, "loses in 5 moves, counting both sides"},
		{"loss", 0, 0, 0, false, troops, "loses"},
		{"draw", 0, 0, 0, false, troops, "draws"},
		{"estimate", 0, 0, 250, false, troops, "ahead by about 2.5 Troops"},
		{"estimate", 0, 0, -100, false, troops, "behind by about 1 Troop"},
		{"estimate", 0, 0, 3, false, troops, "about level"},
		{"estimate", 0, 0, 40, false, game.ScoreUnit{}, "looks better"},
		{"unknown", 0, 0, 0, false, troops, "not known"},
		{"win", 12, 3, 0, true, game.ScoreUnit{}, "solvable in 3 moves"},
		{"win", 12, 0, 0, true, game.ScoreUnit{}, "solvable"},
		{"loss", 0, 0, 0, true, game.ScoreUnit{}, "a dead end"},
	}
	for _, tt := range tests {
		if got := game.MoveValue(tt.result, tt.plies, tt.moves, tt.score, tt.solo, tt.unit); got != tt.want {
			t.Errorf("MoveValue(%q, %d, %d, %d, %v) = %q, want %q", tt.result, tt.plies, tt.moves, tt.score, tt.solo, got, tt.want)
		}
	}
}

// TestAsSentence checks that a game's clause becomes a sentence a
// player reads, once.
func TestAsSentence(t *testing.T) {
	tests := []struct{ in, want string }{
		{"hole d4 has no peg", "Hole d4 has no peg."},
		{"A Troop moves diagonally only to capture", "A Troop moves diagonally only to capture."},
		{"Solved.", "Solved."},
		{"Thinking…", "Thinking…"},
		{"Win in one move. (Noughts may play first.)", "Win in one move. (Noughts may play first.)"},
		{"  ", ""},
	}
	for _, tt := range tests {
		if got := game.AsSentence(tt.in); got != tt.want {
			t.Errorf("AsSentence(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
