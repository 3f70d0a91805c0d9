package main

// The catalog registers every game, so the command line knows them all.
import _ "parlour/game/catalog"
