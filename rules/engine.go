package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// Targets is everything loaded from one scan that rules read.
type Targets struct {
	Manifests []*manifest.Manifest
	Dex       []*DexTarget
	// Captures are the capture sets, paired with manifests by capture.Pair.
	Captures []*capture.Set
	// BaselineTools is the --baseline-tools v2 list (CETP702/703), or nil.
	BaselineTools *descriptor.ToolList
}

// DefaultMaxPerRule is how many findings one rule reports on one input by
// default (scan --max-findings-per-rule).
const DefaultMaxPerRule = 1000

// Options adjust which rules run and at what level.
type Options struct {
	// Enabled reports whether a rule runs; nil runs every rule.
	Enabled func(r *Rule) bool
	// Level overrides a rule's level; nil keeps the default.
	Level func(r *Rule) finding.Level
	// MaxPerRule caps the findings of one rule in one Run (one input);
	// the rest are counted in one note. 0 means DefaultMaxPerRule, a
	// negative value no cap.
	MaxPerRule int
}

func (o Options) maxPerRule() int {
	if o.MaxPerRule == 0 {
		return DefaultMaxPerRule
	}
	return o.MaxPerRule
}

// Run runs every enabled rule over the targets, applies rule precedence and
// returns the findings with fingerprints, in a stable order. The targets
// are one input's: each rule keeps at most opt.MaxPerRule findings on them,
// and one note counts the rest.
func Run(t *Targets, opt Options) []finding.Finding {
	var all []finding.Finding
	for _, r := range All() {
		if r.Deprecated || (opt.Enabled != nil && !opt.Enabled(r)) {
			continue
		}
		var b *ruleBudget
		if n := opt.maxPerRule(); n > 0 {
			b = newRuleBudget(n)
		}
		if r.Manifest != nil {
			for _, m := range t.Manifests {
				p := &ManifestPass{Manifest: m, reporter: reporter{rule: r, budget: b}}
				r.Manifest(p)
				all = append(all, p.findings...)
			}
		}
		if r.Dex != nil {
			for _, d := range t.Dex {
				all = append(all, d.run(r, b)...)
			}
		}
		for _, cs := range t.Captures {
			if r.Decl != nil {
				for _, ds := range cs.DeclSets() {
					all = append(all, runDecl(r, ds, b)...)
				}
			}
			if r.Captures != nil {
				p := &CapturePass{Set: cs, Baseline: t.BaselineTools, reporter: reporter{rule: r, budget: b}}
				r.Captures(p)
				all = append(all, p.findings...)
			}
		}
		if b != nil && b.dropped > 0 {
			all = append(all, budgetNote(r, b))
		}
	}
	return Finish(applyPrecedence(dedupe(all)), opt)
}

// budgetNote is the one note that stands for the findings a rule's budget
// left out. Its identity is the rule and file, not the count, so a baseline
// keeps recognising it.
func budgetNote(r *Rule, b *ruleBudget) finding.Finding {
	at := b.at
	at.Logical, at.LogicalKind = "findings-budget", "budget"
	return finding.Finding{
		RuleID: r.ID,
		Level:  finding.Note,
		Message: fmt.Sprintf("… and %s more %s in this file: the first %d are reported, the per-rule budget of one input; fix those and scan again, or raise it with --max-findings-per-rule",
			thousands(b.dropped), r.ID, b.max),
		Location: at,
		Identity: "findings-budget:" + r.ID,
	}
}

// thousands writes n with comma separators ("59,990").
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Finish applies the options to findings, wherever they came from (the
// rules here, or the Go analyzers): it drops those of disabled rules,
// applies level overrides and fills in fingerprints, in a stable order.
func Finish(fs []finding.Finding, opt Options) []finding.Finding {
	out := fs[:0]
	for _, f := range fs {
		r := Lookup(f.RuleID)
		if r != nil && opt.Enabled != nil && !opt.Enabled(r) {
			continue
		}
		// Only an override changes the level: a rule may report some
		// findings below its default (a "cannot prove" note).
		if r != nil && opt.Level != nil && opt.Level(r) != r.Level {
			f.Level = opt.Level(r)
		}
		if f.Fingerprint == "" {
			f.Fingerprint = f.ComputeFingerprint()
		}
		out = append(out, f)
	}
	Sort(out)
	return out
}

// applyPrecedence drops the findings that a finding of a silencing rule on
// the same subject makes redundant: one defect is one finding. A subject
// covers the subjects below it ("a#/tools/0" covers "a#/tools/0/annotations"),
// so a defect of a tool silences findings on its fields.
func applyPrecedence(fs []finding.Finding) []finding.Finding {
	silenced := map[[2]string]bool{} // (rule, subject)
	for _, f := range fs {
		if f.Subject == "" {
			continue
		}
		for _, s := range Lookup(f.RuleID).Silences {
			silenced[[2]string{s, f.Subject}] = true
		}
	}
	out := fs[:0]
	for _, f := range fs {
		if f.Subject != "" && isSilenced(silenced, f.RuleID, f.Subject) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// isSilenced reports whether subject or one of its '/'-separated prefixes
// is silenced for the rule.
func isSilenced(silenced map[[2]string]bool, rule, subject string) bool {
	for s := subject; ; {
		if silenced[[2]string{rule, s}] {
			return true
		}
		i := strings.LastIndexByte(s, '/')
		if i < 0 {
			return false
		}
		s = s[:i]
	}
}

// dedupe drops exact repeats (same rule, place and message): a provider
// info checked beside two tool lists reports its defects once.
func dedupe(fs []finding.Finding) []finding.Finding {
	seen := map[dedupeKey]bool{}
	out := fs[:0]
	for _, f := range fs {
		k := keyOf(f)
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, f)
	}
	return out
}

// dedupeKey is what makes two findings the same one.
type dedupeKey struct{ rule, path, logical, msg string }

func keyOf(f finding.Finding) dedupeKey {
	return dedupeKey{f.RuleID, f.Location.Path, f.Location.Logical, f.Message}
}

// Sort orders findings by path, line, column, rule and message.
func Sort(fs []finding.Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Location.Path != b.Location.Path {
			return a.Location.Path < b.Location.Path
		}
		if a.Location.Line != b.Location.Line {
			return a.Location.Line < b.Location.Line
		}
		if a.Location.Column != b.Location.Column {
			return a.Location.Column < b.Location.Column
		}
		if a.RuleID != b.RuleID {
			return a.RuleID < b.RuleID
		}
		if a.Location.Logical != b.Location.Logical {
			return a.Location.Logical < b.Location.Logical
		}
		return a.Message < b.Message
	})
}
