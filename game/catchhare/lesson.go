package catchhare

import (
	"parlour/game"
	"parlour/lang"
)

// lesson teaches Catch the Hare in ten steps: the board and the start,
// the steps of both sides, the hare's leap that captures and its chains
// of leaps, how the hunters guard against leaps and trap the hare, how
// the hare wins, the draw after 200 quiet moves, the options (the "hare
// wins at" threshold among them) and the hunters' wall that wins with
// perfect play.
var lesson = &game.Lesson{Steps: []game.Step{
	{
		Title:  lang.Key("The board and the start"),
		Covers: []string{"The board", "Setting up", "Taking turns"},
		Say:    lang.Key("The hare starts on c3; twelve hunters fill rows 4 and 5, a3 and e3. Hunters move first: step one along a line to an empty neighbouring point."),
		Goal:   game.GoalAny,
		Done:   lang.Key("Hunters step one point along any line, in any direction, and never leap. On this original board some points also have diagonal lines; the options offer boards with fewer."),
	},
	{
		Title:    lang.Key("The hare steps"),
		Covers:   []string{"Taking turns", "Playing well"},
		Position: "...../X.H../....X/XXXXX/XXXXX hare 0",
		Say:      lang.Key("The hare steps like a hunter, along any line. It is strongest in the middle, where the most lines meet: step back to the centre."),
		Pass:     []string{"c2-c3"},
		Hint:     lang.Key("The centre is c3: from there the hare can run or leap along eight lines."),
		Done:     lang.Key("From c3 the hare watches all eight lines and waits for a gap."),
	},
	{
		Title:    lang.Key("The hare's leap"),
		Covers:   []string{"Taking turns"},
		Position: "...../..H../X.X.X/XX.XX/XXXXX hare 0",
		Say:      lang.Key("The hare may leap along a line over a hunter next to it, to the empty point just beyond. The hunter leapt over is captured. Capture one."),
		Goal:     game.GoalCapture,
		Hint:     lang.Key("Find a hunter next to the hare with an empty point straight behind it."),
		Done:     lang.Key("The hunter from c3 is off the board. Capturing is never compulsory: the hare may always step instead."),
	},
	{
		Title:    lang.Key("A chain of leaps"),
		Covers:   []string{"Taking turns", "Options"},
		Position: "..H../..X../XX.X./XXXXX/X.X.X hare 0",
		Say:      lang.Key("After a leap the hare may leap again, in any direction, each leap taking one hunter. Take two hunters in one move: tap the hare, then each landing point in turn."),
		Pass:     []string{"c1xc3xe3"},
		Hint:     lang.Key("That is not the whole chain. After landing on c3, look for another hunter with an empty point beyond it."),
		Done:     lang.Key("Two hunters in one move. The hare may stop after any leap by tapping its landing again; with the single-leaps option it makes one leap per move."),
	},
	{
		Title:    lang.Key("Back up your hunters"),
		Covers:   []string{"Taking turns", "Playing well"},
		Position: "...../....X/X.HX./XXX.X/XXXXX hunters 0",
		Say:      lang.Key("The hare threatens to leap over d3 to the empty e3. Make a move after which the hare has nothing to capture."),
		Pass:     []string{"e2-e3", "e4-e3", "d3-e3", "d3-d4"},
		Hint:     lang.Key("After that the hare still finds a hunter next to it with an empty point straight behind."),
		Done:     lang.Key("Every hunter next to the hare is backed by another, so there is nothing to leap."),
	},
	{
		Title:    lang.Key("Trap the hare"),
		Covers:   []string{"Winning"},
		Position: "HXX../X..../XXX../.XXX./..XX. hunters 0",
		Say:      lang.Key("The hunters win when the hare, on its turn, can neither step nor leap. Trap the hare in the corner."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("The hare can still get out. Check every point next to it, and the point beyond each hunter there."),
		Done:     lang.Key("No empty point next to the hare, and every hunter beside it is backed: the hunters win."),
	},
	{
		Title:    lang.Key("Down to nine"),
		Covers:   []string{"Winning"},
		Position: "H..../.X.../.X.X./XXXXX/X.X.X hare 0",
		Say:      lang.Key("The hare wins when the hunters are down to nine or fewer. Eleven are left: win in one move."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("One capture is not enough: chain two leaps."),
		Done:     lang.Key("Nine hunters can no longer close the net: the hare wins. The hare also wins if the hunters ever have no move."),
	},
	{
		Title:    lang.Key("No capture for 200 moves"),
		Covers:   []string{"Winning"},
		Position: "...../.X.../X.H.X/XXX.X/XXXXX hare 199",
		Say:      lang.Key("199 moves have passed without a capture. If this move captures nothing, the game is a draw after 200. Capture!"),
		Goal:     game.GoalCapture,
		Hint:     lang.Key("Without a capture the game ends drawn. Which hunter has an empty point behind it?"),
		Done:     lang.Key("A capture starts the count again. A position that comes round a third time with the same side to move is a draw too."),
	},
	{
		Title:    lang.Key("Hare wins at"),
		Covers:   []string{"Options"},
		Options:  game.Options{OptThreshold: "11"},
		Position: "...../...../.XH.X/XXXXX/XXXXX hare 0",
		Say:      lang.Key("The option \"Hare wins at\" sets how few hunters the hare must bring them down to, from 5 to 11. Here it is 11: one capture wins."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("Only a capture wins here."),
		Done:     lang.Key("Eleven hunters left, so the hare wins. The hare always needs at least one capture, whatever the setting and however many hunters start."),
	},
	{
		Title:    lang.Key("A solid wall"),
		Covers:   []string{"Playing well", "What perfect play gives", "Options", "The board"},
		Position: "",
		Say:      lang.Key("Hunters win by advancing slowly as a wall, each hunter backed by another. Make a first move that leaves the hare nothing to capture."),
		Pass:     []string{"a3-a2", "e3-e2", "b4-b3", "d4-d3"},
		Hint:     lang.Key("That leaves a hunter next to the hare with an empty point behind it: one gap is often all the hare needs."),
		Done:     lang.Key("With perfect play the hunters always win from the start, on all three boards, with 12, 11 or 10 hunters and with single or multiple leaps."),
	},
}}
