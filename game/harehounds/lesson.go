package harehounds

import (
	"parlour/game"
	"parlour/lang"
)

// lesson teaches Hare and Hounds in ten steps: the board and the start,
// how the hare and the hounds move (the hounds never to the left), the
// hare's three ways to win and the hounds' trap, the stalling rule, the
// escape goal and the other options, and the hounds' plan of a tight line.
var lesson = &game.Lesson{Steps: []game.Step{
	{
		Title:  lang.Key("The board and the start"),
		Covers: []string{"The board", "Setting up", "Taking turns"},
		Say:    lang.Key("Eleven points, joined by lines. The hounds start on a2, b1 and b3, the hare on e2, and the hounds move first. Move any hound one step along a line."),
		Goal:   game.GoalAny,
		Done:   lang.Key("One piece moves one step per turn, to a neighbouring empty point. Nothing jumps and nothing is captured. Only the centre, c2, is joined to all eight points around it."),
	},
	{
		Title:    lang.Key("The hare runs any way"),
		Covers:   []string{"Taking turns"},
		Position: "D.H/..DD./... hare 0",
		Say:      lang.Key("You are the hare now. It may step along any line in any direction, even back to the right. On d1 it is in danger: move it to safety."),
		Pass:     []string{"d1-e2"},
		Hint:     lang.Key("On c1 the hare could be trapped at once: the hound on d2 steps up to d1 and every exit is closed."),
		Done:     lang.Key("Safe for now. The hare may always turn back; the hounds never can."),
	},
	{
		Title:    lang.Key("Home at a2"),
		Covers:   []string{"Winning"},
		Position: "D../..D../HD. hare 0",
		Say:      lang.Key("The hare wins by reaching a2, the left end where the hounds started. Win now."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("The hare on b3 is joined to a2 by a line: step straight onto it."),
		Done:     lang.Key("The hare is home, so the hare wins."),
	},
	{
		Title:    lang.Key("Forward, up or down"),
		Covers:   []string{"Taking turns", "Playing well"},
		Position: "..D/...H./.DD hounds 0",
		Say:      lang.Key("A hound steps right, diagonally right, or straight up or down, but never to the left. The hare on d2 eyes the gap at c2: close it."),
		Pass:     []string{"c3-c2"},
		Hint:     lang.Key("That leaves c2 open: the hare slips through it towards a2, and a hound it has passed can never come back."),
		Reply:    "d2-e2",
		Done:     lang.Key("The line is closed. With no way left, the hare had to fall back to e2."),
	},
	{
		Title:    lang.Key("Trap the hare"),
		Covers:   []string{"Winning"},
		Position: "..D/..D.H/..D hounds 0",
		Say:      lang.Key("The hounds win when the hare, on its turn, has no empty point to step to. Trap it."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("After that the hare still has an empty point to step to."),
		Done:     lang.Key("The hare on e2 cannot move: the hounds win."),
	},
	{
		Title:    lang.Key("Hounds with no move"),
		Covers:   []string{"Winning"},
		Position: "..D/..H.D/..D hare 0",
		Say:      lang.Key("The hare also wins if the hounds have no move on their turn. These hounds have run past it: win at once."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("Running home works too, but slowly. Look at d2: once the hare is there, which hound can still move?"),
		Done:     lang.Key("The hounds on d1, e2 and d3 cannot step left, and every other point next to them is full: the hare wins."),
	},
	{
		Title:    lang.Key("Ten moves without advancing"),
		Covers:   []string{"The stalling rule", "Options"},
		Position: ".D./....H/.DD hounds 9",
		Say:      lang.Key("The hounds have made nine moves in a row that stay in their columns. A tenth such move gives the hare the game, so move a hound one column right."),
		Pass:     []string{"c1-d1"},
		Hint:     lang.Key("That hound stays in its column: it would be the tenth such move in a row, and the hare would win."),
		Reply:    "e2-d2",
		Done:     lang.Key("Gaining a column sets the count back to zero. (An option turns this rule off; then a position that comes round a third time is a draw.)"),
	},
	{
		Title:    lang.Key("A trap on the tenth move"),
		Covers:   []string{"The stalling rule", "Winning"},
		Position: ".D./...../DHD hounds 9",
		Say:      lang.Key("Nine moves without advancing again. A tenth loses, unless it traps the hare: then the hounds still win. Trap the hare."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("After that the hare still has a point to step to: close its last exit."),
		Done:     lang.Key("The hound on c1 stepped straight down without advancing, but the hare is trapped, so the hounds win."),
	},
	{
		Title:    lang.Key("Gardner's escape"),
		Covers:   []string{"Options"},
		Options:  game.Options{OptGoal: "escape"},
		Position: ".H./..DD./.D. hare 0",
		Say:      lang.Key("With the escape goal, chosen in the options, the hare wins once it stands further left than every hound. Get past them."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("On d1 the hare is not yet left of every hound: it must reach column b."),
		Done:     lang.Key("On b1 the hare is left of all three hounds: it has escaped and wins, without going all the way to a2."),
	},
	{
		Title:    lang.Key("A tight line"),
		Covers:   []string{"Playing well", "Options", "Setting up"},
		Options:  game.Options{OptLayout: "alternative"},
		Position: "",
		Say:      lang.Key("In the alternative layout the hare starts on c2. Hounds should advance as a tight line: make a first move that leaves the hare no gap to get behind you."),
		Pass:     []string{"a2-b2", "b1-b2", "b3-b2"},
		Hint:     lang.Key("That empties b1 or b3, and the hare slips in behind the hounds, where no hound can ever come back for it."),
		Done:     lang.Key("No gap. With perfect play the hounds always win, from either layout, even when the options let the hare move first."),
	},
}}
