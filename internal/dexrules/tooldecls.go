package dexrules

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// Reading tool declarations built through helpers.
//
// Apps rarely spell every CetpProviderTool(name, ToolAnnotations(effect))
// out in one place: a factory `tool(name, effect)` (static, instance, a
// companion's or a Kotlin file's top-level function), a builder whose
// setters keep the name and effect in fields, or a small spec class mapped
// to the SDK's type. Each method that builds a tool, itself or through
// such helpers, gets a declaration summary: the tools it builds whose name
// or effect still depends on its parameters (or on fields of an object
// passed in), and what it leaves in the objects it returns or is given.
// A caller substitutes its own arguments; where both parts become
// constants the tool is declared there, where one can no longer be read
// (a value that is not the same constant on every path, helpers nested too
// deep) a note names the tool and the method.

// maxDeclHelpers bounds the helpers a declaration is followed through
// (a factory calling a factory …); a var so tests can lower it.
var maxDeclHelpers = 8

// maxDeclOpen bounds the open declarations one method's summary carries.
const maxDeclOpen = 64

type termKind uint8

const (
	termConst termKind = iota + 1 // Str
	termParam                     // the method's argument K
	termField                     // field Field of the method's argument K
	termBool                      // the boolean constant K (0 or 1), stored in a builder's field
)

// declAlt is one value a part of a declaration may have: a constant,
// the method's argument K (Str "Z" when it is a boolean kept for a
// condition) or a field of it, or a boolean constant (termBool, K 0 or
// 1); Conds are the boolean conditions under which it is the value
// (`readOnly ? READ : UPDATE`), none when it always is.
type declAlt struct {
	Kind  termKind
	Str   string
	K     int
	Field string
	Conds [maxCondLits]condLit
}

// maxTermAlts bounds the values one term keeps.
const maxTermAlts = 8

// declTerm is one part of a declaration (a tool's name or its effect) as
// the method that builds it knows it: the values it may have, or Why it
// cannot be read. A ToolAnnotations object (or a tool) stands for its
// effect, so the effect is the same term through either.
type declTerm struct {
	Alts []declAlt
	Why  string
}

func constTerm(s string) declTerm { return declTerm{Alts: []declAlt{{Kind: termConst, Str: s}}} }

func unknownTerm(why string) declTerm { return declTerm{Why: why} }

func (t declTerm) unknown() bool { return t.Why != "" || len(t.Alts) == 0 }

// open reports whether the term depends on the method's arguments.
func (t declTerm) open() bool {
	for _, a := range t.Alts {
		if a.Kind != termConst || a.Conds[0].Set {
			return true
		}
	}
	return false
}

// constant returns the one constant the term is (whatever conditions
// choose between equal constants).
func (t declTerm) constant() (string, bool) {
	if t.unknown() {
		return "", false
	}
	for _, a := range t.Alts {
		if a.Kind != termConst {
			return "", false
		}
	}
	for _, a := range t.Alts[1:] {
		if a.Str != t.Alts[0].Str {
			return "", false
		}
	}
	return t.Alts[0].Str, true
}

func (t declTerm) equal(u declTerm) bool {
	if t.Why != u.Why || len(t.Alts) != len(u.Alts) {
		return false
	}
	for i := range t.Alts {
		if t.Alts[i] != u.Alts[i] {
			return false
		}
	}
	return true
}

// union merges two terms; unknown wins.
func union(t, u declTerm) declTerm {
	if t.unknown() && t.Why != "" {
		return t
	}
	if u.unknown() && u.Why != "" {
		return u
	}
	out := declTerm{Alts: append([]declAlt(nil), t.Alts...)}
	for _, a := range u.Alts {
		if !slices.Contains(out.Alts, a) {
			out.Alts = append(out.Alts, a)
		}
	}
	if len(out.Alts) > maxTermAlts {
		return unknownTerm(fmt.Sprintf("one of more than %d values", maxTermAlts))
	}
	return out
}

// toolDecl is one CetpProviderTool construction seen from some method.
type toolDecl struct {
	Name, Effect declTerm
	// Via are the helpers between the method and the construction, the
	// nearest first (the last holds the constructor call).
	Via []*dex.Method
}

// declSummary is what a method tells its callers about declarations.
type declSummary struct {
	Open []toolDecl // tools whose name or effect depends on the arguments
	// Effect is the effect of the ToolAnnotations (or tool) the method
	// returns, when it returns one built from constants or arguments.
	Effect *declTerm
	// Stores are the fields the method sets on its arguments' objects
	// (a constructor or a builder's setter): argument -> field -> value.
	Stores map[int]map[string]declTerm
	// RetFields are the fields set on the object the method returns
	// (a factory returning a new builder or spec).
	RetFields map[string]declTerm
}

// declReader computes declaration summaries for one pass.
type declReader struct {
	p       *DexPass
	prog    *program.Program
	sums    map[*dex.Method]*declSummary
	busy    map[*dex.Method]bool
	builds  map[*dex.Method]bool // methods whose summary is worth computing
	found   []*declaredTool      // declarations read, in order
	unread  []declNote           // declarations that cannot be read, in order
	overrun map[*dex.Method]bool // methods whose open declarations were cut at maxDeclOpen
	fieldy  map[*dex.Method]bool
	getters map[*dex.Method]*dex.FieldRef
	deep    map[*dex.Method]bool // summaries refused at maxDeclNesting
}

// declNote is a declaration the reader gave up on, at the call or
// constructor where it did.
type declNote struct {
	At   DexAt
	Tool string // "" when the name is what cannot be read
	Why  string
	Via  []*dex.Method
}

func isToolCtor(ref *dex.MethodRef) bool {
	return ref.Name == "<init>" && simpleName(ref.Class) == "CetpProviderTool"
}

func isAnnotationsCtor(ref *dex.MethodRef) bool {
	return ref.Name == "<init>" && simpleName(ref.Class) == "ToolAnnotations"
}

// paramOfType returns the index in args (receiver first) of the first
// parameter of ref whose type's simple name is one of names.
func paramOfType(ref *dex.MethodRef, static bool, names ...string) int {
	off := 1
	if static {
		off = 0
	}
	for i, t := range ref.Params {
		for _, n := range names {
			if strings.HasPrefix(t, "L") && simpleName(t) == n {
				return i + off
			}
		}
	}
	return -1
}

// markBuilders finds, among methods, those that construct a tool or call
// (through at most maxDeclHelpers levels) a method that does: the only
// ones whose summaries the reader computes.
func (r *declReader) markBuilders(methods []*dex.Method) {
	r.builds = map[*dex.Method]bool{}
	for _, m := range methods {
		for _, c := range r.prog.Calls(m) {
			if isToolCtor(c.Ref) || isAnnotationsCtor(c.Ref) {
				r.builds[m] = true
				break
			}
		}
	}
	// One more round than the bound, so the method where a chain becomes
	// too deep is read and says so.
	for range maxDeclHelpers + 1 {
		changed := false
		for _, m := range methods {
			if r.builds[m] {
				continue
			}
			calls := r.prog.Calls(m)
			for i := range calls {
				if program.IsPlatform(calls[i].Ref.Class) {
					continue
				}
				for _, t := range r.prog.Targets(&calls[i]) {
					if r.builds[t] {
						r.builds[m] = true
						changed = true
						break
					}
				}
				if r.builds[m] {
					break
				}
			}
		}
		if !changed {
			break
		}
	}
}

// read reads the declarations of every marked method of methods.
func (r *declReader) read(methods []*dex.Method) {
	r.markBuilders(methods)
	for _, m := range methods {
		if r.builds[m] {
			r.summary(m)
		}
	}
}

// summary returns m's declaration summary, computing it (and recording
// the declarations m completes) on first use.
func (r *declReader) summary(m *dex.Method) *declSummary {
	if s, ok := r.sums[m]; ok {
		return s
	}
	if r.busy[m] || library(m.Class.Name) || !r.builds[m] && !r.fieldish(m) {
		return nil // recursion, or a method that says nothing about declarations
	}
	if len(r.busy) >= maxDeclNesting {
		// Summaries computed inside one another (constructors calling
		// constructors …) are bounded, so a crafted chain cannot exhaust
		// the stack; the call that needed this one says so if it builds.
		r.deep[m] = true
		return nil
	}
	r.busy[m] = true
	s := r.compute(m)
	delete(r.busy, m)
	r.sums[m] = s
	return s
}

// maxDeclNesting bounds the summaries computed inside one another: the
// helper bound plus room for the constructors and setters beside them.
var maxDeclNesting = 32

// declFieldType reports whether a field of type t may keep a part of a
// declaration: a name, an effect, annotations.
func declFieldType(t string) bool {
	return t == "Ljava/lang/String;" || t == "Z" || simpleName(t) == "ToolEffect" || simpleName(t) == "ToolAnnotations"
}

// fieldish reports whether m may keep a declaration's parts in fields:
// it stores a name, an effect or annotations into a field (a
// constructor, a builder's setter), or returns an object it constructs
// with the app's own constructor (a builder's factory).
func (r *declReader) fieldish(m *dex.Method) bool {
	if v, ok := r.fieldy[m]; ok {
		return v
	}
	code, err := m.Code()
	found := false
	if err == nil && code != nil {
		file := m.Class.File
		ctor, ret := false, false
		_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
			switch {
			case in.Op >= dex.OpIput && in.Op <= dex.OpIputShort:
				if f, err := file.Field(in.Index); err == nil && declFieldType(f.Type) {
					found = true
				}
			case in.Op == dex.OpReturnObject:
				ret = true
			case in.IsInvoke():
				if ref, err := file.Method(in.Index); err == nil && ref.Name == "<init>" && !program.IsPlatform(ref.Class) {
					ctor = true
				}
			}
			return !found
		})
		found = found || ctor && ret
	}
	r.fieldy[m] = found
	return found
}

// getter returns the field a method returns as it is, read from its
// receiver (a Kotlin property getter), or nil.
func (r *declReader) getter(m *dex.Method) *dex.FieldRef {
	if f, ok := r.getters[m]; ok {
		return f
	}
	var f *dex.FieldRef
	if code, err := m.Code(); err == nil && code != nil && !m.Static() {
		var insns []dex.Insn
		_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
			insns = append(insns, *in)
			return len(insns) <= 2
		})
		if len(insns) == 2 && insns[0].Op >= dex.OpIget && insns[0].Op <= dex.OpIgetShort && insns[1].Op == dex.OpReturnObject &&
			insns[0].A == insns[1].A && insns[0].B == uint32(code.Registers-code.Ins) {
			if fr, err := m.Class.File.Field(insns[0].Index); err == nil {
				f = fr
			}
		}
	}
	r.getters[m] = f
	return f
}

// methodState is what compute keeps while replaying one method.
type methodState struct {
	m        *dex.Method
	effects  map[uint32]declTerm            // ToolAnnotations object (site) -> its effect
	objects  map[uint32]map[string]declTerm // object (site) -> fields set on it here
	fieldObj map[string]regflow.Value       // instance field -> the objects it is read from
	insns    []dex.Insn                     // m's instructions, as the analysis decoded them
	conds    *condScope                     // the branches on booleans, for values they choose
}

func (r *declReader) compute(m *dex.Method) *declSummary {
	s := &declSummary{}
	a, err := r.prog.Analyze(m)
	if err != nil || a == nil {
		return s // the limit is reported as a note by the pass
	}
	ms := &methodState{m: m, effects: map[uint32]declTerm{}, objects: map[uint32]map[string]declTerm{}, fieldObj: map[string]regflow.Value{}, insns: a.Result.Insns}
	file := m.Class.File
	// Which objects each instance field is read from: a builder's build()
	// reads its own fields, a mapping function the fields of its argument.
	byAddr := program.CallsByAddr(r.prog.Calls(m))
	ms.conds = newCondScope(a.Result)
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1:
			ms.conds.branch(in, st.Reg(in.A))
		case in.Op >= dex.OpIget && in.Op <= dex.OpIgetShort:
			if f, err := file.Field(in.Index); err == nil {
				k := f.String()
				ms.fieldObj[k] = regflow.Merge(ms.fieldObj[k], st.Reg(in.B))
			}
		case in.IsInvoke():
			// A getter reads the field from the object it is called on.
			c := byAddr[in.Addr]
			if c == nil || program.IsPlatform(c.Ref.Class) || in.IsStaticInvoke() {
				return
			}
			if ts := r.prog.Targets(c); len(ts) == 1 {
				if f := r.getter(ts[0]); f != nil {
					k := f.String()
					ms.fieldObj[k] = regflow.Merge(ms.fieldObj[k], program.CallArgs(st, in, c.Ref)[0])
				}
			}
		}
	})
	var returned []regflow.Alt // the objects returned, on every path
	retOther := false          // some path returns something else
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op >= dex.OpIput && in.Op <= dex.OpIputShort:
			f, err := file.Field(in.Index)
			if err != nil {
				return
			}
			t := r.eval(ms, st.Reg(in.A))
			if in.Op == opIputBoolean {
				t = r.evalBool(ms, st.Reg(in.A))
			}
			if obj, ok := st.Reg(in.B).Single(); ok {
				r.store(s, ms, obj, f.String(), t)
			}
		case in.Op == dex.OpReturnObject:
			v := st.Reg(in.A)
			for _, x := range v.Alts {
				if x.Kind == regflow.New || x.Kind == regflow.Call {
					returned = append(returned, x)
				} else if x.Kind != regflow.Const || x.Int != 0 {
					retOther = true
				}
			}
			retOther = retOther || v.Top
		case in.IsInvoke():
			if c := byAddr[in.Addr]; c != nil {
				r.call(s, ms, c, in, st)
			}
		}
	})
	if !retOther && len(returned) > 0 {
		// What every returned object says: its effect (a ToolAnnotations
		// or tool made here or by a helper), the fields set on it.
		e, ok := ms.effects[returned[0].Site]
		for _, x := range returned[1:] {
			if e2, ok2 := ms.effects[x.Site]; !ok2 || !e2.equal(e) {
				ok = false
			}
		}
		if ok && !e.unknown() {
			s.Effect = &e
		}
		if len(returned) == 1 {
			s.RetFields = ms.objects[returned[0].Site]
		}
	}
	return s
}

// store records that ms.m sets field f of obj to t: on an object of its
// own (an allocation or a helper's result), or on an argument's object,
// which its callers learn from the summary.
func (r *declReader) store(s *declSummary, ms *methodState, obj regflow.Alt, f string, t declTerm) {
	switch obj.Kind {
	case regflow.New, regflow.Call:
		if ms.objects[obj.Site] == nil {
			ms.objects[obj.Site] = map[string]declTerm{}
		}
		ms.objects[obj.Site][f] = t
	case regflow.Param:
		if obj.Or != 0 {
			return
		}
		if s.Stores == nil {
			s.Stores = map[int]map[string]declTerm{}
		}
		k := int(obj.Int)
		if s.Stores[k] == nil {
			s.Stores[k] = map[string]declTerm{}
		}
		s.Stores[k][f] = t
	}
}

// call handles one call of the method being summarized: a constructor of
// the SDK's declaration types, or a program method whose summary says
// something about declarations.
func (r *declReader) call(s *declSummary, ms *methodState, c *program.Call, in *dex.Insn, st *regflow.State) {
	args := program.CallArgs(st, in, c.Ref)
	switch {
	case isAnnotationsCtor(c.Ref):
		if len(args) == 0 {
			return
		}
		site, ok := newSite(args[0])
		if !ok {
			return
		}
		if k := paramOfType(c.Ref, false, "ToolEffect"); k >= 0 && k < len(args) {
			ms.effects[site] = r.evalChosen(ms, args[k])
		}
		return
	case isToolCtor(c.Ref):
		if len(c.Ref.Params) == 0 || c.Ref.Params[0] != "Ljava/lang/String;" || len(args) < 2 {
			return
		}
		k := paramOfType(c.Ref, false, "ToolAnnotations", "ToolEffect")
		if k < 0 || k >= len(args) {
			return
		}
		name := r.evalChosen(ms, args[1])
		if t, ok := r.enumFieldName(ms, c.Addr); ok {
			name = t
		}
		d := toolDecl{Name: name, Effect: r.evalChosen(ms, args[k])}
		r.settle(s, ms, d, c)
		if site, ok := newSite(args[0]); ok && !d.Effect.unknown() {
			ms.effects[site] = d.Effect // a tool passed on stands for its effect too
		}
		return
	}
	if program.IsPlatform(c.Ref.Class) {
		return
	}
	// What a callee returns is the object at the call's address (regflow
	// places it there), whoever made it.
	result, hasResult := in.Addr, c.Ref.Return != "V"
	def := strings.HasSuffix(c.Ref.Name, "$default")
	targets := r.prog.Targets(c)
	if len(targets) > program.MaxSummaryTargets {
		if slices.ContainsFunc(targets, func(t *dex.Method) bool { return r.builds[t] }) {
			r.unread = append(r.unread, declNote{At: DexAt{Method: ms.m, Addr: c.Addr, Call: c},
				Why: fmt.Sprintf("the call %s has %d possible targets, more than the %d followed, and some build tools", shortRef(c.Ref), program.Runnable(targets), program.MaxSummaryTargets)})
		}
		return
	}
	for _, t := range targets {
		cs := r.summary(t)
		if cs == nil {
			if r.deep[t] && r.builds[t] {
				r.unread = append(r.unread, declNote{At: DexAt{Method: ms.m, Addr: c.Addr, Call: c},
					Why: fmt.Sprintf("%s is reached through more than %d nested helpers, the most followed", Short(t), maxDeclNesting)})
			}
			continue
		}
		for _, d := range cs.Open {
			ld := toolDecl{Name: r.subst(ms, d.Name, args, def), Effect: r.subst(ms, d.Effect, args, def), Via: append([]*dex.Method{t}, d.Via...)}
			if len(ld.Via) > maxDeclHelpers {
				// Past the bound: the tool is named if its name is known
				// here, its effect is not taken.
				why := fmt.Sprintf("built through more than %d nested helpers, the most followed", maxDeclHelpers)
				if _, ok := ld.Name.constant(); !ok {
					ld.Name = unknownTerm(why)
				}
				ld.Effect = unknownTerm(why)
			}
			r.settle(s, ms, ld, c)
		}
		if hasResult && cs.Effect != nil {
			ms.effects[result] = r.subst(ms, *cs.Effect, args, def)
		}
		if hasResult && cs.RetFields != nil {
			for f, v := range cs.RetFields {
				r.store(s, ms, regflow.Alt{Kind: regflow.Call, Site: result}, f, r.subst(ms, v, args, def))
			}
		}
		for k, fields := range cs.Stores {
			if k >= len(args) {
				continue
			}
			if obj, ok := args[k].Single(); ok {
				for f, v := range fields {
					r.store(s, ms, obj, f, r.subst(ms, v, args, def))
				}
			}
		}
	}
}

// settle files a declaration seen at call c of ms.m: declared when its
// name and effect are constants, carried to the callers when they depend
// on the arguments, a note when a part cannot be read.
func (r *declReader) settle(s *declSummary, ms *methodState, d toolDecl, c *program.Call) {
	at := DexAt{Method: ms.m, Addr: c.Addr, Call: c}
	name, nameOK := d.Name.constant()
	effect, effectOK := d.Effect.constant()
	switch {
	case nameOK && effectOK:
		r.found = append(r.found, &declaredTool{Name: name, Effect: cetp.Effect(effect), Method: ms.m, Addr: c.Addr, Via: d.Via})
	case !d.Name.unknown() && !d.Effect.unknown() && (d.Name.open() || d.Effect.open()):
		if len(s.Open) >= maxDeclOpen {
			if !r.overrun[ms.m] {
				r.overrun[ms.m] = true
				r.unread = append(r.unread, declNote{At: at, Via: d.Via,
					Why: fmt.Sprintf("%s builds more than %d tools from its arguments, and only the first %d are followed", Short(ms.m), maxDeclOpen, maxDeclOpen)})
			}
			return
		}
		s.Open = append(s.Open, d)
	default:
		n := declNote{At: at, Via: d.Via, Tool: name}
		switch {
		case !nameOK:
			n.Why = "its name is " + d.Name.why()
		default:
			n.Why = "its effect is " + d.Effect.why()
		}
		r.unread = append(r.unread, n)
	}
}

// why says why a term that is not one constant cannot be read.
func (t declTerm) why() string {
	switch {
	case t.Why != "":
		return t.Why
	case len(t.Alts) == 0:
		return "never set (null)"
	case t.open():
		return "not a constant"
	}
	var vs []string
	for _, a := range t.Alts {
		vs = append(vs, finding.Quote(strings.ToLower(a.Str)))
	}
	return "not the same constant on every path (" + strings.Join(vs, " or ") + ")"
}

// eval returns the term a register value of ms.m is.
func (r *declReader) eval(ms *methodState, v regflow.Value) declTerm {
	if v.Top {
		return unknownTerm("computed at run time")
	}
	var out declTerm
	for _, x := range v.Alts {
		if x.Kind == regflow.Const && x.Int == 0 {
			continue // null: Kotlin's placeholder for a defaulted argument, never a declaration
		}
		out = union(out, r.evalAlt(ms, x))
		if out.Why != "" {
			return out
		}
	}
	return out
}

func (r *declReader) evalAlt(ms *methodState, x regflow.Alt) declTerm {
	switch x.Kind {
	case regflow.Str:
		return constTerm(x.Str)
	case regflow.Param:
		if x.Or == 0 {
			return declTerm{Alts: []declAlt{{Kind: termParam, K: int(x.Int)}}}
		}
	case regflow.New, regflow.Call:
		if e, ok := ms.effects[x.Site]; ok {
			return e
		}
		if x.Kind == regflow.Call && x.Ref != nil {
			return unknownTerm("the result of " + shortRef(x.Ref))
		}
		return unknownTerm("an object of " + finding.Sanitize(JavaName(x.Str)))
	case regflow.Elem:
		return unknownTerm("an element of an array")
	case regflow.Field:
		return r.evalField(ms, x.Field)
	}
	return unknownTerm("computed at run time")
}

// evalField returns the term a read of field f in ms.m is: a ToolEffect
// constant, the field of an argument's object (a builder's own field, a
// spec's), a field set on an object here, or the one constant a static
// field is given.
func (r *declReader) evalField(ms *methodState, f *dex.FieldRef) declTerm {
	if f == nil {
		return unknownTerm("computed at run time")
	}
	if simpleName(f.Class) == "ToolEffect" && f.Type == f.Class {
		return constTerm(strings.ToLower(f.Name))
	}
	key := f.String()
	field := "the field " + finding.Sanitize(JavaName(f.Class)+"."+f.Name)
	if objs, read := ms.fieldObj[key]; read {
		o, ok := objs.Single()
		switch {
		case !ok:
		case o.Kind == regflow.Param && o.Or == 0:
			return declTerm{Alts: []declAlt{{Kind: termField, K: int(o.Int), Field: key}}}
		case o.Kind == regflow.New || o.Kind == regflow.Call:
			if t, ok := ms.objects[o.Site][key]; ok {
				return t
			}
		}
		return unknownTerm(field + " of an object built elsewhere")
	}
	if _, stored, ok := r.prog.FieldFacts(f); ok {
		if s, ok := stored.Single(); ok {
			switch {
			case s.Kind == regflow.Str:
				return constTerm(s.Str)
			case s.Kind == regflow.Field && s.Field != nil && simpleName(s.Field.Class) == "ToolEffect":
				return constTerm(strings.ToLower(s.Field.Name))
			}
		}
	}
	return unknownTerm(field)
}

// subst rewrites a callee's term for a call of ms.m with args. A Kotlin
// `$default` bridge merges each defaulted parameter with its default; the
// caller passes null for a defaulted object, so a value it does pass
// replaces the default.
func (r *declReader) subst(ms *methodState, t declTerm, args []regflow.Value, def bool) declTerm {
	if t.unknown() || !t.open() {
		return t
	}
	var out declTerm
	var given declTerm // what the caller passes for parameters (for $default)
	for _, a := range t.Alts {
		var u declTerm
		bare := a
		bare.Conds = [maxCondLits]condLit{}
		switch a.Kind {
		case termConst, termBool:
			u = declTerm{Alts: []declAlt{bare}}
		case termParam:
			if a.K >= len(args) {
				return unknownTerm("an argument the call does not pass")
			}
			if a.Str == "Z" {
				u = r.evalBool(ms, args[a.K])
			} else {
				u = r.eval(ms, args[a.K])
				given = union(given, u)
			}
		case termField:
			u = r.substField(ms, bare, args)
		}
		if a.Conds[0].Set && !u.unknown() {
			conds, keep, why := r.substConds(ms, a.Conds, args, def)
			switch {
			case why != "":
				return unknownTerm(why)
			case !keep:
				continue // the condition does not hold at this call
			}
			u = withConds(u, conds)
		}
		out = union(out, u)
		if out.Why != "" {
			return out
		}
	}
	if def && len(given.Alts) > 0 && given.Why == "" {
		return given
	}
	return out
}

func (r *declReader) substField(ms *methodState, a declAlt, args []regflow.Value) declTerm {
	if a.K >= len(args) {
		return unknownTerm("an argument the call does not pass")
	}
	// The field's name is rendered only for the notes that need it.
	field := func() string {
		name := a.Field
		if i := strings.Index(name, "->"); i >= 0 {
			name = JavaName(name[:i]) + "." + strings.SplitN(name[i+2:], ":", 2)[0]
		}
		return "the field " + finding.Sanitize(name)
	}
	o, ok := args[a.K].Single()
	switch {
	case !ok:
	case o.Kind == regflow.Param && o.Or == 0:
		return declTerm{Alts: []declAlt{{Kind: termField, K: int(o.Int), Field: a.Field}}}
	case o.Kind == regflow.New || o.Kind == regflow.Call:
		if v, ok := ms.objects[o.Site][a.Field]; ok {
			return v
		}
		return unknownTerm(field() + ", which is not set on the object here")
	}
	return unknownTerm(field() + " of an object built elsewhere")
}

// describe renders where a declaration is built, for notes.
func (n declNote) describe() string {
	if len(n.Via) == 0 {
		return "built in " + Short(n.At.Method)
	}
	var parts []string
	for _, m := range n.Via {
		parts = append(parts, Short(m))
	}
	return "built through " + strings.Join(parts, " → ")
}

// enumFieldName reads a tool's name taken from a field of an enum
// constant (`new CetpProviderTool(HomeworkTool.GRADE_SUMMARY.wire, …)`),
// which the dataflow merges with the same field of the other constants:
// on the straight-line code before the constructor call at addr, the name
// register is read (iget) from a register that holds one constant (sget)
// of a program enum whose constructor is given one string besides its
// name and which keeps one String field: that string.
func (r *declReader) enumFieldName(ms *methodState, addr uint32) (declTerm, bool) {
	ins := ms.insns
	at, found := slices.BinarySearchFunc(ins, addr, func(in dex.Insn, a uint32) int { return cmp.Compare(in.Addr, a) })
	if !found || len(ins[at].Args) < 2 {
		return declTerm{}, false
	}
	file := ms.m.Class.File
	reg := uint32(ins[at].Args[1])
	var f *dex.FieldRef
	for j := at - 1; j >= 0 && j >= at-16; j-- {
		in := ins[j]
		if in.A != reg || in.IsInvoke() || in.Op >= dex.OpIfEq && in.Op <= dex.OpIfLez || in.Op == dex.OpReturnObject {
			continue
		}
		switch {
		case f == nil && in.Op == dex.OpIget+2: // iget-object
			ref, err := file.Field(in.Index)
			if err != nil || ref.Type != "Ljava/lang/String;" {
				return declTerm{}, false
			}
			f, reg = ref, in.B
		case f != nil && in.Op == dex.OpSget+2: // sget-object
			o, err := file.Field(in.Index)
			if err != nil || o.Class != f.Class || o.Type != f.Class {
				return declTerm{}, false
			}
			cls := r.prog.Classes[f.Class]
			if cls == nil || enumStringFields(cls) != 1 {
				return declTerm{}, false
			}
			for _, e := range r.prog.EnumEntries(f.Class) {
				if e.Field != nil && e.Field.Name == o.Name && len(e.Strings) == 2 {
					return constTerm(e.Strings[1]), true
				}
			}
			return declTerm{}, false
		default:
			return declTerm{}, false // another write of the register
		}
	}
	return declTerm{}, false
}

// enumStringFields counts the String instance fields of an enum class
// (the name java.lang.Enum keeps is not one of them).
func enumStringFields(c *dex.Class) int {
	n := 0
	for _, f := range c.InstanceFields {
		if f.Ref.Type == "Ljava/lang/String;" {
			n++
		}
	}
	return n
}
