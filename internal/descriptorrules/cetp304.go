package descriptorrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP304", checkAnnotationValues) }

func checkAnnotationValues(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		a := &t.Annotations
		if a.Kind != descriptor.KindObject {
			continue
		}
		tool := t.Ref()
		enum := func(f descriptor.String, field string, values []string, valid bool) {
			want := strings.Join(values, ", ")
			switch {
			case f.Kind == descriptor.KindAbsent || f.Kind == descriptor.KindDynamic:
			case !f.OK():
				p.Report(f.At, Subject(f.At), f.Node.Canonical(), "tool %s declares %s as a JSON %s; use one of %s (§3.4)", tool, field, f.Kind, want)
			case !valid:
				p.Report(f.At, Subject(f.At), f.Value, "tool %s declares unknown %s %s; use one of %s (§3.4)", tool, field, finding.Quote(f.Value), want)
			}
		}
		enum(a.Effect, cetp.FieldEffect, cetp.Strings(cetp.Effects), cetp.Effect(a.Effect.Value).Valid())
		enum(a.Risk, cetp.FieldRisk, cetp.Strings(cetp.Risks), cetp.Risk(a.Risk.Value).Valid())
		enum(a.Confirmation, cetp.FieldConfirmation, cetp.Strings(cetp.Confirmations), cetp.Confirmation(a.Confirmation.Value).Valid())
		enum(a.Execution, cetp.FieldExecution, cetp.Strings(cetp.Executions), cetp.Execution(a.Execution.Value).Valid())
		for _, b := range []struct {
			f    descriptor.Bool
			name string
		}{{a.Destructive, cetp.FieldDestructive}, {a.Idempotent, cetp.FieldIdempotent}, {a.OpenWorld, cetp.FieldOpenWorld}} {
			if b.f.Wrong() {
				p.Report(b.f.At, Subject(b.f.At), b.f.Node.Canonical(), "tool %s declares %s as the JSON %s %s; it must be JSON true or false (§3.4)",
					tool, b.name, b.f.Kind, QuoteNode(b.f.Node))
			}
		}
	}
}
