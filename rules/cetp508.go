package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP508", Name: "ResolutionIncomplete", Level: finding.Error, Precision: VeryHigh,
		Section: "4.3", Applies: "E, X",
		Short: "An AUTH_REQUIRED or USER_ACTION_REQUIRED error lacks its resolution or resume_token.",
		Full: "When login, scope authorization or confirmation is needed, the error Bundle must carry both " +
			"resolution, the Provider's explicit immutable PendingIntent, and resume_token, the single-use " +
			"token bound to the original call (§4.3). Without the PendingIntent the Consumer cannot open the " +
			"Provider's UI; without the token it cannot resume the same execution, and retries with a new " +
			"request_id risk duplicate effects. In captures, the keys of the response are checked (a null " +
			"value counts as absent); one finding per response names what is missing. Responses to calls " +
			"recorded as v1 (no protocol_version) are not held to this v2 contract.",
		Fix:      "Return resolution (a PendingIntent from PendingIntent.getActivity with FLAG_IMMUTABLE, explicit target) and a resume_token with every AUTH_REQUIRED and USER_ACTION_REQUIRED error.",
		Example:  "```json\n{\"status\": \"error\", \"error_code\": \"USER_ACTION_REQUIRED\", \"error_message\": \"Confirm in the app\", \"retryable\": false, \"protocol_version\": 2, \"request_id\": \"…\"}   // bad: no resolution, no resume_token\n```",
		CWE:      696,
		Captures: checkResolutionComplete,
	})
}

func checkResolutionComplete(p *CapturePass) {
	for _, c := range p.Set.Of(capture.Error) {
		if c.V1Call() {
			continue // v1 had no resolution contract (§4.3, §8)
		}
		code, at := field(c.Doc, cetp.KeyErrorCode)
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
		p.Report(at, Subject(at), code.Str, "%s error has no %s; it must carry both the resolution PendingIntent and the resume_token (§4.3)",
			code.Str, joinAnd(missing))
	}
}

func joinAnd(s []string) string {
	if len(s) == 2 {
		return s[0] + " and no " + s[1]
	}
	return joinList(s)
}
