package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP309", Name: "OpenWorldLowRisk", Level: finding.Note, Precision: Medium,
		Section: "3.4", Applies: "T, G",
		Short: "A mutating tool that affects systems outside the provider's control is declared low risk.",
		Full: "open_world means the tool affects systems outside the Provider's control (absent means " +
			"true). A mutation that reaches the outside world — sending a message, placing an order " +
			"elsewhere — is rarely low risk: it cannot be undone by the Provider (§3.4).",
		Fix:     "Raise risk to moderate or high, or declare \"open_world\": false when the effect stays inside the Provider.",
		Example: "```json\n\"annotations\": {\"effect\": \"create\", \"risk\": \"low\", \"confirmation\": \"never\"}   // note: open_world defaults to true\n```",
		Decl:    checkOpenWorldRisk,
	})
}

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
			finding.Quote(t.Label()), finding.Quote(string(a.EffectValue())), how)
	}
}
