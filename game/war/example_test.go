package war_test

import (
	"fmt"

	"parlour/game/war"
)

// A position is written rank 10 first, White in capitals; moves use the
// squares' names.
func Example() {
	s, _, err := war.Spec.Start(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, text := range []string{"e2-e4", "FM@e6", "c1xj8"} {
		m, err := s.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(s.MoveString(m), s.MovePath(m))
	}
	_, err = s.ParseMove("FM@f10")
	fmt.Println(err)
	// Output:
	// e2-e4 [14 34]
	// FM@e6 [54]
	// c1xj8 [2 79]
	// move "FM@f10" is not legal here
}
