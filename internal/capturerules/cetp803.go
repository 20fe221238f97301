package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP803", checkCapabilityUse) }

func checkCapabilityUse(p *CapturePass) {
	granted, ok := grants(p.Set)
	if !ok {
		return
	}
	report := func(at descriptor.Loc, capab cetp.Capability, format string, args ...any) {
		p.Report(at, descriptorrules.Subject(at), string(capab), format+"; negotiate granted no %s in this capture set (§2.3)", append(args, finding.Quote(string(capab)))...)
	}
	for _, c := range ofKinds(p.Set, capture.ExecuteTool, capture.GetOperation, capture.CancelOperation) {
		st, stAt := descriptorrules.Field(c.Response, cetp.KeyStatus)
		switch c.Kind {
		case capture.ExecuteTool:
			if capture.Str(st) == cetp.StatusAccepted && !granted[cetp.CapAsyncOperations] {
				report(stAt, cetp.CapAsyncOperations, "execute_tool answered status \"accepted\" (a background operation, §4.4)")
			}
			if k, at := descriptorrules.Field(c.Data, cetp.FieldResultKind); capture.Str(st) == cetp.StatusSuccess && capture.Str(k) == cetp.ResultFile && !granted[cetp.CapLargeResults] {
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
