package dexrules

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/ident"
)

// The request a Consumer sends reaches a provider as the arg string and
// extras Bundle of call(...), or, for a subclass of the SDK base class, as
// the CetpProviderRequest handed to its hooks (executeTool, authorize). The
// flow below follows those values through the code they reach: getters of
// the Bundle or of a JSONObject parsed from the args, string building,
// helpers (arguments passed, results returned) and fields. Register values
// come from the program's analyses; what is tracked on top of them is
// which allocation and call sites of each method hold a request value, and
// the key it was read under, so that messages name the argument.
//
// The flow is context-insensitive, like the summaries it rests on: a
// helper given request values by one caller is judged as if every caller
// passed them.

// reqInfo says what a request-derived value is: the key it was read under
// ("" when not known) and whether it is only a number or boolean, or one of
// the app's constants a decoder chose by it (which cannot carry injected
// text).
type reqInfo struct {
	key     string
	numeric bool
	// negated: the value is the flag read under key negated (`return
	// !args.optBoolean("confirmed")`), so a branch's set edge is its
	// zero edge.
	negated bool
	// keyed: an object of the app's (a reply JSONObject, a Bundle, a
	// map) that holds request values only under the constant keys in
	// putKeys (sorted, comma-separated): a read by another key gives
	// what the app put there, not the request.
	keyed   bool
	putKeys string
}

// maxPutKeys bounds the keys a keyed object's evidence lists; past it,
// the object counts as a request value under every key.
const maxPutKeys = 8

// hasPutKey reports whether k is one of the keys a keyed object holds
// request values under.
func (a reqInfo) hasPutKey(k string) bool {
	return slices.Contains(strings.Split(a.putKeys, ","), k)
}

// constKeyPut returns the constant key of a put of a value into a JSON
// object, a Bundle or a map under a key ("" for any other call).
func (f *reqFlow) constKeyPut(ref *dex.MethodRef, static bool, args []regflow.Value) string {
	if static || len(args) != 3 || len(ref.Params) != 2 {
		return ""
	}
	switch ref.Class {
	case program.ClassJSONObject:
		if ref.Name != "put" && ref.Name != "putOpt" {
			return ""
		}
	case program.ClassBundle, program.ClassBaseBundle:
		if !strings.HasPrefix(ref.Name, "put") || ref.Name == "putAll" {
			return ""
		}
	case "Ljava/util/Map;", "Ljava/util/HashMap;", "Ljava/util/LinkedHashMap;":
		if ref.Name != "put" {
			return ""
		}
	default:
		return ""
	}
	if ref.Params[0] != "Ljava/lang/String;" && ref.Params[0] != "Ljava/lang/Object;" {
		return ""
	}
	k, ok := f.keyString(args[1])
	if !ok || k == "" || strings.Contains(k, ",") {
		return ""
	}
	return k
}

// better prefers the evidence a message can name: a confirmation key over
// another key, a key over none, text over numbers.
func (a reqInfo) better(b reqInfo) bool {
	ca, cb := a.key != "" && ident.AssertsConfirmation(a.key), b.key != "" && ident.AssertsConfirmation(b.key)
	switch {
	case ca != cb:
		return ca
	case (a.key != "") != (b.key != ""):
		return a.key != ""
	}
	return !a.numeric && b.numeric
}

// join is the evidence for a value that may be either a or b, or folds
// both in: the better-named of the two, and only a number when both are
// (the one chosen for its name may be an id while the other is text).
func (a reqInfo) join(b reqInfo) reqInfo {
	r := a
	if b.better(a) {
		r = b
	}
	r.numeric = a.numeric && b.numeric
	r.keyed, r.putKeys = false, ""
	if a.keyed && b.keyed {
		keys := strings.Split(a.putKeys, ",")
		for _, k := range strings.Split(b.putKeys, ",") {
			if !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
		if len(keys) <= maxPutKeys {
			slices.Sort(keys)
			r.keyed, r.putKeys = true, strings.Join(keys, ",")
		}
	}
	return r
}

// joined is cur joined with b, or b when there is no cur (ok false).
func joined(cur reqInfo, ok bool, b reqInfo) reqInfo {
	if !ok {
		return b
	}
	return cur.join(b)
}

// reqFlow is the request flow of one target.
type reqFlow struct {
	prog   *program.Program
	params map[*dex.Method]map[int]reqInfo    // request-carrying parameters (0 is "this")
	sites  map[*dex.Method]map[uint32]reqInfo // sites holding request values
	fields map[string]reqInfo                 // fields some method stores a request value into
	rets   map[*dex.Method]reqInfo            // methods that return a request value
	// dispatches memoizes dispatchOf: methods returning what a virtual
	// call on a parameter returns.
	dispatches map[*dex.Method]dispatch
	// decided caches decidedBy: the parameters that choose the constant
	// a decoder returns.
	decided map[*dex.Method]uint64
	// textHelpers memoizes textHelper.
	textHelpers map[*dex.Method]bool
	// heldToken memoizes readsHeldToken per call target and holder class.
	heldToken map[string]bool
	// decodedIn: per method, the constants decoders given request values
	// returned there.
	decodedIn map[*dex.Method][]decodedVal
	emits     map[*dex.Method]reqInfo // flow {} bodies that emit one (request_flow.go)
	// plainRegs: while scan replays a method, the registers holding what
	// a getter returned from an object not built from the request
	// (plainReceiver); plainCall says the last call was such a getter.
	plainRegs map[uint32]bool
	plainCall bool
	// workerOf: WorkManager request builders (by method and site) and
	// the Worker classes they are made for; workerInput: the Workers
	// whose input Data holds request values (request_components.go).
	workerOf    map[*dex.Method]map[uint32][]string
	workerInput map[string]reqInfo
	// workerOutput: the request values a Worker's Result carries out,
	// by class; workerNext: the Workers a WorkContinuation runs after
	// each; chainOf: the Workers a continuation made at a site runs
	// (request_workchain.go).
	workerOutput map[string]*keySet
	workerNext   map[string][]string
	chainOf      map[*dex.Method]map[uint32][]string
	// componentOf: ComponentName objects (by method and site) and the
	// program classes they name; jobServiceOf: JobInfo builders and the
	// JobService classes their ComponentName names; jobInput: the
	// JobServices whose extras hold request values (request_components.go).
	// messageInput: per Handler class, what the request values the
	// Bundles of the Messages sent to it carry are (messageInvoke).
	messageInput map[string]reqInfo
	componentOf  map[*dex.Method]map[uint32][]string
	jobServiceOf map[*dex.Method]map[uint32][]string
	jobInput     map[string]reqInfo
	// putKeysAt: per method and object site, the keys of its extras or
	// values that hold request values; componentKeys: per receiving
	// service method ("intent:") or Worker class ("worker:"), the keys its
	// senders put request values under.
	putKeysAt     map[*dex.Method]map[uint32]*keySet
	componentKeys map[string]*keySet
	users         map[*dex.Method][]*dex.Method // callers scanned, per callee: rescanned when its return gains
	// givers names, per method and parameter, the first caller that
	// passed a request value in there (for messages).
	givers   map[*dex.Method]map[int]*dex.Method
	userSeen map[[2]*dex.Method]bool
	getters  map[*dex.Method]bool // methods returning a request field, their callers queued
	order    []*dex.Method        // methods with request values, in discovery order
	seen     map[*dex.Method]bool
	// Roots are the methods the request enters: call(...) overrides and
	// the SDK subclass hooks.
	Roots []*dex.Method
	// Limited lists the methods whose flow was cut short, each once, in
	// the order the cuts happened; cuts says which bounds cut each one.
	// Findings there may be missing.
	Limited []*dex.Method
	cuts    map[*dex.Method]reqCut
	// unparsed: parses of request text by reflection, with the call's
	// name while the class parsed into is not known (see request_parse.go).
	unparsed      map[parseSite]string
	unparsedOrder []parseSite
	// parsed lists the classes request text is parsed into, in the order
	// found (CETP606 judges their fields by their JSON keys).
	parsed    []string
	parsedSet map[string]bool
}

// reqCut is a set of the reasons the request flow stopped short in a
// method: each has its own note, so a reader knows which bound to blame.
type reqCut uint16

const (
	// cutFailed: the method could not be analyzed.
	cutFailed reqCut = 1 << iota
	// cutMethods: the flow had already scanned its budget of methods.
	cutMethods
	// cutRounds: fields kept gaining request values past the budget of
	// whole-program rounds, and the method was still to be rescanned.
	cutRounds
	// cutIterations: the method's request sites had not settled after
	// its budget of replays.
	cutIterations
	// cutChain: a request value went into a reactive library's call
	// (RxJava, Flow) whose functions the flow does not follow.
	cutChain
	// cutBodies: a function value given request values may be, beside
	// the lambdas followed, code the analysis cannot name.
	cutBodies
	// cutJob: a request value put into the extras of a JobInfo whose
	// JobService is not a program class the method names (a ComponentName
	// made elsewhere, a class outside the APK): its reader is not followed.
	cutJob
	// cutMessage: a request value put into a Message's Bundle whose
	// Handler the send does not name (a hop not resolved): its reader
	// is not followed.
	cutMessage
	// cutBroadcast: a request value put into a broadcast Intent's extras,
	// which the receivers are not followed with.
	cutBroadcast
)

// limit records that a bound cut the flow short in m.
func (f *reqFlow) limit(m *dex.Method, why reqCut) {
	if _, ok := f.cuts[m]; !ok {
		f.Limited = append(f.Limited, m)
	}
	f.cuts[m] |= why
}

// reasons says what each bound in c means, for a note.
func (c reqCut) reasons() []string {
	var out []string
	if c&cutFailed != 0 {
		out = append(out, "it could not be analyzed (a method the dex verifier would reject, or one over the dataflow work budget)")
	}
	if c&cutMethods != 0 {
		out = append(out, fmt.Sprintf("the flow had already scanned %d methods, its budget of methods, so request values reaching it were not followed", maxReqMethods))
	}
	if c&cutRounds != 0 {
		out = append(out, fmt.Sprintf("fields kept gaining request values after %d whole-program rounds, the flow's budget of rounds, so what it reads from them was not followed", maxReqRounds))
	}
	if c&cutIterations != 0 {
		out = append(out, fmt.Sprintf("the request values in it had not settled after %d replays, the flow's budget of replays per method", maxReqIterations))
	}
	if c&cutChain != 0 {
		out = append(out, "a request value goes into an RxJava or Flow operator (zip, combine, scan, compose ...) whose functions the flow does not follow")
	}
	if c&cutBroadcast != 0 {
		out = append(out, "a request value goes into the extras of a broadcast Intent, and the receivers reading them (registered for its action at run time or in the manifest) are not followed with it")
	}
	if c&cutMessage != 0 {
		out = append(out, "a request value goes into the Bundle of a Message whose Handler the analysis cannot tell, and what reads it there is not followed with it")
	}
	if c&cutJob != 0 {
		out = append(out, "a request value goes into the extras of a JobInfo whose JobService is not an app class named where it is built, and what reads them is not followed with it")
	}
	if c&cutBodies != 0 {
		out = append(out, "a function value it calls with request values may be, beside the lambdas followed, code the analysis cannot name (a function a library made or one read from where other code writes), or composes a function that runs on another's result, which is not followed with them")
	}
	return out
}

// reportLimited says in a note where the request flow stopped short. A
// method the analysis refused that the entry points reach is already
// reported by every rule's limit notes.
func (f *reqFlow) reportLimited(p *DexPass) {
	reach := p.EntryReach()
	for _, m := range f.Limited {
		c := f.cuts[m]
		if _, covered := reach[m]; covered {
			c &^= cutFailed
		}
		if c == 0 {
			continue
		}
		p.ReportLimit(DexAt{Method: m}, "findings in %s may be incomplete: %s", Short(m), strings.Join(c.reasons(), "; "))
	}
	f.reportUnparsed(p)
}

// Bounds of the request flow (variables so that tests can lower them).
var (
	maxReqRounds     = 8 // whole-program rounds after fields gain request values
	maxReqIterations = 6 // replays of one method until its sites settle
	maxReqMethods    = 4096
)

// requestFlow computes (once per pass) where request values go.
func (p *DexPass) requestFlow() *reqFlow {
	if p.reqflow != nil {
		return p.reqflow
	}
	f := &reqFlow{prog: p.Program, params: map[*dex.Method]map[int]reqInfo{}, sites: map[*dex.Method]map[uint32]reqInfo{},
		fields: map[string]reqInfo{}, seen: map[*dex.Method]bool{}, rets: map[*dex.Method]reqInfo{}, emits: map[*dex.Method]reqInfo{},
		users: map[*dex.Method][]*dex.Method{}, givers: map[*dex.Method]map[int]*dex.Method{}, cuts: map[*dex.Method]reqCut{},
		userSeen: map[[2]*dex.Method]bool{}, getters: map[*dex.Method]bool{}, unparsed: map[parseSite]string{},
		parsedSet: map[string]bool{}}
	p.reqflow = f
	for _, class := range p.ToolProviders() {
		for _, m := range p.Program.CallMethods(class) {
			// call(String method, String arg, Bundle extras), or with the
			// authority first: the last two are the Consumer's.
			n := len(m.Ref.Params)
			f.Roots = append(f.Roots, m)
			f.addParam(m, n-1, reqInfo{})
			f.addParam(m, n, reqInfo{})
		}
		if below, ok := belowSDKProvider(p.Program, class); ok {
			for _, c := range below {
				for _, m := range c.Virtual {
					for k, t := range m.Ref.Params {
						if simpleName(t) == "CetpProviderRequest" && m.HasCode() {
							f.Roots = append(f.Roots, m)
							f.addParam(m, k+1, reqInfo{})
						}
					}
				}
			}
		}
	}
	f.solve()
	return f
}

func (f *reqFlow) addParam(m *dex.Method, k int, info reqInfo) bool {
	if k < 0 || k >= regflow.MaxTaintParams {
		return false
	}
	ps := f.params[m]
	if ps == nil {
		ps = map[int]reqInfo{}
		f.params[m] = ps
	}
	if old, ok := ps[k]; ok {
		if info = old.join(info); info == old {
			return false
		}
	}
	ps[k] = info
	f.note(m)
	return true
}

func (f *reqFlow) note(m *dex.Method) {
	if !f.seen[m] {
		f.seen[m] = true
		f.order = append(f.order, m)
	}
}

func (f *reqFlow) addSite(m *dex.Method, site uint32, info reqInfo) bool {
	ss := f.sites[m]
	if ss == nil {
		ss = map[uint32]reqInfo{}
		f.sites[m] = ss
	}
	if old, ok := ss[site]; ok {
		if info = old.join(info); info == old {
			return false
		}
	}
	ss[site] = info
	f.note(m)
	return true
}

func fieldID(fr *dex.FieldRef) string { return fr.Class + "->" + fr.Name + ":" + fr.Type }

// solve runs the flow to a fixpoint: a worklist of methods whose
// parameters gained request values, then every method that reads a field
// that did, for a bounded number of rounds.
func (f *reqFlow) solve() {
	queue := append([]*dex.Method(nil), f.order...)
	queued := map[*dex.Method]bool{}
	for _, m := range queue {
		queued[m] = true
	}
	done := map[*dex.Method]bool{}
	for round := 0; round < maxReqRounds; round++ {
		nfields := len(f.fields)
		for len(queue) > 0 {
			m := queue[0]
			queue = queue[1:]
			queued[m] = false
			if len(done) >= maxReqMethods && !done[m] {
				f.limit(m, cutMethods)
				continue
			}
			done[m] = true
			for _, t := range f.scan(m) {
				if !queued[t] {
					queued[t] = true
					queue = append(queue, t)
				}
			}
		}
		if len(f.fields) == nfields {
			return
		}
		// Fields gained request values: their readers see them.
		for _, c := range f.prog.Order {
			for _, m := range c.Methods() {
				if !queued[m] && f.readsReqField(m) {
					queued[m] = true
					queue = append(queue, m)
				}
			}
		}
		if round == maxReqRounds-1 {
			for _, m := range queue {
				f.limit(m, cutRounds)
			}
		}
	}
}

// readsReqField reports whether m reads a field holding request values.
func (f *reqFlow) readsReqField(m *dex.Method) bool {
	code, err := m.Code()
	if err != nil || code == nil {
		return false
	}
	found := false
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		if in.Op >= dex.OpIget && in.Op <= dex.OpSgetShort && !(in.Op >= dex.OpIput && in.Op <= dex.OpIputShort) {
			if fr, err := m.Class.File.Field(in.Index); err == nil {
				_, found = f.fields[fieldID(fr)]
			}
		}
		return !found
	})
	return found
}

// readsField reports whether v is read from a field holding request
// values.
func (f *reqFlow) readsField(v regflow.Value) bool {
	for _, a := range v.Alts {
		if a.Kind == regflow.Field && a.Field != nil {
			if _, ok := f.fields[fieldID(a.Field)]; ok {
				return true
			}
		}
	}
	return false
}

// builtFrom says whether call in constructs an app object from request
// values (a constructor given some), and what the object then is: a
// request value under no key of its own (its fields have theirs, and a
// null check of the object decides nothing the Consumer said), numeric
// when every request value given is.
func builtFrom(in *dex.Insn, ref *dex.MethodRef, infos []reqInfo, has []bool) (reqInfo, bool) {
	if in.IsStaticInvoke() || ref.Name != "<init>" {
		return reqInfo{}, false
	}
	found, numeric := false, true
	for j := 1; j < len(has); j++ {
		if has[j] {
			found = true
			numeric = numeric && infos[j].numeric
		}
	}
	return reqInfo{numeric: numeric}, found
}

// scan replays m until its request sites settle, recording what it passes
// to callees and stores into fields; it returns the callees whose
// parameters gained request values.
func (f *reqFlow) scan(m *dex.Method) []*dex.Method {
	a, err := f.prog.Analyze(m)
	if err != nil || a == nil {
		if err != nil {
			f.limit(m, cutFailed)
		}
		return nil
	}
	f.note(m) // judged by the rules even when it only reads a field
	byAddr := program.CallsByAddr(f.prog.Calls(m))
	var out []*dex.Method
	for it := 0; it < maxReqIterations; it++ {
		grew := false
		f.plainRegs, f.plainCall = map[uint32]bool{}, false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			f.trackPlain(in)
			switch {
			case in.IsInvoke():
				c := byAddr[in.Addr]
				if c == nil {
					return
				}
				args := program.CallArgs(st, in, c.Ref)
				if f.invoke(m, in, st, c, args, &out) {
					grew = true
				}
			case in.Op == dex.OpInvokeCustom || in.Op == dex.OpInvokeCustomR,
				in.Op == dex.OpFilledNewArray || in.Op == dex.OpFilledNewArrayR:
				// String concatenation and lambdas capture their
				// arguments; an array literal holds them.
				if info, ok := f.argsInfo(m, st, in.Args); ok && f.addSite(m, in.Addr, info) {
					grew = true
				}
			case in.Op >= dex.OpReturn && in.Op <= dex.OpReturnObject:
				v := st.Reg(in.A)
				if info, ok := f.Value(m, st, v); ok {
					if old, had := f.rets[m]; !had || old.join(info) != old {
						f.rets[m] = joined(old, had, info)
						out = append(out, f.users[m]...)
					}
					// A getter of a field holding request values (a Kotlin
					// property getter, a data class's componentN) reads the
					// request wherever it is called, like the field itself:
					// its callers join the flow even when nothing else they
					// hold is a request value.
					if !f.getters[m] && f.readsField(v) {
						f.getters[m] = true
						for _, c := range f.prog.Callers(m) {
							out = append(out, c.Method)
						}
					}
				}
			case in.Op == dex.OpCheckCast:
				f.castOfParse(m, in, st)
			case in.Op == dex.OpAputObject:
				if info, ok := f.Value(m, st, st.Reg(in.A)); ok {
					for _, s := range regflow.Sites(st.Reg(in.B)) {
						if f.addSite(m, s, info) {
							grew = true
						}
					}
				}
			case in.Op >= dex.OpIput && in.Op <= dex.OpIputShort, in.Op >= dex.OpSput && in.Op <= dex.OpSputShort:
				info, ok := f.Value(m, st, st.Reg(in.A))
				if !ok {
					return
				}
				if fr, err := m.Class.File.Field(in.Index); err == nil {
					id := fieldID(fr)
					if old, had := f.fields[id]; !had || old.join(info) != old {
						f.fields[id] = joined(old, had, info)
					}
				}
			}
		})
		if !grew {
			return out
		}
	}
	f.limit(m, cutIterations)
	return out
}

func (f *reqFlow) argsInfo(m *dex.Method, st *regflow.State, regs []uint16) (reqInfo, bool) {
	var best reqInfo
	found := false
	for _, r := range regs {
		if info, ok := f.Value(m, st, st.Reg(uint32(r))); ok {
			best, found = joined(best, found, info), true
		}
	}
	return best, found
}

// invoke applies one call: a getter or builder of request values, a
// helper given them, a constructor folding them into its object.
func (f *reqFlow) invoke(m *dex.Method, in *dex.Insn, st *regflow.State, c *program.Call, args []regflow.Value, out *[]*dex.Method) bool {
	ref := c.Ref
	infos := make([]reqInfo, len(args))
	has := make([]bool, len(args))
	var best reqInfo
	any := false
	off := 1 // args[0] is the receiver of an instance call
	if in.IsStaticInvoke() {
		off = 0
	}
	for j, x := range args {
		infos[j], has[j] = f.Value(m, st, x)
		if k := j - off; has[j] && k >= 0 && k < len(ref.Params) && numericType(ref.Params[k]) {
			// Passed as a number or boolean: whatever it was computed
			// from (the request's `hours` in `now + hours * 3600000L`,
			// which only the parameter's taint connects to the args
			// object), it carries no text of the Consumer's.
			infos[j].numeric = true
		}
		if has[j] {
			best, any = joined(best, any, infos[j]), true
		}
	}
	grew := false
	if parcelGet(ref, in.IsStaticInvoke()) && len(args) >= 2 && has[0] {
		// A Parcelable the Consumer sent in the request Bundle: its
		// creator fills the object's fields from the Consumer's parcel,
		// so they are request fields, as a parsed object's are.
		cls := ""
		if len(args) >= 3 {
			cls = parseTarget(args[len(args)-1])
		}
		if cls == "" {
			cls = castAfter(f.prog, m, in.Addr)
		}
		if cls != "" {
			f.parsedInto(cls)
		}
		return f.addSite(m, in.Addr, reqInfo{})
	}
	if text, target, ok := reflectParse(ref); ok && text < len(args) && has[text] {
		// Request text parsed into an object by reflection: the object
		// is a request value, and its class's fields are request fields.
		k := parseSite{m, in.Addr}
		if _, known := f.unparsed[k]; !known {
			f.unparsedOrder = append(f.unparsedOrder, k)
			f.unparsed[k] = JavaName(ref.Class) + "." + ref.Name
		}
		if target >= 0 && target < len(args) {
			cls := parseTarget(args[target])
			if p, ok := args[target].Single(); ok && cls == "" && p.Kind == regflow.Param && p.Or == 0 {
				cls = callerParseTarget(f.prog, m, p.Int)
			}
			if cls != "" {
				f.parsedInto(cls)
				f.unparsed[k] = ""
			}
		} else if cls := moshiAdapterTarget(f.prog, m, args[0]); len(cls) > 0 {
			// A Moshi adapter made reflectively for a Class or a Type
			// (KotlinJsonAdapterFactory, no generated adapter): the
			// classes it was asked for, List<X>'s X included, are
			// parsed into, cast or not.
			for _, c := range cls {
				f.parsedInto(c)
			}
			f.unparsed[k] = ""
		}
		return f.addSite(m, in.Addr, reqInfo{})
	}
	if sdkRequestGetter(ref) && !in.IsStaticInvoke() && has[0] {
		// The SDK's request, in the APK or not: its properties are what
		// the Consumer sent, but for the Binder caller's identity.
		if callerGetter(ref.Name) {
			return false
		}
		return f.addSite(m, in.Addr, reqInfo{key: sdkRequestKey(ref.Name), numeric: numericType(ref.Return)})
	}
	if ref.Class == "Lkotlin/Lazy;" && ref.Name == "getValue" && len(args) == 1 {
		// A `by lazy { args.optBoolean("force") }` property: its value
		// is what the initializer returns, under the key the
		// initializer reads it by (not the object it was built from).
		if x, ok := args[0].Single(); ok && x.Kind == regflow.Field && x.Field != nil {
			res, resOK := reqInfo{}, false
			for _, init := range f.prog.LazyInitializers(x.Field) {
				if k := [2]*dex.Method{init, m}; !f.userSeen[k] {
					f.userSeen[k] = true
					f.users[init] = append(f.users[init], m)
				}
				if info, ok := f.rets[init]; ok {
					res, resOK = joined(res, resOK, info), true
				}
			}
			if resOK {
				return f.addSite(m, in.Addr, res)
			}
		}
	}
	if program.ReflectiveInvoke(ref) && len(args) == 3 {
		grew = f.reflectInvoke(m, st, c, args[2], out) || grew
	}
	if !in.IsStaticInvoke() && len(args) > 1 {
		// A call on a dynamic proxy runs its handler's invoke(proxy,
		// method, args): the call's request values are in the args
		// array (program.ProxyHandlers).
		folded, ok := bestArgInfo(infos, has)
		for _, h := range f.prog.ProxyHandlers(ref) {
			if !ok {
				break
			}
			if f.givers[h] == nil {
				f.givers[h] = map[int]*dex.Method{}
			}
			if f.givers[h][3] == nil {
				f.givers[h][3] = m
			}
			if f.addParam(h, 3, folded) {
				*out = append(*out, h)
				grew = true
			}
		}
	}
	if handled, grew := f.chainCall(m, in, st, c, args, infos, has, out); handled {
		return grew
	}
	if handled, g := f.componentInvoke(m, in, st, c, args, infos, has, out); handled {
		return g
	} else if g {
		grew = true
	}
	targets := f.prog.Targets(c)
	platform := program.IsPlatform(ref.Class)
	if in.IsStaticInvoke() && f.prog.EqualsHelper(ref) {
		// Kotlin's areEqual renamed by R8 (or an app's own): judged per
		// call like the platform's, not as a helper whose parameters
		// every caller shares (a request value compared in one place
		// would make every comparison in the app a request value).
		targets, platform = nil, true
	}
	if platform && !in.IsStaticInvoke() && program.FunctionSAM(ref) {
		// A Kotlin function value, a Runnable or a java.util.function
		// object the code calls itself: the lambda classes it may be,
		// when the analysis can place the object (made here, captured by
		// the lambda that calls it, passed by a closed helper's callers).
		// One that cannot be placed could be any of the app's lambdas,
		// and is not followed.
		if at := f.prog.TargetsAt(m, c, in, st); len(at) > 0 && (len(at) == 1 || len(at) < len(targets)) {
			targets, platform = at, false
		} else if len(args) > 0 {
			// A captured function value, or one read back from a Kotlin
			// map or list of handlers: the lambdas that can be there,
			// when every origin is known (program.FunctionBodies).
			bodies, ok, later := f.prog.FunctionEntryBodies(m, args[0])
			if sel := program.SAMBodies(bodies, ref); len(sel) > 0 {
				// The bodies known are followed; where some origin is
				// not known (a function a library made), the others may
				// run too, and the note says so.
				targets, platform = sel, false
				if (!ok || later) && any {
					f.limit(m, cutBodies)
				}
			}
		}
	}
	if len(targets) > 0 && !platform {
		// An app object built from request values (a Kotlin data class
		// of the arguments, a Java holder) carries them: helpers given
		// it are in the flow, and what they read of it through fields or
		// getters is judged there under the field's own key.
		if built, ok := builtFrom(in, ref, infos, has); ok {
			for _, s := range regflow.Sites(args[0]) {
				if s < 1<<31 && f.addSite(m, s, built) {
					grew = true
				}
			}
		}
		// An object the app keys or numbers handed to its own code that
		// folds values into it (a `fill(job, args)` helper putting more
		// there) may hold others: from here on it is a request value
		// under any key — also where another request value goes in
		// beside it, which the helper may put there. A helper given it
		// alone that only reads it changes nothing.
		for j := range args {
			if has[j] && (infos[j].keyed || infos[j].numeric) && (f.foldsInto(targets, j) || otherHas(has, j)) {
				for _, s := range regflow.Sites(args[j]) {
					if s < 1<<31 && f.addSite(m, s, reqInfo{key: infos[j].key}) {
						grew = true
					}
				}
			}
		}
		res, resOK := reqInfo{}, false
		for _, t := range targets {
			if k := [2]*dex.Method{t, m}; !f.userSeen[k] {
				f.userSeen[k] = true
				f.users[t] = append(f.users[t], m)
			}
			if info, ok := f.rets[t]; ok && info.key == "" {
				// A property getter whose delegate reads by a key field
				// of its own object: the key its delegate was made with.
				if k, ok := f.prog.DelegateKey(t); ok {
					info.key = k
					f.rets[t] = info
				}
			}
			if f.plainReceiver(m, st, in, t, args) {
				f.plainCall = true
				continue
			}
			if info, ok, decided := f.dispatchedReturn(m, t, args); decided {
				if ok {
					res, resOK = joined(res, resOK, info), true
				}
			} else if info, ok := f.rets[t]; ok && !f.perCall(t) && (!resOK || info.better(res)) {
				// Whether the callee returns the flag negated is in the
				// value its summary gives the call (a regflow.Not around
				// the value it read), not in the site's evidence: kept
				// there, a caller's own `!` of the result would count
				// twice.
				info.negated = false
				res, resOK = info, true
			}
			for j := range args {
				if !has[j] {
					continue
				}
				if f.givers[t] == nil {
					f.givers[t] = map[int]*dex.Method{}
				}
				if f.givers[t][j] == nil {
					f.givers[t][j] = m
				}
				if f.addParam(t, j, infos[j]) {
					*out = append(*out, t)
				}
			}
			if !any {
				continue // no request value goes in: only its return can bring one
			}
			s := f.prog.Summary(t)
			if s == nil {
				continue
			}
			deps := paramDeps(s.Returns)
			if madeObjects(s.Returns) {
				// t returns objects it makes (or null): what of the
				// arguments they hold is what the flow folds into them
				// there (under which keys, as numbers), which t's
				// return gives this call — not the taint that links
				// them to every argument they were built beside.
				deps = 0
			}
			decoder := false
			if !resOK && deps == 0 {
				// A decoder returning one of a few constants chosen by
				// tests of its parameter (Consent.from(raw): `if (raw ==
				// "skip") SKIP else ASK`, an enum's companion method
				// made static): the constant stands for the value.
				deps = f.decidedBy(t, s)
				decoder = deps != 0
			}
			for j := range args {
				info := infos[j]
				if decoder {
					// One of the decoder's own constants, picked by the
					// request: it stands for the value, but carries no
					// text of the Consumer's (a column name a switch
					// maps the agent's field to).
					info.numeric = true
				}
				if has[j] && j < 64 && deps&(1<<j) != 0 {
					res, resOK = joined(res, resOK, info), true
				}
			}
			if decoder && resOK && f.soleProducer(m, s.Returns) && !slices.ContainsFunc(f.decodedIn[m], func(d decodedVal) bool { return sameAlts(d.returns, s.Returns) }) {
				if f.decodedIn == nil {
					f.decodedIn = map[*dex.Method][]decodedVal{}
				}
				f.decodedIn[m] = append(f.decodedIn[m], decodedVal{s.Returns, res})
				grew = true
			}
			// A getter wrapper (a Kotlin extension on Bundle, a JSON
			// helper) given a request object reads the request under
			// the key its caller passes.
			if s.KeyParams != 0 && any {
				// The key the value returned was read under, when the
				// wrapper reads by several (an R8 outline of
				// getBundle(k1).getBoolean(k2)): k2 names it.
				keys := s.KeyParams
				if s.RetKeyParams != 0 {
					keys = s.RetKeyParams
				}
				info := reqInfo{key: keyArg(args, keys), numeric: numericType(ref.Return)}
				if info.key == "" && s.RetKeyParams != 0 {
					// A list of keys names the value only when the
					// wrapper returns what it read under them.
					info.key = f.keyListArg(m, args, s.RetKeyParams)
				}
				// The wrapper's own key names the value it returns better
				// than the key of the object handed to it (`args.text("sort")`
				// reads "sort" from what was read under "args"), unless only
				// the outer one asserts a confirmation.
				inner := info.key != "" && !(ident.AssertsConfirmation(res.key) && !ident.AssertsConfirmation(info.key))
				if !resOK || inner || info.better(res) {
					res, resOK = info, true
				}
			}
		}
		if resOK && f.addSite(m, in.Addr, res) {
			grew = true
		}
		return grew
	}
	if !in.IsStaticInvoke() && len(in.Args) > 0 && f.plainRegs[uint32(in.Args[0])] && has[0] {
		// Called on what a getter gave of a plain object (a decision
		// record wrapped in the args' class): not the request's.
		has[0], infos[0], any = false, reqInfo{}, false
		for j := 1; j < len(args); j++ {
			if has[j] {
				best, any = joined(best, any, infos[j]), true
			}
		}
	}
	if !any || sanitizes(ref) || fileContent(ref) {
		return false
	}
	if bodyResult(ref) {
		// withContext(Dispatchers.IO) { … } returns what its body
		// returns, not something made of its arguments: the body
		// capturing request values (the call object a repository method
		// is given) may well return rows of the database.
		if bodies, _, ok := f.prog.RunBodies(m, c, in, st); ok {
			res, resOK := reqInfo{}, false
			for _, b := range bodies {
				if k := [2]*dex.Method{b, m}; !f.userSeen[k] {
					f.userSeen[k] = true
					f.users[b] = append(f.users[b], m)
				}
				if info, ok := f.rets[b]; ok {
					res, resOK = joined(res, resOK, info), true
				}
			}
			return resOK && f.addSite(m, in.Addr, res)
		}
	}
	static := in.IsStaticInvoke()
	recvReq := !static && has[0]
	res := best
	// A getter by key reads the request under that key: an instance
	// get on a request object, or Kotlin's static map getters (the `by map`
	// property getter) given a request map as argument 0.
	if has[0] && program.IsArgsGet(ref.Class, ref.Name, ref.Params) && len(args) > 1 {
		if k, ok := f.keyString(args[1]); ok && infos[0].keyed && !infos[0].hasPutKey(k) && !slices.ContainsFunc(infos[1:], func(i reqInfo) bool { return i != reqInfo{} }) {
			// The app's own object, read by a key it put no request
			// value under: what it stored there (a row's "file" beside
			// the request's "id").
			return false
		}
		if k, ok := f.keyString(args[1]); ok {
			res = reqInfo{key: k}
		}
	}
	res.numeric = res.numeric || numericType(ref.Return)
	putKey := f.constKeyPut(ref, in.IsStaticInvoke(), args)
	if putKey != "" && has[2] {
		// A put returning its receiver (JSONObject's): the object, now
		// holding the value under the key.
		v := infos[2]
		v.keyed, v.putKeys = true, putKey
		res = joined(infos[0], has[0], v)
		res.numeric = res.numeric || numericType(ref.Return)
	}
	// The result carries the request when it is computed from the
	// receiver, by a static function of the arguments, or is text or a
	// builder made from them (String.replace, StringBuilder.append); a
	// database handle given a request value returns rows, not the value.
	derives := recvReq || static || ref.Class == "Ljava/lang/String;" || ref.Return == ref.Class
	if ref.Return == "Landroid/database/Cursor;" {
		// A query's rows, whatever built its selection (an
		// SQLiteQueryBuilder given a request value by appendWhere):
		// what the database holds, not the request's text.
		derives = false
	}
	if derives && ref.Return != "V" && f.addSite(m, in.Addr, res) {
		grew = true
	}
	// A constructor or builder call folds its arguments into the receiver
	// — the object a fluent chain started from too (`where.append(" AND
	// name LIKE '").append(name)`, the builder kept in a local).
	if !in.IsStaticInvoke() && len(args) > 1 {
		folded, ok := bestArgInfo(infos, has)
		if ok && putKey != "" && !has[1] {
			folded.keyed, folded.putKeys = true, putKey
		}
		if ok {
			for _, s := range f.chainedSites(m, args[0], map[uint32]bool{}) {
				if s < 1<<31 && f.addSite(m, s, folded) {
					grew = true
				}
			}
		}
	}
	return grew
}

// trackPlain keeps plainRegs across one instruction, in the order the
// replay visits them: a getter's result moved into a register after a
// plain call, copied by a move, forgotten when the register is written.
func (f *reqFlow) trackPlain(in *dex.Insn) {
	switch {
	case in.Op >= dex.OpMoveResult && in.Op <= dex.OpMoveResultObject:
		if f.plainCall {
			f.plainRegs[in.A] = true
		} else {
			delete(f.plainRegs, in.A)
		}
		f.plainCall = false
		return
	case in.Op >= dex.OpMoveObject16-2 && in.Op <= dex.OpMoveObject16:
		if f.plainRegs[in.B] {
			f.plainRegs[in.A] = true
		} else {
			delete(f.plainRegs, in.A)
		}
		f.plainCall = false
		return
	}
	f.plainCall = false
	for r := range f.plainRegs {
		if in.WritesReg(r) {
			delete(f.plainRegs, r)
		}
	}
}

// plainReceiver reports a getter t of a field only constructors write
// (a Kotlin `val`, a final field) called on objects none of which was
// built from request values: `Fields(JSONObject(text))` parsed from the
// args holds the request, the same class wrapping a record the provider
// wrote (a confirmation screen's decision) does not, and the field's
// flow-insensitive union would make both request values. The receiver's
// objects must all be placed: made here or by a helper whose summary
// gives the call its allocation (null aside), at sites the flow never saw
// a request value reach (a setter given one marks the site too) or, for a
// helper's, whose construction this call decides without one
// (builtPlain). The call's own evidence is not asked: a helper returning a
// request-built object for one caller marks every call of it. A receiver
// that is a parameter, a field or anything else keeps the getter's
// answer.
func (f *reqFlow) plainReceiver(m *dex.Method, st *regflow.State, in *dex.Insn, t *dex.Method, args []regflow.Value) bool {
	if in.IsStaticInvoke() || len(args) == 0 || len(t.Ref.Params) != 0 {
		return false
	}
	recv := args[0]
	if recv.Top || len(recv.Alts) == 0 {
		return false
	}
	fr := f.prog.TrivialGetter(t)
	if fr == nil {
		return false
	}
	for _, cls := range f.parsed {
		if f.prog.IsSubclass(cls, fr.Class) {
			return false // filled by a parser from the request's text, whoever makes the object
		}
	}
	if !f.plainObjects(m, recv, fr, 0) {
		return false
	}
	for _, w := range f.prog.WritersOf(fr) {
		if w.Ref.Name != "<init>" || w.Class.Name != fr.Class {
			return false // a setter may give an object request values later
		}
	}
	return true
}

// maxPlainCallers bounds the callers a helper's parameter is followed to
// when plainObjects places it.
const maxPlainCallers = 8

// plainObjects reports whether every object v (in m) may be is one the
// request did not build for field fr: made here or by a helper at sites
// no request value reached (builtPlain for a helper's construction), or
// a parameter of m no caller passes a request value for, whose every
// caller passes such objects (a helper `approved(decision)`, one call
// up). null does not count as an object; at least one must be placed.
func (f *reqFlow) plainObjects(m *dex.Method, v regflow.Value, fr *dex.FieldRef, depth int) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	placed := false
	for _, x := range v.Alts {
		switch {
		case x.Kind == regflow.Const && x.Int == 0:
		case x.Kind == regflow.New && x.Via == nil:
			if _, ok := f.sites[m][x.Site]; ok {
				return false
			}
			placed = true
		case x.Kind == regflow.New && x.Via != nil:
			if _, ok := f.sites[x.Via][x.ViaSite]; ok && !f.builtPlain(m, x, fr) {
				return false
			}
			placed = true
		case x.Kind == regflow.Param && x.Or == 0 && depth == 0 && (x.Int > 0 || m.Static()):
			if _, req := f.params[m][int(x.Int)]; req {
				return false
			}
			callers := f.prog.Callers(m)
			if len(callers) == 0 || len(callers) > maxPlainCallers {
				return false
			}
			for _, c := range callers {
				args, ok := f.prog.ArgsAt(c.Method, c.Call.Addr)
				if !ok || int(x.Int) >= len(args) || !f.plainObjects(c.Method, args[x.Int], fr, depth+1) {
					return false
				}
			}
			placed = true
		default:
			return false
		}
	}
	return placed
}

// builtPlain judges field fr of the object x a helper made (its site
// marked because some caller's construction there was given a request
// value) for the call in m that made it: a builder's build() passing its
// own field — the setter calls m makes on the builder object it called
// build() on decide — or a factory passing its parameter — m's argument
// decides (program.BuiltFieldSource). True when none of those is a
// request value.
func (f *reqFlow) builtPlain(m *dex.Method, x regflow.Alt, fr *dex.FieldRef) bool {
	g, k, ok := f.prog.BuiltFieldSource(x.Via, x.ViaSite, fr)
	if !ok {
		return false
	}
	var builder regflow.Value
	plain, found := true, false
	f.prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if in.Addr != x.Site || !slices.Contains(f.prog.Targets(c), x.Via) {
			return
		}
		found = true
		args := program.CallArgs(st, in, c.Ref)
		switch {
		case k >= 0 && k < len(args):
			if _, req := f.Value(m, st, args[k]); req {
				plain = false
			}
		case g != nil && len(args) > 0 && !in.IsStaticInvoke():
			builder = args[0]
		default:
			plain = false
		}
	})
	if !found || !plain {
		return false
	}
	if g == nil {
		return true
	}
	if builder.Top || len(builder.Alts) == 0 || builder.Has(func(y regflow.Alt) bool { return y.Kind != regflow.New }) {
		return false
	}
	mine := func(v regflow.Value) bool {
		return v.Has(func(y regflow.Alt) bool { return slices.Contains(builder.Alts, y) })
	}
	f.prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if !plain {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		for j, a := range args {
			if !mine(a) {
				continue
			}
			if j > 0 || in.IsStaticInvoke() {
				plain = false // the builder handed on: another method may set it
				return
			}
			for _, t := range f.prog.Targets(c) {
				if s := f.prog.SetterParam(t, g); s >= 0 && s < len(args) {
					if _, req := f.Value(m, st, args[s]); req {
						plain = false
					}
				}
			}
		}
	})
	return plain
}

// chainedSites returns the allocation sites of v (in m), following a
// fluent call's result (a method of a class returning that class, called
// here on an object) back to the object it was called on. Each call is
// followed once (seen): a loop's `b = b.append(x)` joins a call to itself,
// and a chain is followed to its start whatever its length.
func (f *reqFlow) chainedSites(m *dex.Method, v regflow.Value, seen map[uint32]bool) []uint32 {
	out := regflow.Sites(v)
	var calls map[uint32]*program.Call
	for _, a := range v.Alts {
		if a.Kind != regflow.Call || a.Via != nil || a.Ref == nil || a.Ref.Return != a.Ref.Class || a.Ref.Name == "<init>" || seen[a.Site] {
			continue
		}
		seen[a.Site] = true
		if calls == nil {
			calls = program.CallsByAddr(f.prog.Calls(m))
		}
		if c := calls[a.Site]; c == nil || c.Op == dex.OpInvokeStatic || c.Op == dex.OpInvokeStaticR {
			continue // a static factory's first argument is no receiver
		}
		if args, ok := f.prog.ArgsAt(m, a.Site); ok && len(args) > 0 {
			out = append(out, f.chainedSites(m, args[0], seen)...)
		}
	}
	return out
}

// keyString returns the key a getter is given: a string constant, or a
// String field of an app object that every construction fills with the
// same literal (a property delegate's `RequestFlag("confirmed")` key,
// passed through a factory function).
func (f *reqFlow) keyString(v regflow.Value) (string, bool) {
	k, ok := v.Single()
	switch {
	case !ok:
		return "", false
	case k.Kind == regflow.Str:
		return k.Str, true
	case k.Kind == regflow.Field && k.Field != nil && k.Field.Type == "Ljava/lang/String;" && f.prog.Classes[k.Field.Class] != nil:
		if fs := f.prog.FieldStringsOf(k.Field); fs.Whole && len(fs.Strs) == 1 {
			return fs.Strs[0], true
		}
	}
	return "", false
}

// decidedBy returns the parameters of t (as bits) that decide which
// constant it returns: every value t returns is a constant (a number, a
// string, a static field such as an enum constant), and a branch of t
// tests a value computed from the parameter. 0 when t returns anything
// else or branches on no parameter.
func (f *reqFlow) decidedBy(t *dex.Method, s *program.Summary) uint64 {
	if bits, ok := f.decided[t]; ok {
		return bits
	}
	if f.decided == nil {
		f.decided = map[*dex.Method]uint64{}
	}
	f.decided[t] = 0
	if len(s.Returns.Alts) < 2 || s.Incomplete != "" || s.Returns.Has(func(x regflow.Alt) bool {
		return x.Kind != regflow.Const && x.Kind != regflow.Str && x.Kind != regflow.Field
	}) {
		return 0
	}
	a, err := f.prog.Analyze(t)
	if err != nil || a == nil {
		return 0
	}
	var bits uint64
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op < dex.OpIfEq || in.Op > dex.OpIfLez {
			return
		}
		taint := st.ValueTaint(st.Reg(in.A))
		if in.Op < dex.OpIfEqz {
			taint |= st.ValueTaint(st.Reg(in.B))
		}
		for k := range regflow.MaxTaintParams {
			if taint&regflow.TaintParam(int64(k)) != 0 {
				bits |= 1 << k
			}
		}
	})
	f.decided[t] = bits
	return bits
}

// perCall reports whether what t returns to a call is decided by that
// call's arguments alone: t is code D8 or R8 moved out of the methods
// that wrote it (an outline of a StringBuilder chain, a backport), one
// copy shared by calls that have nothing to do with each other, and its
// complete summary says what of its parameters it returns — or t is a
// text helper of the app's (textHelper). Then a call passing no request
// value gets none back, whatever another call gave it; the flow is
// otherwise context-insensitive.
func (f *reqFlow) perCall(t *dex.Method) bool {
	if program.OutlineKind(t) == "" {
		if !f.textHelper(t) {
			return false
		}
	}
	s := f.prog.Summary(t)
	return s != nil && s.Incomplete == ""
}

// textHelper reports a method that makes text from its arguments alone: it
// takes text, text arrays, objects and numbers, returns text, reads no
// field and calls only the platform or other such helpers of the app
// (Sql.where(String... clauses) joining clauses with AND; a formatter
// handing String.format its Object... arguments). What it returns carries
// the request only where a call gives it request values, so it is judged
// per call, as an outline is: the helper fed the agent's text by one tool
// does not make every other call of it, given constants, a request value.
func (f *reqFlow) textHelper(t *dex.Method) bool {
	if th, seen := f.textHelpers[t]; seen {
		return th
	}
	if f.textHelpers == nil {
		f.textHelpers = map[*dex.Method]bool{}
	}
	f.textHelpers[t] = false // a cycle of helpers decides nothing
	th := f.isTextHelper(t)
	f.textHelpers[t] = th
	return th
}

func (f *reqFlow) isTextHelper(t *dex.Method) bool {
	in := func(typ string) bool {
		switch typ {
		case "Ljava/lang/String;", "Ljava/lang/CharSequence;", "[Ljava/lang/String;", "[Ljava/lang/CharSequence;",
			"Ljava/lang/Object;", "[Ljava/lang/Object;":
			return true
		}
		return len(typ) == 1 && typ != "V" // a primitive
	}
	if !t.HasCode() || (t.Ref.Return != "Ljava/lang/String;" && t.Ref.Return != "Ljava/lang/CharSequence;") {
		return false
	}
	for _, p := range t.Ref.Params {
		if !in(p) {
			return false
		}
	}
	insns, err := t.Insns()
	if err != nil {
		return false
	}
	reads := false
	if dex.ScanFieldReads(insns, func(uint32, byte, uint32) { reads = true }) != nil || reads {
		return false
	}
	for _, c := range f.prog.Calls(t) {
		if program.IsPlatform(c.Ref.Class) {
			continue
		}
		ts := f.prog.Targets(&c)
		if len(ts) == 0 {
			return false
		}
		for _, callee := range ts {
			if !f.textHelper(callee) {
				return false
			}
		}
	}
	return true
}

// Value says whether v holds a request value in m here, and which.
func (f *reqFlow) Value(m *dex.Method, st *regflow.State, v regflow.Value) (reqInfo, bool) {
	best, found := f.heldValue(m, v)
	if found {
		return best, true
	}
	// Built from a request parameter where the analysis folded it in
	// (string building, JSON): the parameter's own evidence, less exact
	// than a site's, so only when no site says more.
	ps := f.params[m]
	taint := st.ValueTaint(v)
	for k := range regflow.MaxTaintParams {
		if info, ok := ps[k]; ok && taint&regflow.TaintParam(int64(k)) != 0 {
			best, found = joined(best, found, info), true
		}
	}
	return best, found
}

// foldsInto reports whether some target may fold a value into its
// argument k (its summary says taint goes into that object, or there is
// no summary to say it does not).
func (f *reqFlow) foldsInto(targets []*dex.Method, k int) bool {
	for _, t := range targets {
		s := f.prog.Summary(t)
		if s == nil || k < len(s.Params) && s.Params[k].Taint != 0 {
			return true
		}
	}
	return false
}

// otherHas reports whether an argument other than k holds request values.
func otherHas(has []bool, k int) bool {
	for j, h := range has {
		if h && j != k {
			return true
		}
	}
	return false
}

// madeObjects reports whether every value v (a summary's return) may be
// is an object allocated by the method or a callee, or a constant.
func madeObjects(v regflow.Value) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	made := false
	for _, a := range v.Alts {
		switch a.Kind {
		case regflow.New:
			made = true
		case regflow.Const:
		default:
			return false
		}
	}
	return made
}

// heldValue is Value without the parameters folded in: what v's own
// origins (parameters, fields, sites) hold.
func (f *reqFlow) heldValue(m *dex.Method, v regflow.Value) (reqInfo, bool) {
	var best reqInfo
	found := false
	take := func(info reqInfo) {
		best, found = joined(best, found, info), true
	}
	ps := f.params[m]
	ss := f.sites[m]
	var alt func(a regflow.Alt, depth int, neg bool)
	alt = func(a regflow.Alt, depth int, neg bool) {
		took := func(info reqInfo) {
			info.negated = info.negated != neg
			take(info)
		}
		switch a.Kind {
		case regflow.Param:
			if info, ok := ps[int(a.Int)]; ok {
				took(info)
			}
		case regflow.Field:
			if a.Field != nil {
				if info, ok := f.fields[fieldID(a.Field)]; ok {
					took(info)
				}
			}
		case regflow.New, regflow.Array, regflow.Call, regflow.CallSite:
			if info, ok := ss[a.Site]; ok {
				took(info)
			}
		case regflow.Elem, regflow.Len, regflow.Not:
			if a.Of != nil && depth < 4 {
				alt(*a.Of, depth+1, neg != (a.Kind == regflow.Not))
			}
		}
	}
	for _, a := range v.Alts {
		alt(a, 0, false)
	}
	// The constants a decoder given a request value returned here (the
	// summary gives the call its constants, not the call itself).
	for _, d := range f.decodedIn[m] {
		if sameAlts(v, d.returns) {
			take(d.info)
		}
	}
	return best, found
}

// bodyResult recognises the kotlinx.coroutines builders that return what
// the body they are given returns (after running it in place or on a
// dispatcher): withContext, runBlocking, coroutineScope, supervisorScope,
// withTimeout and withTimeoutOrNull.
func bodyResult(ref *dex.MethodRef) bool {
	if !strings.HasPrefix(ref.Class, "Lkotlinx/coroutines/") {
		return false
	}
	switch ref.Name {
	case "withContext", "runBlocking", "runBlocking$default", "coroutineScope", "supervisorScope", "withTimeout", "withTimeoutOrNull":
		return true
	}
	return false
}

// dispatchedReturn is what t returns to a call in m given args, when
// every value t returns is what one virtual method returns, called on one
// of t's parameters, and the call hands that parameter an object of a
// known class (m's own object, one made here): a visitor's double
// dispatch, `node.accept(this)` in Where.join returning Where.match's
// text and not Describe.match's. Then the override that class runs is
// what answers. decided is false otherwise, and the flow's
// context-insensitive answer for t stands.
func (f *reqFlow) dispatchedReturn(m *dex.Method, t *dex.Method, args []regflow.Value) (info reqInfo, ok, decided bool) {
	d := f.dispatchOf(t)
	if d.np == "" || d.param >= len(args) {
		return reqInfo{}, false, false
	}
	a, single := args[d.param].Single()
	if !single {
		return reqInfo{}, false, false
	}
	class := ""
	switch {
	case a.Kind == regflow.New:
		class = a.Str
	case a.Kind == regflow.Param && a.Int == 0 && !m.Static():
		class = m.Class.Name
		if slices.ContainsFunc(f.prog.Subtypes(class), func(sub string) bool { return f.prog.Method(sub, d.np) != nil }) {
			return reqInfo{}, false, false // m's object may be of a subclass overriding it again
		}
	}
	if class == "" {
		return reqInfo{}, false, false
	}
	u := f.prog.Lookup(class, d.np)
	if u == nil || !u.HasCode() {
		return reqInfo{}, false, false
	}
	if k := [2]*dex.Method{u, m}; !f.userSeen[k] {
		// m is judged again when what u returns grows.
		f.userSeen[k] = true
		f.users[u] = append(f.users[u], m)
	}
	info, ok = f.rets[u]
	return info, ok, true
}

// dispatch says that every value a method returns is what the virtual
// method np returns, called on its parameter param; np is "" when not.
type dispatch struct {
	param int
	np    string
}

// dispatchOf reads t's returns for dispatchedReturn (memoized).
func (f *reqFlow) dispatchOf(t *dex.Method) dispatch {
	if d, ok := f.dispatches[t]; ok {
		return d
	}
	if f.dispatches == nil {
		f.dispatches = map[*dex.Method]dispatch{}
	}
	f.dispatches[t] = dispatch{}
	a, err := f.prog.Analyze(t)
	if err != nil || a == nil || t.Static() {
		return dispatch{}
	}
	byAddr := program.CallsByAddr(f.prog.Calls(t))
	recv := map[uint32]int{} // call site -> the parameter it is made on, -1 for another object
	d, fail, any := dispatch{param: -1}, false, false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.IsInvoke() && !in.IsStaticInvoke() && len(in.Args) > 0:
			recv[in.Addr] = -1
			if x, ok := st.Reg(uint32(in.Args[0])).Single(); ok && x.Kind == regflow.Param && x.Int > 0 {
				recv[in.Addr] = int(x.Int)
			}
		case in.Op == dex.OpReturnObject:
			v := st.Reg(in.A)
			if v.Top || len(v.Alts) == 0 {
				fail = true
			}
			for _, x := range v.Alts {
				c := byAddr[x.Site]
				p, made := recv[x.Site]
				if x.Kind != regflow.Call || c == nil || !made || p < 0 || !program.VirtualOp(c.Op) {
					fail = true
					continue
				}
				if any && (d.param != p || d.np != c.Ref.NameProto()) {
					fail = true
				}
				d.param, d.np, any = p, c.Ref.NameProto(), true
			}
		case in.Op == dex.OpReturn || in.Op == dex.OpReturnWide:
			fail = true
		}
	})
	if fail || !any {
		return dispatch{}
	}
	f.dispatches[t] = d
	return d
}

// soleProducer reports whether the decoder call is the only way m comes by
// the constants it returns: no other call in m returns the same set (a
// second decode, of a preference or of another key), and they are not just
// a boolean's 0 and 1 (which any test makes).
// Only then do those constants stand for the request value in m.
func (f *reqFlow) soleProducer(m *dex.Method, returns regflow.Value) bool {
	if !returns.Has(func(x regflow.Alt) bool { return !(x.Kind == regflow.Const && (x.Int == 0 || x.Int == 1)) }) {
		return false
	}
	n := 0
	calls := f.prog.Calls(m)
	for i := range calls {
		c := &calls[i]
		for _, t := range f.prog.Targets(c) {
			if s := f.prog.Summary(t); s != nil && sameAlts(s.Returns, returns) {
				n++
				break
			}
		}
	}
	return n == 1
}

// decodedVal is what a decoder call (decidedBy) returned in a method: its
// constants, standing for the request value it was given.
type decodedVal struct {
	returns regflow.Value
	info    reqInfo
}

// sameAlts reports whether v is exactly the alternatives of w, two or more
// static fields or constants (a single constant is the code's own).
func sameAlts(v, w regflow.Value) bool {
	if len(v.Alts) < 2 || len(v.Alts) != len(w.Alts) {
		return false
	}
	for _, a := range v.Alts {
		if !slices.ContainsFunc(w.Alts, func(b regflow.Alt) bool {
			return a.Kind == b.Kind && a.Int == b.Int && a.Str == b.Str &&
				(a.Field == b.Field || a.Field != nil && b.Field != nil && fieldID(a.Field) == fieldID(b.Field))
		}) {
			return false
		}
	}
	return true
}

// paramDeps returns the parameters a summarized value is, or was built
// from, as a bit set.
func paramDeps(v regflow.Value) uint64 {
	var out uint64
	for _, a := range v.Alts {
		if a.Kind == regflow.Param && a.Int >= 0 && a.Int < 64 {
			out |= 1 << a.Int
		}
	}
	for k := range int64(regflow.MaxTaintParams) {
		if v.Taint&regflow.TaintParam(k) != 0 {
			out |= 1 << k
		}
	}
	return out
}

// keyListArg returns the key a caller names in a list of constant keys
// it passes a getter wrapper (Json.first(args, "caller_package",
// "calling_package"): the value is the first key present): the one that
// names the caller or asserts a confirmation, which the rules judging the
// value look for, else the first. "" when no key parameter is given an
// array of constants.
func (f *reqFlow) keyListArg(m *dex.Method, args []regflow.Value, keyParams uint64) string {
	for k, x := range args {
		if k >= 64 || keyParams&(1<<k) == 0 {
			continue
		}
		elems := arrayElements(f.prog, m, x)
		if len(elems) == 0 {
			continue
		}
		first := ""
		for i := range len(elems) {
			e, ok := elems[i].Single()
			if !ok || e.Kind != regflow.Str {
				return "" // a key the caller does not fix
			}
			if first == "" {
				first = e.Str
			}
			if ident.NamesCaller(e.Str) || ident.AssertsConfirmation(e.Str) {
				return e.Str
			}
		}
		return first
	}
	return ""
}

// keyArg returns the constant key a caller passes to a getter wrapper.
func keyArg(args []regflow.Value, keyParams uint64) string {
	for k, x := range args {
		if k < 64 && keyParams&(1<<k) != 0 {
			if s, ok := x.Single(); ok && s.Kind == regflow.Str {
				return s.Str
			}
		}
	}
	return ""
}

// numericType reports whether a type descriptor is a primitive or a boxed
// number or boolean: a value that cannot carry text.
func numericType(t string) bool {
	switch t {
	case "Z", "B", "S", "C", "I", "J", "F", "D",
		"Ljava/lang/Boolean;", "Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Short;",
		"Ljava/lang/Byte;", "Ljava/lang/Double;", "Ljava/lang/Float;":
		return true
	}
	return false
}

// sanitizes recognises calls whose result no longer carries what the
// request said in a form that injects: a file's last name component, SQL
// and URL escaping. Kotlin's File.nameWithoutExtension is called through
// the FilesKt facade class, as kotlinc emits it (the part class too, for
// code that names it).
func sanitizes(ref *dex.MethodRef) bool {
	switch ref.Class + ref.Name {
	case "Ljava/io/File;getName", "Landroid/database/DatabaseUtils;sqlEscapeString",
		"Ljava/net/URLEncoder;encode", "Landroid/net/Uri;encode",
		"Lkotlin/io/FilesKt;getNameWithoutExtension", "Lkotlin/io/FilesKt__UtilsKt;getNameWithoutExtension":
		return true
	}
	return false
}

// fileContent recognises calls that return what a file holds, or a
// stream or reader over it: the request may name the file, but its bytes
// are the app's (a note read back from a directory the agent chose is not
// the agent's text). The constructors opening a file are among them, so
// the stream does not take the path's taint either. Not a content URI's
// stream (ContentResolver.openInputStream): the Consumer may serve those
// bytes from its own provider.
func fileContent(ref *dex.MethodRef) bool {
	switch ref.Class {
	case "Ljava/nio/file/Files;":
		switch ref.Name {
		case "newInputStream", "newBufferedReader", "newByteChannel", "readAllBytes", "readAllLines", "readString", "lines":
			return true
		}
	case "Lkotlin/io/FilesKt;", "Lkotlin/io/FilesKt__FileReadWriteKt;":
		switch ref.Name {
		case "readText", "readBytes", "readLines", "inputStream", "bufferedReader", "reader", "forEachLine", "useLines":
			return true
		}
	case "Ljava/io/FileInputStream;", "Ljava/io/FileReader;", "Ljava/io/RandomAccessFile;":
		return ref.Name == "<init>"
	case "Landroid/content/Context;", "Landroid/content/ContextWrapper;":
		return ref.Name == "openFileInput"
	}
	return false
}

// sdkRequestGetter recognises a property getter of the SDK's request.
func sdkRequestGetter(ref *dex.MethodRef) bool {
	return simpleName(ref.Class) == "CetpProviderRequest" && strings.HasPrefix(ref.Name, "get") && len(ref.Params) == 0
}

// callerGetter recognises the request's Binder-caller properties.
func callerGetter(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "caller") || strings.Contains(n, "calling") || strings.HasSuffix(n, "uid") || strings.HasSuffix(n, "pid")
}

// sdkRequestKey names a request property for messages: getArgs → "args".
func sdkRequestKey(getter string) string {
	name := strings.TrimPrefix(getter, "get")
	if name == "" {
		return ""
	}
	return strings.ToLower(name[:1]) + name[1:]
}

// Each replays every method the request reaches once more, with the final
// flow, handing fn each instruction and its state.
func (f *reqFlow) Each(fn func(m *dex.Method, in *dex.Insn, st *regflow.State)) {
	for _, m := range f.order {
		a, err := f.prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		var byAddr map[uint32]*program.Call
		f.plainRegs, f.plainCall = map[uint32]bool{}, false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			f.trackPlain(in)
			fn(m, in, st)
			if !in.IsInvoke() || in.IsStaticInvoke() {
				return
			}
			if byAddr == nil {
				byAddr = program.CallsByAddr(f.prog.Calls(m))
			}
			if c := byAddr[in.Addr]; c != nil {
				args := program.CallArgs(st, in, c.Ref)
				for _, t := range f.prog.Targets(c) {
					if f.plainReceiver(m, st, in, t, args) {
						f.plainCall = true
					}
				}
			}
		})
	}
	f.plainRegs = nil
}

// PlainReg reports, inside Each, whether register r holds what a getter
// returned of an object the request did not build (plainReceiver): its
// value may name a field other objects fill from the request, but not
// for this object.
func (f *reqFlow) PlainReg(r uint32) bool { return f.plainRegs[r] }

// reflectInvoke hands the request values of the argument array of a
// Method.invoke in m to the parameters of the methods it may run
// (program.ReflectiveTargets): element k is the k-th parameter.
func (f *reqFlow) reflectInvoke(m *dex.Method, st *regflow.State, c *program.Call, array regflow.Value, out *[]*dex.Method) bool {
	targets, ok := f.prog.ReflectiveTargets(m, c)
	if !ok {
		return false
	}
	elems := f.prog.ArrayElements(m, array)
	grew := false
	// An array not made here (a proxy handler's args, forwarded whole):
	// its request values may be any parameter's.
	whole, wholeOK := reqInfo{}, false
	if elems == nil {
		whole, wholeOK = f.Value(m, st, array)
	}
	for _, t := range targets {
		base := 1
		if t.Static() {
			base = 0
		}
		for k := 0; wholeOK && k < len(t.Ref.Params); k++ {
			if f.givers[t] == nil {
				f.givers[t] = map[int]*dex.Method{}
			}
			if f.givers[t][k+base] == nil {
				f.givers[t][k+base] = m
			}
			if f.addParam(t, k+base, whole) {
				*out = append(*out, t)
				grew = true
			}
		}
		for _, k := range slices.Sorted(maps.Keys(elems)) {
			info, ok := f.Value(m, st, elems[k])
			if !ok {
				continue
			}
			if f.givers[t] == nil {
				f.givers[t] = map[int]*dex.Method{}
			}
			if f.givers[t][k+base] == nil {
				f.givers[t][k+base] = m
			}
			if f.addParam(t, k+base, info) {
				*out = append(*out, t)
				grew = true
			}
		}
	}
	return grew
}

// parcelGet reports whether ref reads a Parcelable from a Bundle by key
// (getParcelable, with the class since API 33, or BundleCompat's).
func parcelGet(ref *dex.MethodRef, static bool) bool {
	switch {
	case ref.Class == "Landroid/os/Bundle;" && !static:
		return ref.Name == "getParcelable" && len(ref.Params) >= 1 && len(ref.Params) <= 2
	case ref.Class == "Landroidx/core/os/BundleCompat;" && static:
		return ref.Name == "getParcelable" && len(ref.Params) == 3
	}
	return false
}

// castAfter returns the class the result of the call at addr in m is cast
// to right after it (move-result-object, then check-cast of that
// register: Kotlin's getParcelable<T>() and Java's (T) cast), or "".
func castAfter(prog *program.Program, m *dex.Method, addr uint32) string {
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return ""
	}
	insns := a.Result.Insns
	for i := range insns {
		if insns[i].Addr != addr || i+2 >= len(insns) {
			continue
		}
		mv, cc := insns[i+1], insns[i+2]
		if mv.Op != dex.OpMoveResultObject || cc.Op != dex.OpCheckCast || cc.A != mv.A {
			return ""
		}
		t, err := m.Class.File.Type(cc.Index)
		if err != nil || prog.Classes[t] == nil {
			return ""
		}
		return t
	}
	return ""
}

// bestArgInfo returns the best evidence among a call's arguments after the
// receiver that hold request values; ok is false when none does.
func bestArgInfo(infos []reqInfo, has []bool) (best reqInfo, ok bool) {
	for j := 1; j < len(infos) && j < len(has); j++ {
		if has[j] {
			best, ok = joined(best, ok, infos[j]), true
		}
	}
	return best, ok
}
