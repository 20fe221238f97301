package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
)

func init() { register("CETP806", checkOperationState) }

func checkOperationState(p *CapturePass) {
	report := func(at descriptor.Loc, content, format string, args ...any) {
		p.Report(at, descriptorrules.Subject(at), content, format, args...)
	}
	for _, c := range ofKinds(p.Set, capture.GetOperation, capture.CancelOperation) {
		if statusOf(c.Response) != cetp.StatusSuccess || descriptor.KindOf(c.Data) != descriptor.KindObject {
			continue // the envelope is CETP805's
		}
		st, at := descriptorrules.Field(c.Data, cetp.FieldState)
		state := cetp.OperationState(capture.Str(st))
		if c.Kind == capture.CancelOperation {
			if state != cetp.StateCancellationRequested {
				report(at, string(state), "cancel_operation answered state %s; it only acknowledges the request with \"cancellation_requested\", and a later get_operation reports the outcome (§4.4)", descriptorrules.QuoteNode(st))
			}
			continue
		}
		switch {
		case st == nil:
			report(at, "", "get_operation response has no state; report queued, running, succeeded, failed or cancelled (§4.4)")
		case !state.Valid():
			report(at, st.Canonical(), "get_operation reports state %s; the states are queued, running, succeeded, failed and cancelled (§4.4)", descriptorrules.QuoteNode(st))
		case state == cetp.StateSucceeded:
			r, rAt := descriptorrules.Field(c.Data, cetp.FieldResult)
			k := capture.Str(r.Get(cetp.FieldResultKind))
			if descriptor.KindOf(r) != descriptor.KindObject || (k != cetp.ResultInline && k != cetp.ResultFile) || (k == cetp.ResultInline && r.Get(cetp.FieldValue) == nil) {
				what := "has no result"
				if r != nil {
					what = "has a result that is no result envelope"
				}
				report(rAt, "", "succeeded operation %s; it carries the envelope of a synchronous success, {\"kind\": \"inline\", \"value\": …} or a file result (§4.4)", what)
			}
		case state == cetp.StateFailed:
			e, eAt := descriptorrules.Field(c.Data, cetp.FieldError)
			if missing := errorObjectGaps(e); len(missing) > 0 {
				report(eAt, "", "failed operation's error lacks %s; a failed state carries a §5 error object with a known error_code, error_message and retryable (§4.4, §5)", joinList(missing))
			}
		}
	}
}

// errorObjectGaps lists what a failed operation's error object lacks of
// the §5 fields: a known error_code, an error_message string and a boolean
// retryable.
func errorObjectGaps(e *descriptor.Node) []string {
	if descriptor.KindOf(e) != descriptor.KindObject {
		return []string{"an error object"}
	}
	var gaps []string
	if !cetp.ErrorCode(capture.Str(e.Get(cetp.KeyErrorCode))).Valid() {
		gaps = append(gaps, "a known error_code")
	}
	if descriptor.KindOf(e.Get(cetp.KeyErrorMessage)) != descriptor.KindString {
		gaps = append(gaps, "error_message")
	}
	if descriptor.KindOf(e.Get(cetp.KeyRetryable)) != descriptor.KindBool {
		gaps = append(gaps, "retryable")
	}
	return gaps
}

func joinList(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += ", "
		}
		out += x
	}
	return out
}
