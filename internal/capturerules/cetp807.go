package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP807", checkUnknownMethod) }

func checkUnknownMethod(p *CapturePass) {
	for _, c := range p.Set.Captures {
		if c.Method == "" || c.Method.Valid() || c.Response == nil || c.V1Call() {
			continue
		}
		if c.Kind == capture.Error {
			code, at := descriptorrules.Field(c.Response, cetp.KeyErrorCode)
			if capture.Str(code) == string(cetp.ErrMethodNotFound) {
				continue
			}
			p.Report(at, descriptorrules.Subject(at), string(c.Method), "call of undefined method %s was answered with error_code %s; an unknown method returns METHOD_NOT_FOUND (§4)",
				finding.Quote(string(c.Method)), descriptorrules.QuoteNode(code))
			continue
		}
		st, at := descriptorrules.Field(c.Response, cetp.KeyStatus)
		p.Report(at, descriptorrules.Subject(at), string(c.Method), "call of undefined method %s was answered with status %s; an unknown method returns a METHOD_NOT_FOUND error (§4)",
			finding.Quote(string(c.Method)), descriptorrules.QuoteNode(st))
	}
}
