package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/poisoning"
)

func init() {
	register("CETP502", func(p *CapturePass) {
		// Provider and v2 list texts are read by the descriptor check;
		// v1 lists (T1) and errors only here.
		for _, tx := range append(v1ListTexts(p.Set), errorTexts(p.Set, true)...) {
			descriptorrules.ReportMatches(p, tx, poisoning.HiddenChars(tx.Str), "remove them (§7.3)")
		}
	})
}
