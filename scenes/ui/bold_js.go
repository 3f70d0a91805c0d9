//go:build js

package ui

import "github.com/hajimehoshi/ebiten/v2/text/v2"

// boldAtStart is nil in the browser: the bold face is downloaded after
// the first frame and given to SetBold, and bold text is drawn in the
// regular face until then.
func boldAtStart() *text.GoTextFaceSource { return nil }
