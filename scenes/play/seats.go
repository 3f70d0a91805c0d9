package play

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/game/look"
	"parlour/lang"
	"parlour/midend"
	"parlour/scenes/board"
	"parlour/scenes/ui"
	"parlour/scenes/words"
)

// players is the play screen's list of the players: each seat's token,
// name and who plays it, its score, the pieces it holds off the board
// (which a tap arms for placing) and those it has captured. The tokens
// stand for the seats elsewhere on the screen too.
type players struct {
	s     *midend.Session
	g     *game.Game
	board *board.Widget
	rect  ui.Rect // the list, when there is room for it
}

// playerRowH is the height of one row of the players list: roomy for two
// or three seats, compact for more.
func playerRowH(n int, s float64) float64 {
	if n > 3 {
		return 30 * s
	}
	return 44 * s
}

// board.SharedPieces reports whether the pieces on the board belong to no seat
// in particular: more than two seats, or every piece with the same owner
// in a game of several seats.
func (ps *players) sharedPieces() bool { return board.SharedPieces(ps.s.State()) }

// token draws the mark of seat pl: one of its pieces, or its numbered
// colour disc when the pieces are shared.
func (ps *players) token(dst *ebiten.Image, pl game.Player, x, y, r float64) {
	if pl < 0 {
		return
	}
	if ps.sharedPieces() {
		board.DrawSeatDisc(dst, int(pl), x, y, r)
		return
	}
	lk := &look.Plain
	if mark := seatMark(ps.s.State(), pl); !mark.Empty() {
		lk = board.LookOf(ps.g.Looks, mark)
	}
	board.DrawPiece(dst, x, y, r, lk, int(pl), false)
}

// seatMark returns the piece that stands for seat pl beside its name:
// of its pieces on the board, the one of the first kind (The Game of
// War's King), not whichever stands first, which a move would change;
// the zero Piece when it has none.
func seatMark(st game.State, pl game.Player) game.Piece {
	var mark game.Piece
	for i := 0; i < st.Board().Len(); i++ {
		if pc := st.PieceAt(i); !pc.Empty() && pc.Owner == pl && (mark.Empty() || pc.Kind < mark.Kind) {
			mark = pc
		}
	}
	return mark
}

// drawPlayers lists the seats: token, name, who plays it, the score when
// the game keeps one, and the pieces each still holds off the board.
func (ps *players) draw(dst *ebiten.Image, c *ui.Context) {
	if ps.rect.Empty() {
		return
	}
	s := c.S
	st := ps.s.State()
	scorer, _ := st.(game.Scorer)
	reserver, _ := st.(game.Reserver)
	taker, _ := st.(game.TakeCounter)
	toMove := ps.s.Match().ToMove()
	rowH := playerRowH(len(ps.s.Names()), s)
	compact := rowH < 40*s
	nameF, descF := ui.Face(true, 15*s), ui.Face(false, 13.5*s)
	tr := 12 * s
	if compact {
		nameF, descF, tr = ui.Face(true, 13.5*s), ui.Face(false, 12.5*s), 10*s
	}
	for i, n := range ps.s.Names() {
		pl := game.Player(i)
		row := ui.Rect{X: ps.rect.X, Y: ps.rect.Y + float64(i)*rowH, W: ps.rect.W, H: rowH - 4*s}
		if pl == toMove {
			ui.FillRoundRect(dst, row, 10*s, ui.ColPanelHi)
			ui.FillRoundRect(dst, ui.Rect{X: row.X, Y: row.Y + row.H*0.2, W: 3 * s, H: row.H * 0.6}, 1.5*s, ui.ColAccent)
		}
		ps.token(dst, pl, row.X+22*s, row.Y+row.H/2, tr)
		x := row.X + 42*s
		n := lang.T(n) // a seat's noun, or a name a player chose
		ui.DrawText(dst, n, nameF, x, row.Y+row.H/2, ui.AlignLeft, ui.ColText)
		x += ui.TextWidth(n, nameF) + 10*s
		if reserver != nil {
			for k, pc := range reserver.Reserve(pl) {
				r := ps.reserveSlot(c, i, k)
				cx, cy := r.Center()
				if pl == toMove && ps.board.Armed() {
					ui.FillCircle(dst, cx, cy, r.H*0.5, ui.WithAlpha(ui.ColAccent, 0.45))
				}
				board.DrawPiece(dst, cx, cy, r.H*0.36, board.LookOf(ps.g.Looks, pc), int(pc.Owner), false)
				x = r.Right() + 4*s
			}
		}
		right := row.Right() - 10*s
		if scorer != nil {
			sc := strconv.Itoa(scorer.Score(pl))
			ui.DrawText(dst, sc, nameF, right, row.Y+row.H/2, ui.AlignRight, ui.ColAccentHi)
			right -= ui.TextWidth(sc, nameF) + 12*s
		}
		if taker != nil {
			if n, ok := taker.PiecesTaken(pl); ok {
				note := lang.N(n, "%d piece", "%d pieces", n) + " ·"
				ui.DrawText(dst, note, descF, right, row.Y+row.H/2, ui.AlignRight, ui.ColMuted)
				right -= ui.TextWidth(note, descF) + 8*s
			}
		}
		desc := ps.seatLine(pl)
		x = ps.drawCaptured(dst, pl, x, right, row, descF, desc, s)
		desc = firstFitting(append([]string{desc}, ps.shortSeatLines(pl)...), descF, right-x)
		ui.DrawText(dst, ui.Ellipsize(desc, descF, right-x), descF, right, row.Y+row.H/2, ui.AlignRight, ui.ColMuted)
	}
}

// reserveSlot returns where the k-th piece held off the board by seat i
// is shown in the players list: after the seat's name, each a tappable
// square.
func (ps *players) reserveSlot(c *ui.Context, i, k int) ui.Rect {
	s := c.S
	rowH := playerRowH(len(ps.s.Names()), s)
	nameF := ui.Face(true, 15*s)
	if rowH < 40*s {
		nameF = ui.Face(true, 13.5*s)
	}
	h := rowH - 4*s
	x := ps.rect.X + 42*s + ui.TextWidth(lang.T(ps.s.Names()[i]), nameF) + 8*s + float64(k)*(h+2*s)
	return ui.Rect{X: x, Y: ps.rect.Y + float64(i)*rowH, W: h, H: h}
}

// tapReserve handles a tap at (x,y) on the pieces the player to move holds
// off the board: it arms a placement (the board then shows where the piece
// may go) or disarms it. It reports whether the tap was on them.
func (ps *players) tapReserve(c *ui.Context, x, y float64) bool {
	res, ok := ps.s.State().(game.Reserver)
	if !ok || ps.rect.Empty() || !ps.board.Live() {
		return false
	}
	pl := ps.s.Match().ToMove()
	for k := range res.Reserve(pl) {
		if ps.reserveSlot(c, int(pl), k).Contains(x, y) {
			ps.board.ToggleArm()
			return true
		}
	}
	return false
}

// shortSeatLines returns shorter forms of seatLine, longest first, for a
// row with little room: "AI · Medium", then "Medium".
func (ps *players) shortSeatLines(pl game.Player) []string {
	seat := ps.s.Seat(pl)
	if !seat.AI {
		return nil
	}
	level := words.MatchLevelLabel(ps.s.Match(), seat.Level, pl)
	return []string{lang.T("AI · %s", level), level}
}

// firstFitting returns the first of texts that fits width in face f, or
// the last one when none does.
func firstFitting(texts []string, f *text.GoTextFace, width float64) string {
	for _, t := range texts {
		if ui.TextWidth(t, f) <= width {
			return t
		}
	}
	return texts[len(texts)-1]
}

// seatLine says who plays seat pl in the players list: "Human",
// "Computer · Medium", "You" against the computer, and nothing for the
// one seat of a solo game that a person plays, where it goes without saying.
func (ps *players) seatLine(pl game.Player) string {
	seat := ps.s.Seat(pl)
	switch {
	case seat.AI || seat.Friend:
		return seatDescription(ps.s.Match(), pl, seat)
	case len(ps.s.Names()) == 1:
		return ""
	case ps.s.Mixed() || ps.s.HasFriend():
		return lang.T("You")
	}
	return seatDescription(ps.s.Match(), pl, seat)
}

// seatDescription returns who plays seat pl, as s, in match m, for the
// players list: "Human", "Computer · Hard", "Friend · by message".
func seatDescription(m *game.Match, pl game.Player, s midend.Seat) string {
	if s.Friend {
		return lang.T("Friend · by message")
	}
	if !s.AI {
		return lang.T("Human")
	}
	return lang.T("Computer · %s", words.MatchLevelLabel(m, s.Level, pl))
}

// summary describes the match: who plays which side.
func (ps *players) summary() string {
	var parts []string
	for i, n := range ps.s.Names() {
		if line := ps.seatLine(game.Player(i)); line != "" {
			parts = append(parts, lang.T("%s: %s", lang.T(n), line))
		}
	}
	return strings.Join(parts, " · ")
}
