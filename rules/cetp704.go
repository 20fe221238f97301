package rules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP704", Name: "MutatingV1Extension", Level: finding.Warning, Precision: Medium,
		Section: "8", Applies: "M+T1",
		Short: "A v1-only provider lists tools whose name or description marks a mutation.",
		Full: "CETP v1 is a read-only data bridge. A Provider whose manifest advertises only v1 but whose " +
			"v1 list has tools that create, delete, send or pay is a side-effecting v1 extension: it is " +
			"not v1-conformant and should migrate to v2, where mutations carry annotations, confirmation " +
			"and deduplication (§8). Tools are recognised by a leading mutation verb in the name or " +
			"description; precision is medium.",
		Fix:      "Migrate the tool to v2 (add versions=\"1,2\", annotations, scopes and confirmation) and drop it from the v1 list.",
		Example:  "```xml\n<meta-data android:name=\"com.clawseed.tools.version\" android:value=\"1\" />\n<!-- v1 list: {\"name\": \"send_message\", ...}  -> flagged -->\n```",
		CWE:      284,
		Silences: []string{"CETP705"},
		Captures: checkMutatingV1Extension,
	})
}

func checkMutatingV1Extension(p *CapturePass) {
	vs, _, ok := manifestVersions(p.Set.Manifest)
	if !ok || !slices.Equal(vs, []int{1}) {
		return
	}
	for _, t := range v1Tools(p.Set) {
		if mark := mutationMark(t.Name.Value, t.Description.Value); mark != "" && t.Name.OK() {
			p.Report(t.Name.At, Subject(t.At), t.Name.Value,
				"v1-only provider lists %s, a mutation (%s): side-effecting v1 extensions are not v1-conformant; migrate it to v2 (§8)",
				finding.Quote(t.Name.Value), mark)
		}
	}
}
