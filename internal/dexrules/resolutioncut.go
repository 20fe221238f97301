package dexrules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// reportResolutionCuts notes each put under "resolution" whose
// PendingIntent comes from a field with a writer the analysis could not
// read: the PendingIntent created there is neither judged nor cleared, so
// the rule says which property (immutable, explicit) it cannot prove.
func reportResolutionCuts(p *DexPass, property string) {
	if _, err := p.Program.PendingIntents(); err != nil {
		return
	}
	for _, c := range p.Program.ResolutionCuts() {
		if c.Delegate {
			p.ReportNote(DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call},
				"cannot prove the PendingIntent %s puts under \"resolution\" is %s: it comes from a Kotlin delegate read through %s whose value the analysis cannot follow (a Lazy made by a library or an injector such as Koin's inject(), or an initializer returning what no summary resolves) (§4.3, §7.2)",
				Short(c.Method), property, delegateRead(p.Program, c.Method, c.Call.Addr))
			continue
		}
		field := JavaName(c.Field.Class) + "." + c.Field.Name
		p.ReportNote(DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call},
			"cannot prove the PendingIntent %s puts under \"resolution\" is %s: it is read from the field %s, and %s, which writes it, could not be analyzed (§4.3, §7.2)",
			Short(c.Method), property, finding.Sanitize(field), finding.Sanitize(Short(c.Writer)))
	}
}

// reportResolutionPairCuts notes each Bundle or JSON object built from
// key-value pairs the analysis cannot read in a method that may put a
// resolution PendingIntent: what the rule checks (unchecked) of a
// resolution's target is not checked for one among those pairs.
func reportResolutionPairCuts(p *DexPass, unchecked string) {
	if _, err := p.Program.PendingIntents(); err != nil {
		return
	}
	for _, c := range p.Program.ResolutionPairCuts() {
		if c.Field != nil {
			why := fmt.Sprintf("its constructions were followed through %d call sites of %d", program.MaxStoredArgCallers, c.Callers)
			if c.Deep {
				why = "a construction hands it on from a parameter more calls up than followed"
			}
			p.ReportNote(DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call},
				"cannot tell which PendingIntents %s puts as a resolution from the field %s: %s, so %s was not checked for the rest (§4.3, §7.2)",
				Short(c.Method), finding.Sanitize(JavaName(c.Field.Class)+"."+c.Field.Name), why, unchecked)
			continue
		}
		if c.Helper != nil {
			why := fmt.Sprintf("only the first %d of its %d callers were followed", program.MaxWrapperCallers, c.Callers)
			if c.Deep {
				why = fmt.Sprintf("its callers hand the key and the value on through more than %d helpers", program.MaxWrapperDepth)
			}
			p.ReportNote(DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call},
				"cannot tell whether %s puts a resolution PendingIntent through %s: that helper puts what its callers pass under a key they pass, and %s, so %s was not checked for what it puts (§4.3, §7.2)",
				Short(c.Method), Short(c.Helper), why, unchecked)
			continue
		}
		p.ReportNote(DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call},
			"cannot tell whether %s puts a resolution PendingIntent in what it builds with %s: some of its key-value pairs cannot be read (an array passed in or spread, or pairs made in another method), so %s was not checked for it (§4.3, §7.2)",
			Short(c.Method), callName(c.Call.Ref), unchecked)
	}
}
