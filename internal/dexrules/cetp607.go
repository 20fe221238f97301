package dexrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"slices"
	"strings"
)

func init() { register("CETP607", checkErrorLeaksInternals) }

func checkErrorLeaksInternals(p *DexPass) {
	puts, cuts := p.Program.Puts(p.EntryReach(), cetp.KeyErrorMessage)
	reportWrapperCuts(p, cuts, "§5")
	for _, put := range puts {
		var stored program.StoredArgs
		if put.Taint&regflow.TaintException == 0 {
			// Read from a field a constructor or setter fills from its
			// parameter (a sealed Failure(message)): what the code
			// constructing the object passes.
			stored = p.Program.StoredArgTaint(put.Method, put.Value)
			if stored.Taint&regflow.TaintException != 0 {
				if reportStoredException(p, put, stored) {
					continue
				}
				stored.Taint &^= regflow.TaintException
			}
		}
		if put.Taint&regflow.TaintException == 0 {
			if ref, n := p.Program.WideCall(put.Value); ref != nil {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell whether the %q that %s puts carries exception text: it comes from a call to %s, which has %d possible targets, more than the %d whose results the analysis merges (its budget); send a fixed message (§5)",
					cetp.KeyErrorMessage, Short(put.Method), callName(ref), n, program.MaxSummaryTargets)
			} else if m := p.Program.Unfollowed(put.Value); m != nil {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell whether the %q that %s puts carries exception text: it comes from %s, which the analysis could not summarize (a recursive or deeply nested helper); send a fixed message (§5)",
					cetp.KeyErrorMessage, Short(put.Method), Short(m))
			} else if c := stored.Cut; c != nil {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell whether the %q that %s puts carries exception text: it is %s; send a fixed message (§5)",
					cetp.KeyErrorMessage, Short(put.Method), storedCutText(c))
			}
			continue
		}
		at := DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call}
		if put.Wrapper != nil && put.Built {
			p.Report(at, "%s passes exception text or a stack trace to %s, which builds the text it puts under %q from it; send a fixed, displayable message and log the exception (§5)",
				Short(put.Method), Short(put.Wrapper), cetp.KeyErrorMessage)
			continue
		}
		if put.Wrapper != nil {
			p.Report(at, "%s passes exception text or a stack trace to %s, which puts it under %q; send a fixed, displayable message and log the exception (§5)",
				Short(put.Method), Short(put.Wrapper), cetp.KeyErrorMessage)
			continue
		}
		p.Report(at, "%s puts exception text or a stack trace under %q; send a fixed, displayable message and log the exception (§5)",
			Short(put.Method), cetp.KeyErrorMessage)
	}
}

// reportStoredException reports a put of text read from fields that the
// callers of their writers fill with exception text, and reports whether
// it did. The answer is kept per field, for every object of the class:
// when the object read is one the putting method allocates itself, its own
// constructor and setter calls decide (a Failure("No such note") read back
// is fixed text, whatever other Failures hold); when it is a parameter the
// putting method only reads, each call site's object decides, and a call
// passing exception text is reported there; when the object read cannot be
// tied to the call giving the exception text, the finding says so.
func reportStoredException(p *DexPass, put program.Put, stored program.StoredArgs) bool {
	for _, fa := range stored.Fields {
		if fa.Taint&regflow.TaintException == 0 {
			continue
		}
		objs := p.Program.ReadObjectsFor(put.Method, fa.Field, put.Call.Addr)
		if t, ok := p.Program.ObjectArgs(put.Method, objs, fa.Field); ok && t&regflow.TaintException == 0 {
			continue // this object's own text, fixed or from elsewhere
		}
		if per, ok := p.Program.ParamObjectArgs(put.Method, objs, fa.Field); ok {
			// An object the putting method only reads: each call
			// passing one whose field holds exception text is
			// reported there, the others are not.
			// The SDK's own call() passing the result a tool returned
			// (the SDK bundled in the APK, one toBundle per path): the
			// tool that stored the exception text is where it is fixed,
			// reported once there.
			var apps []program.Caller
			for _, from := range fa.Origins(regflow.TaintException) {
				if from.Method != nil && from.Call != nil && !inSDK(from.Method) {
					apps = append(apps, from)
				}
			}
			if len(apps) > 0 && slices.ContainsFunc(per, func(c program.CallerArg) bool {
				return c.Taint&regflow.TaintException != 0 && inSDK(c.Method)
			}) {
				for _, from := range apps {
					p.Report(DexAt{Method: from.Method, Addr: from.Call.Addr, Call: from.Call},
						"%s passes exception text or a stack trace to %s, which keeps it in %s; %s puts it under %q; send a fixed, displayable message and log the exception (§5)",
						Short(from.Method), callName(from.Call.Ref), javaField(fa.Field), Short(put.Method), cetp.KeyErrorMessage)
				}
				return true
			}
			reported := false
			for _, c := range per {
				if c.Taint&regflow.TaintException == 0 {
					continue
				}
				reported = true
				p.Report(DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call},
					"%s passes %s an object whose %s holds exception text or a stack trace, and %s puts it under %q; send a fixed, displayable message and log the exception (§5)",
					Short(c.Method), Short(put.Method), javaField(fa.Field), Short(put.Method), cetp.KeyErrorMessage)
			}
			if reported {
				return true
			}
			continue
		}
		from := fa.Origin(regflow.TaintException)
		at := DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call}
		if madeBy(put.Method, objs, from) {
			p.Report(at, "%s puts text made from %s under %q, which %s fills with exception text or a stack trace; send a fixed, displayable message and log the exception (§5)",
				Short(put.Method), javaField(fa.Field), cetp.KeyErrorMessage, Short(from.Method))
			return true
		}
		// Per object the callers may pass (one of several tools'
		// results, a builder each tool fills): the tool making the one
		// with exception text is where it is fixed.
		made := false
		var srcs []program.ObjectSource
		if !guardedByOtherField(p.Program, put.Method, put.Call.Addr, fa.Field) {
			srcs = p.Program.ParamObjectSources(put.Method, objs, fa.Field)
		}
		for _, src := range srcs {
			if src.Taint&regflow.TaintException != 0 && !src.Passed {
				made = true
				p.Report(DexAt{Method: src.Maker, Addr: src.Site},
					"%s makes an object whose %s holds exception text or a stack trace, and %s puts it under %q; send a fixed, displayable message and log the exception (§5)",
					Short(src.Maker), javaField(fa.Field), Short(put.Method), cetp.KeyErrorMessage)
			}
		}
		if made {
			return true
		}
		if sdk := inSDK(put.Method); sdk || handedIn(p, put) {
			// The SDK, or the app's reply helper, serializes the result a
			// tool made (through a factory such as
			// CetpProviderResult.error, a Failure(message) the tool
			// returns): the tool's call passing the text is where it is
			// fixed.
			whose := "the SDK's "
			if !sdk {
				whose = ""
			}
			origins := false
			for _, o := range fa.Origins(regflow.TaintException) {
				if o.Method == nil || o.Call == nil || inSDK(o.Method) {
					continue
				}
				origins = true
				p.Report(DexAt{Method: o.Method, Addr: o.Call.Addr, Call: o.Call},
					"%s passes exception text or a stack trace to %s, which keeps it in %s, and %s%s puts it under %q; send a fixed, displayable message and log the exception (§5)",
					Short(o.Method), callName(o.Call.Ref), javaField(fa.Field), whose, Short(put.Method), cetp.KeyErrorMessage)
			}
			if origins {
				return true
			}
		}
		p.Report(at, "%s puts text made from %s under %q, which %s fills with exception text or a stack trace for some object; the analysis keeps one answer per field and could not tie the object read here to that call; send a fixed, displayable message and log the exception (§5)",
			Short(put.Method), javaField(fa.Field), cetp.KeyErrorMessage, Short(from.Method))
		return true
	}
	return false
}

// madeBy reports whether every object in objs, the objects whose field m
// reads, is allocated in the method of the call from (directly in m when
// that is m, or in a helper m calls whose allocation the value names).
func madeBy(m *dex.Method, objs regflow.Value, from program.Caller) bool {
	if !objs.Exact() || from.Method == nil {
		return false
	}
	made := false
	for _, a := range objs.Alts {
		if a.Kind == regflow.Const && a.Int == 0 {
			continue // null on some path: no object, no field read
		}
		if a.Kind != regflow.New {
			return false
		}
		made = true
		if in := a.Via; in != from.Method && (in != nil || m != from.Method) {
			return false
		}
	}
	return made
}

// inSDK reports whether m is the ClawSeed SDK's own code, bundled in the
// APK (its public API keeps its names under R8).
func inSDK(m *dex.Method) bool {
	return strings.HasPrefix(m.Class.Name, "Lcom/clawseed/cetp/sdk/")
}
