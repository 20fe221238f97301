package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP609", checkSignatureNotVerified) }

func checkSignatureNotVerified(p *DexPass) {
	prog := p.Program
	for _, class := range p.ToolProviders() {
		entries := prog.EntryPoints(class)
		// A provider on the SDK: its hooks (authorize above all) are where
		// it reads the caller itself.
		hooks, _ := sdkHooksOf(prog, class)
		reach := prog.ReachableAs(append(slices.Clone(entries), hooks...), class)
		reads := prog.CallsIn(reach, func(c *program.Call) bool { return prog.IsCallerRead(c.Ref) })
		if len(reads) == 0 {
			continue
		}
		ev := signatureEvidence(prog, reach)
		if ev.verifies() {
			continue
		}
		first := reads[0]
	entry:
		for _, ep := range entries {
			for _, r := range reads {
				if r.Method == ep {
					first = r
					break entry
				}
			}
		}
		why := "never checks the caller's signing certificate"
		switch {
		case len(ev.droppedChecks) > 0:
			d := ev.droppedChecks[0]
			why = "calls " + callName(d.Call.Ref) + " in " + Short(d.Method) + " but discards its answer"
		case len(ev.legacyLookups) > 0:
			d := ev.legacyLookups[0]
			why = "looks up signatures with " + callName(d.Call.Ref) + " in " + Short(d.Method) + " but never reads them"
		case len(ev.modernLookups) > 0:
			d := ev.modernLookups[0]
			why = "looks up signing certificates with " + callName(d.Call.Ref) + " in " + Short(d.Method) + " but never reads them"
		}
		read := first.Call.Ref
		at, via := placeOutlined(prog, first, reach)
		first = at[0]
		p.ReportNote(DexAt{Method: first.Method, Addr: first.Call.Addr, Call: first.Call},
			"provider %s identifies its caller with %s%s but %s; verify the certificate digest before trusting a package (§7.1)",
			finding.Sanitize(JavaName(class)), callName(read), via, why)
	}
}
