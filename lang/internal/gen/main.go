// Command gen writes the English source of Parlour's catalogs,
// lang/catalogs/en.json, from the texts the code gives package lang, and
// lang/sums_gen.go, the size and SHA-256 each language's catalog file is
// declared with. It runs from package lang: go generate ./lang.
package main

import (
	"log"
	"os"
	"path/filepath"

	"parlour/lang/internal/extract"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("lang/internal/gen: ")
	texts, err := extract.Texts("..")
	if err != nil {
		log.Fatal(err)
	}
	src, err := extract.Source(texts)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("catalogs", "en.json"), src, 0o644); err != nil {
		log.Fatal(err)
	}
	sums, err := extract.Sums("catalogs")
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("sums_gen.go", sums, 0o644); err != nil {
		log.Fatal(err)
	}
}
