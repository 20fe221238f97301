package manifestrules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// ManifestPass is what a manifest check sees: one manifest.
type ManifestPass struct {
	Manifest *manifest.Manifest
	check.Reporter
}

// At is a manifest location: the logical element path and the source
// position when known.
type At struct {
	Path string
	Pos  manifest.Pos
}

// Report reports a finding at a manifest element. subject is what rule
// precedence compares (usually the element path); content feeds the
// fingerprint (usually the offending value).
func (p *ManifestPass) Report(at At, subject, content, format string, args ...any) {
	if subject != "" {
		// Precedence is per manifest: the same element path in another
		// app is another subject. Capture checks name a paired manifest's
		// elements the same way ("path#element").
		subject = p.Manifest.Path + "#" + subject
	}
	p.Add(finding.Finding{
		Message: fmt.Sprintf(format, args...),
		Location: finding.Location{
			Path:        p.Manifest.Path,
			Line:        at.Pos.Line,
			Column:      at.Pos.Col,
			Logical:     at.Path,
			LogicalKind: "element",
		},
		Subject: subject,
		Content: content,
	})
}
