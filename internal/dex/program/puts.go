package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Put is a value put into a response Bundle or JSON object under a key:
// directly, or by passing it to a wrapper method that puts its parameter
// under the key (an error-bundle helper, a token setter).
type Put struct {
	Method *dex.Method
	// Call is the put, or the call to the wrapper.
	Call *Call
	Key  string
	// Wrapper is the program method that puts the value; nil for a direct put.
	Wrapper *dex.Method
	// Built says the wrapper puts text it builds from the value (a
	// prefix, a template), not the value itself.
	Built bool
	Value regflow.Value
	// Taint is the value's taint, that of the objects it may be included.
	Taint regflow.Taint
}

// wrapperPut says that a method puts its parameter Param under Key, or
// (built) text it builds from the parameter. keyFrom, when not zero, is
// 1 + the parameter the key is (`put(b, key, value)`, a Kotlin extension
// `fun Bundle.put(k: String, v: String)`): each caller's argument there
// decides the key, and key is then unset.
type wrapperPut struct {
	param   int
	key     string
	built   bool
	keyFrom int
	// recv, for a setter whose fields another method puts
	// (eachFieldKeyPut), is that method's class: a call on an object
	// made of a class outside it (a sibling builder whose build() puts
	// something else) is no put.
	recv string
}

// putParams returns the parameters of m (not its own object) that the
// value v it puts under key is, or that text v is built from: the
// parameter bits of a value made by string building (builtText), so that
// a helper given the Bundle and a message, putting "Tool failed: " +
// message, is followed to what its callers pass like one putting the
// message itself.
func putParams(m *dex.Method, v regflow.Value, taint regflow.Taint, key string) []wrapperPut {
	var out []wrapperPut
	var direct uint64
	for _, alt := range v.Alts {
		if alt.Kind == regflow.Param && (alt.Int > 0 || m.Static()) && alt.Int < 64 && direct&(1<<alt.Int) == 0 {
			direct |= 1 << alt.Int
			out = append(out, wrapperPut{param: int(alt.Int), key: key})
		}
	}
	if !builtText(v) {
		return out
	}
	for k := range int64(regflow.MaxTaintParams) {
		if taint&regflow.TaintParam(k) != 0 && (k > 0 || m.Static()) && direct&(1<<k) == 0 {
			out = append(out, wrapperPut{param: int(k), key: key, built: true})
		}
	}
	return out
}

// MaxWrapperCallers bounds the callers examined per wrapper.
const MaxWrapperCallers = 64

// WrapperCut is a wrapper whose callers past MaxWrapperCallers were not
// followed, or (Deep) whose callers were not followed at all because it
// is MaxWrapperDepth wrappers away from the put: what they pass is not
// among the puts.
type WrapperCut struct {
	Wrapper *dex.Method
	Key     string // a key the wrapper puts its parameter under
	// KeyParam says the wrapper takes the key as a parameter too (Key
	// unset): whether its callers' keys are among those searched is not
	// known.
	KeyParam bool
	Callers  int    // all its callers
	First    Caller // the first caller left out
	Deep     bool
	// Pairs marks a different cut: First builds a Bundle or JSON object
	// from key-value pairs (bundleOf, JSONObject(mapOf)) some of which
	// the analysis cannot read (PairPuts); Wrapper and Key are unset.
	Pairs bool
	// Text marks another: First is a String.format whose constant format
	// writes Key as a JSON member right before a specifier, but whose
	// argument there the analysis cannot read (the arguments array made
	// elsewhere or filled at an index that is not a constant, or, with
	// Deep, the format given to a chain of helpers longer than the
	// analysis reads before String.format); Wrapper is unset.
	Text bool
}

// MaxWrapperDepth bounds how many wrappers deep callers are followed back.
const MaxWrapperDepth = maxSummaryDepth

// Puts finds every put under one of keys in the given methods, following
// wrappers back to their callers (bounded depth), and the wrappers whose
// callers were cut at MaxWrapperCallers.
func (p *Program) Puts(methods map[*dex.Method]*Caller, keys ...string) ([]Put, []WrapperCut) {
	var out []Put
	var cuts []WrapperCut
	wrappers := map[*dex.Method][]wrapperPut{}
	var todo []*dex.Method
	anyText := slices.ContainsFunc(keys, textKey)
	for _, m := range SortedKeys(methods) {
		for _, c := range p.Calls(m) {
			if _, ok := IsBundlePut(c.Ref.Class, c.Ref.Name, c.Ref.Params); ok || IsPairBuild(c.Ref) {
				todo = append(todo, m)
				break
			}
		}
		if anyText && (len(todo) == 0 || todo[len(todo)-1] != m) {
			if mayNameTextKey(m, keys) {
				todo = append(todo, m)
			}
		}
	}
	for _, m := range todo {
		a, err := p.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		_, pairCuts := p.PairPuts(m, a)
		for _, c := range pairCuts {
			cuts = append(cuts, WrapperCut{First: Caller{Method: m, Call: c.Build}, Pairs: true})
		}
		for _, key := range keys {
			put := func(v regflow.Value, taint regflow.Taint, c *Call) {
				out = append(out, Put{Method: m, Call: c, Key: key, Value: v, Taint: taint})
				wrappers[m] = append(wrappers[m], putParams(m, v, taint, key)...)
			}
			p.eachPut(m, a, key, put)
			if textKey(key) {
				p.eachTextPut(m, a, key, put, func(c *Call, deep bool) {
					cuts = append(cuts, WrapperCut{First: Caller{Method: m, Call: c}, Key: key, Text: true, Deep: deep})
				})
			}
		}
		p.eachParamKeyPut(m, a, func(k int, v regflow.Value, taint regflow.Taint) {
			for _, wp := range putParams(m, v, taint, "") {
				wp.keyFrom = k + 1
				wrappers[m] = append(wrappers[m], wp)
			}
		})
		p.eachFieldKeyPut(m, a, func(w *dex.Method, wp wrapperPut) {
			if !slices.Contains(wrappers[w], wp) {
				wrappers[w] = append(wrappers[w], wp)
			}
		})
		if k, ok := p.flatPairParam(m, a); ok {
			cuts = append(cuts, p.flatPairPuts(m, k, keys, &out, wrappers)...)
		}
	}
	seen := map[*dex.Method]bool{}
	for depth := 0; depth < maxSummaryDepth && len(wrappers) > 0; depth++ {
		next := map[*dex.Method][]wrapperPut{}
		for _, w := range SortedKeys(wrappers) {
			if seen[w] {
				continue
			}
			seen[w] = true
			callers := p.Callers(w)
			if len(callers) > MaxWrapperCallers {
				cuts = append(cuts, WrapperCut{Wrapper: w, Key: wrappers[w][0].key, KeyParam: wrappers[w][0].keyFrom > 0, Callers: len(callers), First: callers[MaxWrapperCallers]})
				callers = callers[:MaxWrapperCallers]
			}
			for _, caller := range callers {
				p.atCall(caller, func(in *dex.Insn, st *regflow.State) {
					args := CallArgs(st, in, caller.Call.Ref)
					for _, wp := range wrappers[w] {
						if wp.recv != "" && len(args) > 0 && !p.mayBeOf(args[0], wp.recv) {
							continue
						}
						v := arg(args, wp.param)
						key, keyFrom := wp.key, 0
						if wp.keyFrom > 0 {
							// The key is this caller's argument: one of
							// the keys searched, or its own parameter.
							k, ok := arg(args, wp.keyFrom-1).Single()
							switch {
							case ok && k.Kind == regflow.Str && slices.Contains(keys, k.Str):
								key = k.Str
							case ok && k.Kind == regflow.Param && (k.Int > 0 || caller.Method.Static()) && k.Int < 64:
								keyFrom = int(k.Int) + 1
							default:
								continue
							}
						}
						if keyFrom == 0 {
							out = append(out, Put{Method: caller.Method, Call: caller.Call, Key: key, Wrapper: w, Value: v, Taint: st.ValueTaint(v), Built: wp.built})
						}
						for _, np := range putParams(caller.Method, v, st.ValueTaint(v), key) {
							np.built = np.built || wp.built
							np.keyFrom = keyFrom
							next[caller.Method] = append(next[caller.Method], np)
						}
					}
				})
			}
		}
		wrappers = next
	}
	for _, w := range SortedKeys(wrappers) {
		if callers := p.Callers(w); !seen[w] && len(callers) > 0 {
			cuts = append(cuts, WrapperCut{Wrapper: w, Key: wrappers[w][0].key, KeyParam: wrappers[w][0].keyFrom > 0, Callers: len(callers), First: callers[0], Deep: true})
		}
	}
	return slices.Clip(out), cuts
}

// eachFieldKeyPut finds the puts of m whose key and value are both read
// from fields of m's own class — a builder's build() putting
// putParcelable(parcelKey, parcel) — and, for each, the setters that store
// both from their parameters (parcel(String key, Parcelable value)). Such
// a setter is a wrapper whose callers name the key: fn gets it with the
// parameters (its own object first, as a call's arguments) the key and
// the value come from.
func (p *Program) eachFieldKeyPut(m *dex.Method, a *Analysis, fn func(w *dex.Method, wp wrapperPut)) {
	if m.Static() {
		return
	}
	p.eachBundlePut(m, a, func(kv, v regflow.Value, _ regflow.Taint, _ *Call) {
		k, ok := kv.Single()
		if !ok || k.Kind != regflow.Field || k.Field == nil || !p.IsSubclass(m.Class.Name, k.Field.Class) {
			return
		}
		for _, x := range v.Alts {
			if x.Kind != regflow.Field || x.Field == nil || x.Field.Class != k.Field.Class {
				continue
			}
			for _, w := range p.WritersOf(k.Field) {
				kp, kok := p.paramStored(w, k.Field)
				vp, vok := p.paramStored(w, x.Field)
				if kok && vok {
					fn(w, wrapperPut{param: vp, keyFrom: kp + 1, recv: m.Class.Name})
				}
			}
		}
	})
}

// paramStored returns the parameter (0 its own object) every store of f
// in the instance method w stores into w's own object, when there is one
// such parameter and nothing else is stored there.
func (p *Program) paramStored(w *dex.Method, f *dex.FieldRef) (int, bool) {
	if w.Static() {
		return 0, false
	}
	a, err := p.Analyze(w)
	if err != nil || a == nil {
		return 0, false
	}
	k, param, ok := fieldKey(f), -1, true
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op < dex.OpIput || in.Op > dex.OpIputShort {
			return
		}
		fr, err := w.Class.File.Field(in.Index)
		if err != nil || fieldKey(fr) != k {
			return
		}
		obj, oo := st.Reg(in.B).Single()
		val, vo := st.Reg(in.A).Single()
		switch {
		case !oo || obj.Kind != regflow.Param || obj.Int != 0 || obj.Via != nil,
			!vo || val.Kind != regflow.Param || val.Int == 0 || val.Via != nil,
			param >= 0 && int(val.Int) != param:
			ok = false
		default:
			param = int(val.Int)
		}
	})
	return param, ok && param > 0
}

// mayBeOf reports whether the object v may be of class or a subclass:
// false only when every value is an object made of a program class
// outside it.
func (p *Program) mayBeOf(v regflow.Value, class string) bool {
	if v.Top || len(v.Alts) == 0 {
		return true
	}
	for _, a := range v.Alts {
		if a.Kind != regflow.New || p.mayBeA(a.Str, class) {
			return true
		}
	}
	return false
}

// flatPairParam reports whether m builds its Bundle from one array
// parameter of alternating keys and values — `bundle(Object... pairs)`
// looping `b.putString((String) pairs[i], (String) pairs[i + 1])` — and
// which parameter: a put whose key and value are both elements, at
// indices not constant, of that parameter.
func (p *Program) flatPairParam(m *dex.Method, a *Analysis) (int, bool) {
	k := -1
	elemOf := func(x regflow.Alt) (int64, bool) {
		if x.Kind != regflow.Elem || x.Of == nil || x.Of.Kind != regflow.Param {
			return 0, false
		}
		return x.Of.Int, true
	}
	p.eachBundlePut(m, a, func(kv, v regflow.Value, _ regflow.Taint, _ *Call) {
		// (the first pass of the loop reads index 0, the later ones an
		// index not constant)
		if kv.Top || len(kv.Alts) == 0 {
			return
		}
		param, ok := elemOf(kv.Alts[0])
		if !ok || kv.Has(func(x regflow.Alt) bool { q, ok := elemOf(x); return !ok || q != param }) {
			return
		}
		if v.Has(func(x regflow.Alt) bool { q, ok := elemOf(x); return ok && q == param }) {
			k = int(param)
		}
	})
	return k, k >= 0
}

// flatPairPuts adds the puts the callers of w, a flat pair builder over
// its parameter k (flatPairParam), make through it: in the array each
// passes, a constant key among keys at an even index puts the element
// after it. A value that is the caller's own parameter makes the caller a
// wrapper (Replies.error(code, message) calling bundle("error_message",
// message)). A caller whose array the analysis cannot read, element by
// constant index, is a cut.
func (p *Program) flatPairPuts(w *dex.Method, k int, keys []string, out *[]Put, wrappers map[*dex.Method][]wrapperPut) (cuts []WrapperCut) {
	callers := p.Callers(w)
	if len(callers) > MaxWrapperCallers {
		cuts = append(cuts, WrapperCut{First: callers[MaxWrapperCallers], Pairs: true})
		callers = callers[:MaxWrapperCallers]
	}
	for _, caller := range callers {
		p.atCall(caller, func(in *dex.Insn, st *regflow.State) {
			elems := p.ArrayElements(caller.Method, arg(CallArgs(st, in, caller.Call.Ref), k))
			if elems == nil {
				cuts = append(cuts, WrapperCut{First: caller, Pairs: true})
				return
			}
			// Keys at even indices, or odd ones behind a leading value
			// (reply(500, "status", "error", …)): the first constant
			// string is the first key.
			start := 0
			for i := 0; i < len(elems); i++ {
				if x, ok := elems[i].Single(); ok && x.Kind == regflow.Str {
					start = i % 2
					break
				}
			}
			for i := start; i < len(elems); i += 2 {
				kv, ok := elems[i].Single()
				v, has := elems[i+1]
				if !ok || !has || kv.Kind != regflow.Str || !slices.Contains(keys, kv.Str) {
					continue
				}
				taint := st.ValueTaint(v)
				*out = append(*out, Put{Method: caller.Method, Call: caller.Call, Key: kv.Str, Wrapper: w, Value: v, Taint: taint})
				wrappers[caller.Method] = append(wrappers[caller.Method], putParams(caller.Method, v, taint, kv.Str)...)
			}
		})
	}
	return cuts
}

// atCall replays the caller's method and runs fn at its call (once per
// path state the replay reaches it with); nothing when the method cannot
// be analyzed.
func (p *Program) atCall(c Caller, fn func(in *dex.Insn, st *regflow.State)) {
	a, err := p.Analyze(c.Method)
	if err != nil || a == nil {
		return
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr == c.Call.Addr {
			fn(in, st)
		}
	})
}
