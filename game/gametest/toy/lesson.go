package toy

import "parlour/game"

// lesson teaches the toy game in five steps; it lets the lesson screen's
// tests run on a game they were not written for.
var lesson = &game.Lesson{Steps: []game.Step{
	{
		Title: "A first mark",
		Say:   "Crosses play first. Tap any free point to mark it.",
		Goal:  game.GoalAny,
		Done:  "That is a move: a mark on a free point.",
	},
	{
		Title:    "Three in a row",
		Covers:   []string{"Winning"},
		Position: "xx./oo./... crosses",
		Say:      "Three marks in a row win. Finish the bottom row.",
		Pass:     []string{"c1"},
		Hint:     "Look at the bottom row: one point is missing.",
		Done:     "Three in a row: Crosses win.",
	},
	{
		Title:    "Stop a row",
		Covers:   []string{"Winning"},
		Position: "xx./o../... noughts",
		Say:      "Crosses have two in a row. Mark the point that stops the third.",
		Pass:     []string{"c1"},
		Reply:    "b2",
		Hint:     "Crosses would mark c1 next and win.",
		Done:     "Blocked. Crosses now threaten another row.",
	},
	{
		Title:    "Round a stone",
		Covers:   []string{"Stones"},
		Position: "x.s/.x./oo. crosses",
		Say:      "The stone on c1 blocks its point for everyone. Win along the other diagonal.",
		Pass:     []string{"c3"},
		Hint:     "No row runs through the stone: try the diagonal from a1.",
		Done:     "A row of three that avoids the stone wins.",
	},
	{
		Title:    "Any win",
		Covers:   []string{"Options"},
		Position: "x.o/.x./o.. crosses",
		Say:      "Win in one move. (On the options screen, Noughts may play first.)",
		Goal:     game.GoalWin,
		Done:     "You know the whole game.",
	},
}}
