package capturerules

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP703", checkDowngrade) }

func descriptorHash(t *descriptor.Tool) string {
	h := sha256.Sum256([]byte(t.Node.Canonical()))
	return hex.EncodeToString(h[:8])
}

// downgrades lists how cur weakened old's security declarations.
func downgrades(old, cur *descriptor.Tool) []string {
	oa, ca := &old.Annotations, &cur.Annotations
	var why []string
	if or, cr := oa.RiskValue(), ca.RiskValue(); or != "" && cr != "" && cr.Rank() < or.Rank() {
		why = append(why, "risk lowered from "+string(or)+" to "+string(cr))
	}
	if oc, cc := oa.ConfirmationValue(), ca.ConfirmationValue(); oc != "" && cc != "" && cc.Rank() < oc.Rank() {
		why = append(why, "confirmation weakened from "+string(oc)+" to "+string(cc))
	}
	od, ok1 := oa.IsDestructive()
	cd, ok2 := ca.IsDestructive()
	if ok1 && ok2 && od && !cd {
		why = append(why, "destructive turned false")
	}
	if old.Scopes.OK() && cur.Scopes.OK() {
		have := map[string]bool{}
		for _, s := range cur.Scopes.Items {
			have[s.Value] = true
		}
		var dropped []string
		for _, s := range old.Scopes.Items {
			if s.OK() && !have[s.Value] {
				dropped = append(dropped, s.Value)
			}
		}
		if len(dropped) > 0 {
			why = append(why, "scopes "+finding.QuoteList(dropped)+" dropped")
		}
	}
	if oe, ce := oa.EffectValue(), ca.EffectValue(); oe != "" && !oe.Mutating() && ce.Mutating() {
		why = append(why, "a read tool turned mutating (effect "+string(ce)+")")
	}
	return why
}

func checkDowngrade(p *CapturePass) {
	if p.Baseline == nil || p.Baseline.Tools == nil {
		return
	}
	base := toolsByName(p.Baseline.Tools)
	for _, c := range p.Set.Of(capture.ToolsV2) {
		for _, t := range c.ToolList().Tools.Items {
			if !t.Name.OK() || t.Kind != descriptor.KindObject {
				continue
			}
			old := base[t.Name.Value]
			if old == nil || old.Kind != descriptor.KindObject {
				continue
			}
			oh, ch := descriptorHash(old), descriptorHash(t)
			if oh == ch {
				continue
			}
			why := downgrades(old, t)
			what := "its descriptor was rewritten since the baseline (hash " + oh + " -> " + ch + ")"
			if len(why) > 0 {
				what = strings.Join(why, "; ") + "; " + what
			}
			p.Report(t.Name.At, descriptorrules.Subject(t.At), oh+"->"+ch,
				"tool %s changed under the same name: %s; review it before trusting it (§3.3, §3.4)", finding.Quote(t.Name.Value), what)
		}
	}
}
