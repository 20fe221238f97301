package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

func init() { register("CETP606", checkIdentityFromArgs) }

func checkIdentityFromArgs(p *DexPass) {
	prog := p.Program
	sites := prog.CallsIn(p.EntryReach(), func(c *program.Call) bool {
		return program.IsArgsGet(c.Ref.Class, c.Ref.Name, c.Ref.Params)
	})
	checkIdentityWrappers(p, sites)
	checkBoundIdentity(p)
	checkDelegatedIdentity(p)
	done := map[*dex.Method]bool{}
	for _, s := range sites {
		m := s.Method
		if done[m] {
			continue
		}
		done[m] = true
		prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			if !program.IsArgsGet(c.Ref.Class, c.Ref.Name, c.Ref.Params) {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			if len(args) < 2 {
				return
			}
			k, ok := args[1].Single()
			if !ok || k.Kind != regflow.Str || !ident.NamesCaller(k.Str) {
				return
			}
			if appKeyedMap(p, c.Ref, args[0], k.Str) || prog.DelegatedStateRead(m, c.Ref, args) ||
				envelopeKeyFromCaller(prog, m, args[0], k.Str) {
				// A map the app keys itself (a var delegated to a map it
				// made empty, a state map it puts the key into): what it
				// reads back was stored by the app, whose origin is
				// judged where it was obtained.
				return
			}
			if crossChecked(prog, m, c.Addr) {
				// The claim is compared with the caller's real identity
				// (to log a mismatch, or to refuse): checked, not trusted.
				return
			}
			if objectExtraGet(c.Ref) && !objectAnswerDecides(prog, m, c.Addr) {
				// An object under a caller-naming key (the Consumer's
				// callback binder) that answers nothing used to decide.
				return
			}
			p.Report(DexAt{Method: m, Addr: c.Addr, Call: c},
				"%s takes the caller's identity from the request argument %s, which the calling app writes; use Binder.getCallingUid() captured in call() (§7.1)",
				Short(m), finding.Quote(k.Str))
		})
	}
}

// checkDelegatedIdentity reports a property read whose delegate reads the
// request's extras or JSON by a key it was constructed with, when that key
// names the caller (`val callerPackage by extras.extra("caller_package")`,
// program.DelegateKey): the property is the claim, judged at the read.
func checkDelegatedIdentity(p *DexPass) {
	prog := p.Program
	keys := map[*dex.Method]string{}
	sites := prog.CallsIn(p.EntryReach(), func(c *program.Call) bool {
		if c.Ref.Return != "Ljava/lang/String;" || len(c.Ref.Params) != 0 || program.IsPlatform(c.Ref.Class) || library(c.Ref.Class) {
			return false
		}
		for _, t := range prog.Targets(c) {
			if key, ok := prog.DelegateKey(t); ok && ident.NamesCaller(key) {
				keys[t] = key
				return true
			}
		}
		return false
	})
	for _, s := range sites {
		if crossChecked(prog, s.Method, s.Call.Addr) {
			continue // compared with the caller's real identity: checked, not trusted
		}
		key := ""
		for _, t := range prog.Targets(s.Call) {
			if k, ok := keys[t]; ok {
				key = k
				break
			}
		}
		p.Report(DexAt{Method: s.Method, Addr: s.Call.Addr, Call: s.Call},
			"%s takes the caller's identity from %s, a property whose delegate reads the request argument %s, which the calling app writes; use Binder.getCallingUid() captured in call() (§7.1)",
			Short(s.Method), finding.Sanitize(JavaName(s.Call.Ref.Class)+"."+s.Call.Ref.Name), finding.Quote(key))
	}
}

// checkIdentityWrappers follows getters that take the key as a parameter
// (a Kotlin extension `fun Bundle.str(key: String)`, a JSON helper) back to
// their callers in the reachable code, and reports a caller passing a key
// that names the caller.
func checkIdentityWrappers(p *DexPass, sites []program.Site) {
	prog := p.Program
	reach := p.EntryReach()
	var wrappers []*dex.Method
	seen := map[*dex.Method]bool{}
	for _, s := range sites {
		if !seen[s.Method] {
			seen[s.Method] = true
			wrappers = append(wrappers, s.Method)
		}
	}
	// calledAt remembers, for a caller of a wrapper, the wrapper it calls
	// and where, for the note when its own summary is incomplete.
	calledAt := map[*dex.Method]program.Caller{}
	for depth := 0; depth < 4 && len(wrappers) > 0; depth++ {
		var next []*dex.Method
		for _, w := range wrappers {
			sum := prog.Summary(w)
			if sum != nil && sum.KeyParams == 0 && sum.Incomplete != "" {
				if c, ok := calledAt[w]; ok {
					// Whether w passes its own parameter on as a key is
					// not known, so its callers were not looked at.
					p.ReportNote(DexAt{Method: w, Addr: c.Call.Addr, Call: c.Call},
						"cannot tell whether %s passes a key its callers choose to %s, which reads a request argument under it, so its callers were not checked for a key naming the caller: %s (§7.1)",
						Short(w), Short(c.Method), incompleteSummary(w, sum))
				}
			}
			if sum == nil || sum.KeyParams == 0 {
				continue
			}
			for _, c := range prog.Callers(w) {
				if _, ok := reach[c.Method]; !ok {
					continue
				}
				prog.ReplayCalls(c.Method, func(call *program.Call, in *dex.Insn, st *regflow.State) {
					if call.Addr != c.Call.Addr {
						return
					}
					args := program.CallArgs(st, in, c.Call.Ref)
					for k, x := range args {
						if k >= 64 || sum.KeyParams&(1<<k) == 0 {
							continue
						}
						keys, list := constKeys(prog, c.Method, x)
						if list && sum.RetKeyParams&(1<<k) == 0 {
							// A list of names the wrapper does not return a
							// value read under (Args.missing(args, "card_id",
							// "caller_package") answers which key is absent).
							continue
						}
						key := ""
						for _, name := range keys {
							if ident.NamesCaller(name) {
								key = name
								break
							}
						}
						if key == "" {
							continue
						}
						if crossChecked(prog, c.Method, c.Call.Addr) {
							continue // compared with the real caller, as at a direct read
						}
						p.Report(DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call},
							"%s takes the caller's identity from the request argument %s through %s, which the calling app writes; use Binder.getCallingUid() captured in call() (§7.1)",
							Short(c.Method), finding.Quote(key), Short(w))
					}
				})
				if !seen[c.Method] {
					seen[c.Method] = true
					calledAt[c.Method] = program.Caller{Method: w, Call: c.Call}
					next = append(next, c.Method)
				}
			}
		}
		wrappers = next
	}
}

// constKeys returns the constant keys a caller hands a getter wrapper's
// key parameter: the one constant, or the constants of an array (a
// varargs list of keys the wrapper tries in turn: Json.first(args,
// "caller_package", "calling_package")); list says the keys came in an
// array.
func constKeys(prog *program.Program, m *dex.Method, v regflow.Value) (keys []string, list bool) {
	if k, ok := v.Single(); ok && k.Kind == regflow.Str {
		return []string{k.Str}, false
	}
	for _, e := range arrayElements(prog, m, v) {
		if k, ok := e.Single(); ok && k.Kind == regflow.Str {
			keys = append(keys, k.Str)
		}
	}
	slices.Sort(keys) // the map's order is not the array's
	return keys, len(keys) > 0
}

// checkBoundIdentity reports reads of a field whose JSON key names the
// caller, in a class the reachable code binds JSON to: with Gson
// (fromJson(text, X.class)), or any decoder the request flow sees parse
// request text (Gson, Moshi, kotlinx.serialization). The field holds
// whatever the request's JSON put under that key: the key an annotation
// (@SerializedName and its alternates, Moshi's @Json) or the generated
// serializer names, else the field's own name. A read in a getter that
// only returns the field (a Kotlin property's) is reported where the
// reachable code calls the getter. Where the decoder's keys could not be
// read, a note says the field names were judged instead.
func checkBoundIdentity(p *DexPass) {
	prog := p.Program
	reach := p.EntryReach()
	bound := map[string]bool{}
	var order []string
	bind := func(cls string) {
		for seen := map[string]bool{}; cls != "" && !seen[cls] && prog.Classes[cls] != nil; cls = prog.Classes[cls].Super {
			seen[cls] = true
			if !bound[cls] {
				bound[cls] = true
				order = append(order, cls)
			}
		}
	}
	for _, s := range prog.CallsIn(reach, func(c *program.Call) bool {
		return c.Ref.Class == "Lcom/google/gson/Gson;" && c.Ref.Name == "fromJson" && len(c.Ref.Params) == 2 &&
			c.Ref.Params[1] == "Ljava/lang/Class;"
	}) {
		prog.ReplayCalls(s.Method, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			if c.Addr != s.Call.Addr {
				return
			}
			if args := program.CallArgs(st, in, c.Ref); len(args) == 3 {
				if cls, ok := args[2].Single(); ok && cls.Kind == regflow.Class && prog.Classes[cls.Str] != nil {
					bind(cls.Str)
				}
			}
		})
	}
	if len(prog.CallsIn(reach, func(c *program.Call) bool {
		_, _, ok := reflectParse(c.Ref)
		// A Parcelable read from the request Bundle is filled by its
		// creator from the Consumer's parcel: bound as a parse is.
		return ok || parcelGet(c.Ref, c.Op == dex.OpInvokeStatic || c.Op == dex.OpInvokeStaticR)
	})) > 0 {
		f := p.requestFlow()
		for _, cls := range f.parsed {
			bind(cls)
		}
		// A parse whose class is not known binds fields the
		// analysis cannot name: say so rather than stay silent.
		f.reportUnparsed(p)
	}
	if len(bound) == 0 {
		return
	}
	callerKey := func(f *dex.FieldRef) (string, bool) {
		for _, k := range prog.JSONNamesOf(f.Class).Keys(f.Name) {
			if ident.NamesCaller(k) {
				return k, true
			}
		}
		return "", false
	}
	noted := map[string]bool{}
	for _, f := range fieldReads(reach, func(f *dex.FieldRef) bool {
		return bound[f.Class] && f.Type == "Ljava/lang/String;"
	}) {
		cls := f.Field.Class
		if codecOf(f.Method, cls) {
			continue // the decoder's own generated code reading what it fills
		}
		if f.Method.Class.Name == cls && (objectMethod(f.Method.Ref) && f.Method.AccessFlags&dex.AccSynthetic == 0 ||
			f.Method.Ref.NameProto() == "writeToParcel(Landroid/os/Parcel;I)V" || f.Method.Ref.Name == "<init>") ||
			prog.IsSubclass(f.Method.Class.Name, "Landroid/os/Parcelable$Creator;") {
			// A data class's equals, hashCode and toString, a Parcelable
			// writing itself out or being read in (its constructor, its
			// CREATOR): the fields are filled or copied, none trusted.
			continue
		}
		sites := []DexAt{{Method: f.Method, Addr: f.Addr}}
		if onlyReturnsField(f.Method) {
			var callers []DexAt
			codec := false
			for _, c := range prog.Callers(f.Method) {
				if _, ok := reach[c.Method]; !ok {
					continue
				}
				if codecOf(c.Method, cls) {
					codec = true
					continue
				}
				callers = append(callers, DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call})
			}
			if len(callers) > 0 {
				sites = callers
			} else if codec || componentN(f.Method.Ref.Name) {
				continue // read by nothing but the codec, or a destructuring no one calls
			}
		} else if callers := syntheticReaders(prog, reach, f.Method, cls); len(callers) > 0 {
			sites = callers
		}
		names := prog.JSONNamesOf(cls)
		if names.Unread != "" && !noted[cls] {
			noted[cls] = true
			p.ReportNote(sites[0],
				"%s reads a field of %s, which the request's JSON is decoded into, but the JSON keys of its fields are not all known: %s; CETP606 judged those fields by their own names, so a field filled from a key naming the caller may be missed (§7.1)",
				Short(sites[0].Method), JavaName(cls), finding.Sanitize(names.Unread))
		}
		key, ok := callerKey(f.Field)
		if !ok {
			continue
		}
		for _, at := range sites {
			// The read itself, or a call of the getter returning it (its
			// result the call, or the field through the getter's summary).
			claim := func(x regflow.Alt) bool {
				return x.Kind == regflow.Field && x.Field != nil && x.Field.Class == f.Field.Class && x.Field.Name == f.Field.Name ||
					at.Call != nil && x.Kind == regflow.Call && x.Site == at.Addr
			}
			if claimCrossChecked(prog, at.Method, at.Addr, claim) {
				continue // compared with the caller's real identity: checked, not trusted
			}
			if madeHere(prog, at.Method, at.Addr) {
				continue // the provider's own object (a reply it fills), not the request's
			}
			filled := "a JSON decoder binds into"
			if prog.IsSubclass(cls, "Landroid/os/Parcelable;") {
				filled = "the Parcelable's creator fills from the request's parcel into"
			}
			p.Report(at,
				"%s takes the caller's identity from the request argument %s, which %s %s.%s and the calling app writes; use Binder.getCallingUid() captured in call() (§7.1)",
				Short(at.Method), finding.Quote(key), filled, JavaName(cls), f.Field.Name)
		}
	}
}

// codecOf reports whether m is generated (de)serialization code of class
// cls: kotlinx.serialization's cls$$serializer and cls.write$Self, a Moshi
// codegen clsJsonAdapter. It reads every field to write the object out,
// which is no use of what the request put there.
func codecOf(m *dex.Method, cls string) bool {
	base := strings.TrimSuffix(cls, ";")
	switch m.Class.Name {
	case base + "$$serializer;", base + "JsonAdapter;":
		return true
	case cls:
		return m.Ref.Name == "write$Self" || strings.HasPrefix(m.Ref.Name, "write$Self$")
	}
	return false
}

// madeHere reports whether the object a field read (iget) or a getter
// call at addr in m reads is one m itself made (new-instance in m): an
// object of the request's class the provider fills for its reply, not the
// one the request carried.
func madeHere(prog *program.Program, m *dex.Method, addr uint32) bool {
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return false
	}
	made := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr != addr {
			return
		}
		var v regflow.Value
		switch {
		case in.Op >= dex.OpIget && in.Op <= dex.OpIgetShort:
			v = st.Reg(in.B)
		case in.IsInvoke() && len(in.Args) > 0 && !in.IsStaticInvoke():
			v = st.Reg(uint32(in.Args[0]))
		default:
			return
		}
		made = len(v.Alts) > 0 && !v.Top && !v.Has(func(x regflow.Alt) bool { return x.Kind != regflow.New || x.Via != nil })
	})
	return made
}

// componentN reports whether name is a Kotlin data class's destructuring
// accessor (component1, component2, …).
func componentN(name string) bool {
	n, ok := strings.CutPrefix(name, "component")
	return ok && n != "" && strings.Trim(n, "0123456789") == ""
}

// onlyReturnsField reports whether m is a getter that returns the field it
// reads from its receiver and does nothing else (iget, return).
func onlyReturnsField(m *dex.Method) bool {
	if m.Static() || len(m.Ref.Params) != 0 {
		return false
	}
	code, err := m.Code()
	if err != nil || code == nil {
		return false
	}
	n, ok := 0, true
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		n++
		switch {
		case n == 1:
			ok = in.Op >= dex.OpIget && in.Op <= dex.OpIgetShort
		case n == 2:
			ok = ok && in.Op >= dex.OpReturn && in.Op <= dex.OpReturnObject
		default:
			ok = false
		}
		return ok
	})
	return ok && n == 2
}

// syntheticReaders returns, for a field read in code the compiler made
// (ACC_SYNTHETIC: D8's $record$getFieldsAsObjects and the external record
// helpers behind a record's equals, hashCode and toString, an accessor),
// the calls in reachable app code that run it: the read is the record's
// own method's, used where the app calls that method. It climbs through
// synthetic callers and the class's own equals, hashCode and toString, a
// few levels; empty when m is not synthetic or no such call is found.
func syntheticReaders(prog *program.Program, reach map[*dex.Method]*program.Caller, m *dex.Method, cls string) []DexAt {
	if m.AccessFlags&dex.AccSynthetic == 0 {
		return nil
	}
	var out []DexAt
	seen := map[*dex.Method]bool{m: true}
	level := []*dex.Method{m}
	for depth := 0; depth < 4 && len(level) > 0; depth++ {
		var next []*dex.Method
		for _, x := range level {
			for _, c := range prog.Callers(x) {
				if seen[c.Method] {
					continue
				}
				if _, ok := reach[c.Method]; !ok {
					continue
				}
				seen[c.Method] = true
				if c.Method.AccessFlags&dex.AccSynthetic != 0 || c.Method.Class.Name == cls && objectMethod(c.Method.Ref) {
					next = append(next, c.Method)
					continue
				}
				out = append(out, DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call})
			}
		}
		level = next
	}
	return out
}

// objectMethod reports whether ref is equals, hashCode or toString.
func objectMethod(ref *dex.MethodRef) bool {
	switch ref.NameProto() {
	case "equals(Ljava/lang/Object;)Z", "hashCode()I", "toString()Ljava/lang/String;":
		return true
	}
	return false
}

// appKeyedMap reports whether a map read is of a map the app keeps in a
// field and itself puts key into: a `var x by map` property's getter, or a
// state map the provider fills. What the key holds is what the app put
// there; when that came from the request under a key naming the caller,
// the read that took it is reported where it happened, and when it came
// from the platform (getCallingPackage) it is no claim at all. A map of
// request arguments copied under their own keys (rev18_mapargs' ToolArgs)
// has no such put and is still reported.
func appKeyedMap(p *DexPass, ref *dex.MethodRef, recv regflow.Value, key string) bool {
	if !mapGet(ref) || recv.Top || len(recv.Alts) == 0 {
		return false
	}
	prog := p.Program
	var fields []*dex.FieldRef
	for _, a := range recv.Alts {
		if a.Kind != regflow.Field || a.Field == nil || prog.Classes[a.Field.Class] == nil {
			return false
		}
		fields = append(fields, a.Field)
	}
	for _, f := range fields {
		if !p.putsKey(f, key) {
			return false
		}
	}
	return true
}

// mapGet reports whether ref reads a java.util.Map (or Kotlin's getters
// over one) by key.
func mapGet(ref *dex.MethodRef) bool {
	switch ref.Class {
	case "Ljava/util/Map;", "Ljava/util/HashMap;", "Ljava/util/LinkedHashMap;", "Lkotlin/collections/MapsKt;":
		return true
	}
	return false
}

// putsKey reports whether reachable code puts the constant key into the
// map held in field f (Map.put on a value read from f), cached per pass.
func (p *DexPass) putsKey(f *dex.FieldRef, key string) bool {
	type fieldKey struct{ class, name, key string }
	k := fieldKey{f.Class, f.Name, key}
	if p.mapKeys == nil {
		p.mapKeys = map[any]bool{}
	}
	if v, ok := p.mapKeys[k]; ok {
		return v
	}
	prog := p.Program
	found := false
	sites := prog.CallsIn(p.EntryReach(), func(c *program.Call) bool {
		return c.Ref.Name == "put" && len(c.Ref.Params) == 2 && mapGet(c.Ref) && c.Ref.Class != "Lkotlin/collections/MapsKt;"
	})
	done := map[*dex.Method]bool{}
	for _, s := range sites {
		if found || done[s.Method] {
			continue
		}
		done[s.Method] = true
		prog.ReplayCalls(s.Method, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			if found || c.Ref.Name != "put" || len(c.Ref.Params) != 2 || !mapGet(c.Ref) {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			if len(args) < 3 {
				return
			}
			kv, ok := args[1].Single()
			if !ok || kv.Kind != regflow.Str || kv.Str != key {
				return
			}
			for _, a := range args[0].Alts {
				if a.Kind == regflow.Field && a.Field != nil && a.Field.Class == f.Class && a.Field.Name == f.Name {
					found = true
				}
			}
		})
	}
	p.mapKeys[k] = found
	return found
}

// crossChecked reports whether m compares the value its call at site
// returns with the caller's identity read from the platform or the SDK
// (request.callerPackage, getCallingPackage(), a value named for the
// caller): `if (claimed != caller) Log.w(…)`. What a claim is compared
// with the real caller for is the check; the claim itself is not trusted.
//
// The claim must serve nothing but that check: a claim compared and then
// granted anyway (`if (claimed != caller) Log.w(…); grant(claimed)`) is
// trusted, so any other call given it (a log's message aside) keeps the
// finding.
func crossChecked(prog *program.Program, m *dex.Method, site uint32) bool {
	return claimCrossChecked(prog, m, site, func(x regflow.Alt) bool { return x.Kind == regflow.Call && x.Site == site })
}

// claimCrossChecked is crossChecked for the claim claimAlt recognises (a
// call's result, a parsed object's field); site is the claim's own call,
// if it is one.
func claimCrossChecked(prog *program.Program, m *dex.Method, site uint32, claimAlt func(regflow.Alt) bool) bool {
	return claimCrossCheckedIn(prog, m, site, claimAlt, 0)
}

// maxPredicateNesting bounds how many predicate lambdas deep a claim's
// check is followed (a predicate whose body filters with another).
const maxPredicateNesting = 2

// claimCrossCheckedIn is claimCrossChecked nesting predicate lambdas deep.
func claimCrossCheckedIn(prog *program.Program, m *dex.Method, site uint32, claimAlt func(regflow.Alt) bool, nesting int) bool {
	found, used := false, false
	// spilled: the suspend state machine's fields the claim is kept in
	// across a suspension point (kotlinc's L$n): stored there, it is not
	// used; read back, it is the same claim (a suspend function's reads
	// of its own spills add nothing to its direct path, coroval.go, so
	// this is for a SuspendLambda's, whose fields keep their values).
	spilled := map[*dex.FieldRef]bool{}
	// arrays: the arrays the claim is put in (String.format's varargs, a
	// query's selection arguments), judged by what they are given to.
	arrays := map[uint32]bool{}
	// optionals: the Optionals holding the claim (Optional.ofNullable of
	// it, what filter keeps of one), judged by what is asked of them.
	optionals := map[uint32]bool{}
	isClaim := func(v regflow.Value) bool {
		// A helper's result (Args.opt(json, "calling_package")) is the
		// call's alternative, or one its summary made at the call.
		return v.Has(func(x regflow.Alt) bool {
			return claimAlt(x) || x.Kind == regflow.Field && spilled[x.Field] || x.Kind == regflow.Call && optionals[x.Site]
		}) || slices.ContainsFunc(regflow.Sites(v), func(s uint32) bool { return arrays[s] })
	}
	if a, err := prog.Analyze(m); err == nil && a != nil {
		for grew := true; grew; {
			grew = false
			a.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.Op == dex.OpAputObject && isClaim(st.Reg(in.A)) {
					for _, s := range regflow.Sites(st.Reg(in.B)) {
						if !arrays[s] {
							arrays[s], grew = true, true
						}
					}
					return
				}
				if in.Op != 0x5b || !isClaim(st.Reg(in.A)) { // iput-object
					return
				}
				if f, err := m.Class.File.Field(in.Index); err == nil && !spilled[f] && prog.SpillField(f) {
					spilled[f], grew = true, true
				}
			})
		}
	}
	prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		args := program.CallArgs(st, in, c.Ref)
		given := false
		for _, v := range args {
			given = given || isClaim(v)
		}
		if !given || c.Addr == site || in.IsStaticInvoke() && program.ReturnsArg(c.Ref) {
			return // an identity (a null check, a spill) hands the claim on: its uses are judged
		}
		if program.IsOptional(c.Ref.Class) {
			// `Optional.ofNullable(claimed).filter(c -> !c.equals(caller)).isPresent()`:
			// the claim wrapped, tested by a predicate, and only asked
			// whether it is there.
			switch {
			case in.IsStaticInvoke() && (c.Ref.Name == "ofNullable" || c.Ref.Name == "of"):
				optionals[c.Addr] = true
			case !in.IsStaticInvoke() && c.Ref.Name == "filter" && len(args) == 2 && isClaim(args[0]) && !isClaim(args[1]):
				if predicateCrossChecks(prog, args[1], nesting+1) {
					found = true
				} else {
					used = true
				}
				optionals[c.Addr] = true
			case !in.IsStaticInvoke() && (c.Ref.Name == "isPresent" || c.Ref.Name == "isEmpty"):
			default:
				used = true
			}
			return
		}
		if membershipCall(c.Ref) && len(args) == 2 && isClaim(args[1]) && !isClaim(args[0]) {
			// declared in packagesOf(uid): the claim looked for among the
			// caller's real packages (to refuse a mismatch) is checked.
			if fromCaller(prog, m, args[0], maxCrossHops, isClaim) {
				found = true
			} else {
				used = true
			}
			return
		}
		if !isEquality(prog, c.Ref) {
			if !claimOnlyLogged(c.Ref) {
				used = true
			}
			return
		}
		for _, v := range args {
			if !isClaim(v) && fromCaller(prog, m, v, maxCrossHops, isClaim) {
				found = true
			}
		}
	})
	if used {
		return false
	}
	// Returned, or kept in a field, the claim serves more than the check:
	// `if (!claimed.equals(caller)) Log.w(…); return claimed`. A UID is
	// compared by a branch, not a call: `if (claimed != -1 && claimed !=
	// request.callerUid) return deny(…)` checks the claim too.
	if a, err := prog.Analyze(m); err == nil && a != nil {
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			switch {
			case in.Op == dex.OpIfEq || in.Op == dex.OpIfEq+1: // if-eq, if-ne
				x, y := st.Reg(in.A), st.Reg(in.B)
				if isClaim(x) && !isClaim(y) && fromCaller(prog, m, y, maxCrossHops, isClaim) ||
					isClaim(y) && !isClaim(x) && fromCaller(prog, m, x, maxCrossHops, isClaim) {
					found = true
				}
			case in.Op == dex.OpReturnObject || in.Op == dex.OpReturn:
				used = used || isClaim(st.Reg(in.A))
			case in.Op == 0x5b || in.Op == 0x69 || in.Op == 0x59 || in.Op == 0x67: // iput-object, sput-object, iput, sput
				if f, err := m.Class.File.Field(in.Index); err == nil && spilled[f] {
					break // kept across a suspension point, judged where it is read back
				}
				used = used || isClaim(st.Reg(in.A))
			}
		})
	}
	return found && !used
}

// predicateCrossChecks reports whether the predicate object pred (a
// lambda made here: D8's synthetic class, whose test(Object) hands its
// argument to the lambda's body) compares what it is given with the
// caller's real identity and uses it for nothing else (crossChecked, in
// the body, of the body's parameter).
func predicateCrossChecks(prog *program.Program, pred regflow.Value, nesting int) bool {
	if nesting > maxPredicateNesting {
		return false
	}
	_, body, k := predicateLambda(prog, pred)
	if body == nil {
		return false
	}
	return claimCrossCheckedIn(prog, body, 1<<31, func(y regflow.Alt) bool {
		return y.Kind == regflow.Param && int(y.Int) == k && y.Or == 0
	}, nesting)
}

// predicateLambda returns the test(Object) method of the predicate object
// pred — a function object made where pred is (D8's lambda class for
// `ALLOWED::containsKey` or `s -> …`) — and the app method test hands its
// argument to, with the parameter that argument becomes there (the
// lambda's body); test is nil for any other predicate, body nil when test
// hands its argument to no single app method.
func predicateLambda(prog *program.Program, pred regflow.Value) (test, body *dex.Method, k int) {
	x, ok := pred.Single()
	if !ok || x.Kind != regflow.New || x.Via != nil {
		return nil, nil, 0
	}
	cls := prog.Classes[x.Str]
	if cls == nil || !functionObject(prog, cls) {
		return nil, nil, 0
	}
	for _, t := range cls.Virtual {
		if t.Ref.Name != "test" || len(t.Ref.Params) != 1 || !t.HasCode() {
			continue
		}
		prog.ReplayCalls(t, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			for i, a := range program.CallArgs(st, in, c.Ref) {
				if y, single := a.Single(); single && y.Kind == regflow.Param && y.Int == 1 && y.Or == 0 && body == nil {
					if ts := prog.Targets(c); len(ts) == 1 && ts[0].HasCode() {
						body, k = ts[0], i
					}
				}
			}
		})
		return t, body, k
	}
	return nil, nil, 0
}

// membershipCall recognises a test whether a collection or array (the
// first argument, the receiver of an instance call) holds a value:
// Collection.contains, Kotlin's contains on arrays and iterables.
func membershipCall(ref *dex.MethodRef) bool {
	return ref.Name == "contains" && ref.Return == "Z" && len(ref.Params) <= 2
}

// maxCrossHops bounds how far fromCaller follows a value back: through
// helpers given the caller's UID and the parameters callers fill.
const maxCrossHops = 3

// fromCaller reports whether v, in m, is the caller's real identity
// (callerIdentity) or made from it: a helper's result given it
// (`ctx.memberApp(Binder.getCallingUid())`, getNameForUid(uid)), or a
// parameter every caller of m fills so (`execute(uid, member, req)`).
// A helper also given the claim (claim, in m) makes nothing from the
// caller alone: `resolve(uid, claimed)` may well return the claim.
func fromCaller(prog *program.Program, m *dex.Method, v regflow.Value, hops int, claim func(regflow.Value) bool) bool {
	if callerIdentity(prog, v) != "" {
		return true
	}
	if hops == 0 || len(v.Alts) == 0 {
		return false
	}
	for _, x := range v.Alts {
		ok := false
		switch {
		case x.Kind == regflow.Const && x.Int == 0:
			// null (`memberApp(uid) ?: return`, merged): no other
			// identity; where the comparison is skipped, the claim still
			// serves nothing but the check (crossChecked's used).
			ok = true
		case x.Kind == regflow.Call:
			// A summary's alternative (Via set) stands at the call too.
			prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
				if c.Addr != x.Site || ok {
					return
				}
				// Made from the caller alone: the UID, a Context or
				// PackageManager to look it up with, constants.
				other := false
				args := program.CallArgs(st, in, c.Ref)
				for i, a := range args {
					// The caller's UID, read here or handed in by every
					// caller (`packageNameFor(ctx, uid)` in a method given
					// uid by call()).
					if callerIdentity(prog, a) != "" || paramOnly(a) && fromCaller(prog, m, a, hops-1, nil) {
						ok = true
						continue
					}
					if claim != nil && claim(a) || !lookupArg(c.Ref, in.IsStaticInvoke(), i, a) {
						other = true
					}
				}
				ok = ok && !other
			})
		case x.Kind == regflow.Elem && x.Of != nil:
			// One of the caller's packages (an element of
			// getPackagesForUid(uid), kotlinc's inlined firstOrNull):
			// the caller's, as the array is.
			ok = fromCaller(prog, m, regflow.Value{Alts: []regflow.Alt{*x.Of}}, hops-1, nil)
		case x.Kind == regflow.Field && x.Field != nil:
			// A field of an object the app builds (a ToolCtx made in
			// call() from the UID's package): every value stored into it
			// is the caller's.
			all := true
			ok = prog.StoresOf(x.Field, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, v regflow.Value) {
				all = all && fromCaller(prog, w, v, hops-1, nil)
			}) && all
		case x.Kind == regflow.Param && x.Or == 0:
			callers := prog.Callers(m)
			ok = len(callers) > 0 && len(callers) <= 8
			for _, c := range callers {
				if !ok {
					break
				}
				found := false
				prog.ReplayCalls(c.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
					if cc.Addr != c.Call.Addr || found {
						return
					}
					if args := program.CallArgs(st, in, cc.Ref); int(x.Int) < len(args) {
						found = fromCaller(prog, c.Method, args[x.Int], hops-1, nil)
					}
				})
				ok = found
			}
		}
		if !ok {
			return false // every alternative must be the caller's
		}
	}
	return true
}

// lookupArg reports whether argument i of a call is something a lookup of
// the caller's identity is given beside the UID: a Context, a
// PackageManager or the helper's own object, or a constant.
func lookupArg(ref *dex.MethodRef, static bool, i int, a regflow.Value) bool {
	if x, ok := a.Single(); ok && (x.Kind == regflow.Const || x.Kind == regflow.Str) {
		return true
	}
	if !static {
		if i == 0 {
			return true // the receiver
		}
		i--
	}
	if i >= len(ref.Params) {
		return false
	}
	switch ref.Params[i] {
	case "Landroid/content/Context;", "Landroid/content/pm/PackageManager;":
		return true
	}
	return false
}

// claimOnlyLogged reports whether a call given a claimed identity only
// writes it to the log or into a message for one, or tests it for
// emptiness: no use that trusts it.
func claimOnlyLogged(ref *dex.MethodRef) bool {
	switch ref.Class {
	case "Landroid/util/Log;", "Ljava/lang/StringBuilder;", "Lkotlin/jvm/internal/Intrinsics;", "Ltimber/log/Timber;", "Ltimber/log/Timber$Forest;":
		return true
	case "Ljava/lang/String;", "Ljava/lang/CharSequence;":
		return ref.Name == "isEmpty" || ref.Name == "length" || ref.Name == "concat" || ref.Name == "valueOf" || ref.Name == "format"
	case "Lkotlin/text/StringsKt;", "Landroid/text/TextUtils;":
		return ref.Name == "isBlank" || ref.Name == "isEmpty" || ref.Name == "isNullOrEmpty" || ref.Name == "isNullOrBlank"
	}
	return false
}

// paramOnly reports whether every alternative of v is a parameter of the
// method, whole.
func paramOnly(v regflow.Value) bool {
	if len(v.Alts) == 0 {
		return false
	}
	for _, x := range v.Alts {
		if x.Kind != regflow.Param || x.Or != 0 {
			return false
		}
	}
	return true
}
