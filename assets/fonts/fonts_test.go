package fonts

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"testing"

	"parlour/assets/fonts/internal/trim"
)

// TestFontsUpToDate trims the Go fonts again and checks the files built
// in against them, and the bold file against the size and hash the site
// declares it with: a newer golang.org/x/image that changed the fonts
// needs go generate and new figures in fonts.go.
func TestFontsUpToDate(t *testing.T) {
	for _, src := range trim.GoFonts {
		want, err := trim.Font(src.TTF, trim.Keeps)
		if err != nil {
			t.Fatalf("%s: %v", src.Name, err)
		}
		got, err := os.ReadFile(src.Name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not the trimmed Go font; run go generate ./assets/fonts", src.Name)
		}
	}
	if got, _ := os.ReadFile("go-regular.ttf"); !bytes.Equal(got, Regular) {
		t.Error("Regular is not go-regular.ttf")
	}
	got, err := Bold()
	if err != nil {
		t.Fatalf("the bold face built in: %v", err)
	}
	file, _ := os.ReadFile("go-bold.ttf")
	if !bytes.Equal(got, file) || !BuiltIn() {
		t.Fatalf("Bold gives %d bytes, built in %v; want go-bold.ttf's %d", len(got), BuiltIn(), len(file))
	}
	sum := sha256.Sum256(file)
	if len(file) != boldSize || hex.EncodeToString(sum[:]) != boldSHA256 {
		t.Errorf("go-bold.ttf has %d bytes, SHA-256 %x; fonts.go declares %d, %s", len(file), sum, boldSize, boldSHA256)
	}
}
