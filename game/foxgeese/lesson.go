package foxgeese

import (
	"parlour/game"
	"parlour/lang"
)

// lesson teaches Fox and Geese in nine steps: the board and the start,
// the fox's jump that captures and its chains of jumps, the geese's steps
// and how they guard one another, how the geese trap the foxes and how
// the foxes win (every goose taken, or geese with no move), the draw
// after 200 quiet turns, and the two options.
var lesson = &game.Lesson{Steps: []game.Step{
	{
		Title:  lang.Key("The board and the start"),
		Covers: []string{"The board", "Setting up", "Taking turns"},
		Say:    lang.Key("33 holes in a cross, numbered from the top. The foxes start on 9 and 11, the 24 geese fill the lower part, and the foxes move first: step a fox to an empty hole."),
		Goal:   game.GoalAny,
		Done:   lang.Key("Foxes and geese step one hole along a line, in any direction. By default diagonal lines join the centre, 17, and some other holes to all eight neighbours."),
	},
	{
		Title:    lang.Key("The fox's jump"),
		Covers:   []string{"Taking turns"},
		Position: ".../.../GGF.FGG/GGGGGGG/GGGG.GG/GGG/GGG foxes 0",
		Say:      lang.Key("Instead of stepping, a fox may jump along a line over a goose next to it, to the empty hole just beyond. The goose is captured. Capture one."),
		Goal:     game.GoalCapture,
		Hint:     lang.Key("Find a goose next to a fox with the empty hole, 25, straight behind it."),
		Done:     lang.Key("One goose fewer. Capturing is never compulsory, and geese never jump."),
	},
	{
		Title:    lang.Key("A chain of jumps"),
		Covers:   []string{"Taking turns"},
		Position: ".../.F./GG.F.GG/GGGGGGG/GGG.G.G/GGG/GGG foxes 0",
		Say:      lang.Key("After a jump the same fox may jump again, in any direction, one goose per jump. Take two geese in one move: tap the fox, then each hole it lands on."),
		Pass:     []string{"10x24x26"},
		Hint:     lang.Key("That is not the whole chain. From 24, another goose has an empty hole beyond it."),
		Done:     lang.Key("Two geese in one move. A fox may also stop after any jump: tap the hole where it stands once more."),
	},
	{
		Title:    lang.Key("Geese guard each other"),
		Covers:   []string{"Taking turns", "Playing well"},
		Position: ".../.../GG.FFGG/GGGGGGG/GGG.GGG/GGG/GGG geese 0",
		Say:      lang.Key("The fox on 10 threatens to jump 17 into the empty 24. Geese step any way, even backwards: make a move after which no fox can capture."),
		Pass:     []string{"17-24", "29-24", "17-9"},
		Hint:     lang.Key("After that a fox still finds a goose with an empty hole behind it."),
		Done:     lang.Key("Safe. When you crowd a goose in on a fox, always have another goose behind it."),
	},
	{
		Title:    lang.Key("Trap the foxes"),
		Covers:   []string{"Winning", "Playing well"},
		Position: "FF./GGG/..GGG../..GGG../......./.../... geese 0",
		Say:      lang.Key("The geese win when the foxes, on their turn, can neither step nor jump. These foxes hid in a corner: shut them in."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("A fox can still get out. Fill the last empty hole next to them without opening another."),
		Done:     lang.Key("Trapped: the geese win. Foxes should stay in the open, away from edges and corners."),
	},
	{
		Title:    lang.Key("Every goose taken"),
		Covers:   []string{"Winning"},
		Position: "F../.../......./...FG../....G../.../... foxes 0",
		Say:      lang.Key("The foxes win when every goose has been captured. Two are left: take both in one move."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("One goose is not enough. After the first jump, keep going."),
		Done:     lang.Key("The flock is gone, and the foxes win."),
	},
	{
		Title:    lang.Key("Geese with no move"),
		Covers:   []string{"Winning", "Options", "The board"},
		Options:  game.Options{OptBoard: "orthogonal"},
		Position: "G../FF./......./......./......./.../... foxes 0",
		Say:      lang.Key("On the board without diagonals, an option, pieces move only across and up and down. A side that cannot move on its turn loses: leave the goose on 1 no move."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("The goose on 1 could still step to an empty hole next to it."),
		Done:     lang.Key("The goose cannot move, so the foxes win. Without diagonals the foxes, too, are much easier to shut in."),
	},
	{
		Title:    lang.Key("No capture for 200 turns"),
		Covers:   []string{"Winning"},
		Position: "..F/.../GG.F.GG/GGGGGGG/GGG.GGG/GGG/GGG foxes 199",
		Say:      lang.Key("199 turns have passed without a capture. If this move captures nothing, the game is a draw at 200. Capture now."),
		Goal:     game.GoalCapture,
		Hint:     lang.Key("Without a capture the game is drawn. Which goose has an empty hole behind it?"),
		Done:     lang.Key("A capture starts the count again. A position that comes round a third time with the same side to move is also a draw."),
	},
	{
		Title:    lang.Key("Twelve geese"),
		Covers:   []string{"Options"},
		Options:  game.Options{OptGoal: "twelve"},
		Position: ".../.F./G..F..G/GGGGGGG/GG...GG/.../... foxes 0",
		Say:      lang.Key("With the option \"Twelve geese\" the foxes win once they have captured twelve, half the flock. Eleven are gone: win."),
		Goal:     game.GoalWin,
		Hint:     lang.Key("Only a capture wins here."),
		Done:     lang.Key("Twelve captured: the foxes win. Played carefully, the geese are the stronger side, but every lost goose weakens their net."),
	},
}}
