package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

func init() { register("CETP605", checkEntryPointWithoutCallerCheck) }

func checkEntryPointWithoutCallerCheck(p *DexPass) {
	for _, class := range p.ToolProviders() {
		if c := p.ProviderComponent(class); c != nil && p.Manifest.ExportedState(c) == manifest.NotExported {
			continue // not reachable from other apps (CETP105's business)
		}
		for _, ep := range p.Program.EntryPoints(class) {
			if p.Program.Trivial(ep) {
				continue
			}
			chk := p.Program.CallerCheck(ep)
			at := DexAt{Method: ep, Addr: 0}
			switch chk.Verdict {
			case program.No:
				p.Report(at, "%s of exported provider %s reads no caller UID or package and enforces no permission on any path; check the caller before serving the request (§7.1, §7.2)",
					finding.Sanitize(ep.Ref.Name), finding.Sanitize(JavaName(class)))
			case program.Unknown:
				p.ReportNote(at, "%s of exported provider %s checks no caller within the APK; the chain continues in %s, which is not in the dex: make sure it checks the caller (§7.1, §7.2)",
					finding.Sanitize(ep.Ref.Name), finding.Sanitize(JavaName(class)), callName(chk.At.Call.Ref))
			}
		}
	}
}
