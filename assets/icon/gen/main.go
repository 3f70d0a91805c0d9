// Command gen draws the Parlour app icon and writes it as a PNG file; run
// it with go generate in the assets package.
package main

import (
	"flag"
	"image/png"
	"log"
	"os"

	"parlour/assets/art"
)

func main() {
	out := flag.String("o", "icon-512.png", "output PNG file")
	size := flag.Int("size", 512, "width and height in pixels")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, art.Icon(*size)); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}
