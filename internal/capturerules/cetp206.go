package capturerules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/descriptorrules"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
)

func init() { register("CETP206", checkAdvertisedV2Negotiable) }

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
		code, at := descriptorrules.Field(c.Response, cetp.KeyErrorCode)
		p.Report(at, descriptorrules.Subject(at), capture.Str(code), "the manifest of %s advertises CETP v2, but negotiate answered error %s; a Provider advertising v2 must negotiate successfully or be disabled (§8)",
			p.Set.Manifest.Package, descriptorrules.QuoteNode(code))
	}
}
