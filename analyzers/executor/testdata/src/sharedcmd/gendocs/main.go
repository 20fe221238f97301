// Command gendocs prints shared.Notes' tool catalog for the docs site and
// serves nothing: near miss CETP608 (a program that only reads a shared
// Provider's fields is no server of it).
package main

import (
	"encoding/json"
	"os"

	"example.com/alerts/shared"
)

func main() {
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	_ = enc.Encode(shared.Notes.Tools)
	if shared.Notes == nil {
		os.Exit(1)
	}
}
