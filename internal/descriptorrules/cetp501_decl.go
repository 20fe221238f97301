package descriptorrules

import (
	"go/token"

	"github.com/clawseed/cetpaudit/internal/poisoning"
)

func init() {
	register("CETP501", func(p *DeclPass) {
		for _, tx := range DeclTexts(p.Set) {
			ms := poisoning.Instructions(tx.Str)
			if tx.Tool != nil && len(ms) > 0 && tx.At.Pos == token.NoPos {
				// CETP505 reports cross-tool directives in captured
				// lists; CETP501 keeps only spans apart from them. Go
				// declarations (a token.Pos) have no CETP505 (Src T),
				// so there CETP501 keeps them all.
				cross := poisoning.CrossToolRefs(tx.Str, OtherToolNames(p.Set.Tools, tx.Tool))
				kept := ms[:0]
				for _, m := range ms {
					if !overlaps(m, cross) {
						kept = append(kept, m)
					}
				}
				ms = kept
			}
			ReportMatches(p.Report, tx, ms, "describe the tool, do not instruct the agent (§4.2, §7.3)")
		}
	})
}
