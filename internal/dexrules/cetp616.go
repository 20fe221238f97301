package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP616", checkLegacySignatureCheck) }

// checkLegacySignatureCheck reports, per tool provider, the reads of
// PackageInfo.signatures in code its entry points reach when no check
// there follows key rotation.
func checkLegacySignatureCheck(p *DexPass) {
	prog := p.Program
	// Per place, the providers whose code reaches the read unchecked:
	// named together in one finding (a verifier several providers may be
	// wired with is one defect).
	type place struct {
		at        DexAt
		key       fieldSite
		via       string
		method    *dex.Method
		providers []string
	}
	var places []*place
	byKey := map[fieldSite]*place{}
	for _, class := range p.ToolProviders() {
		// A provider on the SDK checks its caller in its hooks (authorize
		// above all), which the SDK's call() runs.
		hooks, _ := sdkHooksOf(prog, class)
		reach := prog.ReachableAs(append(slices.Clone(prog.EntryPoints(class)), hooks...), class)
		ev := signatureEvidence(prog, reach)
		// The read of the one-certificate array is where the legacy
		// answer is trusted. A GET_SIGNATURES lookup whose signatures are
		// never read verifies nothing (CETP609's business).
		aware := ev.awareMethods()
		for _, r := range ev.legacyReads {
			if len(aware) > 0 && legacyCovered(prog, r.Method, aware) {
				continue
			}
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
				pl := byKey[k]
				if pl == nil {
					pl = &place{at: a, key: k, via: via, method: a.Method}
					byKey[k] = pl
					places = append(places, pl)
				}
				if !slices.Contains(pl.providers, class) {
					pl.providers = append(pl.providers, class)
				}
			}
		}
	}
	for _, pl := range places {
		names := make([]string, len(pl.providers))
		for i, c := range pl.providers {
			names[i] = finding.Sanitize(JavaName(c))
		}
		what := "provider " + names[0]
		if len(names) > 1 {
			what = "providers " + strings.Join(names, ", ")
		}
		p.Report(pl.at,
			"%s reads PackageInfo.signatures%s to verify a caller of %s: the legacy array holds one certificate and no rotation history; use hasSigningCertificate or GET_SIGNING_CERTIFICATES with SigningInfo (§7.1)",
			Short(pl.method), pl.via, what)
	}
}

// legacyCovered reports whether the legacy read in m is a fallback of a
// check that follows key rotation (aware: the methods making one): one in
// m's own class (a verifier that reads the legacy array below API 28), or
// a caller of m that makes the rotation-aware check itself or at another
// of its calls (`if (SDK_INT >= 28) modern(p) else legacy(p)`). A check in
// some other class the provider's code also reaches (another provider's
// verifier, the other implementation a graph wires in) covers nothing: a
// call that may run either is one call, not a fallback.
func legacyCovered(prog *program.Program, m *dex.Method, aware []*dex.Method) bool {
	for _, a := range aware {
		if a.Class == m.Class {
			return true
		}
	}
	for _, c := range prog.Callers(m) {
		if slices.Contains(aware, c.Method) {
			return true
		}
		calls := prog.Calls(c.Method)
		for i := range calls {
			if calls[i].Addr == c.Call.Addr {
				continue
			}
			if slices.ContainsFunc(prog.Targets(&calls[i]), func(t *dex.Method) bool { return slices.Contains(aware, t) }) {
				return true
			}
		}
	}
	return false
}
