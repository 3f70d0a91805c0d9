//go:build !js

package platform

import "parlour/engine"

// NewThinker returns the desktop's AI: searches run in a goroutine of this
// process (engine.NewLocalThinker), which other threads keep the window
// drawing beside.
func NewThinker() engine.Thinker { return engine.NewLocalThinker() }
