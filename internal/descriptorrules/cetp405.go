package descriptorrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

func init() { register("CETP405", checkConfirmationField) }

func checkConfirmationField(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		c := t.Annotations.ConfirmationValue()
		if c != cetp.ConfirmAlways && c != cetp.ConfirmProviderPolicy {
			continue
		}
		if t.InputSchema.Kind != descriptor.KindObject {
			continue
		}
		props, cut := inputProperties(t.InputSchema.Node)
		reportPropertyCut(p, t, cut, "§4.3")
		for _, pr := range props {
			if ident.AssertsConfirmation(pr.Name) {
				p.Report(pr.At, Subject(pr.At), t.Label()+":"+pr.Name,
					"tool %s (confirmation %s) takes input %s, which lets the Consumer assert confirmation; remove it and confirm in Provider UI (§4.3)",
					t.Ref(), finding.Quote(string(c)), finding.Quote(pr.Name))
			}
		}
	}
}
