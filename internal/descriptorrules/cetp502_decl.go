package descriptorrules

import (
	"github.com/clawseed/cetpaudit/internal/poisoning"
)

func init() {
	register("CETP502", func(p *DeclPass) {
		for _, tx := range DeclTexts(p.Set) {
			ReportMatches(p, tx, poisoning.HiddenChars(tx.Str), "remove them (§7.3)")
		}
	})
}
