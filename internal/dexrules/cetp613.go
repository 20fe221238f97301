package dexrules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP613", checkPredictableToken) }

// tokenKeySpellings are the protocol's token keys as apps also spell
// them: a resume token handed out under "resumeToken" (a CETP508 defect
// of its own) is still the value the Provider matches resume_token
// against, and as guessable.
var tokenKeySpellings = []string{cetp.KeySessionToken, cetp.KeyResumeToken, cetp.KeyOperationID, "sessionToken", "resumeToken", "operationId"}

// protocolSpelling reports whether a put is one CETP613 judges: under
// the protocol's key, or under its camelCase spelling on a response
// Bundle itself (an app's own JSON data may well hold an "operationId"
// counter of its print queue, no protocol token).
func protocolSpelling(put program.Put) bool {
	switch put.Key {
	case cetp.KeySessionToken, cetp.KeyResumeToken, cetp.KeyOperationID:
		return true
	}
	return put.Wrapper == nil && put.Call != nil &&
		(put.Call.Ref.Class == "Landroid/os/Bundle;" || put.Call.Ref.Class == "Landroid/os/BaseBundle;")
}

func checkPredictableToken(p *DexPass) {
	puts, cuts := p.Program.Puts(p.EntryReach(), tokenKeySpellings...)
	reportWrapperCuts(p, cuts, "§2.2, §4.3")
	// One token put twice (into the resolution's Intent and into the
	// response) is one finding.
	reportedToken := map[string]bool{}
	// Notes that say the same of tokens made the same way (a mint every
	// tool's reply calls) are one per group, at its first put, naming the
	// others.
	notes := groupedNotes{}
	defer notes.report(p)
	// Generator makers reported (reportPredictableWriters) or to be
	// (reportGeneratorMakers), once each.
	makers := map[program.Caller]bool{}
	gens := &generatorMakers{errFields: map[string]bool{}}
	defer gens.report(p)
	// Puts of a token made by a call another put's report names at that
	// call (reportMaker): one defect, reported once there. Judged after
	// every put, whatever their order.
	type atPut struct {
		at          DexAt
		from        program.Caller
		put, source string
		field       *dex.FieldRef
	}
	var atPuts []atPut
	defer func() {
		for _, x := range atPuts {
			if makers[x.from] {
				continue
			}
			p.Report(x.at, "%s puts the %s made from %s, which %s fills with a value built from %s, with no SecureRandom in it; generate it with SecureRandom (§2.2, §4.3)",
				Short(x.at.Method), x.put, javaField(x.field), Short(x.from.Method), x.source)
		}
	}()
	for _, put := range puts {
		if !protocolSpelling(put) {
			continue
		}

		var stored program.StoredArgs
		tied := false  // answered for the object read, not per field
		mixed := false // per field, both SecureRandom and a predictable source
		if put.Taint&(regflow.TaintSecure|regflow.TaintPredictable) == 0 {
			// Read from a field a constructor or setter fills from its
			// parameter: what the code constructing the object passes.
			stored = p.Program.StoredArgTaint(put.Method, put.Value)
			if stored.Taint&regflow.TaintPredictable != 0 {
				// Per field, every object's writers are united: the
				// object read here, when the method or a helper it
				// calls makes it, is judged by its own writer calls.
				mixed = stored.Taint&regflow.TaintSecure != 0
				if t, ok := perObjectTaint(p.Program, put.Method, put.Call.Addr, put.Value, stored); ok || t&regflow.TaintPredictable == 0 {
					stored.Taint, tied = t, true
				} else if mixed {
					stored.Taint = t
				}
			}
			// A field mixing both, read from an object the method is
			// given: judged by what each caller passes.
			var byCaller *program.Caller
			if stored.Taint&regflow.TaintPredictable != 0 && stored.Taint&regflow.TaintSecure != 0 && !tied {
				var secure bool
				if byCaller, secure = callerObjects(p, put, stored); secure {
					stored.Taint &^= regflow.TaintPredictable
				}
			}
			put.Taint |= stored.Taint
			if stored.Taint&regflow.TaintPredictable != 0 {
				field, from := stored.Origin(regflow.TaintPredictable)
				at := DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call}
				before := len(p.Findings())
				switch {
				case stored.Taint&regflow.TaintSecure != 0 && tied:
					p.ReportNote(at,
						"cannot tell whether the %s that %s puts is generated securely: it is read from %s of an object %s makes, whose constructor or setter calls give it SecureRandom output on some paths and a value from %s on others; generate it with SecureRandom on every path (§2.2, §4.3)",
						put.Key, Short(put.Method), javaField(field), Short(put.Method), predictableSources(stored.Taint))
				case stored.Taint&regflow.TaintSecure != 0 && reportPerCaller(p, put, stored, makers):
				case stored.Taint&regflow.TaintSecure != 0 && !tied && byCaller != nil:
					c := byCaller
					p.Report(at, "%s puts the %s read from %s of the object %s passes it, whose constructor or setter calls give it a value built from %s, with no SecureRandom in it; generate it with SecureRandom (§2.2, §4.3)",
						Short(put.Method), put.Key, javaField(field), Short(c.Method), predictableSources(stored.Taint))
				case stored.Taint&regflow.TaintSecure != 0 && reportPerObject(p, put, stored):
				case stored.Taint&regflow.TaintSecure != 0 && inSDK(put.Method) && from.Method != nil && from.Call != nil && !inSDK(from.Method):
					// The SDK serializes the result the app's tool made
					// (through a factory such as needsUser): the app's call
					// passing the weak token is where it is fixed.
					p.Report(DexAt{Method: from.Method, Addr: from.Call.Addr, Call: from.Call},
						"%s passes a %s built from %s, with no SecureRandom in it, to %s, which keeps it in %s for the SDK's %s to put; generate it with SecureRandom (§2.2, §4.3)",
						Short(from.Method), put.Key, predictableSources(stored.Taint), callName(from.Call.Ref), javaField(field), Short(put.Method))
				case stored.Taint&regflow.TaintSecure != 0 && reportPredictableWriters(p, put, stored, makers):
				case stored.Taint&regflow.TaintSecure != 0 && reportGeneratorMakers(p, put, makers, gens):
				case stored.Taint&regflow.TaintSecure != 0:
					field, sources, from := javaField(field), predictableSources(stored.Taint), Short(from.Method)
					notes.add("field\x00"+put.Key+"\x00"+field, put, func(others string) string {
						return fmt.Sprintf("cannot tell whether the %s that %s puts is generated securely: it is read from %s, which the callers of its writers fill with SecureRandom output from some calls and with %s from others (%s); the analysis keeps one answer per field and could not tie the object read here to one of those calls%s; generate it with SecureRandom on every path (§2.2, §4.3)",
							put.Key, Short(put.Method), field, sources, from, others)
					})
				case tied && mixed && receiverTied(p.Program, put, field):
					p.Report(at, "%s puts the %s built from %s of the object the method making it is called on, whose construction gives it a value built from %s, with no SecureRandom in it (other objects of the class get SecureRandom); generate it with SecureRandom (§2.2, §4.3)",
						Short(put.Method), put.Key, javaField(field), predictableSources(stored.Taint))
				case tied && mixed:
					p.Report(at, "%s puts the %s read from %s of an object it makes (itself or through a helper), whose constructor or setter calls give it a value built from %s, with no SecureRandom in it; generate it with SecureRandom (§2.2, §4.3)",
						Short(put.Method), put.Key, javaField(field), predictableSources(stored.Taint))
				case from.Method != nil && from.Call != nil && from.Method != put.Method && (stored.Copied(from) || handedIn(p, put)):
					// Made in another object and copied on, or handed to a
					// reply helper in the result it puts: reported where it
					// is made, once for every put of it.
					reportMaker(p, from, stored.Taint&regflow.TaintPredictable, field, put, stored.Copied(from), makers)
				case from.Call != nil:
					atPuts = append(atPuts, atPut{at: at, from: from, put: put.Key, source: predictableSources(stored.Taint), field: field})
					if field != nil {
						gens.errFields[javaField(field)] = true // an error, here or at the maker
					}
				default:
					p.Report(at, "%s puts the %s made from %s, which %s fills with a value built from %s, with no SecureRandom in it; generate it with SecureRandom (§2.2, §4.3)",
						Short(put.Method), put.Key, javaField(field), Short(from.Method), predictableSources(stored.Taint))
				}
				if field != nil && slices.ContainsFunc(p.Findings()[before:], func(f finding.Finding) bool { return f.Level == finding.Error }) {
					gens.errFields[javaField(field)] = true
				}
				continue
			}
			if c := stored.Cut; c != nil {
				// Some callers followed (SecureRandom perhaps), the
				// others not: what they pass is unknown.
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell how the %s that %s puts is generated: it is %s; generate it with SecureRandom (§2.2, §4.3)",
					put.Key, Short(put.Method), storedCutText(c))
				continue
			}
		}
		if put.Taint&regflow.TaintSecure != 0 {
			// Secure on some target, perhaps not on all: a call whose
			// implementations differ is judged per implementation.
			if put.Taint&regflow.TaintPredictable != 0 {
				at := DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call}
				if t := p.Program.PredictableTarget(put.Method, put.Value); t != nil {
					p.Report(at,
						"%s puts the %s that %s builds from %s when that implementation runs, with no SecureRandom in it (another implementation uses SecureRandom); generate it with SecureRandom in every implementation (§2.2, §4.3)",
						Short(put.Method), put.Key, Short(t), predictableSources(put.Taint))
				} else if len(put.Value.Alts) > 1 {
					// Values from several paths, merged with their
					// taints: one mixing both is no longer told apart
					// from a secure token next to a counter.
					p.ReportNote(at,
						"cannot tell whether every path of %s generates the %s it puts securely: the value comes from several paths, SecureRandom on some and %s on others, and the analysis unites their sources; generate it with SecureRandom on every path (§2.2, §4.3)",
						Short(put.Method), put.Key, predictableSources(put.Taint))
				} else if reportGeneratorMakers(p, put, makers, gens) {
					// The generator objects the drawing calls are made on
					// placed: a maker reported, or every one secure.
				} else if f, w := predictableFieldWriter(p, put.Value); w != nil {
					// A field several writers fill, one of them with no
					// SecureRandom in what it stores (an event's token
					// filled by whichever subscriber runs): tokens made
					// there are predictable.
					p.Report(at,
						"%s puts the %s read from %s, which %s fills with a value built from %s, with no SecureRandom in it (other writers use SecureRandom); generate it with SecureRandom in every writer (§2.2, §4.3)",
						Short(put.Method), put.Key, javaField(f), Short(w.method), predictableSources(w.taint))
				} else if h := p.Program.UndecidedDispatch(put.Method, put.Value); h != nil {
					// A helper calling a method of an object it is
					// given, whose implementations differ, and this
					// call passes an object the analysis cannot place:
					// the sources were united inside the helper.
					p.ReportNote(at,
						"cannot tell whether the %s that %s puts is generated securely: it comes from %s, which calls a method of an object it is given whose implementations use SecureRandom or %s, and the analysis cannot tell which of them the object this call passes is; generate it with SecureRandom in every implementation (§2.2, §4.3)",
						put.Key, Short(put.Method), Short(h), predictableSources(put.Taint))
				} else if stored := p.Program.StoredArgTaint(put.Method, put.Value); put.Taint&regflow.TaintUnplacedGenerator != 0 &&
					stored.Taint&regflow.TaintPredictable != 0 && !securePerObject(p, put, stored) {
					field, from := stored.Origin(regflow.TaintPredictable)
					p.ReportNote(at,
						"cannot tell whether the %s that %s puts is generated securely: it is built from %s, which %s fills with a value from %s, while other paths give SecureRandom output, and the analysis could not tell which this object holds; generate it with SecureRandom on every path (§2.2, §4.3)",
						put.Key, Short(put.Method), javaField(field), Short(from.Method), predictableSources(stored.Taint))
				} else if put.Taint&regflow.TaintUnplacedGenerator != 0 {
					// One draw from a generator that is one of several
					// objects, a SecureRandom among them (a lazy holder
					// or a field filled by more than one initializer).
					p.ReportNote(at,
						"cannot tell whether the %s that %s puts is generated securely: it is drawn from a generator the analysis places among several objects, a SecureRandom and %s, and cannot tell which one this is; generate it with SecureRandom on every path (§2.2, §4.3)",
						put.Key, Short(put.Method), predictableSources(put.Taint))
				}
			} else if stored := p.Program.StoredArgTaint(put.Method, put.Value); stored.Taint&regflow.TaintPredictable != 0 &&
				!securePerObject(p, put, stored) {
				// Secure by one implementation of a call whose others
				// are not (a javax.inject.Provider's get() with every
				// factory of the app merged), while a field it is
				// built from is filled with a predictable value by
				// some of its writers' callers: which one this object
				// got is not told, so say so rather than trust the
				// SecureRandom.
				field, from := stored.Origin(regflow.TaintPredictable)
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell whether the %s that %s puts is generated securely: it is built from %s, which %s fills with a value from %s, while other paths give SecureRandom output, and the analysis could not tell which this object holds; generate it with SecureRandom on every path (§2.2, §4.3)",
					put.Key, Short(put.Method), javaField(field), Short(from.Method), predictableSources(stored.Taint))
			}
			continue
		}
		if put.Taint&regflow.TaintPredictable == 0 {
			if ref, n := p.Program.WideCall(put.Value); ref != nil {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell how the %s that %s puts is generated: it comes from a call to %s, which has %d possible targets, more than the %d whose results the analysis merges (its budget); generate it with SecureRandom (§2.2, §4.3)",
					put.Key, Short(put.Method), callName(ref), n, program.MaxSummaryTargets)
			} else if m := p.Program.Unfollowed(put.Value); m != nil {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell how the %s that %s puts is generated: it comes from %s, which the analysis could not summarize (a recursive or deeply nested helper); generate it with SecureRandom (§2.2, §4.3)",
					put.Key, Short(put.Method), Short(m))
			} else if put.Taint&regflow.TaintDelegate != 0 {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell how the %s that %s puts is generated: it comes from a Kotlin delegate read through %s whose value the analysis cannot follow (a Lazy made by a library or an injector such as Koin's inject(), or an initializer returning what no summary resolves); generate it with SecureRandom (§2.2, §4.3)",
					put.Key, Short(put.Method), delegateRead(p.Program, put.Method, put.Call.Addr))
			} else if n := nativeOrigin(p.Program, put.Value); n != nil && put.Taint&regflow.TaintSecure == 0 {
				p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call},
					"cannot tell how the %s that %s puts is generated: it comes from the native method %s, whose code is not in the dex; make sure it is SecureRandom output, or generate it with SecureRandom (§2.2, §4.3)",
					put.Key, Short(put.Method), Short(n))
			} else if reportGeneratorMakers(p, put, makers, gens) {
				// A maker found where the object is kept, or every
				// object kept there secure.
			} else if put.Taint&regflow.TaintUnplacedGenerator != 0 && put.Taint&regflow.TaintSecure == 0 {
				notes.add("unplaced\x00"+unplacedHelper(put), put, func(others string) string {
					return fmt.Sprintf("cannot tell how the %s that %s puts is generated: it is drawn from a java.util.Random-typed object the analysis did not see made (a lazy holder, a library's generator or an object looked up where the analysis cannot follow), which may be a java.util.Random or a SecureRandom%s; generate it with SecureRandom (§2.2, §4.3)",
						put.Key, Short(put.Method), others)
				})
			}
			continue
		}
		if k := sameToken(put); k != "" {
			if reportedToken[k] {
				continue
			}
			reportedToken[k] = true
		}
		at := DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call}
		via := ""
		if put.Wrapper != nil {
			via = " through " + Short(put.Wrapper)
		}
		p.Report(at, "%s builds the %s it puts%s from %s%s, with no SecureRandom in it; generate it with SecureRandom (§2.2, §4.3)",
			Short(put.Method), put.Key, via, predictableSources(put.Taint), madeIn(put))
	}
}

// groupedNotes collects notes by what they say of how a token is made,
// to report one per group (report): at the group's first put, naming the
// methods of the others.
type groupedNotes struct {
	order []string
	puts  map[string][]program.Put
	msgs  map[string]func(others string) string
}

func (g *groupedNotes) add(key string, put program.Put, msg func(others string) string) {
	if g.puts == nil {
		g.puts, g.msgs = map[string][]program.Put{}, map[string]func(string) string{}
	}
	if _, ok := g.puts[key]; !ok {
		g.order = append(g.order, key)
		g.msgs[key] = msg
	}
	g.puts[key] = append(g.puts[key], put)
}

func (g *groupedNotes) report(p *DexPass) {
	for _, k := range g.order {
		ps := g.puts[k]
		put := ps[0]
		others := ""
		if len(ps) > 1 {
			var names []string
			for _, o := range ps[1:] {
				if n := Short(o.Method); !slices.Contains(names, n) && n != Short(put.Method) {
					names = append(names, n)
				}
			}
			others = fmt.Sprintf(" (so are %d more puts of tokens made the same way", len(ps)-1)
			if len(names) > 0 {
				if len(names) > 3 {
					names = append(names[:3], "…")
				}
				others += ": in " + strings.Join(names, ", ")
			}
			others += ")"
		}
		p.ReportNote(DexAt{Method: put.Method, Addr: put.Call.Addr, Call: put.Call}, "%s", g.msgs[k](others))
	}
}

// unplacedHelper groups the puts of tokens drawn from a generator the
// analysis cannot place by where they are made: the key and the helper
// (or method) and site of the calls or allocations the value comes from —
// one mint every tool's reply calls is one note.
func unplacedHelper(put program.Put) string {
	var sites []string
	for _, x := range put.Value.Alts {
		if x.Via != nil {
			// Made inside a helper: its site there (Site is the
			// caller's call of it).
			sites = append(sites, fmt.Sprint(x.Via, "@", x.ViaSite))
		} else {
			sites = append(sites, fmt.Sprint(put.Method, "@", x.Site))
		}
	}
	slices.Sort(sites)
	if len(sites) == 0 {
		return put.Method.String() + "\x00" + put.Key
	}
	return put.Key + "\x00" + strings.Join(sites, ",")
}

// sameToken identifies the token a put puts by the method, the key and
// the calls or allocations its value may come from (in that method, or
// in a helper it calls: Site is then the helper's call); "" when
// the value has none (a constant, a parameter), which is not merged.
func sameToken(put program.Put) string {
	var sites []string
	for _, x := range put.Value.Alts {
		if x.Kind == regflow.Call || x.Kind == regflow.New {
			sites = append(sites, fmt.Sprint(x.Site, "/", x.ViaSite))
		}
	}
	if len(sites) == 0 {
		return ""
	}
	slices.Sort(sites)
	return put.Method.String() + "\x00" + put.Key + "\x00" + strings.Join(sites, ",")
}

// predictableSources names the predictable sources whose taint bits t
// carries, for messages: "the clock", "java.util.Random or another
// non-cryptographic generator and a counter".
func predictableSources(t regflow.Taint) string {
	var parts []string
	if t&regflow.TaintRandom != 0 {
		parts = append(parts, "java.util.Random or another non-cryptographic generator")
	}
	if t&regflow.TaintClock != 0 {
		parts = append(parts, "the clock")
	}
	if t&regflow.TaintCounter != 0 {
		parts = append(parts, "a counter")
	}
	switch len(parts) {
	case 0:
		return "java.util.Random, Math.random, the clock or a counter"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// delegateRead names, for notes, the read of a Kotlin delegate the
// analysis cannot follow nearest before addr in m: a getValue() call on
// a Lazy, or a call to a getter or accessor whose result carries such a
// value (`injected` read through getInjected()).
func delegateRead(prog *program.Program, m *dex.Method, addr uint32) string {
	name := "kotlin.Lazy.getValue"
	var at uint32
	found := false
	for _, c := range prog.Calls(m) {
		if c.Addr >= addr || (found && c.Addr < at) {
			continue
		}
		hit := c.Ref.Class == "Lkotlin/Lazy;" && c.Ref.Name == "getValue"
		if !hit && !program.IsPlatform(c.Ref.Class) {
			for _, t := range prog.Targets(&c) {
				if s := prog.Summary(t); s != nil && s.Returns.Taint&regflow.TaintDelegate != 0 {
					hit = true
					break
				}
			}
		}
		if hit {
			name, at, found = callName(c.Ref), c.Addr, true
		}
	}
	return name
}

// securePerObject reports whether the object put reads its token from is
// one the putting method makes (itself or through a factory and a
// setter) and whose own constructor or setter calls give it no
// predictable value, or, when the object is the method's parameter, whose
// callers all pass such objects (callerObjects): then the field's other
// writers' callers do not speak for it.
func securePerObject(p *DexPass, put program.Put, stored program.StoredArgs) bool {
	if t, ok := perObjectTaint(p.Program, put.Method, put.Call.Addr, put.Value, stored); ok {
		return t&regflow.TaintPredictable == 0
	}
	// The object read is the method's parameter: every caller's own.
	_, secure := callerObjects(p, put, stored)
	return secure
}

// maxObjectCallers bounds the callers of a method whose parameter is the
// object a token is read from, judged one by one (callerObjects).
const maxObjectCallers = 16

// callerObjects judges a token read from a field whose writers' callers
// give it both SecureRandom output and predictable values, when the
// object read is the putting method's parameter: by what each live caller
// passes, an object it (or a helper returning it) made, answered by its
// own constructor and setter calls. It returns a caller whose object holds
// only a predictable value (the put, on that caller's path, sends a
// predictable token), or secure when every caller's object holds
// SecureRandom output only. Neither, when the object read is not the
// parameter, the method sets the field itself, a caller's object cannot
// be answered for, or the method has more callers than the bound: the
// per-field note then stands.
func callerObjects(p *DexPass, put program.Put, stored program.StoredArgs) (predictable *program.Caller, secure bool) {
	prog := p.Program
	m := put.Method
	reach := p.EntryReach()
	answered := 0
	for _, fa := range stored.Fields {
		if fa.Taint&regflow.TaintPredictable == 0 {
			continue
		}
		objs := prog.ReadObjectsFor(m, fa.Field, put.Call.Addr)
		a, ok := objs.Single()
		if !ok || objs.Top || a.Kind != regflow.Param || !m.Static() && a.Int == 0 || setsField(prog, m, fa.Field) {
			return nil, false
		}
		k := int(a.Int)
		callers := prog.Callers(m)
		if len(callers) > maxObjectCallers {
			return nil, false
		}
		for i := range callers {
			c := callers[i]
			if _, live := reach[c.Method]; !live {
				continue
			}
			var arg regflow.Value
			prog.ReplayCalls(c.Method, func(call *program.Call, in *dex.Insn, st *regflow.State) {
				if call.Addr != c.Call.Addr {
					return
				}
				if args := program.CallArgs(st, in, call.Ref); k < len(args) {
					arg = regflow.Merge(arg, args[k])
				}
			})
			t, ok := prog.ObjectArgsHanded(c.Method, arg, fa.Field, c.Call.Addr)
			switch {
			case !ok:
				return nil, false
			case t&regflow.TaintPredictable != 0 && t&regflow.TaintSecure == 0:
				return &c, false
			case t&regflow.TaintPredictable != 0:
				return nil, false // this caller's object mixes both itself
			case t&regflow.TaintSecure == 0:
				// No source known for this object's token (copied on
				// from another object's field): not an answer.
				return nil, false
			}
			answered++
		}
	}
	return nil, answered > 0
}

// setsField reports whether m is a writer of f or calls one.
func setsField(prog *program.Program, m *dex.Method, f *dex.FieldRef) bool {
	writers := prog.WritersOf(f)
	if slices.Contains(writers, m) {
		return true
	}
	calls := prog.Calls(m)
	for i := range calls {
		for _, t := range prog.Targets(&calls[i]) {
			if slices.Contains(writers, t) {
				return true
			}
		}
	}
	return false
}

// reportPerCaller judges a token read from an object the putting method
// receives, per call site of that method (perCallerTaint): a call passing
// an object made from a predictable source only is reported there, one
// passing both gets a note there, and one passing SecureRandom output is
// silent. It reports nothing and returns false when the callers cannot all
// be told apart, for the per-field note.
func reportPerCaller(p *DexPass, put program.Put, stored program.StoredArgs, makers map[program.Caller]bool) bool {
	per, ok := perCallerTaint(p.Program, put.Method, put.Call.Addr, stored)
	if !ok {
		return false
	}
	field, _ := stored.Origin(regflow.TaintPredictable)
	mixedOnly := true
	for _, c := range per {
		if c.Taint&regflow.TaintPredictable != 0 && c.Taint&regflow.TaintSecure == 0 {
			mixedOnly = false
		}
	}
	if mixedOnly && reportPredictableWriters(p, put, stored, makers) {
		// Every caller hands over objects of both kinds (a tool's
		// result through an interface): the makers of the predictable
		// ones say more than a note at each caller.
		return true
	}
	for _, c := range per {
		if c.Taint&regflow.TaintPredictable == 0 {
			continue
		}
		at := DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call}
		if c.Taint&regflow.TaintSecure != 0 {
			p.ReportNote(at,
				"cannot tell whether the %s that %s puts is generated securely: %s passes it an object whose %s is given SecureRandom output on some paths and a value from %s on others; generate it with SecureRandom on every path (§2.2, §4.3)",
				put.Key, Short(put.Method), Short(c.Method), javaField(field), predictableSources(c.Taint))
			continue
		}
		p.Report(at,
			"%s passes %s an object whose %s is built from %s, with no SecureRandom in it, and %s puts it as the %s; generate it with SecureRandom (§2.2, §4.3)",
			Short(c.Method), Short(put.Method), javaField(field), predictableSources(c.Taint), Short(put.Method), put.Key)
	}
	return true
}

// reportPerObject judges a token read from an object the putting method
// receives, per object its callers may pass (program.ParamObjectSources):
// where a caller passes one of several tools' results, the tool making an
// object whose field is given a predictable value only is reported where
// it makes it, whatever the other objects are. It returns false, and
// reports nothing, when no such object is found.
func reportPerObject(p *DexPass, put program.Put, stored program.StoredArgs) bool {
	field, _ := stored.Origin(regflow.TaintPredictable)
	if field == nil || guardedByOtherField(p.Program, put.Method, put.Call.Addr, field) {
		return false
	}
	found := false
	for _, src := range p.Program.ParamObjectSources(put.Method, p.Program.ReadObjectsFor(put.Method, field, put.Call.Addr), field) {
		if src.Passed || src.Taint&regflow.TaintPredictable == 0 || src.Taint&regflow.TaintSecure != 0 {
			continue
		}
		found = true
		p.Report(DexAt{Method: src.Maker, Addr: src.Site},
			"%s makes an object whose %s is built from %s, with no SecureRandom in it, and %s puts it as the %s; generate it with SecureRandom (§2.2, §4.3)",
			Short(src.Maker), javaField(field), predictableSources(src.Taint), Short(put.Method), put.Key)
	}
	return found
}

// reportPredictableWriters is the last per-object reading of a token field
// whose writers' callers give it SecureRandom output in some calls and a
// predictable value in others, when the object the put reads cannot be
// tied to its maker (a tool's result handed back through an interface):
// each call reached from the entry points that passes the field a value
// built from a predictable source only, in a method returning the object
// it makes, is reported there — it makes an object whose token field the
// put sends, whatever the other objects hold. Not when another field of
// the object decides the put, nor for the put's own method's calls. False,
// and nothing reported, when no such call is found.
func reportPredictableWriters(p *DexPass, put program.Put, stored program.StoredArgs, makers map[program.Caller]bool) bool {
	reach := p.EntryReach()
	found := false
	for _, fa := range stored.Fields {
		if fa.Taint&regflow.TaintPredictable == 0 || guardedByOtherField(p.Program, put.Method, put.Call.Addr, fa.Field) {
			// A put another field of the object decides (a status that
			// makes the token a resume token for some objects only) says
			// nothing of an object's maker.
			continue
		}
		secure := map[program.Caller]bool{}
		for _, c := range fa.Origins(regflow.TaintSecure) {
			secure[c] = true
		}
		seen := map[program.Caller]regflow.Taint{}
		var order []program.Caller
		for bit := regflow.Taint(1); bit < 1<<16; bit <<= 1 {
			if regflow.TaintPredictable&bit == 0 {
				continue
			}
			for _, c := range fa.Origins(bit) {
				if _, ok := seen[c]; !ok {
					order = append(order, c)
				}
				seen[c] |= bit
			}
		}
		for _, c := range order {
			_, live := reach[c.Method]
			if !live {
				// Wired before any call(): a module or factory the
				// provider's onCreate builds its objects with.
				_, live = p.SetupReach()[c.Method]
			}
			if !live || secure[c] || c.Call == nil || c.Method == put.Method {
				// The put's own method's objects are its per-object
				// reading's; the note stands for the one it could not tie.
				continue
			}
			chain := fa.Copied(c)
			if !chain && !returnsObject(p.Program, c) {
				// An object the maker only logs, or hands to something
				// else (a trace under another key), is not what a
				// caller gets back to put. (A value copied on from the
				// object it fills is followed by its field.)
				continue
			}
			found = true
			reportMaker(p, c, seen[c], fa.Field, put, chain, makers)
		}
	}
	return found
}

// reportMaker reports the call c making a token from the sources t that
// reaches the field f put, once per call.
func reportMaker(p *DexPass, c program.Caller, t regflow.Taint, f *dex.FieldRef, put program.Put, chain bool, makers map[program.Caller]bool) {
	if makers[c] {
		return // reported for another put of the same tokens
	}
	makers[c] = true
	at := DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call}
	if chain {
		p.Report(at, "%s passes %s a value built from %s, with no SecureRandom in it, that is copied on into %s, which %s puts as the %s; generate it with SecureRandom (§2.2, §4.3)",
			Short(c.Method), callName(c.Call.Ref), predictableSources(t), javaField(f), Short(put.Method), put.Key)
		return
	}
	p.Report(at, "%s passes %s a value built from %s, with no SecureRandom in it, for %s, which %s puts as the %s; generate it with SecureRandom (§2.2, §4.3)",
		Short(c.Method), callName(c.Call.Ref), predictableSources(t), javaField(f), Short(put.Method), put.Key)
}

// returnsObject reports whether the object the call c initializes or sets
// (its receiver) is what c's method returns on some path.
func returnsObject(prog *program.Program, c program.Caller) bool {
	args, ok := prog.ArgsAt(c.Method, c.Call.Addr)
	if !ok || len(args) == 0 || c.Call.Op == dex.OpInvokeStatic || c.Call.Op == dex.OpInvokeStaticR {
		return false
	}
	sites := regflow.Sites(args[0])
	if len(sites) == 0 {
		return false
	}
	a, err := prog.Analyze(c.Method)
	if err != nil || a == nil {
		return false
	}
	found := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if found || in.Op != dex.OpReturnObject {
			return
		}
		for _, s := range regflow.Sites(st.Reg(in.A)) {
			if slices.Contains(sites, s) {
				found = true
			}
		}
	})
	return found
}

// receiverTied reports whether the put's value was tied to its objects
// through the receiver of the method building it (ReceiverObjectArgs), not
// through objects the putting method makes.
func receiverTied(prog *program.Program, put program.Put, field *dex.FieldRef) bool {
	if field == nil {
		return false
	}
	if _, ok := prog.ObjectArgs(put.Method, prog.ReadObjectsFor(put.Method, field, put.Call.Addr), field); ok {
		return false
	}
	_, ok := prog.ReceiverObjectArgs(put.Method, put.Value, field)
	return ok
}

// madeIn names, for a message, the method a put value was made in when a
// helper made it (a summary's alternatives say where, Via): ", made in
// com.rxrefill.a.d.a" points at the generator in renamed code, where the
// put's own method only hands the value on. "" when the put's method
// made it, or when several methods did.
func madeIn(put program.Put) string {
	var at *dex.Method
	for _, a := range put.Value.Alts {
		if a.Via == nil {
			return ""
		}
		if at != nil && a.Via != at {
			return ""
		}
		at = a.Via
	}
	if at == nil || at == put.Method || put.Wrapper != nil && at == put.Wrapper {
		return ""
	}
	return ", made in " + Short(at)
}

// nativeOrigin returns the app's native method a value is the result of
// (directly, or returned by a helper whose summary placed it at the
// call): its code is in a .so the analysis does not read.
func nativeOrigin(prog *program.Program, v regflow.Value) *dex.Method {
	for _, x := range v.Alts {
		if x.Kind != regflow.Call || x.Ref == nil {
			continue
		}
		if t := prog.Lookup(x.Ref.Class, x.Ref.NameProto()); t != nil && t.AccessFlags&dex.AccNative != 0 {
			return t
		}
	}
	return nil
}

// reportGeneratorMakers judges a token drawn from a generator object kept
// in a field (a mint a tool set holds, a generator its constructor was
// given) when the put's own readings could not tell which object it is:
// program.TokenGenerators follows the token back across record fields and
// helpers to the generator fields it is drawn from and the fields the
// drawing objects are read from (holders). A constructor call giving such
// a generator a java.util.Random (or another predictable source) and no
// SecureRandom, live on a request's path or in the providers' setup, whose
// object is stored into one of those holders, is reported there: every
// token an object it made draws is predictable. Each such call is
// reported once (made records it), for the first put it feeds. When every
// object kept in those holders is a generator given SecureRandom only
// (program.SecureHeld), the token is secure and nothing is said. False
// when neither is found: the put's other readings stand.
func reportGeneratorMakers(p *DexPass, put program.Put, made map[program.Caller]bool, gens *generatorMakers) bool {
	if !slices.ContainsFunc(put.Value.Alts, func(a regflow.Alt) bool { return a.Kind != regflow.Param }) {
		// A wrapper's own put of its parameter: its callers' puts
		// through it are judged, each with what it passes.
		return false
	}
	src := p.Program.TokenGenerators(put.Method, put.Value)
	if len(src.Holders) == 0 {
		return reportFilledGenerators(p, put, src, gens)
	}
	if p.Program.SecureHeld(src) {
		return true
	}
	found := false
	for _, g := range src.Generators {
		secure := map[program.Caller]bool{}
		for _, c := range g.Origins(regflow.TaintSecure) {
			secure[c] = true
		}
		for bit := regflow.Taint(1); bit < 1<<16; bit <<= 1 {
			if regflow.TaintPredictable&bit == 0 {
				continue
			}
			for _, c := range g.Origins(bit) {
				if secure[c] || c.Call == nil {
					continue
				}
				if _, live := p.EntryReach()[c.Method]; !live {
					if _, live = p.SetupReach()[c.Method]; !live {
						continue
					}
				}
				h := p.Program.HeldIn(c, src)
				if h == nil {
					continue
				}
				found = true
				if made[c] {
					continue
				}
				made[c] = true
				gens.pending = append(gens.pending, pendingMaker{DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call}, javaField(g.Field), fmt.Sprintf(
					"%s gives %s a generator built from %s, with no SecureRandom in it, for %s; the object is kept in %s, whose draws %s puts as the %s; generate it with SecureRandom (§2.2, §4.3)",
					Short(c.Method), callName(c.Call.Ref), predictableSources(bit), javaField(g.Field), javaField(h), Short(put.Method), put.Key)})
			}
		}
	}
	return found
}

// generatorMakers holds reportGeneratorMakers' findings until every put
// is judged: a put of the same tokens that another reading tied to its
// object (an error naming the generator field at the put) already says
// it, and the maker is then not reported again.
type generatorMakers struct {
	pending   []pendingMaker
	errFields map[string]bool // generator fields an error at a put named
	filled    map[string]bool // stores reportFilledGenerators reported
}

type pendingMaker struct {
	at    DexAt
	field string
	msg   string
}

func (g *generatorMakers) report(p *DexPass) {
	for _, m := range g.pending {
		if !g.errFields[m.field] {
			p.Report(m.at, "%s", m.msg)
		}
	}
}

// reportFilledGenerators judges the generator fields a token is drawn
// from that no constructor parameter fills — an object's own `override val
// random = Random.Default` — once TokenGenerators kept only those the
// objects the drawing calls are made on may hold (the fines desk's, not
// the session book's): a store of a predictable generator, in code that
// runs, is reported where it is made, once (gens.filled); when every such
// field is filled with SecureRandom output only and none from a parameter,
// the token is secure. False when neither: the put's other readings stand.
func reportFilledGenerators(p *DexPass, put program.Put, src program.TokenSources, gens *generatorMakers) bool {
	if src.Cut || len(src.Generators) == 0 {
		return false
	}
	secure, found := true, false
	for _, g := range src.Generators {
		if g.Taint != 0 {
			secure = false // filled from parameters: the makers' reading
			continue
		}
		stores := 0
		complete := p.Program.StoresOf(g.Field, func(w *dex.Method, in *dex.Insn, st *regflow.State, v regflow.Value) {
			stores++
			t := st.ValueTaint(v)
			if t&regflow.TaintSecure != 0 && t&regflow.TaintPredictable == 0 {
				return
			}
			secure = false
			if t&regflow.TaintPredictable == 0 || t&regflow.TaintSecure != 0 {
				return
			}
			if _, live := p.EntryReach()[w]; !live {
				if _, live = p.SetupReach()[w]; !live {
					return
				}
			}
			found = true
			key := fmt.Sprintf("%p@%x", w, in.Addr)
			if gens.filled[key] {
				return
			}
			if gens.filled == nil {
				gens.filled = map[string]bool{}
			}
			gens.filled[key] = true
			gens.pending = append(gens.pending, pendingMaker{DexAt{Method: w, Addr: in.Addr}, javaField(g.Field), fmt.Sprintf(
				"%s fills %s with a generator built from %s, with no SecureRandom in it, and %s puts the %s drawn from it; generate it with SecureRandom (§2.2, §4.3)",
				Short(w), javaField(g.Field), predictableSources(t), Short(put.Method), put.Key)})
		})
		if !complete || stores == 0 {
			secure = false
		}
	}
	return found || secure
}

// fieldWriter is a writer of a token field and the taint of what it
// stores.
type fieldWriter struct {
	method *dex.Method
	taint  regflow.Taint
}

// predictableFieldWriter returns, for a token read from one field, a
// writer on the providers' reach that stores a predictable value with no
// SecureRandom in it, when other writers store SecureRandom output.
func predictableFieldWriter(p *DexPass, v regflow.Value) (*dex.FieldRef, *fieldWriter) {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil {
		return nil, nil
	}
	reach := p.EntryReach()
	var weak *fieldWriter
	p.Program.StoresOf(x.Field, func(w *dex.Method, _ *dex.Insn, st *regflow.State, stored regflow.Value) {
		t := st.ValueTaint(stored)
		if _, live := reach[w]; live && weak == nil && t&regflow.TaintPredictable != 0 && t&regflow.TaintSecure == 0 {
			weak = &fieldWriter{method: w, taint: t}
		}
	})
	return x.Field, weak
}
