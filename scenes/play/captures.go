package play

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/scenes/board"
	"parlour/scenes/ui"
)

// The pieces each seat has captured, shown in its row of the players
// list: one piece of each kind in its owner's colours, with a count, as
// the match's history records them. Any game with captures gets them.

// capturedGroup is one kind of captured piece with how many were taken,
// and where its piece is drawn in the row.
type capturedGroup struct {
	piece game.Piece
	n     int
	x     float64 // the piece's centre
}

// groupCaptured counts pieces by owner and kind, in the order each was
// first taken.
func groupCaptured(pieces []game.Piece) []capturedGroup {
	var out []capturedGroup
next:
	for _, pc := range pieces {
		for i := range out {
			if out[i].piece == pc {
				out[i].n++
				continue next
			}
		}
		out = append(out, capturedGroup{piece: pc, n: 1})
	}
	return out
}

// capturedLayout places the pieces seat pl has captured in its row
// between x and right, right-aligned before the seat line desc; the
// groups that do not fit are left out and counted in more. It returns the
// groups, the radius of their pieces and where the seat line may start.
func (ps *players) capturedLayout(pl game.Player, x, right float64, row ui.Rect, f *text.GoTextFace, desc string, s float64) (groups []capturedGroup, r float64, more int, start float64) {
	if len(ps.s.Names()) < 2 {
		return nil, 0, 0, x // a solo game's removed pieces are counted by its description
	}
	all := groupCaptured(ps.s.Match().Captured(pl))
	if len(all) == 0 {
		return nil, 0, 0, x
	}
	r = min(row.H*0.3, 10*s)
	gap := 6 * s
	width := func(g capturedGroup) float64 {
		w := 2 * r
		if g.n > 1 {
			w += 2*s + ui.TextWidth(countLabel(g.n), f)
		}
		return w
	}
	descW := 0.0
	if desc != "" {
		descW = ui.TextWidth(desc, f) + 12*s
	}
	room := right - descW - x
	used := 0.0
	for i, g := range all {
		w := width(g) + gap
		rest := 0
		for _, h := range all[i+1:] {
			rest += h.n
		}
		moreW := 0.0
		if rest > 0 {
			moreW = ui.TextWidth("+"+strconv.Itoa(rest), f) + gap
		}
		if used+w+moreW > room && i < len(all)-1 || used+w > room {
			for _, h := range all[i:] {
				more += h.n
			}
			break
		}
		groups = append(groups, g)
		used += w
	}
	// Right-align: the groups end where the seat line begins.
	cx := right - descW - used
	if more > 0 {
		cx -= ui.TextWidth("+"+strconv.Itoa(more), f) + gap
	}
	for i := range groups {
		groups[i].x = cx + r
		cx += width(groups[i]) + gap
	}
	if more > 0 {
		cx += ui.TextWidth("+"+strconv.Itoa(more), f) + gap
	}
	return groups, r, more, cx
}

// countLabel writes a count of captured pieces: "×3".
func countLabel(n int) string { return "×" + strconv.Itoa(n) }

// drawCaptured draws the pieces seat pl has captured in its row and
// returns where its seat line may start.
func (ps *players) drawCaptured(dst *ebiten.Image, pl game.Player, x, right float64, row ui.Rect, f *text.GoTextFace, desc string, s float64) float64 {
	groups, r, more, start := ps.capturedLayout(pl, x, right, row, f, desc, s)
	cy := row.Y + row.H/2
	last := 0.0
	for _, g := range groups {
		board.DrawPiece(dst, g.x, cy, r, board.LookOf(ps.g.Looks, g.piece), int(g.piece.Owner), false)
		last = g.x + r
		if g.n > 1 {
			ui.DrawText(dst, countLabel(g.n), f, last+2*s, cy, ui.AlignLeft, ui.ColMuted)
			last += 2*s + ui.TextWidth(countLabel(g.n), f)
		}
	}
	if more > 0 {
		ui.DrawText(dst, "+"+strconv.Itoa(more), f, last+6*s, cy, ui.AlignLeft, ui.ColMuted)
	}
	return start
}
