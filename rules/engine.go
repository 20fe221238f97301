package rules

import (
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// Targets is everything loaded from one scan that rules read.
type Targets struct {
	Manifests []*manifest.Manifest
	Dex       []*DexTarget
	// Captures are the capture sets, paired with manifests by capture.Pair.
	Captures []*capture.Set
	// Baseline is the --baseline-tools capture set (CETP702/703/706), or
	// nil.
	Baseline *capture.Baseline
}

// Options adjust which rules run and at what level.
type Options struct {
	// Enabled reports whether a rule runs; nil runs every rule.
	Enabled func(r *Rule) bool
	// Level overrides a rule's level; nil keeps the default.
	Level func(r *Rule) finding.Level
}

// Run runs every enabled rule over the targets, applies rule precedence and
// returns the findings with fingerprints, in a stable order.
func Run(t *Targets, opt Options) []finding.Finding {
	var all []finding.Finding
	for _, r := range All() {
		if r.Deprecated || (opt.Enabled != nil && !opt.Enabled(r)) {
			continue
		}
		if r.Manifest != nil {
			for _, m := range t.Manifests {
				p := &ManifestPass{Manifest: m, reporter: reporter{rule: r}}
				r.Manifest(p)
				all = append(all, p.findings...)
			}
		}
		if r.Dex != nil {
			for _, d := range t.Dex {
				all = append(all, d.run(r)...)
			}
		}
		for _, cs := range t.Captures {
			if r.Decl != nil {
				for _, ds := range cs.DeclSets() {
					all = append(all, runDecl(r, ds)...)
				}
			}
			if r.Captures != nil {
				p := &CapturePass{Set: cs, Baseline: t.Baseline, reporter: reporter{rule: r}}
				r.Captures(p)
				all = append(all, p.findings...)
			}
		}
	}
	return Finish(applyPrecedence(dedupe(all)), opt)
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
	type key struct{ rule, path, logical, msg string }
	seen := map[key]bool{}
	out := fs[:0]
	for _, f := range fs {
		k := key{f.RuleID, f.Location.Path, f.Location.Logical, f.Message}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, f)
	}
	return out
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
