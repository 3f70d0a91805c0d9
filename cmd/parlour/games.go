package main

// The games the command line knows. Each import registers a game; this list
// becomes a single import of the game catalog once there is one.
import (
	_ "parlour/game/harehounds"
)
