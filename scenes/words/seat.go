package words

import (
	"parlour/game"
	"parlour/lang"
)

// SeatPhrase names the seat of noun n inside a sentence: "the hare" in
// English, where the article is part of the phrase; in another language
// the seat's translated name, which the sentence's translation places
// where no article is needed (the pseudo-language, English underneath,
// counts as another language so that its screenshots show the name).
func SeatPhrase(n game.Noun) string {
	if t := lang.T(n.Name); lang.Current() != lang.English || t != n.Name {
		return t
	}
	return n.Phrase()
}
