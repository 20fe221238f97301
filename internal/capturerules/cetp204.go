package capturerules

import (
	"slices"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

func init() { register("CETP204", checkVersionSelection) }

// manifestVersions returns the versions the paired manifest's tool
// provider service advertises (versions when valid, else version) and the
// service's logical path; ok is false when they cannot be known.
func manifestVersions(m *manifest.Manifest) (versions []int, path string, ok bool) {
	if m == nil {
		return nil, "", false
	}
	svcs := m.ComponentsWithAction(manifest.Service, cetp.ActionToolProvider)
	if len(svcs) != 1 {
		return nil, "", false // none, or ambiguous
	}
	c := svcs[0]
	parse := func(v manifest.Value) ([]int, bool) {
		e := v.Effective()
		switch e.Kind {
		case manifest.Int:
			return []int{int(e.Int)}, e.Int > 0
		case manifest.String:
			vs, problem := cetp.ParseVersions(e.Text)
			return vs, problem == ""
		}
		return nil, false
	}
	if md, found := c.Meta(cetp.MetaVersions); found {
		vs, ok := parse(md.Value)
		return vs, c.Path, ok
	}
	if md, found := c.Meta(cetp.MetaVersion); found {
		vs, ok := parse(md.Value)
		return vs, c.Path, ok && len(vs) == 1
	}
	return nil, c.Path, false
}

func checkVersionSelection(p *CapturePass) {
	mv, svcPath, manifestOK := manifestVersions(p.Set.Manifest)
	for _, c := range negotiations(p.Set) {
		sel, at := descriptorrules.Field(c.Doc, cetp.FieldSelectedVersion)
		subject := descriptorrules.Subject(at)
		if svcPath != "" {
			// A CETP103 on the paired service's version meta-data silences
			// this, whether or not its versions could be read: its subject
			// is the service, in ManifestPass.Report's convention.
			subject = p.Set.Manifest.Path + "#" + svcPath
		}
		if descriptor.KindOf(sel) != descriptor.KindInteger {
			what := "has no selected_version"
			if sel != nil {
				what = "has selected_version " + finding.Quote(sel.Canonical()) + ", not an integer"
			}
			p.Report(at, subject, "", "negotiate response %s; return the highest common major version (§2.2)", what)
			continue
		}
		cv := c.Request.ConsumerVersions
		if cv == nil {
			continue
		}
		if !slices.Contains(cv, int(sel.Int)) {
			p.Report(at, subject, sel.Canonical(), "negotiate selected version %d, which the request's consumer_versions %s did not offer; never interpret a request as another version (§2.2)",
				sel.Int, intList(cv))
			continue
		}
		if !manifestOK {
			continue
		}
		best := 0
		for _, v := range cv {
			if slices.Contains(mv, v) && v > best {
				best = v
			}
		}
		switch {
		case best == 0:
			p.Report(at, subject, sel.Canonical(), "negotiate selected version %d, but consumer_versions %s and the manifest's versions %s have no common version; return UNSUPPORTED_VERSION (§2.2)",
				sel.Int, intList(cv), intList(mv))
		case int(sel.Int) != best:
			p.Report(at, subject, sel.Canonical(), "negotiate selected version %d, but the highest version common to consumer_versions %s and the manifest's versions %s is %d (§2.2)",
				sel.Int, intList(cv), intList(mv), best)
		}
	}
}

func intList(vs []int) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = strconv.Itoa(v)
	}
	return "[" + strings.Join(s, ", ") + "]"
}
