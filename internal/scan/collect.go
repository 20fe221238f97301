package scan

import (
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// Collect turns findings from another producer — the Go analyzers of
// `cetpaudit go` — into a result the way Run treats its own: rule options
// (enabled, levels), paths relative to the root, exclusions, configuration
// suppressions and CETP001, and the baseline. files are the source files
// the producer read (absolute), so suppressions keyed to their paths count
// as scanned.
func Collect(fs []finding.Finding, files []string, opt Options) *finding.Result {
	fs = check.Finish(fs, opt.Rules)
	res := &finding.Result{Inputs: len(files)}
	kept := fs[:0]
	for _, f := range fs {
		f.Location.Path = Rel(opt.Root, f.Location.Path)
		f.Input = f.Location.Path
		for i := range f.Fixes {
			for j := range f.Fixes[i].Edits {
				f.Fixes[i].Edits[j].Path = Rel(opt.Root, f.Fixes[i].Edits[j].Path)
			}
		}
		if opt.Exclude != nil && opt.Exclude(f.Location.Path) {
			continue
		}
		kept = append(kept, f)
	}
	r := &InputResult{Total: 1, Findings: kept}
	if opt.Suppress != nil {
		for _, file := range files {
			opt.Suppress.Scanned(Rel(opt.Root, file))
		}
		r.Findings, r.Suppressed = opt.Suppress.Apply(kept)
		r.Findings = append(r.Findings, opt.Suppress.Unused()...)
	}
	opt.finish(r, res)
	finding.Sort(res.Findings)
	return res
}
