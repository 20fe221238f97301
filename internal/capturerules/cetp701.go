package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP701", checkV1SideEffects) }

// v1Tools lists the tools of the set's v1 lists.
func v1Tools(s *capture.Set) []*descriptor.Tool {
	var out []*descriptor.Tool
	for _, c := range s.Of(capture.ToolsV1) {
		out = append(out, c.ToolList().Tools.Items...)
	}
	return out
}

func checkV1SideEffects(p *CapturePass) {
	effects := map[string]string{}
	for _, c := range p.Set.Of(capture.ToolsV2) {
		for _, t := range c.ToolList().Tools.Items {
			if e := t.Annotations.EffectValue(); t.Name.OK() && e.Mutating() {
				effects[t.Name.Value] = string(e)
			}
		}
	}
	if len(effects) == 0 {
		return
	}
	for _, t := range v1Tools(p.Set) {
		if e, ok := effects[t.Name.Value]; ok && t.Name.OK() {
			p.Report(t.Name.At, descriptorrules.Subject(t.At), t.Name.Value,
				"v1 list_tools returns %s, which the v2 list annotates with effect %s; serve only read tools over v1 (§2.1, §8)",
				finding.Quote(t.Name.Value), finding.Quote(e))
		}
	}
}
