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
	// budget is the rule's finding budget in this run, shared by all its
	// targets; nil for none.
	budget *ruleBudget
}

func (r *reporter) add(f finding.Finding) {
	f.RuleID = r.rule.ID
	f.Level = r.rule.Level
	if r.budget != nil && !r.budget.admit(f) {
		return
	}
	r.findings = append(r.findings, f)
}

// ruleBudget caps how many findings one rule keeps in one run (one input):
// a crafted input repeating a defect a million times must not build a
// million findings. Past the cap, reports are only counted and one note
// says how many were left out (engine.Run).
type ruleBudget struct {
	max     int
	kept    map[dedupeKey]bool
	dropped int
	// at is where the summary note goes: the file of the first finding.
	at finding.Location
}

func newRuleBudget(max int) *ruleBudget {
	return &ruleBudget{max: max, kept: map[dedupeKey]bool{}}
}

// admit reports whether f is kept. Repeats of a kept finding are admitted
// (the engine drops them); past the cap the rest are counted.
func (b *ruleBudget) admit(f finding.Finding) bool {
	k := keyOf(f)
	if b.kept[k] {
		return false // a repeat: dedupe would drop it anyway
	}
	if len(b.kept) == 0 {
		b.at = finding.Location{Path: f.Location.Path, FromDebugInfo: f.Location.FromDebugInfo}
	}
	if len(b.kept) >= b.max {
		b.dropped++
		return false
	}
	b.kept[k] = true
	return true
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
