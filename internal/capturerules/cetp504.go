package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/poisoning"
)

func init() {
	register("CETP504", func(p *CapturePass) {
		for _, tx := range append(captureDeclTexts(p.Set), errorTexts(p.Set, false)...) {
			descriptorrules.ReportMatches(p, tx, poisoning.Links(tx.Str), "keep descriptive text plain (§7.3)")
		}
	})
}
