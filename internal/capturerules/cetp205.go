package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP205", checkProviderID) }

func checkProviderID(p *CapturePass) {
	first := ""
	pkg := ""
	if p.Set.Manifest != nil {
		pkg = p.Set.Manifest.Package
	}
	for _, c := range p.Set.Captures {
		if (c.Kind != capture.Negotiate && c.Kind != capture.ProviderInfo) || descriptor.KindOf(c.Doc) != descriptor.KindObject {
			continue
		}
		v := c.Doc.Get(cetp.FieldProviderID)
		if descriptor.KindOf(v) != descriptor.KindString {
			continue // missing or mistyped: CETP303 (provider info)
		}
		id := v.Str
		switch {
		case pkg != "" && !capture.InNamespace(id, pkg):
			p.Report(v.At, descriptorrules.Subject(v.At), id, "provider_id %s is neither the app's package %s nor inside its namespace (%s.*); another app's id lets this provider shadow its tools (§3.1)",
				finding.Quote(id), finding.Quote(pkg), pkg)
		case first != "" && id != first:
			p.Report(v.At, descriptorrules.Subject(v.At), id, "provider_id %s differs from %s in another capture of this provider; provider_id must be stable (§3.1)",
				finding.Quote(id), finding.Quote(first))
		}
		if first == "" {
			first = id
		}
	}
}
