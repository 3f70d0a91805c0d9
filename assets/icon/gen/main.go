// Command gen draws Parlour's app icon at every size the platforms ask for
// (art.IconFiles) and writes the files into a directory; run it with go
// generate in the assets package.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"parlour/assets/art"
	"parlour/assets/iconfile"
)

func main() {
	dir := flag.String("dir", ".", "directory to write the icons into")
	flag.Parse()
	for _, f := range art.IconFiles {
		data, err := encode(f)
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(*dir, f.Name), data, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// encode draws the file's sizes and encodes them as its name says.
func encode(f art.IconFile) ([]byte, error) {
	images, err := iconfile.Render(f.Draw, f.Sizes...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Name, err)
	}
	switch {
	case strings.HasSuffix(f.Name, ".ico"):
		return iconfile.ICO(images)
	case strings.HasSuffix(f.Name, ".png") && len(images) == 1:
		return images[0].PNG, nil
	}
	return nil, fmt.Errorf("%s: want one size in a .png or several in a .ico", f.Name)
}
