package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP616", checkLegacySignatureCheck) }

// checkLegacySignatureCheck reports, per tool provider, the legacy
// signature lookups (GET_SIGNATURES) and reads (PackageInfo.signatures) in
// code its entry points reach when no check there follows key rotation.
func checkLegacySignatureCheck(p *DexPass) {
	prog := p.Program
	reported := map[*program.Call]bool{}
	readReported := map[fieldSite]bool{}
	for _, class := range p.ToolProviders() {
		reach := prog.Reachable(prog.EntryPoints(class))
		ev := signatureEvidence(prog, reach)
		if ev.rotationAware() || len(ev.legacyLookups) == 0 && len(ev.legacyReads) == 0 {
			continue
		}
		// The read of the one-certificate array is where the legacy
		// answer is trusted; without one, the lookup that asked for it.
		for _, r := range ev.legacyReads {
			if readReported[r] {
				continue
			}
			readReported[r] = true
			p.Report(DexAt{Method: r.Method, Addr: r.Addr},
				"%s reads PackageInfo.signatures to verify a caller of provider %s: the legacy array holds one certificate and no rotation history; use hasSigningCertificate or GET_SIGNING_CERTIFICATES with SigningInfo (§7.1)",
				Short(r.Method), finding.Sanitize(JavaName(class)))
		}
		if len(ev.legacyReads) > 0 {
			continue
		}
		for _, s := range ev.legacyLookups {
			if reported[s.Call] {
				continue
			}
			reported[s.Call] = true
			p.Report(DexAt{Method: s.Method, Addr: s.Call.Addr, Call: s.Call},
				"%s asks %s for GET_SIGNATURES to verify a caller of provider %s: the legacy signatures hold one certificate and no rotation history; use hasSigningCertificate or GET_SIGNING_CERTIFICATES with SigningInfo (§7.1)",
				Short(s.Method), callName(s.Call.Ref), finding.Sanitize(JavaName(class)))
		}
	}
}
