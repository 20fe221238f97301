package descriptorrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP309", checkOpenWorldRisk) }

func checkOpenWorldRisk(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		a := &t.Annotations
		if !a.EffectValue().Mutating() || a.RiskValue() != cetp.RiskLow {
			continue
		}
		ow, known := a.IsOpenWorld()
		if !known || !ow {
			continue
		}
		how := "open-world (open_world is absent, which means true)"
		if a.OpenWorld.OK() {
			how = "open-world"
		}
		p.Report(a.Risk.At, Subject(a.Risk.At), t.Label(),
			"tool %s mutates (effect %s) and is %s, yet declares risk \"low\"; raise the risk or declare open_world false (§3.4)",
			t.Ref(), finding.Quote(string(a.EffectValue())), how)
	}
}
