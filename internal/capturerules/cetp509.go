package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP509", checkAuthorizeIntent) }

func checkAuthorizeIntent(p *CapturePass) {
	for _, c := range ofKinds(p.Set, capture.Error, capture.ExecuteTool) {
		if !v2Call(c) {
			continue
		}
		for _, m := range c.Doc.Members {
			if m.Key == cetp.KeyAuthorizeIntentV1 {
				p.Report(m.Value.At, descriptorrules.Subject(m.Value.At), "", "v2 %s response carries v1's authorize_intent %s; v2 uses only the resolution PendingIntent and resume_token (§4.3)",
					methodOr(c), descriptorrules.QuoteNode(m.Value))
			}
		}
	}
}

// methodOr names a capture's method for messages, "error" when unknown.
func methodOr(c *capture.Capture) string {
	if c.Method == "" {
		return "error"
	}
	return finding.Quote(string(c.Method))
}
