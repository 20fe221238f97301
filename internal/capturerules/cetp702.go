package capturerules

import (
	"sort"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP702", checkRevisionBumped) }

// toolsByName maps a list's tools by name (tools without a string name are
// not comparable and left out).
func toolsByName(l *descriptor.ToolList) map[string]*descriptor.Tool {
	m := map[string]*descriptor.Tool{}
	for _, t := range l.Tools.Items {
		if t.Name.OK() {
			if _, dup := m[t.Name.Value]; !dup {
				m[t.Name.Value] = t
			}
		}
	}
	return m
}

// semanticDiff lists what of the revision-relevant content changed from old
// to cur: tools added or removed, schemas, scopes, annotations.
func semanticDiff(old, cur *descriptor.ToolList) []string {
	o, c := toolsByName(old), toolsByName(cur)
	var diffs []string
	for name := range c {
		if o[name] == nil {
			diffs = append(diffs, "tool "+finding.Quote(name)+" added")
		}
	}
	for name, ot := range o {
		ct := c[name]
		if ct == nil {
			diffs = append(diffs, "tool "+finding.Quote(name)+" removed")
			continue
		}
		for _, k := range []string{cetp.FieldInputSchema, cetp.FieldOutputSchema, cetp.FieldScopes, cetp.FieldAnnotations} {
			if ot.Node.Get(k).Canonical() != ct.Node.Get(k).Canonical() {
				diffs = append(diffs, "tool "+finding.Quote(name)+" "+k+" changed")
			}
		}
	}
	sort.Strings(diffs)
	return diffs
}

func checkRevisionBumped(p *CapturePass) {
	if p.Baseline == nil || p.Baseline.Tools == nil || !p.Baseline.Tools.Revision.OK() {
		return
	}
	for _, c := range p.Set.Of(capture.ToolsV2) {
		cur := c.ToolList()
		if !cur.Revision.OK() || cur.Revision.Value != p.Baseline.Tools.Revision.Value {
			continue
		}
		diffs := semanticDiff(p.Baseline.Tools, cur)
		if len(diffs) == 0 {
			continue
		}
		more := ""
		if len(diffs) > 5 {
			more = ", and " + strconv.Itoa(len(diffs)-5) + " more"
			diffs = diffs[:5]
		}
		p.Report(cur.Revision.At, descriptorrules.Subject(cur.Revision.At), strings.Join(diffs, ";"),
			"revision %s is unchanged from the baseline although %s%s; change revision with every tool, schema or security change (§3.3)",
			finding.Quote(cur.Revision.Value), strings.Join(diffs, ", "), more)
	}
}
