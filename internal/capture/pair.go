package capture

import (
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// ProviderID returns the first provider_id string the set's negotiate or
// provider info captures carry, "" when none does.
func (s *Set) ProviderID() string {
	for _, c := range s.Captures {
		if c.Kind != Negotiate && c.Kind != ProviderInfo {
			continue
		}
		if v := c.Doc.Get(cetp.FieldProviderID); descriptor.KindOf(v) == descriptor.KindString && v.Str != "" {
			return v.Str
		}
	}
	return ""
}

// InNamespace reports whether id is pkg or inside its namespace
// ("pkg." prefix, §3.1).
func InNamespace(id, pkg string) bool {
	return pkg != "" && (id == pkg || strings.HasPrefix(id, pkg+"."))
}

// Pair pairs each unpaired set with a manifest (DESIGN.md "Capture sets"):
// the one whose package the bundle names, else the one whose package equals
// the set's provider_id or is its namespace prefix (the longest such). A set
// that names no provider_id, or one that matches no package, pairs with the
// scan's only tool-provider app: a provider_id outside that app's namespace
// is what CETP205 reports, and pairing only on a match would hide it. It
// returns one note per set paired that way or left unpaired, for -v.
func Pair(sets []*Set, manifests []*manifest.Manifest) (notes []string) {
	var providers []*manifest.Manifest
	for _, m := range manifests {
		if len(m.ComponentsWithAction(manifest.Service, cetp.ActionToolProvider)) > 0 {
			providers = append(providers, m)
		}
	}
	for _, s := range sets {
		if s.Manifest != nil {
			continue
		}
		if s.Package != "" {
			for _, m := range manifests {
				if m.Package == s.Package {
					s.Manifest = m
					break
				}
			}
			if s.Manifest == nil {
				notes = append(notes, fmt.Sprintf("%s: no manifest of package %s in this scan; manifest cross-checks skipped", s.Name, s.Package))
			}
			continue
		}
		id := s.ProviderID()
		for _, m := range manifests {
			if InNamespace(id, m.Package) && (s.Manifest == nil || len(m.Package) > len(s.Manifest.Package)) {
				s.Manifest = m
			}
		}
		if s.Manifest == nil && len(providers) == 1 {
			s.Manifest = providers[0]
			if id == "" {
				notes = append(notes, fmt.Sprintf("%s: names no provider_id; paired with the only tool-provider app in this scan, %s", s.Name, providers[0].Package))
			} else {
				notes = append(notes, fmt.Sprintf("%s: provider_id %q matches no package in this scan; paired with the only tool-provider app, %s", s.Name, id, providers[0].Package))
			}
			continue
		}
		switch {
		case s.Manifest != nil:
		case len(manifests) == 0:
			notes = append(notes, fmt.Sprintf("%s: no APK or manifest in this scan; manifest cross-checks skipped", s.Name))
		case id == "":
			notes = append(notes, fmt.Sprintf("%s: names no provider_id and the scan has no single tool-provider app; manifest cross-checks skipped", s.Name))
		default:
			notes = append(notes, fmt.Sprintf("%s: no manifest in this scan matches provider_id %q and the scan has no single tool-provider app; manifest cross-checks skipped", s.Name, id))
		}
	}
	return notes
}
