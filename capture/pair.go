package capture

import (
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/decl"
	"github.com/clawseed/cetpaudit/manifest"
)

// ProviderID returns the first provider_id string the set's negotiate or
// provider info captures carry, "" when none does.
func (s *Set) ProviderID() string {
	for _, c := range s.Captures {
		if c.Kind != Negotiate && c.Kind != ProviderInfo {
			continue
		}
		if v := c.Doc.Get(cetp.FieldProviderID); decl.KindOf(v) == decl.KindString && v.Str != "" {
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
// the set's provider_id or is its namespace prefix (the longest such). It
// returns one note per set left unpaired, for -v.
func Pair(sets []*Set, manifests []*manifest.Manifest) (notes []string) {
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
		if s.Manifest == nil {
			notes = append(notes, fmt.Sprintf("%s: no manifest in this scan matches provider_id %q; manifest cross-checks skipped", s.Name, id))
		}
	}
	return notes
}
