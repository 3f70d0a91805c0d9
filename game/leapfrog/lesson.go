package leapfrog

import (
	"parlour/game"
	"parlour/lang"
)

// lesson teaches Leapfrog in eight steps: the packed board of shared
// pieces and the opening removals, a jump and a chain of jumps, ending a
// chain with Stop, Murray's coloured pieces and their values, the options
// (more players, diagonal jumps, smaller boards), looking past one's own
// turn, and the end of the game with its scores and ranking.
var lesson = &game.Lesson{Steps: []game.Step{
	{
		Title:  lang.Key("Take one to open"),
		Covers: []string{"The board", "The opening"},
		Say:    lang.Key("Every square of the board holds a piece, and nobody owns any. To open, each player in turn removes one piece: tap any piece to take it."),
		Goal:   game.GoalAny,
		Done:   lang.Key("That counts as your first capture; a removal is written with an x, such as xh8. Player 2 removes one next, then you make the first jump."),
	},
	{
		Title:    lang.Key("The first jump"),
		Covers:   []string{"Jumping", "The board"},
		Position: "ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooo.ooooooo/ooooooo.ooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo 1 1,1 -",
		Say:      lang.Key("Both players have removed a piece. Now jump any piece over a neighbour, along a row or column, into the empty square just beyond it."),
		Goal:     game.GoalCapture,
		Done:     lang.Key("The piece you jumped over is yours. Squares are named by column from the left and row from the top, so a jump is written like h6-h8."),
	},
	{
		Title:    lang.Key("A chain of jumps"),
		Covers:   []string{"Jumping"},
		Options:  game.Options{OptSize: "6"},
		Position: "oo..../..o.../...o../....../.....o/.....o 1 2,2 -",
		Say:      lang.Key("On this quick board, take three pieces in one turn: after a jump the same piece may jump again, turning as it likes. Start with the piece on a1."),
		Pass:     []string{"a1-c1 c1-c3 c3-e3"},
		Hint:     lang.Key("Use the piece on a1: jump over b1, then keep jumping with the same piece."),
		Done:     lang.Key("Three pieces in one turn. When the piece could jump no further, your turn ended by itself."),
	},
	{
		Title:    lang.Key("Stop"),
		Covers:   []string{"Jumping"},
		Options:  game.Options{OptSize: "6"},
		Position: ".o.o../.o..oo/o.o.../....../....o./...... 1 2,2 -",
		Say:      lang.Key("You must jump at least once, but you may end a chain after any jump by pressing Stop here. Jump b1-b3, then stop."),
		Pass:     []string{"b1-b3 stop"},
		Hint:     lang.Key("Going on to d3 would let Player 2 jump f2-d2-d4. Jump b1-b3 and press Stop here."),
		Reply:    "f2-d2",
		Done:     lang.Key("Player 2 could take only one piece, f2-d2. Had you gone on to d3, it would have jumped f2-d2-d4 and drawn level."),
	},
	{
		Title:    lang.Key("Murray's colours"),
		Covers:   []string{"The pieces"},
		Options:  game.Options{OptSize: "6", OptVersion: "coloured"},
		Position: "....../.WG.../....../.YR.../....../.RW... 1 2/1,1/1 -",
		Say:      lang.Key("In the old version every piece counts one. In Murray's, green is worth 4 points, red 3, yellow 2 and white 1, shown by pips. Make the jump that scores most."),
		Pass:     []string{"b2-d2"},
		Hint:     lang.Key("That piece is worth less. Green, with four pips, is worth 4: jump over the one on c2."),
		Done:     lang.Key("Four points. A 15 by 15 board has 22 green, 45 red, 68 yellow and 90 white pieces, placed by a numbered layout shown under the turn line."),
	},
	{
		Title:    lang.Key("Options"),
		Covers:   []string{"Options"},
		Options:  game.Options{OptSize: "6", OptPlayers: "3", OptJumps: "diagonal"},
		Position: ".....o/.....o/..o.../...o../....../...... 2 1,1,1 -",
		Say:      lang.Key("Here three play, and the Jumps option allows diagonal jumps as well, as the leaflet suggests trying. You are Player 2: make a diagonal jump."),
		Pass:     []string{"c3-e5", "d4-b2"},
		Hint:     lang.Key("That jump is straight. Jump along a diagonal, with the piece on c3 or on d4."),
		Reply:    "f1-f3",
		Done:     lang.Key("Player 3 jumped next. The options: 2 to 8 players, boards of 15 to 18 squares or quick ones of 6, 8, 10 or 12, old or coloured pieces, and the colour layout."),
	},
	{
		Title:    lang.Key("Look past your turn"),
		Covers:   []string{"Playing well"},
		Options:  game.Options{OptSize: "6"},
		Position: "....../....oo/..o.o./....o./.....o/...oo. 1 2,2 -",
		Say:      lang.Key("The longest chain is not always the best. The piece on d6 could take three; stop it where Player 2 can take only one piece back."),
		Pass:     []string{"d6-f6 f6-f4 stop"},
		Hint:     lang.Key("Stopping on f6 leaves Player 2 the chain f6-f4-d4, and going on to d4 leaves e2-e4-c4-c2. Stop on f4."),
		Reply:    "e3-e5",
		Done:     lang.Key("Player 2 took one. Had you gone on to d4, it would have jumped e2-e4-c4-c2 and caught up, 5 to 5."),
	},
	{
		Title:    lang.Key("The end"),
		Covers:   []string{"The end", "Playing well"},
		Options:  game.Options{OptSize: "6"},
		Position: "....o./...o../o...../.o..../..o.../...oo. 1 3,5 -",
		Say:      lang.Key("The game ends when no piece can jump, and whoever captured most wins. You have 3, Player 2 has 5: count what is left and finish as the winner."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("The game goes on, and Player 2 jumps next: finish it this turn. One piece can take four in a chain."),
		HintOver: lang.Key("That ends the game with you behind, 4 to 5. One piece can take four in a chain."),
		Done:     lang.Key("7 to 5: you win. Equal best scores share the win, and the ranking skips places after a tie: 12, 9, 9 and 5 rank first, second twice, fourth."),
	},
}}
