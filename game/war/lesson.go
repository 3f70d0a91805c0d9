package war

import (
	"parlour/game"
	"parlour/lang"
)

// lesson teaches the Game of War in thirteen steps: the board, the
// citadels and the start; the Mortar, Cannon and General, the King and the
// Horse; the Troops' step, diagonal capture, double step, jump and
// compulsory chain; the capture that is owed; the Flying Machines; taking
// and defending a citadel, with the Troops that are safe on the far rank;
// the side that cannot move; en passant, the one option; and how moves
// are written. Its positions hold only the pieces a step needs.
var lesson = &game.Lesson{Steps: []game.Step{
	{
		Title:  lang.Key("Board and citadels"),
		Covers: []string{"The board", "Setting up"},
		Say:    lang.Key("Files run a to j from the left, ranks 1 to 10 up from White's side. The citadels are f1 and f10, where the Kings start. White moves first: make any move."),
		Goal:   game.GoalAny,
		Done:   lang.Key("Each back rank holds Mortars on the a- and j-files, Horses on b and i, Cannons on c and h, the General on e and the King on f, with d and g empty. Ten Troops stand in front."),
	},
	{
		Title:    lang.Key("Sliding pieces"),
		Covers:   []string{"The pieces", "Writing moves"},
		Position: ".....k..../........../........../M.v.h...../........../........../.C..V...../........../....G...../.....K.... white 0 0 - 0",
		Say:      lang.Key("The Mortar slides along ranks and files, the Cannon along diagonals, the General both ways, like a chess rook, bishop and queen. Capture the Black Horse on e7."),
		Pass:     []string{"b4xe7"},
		Hint:     lang.Key("That does not take the Horse. No piece slides through another: only the Cannon has a clear line to e7."),
		Done:     lang.Key("A piece captures by landing on an enemy piece. Moves are written from-to, such as e2-e3, and captures with an x, such as b4xe7."),
	},
	{
		Title:    lang.Key("King and Horse"),
		Covers:   []string{"The pieces"},
		Position: "........../........../.....rkr../....Hvrv../........../........../........../........../........../K......... white 0 0 - 0",
		Say:      lang.Key("The King steps one square any way. The Horse leaps in an L, two squares one way and one to the side, over anything. There is no check: take the Black King."),
		Pass:     []string{"e7xg8"},
		Hint:     lang.Key("The Black King is on g8. From e7 the Horse reaches it two files right and one rank up, whatever stands between."),
		Done:     lang.Key("The King can be captured like any other piece, and losing it does not end the game. There is no castling either."),
	},
	{
		Title:    lang.Key("Troops"),
		Covers:   []string{"Troops"},
		Position: ".........k/........../........../........../........../....h...../...V....../........../........../K......... white 0 0 - 0",
		Say:      lang.Key("A Troop steps one square straight forward to an empty square and captures one square diagonally forward. Van Troops (flags) and Rear Troops (pawns) move alike. Take the Horse."),
		Pass:     []string{"d4xe5"},
		Hint:     lang.Key("That is a plain step. A Troop captures diagonally forward: take the Horse on e5."),
		Done:     lang.Key("Taken. Troops are never promoted, however far they go."),
	},
	{
		Title:    lang.Key("The double step"),
		Covers:   []string{"Troops"},
		Position: ".........k/........../........../........../........../........../..V......./........../....R...../K......... white 0 0 - 0",
		Say:      lang.Key("A Troop standing on one of its side's Troop starting squares may step two squares forward if both are empty. Bring the Troop on e2 to e4 in one move."),
		Pass:     []string{"e2-e4"},
		Hint:     lang.Key("The Troop on e2 stands on a starting square: it may go two squares, straight to e4."),
		Done:     lang.Key("The Troop on c4 is not on a starting square, so it could step only one."),
	},
	{
		Title:    lang.Key("Jumping a Troop"),
		Covers:   []string{"Troops"},
		Position: ".........k/........../........../........../........../....v...../...V....../........../........../K......... white 0 0 - 0",
		Say:      lang.Key("A Troop may jump diagonally forward over an adjacent enemy Troop into the empty square beyond, capturing it. Only Troops can be jumped. Jump the Troop on e5."),
		Pass:     []string{"d4:f6"},
		Hint:     lang.Key("That takes the Troop by moving onto it. Jump over it instead, into f6."),
		Done:     lang.Key("Jumped and captured. A jump is written with a colon: d4:f6."),
	},
	{
		Title:    lang.Key("Chains of jumps"),
		Covers:   []string{"Troops", "Writing moves"},
		Position: ".........k/........../......r.../........../..r.v...../........../..v......./.V......../........../K......... white 0 0 - 0",
		Say:      lang.Key("A Troop that can jump again from where it lands must go on jumping; where it could go two ways, you choose. Jump with the Troop on b3 until the chain ends."),
		Pass:     []string{"b3:d5:b7", "b3:d5:f7:h9"},
		Hint:     lang.Key("That captures c4 by moving onto it. Jump over it instead, and keep jumping."),
		Done:     lang.Key("A whole chain is one move, written with each landing square, like b3:d5:f7:h9. You need not choose the longer chain."),
	},
	{
		Title:    lang.Key("A capture is owed"),
		Covers:   []string{"A capture is owed", "Playing well"},
		Position: ".........k/........../.g.....r../........../........../....v...../...V....../........../.G.....M../K......... white 2 0 - 0",
		Say:      lang.Key("Your Troop on d4 can jump, so you owe a capture of an enemy Troop: no quiet move, no other prey, no Flying Machine. Pay it any way you like."),
		Goal:     game.GoalCapture,
		Done:     lang.Key("Any capture of a Troop pays: the jump, d4xe5 or h2xh8, but not the General on b8. A jump you offer can force your opponent's hand."),
	},
	{
		Title:    lang.Key("Flying Machines"),
		Covers:   []string{"Flying Machines", "Writing moves", "Playing well"},
		Position: ".........k/........../........../.....m..../........../........../........../........../........../K......... white 2 0 - 0",
		Say:      lang.Key("Instead of moving, you may place a Flying Machine on any empty square but a citadel. Block the f-file before the Black Mortar reaches your citadel, f1."),
		Pass:     []string{"FM@f2", "FM@f3", "FM@f4", "FM@f5", "FM@f6"},
		Hint:     lang.Key("The Mortar could still slide down the f-file onto f1. Place the machine on a square between f7 and f1."),
		Reply:    "j10-j9",
		Done:     lang.Key("Written FM@ and the square, like FM@f4. Nothing lands on it or slides through it, and it cannot be captured; Horses still leap it. Each machine works once."),
	},
	{
		Title:    lang.Key("Seize the citadel"),
		Covers:   []string{"Winning"},
		Position: "k........./........../....H...../........../.....v..../........../........../........../.....M..../K......... white 0 0 - 0",
		Say:      lang.Key("Move a piece onto the enemy citadel, f10. Your opponent then has one turn to capture it; if it is still there when your turn comes, you win."),
		Pass:     []string{"e8-f10"},
		Hint:     lang.Key("That does not reach f10, and the Black Troop on f6 blocks the Mortar. The Horse on e8 can leap there."),
		Reply:    "a10-a9",
		Done:     lang.Key("Black could not capture the Horse: White wins. A piece may also get there by a step, a slide, a capture or at the end of a chain of jumps."),
	},
	{
		Title:    lang.Key("Defend your citadel"),
		Covers:   []string{"Winning", "Troops", "Playing well"},
		Position: "m...VR...m/........../........../........../........../k........./........../........../........../K......... black 0 0 - 0",
		Say:      lang.Key("You are Black. A White Troop stands on your citadel, f10: take it now, or White wins. Troops on their far rank cannot be captured, except on a citadel."),
		Pass:     []string{"j10xf10"},
		Hint:     lang.Key("The Troop on f10 must go this turn. The Mortar on j10 has a clear line along rank 10."),
		Reply:    "a1-a2",
		Done:     lang.Key("The Troop on e10 is safe for good and never moves again, and it still blocks its square. Keep a piece that can recapture on your own citadel."),
	},
	{
		Title:    lang.Key("No move, no game"),
		Covers:   []string{"Winning"},
		Position: "........../........../........../........../........../....h...../........../........../........../K.v.M..... white 0 0 - 0",
		Say:      lang.Key("A player who cannot move on their turn loses. Black's Troop on c1 has reached its far rank and never moves again. Leave Black without a move."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("Black can still move its Horse. Capture it."),
		Done:     lang.Key("Black cannot move: White wins. A game is drawn when a position comes round a third time, or after 150 moves in a row without a capture, Troop move or placement."),
	},
	{
		Title:    lang.Key("En passant"),
		Covers:   []string{"Options"},
		Options:  game.Options{OptEnPassant: "on"},
		Position: ".........k/........../........../...Vv...../........../........../........../........../........../K......... white 0 0 e8 0",
		Say:      lang.Key("With the En passant option on, a Troop that has just made a double step past an enemy Troop's diagonal may be taken as in chess. Take the Troop on e7."),
		Pass:     []string{"d7xe8"},
		Hint:     lang.Key("Take it en passant: move diagonally to e8, the square it passed over."),
		Done:     lang.Key("Taken by displacement; en passant is never a jump. By default, as in Maxim's rulebook, there is no en passant."),
	},
}}
