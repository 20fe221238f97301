package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP805", Name: "ResponseEnvelopeInvalid", Level: finding.Error, Precision: VeryHigh,
		Section: "4.2, 4.4", Applies: "R, O",
		Short: "An execute_tool, get_operation or cancel_operation response breaks the v2 envelope.",
		Full: "A v2 success or accepted response carries status, protocol_version 2 and the request's own " +
			"request_id (§4.2, §4.4); an execute_tool success carries data {\"kind\": \"inline\" | \"file\", ...}, " +
			"and an accepted one data {\"operation_id\", \"poll_after_ms\"}. Consumers match responses to calls " +
			"by request_id and read results by kind: a missing or foreign request_id, a missing version or an " +
			"unknown kind leaves them guessing which call this answers and how to read it. With the request " +
			"recorded in a bundle, the echoed request_id must equal the request's. Responses to v1 calls " +
			"(no protocol_version in the recorded request) carry no v2 envelope and are not checked; errors " +
			"are CETP507's.",
		Fix:      "Echo protocol_version 2 and the request's request_id on every v2 response; give data.kind on results, operation_id and poll_after_ms on accepted responses.",
		Example:  "```json\n{\"status\": \"success\", \"protocol_version\": 2, \"data\": {\"value\": {\"alert_id\": \"al_1\"}}}   // bad: no request_id, no data.kind\n{\"status\": \"success\", \"protocol_version\": 2, \"request_id\": \"…\", \"data\": {\"kind\": \"inline\", \"value\": {\"alert_id\": \"al_1\"}}}   // good\n```",
		CWE:      20,
		Silences: []string{"CETP507"},
		Captures: checkResponseEnvelope,
	})
}

func checkResponseEnvelope(p *CapturePass) {
	for _, c := range ofKinds(p.Set, capture.ExecuteTool, capture.GetOperation, capture.CancelOperation) {
		if c.V1Call() {
			continue
		}
		resp := c.Response
		report := func(at descriptor.Loc, content, format string, args ...any) {
			p.Report(at, Subject(at), content, format, args...)
		}
		st, stAt := field(resp, cetp.KeyStatus)
		want := "success"
		if c.Kind == capture.ExecuteTool {
			want = "success or accepted"
		}
		switch s := capture.Str(st); {
		case s == cetp.StatusSuccess, s == cetp.StatusAccepted && c.Kind == capture.ExecuteTool:
		default:
			report(stAt, s, "%s response has status %s; a v2 response that is not an error has status %s (§4.2, §4.4)", c.Method, quoteNode(st), want)
			continue
		}
		if v, at := field(resp, cetp.KeyProtocolVersion); descriptor.KindOf(v) != descriptor.KindInteger || v.Int != cetp.V2 {
			report(at, "", "%s response %s; a v2 response echoes protocol_version 2 (§4.2)", c.Method, missingOr(v, "protocol_version"))
		}
		id, idAt := field(resp, cetp.KeyRequestID)
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
		data, dataAt := field(resp, cetp.KeyData)
		if descriptor.KindOf(c.Data) != descriptor.KindObject {
			report(dataAt, "", "execute_tool %s response %s; it carries its data document (§4.2, §4.4)", capture.Str(st), missingOr(data, "data"))
			continue
		}
		if st.Str == cetp.StatusAccepted {
			for _, k := range []string{cetp.KeyOperationID, cetp.FieldPollAfterMs} {
				if v, at := field(c.Data, k); v == nil {
					report(at, "", "accepted execute_tool response has no data.%s; the Consumer needs it to poll the operation (§4.4)", k)
				}
			}
			continue
		}
		if k, at := field(c.Data, cetp.FieldResultKind); k == nil {
			report(at, "", "execute_tool success has no data.kind; say \"inline\" or \"file\" (§4.2, §4.5)")
		} else if s := capture.Str(k); s != cetp.ResultInline && s != cetp.ResultFile {
			report(at, k.Canonical(), "execute_tool success has data.kind %s; it is \"inline\" or \"file\" (§4.2, §4.5)", quoteNode(k))
		}
	}
}
