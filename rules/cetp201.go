package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP201", Name: "LimitsBelowMinimum", Level: finding.Error, Precision: VeryHigh,
		Section: "2.2", Applies: "N",
		Short: "A negotiated limit is missing, not an integer, or below the spec's minimum.",
		Full: "limits must satisfy max_request_bytes >= 65536, max_inline_result_bytes >= 262144, " +
			"max_concurrent_requests >= 1 and idempotency_window_seconds >= 86400 (§2.2). Lower values " +
			"break conforming Consumers, and a short idempotency window lets a retried mutation execute " +
			"twice (§6).",
		Fix:      "Return every limit as an integer at or above its minimum.",
		Example:  "```json\n\"limits\": {\"max_request_bytes\": 4096, \"idempotency_window_seconds\": 3600, ...}   // bad\n```",
		CWE:      770,
		Captures: checkLimits,
	})
}

func checkLimits(p *CapturePass) {
	for _, c := range negotiations(p.Set) {
		limits, at := field(c.Doc, cetp.FieldLimits)
		if descriptor.KindOf(limits) != descriptor.KindObject {
			what := "has no limits"
			if limits != nil {
				what = "has limits as a JSON " + limits.Kind.String()
			}
			p.Report(at, Subject(at), "", "negotiate response %s; return an object with the four limits (§2.2)", what)
			continue
		}
		for _, m := range cetp.LimitMinimums {
			v, at := field(limits, string(m.Limit))
			switch {
			case v == nil:
				p.Report(at, Subject(at), "", "negotiated limits lack %s; return it, at least %d (§2.2)", m.Limit, m.Minimum)
			case v.Kind != descriptor.KindInteger:
				p.Report(at, Subject(at), v.Canonical(), "negotiated %s is %s, not an integer; return an integer of at least %d (§2.2)",
					m.Limit, finding.Quote(v.Canonical()), m.Minimum)
			case v.Int < m.Minimum:
				p.Report(at, Subject(at), v.Canonical(), "negotiated %s is %d, below the minimum %d; raise it (§2.2)", m.Limit, v.Int, m.Minimum)
			}
		}
	}
}
