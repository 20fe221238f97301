package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP807", Name: "UnknownMethodAccepted", Level: finding.Error, Precision: VeryHigh,
		Section: "4", Applies: "Q+R",
		Short: "A call of a method CETP v2 does not define got an answer other than METHOD_NOT_FOUND.",
		Full: "An unknown method must return METHOD_NOT_FOUND (§4). A Provider that answers success, or " +
			"another error, for a method it does not define is dispatching on something other than the " +
			"method name — a catch-all branch that may run real code for a typo or a probe, and that tells " +
			"Consumers the method exists. Read from bundles, which record the method called (cetpaudit " +
			"capture calls one undefined method on purpose). A call recorded as v1 (no protocol_version) is " +
			"left alone: v1 may define methods v2 does not. An error with an unknown error_code here is " +
			"this rule's finding, not also CETP507's.",
		Fix:      "Answer every method the Provider does not implement with status \"error\", error_code METHOD_NOT_FOUND and retryable false.",
		Example:  "```json\n// call(\"frobnicate\")\n{\"status\": \"success\", \"data\": \"{}\"}   // bad\n{\"status\": \"error\", \"error_code\": \"METHOD_NOT_FOUND\", \"error_message\": \"Unknown method\", \"retryable\": false, \"protocol_version\": 2, \"request_id\": \"…\"}   // good\n```",
		CWE:      749,
		Silences: []string{"CETP507"},
		Captures: checkUnknownMethod,
	})
}

func checkUnknownMethod(p *CapturePass) {
	for _, c := range p.Set.Captures {
		if c.Method == "" || c.Method.Valid() || c.Response == nil || c.V1Call() {
			continue
		}
		if c.Kind == capture.Error {
			code, at := field(c.Response, cetp.KeyErrorCode)
			if capture.Str(code) == string(cetp.ErrMethodNotFound) {
				continue
			}
			p.Report(at, Subject(at), string(c.Method), "call of undefined method %s was answered with error_code %s; an unknown method returns METHOD_NOT_FOUND (§4)",
				finding.Quote(string(c.Method)), quoteNode(code))
			continue
		}
		st, at := field(c.Response, cetp.KeyStatus)
		p.Report(at, Subject(at), string(c.Method), "call of undefined method %s was answered with status %s; an unknown method returns a METHOD_NOT_FOUND error (§4)",
			finding.Quote(string(c.Method)), quoteNode(st))
	}
}
