package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A reply object whose fields hold the parts of an error (code, message,
// resolution, resume token), set by its methods, and whose toBundle()
// makes the Bundle: error_code is `this.code`, and resolution and
// resume_token are put only `if (resolution != null)`. Per field, every
// reply of the app is merged: the code is one of all the codes ever set,
// and some path puts both keys. Per object, in the method that makes the
// reply: the code is what the calls made on it there set, and a field
// none of them (nor the constructor) sets is null, so toBundle's branches
// testing it go one way.

// partsVerdict is judgeReplyParts's answer for one caller.
type partsVerdict struct {
	caller program.Caller
	code   string // a code needing a resolution the object was given; "" none
	bare   bool   // the Bundle made for it gets neither key pair
}

// judgeReplyParts judges the error_code put in m (an instance method
// putting its own String field `code`, put.addr) per object, for every
// resolved caller of m. ok is false unless every caller calls m on objects
// it makes and keeps to itself (used only as the receiver of the app's
// methods), and the fields are set from constants or left unset.
func (p *DexPass) judgeReplyParts(m *dex.Method, code *dex.FieldRef, putAddr uint32) (vs []partsVerdict, ok bool) {
	prog := p.Program
	if m.Static() || !prog.IsSubclass(m.Class.Name, code.Class) {
		return nil, false
	}
	callers := prog.Callers(m)
	if len(callers) == 0 {
		return nil, false
	}
	for _, c := range callers {
		v, ok := p.replyPartsAt(m, code, c)
		if !ok {
			return nil, false
		}
		vs = append(vs, v)
	}
	return vs, true
}

// replyPartsAt judges one caller's call of m.
func (p *DexPass) replyPartsAt(m *dex.Method, code *dex.FieldRef, c program.Caller) (partsVerdict, bool) {
	prog := p.Program
	v := partsVerdict{caller: c}
	a, err := prog.Analyze(c.Method)
	if err != nil || a == nil {
		return v, false
	}
	var sites []uint32
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr != c.Call.Addr || !in.IsInvoke() || in.IsStaticInvoke() || len(in.Args) == 0 {
			return
		}
		sites = nil
		for _, x := range st.Reg(uint32(in.Args[0])).Alts {
			if x.Kind != regflow.New || x.Via != nil {
				sites = nil
				return
			}
			sites = append(sites, x.Site)
		}
	})
	if len(sites) == 0 {
		return v, false
	}
	mine := func(val regflow.Value) bool {
		return val.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.New && x.Via == nil && slices.Contains(sites, x.Site)
		})
	}
	// The fields the calls on the object set: field name -> values.
	set := map[string][]regflow.Value{}
	ok := true
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch in.Op {
		case dex.OpReturnObject, dex.OpIput + 2, dex.OpSput + 2, dex.OpAputObject:
			if mine(st.Reg(in.A)) {
				ok = false // the object goes on: other code may set its fields
			}
			return
		}
		if !in.IsInvoke() {
			return
		}
		call := callAt(prog, c.Method, in.Addr)
		if call == nil {
			return
		}
		args := regflow.Args(st, in, call.Ref, in.IsStaticInvoke())
		for k, x := range args {
			if !mine(x) {
				continue
			}
			if k > 0 || in.IsStaticInvoke() {
				ok = false
				continue
			}
			ts := prog.Targets(call)
			if len(ts) == 0 {
				if call.Ref.Name != "<init>" || call.Ref.Class != "Ljava/lang/Object;" {
					ok = false
				}
				continue
			}
			for _, t := range ts {
				if !fieldSets(prog, t, code.Class, args, set) {
					ok = false
				}
			}
		}
	})
	if !ok {
		return v, false
	}
	for _, val := range set[code.Name] {
		s, single := val.Single()
		switch {
		case !single:
			return v, false
		case s.Kind == regflow.Str && needsResolution(s.Str):
			v.code = s.Str
		case s.Kind == regflow.Str, s.Kind == regflow.Const && s.Int == 0:
		default:
			return v, false
		}
	}
	if v.code == "" {
		return v, true
	}
	keys, ok := keysWithUnset(prog, m, code.Class, set)
	if !ok {
		return v, false
	}
	if keys[cetp.KeyResolution] && keys[cetp.KeyResumeToken] {
		return v, true
	}
	cf, ok := p.bundleFacts(c.Method)
	if !ok {
		return v, false
	}
	done, unknown := p.complete(c.Method, cf, c.Call.Addr, 0)
	if unknown {
		return v, false
	}
	v.bare = !done
	return v, true
}

// fieldSets adds to set the values t stores into the fields of class on
// `this`, from the arguments args of the call (a parameter stored is the
// argument passed), following calls t makes on `this` (a constructor
// chaining to another, a setter calling a setter) maxFieldSetDepth deep.
// It reports false when t stores into another object of the class, or
// hands `this` to code it does not follow.
func fieldSets(prog *program.Program, t *dex.Method, class string, args []regflow.Value, set map[string][]regflow.Value) bool {
	return fieldSetsDepth(prog, t, class, args, set, 0)
}

// maxFieldSetDepth bounds the calls on `this` fieldSets follows.
const maxFieldSetDepth = 3

func fieldSetsDepth(prog *program.Program, t *dex.Method, class string, args []regflow.Value, set map[string][]regflow.Value, depth int) bool {
	if depth > maxFieldSetDepth {
		return false
	}
	a, err := prog.Analyze(t)
	if err != nil || a == nil {
		return false
	}
	passed := func(v regflow.Value) regflow.Value {
		if x, single := v.Single(); single && x.Kind == regflow.Param && int(x.Int) < len(args) {
			return args[x.Int]
		}
		return v
	}
	isThis := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && x.Int == 0 })
	}
	ok := true
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.IsInvoke() {
			c := callAt(prog, t, in.Addr)
			if c == nil {
				return
			}
			inner := regflow.Args(st, in, c.Ref, in.IsStaticInvoke())
			for k, x := range inner {
				if !isThis(x) {
					continue
				}
				ts := prog.Targets(c)
				if k > 0 || in.IsStaticInvoke() || len(ts) == 0 {
					if !(len(ts) == 0 && c.Ref.Name == "<init>" && k == 0) { // the platform's Object.<init>
						ok = false
					}
					continue
				}
				mapped := make([]regflow.Value, len(inner))
				for i, y := range inner {
					mapped[i] = passed(y)
				}
				for _, tt := range ts {
					if !fieldSetsDepth(prog, tt, class, mapped, set, depth+1) {
						ok = false
					}
				}
			}
			return
		}
		if !(in.Op >= dex.OpIput && in.Op <= dex.OpIputShort) {
			return
		}
		fr, err := t.Class.File.Field(in.Index)
		if err != nil || fr.Class != class {
			return
		}
		if obj, single := st.Reg(in.B).Single(); !single || obj.Kind != regflow.Param || obj.Int != 0 {
			ok = false // a field of another object of the class
			return
		}
		set[fr.Name] = append(set[fr.Name], passed(st.Reg(in.A)))
	})
	return ok
}

// keysWithUnset returns the constant keys m puts on the Bundles it makes
// and returns, on the paths its tests of unset fields allow: a field of
// class no call set is null (or zero), so `if (resolution != null)`
// skips its block.
func keysWithUnset(prog *program.Program, m *dex.Method, class string, set map[string][]regflow.Value) (map[string]bool, bool) {
	a, g, byAddr, ok := analysedGraph(prog, m)
	if !ok {
		return nil, false
	}
	unsetTest := map[uint32]bool{} // if-eqz/if-nez of an unset field
	keyAt := map[uint32]string{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1 {
			if x, single := st.Reg(in.A).Single(); single && x.Kind == regflow.Field && x.Field != nil && x.Field.Class == class {
				if _, given := set[x.Field.Name]; !given {
					unsetTest[in.Addr] = true
				}
			}
			return
		}
		c := byAddr[in.Addr]
		if c == nil || !in.IsInvoke() {
			return
		}
		if _, put := program.IsBundlePut(c.Ref.Class, c.Ref.Name, c.Ref.Params); !put {
			return
		}
		args := regflow.Args(st, in, c.Ref, false)
		if len(args) >= 3 {
			if k, single := args[1].Single(); single && k.Kind == regflow.Str {
				keyAt[in.Addr] = k.Str
			}
		}
	})
	keys := map[string]bool{}
	g.search([]int{0}, func(i int) ([]int, bool) {
		in := &g.insns[i]
		if k, put := keyAt[in.Addr]; put {
			keys[k] = true
		}
		if !unsetTest[in.Addr] {
			return g.succ[i], true
		}
		// The field is null: if-eqz always jumps, if-nez never does.
		target, _, _ := in.Branch()
		var next []int
		for _, j := range g.succ[i] {
			if (g.insns[j].Addr == target) == (in.Op == dex.OpIfEqz) {
				next = append(next, j)
			}
		}
		return next, true
	})
	return keys, true
}

// reportReplyParts judges an error_code put of m's own String field per
// reply object (judgeReplyParts) and reports each caller giving its
// object a code that needs a resolution and no resolution; false when
// the put is not of that shape or some caller cannot be so judged.
func (p *DexPass) reportReplyParts(m *dex.Method, put codePut) bool {
	f := codeFieldAt(p.Program, m, put.addr)
	if f == nil {
		return false
	}
	vs, ok := p.judgeReplyParts(m, f, put.addr)
	if !ok {
		return false
	}
	for _, v := range vs {
		if v.code == "" || !v.bare {
			continue
		}
		p.Report(DexAt{Method: v.caller.Method, Addr: v.caller.Call.Addr, Call: v.caller.Call},
			"%s gives error_code %q to the reply %s, but %s does not put both %q and %q for it (on the paths it takes with the fields no call on that reply sets left null), nor does the caller: the Consumer cannot resolve and resume; add the resolution PendingIntent and a resume token (§4.3)",
			Short(v.caller.Method), v.code, JavaName(f.Class), Short(m), cetp.KeyResolution, cetp.KeyResumeToken)
	}
	return true
}

// codeFieldAt returns the String field of m's class whose value the put
// at addr puts (the error_code), nil when it puts anything else.
func codeFieldAt(prog *program.Program, m *dex.Method, addr uint32) *dex.FieldRef {
	a, err := prog.Analyze(m)
	if err != nil || a == nil || m.Static() {
		return nil
	}
	var f *dex.FieldRef
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr != addr || !in.IsInvoke() || len(in.Args) < 3 {
			return
		}
		x, single := st.Reg(uint32(in.Args[2])).Single()
		if single && x.Kind == regflow.Field && x.Field != nil && x.Field.Type == "Ljava/lang/String;" && prog.IsSubclass(m.Class.Name, x.Field.Class) {
			f = x.Field
		}
	})
	return f
}
