package rules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

func init() {
	Register(&Rule{
		ID:        "CETP605",
		Name:      "EntryPointWithoutCallerCheck",
		Level:     finding.Warning,
		Precision: High,
		Section:   "7.1, 7.2",
		Applies:   "X",
		Short:     "An entry point of the exported tool provider never checks its caller.",
		Full: "An overridden entry point of the exported tool provider — call, query, insert, update, delete, " +
			"openFile or openAssetFile — reaches no read of the calling UID or package and no permission " +
			"enforcement on any path. Calls are followed into the provider's own class, its helpers and its " +
			"superclasses present in the dex, so an invoke-super into an SDK base class that checks counts. Any " +
			"app on the device can reach an exported provider: without a caller check, §7.1's identity binding and " +
			"§7.2's per-execution scope checks cannot happen. Stub entry points that only return a constant or " +
			"throw are not reported. When the chain leaves the APK (a base class or helper that is not in the " +
			"dex) the finding is a note: the check may live there.",
		Fix:     "Capture Binder.getCallingUid() (or enforce a permission) at the start of the entry point, or delegate to a base class that does.",
		Example: "```kotlin\noverride fun call(method: String, arg: String?, extras: Bundle?): Bundle {\n    val uid = Binder.getCallingUid()\n    authorize(uid, method)\n    ...\n}\n```",
		CWE:     862,
		Dex:     checkEntryPointWithoutCallerCheck,
	})
}

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
