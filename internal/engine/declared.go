package engine

import "github.com/clawseed/cetpaudit/internal/descriptor"

// pairDeclarations hands each APK's dex the captured tool lists paired
// with its manifest: the dex rules of source X+T join what a tool declares
// with what its code does.
func pairDeclarations(t *Targets) {
	for _, d := range t.Dex {
		if d.Declared != nil || d.Manifest == nil {
			continue
		}
		var decls []*descriptor.Set
		for _, cs := range t.Captures {
			if cs.Manifest != nil && cs.Manifest.Package == d.Manifest.Package {
				decls = append(decls, cs.DeclSets()...)
			}
		}
		d.Declared = decls
	}
}
