package dexrules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// reportWrapperCuts notes, under the rule judging puts, each wrapper whose
// callers past program.MaxWrapperCallers were not followed, at the first
// caller left out, and each build from key-value pairs it could not read.
func reportWrapperCuts(p *DexPass, cuts []program.WrapperCut, section string) {
	for _, c := range cuts {
		if c.Pairs {
			p.ReportNote(DexAt{Method: c.First.Method, Addr: c.First.Call.Addr, Call: c.First.Call},
				"findings of this rule may be incomplete: %s builds a Bundle or JSON object with %s from key-value pairs the analysis cannot read (an array passed in or spread, or pairs made in another method); the keys and values put this way were not checked (%s)",
				Short(c.First.Method), callName(c.First.Call.Ref), section)
			continue
		}
		if c.Text && c.Deep {
			p.ReportNote(DexAt{Method: c.First.Method, Addr: c.First.Call.Addr, Call: c.First.Call},
				"findings of this rule may be incomplete: %s passes a constant JSON format that writes %q right before a format specifier to %s, which hands it down a chain of more than %d helpers, past what the analysis reads before String.format; the value printed there was not checked (%s)",
				Short(c.First.Method), c.Key, callName(c.First.Call.Ref), program.MaxFormatHelperDepth, section)
			continue
		}
		if c.Text {
			p.ReportNote(DexAt{Method: c.First.Method, Addr: c.First.Call.Addr, Call: c.First.Call},
				"findings of this rule may be incomplete: %s formats JSON text whose constant format writes %q right before a format specifier, but the analysis cannot read the argument printed there (an arguments array made elsewhere, or filled at an index that is not a constant); that value was not checked (%s)",
				Short(c.First.Method), c.Key, section)
			continue
		}
		under := fmt.Sprintf("under %q", c.Key)
		if c.KeyParam {
			under = "under a key its callers pass"
		}
		if c.Deep {
			p.ReportNote(DexAt{Method: c.First.Method, Addr: c.First.Call.Addr, Call: c.First.Call},
				"findings of this rule may be incomplete: %s puts its parameter %s through %d wrappers, the budget of wrappers followed back to their callers; its callers (%d, this one first) were not followed, and what they pass was not checked (%s)",
				Short(c.Wrapper), under, program.MaxWrapperDepth, c.Callers, section)
			continue
		}
		p.ReportNote(DexAt{Method: c.First.Method, Addr: c.First.Call.Addr, Call: c.First.Call},
			"findings of this rule may be incomplete: %s puts its parameter %s and has %d callers, more than the %d followed per wrapper (its budget); what this call and the %d after it pass was not checked (%s)",
			Short(c.Wrapper), under, c.Callers, program.MaxWrapperCallers, c.Callers-program.MaxWrapperCallers-1, section)
	}
}
