// Command gen writes the files made from Parlour's texts (extract.Plan):
// each package's English source, locales/en.json, each language's
// catalog, lang/bundle/CODE.json, and lang/sums_gen.go. It runs from
// package lang: go generate ./lang.
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
	root := ".."
	plan, err := extract.Plan(root)
	if err != nil {
		log.Fatal(err)
	}
	for _, p := range extract.Paths(plan) {
		path := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(path, plan[p], 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
