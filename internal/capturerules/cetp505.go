package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/poisoning"
)

func init() {
	register("CETP505", func(p *CapturePass) {
		for _, c := range p.Set.Of(capture.ToolsV2) {
			l := c.ToolList()
			for _, tx := range descriptorrules.DeclTexts(&descriptor.Set{Tools: l}) {
				if tx.Tool == nil {
					continue
				}
				ms := poisoning.CrossToolRefs(tx.Str, descriptorrules.OtherToolNames(l, tx.Tool))
				descriptorrules.ReportMatches(p.Report, tx, ms, "describe only this tool (§7.3)")
			}
		}
	})
}
