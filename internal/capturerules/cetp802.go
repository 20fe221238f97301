package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
)

func init() { register("CETP802", checkInlineSize) }

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
			p.Report(d.At, descriptorrules.Subject(d.At), "", "%s carries an inline result of %d bytes, over %s, %d; use a file result or RESULT_TOO_LARGE (§4.5)",
				c.Method, size, from, limit)
		}
	}
}
