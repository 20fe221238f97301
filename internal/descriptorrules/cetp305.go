package descriptorrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP305", checkConfirmation) }

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
			t.Ref(), strings.Join(why, " and "), declared)
	}
}
