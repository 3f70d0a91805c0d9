// Package midend is the middle of Parlour, between the games and the
// screens: a Session owns one match, who plays each seat, the engine's
// work for it (the computer's turns, hints, the analysis), the rule that
// Undo also takes back the computer's replies, the replay of a recorded
// game, and saving after every change. It knows no screen: a frontend
// turns input into moves and calls the Session, then drains its events to
// animate, draw and announce.
//
// Layering: scenes -> midend -> engine -> game. The package imports no
// Ebitengine, so everything here is tested without a display.
package midend
