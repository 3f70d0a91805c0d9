package solitaire

import (
	"parlour/game"
	"parlour/lang"
)

// lesson teaches Peg Solitaire in eight steps: the numbered cross and the
// start, jumps straight over a neighbour that take it away (never along a
// diagonal), moves that count a chain by one peg once, the end and the
// win with one peg in the centre, the leaflet's solution, the solver's
// help, and the French board and the other goals of the options. The
// game has one player and a turn lasts until no jump is left, so every
// step is a small ending played out to its last jump.
var lesson = &game.Lesson{Steps: []game.Step{
	{
		Title:    lang.Key("The cross of holes"),
		Covers:   []string{"The board", "Setting up"},
		Position: ".../.o./...o.../......./......./.../...",
		Say:      lang.Key("The board is a cross of 33 holes, numbered 1 to 33 row by row from the top left; 17 is the centre. Jump the peg in hole 5 over hole 10 into 17."),
		Pass:     []string{"5-17"},
		Hint:     lang.Key("That jump goes the other way, out of the board's middle. Jump from 5 down into the centre, 17."),
		Done:     lang.Key("That jump is written 5-17, and the peg in 10 is gone. A real game starts with a peg in every hole but 17: 32 pegs."),
	},
	{
		Title:    lang.Key("Straight jumps only"),
		Covers:   []string{"Jumping"},
		Position: ".../.../......./.o...../..o..../o../...",
		Say:      lang.Key("A peg jumps over a neighbour, left, right, up or down, into the empty hole just beyond, never along a diagonal. Leave one peg, in hole 17."),
		Pass:     []string{"28-16 15-17"},
		Hint:     lang.Key("The last peg must land in 17. Jump 28 straight up over 23 first."),
		Done:     lang.Key("Each peg jumped over was taken off. 15 over 23 into 29 would have been a diagonal jump, which is not allowed."),
	},
	{
		Title:    lang.Key("Counting moves"),
		Covers:   []string{"Counting moves"},
		Position: ".../.../..o..../.o.o.../.o...../.o./...",
		Say:      lang.Key("Jumps made one after another by the same peg count as a single move. Let the peg in 22 jump three times in a row, then finish in hole 17."),
		Pass:     []string{"22-8 8-10 10-24 29-17"},
		Hint:     lang.Key("Keep going with the same peg: from 22 up to 8, across to 10, then down over 17 to 24."),
		Done:     lang.Key("Four jumps, but the counter under the board shows two moves: the chain 22-8-10-24 counts once. Fewer moves make a better game."),
	},
	{
		Title:    lang.Key("The end of a game"),
		Covers:   []string{"The end"},
		Position: ".../.o./......./...o.../...o.../.../...",
		Say:      lang.Key("The game ends when no jump is left. You win only with a single peg, standing in the goal hole, 17. Win from here."),
		Pass:     []string{"24-10 5-17"},
		Hint:     lang.Key("That ends the game with more than one peg, or with the last one outside 17. Clear the centre first: jump 24 up over it."),
		Done:     lang.Key("One peg, in the centre: a win. When a game ends with pegs left over, undo a few jumps and try again."),
	},
	{
		Title:    lang.Key("The leaflet's solution"),
		Covers:   []string{"The leaflet's key"},
		Position: ".../.../......./..ooo../...o.../.o./...",
		Say:      lang.Key("The leaflet prints a solution in hole numbers, from 5-17 on. Play its last four jumps: 17-15, 29-17, 18-16 and 15-17."),
		Pass:     []string{"17-15 29-17 18-16 15-17"},
		Hint:     lang.Key("Follow the leaflet in its order: 17-15, then 29-17, 18-16 and 15-17."),
		Done:     lang.Key("Those are the last of the leaflet's 31 jumps. In a game, its whole solution can be played for you step by step."),
	},
	{
		Title:    lang.Key("Help from the solver"),
		Covers:   []string{"Help from the solver"},
		Position: ".../.../......./..ooo../....oo./.o./...",
		Say:      lang.Key("Finish with one peg in 17. In a game, Hint shows the next jump of a solution, and the analysis says whether the goal can still be reached."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("No win this time. The analysis would tell you how many jumps to undo to get back on a winning path."),
		Done:     lang.Key("Solved. The shortest game from the start takes 18 moves: Bergholt found one in 1912, and Beasley proved in 1964 that none is shorter."),
	},
	{
		Title:    lang.Key("The French board"),
		Covers:   []string{"Options"},
		Options:  game.Options{OptBoard: BoardFrench},
		Position: ".../...../......./..o..../..o..../.oo../...",
		Say:      lang.Key("The French board has 37 holes, one more in each inside corner. Its standard start empties hole 6, and the last peg must end in hole 32. End there."),
		Hint:     lang.Key("Hole 32 must hold the last peg. The new corner hole 30 helps: jump 32 into it first."),
		Pass:     []string{"32-30 18-31 30-32"},
		Done:     lang.Key("On the French board a game started with the centre empty can never end with one peg, hence its other start and goal."),
	},
	{
		Title:    lang.Key("One peg anywhere"),
		Covers:   []string{"Options"},
		Options:  game.Options{OptGoal: GoalAnywhere},
		Position: ".../.../......./.oo.o../..o..../.../...",
		Say:      lang.Key("The Goal option may ask for one peg anywhere instead of in the centre. Leave a single peg, in any hole."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("More than one peg is stranded. Try jumping 15 over 16 into the centre first."),
		Done:     lang.Key("One peg: a win under this goal. The Empty hole option picks which hole starts empty, by its number on the English board."),
	},
}}
