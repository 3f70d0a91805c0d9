package midend_test

import (
	"fmt"

	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/midend"
)

// A frontend plays a move, takes it back, and reads what happened.
func Example() {
	g, _ := game.Lookup("harehounds")
	m, _ := game.NewMatch(g, nil)
	s := midend.New(midend.Config{}, m, []midend.Seat{midend.Human, midend.Human})
	if err := s.PlayString("a2-b2"); err != nil {
		fmt.Println(err)
	}
	s.Undo()
	for _, e := range s.Events() {
		switch e.Kind {
		case midend.Moved:
			fmt.Println(e.Kind, e.Steps[0].Move)
		case midend.TakenBack:
			fmt.Println(e.Kind, e.N)
		default:
			fmt.Println(e.Kind)
		}
	}
	fmt.Println("moves to redo:", s.CanRedo())
	// Output:
	// Changed
	// Moved a2-b2
	// Changed
	// TakenBack 1
	// moves to redo: true
}
