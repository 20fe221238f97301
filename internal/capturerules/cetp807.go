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
		if !undefinedMethodCall(c) || c.Response == nil {
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

// undefinedMethodCall reports whether a capture records a call of a method
// v2 does not define, made as a v2 call or of unknown version (a v1 call may
// use methods v1 defines): CETP807's calls.
func undefinedMethodCall(c *capture.Capture) bool {
	return c.Method != "" && !c.Method.Valid() && !c.V1Call()
}
