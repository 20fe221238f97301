package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/poisoning"
)

func init() {
	register("CETP501", func(p *CapturePass) {
		for _, tx := range errorTexts(p.Set, true) {
			descriptorrules.ReportMatches(p.Report, tx, poisoning.Instructions(tx.Str), "error text must not instruct the agent (§4.2, §7.3)")
		}
	})
}
