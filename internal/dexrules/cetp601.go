package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP601", checkMutablePendingIntent) }

func checkMutablePendingIntent(p *DexPass) {
	reportResolutionCuts(p, "immutable")
	for _, site := range surfacePendingIntents(p) {
		at := DexAt{Method: site.Method, Addr: site.Call.Addr, Call: site.Call}
		switch {
		case site.Mutable == program.Yes && site.MutableVia != nil:
			p.Report(at, "PendingIntent created by %s in %s on the CETP surface is mutable when %s builds it: a method it calls on the builder replaces its flags with ones without FLAG_IMMUTABLE; keep FLAG_IMMUTABLE in every flag the builder sets (§4.3, §7.2)",
				p.calleeName(site), Short(site.Method), Short(site.MutableVia))
		case site.Mutable == program.Yes && site.FlagsFrom != nil:
			p.Report(at, "PendingIntent created by %s in %s on the CETP surface takes its flags from %s, set when the object is constructed, and %s passes flags without FLAG_IMMUTABLE there; construct it with FLAG_IMMUTABLE (§4.3, §7.2)",
				p.calleeName(site), Short(site.Method), finding.Sanitize(JavaName(site.FlagsField.Class)+"."+site.FlagsField.Name), Short(site.FlagsFrom))
		case site.Mutable == program.Yes:
			p.Report(at, "PendingIntent created by %s in %s on the CETP surface is mutable; pass FLAG_IMMUTABLE (§4.3, §7.2)",
				p.calleeName(site), Short(site.Method))
		case site.Mutable == program.Unknown:
			why := site.Why
			if site.FlagsDelegate {
				why = "the flags come from a Kotlin delegate read through " + delegateRead(p.Program, site.Method, site.Call.Addr) +
					" whose value the analysis cannot follow (a Lazy made by a library or an injector such as Koin's inject(), or an initializer returning what no summary resolves)"
			}
			p.ReportNote(at, "cannot prove the PendingIntent created by %s in %s is immutable: %s; pass FLAG_IMMUTABLE as a constant (§4.3, §7.2)",
				p.calleeName(site), Short(site.Method), why)
		}
	}
}

// surfacePendingIntents are the PendingIntents created on the CETP surface,
// or put under the resolution key, that CETP601 and CETP602 judge; lookups
// with FLAG_NO_CREATE create nothing.
func surfacePendingIntents(p *DexPass) []*program.PISite {
	sites, err := p.Program.PendingIntents()
	if err != nil {
		return nil
	}
	s := p.Surface()
	var out []*program.PISite
	for _, site := range sites {
		if !site.NoCreate && (site.Resolution || s.Contains(site.Method)) {
			out = append(out, site)
		}
	}
	return out
}

// calleeName names the factory or wrapper a site calls.
func (p *DexPass) calleeName(s *program.PISite) string {
	if f := p.Program.OutlinedCall(s.Wrapper); f != nil {
		// R8's API outline of the factory: name the factory the source
		// called.
		return callName(f) + " through " + program.OutlineKind(s.Wrapper) + " " + Short(s.Wrapper)
	}
	if s.Wrapper != nil && s.Wrapper.Class.Name != s.Call.Ref.Class && s.Wrapper.Ref.Name == s.Call.Ref.Name {
		// A virtual call the receiver resolved to one override (an enum
		// constant's body): name the override that makes it.
		return finding.Sanitize(JavaName(s.Wrapper.Class.Name) + "." + s.Wrapper.Ref.Name)
	}
	return finding.Sanitize(JavaName(s.Call.Ref.Class) + "." + s.Call.Ref.Name)
}
