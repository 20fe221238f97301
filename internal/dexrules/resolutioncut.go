package dexrules

import "github.com/clawseed/cetpaudit/internal/finding"

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
