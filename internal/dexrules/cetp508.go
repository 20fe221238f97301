package dexrules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP508", checkResolutionIncomplete) }

// codePut is an error_code put that needs a resolution and a resume token.
type codePut struct {
	addr uint32
	call *program.Call
	code string
	// unsure, when set, says why the code put may or may not be one that
	// needs a resolution: the put gets a note rather than an error.
	unsure string
	// param is set for a code that is one of the method's parameters (an
	// `error(code)` helper): what it is depends on the callers. params
	// has bit k set for parameter k the code may be.
	param  bool
	params uint64
}

// bundleFacts is what one method does to the Bundles and JSON objects it
// holds, by object: an object is its allocation site, the call site that
// returned it, or a parameter's pseudo site.
type bundleFacts struct {
	judge  func(regflow.Value) (codePut, bool) // errorCodePut
	codes  map[uint32]codePut
	keys   map[uint32]map[string]bool
	handed map[uint32]bool // passed to code that may add the keys
	// pairCut marks objects built from pairs the analysis cannot read
	// (a spread, a pair from a helper): they may hold the keys.
	pairCut  map[uint32]bool
	returned map[uint32]bool
	params   map[uint32]int64 // parameter pseudo site -> argument index
	// args[obj][callAddr] is the argument index obj is passed as.
	args map[uint32]map[uint32]int
	// paramKeyed holds the puts whose key is one of the method's
	// parameters: the method puts under keys its callers pass.
	paramKeyed map[uint32]bool
}

// maxRelayDepth is how many calls deep the puts a method makes under keys
// its caller passes are followed (a caller, an outline, a helper of it).
const maxRelayDepth = 2

func objKeys(v regflow.Value) []uint32 {
	var out []uint32
	for _, a := range v.Alts {
		switch a.Kind {
		case regflow.New, regflow.Call:
			out = append(out, a.Site)
		case regflow.Param:
			out = append(out, regflow.ParamSite(a.Int))
		}
	}
	return out
}

// needsResolution recognises the error codes §4.3 pairs with a resolution
// PendingIntent and a resume token.
func needsResolution(s string) bool {
	return s == string(cetp.ErrAuthRequired) || s == string(cetp.ErrUserActionRequired)
}

func (p *DexPass) bundleFacts(m *dex.Method) (*bundleFacts, bool) {
	return p.bundleFactsDepth(m, 0)
}

func (p *DexPass) bundleFactsDepth(m *dex.Method, depth int) (*bundleFacts, bool) {
	a, err := p.Program.Analyze(m)
	if err != nil || a == nil {
		return nil, false
	}
	return p.bundleFactsAt(m, a, depth), true
}

// bundleFactsOf is bundleFacts for one analysis of m (the merged one, or
// one with a caller's arguments bound).
func (p *DexPass) bundleFactsOf(m *dex.Method, a *program.Analysis) *bundleFacts {
	return p.bundleFactsAt(m, a, 0)
}

// relayCall is a call whose target may put under keys the call passes.
type relayCall struct {
	c      *program.Call
	target *dex.Method
	args   []regflow.Value
}

func (p *DexPass) bundleFactsAt(m *dex.Method, a *program.Analysis, depth int) *bundleFacts {
	prog := p.Program
	f := &bundleFacts{codes: map[uint32]codePut{}, keys: map[uint32]map[string]bool{}, handed: map[uint32]bool{}, pairCut: map[uint32]bool{},
		returned: map[uint32]bool{}, params: map[uint32]int64{}, args: map[uint32]map[uint32]int{}, paramKeyed: map[uint32]bool{}, judge: p.errorCodePut}
	var relays []relayCall
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpReturnObject {
			for _, o := range objKeys(st.Reg(in.A)) {
				f.returned[o] = true
			}
			return
		}
		if !in.IsInvoke() {
			return
		}
		c := callAt(prog, m, in.Addr)
		if c == nil {
			return
		}
		static := in.IsStaticInvoke()
		args := regflow.Args(st, in, c.Ref, static)
		if _, ok := program.IsBundlePut(c.Ref.Class, c.Ref.Name, c.Ref.Params); ok && len(args) >= 3 {
			f.put(objKeys(args[0]), args[1], args[2], c)
			return
		}
		targets := prog.Targets(c)
		if len(targets) == 1 && depth < maxRelayDepth && putsBundle(prog, targets[0]) {
			relays = append(relays, relayCall{c, targets[0], cloneValues(args)})
		}
		for k, x := range args {
			for _, o := range objKeys(x) {
				if len(targets) > 0 {
					if f.args[o] == nil {
						f.args[o] = map[uint32]int{}
					}
					f.args[o][in.Addr] = k
					if p.mayAddResolution(targets) {
						f.handed[o] = true
					}
				} else if !program.IsPlatform(c.Ref.Class) {
					f.handed[o] = true // code outside the APK may add them
				}
			}
		}
	})
	// bundleOf("k" to v, …) and JSONObject(mapOf(…)): a put per pair, on
	// the Bundle the call returns or the JSONObject constructed.
	built := func(obj regflow.Value, c *program.Call) []uint32 {
		if obj.IsUndefined() {
			return []uint32{c.Addr}
		}
		return objKeys(obj)
	}
	pairs, cuts := prog.PairPuts(m, a)
	for _, pp := range pairs {
		f.put(built(pp.Object, pp.Build), pp.Key, pp.Value, pp.Pair)
	}
	for _, c := range cuts {
		for _, o := range built(c.Object, c.Build) {
			f.pairCut[o] = true
		}
	}
	for _, r := range relays {
		p.relayPuts(f, r, depth)
	}
	return f
}

// putsBundle reports whether m calls a Bundle put.
func putsBundle(prog *program.Program, m *dex.Method) bool {
	for _, c := range prog.Calls(m) {
		if _, ok := program.IsBundlePut(c.Ref.Class, c.Ref.Name, c.Ref.Params); ok {
			return true
		}
	}
	return false
}

// relayPuts applies at call r.c the puts its target makes under keys the
// call passes — R8's outline of `new Bundle()` and its puts, whose keys
// and values each call site gives, or a hand-written put helper: the
// target is analysed with the call's arguments bound, and what it puts on
// the Bundle it returns or on a Bundle argument is put, at the call, on
// the caller's object. Puts under the target's own constant keys are
// judged in the target itself, as before.
func (p *DexPass) relayPuts(f *bundleFacts, r relayCall, depth int) {
	own, ok := p.bundleFactsDepth(r.target, depth+1)
	if !ok || len(own.paramKeyed) == 0 {
		return
	}
	a := p.Program.AnalyzeArgs(r.target, r.args)
	if a == nil {
		return
	}
	bound := p.bundleFactsAt(r.target, a, depth+1)
	// The caller's objects for one of the target's: what it returns is
	// the call's result; a parameter, the argument passed.
	mine := func(obj uint32) []uint32 {
		var out []uint32
		if bound.returned[obj] {
			out = append(out, r.c.Addr)
		}
		if obj >= regflow.ParamSite(0) {
			// Argument indexes count the receiver, as the call's do.
			if k := int(obj - regflow.ParamSite(0)); k < len(r.args) {
				out = append(out, objKeys(r.args[k])...)
			}
		}
		return out
	}
	for obj, keys := range bound.keys {
		for _, o := range mine(obj) {
			if f.keys[o] == nil {
				f.keys[o] = map[string]bool{}
			}
			for k := range keys {
				f.keys[o][k] = true
			}
		}
	}
	for obj, put := range bound.codes {
		if !own.paramKeyed[put.addr] {
			continue // a put under the target's own key: judged there
		}
		for _, o := range mine(obj) {
			if _, had := f.codes[o]; !had {
				put.addr, put.call = r.c.Addr, r.c
				f.codes[o] = put
			}
		}
	}
	for obj := range bound.handed {
		for _, o := range mine(obj) {
			f.handed[o] = true
		}
	}
}

// errorCodePut judges the value put as error_code: a constant (an enum
// constant's name or property already reads as one) that needs a
// resolution; several constants, some of which do (an enum value not
// known here); or a value from an enum whose strings its construction
// does not make known. ok is false when it needs no resolution or is not
// from an enum.
func (p *DexPass) errorCodePut(v regflow.Value) (codePut, bool) {
	if v.Exact() && !v.Has(func(a regflow.Alt) bool { return a.Kind != regflow.Str }) {
		var need, all []string
		for _, a := range v.Alts {
			all = append(all, strconv.Quote(a.Str))
			if needsResolution(a.Str) {
				need = append(need, a.Str)
			}
		}
		switch {
		case len(need) == 0:
			return codePut{}, false
		case len(need) == len(v.Alts):
			return codePut{code: need[0]}, true
		}
		return codePut{code: need[0], unsure: "it is one of " + strings.Join(all, ", ") + ", chosen where the analysis does not follow"}, true
	}
	if put, ok := p.recordFieldCode(v); ok {
		return put, true
	}
	if a, ok := p.Program.EnumSource(v); ok {
		var where string
		switch {
		case a.Via != nil:
			where = Short(a.Via)
		case a.Kind == regflow.Call:
			where = callName(a.Ref)
		default:
			where = finding.Sanitize(JavaName(a.Field.Class) + "." + a.Field.Name)
		}
		return codePut{unsure: "it comes from " + where + ", in an enum whose construction does not make the string known to the analysis"}, true
	}
	if v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Param }) {
		var params uint64
		for _, a := range v.Alts {
			if a.Kind == regflow.Param && a.Int >= 0 && a.Int < 64 {
				params |= 1 << a.Int
			}
		}
		return codePut{param: true, params: params}, true
	}
	return codePut{}, false
}

// recordFieldCode judges a code read from a String field of the app whose
// stores are the constructor's parameter (a data class's `code`, a
// record's component): by the literals its constructions pass
// (program.FieldStringsOf). ok is false when none of them needs a
// resolution and all are known, or the value is not such a field.
func (p *DexPass) recordFieldCode(v regflow.Value) (codePut, bool) {
	a, ok := v.Single()
	if !ok || v.Top || a.Kind != regflow.Field || a.Field == nil || a.Field.Type != "Ljava/lang/String;" {
		return codePut{}, false
	}
	fs := p.Program.FieldStringsOf(a.Field)
	var need, all []string
	for _, s := range fs.Strs {
		all = append(all, strconv.Quote(s))
		if needsResolution(s) {
			need = append(need, s)
		}
	}
	field := finding.Sanitize(JavaName(a.Field.Class) + "." + a.Field.Name)
	switch {
	case len(need) == 0 && !fs.Bound:
		// Nothing known needs a resolution; what is not known (a value
		// from elsewhere) is left alone, as any other unknown code is.
		return codePut{}, false
	case len(need) == 0:
		// Nothing known needs a resolution, but a bound of the search
		// left constructions unfollowed: say so rather than stay silent.
		return codePut{unsure: "it is " + field + ", whose constructions the analysis does not all follow (" + fs.Why + ")"}, true
	case len(need) == len(all) && fs.Whole:
		return codePut{code: need[0]}, true
	case fs.Whole:
		return codePut{code: need[0], unsure: "it is " + field + ", one of " + strings.Join(all, ", ") + " by the construction, which the analysis does not tie to this put"}, true
	}
	return codePut{code: need[0], unsure: "it is " + field + ", " + strings.Join(all, ", ") + " or a value the analysis does not know (" + fs.Why + ")"}, true
}

// put records a put of value under key, made by call c, on the objects objs.
func (f *bundleFacts) put(objs []uint32, key, value regflow.Value, c *program.Call) {
	k, ok := key.Single()
	if ok && k.Kind == regflow.Param {
		f.paramKeyed[c.Addr] = true
	}
	if !ok || k.Kind != regflow.Str {
		for _, o := range objs {
			f.handed[o] = true // a key that is not a constant may be either
		}
		return
	}
	for _, o := range objs {
		if f.keys[o] == nil {
			f.keys[o] = map[string]bool{}
		}
		f.keys[o][k.Str] = true
		if k.Str == cetp.KeyErrorCode {
			if put, ok := f.judge(value); ok {
				if _, had := f.codes[o]; !had {
					put.addr, put.call = c.Addr, c
					f.codes[o] = put
				}
			}
		}
	}
}

// mayAddResolution reports whether code reachable from the targets
// mentions both resolution keys.
func (p *DexPass) mayAddResolution(targets []*dex.Method) bool {
	reach := p.Program.Reachable(targets)
	res := keyStrings(p.Program, reach, func(s string) bool { return s == cetp.KeyResolution })
	tok := keyStrings(p.Program, reach, func(s string) bool { return s == cetp.KeyResumeToken })
	return len(res) > 0 && len(tok) > 0
}

// maxCompleteDepth is how many callers up complete follows a response
// returned or handed up before the answer is "decided further up".
const maxCompleteDepth = 4

// maxForwardHops is how many methods that only return a call's result (a
// bridge, a visitor's accept) complete passes without counting them
// against maxCompleteDepth: a response answered through a visitor goes up
// through two of them for every level of real code.
const maxForwardHops = 4

// complete reports whether obj gets both keys in f, is handed to code that
// may add them, or (one level up) gets them in the callers it is returned
// to or came from; unknown is set when the chain goes further.
func (p *DexPass) complete(m *dex.Method, f *bundleFacts, obj uint32, depth int) (ok, unknown bool) {
	return p.completeHaving(m, f, obj, depth, maxForwardHops, nil, 0)
}

// completeFrom is complete with the callers one level up limited to only
// (all of them when only is nil): the caller whose arguments f was
// analysed with.
func (p *DexPass) completeFrom(m *dex.Method, f *bundleFacts, obj uint32, depth int, only *program.Caller) (ok, unknown bool) {
	return p.completeHaving(m, f, obj, depth, maxForwardHops, only, 0)
}

// Keys already put on a response on its way up (resolutionKeys bits): a
// refusal helper's resolution and the resume token its caller adds to
// what it returns complete it together.
const (
	haveResolution uint8 = 1 << iota
	haveResumeToken
	haveBoth = haveResolution | haveResumeToken
)

// resolutionKeys returns the bits of the two keys f puts on obj.
func resolutionKeys(f *bundleFacts, obj uint32) uint8 {
	var out uint8
	if f.keys[obj][cetp.KeyResolution] {
		out |= haveResolution
	}
	if f.keys[obj][cetp.KeyResumeToken] {
		out |= haveResumeToken
	}
	return out
}

// completeHaving is completeFrom for a response that already has the keys
// have from the methods below m; free is how many forwarding methods may
// still be passed without counting a level.
func (p *DexPass) completeHaving(m *dex.Method, f *bundleFacts, obj uint32, depth, free int, only *program.Caller, have uint8) (ok, unknown bool) {
	have |= resolutionKeys(f, obj)
	if have == haveBoth || f.handed[obj] {
		return true, false
	}
	param := obj >= regflow.ParamSite(0)
	if !f.returned[obj] && !param {
		return false, false
	}
	if !param && p.isEntry(m) {
		return false, false // returned by the entry point: the response itself
	}
	if depth >= maxCompleteDepth {
		return false, true
	}
	callers := p.Program.Callers(m)
	if only != nil {
		callers = []program.Caller{*only}
	}
	if len(callers) == 0 {
		return false, !p.isEntry(m)
	}
	for _, c := range callers {
		cf, ok := p.bundleFacts(c.Method)
		if !ok {
			return false, true
		}
		var there []uint32
		if f.returned[obj] {
			there = append(there, c.Call.Addr)
		}
		if param {
			k := int(obj - regflow.ParamSite(0))
			for o, at := range cf.args {
				if idx, ok := at[c.Call.Addr]; ok && idx == k {
					there = append(there, o)
				}
			}
		}
		for _, o := range there {
			d, fr := depth+1, free
			if fr > 0 && f.returned[obj] && returnsOneCall(p.Program, c.Method, true) {
				d, fr = depth, fr-1
			}
			ok, unk := p.completeHaving(c.Method, cf, o, d, fr, nil, have)
			if ok || unk {
				return ok, unk
			}
		}
	}
	return false, false
}

func (p *DexPass) isEntry(m *dex.Method) bool {
	for _, ep := range p.EntryPoints() {
		if ep == m {
			return true
		}
	}
	return false
}

// checkResolutionIncomplete reports an AUTH_REQUIRED or USER_ACTION_REQUIRED
// error_code put on a Bundle (or JSON object) that no path gives both
// resolution and resume_token: in the method, in code it hands the object
// to, or in its callers one level up.
func checkResolutionIncomplete(p *DexPass) {
	reach := p.EntryReach()
	// Methods naming an error code that needs a resolution, and those
	// putting an error_code whose value may come from elsewhere (an enum).
	mentions := keyStrings(p.Program, reach, func(s string) bool { return needsResolution(s) || s == cetp.KeyErrorCode })
	tests := &jsonCodeTests{prog: p.Program, mentions: mentions}
	done := map[*dex.Method]bool{}
	for _, c := range mentions {
		m := c.Method
		if done[m] {
			continue
		}
		done[m] = true
		f, ok := p.bundleFacts(m)
		if !ok {
			continue // the limit is reported as a note
		}
		reported := map[uint32]bool{}
		for _, obj := range sortedObjs(f.codes) {
			put := f.codes[obj]
			if reported[put.addr] {
				continue
			}
			if put.unsure != "" && p.reportReplyParts(m, put) {
				reported[put.addr] = true
				continue
			}
			if put.param || put.unsure != "" {
				if v, judged := p.judgeByCallers(m, obj, put.params); judged {
					reported[put.addr] = true
					p.reportByCallers(m, put, v)
					continue
				}
			}
			if put.param {
				// No caller resolved (the helper runs through a method
				// handle, a function value or a framework callback):
				// nothing says what the code is, and the note says so.
				reported[put.addr] = true
				p.ReportNote(DexAt{Method: m, Addr: put.addr, Call: put.call},
					"cannot tell whether the error_code %s puts needs a resolution: it is the code its caller passes, and no call of %s was resolved in the APK (it runs through a method handle, a function value or a framework callback); if it can be AUTH_REQUIRED or USER_ACTION_REQUIRED, put both %q and %q on that response (§4.3)",
					Short(m), Short(m), cetp.KeyResolution, cetp.KeyResumeToken)
				continue
			}
			ok, unknown := p.complete(m, f, obj, 0)
			at := DexAt{Method: m, Addr: put.addr, Call: put.call}
			if !ok {
				reported[put.addr] = true
			}
			switch {
			case ok:
			case put.unsure != "":
				p.ReportNote(at, "cannot tell whether the error_code %s puts needs a resolution: %s; if it can be AUTH_REQUIRED or USER_ACTION_REQUIRED, put both %q and %q on that response (§4.3)",
					Short(m), put.unsure, cetp.KeyResolution, cetp.KeyResumeToken)
			case f.pairCut[obj]:
				p.ReportNote(at, "%s puts error_code %q on a response built from pairs the analysis cannot read (a spread or a pair made elsewhere), which may hold %q and %q: make sure both are put (§4.3)",
					Short(m), put.code, cetp.KeyResolution, cetp.KeyResumeToken)
			case unknown:
				p.ReportNote(at, "%s puts error_code %q; whether resolution and resume_token are added is decided further up than the analysis follows: make sure both are (§4.3)",
					Short(m), put.code)
			case jsonPut(put) && tests.of(put.code) != nil:
				p.ReportNote(at, "%s puts error_code %q on a JSON object, and %s reads error_code back from a JSON object and tests it for %q, where the response may be completed; the analysis cannot tie that JSON to this one: make sure the response it becomes gets both %q and %q (§4.3)",
					Short(m), put.code, Short(tests.of(put.code)), put.code, cetp.KeyResolution, cetp.KeyResumeToken)
			default:
				p.Report(at, "%s puts error_code %q but no path puts both %q and %q on that response: the Consumer cannot resolve and resume; add the resolution PendingIntent and a resume token (§4.3)",
					Short(m), put.code, cetp.KeyResolution, cetp.KeyResumeToken)
			}
		}
	}
	checkBuilderResponses(p, reach, mentions, map[*dex.Method]map[uint32]bool{})
}

// callerVerdict is what the callers of a helper make of an error_code put
// whose value depends on the helper's parameters (`error(code)`): the
// helper is analysed once per caller with the arguments that caller
// passes bound.
type callerVerdict struct {
	// missing: a caller passes a code that needs a resolution and that
	// response gets neither key (put is the helper's put of it).
	missing *dex.Method
	put     codePut
	// unknown: a caller whose argument the analysis does not know (or
	// for which the helper could not be analysed so).
	unknown *dex.Method
	// passesParam: unknown passes on its own parameter (a kotlinc
	// $default bridge, a wrapper of the wrapper), whose callers the
	// search does not follow; cut says why (a bound), "" when unknown
	// has no caller in the APK.
	passesParam bool
	cut         string
	// why, when set, is the bound put's own reason it cannot be judged
	// (an enum whose strings are not known): the caller's value is.
	why string
	// further: the code needs a resolution and whether it is added is
	// decided further up than the analysis follows.
	further *dex.Method
	// fixedIn: the method (and its call of m) passing missing's code as
	// a constant, when that is not missing itself.
	fixedIn *wrapLink
}

// judgeByCallers analyses m as each of its resolved callers runs it and
// judges the error_code put on obj for each; judged is false when m has
// no resolved caller.
//
// codeParams (bit k: parameter k) are the parameters of m the code
// comes from, 0 when not known: a method that hands m its own parameter
// at another place (the request id) but a constant code is no wrapper
// of the code.
func (p *DexPass) judgeByCallers(m *dex.Method, obj uint32, codeParams uint64) (v callerVerdict, judged bool) {
	prog := p.Program
	callers := p.bridgedCallers(m, codeParams)
	for i := range callers {
		c, args := callers[i].Caller, callers[i].args
		if l := callers[i].fixedLink(); l != nil && armNotTaken(p.Program, l.method, l.site, p.argsAt(c)) {
			// A switch arm passing the code that this caller's constant
			// does not take (DECLINED never runs the SIGN_IN arm).
			continue
		}
		var bf *bundleFacts
		if args != nil {
			if a := prog.AnalyzeArgs(m, args); a != nil {
				bf = p.bundleFactsOf(m, a)
			}
		}
		if bf == nil {
			if v.unknown == nil {
				v.unknown = c.Method
				v.passesParam = !p.isEntry(c.Method) && passesOwnParam(c.Method, args) || callers[i].cut != ""
				v.cut = callers[i].cut
			}
			continue
		}
		put, has := bf.codes[obj]
		switch {
		case !has:
			// This caller's code needs no resolution (or the put is not
			// reached with its arguments).
		case put.param || put.unsure != "":
			if v.unknown == nil {
				v.unknown, v.why = c.Method, put.unsure
				v.passesParam = put.param && put.unsure == "" && !p.isEntry(c.Method)
				v.cut = callers[i].cut
			}
		default:
			// Through a $default bridge or a wrapper, c's call is the
			// outermost one's: the response m builds is judged through
			// the methods between (their puts under c's arguments), then
			// in c.
			ok, unk := p.completeThrough(m, bf, obj, callers[i])
			switch {
			case ok:
			case unk:
				if v.further == nil {
					v.further, v.put = c.Method, put
				}
			default:
				if v.missing == nil {
					v.missing, v.put, v.fixedIn = c.Method, put, callers[i].fixedLink()
					if v.fixedIn == nil && len(callers[i].chain) == 0 && passesConstant(args, put.code) {
						// The caller names the code itself (a refusal
						// override's error(rid, "AUTH_REQUIRED", …)):
						// its call is where the response is made.
						v.fixedIn = &wrapLink{method: c.Method, site: c.Call.Addr}
					}
				}
			}
		}
	}
	return v, len(callers) > 0
}

// bridgedCaller is a call that runs m, with the arguments m gets from it:
// a call of m itself, or a call of a method that runs m with what it is
// given — kotlinc's m$default bridge, or a wrapper passing on its own
// parameters (`fail(code, message = …)` calling `Replies.error(code, …)`)
// — with that method analysed under the call's arguments to give the ones
// it passes on to m (chain: the methods between, innermost first).
type bridgedCaller struct {
	program.Caller
	args  []regflow.Value
	chain []wrapLink
	// cut, when set, says why the search stopped at this caller although
	// it passes on its own parameter: its callers are not followed.
	cut string
	// fixed, when nonzero, is 1 + the index in chain of the method that
	// passes the code as a constant (a switch arm's error(rid,
	// "AUTH_REQUIRED", …) inside a refusal helper): that call, not m's
	// put, is where a response missing its keys is made.
	fixed int
}

// fixedLink returns the link of bc's chain passing the code as a constant
// (fixed), nil when there is none.
func (bc *bridgedCaller) fixedLink() *wrapLink {
	if bc.fixed <= 0 || bc.fixed > len(bc.chain) {
		return nil
	}
	l := bc.chain[bc.fixed-1]
	return &l
}

// wrapLink is one method between a caller and m: analysed with the
// arguments the caller's path gives it, it calls the next method down
// (or m) at site, and facts are what it does to the objects it holds.
type wrapLink struct {
	method *dex.Method
	site   uint32
	facts  *bundleFacts
}

// maxWrapperDepth bounds the wrappers (and $default bridges) followed up
// from the method putting the error_code.
const maxWrapperDepth = 3

// bridgedCallers returns the calls that run m: its callers, and for a
// caller that only passes on its own parameters to m — m's $default
// bridge, which fills in the defaults its mask selects, or a wrapper —
// the callers of that method in its place, its analysis under each one's
// arguments giving m's (up to maxWrapperDepth methods up, at most
// MaxWrapperCallers callers each). Past a bound, or when a method cannot
// be analysed so, the method passing on its parameter stays the caller,
// with cut saying why, and its verdict is a note as before.
func (p *DexPass) bridgedCallers(m *dex.Method, codeParams uint64) []bridgedCaller {
	var out []bridgedCaller
	for _, c := range p.Program.Callers(m) {
		out = append(out, p.throughWrappers(m, bridgedCaller{Caller: c, args: p.argsAt(c)}, codeParams)...)
	}
	return out
}

// argsAt returns the arguments of call c as its method's merged analysis
// sees them.
func (p *DexPass) argsAt(c program.Caller) []regflow.Value {
	args, _ := p.Program.ArgsAt(c.Method, c.Call.Addr)
	return args
}

// throughWrappers replaces bc, a call that runs m (directly, or through
// bc.chain; bc.args are the arguments of the call as its method's merged
// analysis sees them), by the callers of bc's method when that method
// only passes its parameters on: a $default bridge of the method it
// calls, or a wrapper (no entry point) handing its own parameter to it.
// The callers kept are analysed down their chain (bindChain).
// want (bit k: argument k) are the arguments of bc's call that carry
// the code, 0 when not known. A method that hands its own parameter on
// (the request id) with constant codes that need no resolution is no
// wrapper of the code: its call is judged where it is.
func (p *DexPass) throughWrappers(m *dex.Method, bc bridgedCaller, want uint64) []bridgedCaller {
	prog := p.Program
	b := bc.Method
	inner := m
	if len(bc.chain) > 0 {
		inner = bc.chain[len(bc.chain)-1].method
	}
	wrapper := !defaultBridgeOf(b, inner)
	var codes []regflow.Value // the arguments that carry the code
	if want != 0 {
		for k, a := range bc.args {
			if k < 64 && want&(1<<k) != 0 {
				codes = append(codes, a)
			}
		}
	}
	if wrapper && (p.isEntry(b) || !passesOwnParam(b, bc.args) || codeSettled(codes)) {
		return []bridgedCaller{p.bound(m, bc)}
	}
	// The caller's parameters that reach the code's arguments: what
	// matters one call further up.
	var next uint64
	for _, a := range codes {
		for _, x := range a.Alts {
			if x.Kind == regflow.Param && x.Int >= 0 && x.Int < 64 {
				next |= 1 << x.Int
			}
		}
	}
	outer := prog.Callers(b)
	switch {
	case len(outer) == 0:
		return []bridgedCaller{p.bound(m, bc)}
	case len(bc.chain) >= maxWrapperDepth:
		bc = p.bound(m, bc)
		bc.cut = fmt.Sprintf("the search follows such wrappers %d calls up", maxWrapperDepth)
		return []bridgedCaller{bc}
	case len(outer) > program.MaxWrapperCallers:
		bc = p.bound(m, bc)
		bc.cut = fmt.Sprintf("it has more than %d callers, which the search does not follow", program.MaxWrapperCallers)
		return []bridgedCaller{bc}
	}
	var through []bridgedCaller
	for _, cc := range outer {
		chain := append(slices.Clone(bc.chain), wrapLink{method: b, site: bc.Call.Addr})
		nb := bridgedCaller{Caller: cc, args: p.argsAt(cc), chain: chain}
		if constCodes(codes, func(string) bool { return true }) {
			// b passes the code as a constant (a switch arm's
			// error(rid, "AUTH_REQUIRED", …) in a refusal helper): its
			// callers choose nothing about it, and whether each one
			// completes or returns the response is judged with it as
			// the caller, b's call the place the response is made —
			// when b can be analysed with what cc passes; a bridge
			// passing on its own parameters is looked through as
			// before.
			if fb := p.bound(m, nb); fb.args != nil {
				fb.fixed = len(chain)
				through = append(through, fb)
				continue
			}
		}
		through = append(through, p.throughWrappers(m, nb, next)...)
	}
	return through
}

// bound returns bc with the arguments m gets from it: bc's own when it
// calls m, else those its chain passes on, analysed as bc runs it (nil
// when a method of the chain cannot be analysed so).
func (p *DexPass) bound(m *dex.Method, bc bridgedCaller) bridgedCaller {
	if len(bc.chain) == 0 {
		return bc
	}
	nb, ok := p.bindChain(m, bc.Caller, bc.chain)
	if !ok {
		return bridgedCaller{Caller: bc.Caller, chain: bc.chain}
	}
	return nb
}

// bindChain analyses the methods of chain (innermost first) as outer
// caller cc runs them, from the outermost down: each under the arguments
// the one above passes it, giving the arguments m gets and each method's
// facts. ok is false when one of them cannot be analysed so.
func (p *DexPass) bindChain(m *dex.Method, cc program.Caller, chain []wrapLink) (bridgedCaller, bool) {
	chain = slices.Clone(chain)
	args := p.argsAt(cc)
	for i := len(chain) - 1; i >= 0; i-- {
		l := &chain[i]
		a := p.Program.AnalyzeArgs(l.method, args)
		if a == nil {
			return bridgedCaller{}, false
		}
		l.facts = p.bundleFactsOf(l.method, a)
		args = nil
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Addr == l.site && in.IsInvoke() {
				if c := callAt(p.Program, l.method, in.Addr); c != nil {
					args = program.CallArgs(st, in, c.Ref)
				}
			}
		})
	}
	return bridgedCaller{Caller: cc, args: args, chain: chain}, true
}

// completeThrough is completeFrom for a response m builds for caller c:
// through c's chain, each method's facts under c's arguments say whether
// it adds both keys, hands the response on, or returns it up; the
// outermost one is judged as completeFrom judges m, c its only caller.
func (p *DexPass) completeThrough(m *dex.Method, f *bundleFacts, obj uint32, c bridgedCaller) (ok, unknown bool) {
	if len(c.chain) == 0 || obj >= regflow.ParamSite(0) {
		return p.completeFrom(m, f, obj, 0, &c.Caller)
	}
	have := resolutionKeys(f, obj)
	if have == haveBoth || f.handed[obj] {
		return true, false
	}
	if !f.returned[obj] {
		return false, false
	}
	for i, l := range c.chain {
		if i == len(c.chain)-1 {
			return p.completeHaving(l.method, l.facts, l.site, 0, maxForwardHops, &c.Caller, have)
		}
		if have |= resolutionKeys(l.facts, l.site); have == haveBoth || l.facts.handed[l.site] {
			return true, false
		}
		if !l.facts.returned[l.site] {
			return false, false
		}
	}
	return false, false
}

// defaultBridgeOf reports whether b is kotlinc's m$default: a static
// method of m's class named so, taking m's parameters (its receiver
// first for an instance m), then the mask and a marker.
func defaultBridgeOf(b, m *dex.Method) bool {
	if b.Class != m.Class || b.Ref.Name != m.Ref.Name+"$default" || !b.Static() {
		return false
	}
	n := len(m.Ref.Params) + 2
	if !m.Static() {
		n++
	}
	return len(b.Ref.Params) == n && b.Ref.Params[n-2] == "I" && b.Ref.Return == m.Ref.Return
}

// passesConstant reports whether one of a call's arguments is the
// string constant code.
func passesConstant(args []regflow.Value, code string) bool {
	for _, a := range args {
		if x, ok := a.Single(); ok && x.Kind == regflow.Str && x.Str == code {
			return true
		}
	}
	return false
}

// passesOwnParam reports whether a call's arguments hold a parameter of
// the calling method m other than its own object (fail$default passing
// its code on to fail); an entry point passing its own parameter passes
// request input, not a value its callers give.
func passesOwnParam(m *dex.Method, args []regflow.Value) bool {
	for _, a := range args {
		if a.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && (x.Int > 0 || m.Static()) }) {
			return true
		}
	}
	return false
}

// reportByCallers reports the verdict on helper m's error_code put: an
// error when a caller passes a code that needs a resolution to a response
// that gets none, a note when a caller's code is not known.
func (p *DexPass) reportByCallers(m *dex.Method, put codePut, v callerVerdict) {
	at := DexAt{Method: m, Addr: put.addr, Call: put.call}
	switch {
	case v.missing != nil && v.fixedIn != nil:
		l := v.fixedIn
		p.Report(DexAt{Method: l.method, Addr: l.site, Call: callAt(p.Program, l.method, l.site)},
			"%s passes error_code %q to %s, but no path puts both %q and %q on that response: the Consumer cannot resolve and resume; add the resolution PendingIntent and a resume token (§4.3)",
			Short(l.method), v.put.code, Short(m), cetp.KeyResolution, cetp.KeyResumeToken)
	case v.missing != nil:
		at = DexAt{Method: m, Addr: v.put.addr, Call: v.put.call}
		p.Report(at, "%s puts error_code %q (the code %s passes) but no path puts both %q and %q on that response: the Consumer cannot resolve and resume; add the resolution PendingIntent and a resume token (§4.3)",
			Short(m), v.put.code, Short(v.missing), cetp.KeyResolution, cetp.KeyResumeToken)
	case v.unknown != nil:
		what := "it is the code its caller passes, and " + Short(v.unknown) + " passes a value the analysis does not know"
		switch {
		case v.why != "":
			what = v.why + " (as " + Short(v.unknown) + " calls it)"
		case put.unsure != "":
			what = put.unsure + ", and " + Short(v.unknown) + " passes a value the analysis does not know"
		case v.passesParam && v.cut != "":
			what = "it is the code its caller passes, and " + Short(v.unknown) + " passes on its own parameter (a Kotlin $default bridge or another wrapper), whose callers the search does not follow: " + v.cut
		case v.passesParam:
			what = "it is the code its caller passes, and " + Short(v.unknown) + " passes on its own parameter (a Kotlin $default bridge or another wrapper), which no code of the APK calls"
		}
		p.ReportNote(at, "cannot tell whether the error_code %s puts needs a resolution: %s; if it can be AUTH_REQUIRED or USER_ACTION_REQUIRED, put both %q and %q on that response (§4.3)",
			Short(m), what, cetp.KeyResolution, cetp.KeyResumeToken)
	case v.further != nil:
		at = DexAt{Method: m, Addr: v.put.addr, Call: v.put.call}
		p.ReportNote(at, "%s puts error_code %q (the code %s passes); whether resolution and resume_token are added is decided further up than the analysis follows: make sure both are (§4.3)",
			Short(m), v.put.code, Short(v.further))
	}
}

func sortedObjs(m map[uint32]codePut) []uint32 {
	out := make([]uint32, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && m[out[j]].addr < m[out[j-1]].addr; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// codeSettled reports whether the code arguments of a call are all
// constants that need no resolution: nothing further up can change what
// the response needs. A code that needs one is judged further up, where
// the response is completed or returned.
func codeSettled(codes []regflow.Value) bool {
	return constCodes(codes, func(s string) bool { return !needsResolution(s) })
}

// constCodes reports whether there are code arguments and every value
// each may hold is a string constant that ok accepts.
func constCodes(codes []regflow.Value, ok func(string) bool) bool {
	if len(codes) == 0 {
		return false
	}
	for _, v := range codes {
		if v.Top || len(v.Alts) == 0 {
			return false
		}
		for _, x := range v.Alts {
			if x.Kind != regflow.Str || !ok(x.Str) {
				return false
			}
		}
	}
	return true
}

// jsonPut reports whether an error_code put is on a JSON object: an app's
// own message between its parts (a handler's reply to an in-app command
// bus) before it is a response.
func jsonPut(put codePut) bool {
	return put.call != nil && put.call.Ref.Class == "Lorg/json/JSONObject;"
}

// jsonCodeTests finds, per error code, a method that reads error_code
// back from a JSON object (optString or getString), compares it with
// that code and puts both resolution and resume_token itself or in code
// it calls: where an app turns its parts' JSON replies into responses,
// and may complete the one that needs a resolution
// (`if ("USER_ACTION_REQUIRED".equals(reply.optString("error_code")))
// return needsUser(…)`). Only the methods naming an error code or the
// error_code key are searched.
type jsonCodeTests struct {
	prog     *program.Program
	mentions []constString
	found    map[string]*dex.Method
}

func (t *jsonCodeTests) of(code string) *dex.Method {
	if t.found == nil {
		t.found = map[string]*dex.Method{}
		seen := map[*dex.Method]bool{}
		for _, c := range t.mentions {
			if !seen[c.Method] {
				seen[c.Method] = true
				t.search(c.Method)
			}
		}
	}
	return t.found[code]
}

// search records the codes m compares a JSON object's error_code with.
func (t *jsonCodeTests) search(m *dex.Method) {
	readsCode := func(a regflow.Alt) bool {
		if a.Kind != regflow.Call || a.Ref == nil || a.Via != nil || a.Ref.Class != "Lorg/json/JSONObject;" ||
			a.Ref.Name != "optString" && a.Ref.Name != "getString" {
			return false
		}
		args, ok := t.prog.ArgsAt(m, a.Site)
		if !ok || len(args) < 2 {
			return false
		}
		k, ok := args[1].Single()
		return ok && k.Kind == regflow.Str && k.Str == cetp.KeyErrorCode
	}
	t.prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if !equalityCall(c.Ref) {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		if len(args) != 2 {
			return
		}
		for i, v := range args {
			code, ok := v.Single()
			if !ok || code.Kind != regflow.Str || !needsResolution(code.Str) || !args[1-i].Has(readsCode) {
				continue
			}
			if t.found[code.Str] == nil && t.completes(m) {
				t.found[code.Str] = m
			}
		}
	})
}

// completes reports whether m, or code it calls, puts both resolution and
// resume_token: a test of a JSON error_code that only answers a boolean
// (a sync client asking whether its server wants a login) completes no
// response.
func (t *jsonCodeTests) completes(m *dex.Method) bool {
	reach := t.prog.Reachable([]*dex.Method{m})
	res, _ := t.prog.Puts(reach, cetp.KeyResolution)
	tok, _ := t.prog.Puts(reach, cetp.KeyResumeToken)
	return len(res) > 0 && len(tok) > 0
}
