package program

import (
	"slices"
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
	// choiceWriters are the writers storing an Intent whose class their
	// callers pass (`new Intent(ctx, screen)` in a builder's
	// constructor), when every object stored is such; choices, once
	// choicesDone, the classes those callers pass (callerChoices).
	choiceWriters []paramWriter
	choices       []string
	choicesDone   bool
}

// interestingField reports whether a field's type can carry what the rules
// follow: flags and counters, text, tokens, Intents, random generators.
func interestingField(typ string) bool {
	switch typ {
	case "I", "J", "Ljava/lang/String;", "Ljava/lang/Object;", "Ljava/lang/CharSequence;",
		"Ljava/lang/StringBuilder;", "Ljava/util/Random;", "Ljava/security/SecureRandom;", "Lkotlin/random/Random;",
		ClassIntent, "[" + ClassIntent, ClassPendingIntent, "[Ljava/lang/String;", "[B",
		"Ljava/util/concurrent/atomic/AtomicInteger;", "Ljava/util/concurrent/atomic/AtomicLong;",
		"Ljava/lang/Throwable;", "Ljava/lang/Exception;", ClassPFD,
		classThreadLocal, classAtomicReference:
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
		taint |= regflow.TaintCounter
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
	writers := p.WritersOf(f)
	if len(writers) == 0 {
		p.fields[k] = nil
		return nil
	}
	ff := &fieldFact{Obj: ObjFacts{Marked: true, Packaged: true}}
	var byCaller []paramWriter // writers storing an object whose class their callers name
	p.fields[k] = ff           // a writer reading the field sees what is known so far
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
		stored := map[uint32]bool{}
		replayStores(w, a, k, func(in *dex.Insn, st *regflow.State, v regflow.Value) {
			taint := st.ValueTaint(v) &^ regflow.ParamTaints
			pv := portable(w, v, taint)
			// An int a static method stores from its parameter (a members
			// injector's injectFlags(instance, flags)): the constants every
			// caller passes, when they are all constants. Not a
			// constructor's: R8's merged classes keep their class id so,
			// and one union of every id would read as every body at once.
			if counterType && w.Static() {
				pv = p.paramConstants(w, pv)
			}
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
				t := a.Target[site]
				if ownTarget(t) == "" && t != "" {
					if pw := (paramWriter{w, t}); !slices.Contains(byCaller, pw) {
						byCaller = append(byCaller, pw)
					}
					t = "?" // the writer's parameter: which class, its callers say
				}
				ff.Obj.Target = sameTarget(ff.Obj.Target, t)
			}
		})
	}
	if !sawObj {
		ff.Obj.Marked, ff.Obj.Packaged = false, false
	}
	if ff.Obj.Marked && ff.Obj.Target == "?" {
		ff.choiceWriters = byCaller
	}
	if !ff.Obj.Marked || ff.Obj.Target == "?" {
		ff.Obj.Target = ""
	}
	return ff
}

// paramWriter is a field writer storing an object whose class is what
// its callers pass (target is a paramTarget of the writer).
type paramWriter struct {
	w      *dex.Method
	target string
}

// maxWriterCallers bounds the callers of one writer callerChoices reads.
const maxWriterCallers = 16

// callerChoices returns the classes the callers of each writer of ff
// pass for the class of the object it stores, sorted; nil unless every
// one of them (at most maxWriterCallers per writer) names a class. The
// answer is kept once no caller's analysis was still running (asked from
// inside one, it is asked again later).
func (p *Program) callerChoices(ff *fieldFact) []string {
	if ff.choicesDone || len(ff.choiceWriters) == 0 {
		return ff.choices
	}
	var out []string
	for _, pw := range ff.choiceWriters {
		callers := p.Callers(pw.w)
		if len(callers) == 0 || len(callers) > maxWriterCallers {
			ff.choicesDone = true
			return nil
		}
		for _, c := range callers {
			a, err := p.Analyze(c.Method)
			if err == nil && a == nil {
				return nil // running: not known yet
			}
			if err != nil {
				ff.choicesDone = true
				return nil
			}
			t := "?"
			a.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.Addr == c.Call.Addr && in.IsInvoke() {
					t = p.argTarget(pw.target, CallArgs(st, in, c.Call.Ref))
				}
			})
			if t == "?" || t == "" || ownTarget(t) == "" {
				ff.choicesDone = true
				return nil
			}
			out = append(out, t)
		}
	}
	slices.Sort(out)
	ff.choices, ff.choicesDone = slices.Compact(out), true
	return ff.choices
}

// WritersOf returns the methods that store into f. Where the language
// limits who can write a field, only those classes are scanned: a private
// field's nest (the class and its inner classes, which reach it directly or
// through synthetic accessors), a package-private field's package. Public
// and protected fields use a whole-program index, built once on the first
// such field.
func (p *Program) WritersOf(f *dex.FieldRef) []*dex.Method {
	scope, global := p.writerScope(f)
	if global {
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

// writerScope says where the writers of f are looked for: the nest of a
// private field, the package of a package-private one, or (global) the
// whole-program index for a public or protected field and for one its
// class does not declare.
func (p *Program) writerScope(f *dex.FieldRef) (scope scopeKey, global bool) {
	acc, found := uint32(dex.AccPublic), false
	if c := p.Classes[f.Class]; c != nil {
		for _, fs := range [2][]dex.Field{c.StaticFields, c.InstanceFields} {
			for _, fd := range fs {
				// The same field id of the same file resolves to the
				// same FieldRef: no string to compare for the usual case.
				if fd.Ref == f || fd.Ref.Name == f.Name && fd.Ref.Type == f.Type {
					acc, found = fd.AccessFlags, true
				}
			}
		}
	}
	switch {
	case found && acc&dex.AccPrivate != 0:
		return scopeKey{nestOf(f.Class), true}, false
	case found && acc&(dex.AccPublic|accProtected) == 0:
		return scopeKey{PackageOf(f.Class), false}, false
	}
	return scopeKey{}, true
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

// PackageOf returns the package part of a class descriptor, with its
// trailing slash ("Lcom/example/" for "Lcom/example/Foo;").
func PackageOf(class string) string { return class[:strings.LastIndexByte(class, '/')+1] }

// scopeClasses groups the program's classes by nest or by package, each
// grouping once, when a field of that scope is first asked about.
func (p *Program) scopeClasses(nest bool) map[string][]*dex.Class {
	groups, name := &p.packages, PackageOf
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

// eachFieldWrite calls fn with the field index of every field write in
// c's methods with code, and the method writing it, in code order.
func eachFieldWrite(c *dex.Class, fn func(m *dex.Method, index uint32)) {
	for _, ms := range [2][]*dex.Method{c.Direct, c.Virtual} {
		for _, m := range ms {
			if !m.MayWriteFields() {
				continue // the load's call scan saw no field write in it
			}
			insns, err := m.Insns()
			if err != nil || insns == nil {
				continue
			}
			_ = dex.ScanFieldWrites(insns, func(_ uint32, _ byte, index uint32) { fn(m, index) })
		}
	}
}

// indexWritesOf adds the field writes of c's methods to idx.
func (p *Program) indexWritesOf(c *dex.Class, idx map[fkey][]*dex.Method) {
	eachFieldWrite(c, func(m *dex.Method, index uint32) {
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

// accProtected is the protected access flag.
const accProtected = 0x4

// indexFieldWriters lists, once, the methods that store into each field
// whose writers are looked for in the whole program (writerScope): one
// pass over the instruction stream of every method, decoding nothing but
// opcodes and field indexes. Private and package-private fields are left
// out, their scopes' own indexes answer for them.
//
// The writes are first filed by field id, per dex file (each field id
// judged once), and the map is made at its final size from them: filing
// every write in a growing map cost more than the scan (its growth
// rehashes every key a few times). Program.Order lists the classes file by
// file, so appending the files' lists in order keeps every field's writers
// in Order, as a single pass would list them.
func (p *Program) indexFieldWriters() {
	if p.fieldWriters != nil {
		return
	}
	const (
		unjudged = iota
		keep
		skip
	)
	marks := make([][]uint8, len(p.Files))
	slots := make([][][]*dex.Method, len(p.Files))
	fileIdx := make(map[*dex.File]int, len(p.Files))
	for i, f := range p.Files {
		fileIdx[f] = i
	}
	keys := 0
	for _, c := range p.Order {
		fi, ok := fileIdx[c.File]
		if !ok {
			continue
		}
		file := c.File
		if slots[fi] == nil {
			marks[fi] = make([]uint8, file.NumFields())
			slots[fi] = make([][]*dex.Method, file.NumFields())
		}
		mk, sl := marks[fi], slots[fi]
		eachFieldWrite(c, func(m *dex.Method, index uint32) {
			if index >= uint32(len(mk)) || mk[index] == skip {
				return
			}
			if mk[index] == unjudged {
				fr, err := file.Field(index)
				if err != nil {
					mk[index] = skip
					return
				}
				if _, global := p.writerScope(fr); !global {
					mk[index] = skip
					return
				}
				mk[index] = keep
				keys++
			}
			ws := sl[index]
			if len(ws) == 0 || ws[len(ws)-1] != m {
				sl[index] = append(ws, m)
			}
		})
	}
	p.fieldWriters = make(map[fkey][]*dex.Method, keys)
	for fi, sl := range slots {
		for index, ws := range sl {
			if len(ws) == 0 {
				continue
			}
			fr, _ := p.Files[fi].Field(uint32(index)) // judged above, resolved
			k := fieldKey(fr)
			p.fieldWriters[k] = append(p.fieldWriters[k], ws...)
		}
	}
}

// isFieldStore reports whether op writes a field (iput*, sput*).
func isFieldStore(op byte) bool {
	return op >= dex.OpIput && op <= dex.OpIputShort || op >= dex.OpSput && op <= dex.OpSputShort
}

// replayStores replays w's analysis a and calls fn at each store of w into
// the field k, with the register state there and the value stored.
func replayStores(w *dex.Method, a *Analysis, k fkey, fn func(in *dex.Insn, st *regflow.State, v regflow.Value)) {
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !isFieldStore(in.Op) {
			return
		}
		if fr, err := w.Class.File.Field(in.Index); err != nil || fieldKey(fr) != k {
			return
		}
		fn(in, st, st.Reg(in.A))
	})
}

// StoresOf calls fn with each value a writer of f stores into it, with
// the writer and the state at the store; false when f has no writers, more
// than maxWriterCallers, or one that could not be analyzed (fn may then
// have seen some of them).
func (p *Program) StoresOf(f *dex.FieldRef, fn func(w *dex.Method, in *dex.Insn, st *regflow.State, v regflow.Value)) bool {
	writers := p.WritersOf(f)
	if len(writers) == 0 || len(writers) > maxWriterCallers {
		return false
	}
	k := fieldKey(f)
	for _, w := range writers {
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			return false
		}
		replayStores(w, a, k, func(in *dex.Insn, st *regflow.State, v regflow.Value) { fn(w, in, st, v) })
	}
	return true
}

// paramConstants replaces, in a value w stores, each parameter with the
// constants w's callers pass for it (at most maxWriterCallers calls, none
// of them in an analysis still running; a caller in a class nothing makes
// never runs), when every caller passes constants; any other parameter
// stays.
func (p *Program) paramConstants(w *dex.Method, v regflow.Value) regflow.Value {
	if !v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Param }) {
		return v
	}
	callers := p.Callers(w)
	if len(callers) == 0 || len(callers) > maxWriterCallers {
		return v
	}
	out := regflow.Value{Taint: v.Taint, Top: v.Top}
	for _, a := range v.Alts {
		if a.Kind != regflow.Param || a.Or != 0 || !w.Static() && a.Int == 0 {
			out = regflow.Merge(out, regflow.One(a))
			continue
		}
		var consts regflow.Value
		ok := true
		for _, c := range callers {
			if neverRuns(p, c.Method) {
				continue // a generated injector's injectMembers nothing makes
			}
			if p.analyzing[c.Method] {
				ok = false
				break
			}
			args, found := p.ArgsAt(c.Method, c.Call.Addr)
			if !found || int(a.Int) >= len(args) {
				ok = false
				break
			}
			arg := args[a.Int]
			if _, isConst := arg.Consts(); !isConst {
				ok = false
				break
			}
			consts = regflow.Merge(consts, arg)
		}
		if ok {
			out = regflow.Merge(out, consts)
		} else {
			out = regflow.Merge(out, regflow.One(a))
		}
	}
	return out
}
