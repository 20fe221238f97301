package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP805", checkResponseEnvelope) }

func checkResponseEnvelope(p *CapturePass) {
	for _, c := range ofKinds(p.Set, capture.ExecuteTool, capture.GetOperation, capture.CancelOperation) {
		if c.V1Call() {
			continue
		}
		resp := c.Response
		report := func(at descriptor.Loc, content, format string, args ...any) {
			p.Report(at, descriptorrules.Subject(at), content, format, args...)
		}
		st, stAt := descriptorrules.Field(resp, cetp.KeyStatus)
		want := "success"
		if c.Kind == capture.ExecuteTool {
			want = "success or accepted"
		}
		switch s := capture.Str(st); {
		case s == cetp.StatusSuccess, s == cetp.StatusAccepted && c.Kind == capture.ExecuteTool:
		default:
			report(stAt, s, "%s response has status %s; a v2 response that is not an error has status %s (§4.2, §4.4)", c.Method, descriptorrules.QuoteNode(st), want)
			continue
		}
		if v, at := descriptorrules.Field(resp, cetp.KeyProtocolVersion); descriptor.KindOf(v) != descriptor.KindInteger || v.Int != cetp.V2 {
			report(at, "", "%s response %s; a v2 response echoes protocol_version 2 (§4.2)", c.Method, missingOr(v, "protocol_version"))
		}
		id, idAt := descriptorrules.Field(resp, cetp.KeyRequestID)
		switch sent := capture.Str(c.Request.RequestID); {
		case capture.Str(id) == "":
			report(idAt, "", "%s response %s; echo the request's request_id (§4.2)", c.Method, missingOr(id, "request_id"))
		case sent != "" && id.Str != sent:
			report(idAt, id.Str, "%s response echoes request_id %s, but the request sent %s; answer each call with its own request_id (§4.1, §4.2)",
				c.Method, finding.Quote(id.Str), finding.Quote(sent))
		}
		if c.Kind != capture.ExecuteTool {
			continue
		}
		data, dataAt := descriptorrules.Field(resp, cetp.KeyData)
		if descriptor.KindOf(c.Data) != descriptor.KindObject {
			report(dataAt, "", "execute_tool %s response %s; it carries its data document (§4.2, §4.4)", capture.Str(st), missingOr(data, "data"))
			continue
		}
		if st.Str == cetp.StatusAccepted {
			for _, k := range []string{cetp.KeyOperationID, cetp.FieldPollAfterMs} {
				if v, at := descriptorrules.Field(c.Data, k); v == nil {
					report(at, "", "accepted execute_tool response has no data.%s; the Consumer needs it to poll the operation (§4.4)", k)
				}
			}
			continue
		}
		if k, at := descriptorrules.Field(c.Data, cetp.FieldResultKind); k == nil {
			report(at, "", "execute_tool success has no data.kind; say \"inline\" or \"file\" (§4.2, §4.5)")
		} else if s := capture.Str(k); s != cetp.ResultInline && s != cetp.ResultFile {
			report(at, k.Canonical(), "execute_tool success has data.kind %s; it is \"inline\" or \"file\" (§4.2, §4.5)", descriptorrules.QuoteNode(k))
		}
	}
}
