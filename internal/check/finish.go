package check

import (
	"slices"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

// Options adjust which rules run and at what level.
type Options struct {
	// Enabled reports whether a rule runs; nil runs every rule.
	Enabled func(r *rules.Rule) bool
	// Level overrides a rule's level; nil keeps the default.
	Level func(r *rules.Rule) finding.Level
	// MaxPerRule caps the findings of one rule on one input; one note
	// counts the rest. 0 means DefaultMaxPerRule, a negative value no cap.
	MaxPerRule int
}

// NewBudget returns the finding budget of one rule on one input under the
// options, or nil when there is no cap.
func (o Options) NewBudget() *Budget {
	n := o.MaxPerRule
	if n == 0 {
		n = DefaultMaxPerRule
	}
	if n < 0 {
		return nil
	}
	return &Budget{max: n, kept: map[dedupeKey]bool{}}
}

// Runs reports whether the options run rule r.
func (o Options) Runs(r *rules.Rule) bool {
	return !r.Deprecated && (o.Enabled == nil || o.Enabled(r))
}

// Finish applies the options to findings, wherever they came from (the
// checks here, or the Go analyzers): it drops those of disabled rules,
// applies level overrides and fills in fingerprints, in the one order.
func Finish(fs []finding.Finding, opt Options) []finding.Finding {
	out := fs[:0]
	for _, f := range fs {
		r := rules.Lookup(f.RuleID)
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
	finding.Sort(out)
	return out
}

// Precedence drops the findings that a finding of a silencing rule on the
// same subject makes redundant: one defect is one finding. A subject covers
// the subjects below it ("a#/tools/0" covers "a#/tools/0/annotations"), so a
// defect of a tool silences findings on its fields.
func Precedence(fs []finding.Finding) []finding.Finding {
	silenced := map[[2]string]bool{} // (rule, subject)
	for _, f := range fs {
		if f.Subject == "" {
			continue
		}
		if r := rules.Lookup(f.RuleID); r != nil {
			for _, s := range r.Silences {
				silenced[[2]string{s, f.Subject}] = true
			}
		}
	}
	out := fs[:0]
	for _, f := range fs {
		if f.Subject != "" && isSilenced(silenced, f.RuleID, f.Subject) || isSilencedAbout(silenced, f) {
			continue
		}
		out = append(out, f)
	}
	return out
}

func isSilencedAbout(silenced map[[2]string]bool, f finding.Finding) bool {
	for _, a := range f.About {
		if isSilenced(silenced, f.RuleID, a) {
			return true
		}
	}
	return false
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

// Dedupe drops exact repeats (same rule, place and message): a provider
// info checked beside two tool lists reports its defects once.
func Dedupe(fs []finding.Finding) []finding.Finding {
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

// MergeLimits reports each analysis limit once: limit notes with the same
// text after the rule's ID, at the same place and level, from several
// rules, become one note of the first rule in catalog order whose message
// names every rule that met the limit ("CETP106, CETP508, CETP601-CETP625 findings in … may be
// incomplete: …"). One reflective call the analysis cannot follow is one
// note to read, not one per dex rule. The merged note keeps the first
// rule's fingerprint, so a baseline taken with that rule still matches.
func MergeLimits(fs []finding.Finding) []finding.Finding {
	type key struct {
		input, limit, path, logical, obfuscated string
		line, column, dexLine                   int
		level                                   finding.Level
	}
	keyOf := func(f *finding.Finding) key {
		l := f.Location
		return key{f.Input, limitText(f), l.Path, l.Logical, l.Obfuscated, l.Line, l.Column, l.DexLine, f.Level}
	}
	groups := map[key][]int{}
	for i := range fs {
		if fs[i].Limit && strings.HasPrefix(fs[i].Message, fs[i].RuleID+" ") {
			k := keyOf(&fs[i])
			groups[k] = append(groups[k], i)
		}
	}
	drop := map[int]bool{}
	for _, idx := range groups {
		if len(idx) < 2 {
			continue
		}
		first, ids := idx[0], make([]string, 0, len(idx))
		for _, i := range idx {
			ids = append(ids, fs[i].RuleID)
			if fs[i].RuleID < fs[first].RuleID { // the catalog's order is the IDs'
				first = i
			}
		}
		for _, i := range idx {
			if i != first {
				drop[i] = true
			}
		}
		fs[first].Message = RuleList(ids) + " " + limitText(&fs[first])
	}
	if len(drop) == 0 {
		return fs
	}
	out := fs[:0]
	for i, f := range fs {
		if !drop[i] {
			out = append(out, f)
		}
	}
	return out
}

// limitText is a limit note's message without the rule's ID.
func limitText(f *finding.Finding) string { return strings.TrimPrefix(f.Message, f.RuleID+" ") }

// RuleList renders rule IDs in catalog order, three or more consecutive
// numbers of one prefix as a range: "CETP106, CETP508, CETP601-CETP625".
func RuleList(ids []string) string {
	ids = slices.Clone(ids)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	var parts []string
	for i := 0; i < len(ids); {
		j := i
		for j+1 < len(ids) && consecutive(ids[j], ids[j+1]) {
			j++
		}
		if j-i >= 2 {
			parts = append(parts, ids[i]+"-"+ids[j])
		} else {
			parts = append(parts, ids[i:j+1]...)
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// consecutive reports whether b's number follows a's under one prefix
// ("CETP601", "CETP602").
func consecutive(a, b string) bool {
	pa, na, oka := splitID(a)
	pb, nb, okb := splitID(b)
	return oka && okb && pa == pb && nb == na+1
}

func splitID(id string) (prefix string, n int, ok bool) {
	i := len(id)
	for i > 0 && id[i-1] >= '0' && id[i-1] <= '9' {
		i--
	}
	if i == len(id) {
		return "", 0, false
	}
	n, err := strconv.Atoi(id[i:])
	return id[:i], n, err == nil
}
