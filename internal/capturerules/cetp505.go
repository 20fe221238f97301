package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
)

func init() {
	register("CETP505", func(p *CapturePass) {
		// The texts of every tool of the set's v2 and v1 lists, against
		// the other tools (names and titles) of every list in the scan
		// and the other capture sets' provider ids and names.
		texts, sc := listTexts(p, true)
		for _, tx := range texts {
			if tx.Tool == nil {
				continue
			}
			_, cross := tx.directives()
			descriptorrules.ReportMatches(p, tx.Text, cross, "describe only this tool (§7.3)")
		}
		if sc.left > 0 {
			// One note per capture set, at its first tool list.
			for _, c := range p.Set.Captures {
				if c.Kind == capture.ToolsV2 || c.Kind == capture.ToolsV1 {
					l := c.ToolList()
					p.ReportNote(l.At, descriptorrules.Subject(l.At), "name-budget",
						"findings of this rule may be incomplete: the scan has %d tool and provider names, more than the %d the cross-tool check's budget compares tool texts with, and the other %d were not matched (§7.3)",
						len(sc.names)+sc.left, maxScopeNames, sc.left)
					break
				}
			}
		}
	})
}
