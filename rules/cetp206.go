package rules

import (
	"slices"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP206", Name: "AdvertisedV2NotNegotiable", Level: finding.Error, Precision: High,
		Section: "8", Applies: "N+M",
		Short: "The manifest advertises v2 but the captured negotiate answer is an error.",
		Full: "A Provider advertising v2 must negotiate successfully or be disabled (§8), and a failed v2 " +
			"negotiation must not downgrade to v1. A manifest whose versions lists 2, or whose version is 2, " +
			"paired with a negotiate call answered with an error, is a Provider Consumers must disable. " +
			"Read from bundles, which record which method was called. A negotiate whose recorded request " +
			"did not offer 2 in an int[] consumer_versions (for example a String, which is all adb can " +
			"send) was not asked properly and is not held against the Provider.",
		Fix:      "Make negotiate succeed for a Consumer offering 2 (select the highest common version, §2.2), or stop advertising version 2 in the manifest.",
		Example:  "```json\n// manifest versions \"1,2\"; negotiate with consumer_versions [2, 1]\n{\"status\": \"error\", \"error_code\": \"UNAVAILABLE\", \"error_message\": \"Try later\", \"retryable\": true}   // bad\n```",
		CWE:      757,
		Captures: checkAdvertisedV2Negotiable,
	})
}

func checkAdvertisedV2Negotiable(p *CapturePass) {
	versions, version, _, ok := advertised(p.Set.Manifest)
	if !ok || !(slices.Contains(versions, cetp.V2) || version == cetp.V2) {
		return
	}
	for _, c := range p.Set.Of(capture.Error) {
		if c.Method != cetp.MethodNegotiate {
			continue
		}
		req := c.Request
		if req.ConsumerVersionsUntyped || (req.ConsumerVersions != nil && !slices.Contains(req.ConsumerVersions, cetp.V2)) {
			continue
		}
		code, at := field(c.Response, cetp.KeyErrorCode)
		p.Report(at, Subject(at), capture.Str(code), "the manifest of %s advertises CETP v2, but negotiate answered error %s; a Provider advertising v2 must negotiate successfully or be disabled (§8)",
			p.Set.Manifest.Package, quoteNode(code))
	}
}
