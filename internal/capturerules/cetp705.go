package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP705", checkLikelyV1SideEffects) }

func checkLikelyV1SideEffects(p *CapturePass) {
	if len(p.Set.Of(capture.ToolsV2)) > 0 {
		return
	}
	for _, t := range v1Tools(p.Set) {
		if mark := descriptorrules.MutationMark(t.Name.Value, t.Description.Value); mark != "" && t.Name.OK() {
			p.Report(t.Name.At, descriptorrules.Subject(t.At), t.Name.Value,
				"v1 list_tools returns %s, which looks like a mutation (%s); v1 lists must be read-only — move it to v2 (§8)",
				finding.Quote(t.Name.Value), mark)
		}
	}
}
