package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/poisoning"
)

func init() {
	register("CETP502", func(p *CapturePass) {
		for _, tx := range errorTexts(p.Set, true) {
			descriptorrules.ReportMatches(p.Report, tx, poisoning.HiddenChars(tx.Str), "remove them (§7.3)")
		}
	})
}
