package rules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// reporter collects the findings of one rule on one target.
type reporter struct {
	rule     *Rule
	findings []finding.Finding
}

func (r *reporter) add(f finding.Finding) {
	f.RuleID = r.rule.ID
	f.Level = r.rule.Level
	r.findings = append(r.findings, f)
}

// ManifestPass is what a manifest check sees: one manifest.
type ManifestPass struct {
	Manifest *manifest.Manifest
	reporter
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
	p.add(finding.Finding{
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
