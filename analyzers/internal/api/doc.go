package api

import (
	"strings"

	"github.com/clawseed/cetpaudit/rules"
)

// Doc is an analyzer's Doc, written from the catalog: a summary line (what
// the analyzer does, and the rules it reports) and, after a blank line, each
// rule's short description. Keeping it generated means the text go vet
// prints cannot drift from the rules the analyzer reports.
func Doc(summary string, ids ...string) string {
	var b strings.Builder
	b.WriteString(summary)
	b.WriteString(" (")
	b.WriteString(strings.Join(ids, ", "))
	b.WriteString(")\n")
	for _, id := range ids {
		r := rules.Lookup(id)
		if r == nil {
			panic("analyzers: uncatalogued rule " + id)
		}
		b.WriteString("\n")
		b.WriteString(r.ID + " " + r.Name + ": " + r.Short)
	}
	return b.String()
}
