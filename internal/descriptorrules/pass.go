package descriptorrules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

// DeclPass is what a declaration check sees: one provider's declaration set,
// from captures or from Go code.
type DeclPass struct {
	Set *descriptor.Set
	check.Reporter
}

// Report reports a finding at a declared value. subject is what rule
// precedence compares: a logical location from decl (use Subject); content
// feeds the fingerprint (usually the offending value).
func (p *DeclPass) Report(at descriptor.Loc, subject, content, format string, args ...any) {
	p.Add(ValueFinding(at, subject, content, format, args...))
}

// ReportNote is Report at note level, for texts or values the check could
// not read in full.
func (p *DeclPass) ReportNote(at descriptor.Loc, subject, content, format string, args ...any) {
	p.AddNote(ValueFinding(at, subject, content, format, args...))
}

// ValueFinding is the finding at a JSON value (declared or captured) that
// Report and ReportNote add, here and in the capture checks.
func ValueFinding(at descriptor.Loc, subject, content, format string, args ...any) finding.Finding {
	at.LogicalKind = "object"
	return finding.Finding{
		Message:  fmt.Sprintf(format, args...),
		Location: at,
		Subject:  subject,
		Content:  content,
	}
}

// Subject is the precedence subject of a declared value: its file and
// logical location. Precedence matches subjects as '/'-separated prefixes,
// so a tool's subject covers its fields.
func Subject(at descriptor.Loc) string { return at.Path + "#" + at.Logical }

// CheckDecl runs the enabled declaration checks on one declaration set and
// returns their findings after rule precedence, fingerprinted and sorted.
// The Go analyzers call it on declarations evaluated from Go code; the
// findings keep the token.Pos of their locations. enabled nil runs all.
func CheckDecl(set *descriptor.Set, enabled func(*rules.Rule) bool) []finding.Finding {
	var all []finding.Finding
	for _, r := range Checks.Rules() {
		if enabled != nil && !enabled(r) {
			continue
		}
		all = append(all, Run(r, set, nil)...) // Go code: no finding budget
	}
	all = check.Precedence(all)
	for i := range all {
		all[i].Fingerprint = all[i].ComputeFingerprint()
	}
	finding.Sort(all)
	return all
}
