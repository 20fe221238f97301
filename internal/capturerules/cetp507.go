package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/jsonpos"
)

func init() { register("CETP507", checkErrorContract) }

func checkErrorContract(p *CapturePass) {
	for _, c := range p.Set.Of(capture.Error) {
		d := c.Doc
		if descriptor.KindOf(d) != descriptor.KindObject {
			continue
		}
		report := func(at descriptor.Loc, content, format string, args ...any) {
			p.Report(at, descriptorrules.Subject(at), content, format, args...)
		}
		if st, at := descriptorrules.Field(d, cetp.KeyStatus); descriptor.KindOf(st) != descriptor.KindString || st.Str != cetp.StatusError {
			report(at, strOf(st), "error response has status %s; it must be \"error\" (§5)", descriptorrules.QuoteNode(st))
		}
		code, codeAt := descriptorrules.Field(d, cetp.KeyErrorCode)
		ec := cetp.ErrorCode(strOf(code))
		switch {
		case code == nil:
			report(codeAt, "", "error response has no error_code; return a code from the §5 table (§5)")
		case undefinedMethodCall(c):
			// Any code but METHOD_NOT_FOUND here is CETP807's finding:
			// one defect, one finding.
		case code.Kind != descriptor.KindString || !ec.Valid():
			report(codeAt, code.Canonical(), "error response has unknown error_code %s; use a code from the §5 table (§5)", descriptorrules.QuoteNode(code))
		}
		if m, at := descriptorrules.Field(d, cetp.KeyErrorMessage); descriptor.KindOf(m) != descriptor.KindString {
			report(at, "", "error response %s; return a safely displayable error_message string (§5)", missingOr(m, "error_message"))
		}
		r, rAt := descriptorrules.Field(d, cetp.KeyRetryable)
		if descriptor.KindOf(r) != descriptor.KindBool {
			report(rAt, "", "error response %s; return retryable as a JSON boolean (§5)", missingOr(r, "retryable"))
		} else if fixed, ok := ec.Retryability(); ok && fixed != cetp.RetryConditional {
			if want := fixed == cetp.RetryYes; r.Bool != want {
				report(rAt, string(ec), "error %s is marked retryable %v, but the spec fixes it to %v; Consumers retry from this flag (§5)", ec, r.Bool, want)
			}
		}
		echoed := echoRequired(c, d)
		if echoed {
			// Where the bundle recorded the request, the echo must be its
			// own: a Consumer matches errors to calls by request_id.
			req := c.Request
			if v, at := descriptorrules.Field(d, cetp.KeyProtocolVersion); descriptor.KindOf(v) != descriptor.KindInteger {
				report(at, "", "error response %s; echo the request's protocol_version as an integer (§5)", missingOr(v, "protocol_version"))
			} else if req.Recorded && req.ProtocolVersion != 0 && v.Int != int64(req.ProtocolVersion) {
				report(at, "", "error response echoes protocol_version %d, but the request sent %d; echo the request's own (§5)", v.Int, req.ProtocolVersion)
			}
			if v, at := descriptorrules.Field(d, cetp.KeyRequestID); descriptor.KindOf(v) != descriptor.KindString || v.Str == "" {
				report(at, "", "error response %s; echo the request's request_id (§5)", missingOr(v, "request_id"))
			} else if sent := capture.Str(req.RequestID); sent != "" && v.Str != sent {
				report(at, v.Str, "error response echoes request_id %s, but the request sent %s; echo the request's own, so the Consumer can match the error to its call (§4.1, §5)",
					finding.Quote(v.Str), finding.Quote(sent))
			}
		}
		if v, at := descriptorrules.Field(d, cetp.KeyErrorDetails); v != nil && !jsonDetails(v) {
			report(at, "", "error_details is %s; it must be a JSON object, or a string holding one (§5)", descriptorrules.QuoteNode(v))
		}
		if v, at := descriptorrules.Field(d, cetp.KeyRetryAfterMs); v != nil && (v.Kind != descriptor.KindInteger || v.Int < 0) {
			report(at, "", "retry_after_ms is %s; it must be a non-negative integer of milliseconds (§5)", descriptorrules.QuoteNode(v))
		}
	}
}

// echoRequired reports whether an error response must echo
// protocol_version and request_id: only v2 calls' responses do (§5);
// negotiate and v1 responses carry neither (§2.2, §4.1). The call's version
// comes from the recorded request, else from the response's own
// protocol_version, else from a method that exists only in v2; a list_tools
// call of unknown version may be v1 (a dual-stack call without
// protocol_version is handled as v1, §4), so nothing is required of it.
func echoRequired(c *capture.Capture, d *descriptor.Node) bool {
	if c.Method == cetp.MethodNegotiate {
		return false
	}
	if c.Request.Recorded && c.Request.ProtocolVersion != 0 {
		return c.Request.ProtocolVersion >= cetp.V2
	}
	if c.V1Call() {
		return false
	}
	if v, _ := descriptorrules.Field(d, cetp.KeyProtocolVersion); descriptor.KindOf(v) == descriptor.KindInteger {
		return v.Int >= cetp.V2
	}
	switch c.Method {
	case cetp.MethodGetProviderInfo, cetp.MethodExecuteTool, cetp.MethodGetOperation, cetp.MethodCancelOperation:
		return true
	}
	return false
}

// jsonDetails reports whether error_details is JSON: an object, or the JSON
// string the Bundle carries, holding an object.
func jsonDetails(v *descriptor.Node) bool {
	switch v.Kind {
	case descriptor.KindObject:
		return true
	case descriptor.KindString:
		n, err := jsonpos.Parse([]byte(v.Str), "")
		return err == nil && n.Kind == descriptor.KindObject
	}
	return false
}

func missingOr(v *descriptor.Node, field string) string {
	if v == nil {
		return "has no " + field
	}
	return "has " + field + " " + descriptorrules.QuoteNode(v) + " (a JSON " + v.Kind.String() + ")"
}
