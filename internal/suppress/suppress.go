package suppress

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/config"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

// Kinds of suppression, as reports name them.
const (
	KindXML    = "tools:ignore"
	KindConfig = "config"
)

// All is the rule id that covers every rule (Android Lint's "all").
const All = "all"

// Directive is one in-source suppression: a rule (or All) silenced over a
// span of one file.
type Directive struct {
	Kind   string // KindXML
	Rule   string // a rule id, or All
	Reason string
	// At is where the directive is written: CETP001 is reported there.
	At finding.Location
	// Path is the report path of the file it covers; the span is from
	// (StartLine, StartCol) to (EndLine, EndCol) inclusive. A zero column
	// means the whole line; EndLine 0 means to the end of the file.
	Path                string
	StartLine, StartCol int
	EndLine, EndCol     int
}

func (d *Directive) covers(f *finding.Finding) bool {
	l := f.Location
	if l.Path != d.Path || l.Line <= 0 {
		return false
	}
	if before(l.Line, l.Column, d.StartLine, d.StartCol) {
		return false
	}
	if d.EndLine > 0 && before(d.EndLine, d.EndCol, l.Line, l.Column) {
		return false
	}
	return true
}

// before reports whether position a is before position b; a zero column
// stands for the whole line, so it is never before or after on its line.
func before(aLine, aCol, bLine, bCol int) bool {
	if aLine != bLine {
		return aLine < bLine
	}
	return aCol > 0 && bCol > 0 && aCol < bCol
}

// entry is a suppression of any kind with its bookkeeping.
type entry struct {
	kind   string
	rule   string
	reason string
	at     finding.Location
	match  func(*finding.Finding) bool
	// scope decides whether a run covered the suppression's target, so
	// that a configuration shared by several jobs is not reported unused
	// by the job that did not scan its files.
	scope func(scanned map[string]bool) bool
	used  bool
	// cfgReason is the configuration entry that gives an in-source
	// directive without a reason of its own its reason.
	cfgReason *entry
}

// Set is the suppressions of one run. It is safe for concurrent use: inputs
// finishing in parallel may Apply their findings as they come.
type Set struct {
	mu      sync.Mutex
	root    string
	cfg     *config.Config
	opt     check.Options
	entries []*entry
	scanned map[string]bool
	// sources are the files whose directives were added, so a file read
	// twice (an input that is also --manifest-source) counts once.
	sources map[string]bool
}

// New returns a Set holding the configuration's suppressions. root is the
// directory report paths are relative to; opt is the run's rule options,
// which decide whether CETP001 is reported and at what level.
func New(cfg *config.Config, root string, opt check.Options) *Set {
	if abs, err := filepath.Abs(root); err == nil {
		root = abs
	}
	s := &Set{root: root, cfg: cfg, opt: opt, scanned: map[string]bool{}, sources: map[string]bool{}}
	if cfg == nil {
		return s
	}
	cfgPath := cfg.Path
	for i := range cfg.Suppressions {
		cs := &cfg.Suppressions[i]
		e := &entry{
			kind:   KindConfig,
			rule:   cs.Rule,
			reason: cs.Reason,
			at: finding.Location{Path: cfgPath, Line: cs.Line, Column: cs.Column,
				Logical: fmt.Sprintf("suppressions[%d]", cs.Index), LogicalKind: "object"},
		}
		e.match = func(f *finding.Finding) bool {
			if f.RuleID != cs.Rule {
				return false
			}
			if cs.Fingerprint != "" && f.FingerprintOrCompute() != cs.Fingerprint {
				return false
			}
			return cfg.MatchPath(cs, root, f.Location.Path)
		}
		e.scope = func(scanned map[string]bool) bool {
			if cs.Path == "" {
				return true
			}
			for p := range scanned {
				if cfg.MatchPath(cs, root, p) {
					return true
				}
			}
			return false
		}
		s.entries = append(s.entries, e)
	}
	return s
}

// SetReportPath sets where CETP001 findings about configuration entries
// point: the configuration file's path as reports show it (relative to the
// root). By default it is the path the configuration was loaded from.
func (s *Set) SetReportPath(p string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, e := range s.entries {
		if e.kind == KindConfig {
			e.at.Path = p
		}
	}
}

// Scanned records that an input was scanned: suppressions whose path it
// matches are reported when unused.
func (s *Set) Scanned(reportPath string) {
	s.mu.Lock()
	s.scanned[reportPath] = true
	s.mu.Unlock()
}

// Add adds in-source directives. A directive without a reason takes the
// reason of a configuration entry for the same rule whose path covers the
// file.
func (s *Set) Add(ds ...Directive) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range ds {
		d := d
		e := &entry{kind: d.Kind, rule: d.Rule, reason: strings.TrimSpace(d.Reason), at: d.At}
		if e.at.Path == "" {
			e.at.Path = d.Path
		}
		e.match = func(f *finding.Finding) bool {
			return (d.Rule == All || f.RuleID == d.Rule) && d.covers(f)
		}
		e.scope = func(map[string]bool) bool { return true }
		if e.reason == "" {
			e.cfgReason = s.configReason(d.Rule, d.Path)
		}
		s.entries = append(s.entries, e)
		s.scanned[d.Path] = true
	}
}

func (s *Set) configReason(rule, path string) *entry {
	if s.cfg == nil {
		return nil
	}
	for i, e := range s.entries {
		if e.kind != KindConfig || i >= len(s.cfg.Suppressions) {
			continue
		}
		cs := &s.cfg.Suppressions[i]
		if cs.Rule == rule && cs.Fingerprint == "" && cs.Path != "" && cs.Reason != "" &&
			s.cfg.MatchPath(cs, s.root, path) {
			return e
		}
	}
	return nil
}

func (e *entry) effectiveReason() string {
	if e.reason != "" {
		return e.reason
	}
	if e.cfgReason != nil {
		return e.cfgReason.reason
	}
	return ""
}

// Apply splits findings into those that stay and those a suppression with
// a reason silences. Every suppression that covers a finding is marked used,
// with or without a reason.
func (s *Set) Apply(fs []finding.Finding) (kept []finding.Finding, suppressed []finding.Suppressed) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range fs {
		f := &fs[i]
		var by *entry
		for _, e := range s.entries {
			if !e.match(f) {
				continue
			}
			e.used = true
			if e.cfgReason != nil {
				e.cfgReason.used = true
			}
			if by == nil && e.effectiveReason() != "" {
				by = e
			}
		}
		if by == nil || f.RuleID == "CETP001" {
			kept = append(kept, *f)
			continue
		}
		suppressed = append(suppressed, finding.Suppressed{Finding: *f, Kind: by.kind, Reason: by.effectiveReason(), By: by.at})
	}
	return kept, suppressed
}

// Unused returns CETP001 findings for the suppressions that matched
// nothing in this run (among those whose target the run scanned) or that
// have no reason. Call it once every input's findings went through Apply.
func (s *Set) Unused() []finding.Finding {
	r := rules.Lookup("CETP001")
	if r == nil || (s.opt.Enabled != nil && !s.opt.Enabled(r)) {
		return nil
	}
	level := r.Level
	if s.opt.Level != nil {
		level = s.opt.Level(r)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []finding.Finding
	for _, e := range s.entries {
		var reasons []string
		// A suppression of a rule this run does not run (--exclude-rules,
		// --rules) cannot match: it is not unused, only idle.
		ran := true
		if rr := rules.Lookup(e.rule); rr != nil && s.opt.Enabled != nil && !s.opt.Enabled(rr) {
			ran = false
		}
		unused := !e.used && ran && e.scope(s.scanned) && e.rule != All
		if unused {
			reasons = append(reasons, "matches no finding")
		}
		if e.effectiveReason() == "" && (e.used || e.rule != All) {
			reasons = append(reasons, "gives no reason")
		}
		if len(reasons) == 0 {
			continue
		}
		out = append(out, e.finding(r, level, reasons, unused))
	}
	finding.Sort(out)
	return out
}

func (e *entry) finding(r *rules.Rule, level finding.Level, reasons []string, unused bool) finding.Finding {
	what := e.describe()
	var msg string
	switch {
	case rules.Lookup(e.rule) == nil && e.rule != All:
		msg = fmt.Sprintf("%s names %s, which is not a cetpaudit rule; correct or delete it", what, finding.Quote(e.rule))
	case unused:
		msg = fmt.Sprintf("%s %s; delete it", what, strings.Join(reasons, " and "))
	case e.kind == KindXML:
		msg = fmt.Sprintf("%s gives no reason, so it is not applied and %s is still reported; put the reason in an XML comment directly before the element (<!-- cetpaudit: why -->) or in a .cetpaudit.json entry", what, e.rule)
	default:
		msg = fmt.Sprintf("%s gives no reason, so it is not applied and %s is still reported; add a \"reason\"", what, e.rule)
	}
	f := finding.Finding{
		RuleID:   r.ID,
		Level:    level,
		Message:  msg,
		Location: e.at,
		Identity: e.kind + "|" + e.at.Path + "|" + e.at.Logical + "|" + e.rule,
		Content:  strings.Join(reasons, ","),
	}
	f.Fingerprint = f.ComputeFingerprint()
	return f
}

func (e *entry) describe() string {
	switch e.kind {
	case KindXML:
		return fmt.Sprintf("tools:ignore=%q on %s", e.rule, elementName(e.at.Logical))
	}
	return fmt.Sprintf("configuration %s for %s", e.at.Logical, e.rule)
}

func elementName(logical string) string {
	if logical == "" {
		return "this element"
	}
	return "<" + finding.Sanitize(logical) + ">"
}

// SortSuppressed orders suppressed findings in the one order of findings
// (finding.Less).
func SortSuppressed(ss []finding.Suppressed) {
	sort.SliceStable(ss, func(i, j int) bool { return finding.Less(&ss[i].Finding, &ss[j].Finding) })
}
