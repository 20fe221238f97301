// Package manifestrules holds the checks of the rules that read an Android
// manifest (source M in the catalog): one manifest, binary from an APK or a
// source AndroidManifest.xml, at a time.
package manifestrules

import (
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
	"github.com/clawseed/cetpaudit/rules"
)

// Checks are the manifest checks, by rule.
var Checks = check.NewRegistry[*ManifestPass]("manifest")

func register(id string, fn func(*ManifestPass)) { Checks.Register(id, fn) }

// Run runs rule r's manifest check, if it has one, on m, under the finding
// budget b (nil for none).
func Run(r *rules.Rule, m *manifest.Manifest, b *check.Budget) []finding.Finding {
	fn := Checks.Lookup(r.ID)
	if fn == nil {
		return nil
	}
	p := &ManifestPass{Manifest: m, Reporter: check.NewReporter(r, b)}
	fn(p)
	return p.Findings()
}
