package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Kotlin code builds responses from key-value pairs rather than put calls:
// androidx's bundleOf("k" to v, …) and JSONObject(mapOf("k" to v, …)).
// kotlinc compiles each `k to v` to TuplesKt.to(k, v) (R8 may inline it to
// new Pair(k, v)) and the vararg to new-array and one aput-object per pair
// (D8 may fuse them into filled-new-array). The pairs are read where they
// are made; bundleOf is known by its signature, so that its loop over the
// array (when androidx is in the dex, perhaps renamed) is never analysed.

const (
	classPair          = "Lkotlin/Pair;"
	classTriple        = "Lkotlin/Triple;"
	classPairArray     = "[Lkotlin/Pair;"
	classSpreadBuilder = "Lkotlin/jvm/internal/SpreadBuilder;"
)

// PairPut is one key-value pair that a call builds a Bundle or JSON object
// from: a put of Value under Key.
type PairPut struct {
	// Build is the bundleOf call, or the JSONObject(Map) constructor.
	Build *Call
	// Pair is the call that made the pair (TuplesKt.to or Pair.<init>):
	// where the key and the value meet in the source.
	Pair       *Call
	Key, Value regflow.Value
	// Taint is the value's taint where the pair was made.
	Taint regflow.Taint
	// Object is the JSONObject the constructor fills; undefined for
	// bundleOf, whose result (its call site) is the Bundle.
	Object regflow.Value
}

// IsPairBuild recognises a call that builds a Bundle or JSON object from
// key-value pairs: a static method taking a Pair[] and returning a Bundle
// (bundleOf, whatever its class and name after shrinking), or the
// JSONObject(Map) constructor (the map from mapOf and friends).
func IsPairBuild(r *dex.MethodRef) bool {
	if len(r.Params) != 1 {
		return false
	}
	return isPairBundle(r) || r.Class == ClassJSONObject && r.Name == "<init>" && r.Params[0] == "Ljava/util/Map;"
}

func isPairBundle(r *dex.MethodRef) bool {
	return r.Return == ClassBundle && len(r.Params) == 1 && r.Params[0] == classPairArray
}

// isPairMap recognises kotlin.collections' mapOf, mutableMapOf, hashMapOf
// and linkedMapOf over a Pair[] vararg or a single Pair by their signature:
// R8 renames them with the rest of the standard library
// (Lkotlin/collections/k0;->h([Lkotlin/Pair;)Ljava/util/Map;) but keeps
// kotlin.Pair.
func isPairMap(r *dex.MethodRef) bool {
	if len(r.Params) != 1 || r.Params[0] != classPairArray && r.Params[0] != classPair {
		return false
	}
	switch r.Return {
	case "Ljava/util/Map;", "Ljava/util/HashMap;", "Ljava/util/LinkedHashMap;":
		return true
	}
	return false
}

// isPairMake recognises the static call making a pair of its two
// arguments: kotlin.TuplesKt.to, or its copy renamed by R8 (Lxf/g;->a),
// known by its code: new Pair(p0, p1) returned. A helper of the same
// signature doing anything else is no pair maker.
func (p *Program) isPairMake(r *dex.MethodRef) bool {
	if r.Return != classPair || len(r.Params) != 2 || r.Params[0] != "Ljava/lang/Object;" || r.Params[1] != "Ljava/lang/Object;" {
		return false
	}
	if r.Class == "Lkotlin/TuplesKt;" {
		return true
	}
	m := p.Lookup(r.Class, r.NameProto())
	if m == nil || !m.Static() {
		return false
	}
	code, err := m.Code()
	if err != nil || code == nil {
		return false
	}
	units, err := m.Insns()
	if err != nil || len(units) > 8 {
		return false
	}
	var insns []dex.Insn
	if dex.Walk(units, func(in *dex.Insn) bool {
		insns = append(insns, *in)
		return len(insns) <= 3
	}) != nil || len(insns) != 3 {
		return false
	}
	n, in, ret := insns[0], insns[1], insns[2]
	if n.Op != dex.OpNewInstance || in.Op != dex.OpInvokeDirect || ret.Op != dex.OpReturnObject || len(in.Args) != 3 ||
		uint32(in.Args[0]) != n.A || ret.A != n.A {
		return false
	}
	if t, err := m.Class.File.Type(n.Index); err != nil || t != classPair {
		return false
	}
	init, err := m.Class.File.Method(in.Index)
	if err != nil || init.Class != classPair || init.Name != "<init>" || len(init.Params) != 2 {
		return false
	}
	// The arguments are the method's parameters in order: p0 and p1 are
	// the last two registers.
	regs := uint32(code.Registers)
	return uint32(in.Args[1]) == regs-2 && uint32(in.Args[2]) == regs-1
}

// PairCut is a build from pairs some of which the analysis cannot read.
type PairCut struct {
	Build  *Call
	Object regflow.Value // as in PairPut
}

// pairOf is what one pair was made from.
type pairOf struct {
	call       *Call
	key, value regflow.Value
	taint      regflow.Taint
}

// pairBuild is a call building an object from pairs, before its pairs are
// read: src is the Pair[] (bundleOf) or the map (JSONObject).
type pairBuild struct {
	call     *Call
	src, obj regflow.Value
	fromMap  bool
}

// pairMemo is PairPuts' answer for one analysis.
type pairMemo struct {
	m    *dex.Method
	puts []PairPut
	cuts []PairCut
}

// PairPuts reads the pairs of every call in m (analysed as a) that builds
// a Bundle or JSON object from key-value pairs. cuts lists the builds some
// of whose pairs the analysis cannot read: an array passed in or spread
// (bundleOf(*pairs)), or a pair made in another method. The answer is
// kept with the analysis: it is asked once per key put and per rule, and
// each reading replays the whole method. Callers must not modify it.
func (p *Program) PairPuts(m *dex.Method, a *Analysis) (puts []PairPut, cuts []PairCut) {
	if a.pairs != nil && a.pairs.m == m {
		return a.pairs.puts, a.pairs.cuts
	}
	puts, cuts = p.pairPuts(m, a)
	a.pairs = &pairMemo{m: m, puts: puts, cuts: cuts}
	return puts, cuts
}

func (p *Program) pairPuts(m *dex.Method, a *Analysis) (puts []PairPut, cuts []PairCut) {
	calls := p.Calls(m)
	found := false
	for i := range calls {
		if IsPairBuild(calls[i].Ref) {
			found = true
			break
		}
	}
	if !found {
		return nil, nil
	}
	byAddr := CallsByAddr(calls)
	pairs := map[uint32]pairOf{}          // by the pair's site: the to() call, or new Pair
	elems := map[uint32][]regflow.Value{} // by array site: the values stored into it
	maps := map[uint32]regflow.Value{}    // by mapOf call site: its argument
	// A vararg call with a spread (f(a, *rest)) collects its elements in
	// a kotlin SpreadBuilder: add(x) adds one, addSpread(arr) an array the
	// analysis does not open, toArray() gives the array.
	spread := map[uint32]bool{}            // SpreadBuilder site -> given an array
	builder := map[uint32][]uint32{}       // toArray call site -> SpreadBuilder sites
	copied := map[uint32]regflow.Value{}   // Arrays.copyOf call site -> the array copied
	helpers := map[uint32]pairHelperCall{} // calls of app methods returning a Pair (pairhelpers.go)
	var builds []pairBuild
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op == dex.OpAputObject:
			for _, alt := range st.Reg(in.B).Alts {
				if alt.Kind == regflow.Array && alt.Via == nil {
					elems[alt.Site] = append(elems[alt.Site], st.Reg(in.A))
				}
			}
			return
		case in.Op == dex.OpFilledNewArray || in.Op == dex.OpFilledNewArrayR:
			for _, r := range in.Args {
				elems[in.Addr] = append(elems[in.Addr], st.Reg(uint32(r)))
			}
			return
		}
		c := byAddr[in.Addr]
		if c == nil {
			return
		}
		if p.madePair(st, in, c, pairs) {
			return
		}
		r := c.Ref
		switch {
		case r.Class == classSpreadBuilder && !in.IsStaticInvoke() && len(r.Params) == 1:
			args := regflow.Args(st, in, r, false)
			for _, alt := range args[0].Alts {
				if alt.Kind != regflow.New || alt.Via != nil {
					continue
				}
				switch r.Name {
				case "add":
					elems[alt.Site] = append(elems[alt.Site], args[1])
				case "addSpread":
					spread[alt.Site] = true
				case "toArray":
					builder[in.Addr] = append(builder[in.Addr], alt.Site)
				}
			}
		case in.IsStaticInvoke() && r.Class == "Ljava/util/Arrays;" && r.Name == "copyOf" && len(r.Params) == 2 &&
			r.Params[0] == "[Ljava/lang/Object;":
			// kotlinc copies an array spread alone into a vararg
			// (bundleOf(*pairs)): the copy holds the same pairs.
			copied[in.Addr] = regflow.Args(st, in, r, true)[0]
		case in.IsStaticInvoke() && isPairMap(r):
			maps[in.Addr] = regflow.Args(st, in, r, true)[0]
		case isPairBundle(r) && in.IsStaticInvoke():
			builds = append(builds, pairBuild{call: c, src: regflow.Args(st, in, r, true)[0]})
		case r.Class == ClassJSONObject && IsPairBuild(r):
			args := regflow.Args(st, in, r, false)
			builds = append(builds, pairBuild{call: c, src: args[1], obj: args[0], fromMap: true})
		case r.Return == classPair && r.Class != classPair:
			args := regflow.Args(st, in, r, in.IsStaticInvoke())
			h := pairHelperCall{call: c, args: args, taints: make([]regflow.Taint, len(args))}
			for i, v := range args {
				h.taints[i] = st.ValueTaint(v)
			}
			helpers[in.Addr] = h
		}
	})
	for _, b := range builds {
		src, cut := b.src, false
		if b.fromMap {
			// Only maps made by mapOf(pairs) here are read; a map built
			// with put calls is no pair build.
			src = regflow.Value{}
			for _, alt := range b.src.Alts {
				if v, ok := maps[alt.Site]; ok && (alt.Kind == regflow.Call || alt.Via != nil) {
					src = regflow.Merge(src, v)
				}
			}
			if src.IsUndefined() {
				continue
			}
		}
		// src is a Pair[] or, for mapOf(pair), one Pair.
		var vals []regflow.Value
		var open func(v regflow.Value, copies int)
		open = func(v regflow.Value, copies int) {
			if v.Top {
				cut = true
			}
			for _, alt := range v.Alts {
				if _, ok := pairs[alt.Site]; ok && alt.Kind != regflow.Array {
					vals = append(vals, regflow.One(alt))
					continue
				}
				if _, ok := helpers[alt.Site]; ok && helperResult(alt) {
					vals = append(vals, regflow.One(alt))
					continue
				}
				if alt.Kind == regflow.Array && alt.Via == nil {
					vals = append(vals, elems[alt.Site]...)
					continue
				}
				if alt.Kind != regflow.Call {
					cut = true
					continue
				}
				if sites, ok := builder[alt.Site]; ok {
					for _, b := range sites {
						vals = append(vals, elems[b]...)
						cut = cut || spread[b]
					}
					continue
				}
				if from, ok := copied[alt.Site]; ok && copies < 4 {
					open(from, copies+1)
					continue
				}
				cut = true
			}
		}
		open(src, 0)
		for _, v := range vals {
			if v.Top {
				cut = true
			}
			for _, alt := range v.Alts {
				pr, ok := pairs[alt.Site]
				switch {
				case ok && (alt.Kind == regflow.Call || alt.Kind == regflow.New):
					puts = append(puts, PairPut{Build: b.call, Pair: pr.call, Key: pr.key, Value: pr.value, Taint: pr.taint, Object: b.obj})
				case alt.Kind == regflow.Const && alt.Int == 0: // null: no pair
				case helperResult(alt) && helpers[alt.Site].call != nil:
					made, ok := p.pairsFromHelper(helpers[alt.Site])
					cut = cut || !ok
					for _, pr := range made {
						puts = append(puts, PairPut{Build: b.call, Pair: pr.call, Key: pr.key, Value: pr.value, Taint: pr.taint, Object: b.obj})
					}
				default:
					cut = true
				}
			}
		}
		if cut {
			cuts = append(cuts, PairCut{Build: b.call, Object: b.obj})
		}
	}
	return puts, cuts
}

// madePair records in made the pair the call c (at in) makes, Kotlin's
// `k to v` or Pair's constructor, under the site that holds it (the
// call's, or the allocation's); false when c makes no pair.
func (p *Program) madePair(st *regflow.State, in *dex.Insn, c *Call, made map[uint32]pairOf) bool {
	r := c.Ref
	switch {
	case in.IsStaticInvoke() && p.isPairMake(r):
		args := regflow.Args(st, in, r, true)
		made[in.Addr] = pairOf{call: c, key: args[0], value: args[1], taint: st.ValueTaint(args[1])}
	case r.Class == classPair && r.Name == "<init>" && len(r.Params) == 2:
		args := regflow.Args(st, in, r, false)
		for _, alt := range args[0].Alts {
			if alt.Kind == regflow.New {
				made[alt.Site] = pairOf{call: c, key: args[1], value: args[2], taint: st.ValueTaint(args[2])}
			}
		}
	default:
		return false
	}
	return true
}

// tuplePart returns which element of a kotlin.Pair or Triple ref reads
// (component1 / getFirst is 0), or -1 when it reads none.
func tuplePart(ref *dex.MethodRef) int {
	if ref.Class != classPair && ref.Class != classTriple || len(ref.Params) != 0 {
		return -1
	}
	switch ref.Name {
	case "component1", "getFirst":
		return 0
	case "component2", "getSecond":
		return 1
	case "component3", "getThird":
		if ref.Class == classTriple {
			return 2
		}
	}
	return -1
}

// pairPart records the parts of a kotlin.Pair made here (TuplesKt.to(a,
// b), new Pair(a, b)) and answers component1()/getFirst() and
// component2()/getSecond() on a pair made here with the part it was made
// with: `val (selection, args) = if (c == null) null to null else "c = ?"
// to arrayOf(c)` gives selection the two texts, not the pair's merged
// contents (the request value in args).
func (e *model) pairPart(in *dex.Insn, ref *dex.MethodRef, recv regflow.Value, args []regflow.Value) (regflow.Value, bool) {
	record := func(site uint32, a, b regflow.Value) {
		if e.a.pairParts == nil {
			e.a.pairParts = map[uint32][2]regflow.Value{}
		}
		old := e.a.pairParts[site]
		e.a.pairParts[site] = [2]regflow.Value{regflow.Merge(old[0], a), regflow.Merge(old[1], b)}
	}
	switch {
	case ref.Class == classTuplesKt && ref.Name == "to" && in.IsStaticInvoke() && len(args) == 2:
		record(in.Addr, args[0], args[1])
		return regflow.Value{}, false
	case ref.Class == classPair && ref.Name == "<init>" && len(args) == 3:
		for _, site := range regflow.Sites(args[0]) {
			record(site, args[1], args[2])
		}
		return regflow.Value{}, false
	case ref.Class != classPair || len(ref.Params) != 0 || in.IsStaticInvoke():
		return regflow.Value{}, false
	}
	part := tuplePart(ref)
	if part < 0 || len(recv.Alts) == 0 || recv.Top {
		return regflow.Value{}, false
	}
	var out regflow.Value
	for _, x := range recv.Alts {
		if x.Via != nil || x.Kind != regflow.Call && x.Kind != regflow.New {
			return regflow.Value{}, false
		}
		parts, ok := e.a.pairParts[x.Site]
		if !ok {
			return regflow.Value{}, false
		}
		out = regflow.Merge(out, parts[part])
	}
	return out, true
}
