package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP802", Name: "InlineResultTooLarge", Level: finding.Error, Precision: High,
		Section: "4.5", Applies: "R+N",
		Short: "An inline result is larger than the negotiated max_inline_result_bytes.",
		Full: "When inline JSON exceeds the negotiated max_inline_result_bytes the Provider must not keep " +
			"putting it in the Bundle (§4.5): Binder transactions are small and shared, and an oversized " +
			"reply fails the call or the Consumer's memory budget. It returns a kind \"file\" result when " +
			"large_results was negotiated, else RESULT_TOO_LARGE. The size is that of the data document as " +
			"the Bundle carries it (the JSON string; an object recorded in a capture is measured as compact " +
			"JSON); the limit is the set's negotiated value, or the §2.2 minimum of 262144 bytes when the set " +
			"negotiated none. Operation results (a succeeded get_operation) are measured the same way.",
		Fix:      "Switch to a file result (with large_results) or answer RESULT_TOO_LARGE once the inline JSON would exceed max_inline_result_bytes.",
		Example:  "```json\n// negotiated max_inline_result_bytes 262144\n{\"status\": \"success\", \"data\": \"{\\\"kind\\\":\\\"inline\\\",\\\"value\\\":[… 400 KB …]}\"}   // bad\n```",
		CWE:      400,
		Captures: checkInlineSize,
	})
}

func checkInlineSize(p *CapturePass) {
	limit, negotiated := inlineLimit(p.Set)
	from := "the negotiated max_inline_result_bytes"
	if !negotiated {
		from = "the minimum max_inline_result_bytes (none negotiated in this capture set)"
	}
	for _, c := range ofKinds(p.Set, capture.ExecuteTool, capture.GetOperation) {
		env := resultEnvelope(c)
		if capture.Str(env.Get(cetp.FieldResultKind)) != cetp.ResultInline {
			continue
		}
		d := c.Response.Get(cetp.KeyData)
		size := int64(len(d.Canonical()))
		if d.Kind == descriptor.KindString {
			size = int64(len(d.Str))
		}
		if size > limit {
			p.Report(d.At, Subject(d.At), "", "%s carries an inline result of %d bytes, over %s, %d; use a file result or RESULT_TOO_LARGE (§4.5)",
				c.Method, size, from, limit)
		}
	}
}
