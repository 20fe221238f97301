package capturerules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP704", checkMutatingV1Extension) }

func checkMutatingV1Extension(p *CapturePass) {
	vs, _, ok := manifestVersions(p.Set.Manifest)
	if !ok || !slices.Equal(vs, []int{1}) {
		return
	}
	for _, t := range v1Tools(p.Set) {
		if mark := descriptorrules.MutationMark(t.Name.Value, t.Description.Value); mark != "" && t.Name.OK() {
			p.Report(t.Name.At, descriptorrules.Subject(t.At), t.Name.Value,
				"v1-only provider lists %s, a mutation (%s): side-effecting v1 extensions are not v1-conformant; migrate it to v2 (§8)",
				finding.Quote(t.Name.Value), mark)
		}
	}
}
