package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP203", checkCapabilities) }

func checkCapabilities(p *CapturePass) {
	for _, c := range negotiations(p.Set) {
		caps, at := descriptorrules.Field(c.Doc, cetp.FieldCapabilities)
		if caps == nil {
			continue // no capabilities: none selected
		}
		if caps.Kind != descriptor.KindArray {
			p.Report(at, descriptorrules.Subject(at), caps.Canonical(), "negotiate capabilities is a JSON %s; it must be an array of capability names (§2.2)", caps.Kind)
			continue
		}
		offered := map[string]bool{}
		for _, o := range c.Request.ConsumerCapabilities {
			offered[o] = true
		}
		recorded := c.Request.ConsumerCapabilities != nil
		for _, e := range caps.Elems {
			switch {
			case e.Kind != descriptor.KindString:
				p.Report(e.At, descriptorrules.Subject(e.At), e.Canonical(), "negotiate capabilities holds a JSON %s; capabilities are names (§2.3)", e.Kind)
			case !cetp.Capability(e.Str).Valid():
				p.Report(e.At, descriptorrules.Subject(e.At), e.Str, "negotiate selected unknown capability %s; v2 defines only %s (§2.3)",
					finding.Quote(e.Str), finding.QuoteList(cetp.Strings(cetp.Capabilities)))
			case recorded && !offered[e.Str]:
				p.Report(e.At, descriptorrules.Subject(e.At), e.Str, "negotiate selected capability %s, which the request's consumer_capabilities did not offer; return only capabilities both sides support (§2.2)",
					finding.Quote(e.Str))
			}
		}
	}
}
