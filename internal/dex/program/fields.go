package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// fieldFact is the union of every value stored into one field anywhere in
// the program (static initializers and constructors included): a
// flow-insensitive summary, enough for "this field holds a Random" or
// "this field holds exception text".
type fieldFact struct {
	Value regflow.Value // portable, as in Summary.Returns; parameters unknown
	Obj   ObjFacts      // merged facts of the objects stored
	// Partial is set when a writer could not be analyzed.
	Partial bool
	// Counter: some writer stores back what it read from the field plus
	// a constant (incrementsField), so every read is predictable.
	Counter bool
	// Unanalyzed is the first writer whose analysis failed (rejected by
	// the verifier, over the work budget), for notes naming it; nil when
	// Partial only because a writer was being analyzed when it read the
	// field.
	Unanalyzed *dex.Method
}

// interestingField reports whether a field's type can carry what the rules
// follow: flags and counters, text, tokens, Intents, random generators.
func interestingField(typ string) bool {
	switch typ {
	case "I", "J", "Ljava/lang/String;", "Ljava/lang/Object;", "Ljava/lang/CharSequence;",
		"Ljava/lang/StringBuilder;", "Ljava/util/Random;", "Ljava/security/SecureRandom;",
		ClassIntent, "[" + ClassIntent, ClassPendingIntent, "[Ljava/lang/String;", "[B",
		"Ljava/util/concurrent/atomic/AtomicInteger;", "Ljava/util/concurrent/atomic/AtomicLong;",
		"Ljava/lang/Throwable;", "Ljava/lang/Exception;", ClassPFD:
		return true
	}
	return false
}

// fieldRead is what reading f gives: for a program field of an interesting
// type, the field itself carrying the taint of everything stored into it,
// or the constants stored when every store is a constant.
func (p *Program) fieldRead(f *dex.FieldRef) (regflow.Value, bool) {
	if p.Classes[f.Class] == nil || !interestingField(f.Type) {
		return regflow.Value{}, false
	}
	ff := p.fieldFact(f)
	if ff == nil {
		return regflow.Value{}, false
	}
	taint := ff.Value.Taint | ff.Obj.Taint | p.fieldTaint[fieldKey(f)]
	if ff.Counter {
		taint |= regflow.TaintPredictable
	}
	if (f.Type == "I" || f.Type == "J") && !ff.Partial {
		if _, ok := ff.Value.Consts(); ok {
			v := ff.Value
			v.Taint = taint
			return v, true
		}
	}
	if v, ok := p.enumFieldStrings(f); ok {
		v.Taint = taint
		return v, true // a property of an enum's constants, set from literals
	}
	// A String field every store of which is a literal reads as those
	// literals: Kotlin object and companion vals without const, @JvmField
	// and Java static finals computed in <clinit> hold bundle keys this way.
	if f.Type == "Ljava/lang/String;" && !ff.Partial && ff.Value.Exact() &&
		!ff.Value.Has(func(a regflow.Alt) bool { return a.Kind != regflow.Str }) {
		v := ff.Value
		v.Taint = taint
		return v, true
	}
	return regflow.Value{Alts: []regflow.Alt{{Kind: regflow.Field, Field: f}}, Taint: taint}, true
}

// FieldFacts returns whether every object stored into f was marked (an
// Intent made explicit), the component targeted, and the stored values;
// ok is false when f is not a program field or was never written.
func (p *Program) FieldFacts(f *dex.FieldRef) (facts ObjFacts, stored regflow.Value, ok bool) {
	if p.Classes[f.Class] == nil {
		return ObjFacts{}, regflow.Value{}, false
	}
	ff := p.fieldFact(f)
	if ff == nil || ff.Partial {
		return ObjFacts{}, regflow.Value{}, false
	}
	obj := ff.Obj
	obj.Taint |= p.fieldTaint[fieldKey(f)]
	// setPackage called on the object read from the field somewhere.
	obj.Packaged = obj.Packaged || p.fieldPackaged[fieldKey(f)]
	return obj, ff.Value, true
}

func (p *Program) fieldFact(f *dex.FieldRef) *fieldFact {
	k := fieldKey(f)
	if ff, ok := p.fields[k]; ok {
		return ff
	}
	if p.nesting >= maxSummaryNesting {
		return nil // not cached: a shallower read may still compute it
	}
	writers := p.writersOf(f)
	if len(writers) == 0 {
		p.fields[k] = nil
		return nil
	}
	ff := &fieldFact{Obj: ObjFacts{Marked: true, Packaged: true}}
	p.fields[k] = ff // a writer reading the field sees what is known so far
	sawObj := false
	p.nesting++
	defer func() { p.nesting-- }()
	counterType := f.Type == "I" || f.Type == "J"
	for _, w := range writers {
		if counterType && !ff.Counter && incrementsField(w, k) {
			ff.Counter = true
		}
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			ff.Partial = true
			if err != nil && ff.Unanalyzed == nil {
				ff.Unanalyzed = w
			}
			continue
		}
		file := w.Class.File
		stored := map[uint32]bool{}
		var fromParams regflow.Taint // the writer's parameters stored
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			op := in.Op
			if !(op >= dex.OpIput && op <= dex.OpIputShort || op >= dex.OpSput && op <= dex.OpSputShort) {
				return
			}
			fr, err := file.Field(in.Index)
			if err != nil || fieldKey(fr) != k {
				return
			}
			v := st.Reg(in.A)
			fromParams |= st.ValueTaint(v) & regflow.ParamTaints
			taint := st.ValueTaint(v) &^ regflow.ParamTaints
			pv := portable(w, v, taint)
			// A stored parameter means whatever some caller passed.
			if pv.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Param }) {
				var keep []regflow.Alt
				for _, a := range pv.Alts {
					if a.Kind != regflow.Param {
						keep = append(keep, a)
					}
				}
				pv = regflow.Value{Alts: keep, Top: true, Taint: pv.Taint}
			}
			ff.Value = regflow.Merge(ff.Value, pv)
			for _, alt := range v.Alts {
				if site, ok := objSite(alt); ok {
					stored[site] = true
					continue
				}
				if alt.Kind != regflow.Const {
					ff.Obj.Marked, ff.Obj.Packaged = false, false
				}
			}
			if v.Top {
				ff.Obj.Marked, ff.Obj.Packaged = false, false
			}
		})
		if !w.Static() {
			fromParams &^= regflow.TaintParam(0) // the object itself
		}
		if fromParams != 0 {
			// A constructor or setter storing its argument: the field
			// holds what its callers pass (a Kotlin class's property
			// given a clock-made default, an error message).
			ff.Value.Taint |= p.callerArgTaint(w, fromParams)
		}
		// The objects stored are judged as the writer leaves them: code
		// often stores an Intent first and configures it after.
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op < dex.OpReturnVoid || in.Op > dex.OpReturnObject {
				return
			}
			for site := range stored {
				sawObj = true
				ff.Obj.Marked = ff.Obj.Marked && st.Marked(site)
				ff.Obj.Packaged = ff.Obj.Packaged && st.Marked(packageSite(site))
				ff.Obj.Taint |= st.ObjTaint(site) &^ regflow.ParamTaints
				ff.Obj.Target = sameTarget(ff.Obj.Target, a.Target[site])
			}
		})
	}
	if !sawObj {
		ff.Obj.Marked, ff.Obj.Packaged = false, false
	}
	if !ff.Obj.Marked || ff.Obj.Target == "?" {
		ff.Obj.Target = ""
	}
	return ff
}

// writersOf returns the methods that store into f. Where the language
// limits who can write a field, only those classes are scanned: a private
// field's nest (the class and its inner classes, which reach it directly or
// through synthetic accessors), a package-private field's package. Public
// and protected fields use a whole-program index, built once on the first
// such field.
func (p *Program) writersOf(f *dex.FieldRef) []*dex.Method {
	acc, found := uint32(dex.AccPublic), false
	if c := p.Classes[f.Class]; c != nil {
		for _, fs := range [2][]dex.Field{c.StaticFields, c.InstanceFields} {
			for _, fd := range fs {
				if fd.Ref.Name == f.Name && fd.Ref.Type == f.Type {
					acc, found = fd.AccessFlags, true
				}
			}
		}
	}
	var scope scopeKey
	switch {
	case found && acc&dex.AccPrivate != 0:
		scope = scopeKey{nestOf(f.Class), true}
	case found && acc&(dex.AccPublic|accProtected) == 0:
		scope = scopeKey{packageOf(f.Class), false}
	default:
		p.indexFieldWriters()
		return p.fieldWriters[fieldKey(f)]
	}
	idx, ok := p.scopeWriters[scope]
	if !ok {
		idx = map[fkey][]*dex.Method{}
		for _, c := range p.scopeClasses(scope.nest)[scope.name] {
			p.indexWritesOf(c, idx)
		}
		p.scopeWriters[scope] = idx
	}
	return idx[fieldKey(f)]
}

// scopeKey names a nest (its outermost class) or a package.
type scopeKey struct {
	name string
	nest bool
}

// nestOf names the nest of a class by its outermost class, "Lpkg/Outer"
// for Lpkg/Outer; and Lpkg/Outer$Inner; alike: a part of the descriptor,
// so naming the nest of every class of a large app allocates nothing.
func nestOf(class string) string {
	if i := strings.IndexByte(class, '$'); i >= 0 {
		return class[:i]
	}
	return strings.TrimSuffix(class, ";")
}

// packageOf names the package of a class, "Lpkg/".
func packageOf(class string) string { return class[:strings.LastIndexByte(class, '/')+1] }

// scopeClasses groups the program's classes by nest or by package, each
// grouping once, when a field of that scope is first asked about.
func (p *Program) scopeClasses(nest bool) map[string][]*dex.Class {
	groups, name := &p.packages, packageOf
	if nest {
		groups, name = &p.nests, nestOf
	}
	if *groups == nil {
		*groups = map[string][]*dex.Class{}
		for _, c := range p.Order {
			k := name(c.Name)
			(*groups)[k] = append((*groups)[k], c)
		}
	}
	return *groups
}

// indexWritesOf adds the field writes of c's methods to idx.
func (p *Program) indexWritesOf(c *dex.Class, idx map[fkey][]*dex.Method) {
	for _, ms := range [2][]*dex.Method{c.Direct, c.Virtual} {
		for _, m := range ms {
			insns, err := m.Insns()
			if err != nil || insns == nil {
				continue
			}
			_ = dex.ScanFieldWrites(insns, func(_ uint32, _ byte, index uint32) {
				fr, err := m.Class.File.Field(index)
				if err != nil {
					return
				}
				k := fieldKey(fr)
				ws := idx[k]
				if len(ws) == 0 || ws[len(ws)-1] != m {
					idx[k] = append(ws, m)
				}
			})
		}
	}
}

// accProtected is the protected access flag.
const accProtected = 0x4

// indexFieldWriters lists, once, the methods that store into each field:
// one pass over the instruction stream of every method, decoding nothing
// but opcodes and field indexes.
func (p *Program) indexFieldWriters() {
	if p.fieldWriters != nil {
		return
	}
	p.fieldWriters = map[fkey][]*dex.Method{}
	for _, c := range p.Order {
		p.indexWritesOf(c, p.fieldWriters)
	}
}

// maxArgTaintDepth bounds the callers callerArgTaint climbs through (a
// Kotlin $default bridge, then the code constructing the object).
const maxArgTaintDepth = 4

// callerArgTaint returns the taint, other than parameter bits, of the
// arguments that m's callers pass for the parameters whose bits params
// holds, following a caller that passes on its own parameter to its
// callers in turn (bounded by maxArgTaintDepth and MaxWrapperCallers per
// method). A caller whose analysis is under way (the method reading the
// field) gives nothing here: its own call reaches the field through
// storeArgTaint.
func (p *Program) callerArgTaint(m *dex.Method, params regflow.Taint) regflow.Taint {
	type item struct {
		m    *dex.Method
		bits regflow.Taint
	}
	var out regflow.Taint
	seen := map[*dex.Method]bool{}
	todo := []item{{m, params}}
	for depth := 0; depth < maxArgTaintDepth && len(todo) > 0; depth++ {
		var next []item
		for _, it := range todo {
			if seen[it.m] {
				continue
			}
			seen[it.m] = true
			callers := p.Callers(it.m)
			if len(callers) > MaxWrapperCallers {
				callers = callers[:MaxWrapperCallers]
			}
			for _, c := range callers {
				a, err := p.Analyze(c.Method)
				if err != nil || a == nil {
					continue
				}
				a.Replay(func(in *dex.Insn, st *regflow.State) {
					if in.Addr != c.Call.Addr {
						return
					}
					t := localTaint(it.bits, CallArgs(st, in, c.Call.Ref), st)
					out |= t &^ regflow.ParamTaints
					if !c.Method.Static() {
						t &^= regflow.TaintParam(0)
					}
					if t&regflow.ParamTaints != 0 {
						next = append(next, item{c.Method, t & regflow.ParamTaints})
					}
				})
			}
		}
		todo = next
	}
	return out
}

// paramStore is a field a method stores (some of) its parameters into.
type paramStore struct {
	field *dex.FieldRef
	bits  regflow.Taint // the parameters' taint bits
}

// storesOfParams lists the interesting program fields m stores its own
// parameters into directly (a constructor or a setter); nil while m is
// being analyzed or cannot be.
func (p *Program) storesOfParams(m *dex.Method) []paramStore {
	if out, ok := p.paramStores[m]; ok {
		return out
	}
	if p.nesting >= maxSummaryNesting {
		return nil // not cached: a shallower call may still compute it
	}
	if p.paramStores == nil {
		p.paramStores = map[*dex.Method][]paramStore{}
	}
	// None while m is replayed: a call back to m (recursion) must not
	// replay it again.
	p.paramStores[m] = nil
	p.nesting++
	defer func() { p.nesting-- }()
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		if a == nil && err == nil && p.analyzing[m] {
			delete(p.paramStores, m) // under analysis: ask again later
		}
		return nil
	}
	var out []paramStore
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !(in.Op >= dex.OpIput && in.Op <= dex.OpIputShort || in.Op >= dex.OpSput && in.Op <= dex.OpSputShort) {
			return
		}
		fr, err := m.Class.File.Field(in.Index)
		if err != nil || p.Classes[fr.Class] == nil || !interestingField(fr.Type) {
			return
		}
		bits := st.ValueTaint(st.Reg(in.A)) & regflow.ParamTaints
		if !m.Static() {
			bits &^= regflow.TaintParam(0)
		}
		if bits != 0 {
			out = append(out, paramStore{fr, bits})
		}
	})
	p.paramStores[m] = out
	return out
}

// storeArgTaint adds to the fields a call's targets store their
// parameters into the taint of the arguments passed (other than
// parameter bits): `Session(clock().toString())` read back in the same
// method, whose analysis is under way when the field is first read, so
// callerArgTaint cannot see this call. Only calls passing a tainted
// argument are looked at.
func (e *model) storeArgTaint(st *regflow.State, in *dex.Insn, c *Call, args []regflow.Value) {
	first := 0
	if !in.IsStaticInvoke() {
		first = 1
	}
	tainted := false
	for k := first; k < len(args); k++ {
		if st.ValueTaint(args[k])&^regflow.ParamTaints != 0 {
			tainted = true
		}
	}
	if !tainted {
		return
	}
	targets := e.p.liveTargets(c)
	if len(targets) > e.p.SummaryTargetBound() {
		return
	}
	for _, t := range targets {
		for _, ps := range e.p.storesOfParams(t) {
			if x := localTaint(ps.bits, args, st) &^ regflow.ParamTaints; x != 0 {
				e.p.fieldTaint[fieldKey(ps.field)] |= x
			}
		}
	}
}

// lateFieldTaint is the taint added to the program fields v may be read
// from since v was summarized (fieldTaint grows as callers are analyzed).
func (p *Program) lateFieldTaint(v regflow.Value) regflow.Taint {
	var t regflow.Taint
	for _, a := range v.Alts {
		if a.Kind == regflow.Field && a.Field != nil {
			t |= p.fieldTaint[fieldKey(a.Field)]
		}
	}
	return t
}
