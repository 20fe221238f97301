package descriptorrules

import (
	"go/token"

	"github.com/clawseed/cetpaudit/internal/poisoning"
)

func init() {
	register("CETP501", func(p *DeclPass) {
		for _, tx := range DeclTexts(p.Set) {
			if tx.At.Pos == token.NoPos {
				// Captured declarations: capturerules reads them, with
				// the scan's tools and providers that split CETP501
				// from CETP505.
				continue
			}
			// Go declarations (source G) have no CETP505: every
			// directive is CETP501.
			ReportMatches(p, tx, poisoning.Instructions(tx.Str), "describe the tool, do not instruct the agent (§4.2, §7.3)")
		}
	})
}
