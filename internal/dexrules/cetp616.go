package dexrules

import (
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
		reach := prog.Reachable(prog.EntryPoints(class))
		ev := signatureEvidence(prog, reach)
		// The read of the one-certificate array is where the legacy
		// answer is trusted. A GET_SIGNATURES lookup whose signatures are
		// never read verifies nothing (CETP609's business).
		if ev.rotationAware() {
			continue
		}
		for _, r := range ev.legacyReads {
			if readReported[r] {
				continue
			}
			readReported[r] = true
			p.Report(DexAt{Method: r.Method, Addr: r.Addr},
				"%s reads PackageInfo.signatures to verify a caller of provider %s: the legacy array holds one certificate and no rotation history; use hasSigningCertificate or GET_SIGNING_CERTIFICATES with SigningInfo (§7.1)",
				Short(r.Method), finding.Sanitize(JavaName(class)))
		}
	}
}
