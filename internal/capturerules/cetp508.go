package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
)

func init() { register("CETP508", checkResolutionComplete) }

func checkResolutionComplete(p *CapturePass) {
	for _, c := range p.Set.Of(capture.Error) {
		if c.V1Call() {
			continue // v1 had no resolution contract (§4.3, §8)
		}
		code, at := descriptorrules.Field(c.Doc, cetp.KeyErrorCode)
		if ec := cetp.ErrorCode(capture.Str(code)); ec != cetp.ErrAuthRequired && ec != cetp.ErrUserActionRequired {
			continue
		}
		var missing []string
		for _, k := range []string{cetp.KeyResolution, cetp.KeyResumeToken} {
			if v := c.Doc.Get(k); descriptor.KindOf(v) == descriptor.KindAbsent || v.Kind == descriptor.KindNull {
				missing = append(missing, k)
			}
		}
		if len(missing) == 0 {
			continue
		}
		p.Report(at, descriptorrules.Subject(at), code.Str, "%s error has no %s; it must carry both the resolution PendingIntent and the resume_token (§4.3)",
			code.Str, joinAnd(missing))
	}
}

func joinAnd(s []string) string {
	if len(s) == 2 {
		return s[0] + " and no " + s[1]
	}
	return joinList(s)
}
