package fonts

import (
	"bytes"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
)

// TestBoldIsGoBold loads the bold face natively, which checks Go Bold's
// copy built in against the size and hash the site's file is declared
// with: a newer golang.org/x/image that changed the font needs new
// figures in fonts.go.
func TestBoldIsGoBold(t *testing.T) {
	got, err := Bold()
	if err != nil {
		t.Fatalf("the bold face built in: %v", err)
	}
	if !bytes.Equal(got, gobold.TTF) || !BuiltIn() {
		t.Fatalf("Bold gives %d bytes, built in %v; want Go Bold's %d", len(got), BuiltIn(), len(gobold.TTF))
	}
}
