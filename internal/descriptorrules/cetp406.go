package descriptorrules

import (
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

func init() { register("CETP406", checkIdentityField) }

func checkIdentityField(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		if t.InputSchema.Kind != descriptor.KindObject {
			continue
		}
		props, cut := inputProperties(t.InputSchema.Node)
		reportPropertyCut(p, t, cut, "§7.1")
		for _, pr := range props {
			if ident.NamesCaller(pr.Name) {
				p.Report(pr.At, Subject(pr.At), t.Label()+":"+pr.Name,
					"tool %s takes input %s, a self-reported caller identity; identify the caller from the Binder calling UID instead (§7.1)",
					t.Ref(), finding.Quote(pr.Name))
			}
		}
	}
}
