package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP616", checkLegacySignatureCheck) }

// checkLegacySignatureCheck reports, per tool provider, the reads of
// PackageInfo.signatures in code its entry points reach when no check
// there follows key rotation.
func checkLegacySignatureCheck(p *DexPass) {
	prog := p.Program
	readReported := map[fieldSite]bool{}
	for _, class := range p.ToolProviders() {
		// A provider on the SDK checks its caller in its hooks (authorize
		// above all), which the SDK's call() runs.
		hooks, _ := sdkHooksOf(prog, class)
		reach := prog.ReachableAs(append(slices.Clone(prog.EntryPoints(class)), hooks...), class)
		ev := signatureEvidence(prog, reach)
		// The read of the one-certificate array is where the legacy
		// answer is trusted. A GET_SIGNATURES lookup whose signatures are
		// never read verifies nothing (CETP609's business).
		if ev.rotationAware() {
			continue
		}
		for _, r := range ev.legacyReads {
			// A read in code R8 moved out of several methods (an outline
			// of getPackageInfo(…).signatures) is this provider's at the
			// outline's calls its entry points reach.
			at := []DexAt{{Method: r.Method, Addr: r.Addr}}
			via := ""
			if cs := prog.OutlineCallers(r.Method, reach); len(cs) > 0 {
				at, via = at[:0], " through "+program.OutlineKind(r.Method)+" "+Short(r.Method)
				for _, c := range cs {
					at = append(at, DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call})
				}
			}
			for _, a := range at {
				k := fieldSite{Method: a.Method, Addr: a.Addr}
				if via == "" {
					// One finding per method: javac reads the field again
					// for each use (`info.signatures != null &&
					// …signatures[0]`), one check all the same.
					k.Addr = 0
				}
				if readReported[k] {
					continue
				}
				readReported[k] = true
				p.Report(a,
					"%s reads PackageInfo.signatures%s to verify a caller of provider %s: the legacy array holds one certificate and no rotation history; use hasSigningCertificate or GET_SIGNING_CERTIFICATES with SigningInfo (§7.1)",
					Short(a.Method), via, finding.Sanitize(JavaName(class)))
			}
		}
	}
}
