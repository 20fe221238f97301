package dexrules

import (
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// What a map key is made of (CETP620). Providers often bind a token to its
// caller in the key itself: `uid + ":" + token` (a StringBuilder after
// D8, also for Kotlin templates), Pair(uid, token) or `uid to token` (the
// UID boxed with Integer.valueOf), a data class Key(uid, token), a key
// built by a helper keyFor(uid, token). The register dataflow keeps the
// result of such a call, not what went into it, so keyParts records, per
// method, what each builder, pair, box or constructed object is made of,
// and follows helpers that return a key to what they build it from.

// maxKeyHelpers bounds the helpers followed down to see what a map key is
// made of (keyFor calling join …); a variable so that a test can lower it.
var maxKeyHelpers = 8

// keyLeaf is one value a key is made of, in the method where it is.
type keyLeaf struct {
	m *dex.Method
	v regflow.Value
}

// keyParts is what the values of one method are made of.
type keyParts struct {
	m     *dex.Method
	parts map[uint32][]regflow.Value // allocation or call site -> the values it is made of
	built map[uint32][]uint32        // append/toString call -> the builders' allocation sites
	args  map[uint32][]regflow.Value // program call site -> its arguments
	calls map[uint32]*program.Call   // program call site -> the call
	ret   regflow.Value              // what the method returns
	done  map[*dex.Method]*keyParts  // shared memo of the helpers' parts
	prog  *program.Program
}

// newKeyParts starts recording the parts of m's values; observe feeds it
// m's calls in order.
func newKeyParts(prog *program.Program, m *dex.Method, memo map[*dex.Method]*keyParts) *keyParts {
	if memo == nil {
		memo = map[*dex.Method]*keyParts{}
	}
	return &keyParts{m: m, parts: map[uint32][]regflow.Value{}, built: map[uint32][]uint32{},
		args: map[uint32][]regflow.Value{}, calls: map[uint32]*program.Call{}, done: memo, prog: prog}
}

// pairClasses are the platform and Kotlin pair types a key may be.
var pairClasses = names("Lkotlin/Pair;", "Lkotlin/Triple;", "Landroid/util/Pair;", "Landroidx/core/util/Pair;")

// boxing recognises the calls that box a primitive or turn it into text
// without changing which value it is: Integer.valueOf(uid),
// String.valueOf(uid), Integer.toString(uid).
func boxing(ref *dex.MethodRef, static bool) bool {
	switch ref.Class {
	case "Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Short;", "Ljava/lang/Byte;", "Ljava/lang/Character;", "Ljava/lang/String;":
		return static && (ref.Name == "valueOf" || ref.Name == "toString") && len(ref.Params) == 1
	}
	return false
}

// observe records what the result of one call of m is made of.
func (k *keyParts) observe(c *program.Call, in *dex.Insn, args []regflow.Value) {
	ref := c.Ref
	static := in.IsStaticInvoke()
	switch {
	case isBuilder(ref.Class) && !static && len(args) > 0:
		sites := k.builderSites(args[0])
		switch ref.Name {
		case "<init>":
			if len(args) > 1 && ref.Params[0] != "I" {
				for _, s := range sites {
					k.parts[s] = append(k.parts[s], args[1])
				}
			}
		case "append", "insert":
			for _, s := range sites {
				k.parts[s] = append(k.parts[s], args[len(args)-1])
			}
			k.built[in.Addr] = sites
		case "toString":
			k.built[in.Addr] = sites
		}
	case ref.Class == "Ljava/lang/String;" && ref.Name == "concat" && len(args) == 2:
		k.parts[in.Addr] = args
	case !static && len(args) >= 1 && ref.Class == "Ljava/lang/String;" && ref.Name == "getBytes",
		static && len(args) == 2 && ref.Class == "Lkotlin/text/StringsKt;" && ref.Name == "encodeToByteArray":
		// The token's bytes (to be hashed into a file name): the token.
		k.parts[in.Addr] = args[:1]
	case boxing(ref, static):
		k.parts[in.Addr] = args
	case static && (ref.Name == "create" && pairClasses[ref.Class] || ref.Class == "Lkotlin/TuplesKt;" && ref.Name == "to"):
		k.parts[in.Addr] = args
	case ref.Name == "<init>" && !static && len(args) > 1 && (pairClasses[ref.Class] || !program.IsPlatform(ref.Class)):
		// A pair or an app object (a data class key) is made of what its
		// constructor is given — of an app class with its own equals,
		// only what equals compares (a record whose equals looks at the
		// token alone is keyed by the token, whatever else it holds).
		given := args[1:]
		if keep, ok := equalsCompares(k.prog, c); ok {
			given = nil
			for j, v := range args[1:] {
				if j < len(keep) && keep[j] {
					given = append(given, v)
				}
			}
		}
		for _, x := range args[0].Alts {
			if x.Kind == regflow.New && x.Via == nil {
				k.parts[x.Site] = append(k.parts[x.Site], given...)
			}
		}
	case !program.IsPlatform(ref.Class) && ref.Return != "V":
		k.args[in.Addr] = args
		k.calls[in.Addr] = c
	}
}

// textTransform recognises an app helper from text or bytes to text: a
// hash or an encoding of what it is given (sha256Hex(token.getBytes())).
func textTransform(ref *dex.MethodRef) bool {
	if ref.Return != "Ljava/lang/String;" || len(ref.Params) == 0 {
		return false
	}
	for _, t := range ref.Params {
		if t != "Ljava/lang/String;" && t != "[B" && t != "Ljava/lang/CharSequence;" {
			return false
		}
	}
	return true
}

// builderSites returns the StringBuilder allocations v is (the builder, or
// the result of an append on it).
func (k *keyParts) builderSites(v regflow.Value) []uint32 {
	var out []uint32
	for _, x := range v.Alts {
		switch {
		case x.Kind == regflow.New && x.Via == nil:
			out = append(out, x.Site)
		case x.Kind == regflow.Call && x.Via == nil:
			out = append(out, k.built[x.Site]...)
		}
	}
	return out
}

// keyOf is what a key value is made of: its leaves (the values no builder,
// pair, box or helper of the app makes), whether some part was taken
// apart (composite), and why a helper could not be followed ("" when all
// were).
type keyOf struct {
	leaves    []keyLeaf
	composite bool
	cut       string
}

// maxKeyLeaves bounds the leaves one key is taken apart into.
const maxKeyLeaves = 32

// add appends a leaf; past maxKeyLeaves the key is left undecided.
func (o *keyOf) add(l keyLeaf) {
	if len(o.leaves) >= maxKeyLeaves {
		if o.cut == "" {
			o.cut = fmt.Sprintf("the key is built from more than %d values, the most CETP620 reads of one key", maxKeyLeaves)
		}
		return
	}
	o.leaves = append(o.leaves, l)
}

// of takes v, a value of k.m, apart.
func (k *keyParts) of(v regflow.Value, depth int) keyOf {
	var out keyOf
	k.into(&out, v, depth, map[uint32]bool{})
	return out
}

func (k *keyParts) into(out *keyOf, v regflow.Value, depth int, seen map[uint32]bool) {
	leaf := func(x regflow.Alt) { out.add(keyLeaf{m: k.m, v: regflow.One(x)}) }
	for _, x := range v.Alts {
		if x.Kind != regflow.Call && x.Kind != regflow.New {
			leaf(x)
			continue
		}
		if seen[x.Site] {
			continue
		}
		if c := k.calls[x.Site]; c != nil && x.Site != 0 {
			// The result of an app helper: what it returns is made of.
			seen[x.Site] = true
			if textTransform(c.Ref) {
				// A helper turning text or bytes into text (a hash of
				// the token naming its file, an encoding, a join): a
				// function of what it is given, which keys the same.
				out.composite = true
				for _, a := range k.args[x.Site] {
					k.into(out, a, depth, seen)
				}
				continue
			}
			if k.helper(out, c, x.Site, depth) {
				continue
			}
			leaf(x)
			continue
		}
		if x.Via != nil {
			leaf(x)
			continue
		}
		var parts []regflow.Value
		if sites, ok := k.built[x.Site]; ok && x.Kind == regflow.Call {
			for _, s := range sites {
				parts = append(parts, k.parts[s]...)
			}
		} else {
			parts = k.parts[x.Site]
		}
		if len(parts) == 0 {
			leaf(x)
			continue
		}
		seen[x.Site] = true
		out.composite = true
		for _, p := range parts {
			k.into(out, p, depth, seen)
		}
	}
}

// helper takes apart what the helper called at site returns, its
// parameters replaced by the arguments given there; false when it returns
// nothing taken apart (the result is then a leaf).
func (k *keyParts) helper(out *keyOf, c *program.Call, site uint32, depth int) bool {
	targets := k.prog.Targets(c)
	if len(targets) == 0 || len(targets) > program.MaxSummaryTargets {
		return false
	}
	if depth >= maxKeyHelpers {
		if out.cut == "" {
			out.cut = fmt.Sprintf("the key comes from %s, more than %d helpers deep, CETP620's budget for taking a key apart", shortRef(c.Ref), maxKeyHelpers)
		}
		return false
	}
	args := k.args[site]
	took := false
	for _, t := range targets {
		h := k.partsOf(t)
		if h == nil {
			continue
		}
		sub := h.of(h.ret, depth+1)
		if !sub.composite {
			continue
		}
		took = true
		out.composite = true
		if sub.cut != "" && out.cut == "" {
			out.cut = sub.cut
		}
		for _, l := range sub.leaves {
			if x, ok := l.v.Single(); ok && x.Kind == regflow.Param && x.Or == 0 && l.m == t {
				if int(x.Int) < len(args) {
					k.into(out, args[x.Int], depth, map[uint32]bool{})
				}
				continue
			}
			out.add(l)
		}
	}
	return took
}

// partsOf records the parts of a helper's values (memoized); nil when it
// cannot be analysed or returns no object.
func (k *keyParts) partsOf(m *dex.Method) *keyParts {
	if h, ok := k.done[m]; ok {
		return h
	}
	k.done[m] = nil // a recursive helper takes nothing apart
	if library(m.Class.Name) || !strings.HasPrefix(m.Ref.Return, "L") {
		return nil
	}
	a, err := k.prog.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	h := newKeyParts(k.prog, m, k.done)
	byAddr := program.CallsByAddr(k.prog.Calls(m))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op == dex.OpReturnObject:
			h.ret = regflow.Merge(h.ret, st.Reg(in.A))
		case in.IsInvoke():
			if c := byAddr[in.Addr]; c != nil {
				h.observe(c, in, program.CallArgs(st, in, c.Ref))
			}
		}
	})
	k.done[m] = h
	return h
}

// unboxed is v with the values boxes and text conversions were made from
// in place of their results (Integer.valueOf(Binder.getCallingUid()) is
// the caller's UID), so a comparison of boxed UIDs is read as one.
func (k *keyParts) unboxed(v regflow.Value) regflow.Value {
	if !v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Call && x.Via == nil && len(k.parts[x.Site]) == 1 }) {
		return v
	}
	out := regflow.Value{Top: v.Top, Taint: v.Taint}
	for _, x := range v.Alts {
		if ps := k.parts[x.Site]; x.Kind == regflow.Call && x.Via == nil && len(ps) == 1 && x.Ref != nil && boxing(x.Ref, true) {
			out = regflow.Merge(out, ps[0])
			continue
		}
		out = regflow.Merge(out, regflow.One(x))
	}
	return out
}

// compositeToken says which token a key made of several values holds (the
// first leaf that is one), and names the leaf that is the caller's
// identity when the key binds the token to its caller (bound), or why that
// cannot be told (undecided).
type compositeToken struct {
	kind             tokenKind
	from             string
	path             []program.Caller
	bound, undecided string
}

// compositeKey reads a composite key of a lookup in m.
func (p *DexPass) compositeKey(uses *useScan, kp *keyParts, m *dex.Method, key regflow.Value, named map[uint32]string) (compositeToken, bool) {
	var out compositeToken
	k := kp.of(key, 0)
	if !k.composite && k.cut == "" {
		return out, false
	}
	for _, l := range k.leaves {
		ln := named
		if l.m != m {
			ln = keyedReads(p.Program, l.m, tokenKindOf)
		}
		kind, from, path, _ := p.tokenOrigin(l.m, l.v, ln, maxTokenHops)
		if kind == "" {
			continue
		}
		out.kind, out.from = kind, from+" in a key built from several values"
		if l.m == m {
			out.path = path
		}
		break
	}
	if out.kind == "" {
		if k.cut != "" {
			// A token may hide in what the helper past the budget adds.
			out.undecided = k.cut
		}
		return out, k.cut != ""
	}
	for _, l := range k.leaves {
		if d := callerIdentity(p.Program, l.v); d != "" {
			out.bound = d + " is part of the key"
			return out, true
		}
	}
	for _, l := range k.leaves {
		if l.m != m {
			continue
		}
		for j := range 64 {
			if paramDeps(l.v)&(1<<j) == 0 {
				continue
			}
			if d, cut := uses.identityArg(m, j, maxTokenHops); d != "" {
				out.bound = d + ", part of the key"
				return out, true
			} else if cut && out.undecided == "" {
				out.undecided = fmt.Sprintf("a part of the key comes from a parameter more than %d calls up, CETP620's budget for following a token", maxTokenHops)
			}
		}
	}
	if k.cut != "" && out.undecided == "" {
		out.undecided = k.cut
	}
	return out, true
}

// equalsCompares says, for a constructor call of an app class whose
// equals(Object) is the app's (its own or a superclass's), which of the
// constructor's parameters equals compares: each stored by the
// constructor — or by the superclass constructor it passes the parameter
// to — into a field that equals reads. ok is false when that cannot be
// told (equals from outside the APK or calling app code, a constructor
// handing its parameters to other code): then every argument counts.
func equalsCompares(prog *program.Program, c *program.Call) (keep []bool, ok bool) {
	ts := prog.Targets(c)
	if len(ts) != 1 || !ts[0].HasCode() {
		return nil, false
	}
	ctor := ts[0]
	eq := prog.Lookup(ctor.Class.Name, "equals(Ljava/lang/Object;)Z")
	if eq == nil || !eq.HasCode() || library(eq.Class.Name) || program.IsPlatform(eq.Class.Name) {
		return nil, false
	}
	read := map[string]bool{} // fields equals reads, by fieldName
	ea, err := prog.Analyze(eq)
	if err != nil || ea == nil {
		return nil, false
	}
	eqCalls := program.CallsByAddr(prog.Calls(eq))
	for i := range ea.Result.Insns {
		in := &ea.Result.Insns[i]
		switch {
		case in.Op >= dex.OpIget && in.Op <= dex.OpIgetShort:
			if f, err := eq.Class.File.Field(in.Index); err == nil {
				read[fieldName(f)] = true
			}
		case in.IsInvoke():
			if cc := eqCalls[in.Addr]; cc != nil && !program.IsPlatform(cc.Ref.Class) && !strings.HasPrefix(cc.Ref.Class, "Lkotlin/") {
				return nil, false // equals compares through app code (super.equals, a helper): not told here
			}
		}
	}
	if len(read) == 0 {
		return nil, false
	}
	return storedInto(prog, ctor, read, 0)
}

// storedInto says which parameters of constructor ctor it stores, itself
// or through the superclass constructor it calls, into one of fields.
func storedInto(prog *program.Program, ctor *dex.Method, fields map[string]bool, depth int) ([]bool, bool) {
	a, err := prog.Analyze(ctor)
	if err != nil || a == nil || depth > 3 {
		return nil, false
	}
	keep := make([]bool, len(ctor.Ref.Params))
	ok := true
	param := func(v regflow.Value, fn func(k int)) {
		for _, x := range v.Alts {
			if x.Kind == regflow.Param && x.Int >= 1 && int(x.Int)-1 < len(keep) {
				fn(int(x.Int) - 1)
			}
		}
	}
	calls := program.CallsByAddr(prog.Calls(ctor))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !ok {
			return
		}
		if in.Op >= dex.OpIput && in.Op <= dex.OpIputShort {
			obj, single := st.Reg(in.B).Single()
			f, err := ctor.Class.File.Field(in.Index)
			if single && obj.Kind == regflow.Param && obj.Int == 0 && err == nil && fields[fieldName(f)] {
				param(st.Reg(in.A), func(k int) { keep[k] = true })
			}
			return
		}
		cc := calls[in.Addr]
		if cc == nil || program.IsPlatform(cc.Ref.Class) {
			return
		}
		args := program.CallArgs(st, in, cc.Ref)
		if cc.Ref.Name == "<init>" && cc.Ref.Class == ctor.Class.Super && len(args) > 0 {
			// super(token): what the superclass constructor stores.
			ts := prog.Targets(cc)
			if len(ts) != 1 || !ts[0].HasCode() {
				ok = false
				return
			}
			sub, subOK := storedInto(prog, ts[0], fields, depth+1)
			if !subOK {
				ok = false
				return
			}
			for j, v := range args[1:] {
				if j < len(sub) && sub[j] {
					param(v, func(k int) { keep[k] = true })
				}
			}
			return
		}
		for j, v := range args {
			if j > 0 && v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && x.Int >= 1 }) {
				ok = false // a parameter given to other app code
			}
		}
	})
	if !ok {
		return nil, false
	}
	return keep, true
}
