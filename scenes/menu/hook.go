package menu

// HookState is what the menu tells the test hooks, merged into what the
// App reports of every screen.
type HookState struct {
	// Letters are the games by message, as listed.
	Letters []string `json:"letters,omitempty"`
}

// Hook returns what the test hooks report of the menu (a HookState): the
// games by message listed.
func (m *Screen) Hook() any {
	var h HookState
	for _, lr := range m.letters {
		h.Letters = append(h.Letters, Line(lr.l))
	}
	return h
}
