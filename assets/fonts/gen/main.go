// Command gen writes the fonts Parlour ships, the Go fonts trimmed to the
// characters it keeps (trim.Keeps); run it with go generate in package
// fonts.
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"parlour/assets/fonts/internal/trim"
)

func main() {
	dir := flag.String("dir", ".", "directory to write the fonts into")
	flag.Parse()
	for _, src := range trim.GoFonts {
		data, err := trim.Font(src.TTF, trim.Keeps)
		if err != nil {
			log.Fatalf("%s: %v", src.Name, err)
		}
		if err := os.WriteFile(filepath.Join(*dir, src.Name), data, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
