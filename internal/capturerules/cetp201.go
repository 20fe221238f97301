package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP201", checkLimits) }

func checkLimits(p *CapturePass) {
	for _, c := range negotiations(p.Set) {
		limits, at := descriptorrules.Field(c.Doc, cetp.FieldLimits)
		if descriptor.KindOf(limits) != descriptor.KindObject {
			what := "has no limits"
			if limits != nil {
				what = "has limits as a JSON " + limits.Kind.String()
			}
			p.Report(at, descriptorrules.Subject(at), "", "negotiate response %s; return an object with the four limits (§2.2)", what)
			continue
		}
		for _, m := range cetp.LimitMinimums {
			v, at := descriptorrules.Field(limits, string(m.Limit))
			switch {
			case v == nil:
				p.Report(at, descriptorrules.Subject(at), "", "negotiated limits lack %s; return it, at least %d (§2.2)", m.Limit, m.Minimum)
			case v.Kind != descriptor.KindInteger:
				p.Report(at, descriptorrules.Subject(at), v.Canonical(), "negotiated %s is %s, not an integer; return an integer of at least %d (§2.2)",
					m.Limit, finding.Quote(v.Canonical()), m.Minimum)
			case v.Int < m.Minimum:
				p.Report(at, descriptorrules.Subject(at), v.Canonical(), "negotiated %s is %d, below the minimum %d; raise it (§2.2)", m.Limit, v.Int, m.Minimum)
			}
		}
	}
}
