package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
)

func init() {
	register("CETP505", func(p *CapturePass) {
		// The texts of every tool of the set's v2 and v1 lists, against
		// the other tools (names and titles) of every list in the scan
		// and the other capture sets' provider ids and names.
		for _, tx := range listTexts(p, true) {
			if tx.Tool == nil {
				continue
			}
			_, cross := tx.directives()
			descriptorrules.ReportMatches(p, tx.Text, cross, "describe only this tool (§7.3)")
		}
	})
}
