package descriptorrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP301", checkToolNames) }

func checkToolNames(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	seen := map[string]bool{}
	for _, t := range p.Set.Tools.Tools.Items {
		n := t.Name
		switch {
		case n.Kind == descriptor.KindAbsent || n.Kind == descriptor.KindDynamic:
			// Missing names are CETP303's.
		case n.Wrong():
			p.Report(n.At, Subject(n.At), n.Node.Canonical(),
				"tool #%d has a name that is a JSON %s, not a string; name it with %s (§3.1)", t.Index, n.Kind, cetp.ToolNamePattern)
		case !cetp.ValidToolName(n.Value):
			p.Report(n.At, Subject(n.At), n.Value,
				"tool name %s does not match %s; use lowercase letters, digits and underscores (§3.1)", finding.Quote(n.Value), cetp.ToolNamePattern)
		case seen[n.Value]:
			p.Report(n.At, Subject(n.At), n.Value,
				"tool name %s is declared twice; tool names must be unique within a provider (§3.1)", finding.Quote(n.Value))
		}
		if n.OK() {
			seen[n.Value] = true
		}
	}
}
