package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP706", checkScopeDrift) }

// sensitivityRank orders sensitivities for "lowered": public lowest, then
// the general personal/device/other, then financial and health.
var sensitivityRank = map[cetp.Sensitivity]int{
	cetp.SensitivityPublic: 0, cetp.SensitivityPersonal: 1, cetp.SensitivityDevice: 1, cetp.SensitivityOther: 1,
	cetp.SensitivityFinancial: 2, cetp.SensitivityHealth: 2,
}

func scopesByName(p *descriptor.Provider) map[string]*descriptor.Scope {
	m := map[string]*descriptor.Scope{}
	for _, s := range p.Scopes.Items {
		if s.Name.OK() {
			if _, dup := m[s.Name.Value]; !dup {
				m[s.Name.Value] = s
			}
		}
	}
	return m
}

func checkScopeDrift(p *CapturePass) {
	if p.Baseline == nil || p.Baseline.Provider == nil || p.Baseline.Provider.Scopes.Kind != descriptor.KindArray {
		return
	}
	for _, c := range p.Set.Of(capture.ProviderInfo) {
		cur := c.Provider()
		if cur.Scopes.Kind != descriptor.KindArray {
			continue // a missing or mistyped scope catalog is CETP303's
		}
		now := scopesByName(cur)
		for _, bs := range p.Baseline.Provider.Scopes.Items {
			if !bs.Name.OK() {
				continue
			}
			name := bs.Name.Value
			s := now[name]
			if s == nil {
				p.Report(cur.Scopes.At, descriptorrules.Subject(cur.Scopes.At)+"/"+name, name,
					"scope %s of the baseline is gone (removed or renamed); scope names must stay stable, grants are keyed on them (§3.2)", finding.Quote(name))
				continue
			}
			if bs.Access.OK() && s.Access.OK() && cetp.Access(bs.Access.Value) == cetp.AccessRead && cetp.Access(s.Access.Value) == cetp.AccessWrite {
				p.Report(s.Access.At, descriptorrules.Subject(s.Access.At), name+" access",
					"scope %s turned from read to write access since the baseline; existing read grants would now cover writes — give the write power a new scope (§3.2)", finding.Quote(name))
			}
			if bs.Sensitivity.OK() && s.Sensitivity.OK() {
				was, okWas := sensitivityRank[cetp.Sensitivity(bs.Sensitivity.Value)]
				is, okIs := sensitivityRank[cetp.Sensitivity(s.Sensitivity.Value)]
				if okWas && okIs && is < was {
					p.Report(s.Sensitivity.At, descriptorrules.Subject(s.Sensitivity.At), name+" sensitivity",
						"scope %s lowered its sensitivity from %s to %s since the baseline; Consumers present grants by it (§3.2)",
						finding.Quote(name), finding.Quote(bs.Sensitivity.Value), finding.Quote(s.Sensitivity.Value))
				}
			}
		}
	}
}
