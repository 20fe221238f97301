package rules

import (
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP305", Name: "ConfirmationTooWeak", Level: finding.Error, Precision: VeryHigh,
		Section: "3.4", Applies: "T, G", Severity: 8.5,
		Short: "A delete, transaction, destructive or high-risk tool does not require confirmation always.",
		Full: "effect=delete, effect=transaction, destructive=true or risk=high requires " +
			"confirmation=always (§3.4): the Provider must confirm every such call in its own UI before " +
			"the side effect. An absent destructive counts as true for delete and transaction effects.",
		Fix:     "Set \"confirmation\": \"always\" and confirm each call in Provider UI (§4.3).",
		Example: "```json\n\"annotations\": {\"effect\": \"delete\", \"risk\": \"moderate\", \"confirmation\": \"provider_policy\"}   // bad\n\"annotations\": {\"effect\": \"delete\", \"risk\": \"moderate\", \"confirmation\": \"always\"}   // good\n```",
		CWE:     862,
		Decl:    checkConfirmation,
	})
}

func checkConfirmation(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		a := &t.Annotations
		if a.Kind != descriptor.KindObject || a.Confirmation.Kind == descriptor.KindDynamic {
			continue
		}
		var why []string
		switch e := a.EffectValue(); e {
		case cetp.EffectDelete, cetp.EffectTransaction:
			why = append(why, "its effect is "+string(e))
		}
		if d, known := a.IsDestructive(); known && d && a.Destructive.OK() {
			why = append(why, "it is destructive")
		}
		if a.RiskValue() == cetp.RiskHigh {
			why = append(why, "its risk is high")
		}
		c := a.ConfirmationValue()
		if len(why) == 0 || c == cetp.ConfirmAlways {
			continue
		}
		declared := "no confirmation"
		if c != "" {
			declared = "confirmation " + finding.Quote(string(c))
		}
		// The subject is the confirmation field: a missing one (CETP303)
		// or an unknown tool enum (CETP304) silences this.
		p.Report(a.Confirmation.At, Subject(a.Confirmation.At), t.Label()+":"+string(c),
			"tool %s: %s, but it declares %s; set confirmation to \"always\" (§3.4)",
			finding.Quote(t.Label()), strings.Join(why, " and "), declared)
	}
}
