package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// PredictableTarget returns, for a value of m that is the result of a call
// with several program targets whose taints the merge unites (one
// implementation of an interface uses SecureRandom, another
// java.util.Random), a target whose own result is predictable and not
// secure: what the call gives when that implementation runs. nil when no
// alternative of v is such a call, or every target's result is secure or
// depends on what the caller passes.
func (p *Program) PredictableTarget(m *dex.Method, v regflow.Value) *dex.Method {
	byAddr := CallsByAddr(p.Calls(m))
	for _, alt := range v.Alts {
		if alt.Kind != regflow.Call && alt.Kind != regflow.New {
			continue
		}
		c := byAddr[alt.Site]
		if c == nil {
			continue
		}
		targets := p.Targets(c)
		if len(targets) < 2 || len(targets) > p.SummaryTargetBound() {
			continue
		}
		live := p.instantiatedAnywhere()
		for _, t := range targets {
			if !p.liveAnywhere(t.Class.Name, live) {
				continue // an implementation nothing constructs never runs
			}
			s := p.summaryKnown(t)
			if s == nil {
				continue
			}
			taint := s.Returns.Taint | s.Ret.Taint
			if taint&regflow.ParamTaints == 0 && taint&regflow.TaintPredictable != 0 && taint&regflow.TaintSecure == 0 {
				return t
			}
		}
	}
	return nil
}
