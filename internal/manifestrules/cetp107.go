package manifestrules

import (
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP107", checkSharedUserID) }

func checkSharedUserID(p *ManifestPass) {
	m := p.Manifest
	if !isToolProviderApp(m) || !m.SharedUserID.Present() {
		return
	}
	p.Report(At{Path: "manifest", Pos: m.Pos}, "manifest", m.SharedUserID.Text,
		"tool-provider app %s declares android:sharedUserId=%s, which makes caller identity by UID ambiguous; remove it (§7.1)",
		m.Package, finding.Quote(m.SharedUserID.Text))
}
