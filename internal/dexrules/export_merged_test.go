package dexrules

import "github.com/clawseed/cetpaudit/internal/dex/program"

// SourceOf exposes sourceOf for the class named desc, for a test.
func SourceOf(prog *program.Program, desc string) (src, home string) {
	c := prog.Classes[desc]
	if c == nil {
		return "", ""
	}
	return sourceOf(prog, c)
}
