package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP203", Name: "CapabilityNotOffered", Level: finding.Error, Precision: VeryHigh,
		Section: "2.2, 2.3", Applies: "N",
		Short: "The negotiate response selects a capability that is unknown or that the Consumer did not offer.",
		Full: "The Provider returns only optional capabilities supported by both sides (§2.2); the " +
			"optional capabilities are async_operations, cancellation and large_results (§2.3). An " +
			"unknown capability, or one the captured request's consumer_capabilities did not offer, " +
			"means the Provider will use semantics the Consumer never agreed to.",
		Fix:      "Return the intersection of consumer_capabilities and the capabilities the Provider supports, and nothing else.",
		Example:  "```json\n// request consumer_capabilities: [\"cancellation\"]\n\"capabilities\": [\"cancellation\", \"large_results\"]   // bad: large_results not offered\n```",
		CWE:      20,
		Captures: checkCapabilities,
	})
}

func checkCapabilities(p *CapturePass) {
	for _, c := range negotiations(p.Set) {
		caps, at := field(c.Doc, cetp.FieldCapabilities)
		if caps == nil {
			continue // no capabilities: none selected
		}
		if caps.Kind != descriptor.KindArray {
			p.Report(at, Subject(at), caps.Canonical(), "negotiate capabilities is a JSON %s; it must be an array of capability names (§2.2)", caps.Kind)
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
				p.Report(e.At, Subject(e.At), e.Canonical(), "negotiate capabilities holds a JSON %s; capabilities are names (§2.3)", e.Kind)
			case !cetp.Capability(e.Str).Valid():
				p.Report(e.At, Subject(e.At), e.Str, "negotiate selected unknown capability %s; v2 defines only %s (§2.3)",
					finding.Quote(e.Str), quoteList(cetp.Strings(cetp.Capabilities)))
			case recorded && !offered[e.Str]:
				p.Report(e.At, Subject(e.At), e.Str, "negotiate selected capability %s, which the request's consumer_capabilities did not offer; return only capabilities both sides support (§2.2)",
					finding.Quote(e.Str))
			}
		}
	}
}
