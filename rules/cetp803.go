package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP803", Name: "CapabilityNotNegotiated", Level: finding.Error, Precision: VeryHigh,
		Section: "2.3, 4.4, 4.5", Applies: "R, O + N",
		Short: "A response uses an optional capability the set's negotiation did not grant.",
		Full: "Optional capabilities exist only when negotiate granted them (§2.3): execute_tool may answer " +
			"status \"accepted\" only with async_operations (§4.4), a kind \"file\" result only with " +
			"large_results (§4.5), get_operation works only with async_operations and cancel_operation only " +
			"with cancellation. A Consumer that did not negotiate them cannot handle such answers, and a " +
			"Provider without large_results must answer RESULT_TOO_LARGE instead. Compared with the " +
			"negotiate responses of the same capture set; without one, nothing is checked.",
		Fix:      "Answer within what negotiate granted: a synchronous result, an inline result or RESULT_TOO_LARGE, and UNSUPPORTED_CAPABILITY for operation methods that were not negotiated.",
		Example:  "```json\n// negotiate granted [\"cancellation\"]\n{\"status\": \"accepted\", \"protocol_version\": 2, \"request_id\": \"…\", \"data\": {\"operation_id\": \"op_1\", \"poll_after_ms\": 1000}}   // bad: no async_operations\n```",
		CWE:      573,
		Captures: checkCapabilityUse,
	})
}

func checkCapabilityUse(p *CapturePass) {
	granted, ok := grants(p.Set)
	if !ok {
		return
	}
	report := func(at descriptor.Loc, capab cetp.Capability, format string, args ...any) {
		p.Report(at, Subject(at), string(capab), format+"; negotiate granted no %s in this capture set (§2.3)", append(args, finding.Quote(string(capab)))...)
	}
	for _, c := range ofKinds(p.Set, capture.ExecuteTool, capture.GetOperation, capture.CancelOperation) {
		st, stAt := field(c.Response, cetp.KeyStatus)
		switch c.Kind {
		case capture.ExecuteTool:
			if capture.Str(st) == cetp.StatusAccepted && !granted[cetp.CapAsyncOperations] {
				report(stAt, cetp.CapAsyncOperations, "execute_tool answered status \"accepted\" (a background operation, §4.4)")
			}
			if k, at := field(c.Data, cetp.FieldResultKind); capture.Str(st) == cetp.StatusSuccess && capture.Str(k) == cetp.ResultFile && !granted[cetp.CapLargeResults] {
				report(at, cetp.CapLargeResults, "execute_tool returned a kind \"file\" result; without large_results the answer is RESULT_TOO_LARGE (§4.5)")
			}
		case capture.GetOperation:
			if capture.Str(st) == cetp.StatusSuccess && !granted[cetp.CapAsyncOperations] {
				report(stAt, cetp.CapAsyncOperations, "get_operation answered successfully")
			}
		case capture.CancelOperation:
			if capture.Str(st) == cetp.StatusSuccess && !granted[cetp.CapCancellation] {
				report(stAt, cetp.CapCancellation, "cancel_operation answered successfully")
			}
		}
	}
}
