package rules

import "github.com/clawseed/cetpaudit/finding"

func init() {
	Register(&Rule{
		ID:        "CETP001",
		Name:      "UnusedSuppression",
		Level:     finding.Warning,
		Precision: VeryHigh,
		Section:   "",
		Applies:   "all",
		Short:     "A suppression matched no finding, or gives no reason.",
		Full: "A suppression — `tools:ignore` in a manifest, a `//cetpaudit:ignore CETPnnn -- reason` comment " +
			"in Go, or a configuration entry — either suppressed nothing (the defect was fixed, the rule ID is " +
			"wrong, or the comment is not on the finding's line or enclosing declaration) or has no reason. A " +
			"stale suppression silently hides the next real finding at that place, and one without a reason " +
			"cannot be reviewed; a suppression without a reason suppresses nothing.",
		Fix: "Delete suppressions that match nothing. Give every suppression a reason after ` -- `, e.g. " +
			"`//cetpaudit:ignore CETP607 -- message is a fixed sentence; err only selects it`.",
		Example: "```go\n//cetpaudit:ignore CETP613 -- test fixture: tokens must be reproducible\nfunc fixedToken() string { ... }\n```",
	})
}
