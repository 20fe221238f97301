package rules

import (
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP701", Name: "SideEffectInV1List", Level: finding.Error, Precision: VeryHigh,
		Section: "2.1, 8", Applies: "T1+T",
		Short: "The v1 list_tools answer includes a tool that the v2 list annotates as mutating.",
		Full: "A dual-stack Provider must not return side-effecting tools from its v1 list_tools call " +
			"(§2.1): v1 has no annotations, confirmation or deduplication, so a v1 Consumer would call " +
			"a mutation with none of v2's controls (§8). A tool in both lists whose v2 effect is not " +
			"read is flagged at its v1 entry.",
		Fix:      "Serve only read tools from v1 list_tools; expose mutations only through v2 with confirmation and deduplication.",
		Example:  "```json\n// v1: {\"tools\": [{\"name\": \"delete_alert\", ...}]}\n// v2: delete_alert has \"effect\": \"delete\"   -> flagged at the v1 entry\n```",
		CWE:      284,
		Silences: []string{"CETP705"},
		Captures: checkV1SideEffects,
	})
}

// v1Tools lists the tools of the set's v1 lists.
func v1Tools(s *capture.Set) []*descriptor.Tool {
	var out []*descriptor.Tool
	for _, c := range s.Of(capture.ToolsV1) {
		out = append(out, descriptor.ToolListFromNode(c.Doc).Tools.Items...)
	}
	return out
}

func checkV1SideEffects(p *CapturePass) {
	effects := map[string]string{}
	for _, c := range p.Set.Of(capture.ToolsV2) {
		for _, t := range descriptor.ToolListFromNode(c.Doc).Tools.Items {
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
			p.Report(t.Name.At, Subject(t.At), t.Name.Value,
				"v1 list_tools returns %s, which the v2 list annotates with effect %s; serve only read tools over v1 (§2.1, §8)",
				finding.Quote(t.Name.Value), finding.Quote(e))
		}
	}
}
