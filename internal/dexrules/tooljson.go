package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Tools a hand-written provider declares in the list_tools JSON it builds.
//
// A provider that does not use the SDK writes each tool's descriptor
// itself: a method puts "name" on a JSONObject and "effect" on it or on
// the "annotations" object beside it. There the name and the effect are
// constants, the method's parameters (a describe(name, …, effect, …)
// helper each tool calls), or fields of the object the method runs on (a
// tool record, an enum of tools whose constants carry their name and
// effect) that only its constructors fill. Each construction, or each
// call of the helper, whose arguments are constants declares a tool. Its
// handler is the constructed class's own code when the class is made for
// that one tool (an enum constant's body, an anonymous subclass), or an
// app function object the construction passes in; otherwise the dispatch
// on the tool's name (ToolHandlers) finds it, as for any tool. A name or
// effect the search cannot tie to constants — a builder's property a DSL
// block sets, a value read at run time — declares nothing here.

// Bounds of the search: helper calls followed up from a descriptor
// method, and construction sites judged per class.
const maxJSONDeclDepth = 3

// maxJSONDeclSites is a var so that tests can lower it.
var maxJSONDeclSites = 256

// jexprKind says what a descriptor value is in terms of the method that
// has it.
type jexprKind uint8

const (
	jUnknown jexprKind = iota
	jConst             // a constant (str)
	jParam             // the method's parameter (param, 0 is this)
	jField             // a field of the method's own object (field)
	// jObjField is a field of another object the method reads (a
	// builder the spec keeps: `spec.effect`), read directly or through
	// its trivial getter.
	jObjField
)

type jexpr struct {
	kind  jexprKind
	str   string
	param int64
	field *dex.FieldRef
	// wire, when set, is the String field of the enum the value is a
	// constant of that the descriptor puts (Effect.wire): the constant's
	// wire string is the value, not its name.
	wire *dex.FieldRef
}

// jsonTool is one tool declared in code: its declaration, and the class
// constructed for it (its own code is the handler) or the function
// object the construction hands in, when there is one.
type jsonTool struct {
	decl    *declaredTool
	own     string      // the constructed class made for this tool
	lambda  string      // an app function object the construction passes
	at      *dex.Method // the method making the construction or call
	atAddr  uint32
	handler []*dex.Method
}

// jsonTools reads the tools the hand-written providers' code declares
// (memoized per pass: CETP621 asks for the declarations and the handlers).
func (p *DexPass) jsonTools() []*jsonTool {
	if p.jsonDecls != nil {
		return *p.jsonDecls
	}
	var out []*jsonTool
	p.jsonDecls = &out
	prog := p.Program
	hand := false
	for _, class := range p.ToolProviders() {
		if _, sdk := belowSDKProvider(prog, class); !sdk {
			hand = true
		}
	}
	if !hand && constructsSDKTools(prog) {
		// The SDK's declarations (CetpProviderTool) are read by the
		// declaration reader; a base class that only bears the SDK's
		// name and writes its list_tools JSON itself is read here.
		return out
	}
	// Every app method, not only what the call graph reaches from call():
	// tool tables are often filled by reflection (Class.forName of each
	// tool class, whose static initializer registers it) or by a
	// dependency graph the Application builds.
	r := &jsonReader{p: p, prog: prog, seen: map[string]bool{}}
	for _, c := range prog.Order {
		if library(c.Name) {
			continue
		}
		for _, m := range c.Methods() {
			if !m.HasCode() || !mentionsAny(m, descriptorKeys) {
				continue
			}
			n, e, ok := r.descriptor(m)
			if !ok {
				continue
			}
			r.resolve(m, n, e, maxJSONDeclDepth, nil)
		}
	}
	out = r.out
	p.jsonDecls = &out
	for _, m := range r.unreadOrder {
		f := r.unread[m]
		if f == nil {
			p.ReportNote(DexAt{Method: m},
				"CETP621 cannot read the tools %s describes in list_tools: the effect it puts is one of several values that the analysis cannot tie to each tool (a property of the tool object set from a builder or a DSL), so whether each is declared read, and whether its handler writes, is not checked; scan with the captured list_tools (§3.4)",
				Short(m))
			continue
		}
		p.ReportNote(DexAt{Method: m},
			"CETP621 cannot read the tools %s describes in list_tools: their %s comes from %s, which is set after construction or from values that are no constants (a builder's or a DSL's property), so whether each is declared read, and whether its handler writes, is not checked; scan with the captured list_tools (§3.4)",
			Short(m), propertyWord(f.Name), javaField(f))
	}
	if len(out) == 0 && r.dslPut != nil {
		// No tool read at all, and the effect is put through a helper:
		// say so rather than check nothing in silence.
		p.ReportNote(DexAt{Method: r.dslAt, Addr: r.dslPut.Addr, Call: r.dslPut},
			"CETP621 cannot read the tools the providers describe in list_tools: %s hands the \"effect\" key to %s, a helper or DSL of the app whose puts the declaration reader does not follow, so whether each tool is declared read, and whether its handler writes, is not checked; scan with the captured list_tools (§3.4)",
			Short(r.dslAt), callName(r.dslPut.Ref))
	}
	if r.cut != nil {
		p.ReportNote(DexAt{Method: r.cut},
			"CETP621 read the tools declared through %s at only %d call and construction sites, its budget; tools declared past them are not checked for writes (§3.4)",
			Short(r.cut), maxJSONDeclSites)
	}
	return out
}

// propertyWord is a field's name as the property it holds: Android's
// mEffect is "effect".
func propertyWord(name string) string {
	if len(name) > 1 && name[0] == 'm' && name[1] >= 'A' && name[1] <= 'Z' {
		return strings.ToLower(name[1:2]) + name[2:]
	}
	return name
}

// effectChoice reports whether v is one of several effect names.
func effectChoice(v regflow.Value) bool {
	if len(v.Alts) < 2 {
		return false
	}
	for _, x := range v.Alts {
		if x.Kind != regflow.Str || !cetp.Effect(x.Str).Valid() {
			return false
		}
	}
	return true
}

// unreadAt records that the declarations m describes (from field f, nil
// when the effect is one of several values) could not be read.
func (r *jsonReader) unreadAt(m *dex.Method, f *dex.FieldRef) {
	if r.unread == nil {
		r.unread = map[*dex.Method]*dex.FieldRef{}
	}
	if _, ok := r.unread[m]; !ok {
		r.unread[m] = f
		r.unreadOrder = append(r.unreadOrder, m)
	}
}

// cutAt records that the budget ran out reading m's declarations.
func (r *jsonReader) cutAt(m *dex.Method) {
	if r.cut == nil {
		r.cut = m
	}
}

// descriptorKeys is the cheap test of a method that may build a tool
// descriptor: it loads the "effect" key.
var descriptorKeys = map[string]bool{cetp.FieldEffect: true}

type jsonReader struct {
	p     *DexPass
	prog  *program.Program
	out   []*jsonTool
	seen  map[string]bool // tool names declared
	sites int
	// cut is the descriptor method whose declarations were read only up
	// to maxJSONDeclSites call and construction sites.
	cut *dex.Method
	// unread: descriptor methods whose name or effect is a field that
	// code other than constructors sets (the field), in order.
	unread      map[*dex.Method]*dex.FieldRef
	unreadOrder []*dex.Method
	// dslPut is the first call handing the "effect" key to an app
	// helper instead of JSONObject.put, in dslAt.
	dslPut *program.Call
	dslAt  *dex.Method
}

// descriptor returns the name and effect a method puts on the JSON of one
// tool descriptor: exactly one put of "name" and one of "effect".
func (r *jsonReader) descriptor(m *dex.Method) (name, effect jexpr, ok bool) {
	a, err := r.prog.Analyze(m)
	if err != nil || a == nil {
		return
	}
	thisReads, recv := r.context(m)
	names, effects := 0, 0
	varied := false
	byAddr := program.CallsByAddr(r.prog.Calls(m))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c == nil {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		if c.Ref.Class != "Lorg/json/JSONObject;" || c.Ref.Name != "put" || len(args) != 3 {
			if r.dslPut == nil && !program.IsPlatform(c.Ref.Class) && !library(c.Ref.Class) &&
				slices.ContainsFunc(args, func(v regflow.Value) bool {
					x, ok := v.Single()
					return ok && x.Kind == regflow.Str && x.Str == cetp.FieldEffect
				}) {
				// "effect" handed to the app's own helper or DSL
				// (`"effect" by effect`): a put this reader does not follow.
				r.dslPut, r.dslAt = c, m
			}
			return
		}
		k, ok := args[1].Single()
		if !ok || k.Kind != regflow.Str {
			return
		}
		switch k.Str {
		case cetp.FieldName:
			names++
			name = r.expr(m, args[2], thisReads, recv)
		case cetp.FieldEffect:
			effects++
			effect = r.expr(m, args[2], thisReads, recv)
			if effect.kind == jUnknown && effectChoice(args[2]) {
				// Kotlin's `effect.wire`, its getter's answer already the
				// union of the enum's wire names: the enum constant the
				// field holds is the value, as for a getter not summarized.
				if f, wire := r.enumWire(m, args[2], thisReads, recv); f != nil {
					effect = jexpr{kind: jField, field: f, wire: wire}
				} else {
					varied = true
				}
			}
		}
	})
	if names == 1 && effects == 1 && varied {
		// One of several effects, chosen by data the reader cannot
		// tie to a tool (an enum property's wire name, every constant
		// united): say so rather than skip the tools in silence.
		r.unreadAt(m, nil)
	}
	if names != 1 || effects != 1 || name.kind == jUnknown || effect.kind == jUnknown {
		return jexpr{}, jexpr{}, false
	}
	return name, effect, true
}

// hasThis reports whether m has an object of its own: an instance
// method's, or the receiver of a Kotlin extension function (`fun
// ToolSpec.toJson()`, a static method of a FileKt facade class whose first
// parameter is an app class), which stands for it.
func hasThis(prog *program.Program, m *dex.Method) bool {
	return !m.Static() || extensionReceiver(prog, m) != ""
}

// extensionReceiver returns the class a Kotlin extension function m
// extends; "" when m is none.
func extensionReceiver(prog *program.Program, m *dex.Method) string {
	if !m.Static() || len(m.Ref.Params) == 0 || !strings.HasSuffix(m.Class.Name, "Kt;") {
		return ""
	}
	if c := m.Ref.Params[0]; prog.Classes[c] != nil && !library(c) {
		return c
	}
	return ""
}

// ownerClass returns the class whose objects m describes: its own, or the
// class a Kotlin extension function extends.
func ownerClass(prog *program.Program, m *dex.Method) string {
	if c := extensionReceiver(prog, m); c != "" {
		return c
	}
	return m.Class.Name
}

// expr says what a value is in m: a constant, m's parameter, a field of
// m's own object, read directly, through its getter, or through a String
// method of the object the field holds (an effect enum's wire name).
func (r *jsonReader) expr(m *dex.Method, v regflow.Value, thisReads map[string]*dex.FieldRef, recv map[uint32]regflow.Value) jexpr {
	if e := valueExpr(r.prog, v, !hasThis(r.prog, m)); e.kind != jUnknown {
		return e
	}
	x, ok := v.Single()
	if !ok {
		return jexpr{}
	}
	switch x.Kind {
	case regflow.Field:
		if x.Field != nil && x.Via == nil && thisReads[x.Field.String()] != nil {
			return jexpr{kind: jField, field: x.Field}
		}
		if x.Field != nil && x.Via != nil && hasThis(r.prog, m) && r.prog.TrivialGetter(x.Via) == x.Field {
			if o, ok := recv[x.Site].Single(); ok {
				switch {
				case o.Kind == regflow.Param && o.Int == 0:
					// this.effect() as the getter's summary gives it.
					return jexpr{kind: jField, field: x.Field}
				case o.Kind == regflow.Field && o.Field != nil && thisReads[o.Field.String()] != nil && r.prog.IsEnum(o.Field.Type):
					// this.effect.wire (Kotlin's getWire() on the enum
					// the field holds): the enum constant is the value.
					return jexpr{kind: jField, field: o.Field}
				}
			}
		}
		if x.Field != nil && x.Field.Type == "Ljava/lang/String;" && !r.prog.IsEnum(x.Field.Class) {
			if s, ok := r.constField(x.Field); ok {
				return jexpr{kind: jConst, str: s}
			}
			if (x.Via == nil || r.prog.TrivialGetter(x.Via) == x.Field) && r.prog.Classes[x.Field.Class] != nil && !library(x.Field.Class) {
				return jexpr{kind: jObjField, field: x.Field}
			}
		}
	case regflow.Call:
		if x.Via != nil || x.Ref == nil {
			return jexpr{}
		}
		if f := r.loweredEnumName(m, x, thisReads, recv); f != nil {
			// this.effect.name().toLowerCase(…): the enum constant the
			// field holds, named as valueExpr names it.
			return jexpr{kind: jField, field: f}
		}
		rv, ok := recv[x.Site]
		if !ok {
			return jexpr{}
		}
		o, ok := rv.Single()
		if !ok {
			return jexpr{}
		}
		if o.Kind == regflow.Param && o.Int == 0 && hasThis(r.prog, m) {
			// this.getName(): the field the getter returns.
			if f := getterField(r.prog, x.Ref); f != nil {
				return jexpr{kind: jField, field: f}
			}
			if g := r.prog.Lookup(x.Ref.Class, x.Ref.NameProto()); g != nil {
				// A virtual getter (an enum's `String effect()`).
				if f := r.prog.TrivialGetter(g); f != nil {
					return jexpr{kind: jField, field: f}
				}
			}
		}
		if o.Kind == regflow.Field && o.Field != nil && thisReads[o.Field.String()] != nil && r.prog.IsEnum(o.Field.Type) {
			// this.effect.getWire(): the enum constant the field holds.
			return jexpr{kind: jField, field: o.Field}
		}
	}
	return jexpr{}
}

// enumWire returns the field of m's own object holding an enum whose
// String property m reads (`effect.wire`), when v is that property's
// every value (the getter's summary united the constants' strings) and
// exactly one such read in m gives them; nil otherwise.
func (r *jsonReader) enumWire(m *dex.Method, v regflow.Value, thisReads map[string]*dex.FieldRef, recv map[uint32]regflow.Value) (field, wire *dex.FieldRef) {
	var out, outWire *dex.FieldRef
	n := 0
	for _, c := range r.prog.Calls(m) {
		o, ok := recv[c.Addr].Single()
		if !ok || o.Kind != regflow.Field || o.Field == nil || thisReads[o.Field.String()] == nil || !r.prog.IsEnum(o.Field.Type) {
			continue
		}
		g := r.prog.Lookup(c.Ref.Class, c.Ref.NameProto())
		if g == nil {
			continue
		}
		f := r.prog.TrivialGetter(g)
		if f == nil || f.Class != o.Field.Type {
			continue
		}
		if !wireUnion(r.prog, f, v) {
			continue
		}
		out, outWire = o.Field, f
		n++
	}
	// Java's `effect.wire`: the enum's field read directly (an iget on
	// the object the field holds).
	if a, err := r.prog.Analyze(m); err == nil && a != nil {
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op != dex.OpIget+2 { // iget-object
				return
			}
			o, ok := st.Reg(in.B).Single()
			if !ok || o.Kind != regflow.Field || o.Field == nil || thisReads[o.Field.String()] == nil || !r.prog.IsEnum(o.Field.Type) {
				return
			}
			f, err := m.Class.File.Field(in.Index)
			if err != nil || f.Class != o.Field.Type || !wireUnion(r.prog, f, v) {
				return
			}
			if outWire == nil || f.String() != outWire.String() || o.Field.String() != out.String() {
				out, outWire = o.Field, f
				n++
			}
		})
	}
	if n != 1 {
		return nil, nil
	}
	return out, outWire
}

// chainExpr is what a builder field holds at a build() in m as valueExpr
// says it, or m's parameter when the chain stored that parameter (the
// value is then the field itself, tainted by that one parameter only).
func chainExpr(prog *program.Program, v regflow.Value, m *dex.Method) jexpr {
	if e := valueExpr(prog, v, m.Static()); e.kind != jUnknown {
		return e
	}
	if x, ok := v.Single(); ok && x.Kind == regflow.Field {
		for k := int64(0); k < regflow.MaxTaintParams; k++ {
			if v.Taint&regflow.ParamTaints == regflow.TaintParam(k) && (m.Static() || k > 0) {
				return jexpr{kind: jParam, param: k}
			}
		}
	}
	return jexpr{}
}

// wireOf returns the wire string of the enum constant a construction
// passes for e (e.wire set, e a parameter of the constructor given args),
// "" when it is not one the enum's initializer names.
func (r *jsonReader) wireOf(e jexpr, args []regflow.Value) string {
	if e.kind != jParam || int(e.param) >= len(args) {
		return ""
	}
	x, ok := args[e.param].Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil || x.Field.Type != x.Field.Class || x.Field.Class != e.wire.Class {
		return ""
	}
	return r.prog.EnumFieldByConstant(e.wire)[x.Field.Name]
}

// wireUnion reports whether v is exactly the strings the constants of
// the enum of String field f store there (its getter's answer on a
// constant not known).
func wireUnion(prog *program.Program, f *dex.FieldRef, v regflow.Value) bool {
	all, ok := prog.EnumFieldStrings(f)
	return ok && regflow.Equal(all, v)
}

// loweredEnumName returns the field of m's own object holding an enum when
// x is the lower-cased name of its constant (Kotlin's
// `effect.name.lowercase()`, Java's `effect.name().toLowerCase(ROOT)`);
// nil otherwise.
func (r *jsonReader) loweredEnumName(m *dex.Method, x regflow.Alt, thisReads map[string]*dex.FieldRef, recv map[uint32]regflow.Value) *dex.FieldRef {
	if x.Ref.Class != "Ljava/lang/String;" || x.Ref.Name != "toLowerCase" {
		return nil
	}
	args, ok := r.prog.ArgsAt(m, x.Site)
	if !ok || len(args) == 0 {
		return nil
	}
	// The summary of name() already gives the union of the constants'
	// names: the call of it on an enum field of m's object whose
	// constants are exactly those names.
	var out *dex.FieldRef
	n := 0
	for _, c := range r.prog.Calls(m) {
		if c.Ref.Name != "name" || len(c.Ref.Params) != 0 || c.Ref.Return != "Ljava/lang/String;" {
			continue
		}
		o, ok := recv[c.Addr].Single()
		if !ok || o.Kind != regflow.Field || o.Field == nil || thisReads[o.Field.String()] == nil || !r.prog.IsEnum(o.Field.Type) {
			continue
		}
		if !constantNames(r.prog, o.Field.Type, args[0]) {
			continue
		}
		out = o.Field
		n++
	}
	if n != 1 {
		return nil
	}
	return out
}

// constantNames reports whether v is a union of string constants, each
// the name of a constant of program enum cls.
func constantNames(prog *program.Program, cls string, v regflow.Value) bool {
	names := map[string]bool{}
	for _, e := range prog.EnumEntries(cls) {
		names[e.Field.Name] = true
	}
	if len(names) == 0 || len(v.Alts) == 0 {
		return false
	}
	for _, x := range v.Alts {
		if x.Kind != regflow.Str || !names[x.Str] {
			return false
		}
	}
	return true
}

// constField returns the string a static final field holds (a companion
// constant javac or kotlinc did not inline).
func (r *jsonReader) constField(f *dex.FieldRef) (string, bool) {
	_, v, ok := r.prog.FieldFacts(f)
	if !ok {
		return "", false
	}
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Str {
		return "", false
	}
	return x.Str, true
}

// resolve turns the name and effect m puts into declarations: from the
// constants its callers pass for its parameters, and from the
// constructions of its object's class for its fields. via is the chain of
// helpers below m, nearest first.
func (r *jsonReader) resolve(m *dex.Method, name, effect jexpr, depth int, via []*dex.Method) {
	switch {
	case name.kind == jConst && effect.kind == jConst:
		r.declare(name.str, effect.str, m, 0, via, nil, nil)
	case (name.kind == jParam || name.kind == jConst) && (effect.kind == jParam || effect.kind == jConst):
		if depth == 0 {
			return
		}
		for _, c := range r.prog.Callers(m) {
			if r.sites++; r.sites > maxJSONDeclSites {
				r.cutAt(m)
				return
			}
			thisReads, recv := r.context(c.Method)
			r.prog.ReplayCalls(c.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
				if cc.Addr != c.Call.Addr {
					return
				}
				args := program.CallArgs(st, in, cc.Ref)
				n, e := name, effect
				if n.kind == jParam {
					n = argExpr(r, c.Method, args, n.param, thisReads, recv)
				}
				if e.kind == jParam {
					e = argExpr(r, c.Method, args, e.param, thisReads, recv)
				}
				if n.kind == jConst && e.kind == jConst {
					r.declare(n.str, e.str, c.Method, c.Call.Addr, append([]*dex.Method{m}, via...), nil, nil)
					return
				}
				if n.kind != jUnknown && e.kind != jUnknown {
					r.resolve(c.Method, n, e, depth-1, append([]*dex.Method{m}, via...))
				}
			})
		}
	case (name.kind == jField || name.kind == jConst) && (effect.kind == jField || effect.kind == jConst):
		r.constructions(m, name, effect, via)
	case name.kind == jObjField && effect.kind == jObjField && name.field.Class == effect.field.Class:
		r.builderChains(m, name.field, effect.field, via)
	}
}

// builderChains declares a tool per builder chain that sets the builder
// fields m's descriptor reads its name and effect from (`ToolSpec.named(
// "list_devices").annotate("read", …).build()`, the builder kept by the
// spec it builds): at each call of a method of the builder's class that
// does not hand the builder back (its build()), what the chain's setters
// stored. A chain whose fields are not constants there is said once, at
// the descriptor.
func (r *jsonReader) builderChains(m *dex.Method, name, effect *dex.FieldRef, via []*dex.Method) {
	class := r.prog.Classes[name.Class]
	if class == nil {
		return
	}
	for _, t := range class.Virtual {
		if !t.HasCode() || t.Ref.Return == class.Name || t.Ref.Return == "V" || !strings.HasPrefix(t.Ref.Return, "L") {
			continue
		}
		for _, c := range r.prog.Callers(t) {
			if c.Method.Class == class {
				continue // the builder's own code
			}
			if r.sites++; r.sites > maxJSONDeclSites {
				r.cutAt(m)
				return
			}
			vs, ok := r.prog.BuilderFields(c, class.Name, name, effect)
			if !ok {
				r.unreadAt(m, effect)
				continue
			}
			n, e := chainExpr(r.prog, vs[0], c.Method), chainExpr(r.prog, vs[1], c.Method)
			switch {
			case n.kind == jConst && e.kind == jConst:
				r.declare(n.str, e.str, c.Method, c.Call.Addr, append([]*dex.Method{m}, via...), nil, nil)
			case (n.kind == jConst || n.kind == jParam) && (e.kind == jConst || e.kind == jParam):
				// A helper building the chain from its parameters
				// (`reading(name, description)`): its callers' constants.
				r.resolve(c.Method, n, e, maxJSONDeclDepth-1, append([]*dex.Method{m}, via...))
			default:
				r.unreadAt(m, effect)
			}
		}
	}
}

// argExpr is the expression of call argument k in the calling method.
func argExpr(r *jsonReader, m *dex.Method, args []regflow.Value, k int64, thisReads map[string]*dex.FieldRef, recv map[uint32]regflow.Value) jexpr {
	if int(k) >= len(args) {
		return jexpr{}
	}
	return r.expr(m, args[k], thisReads, recv)
}

// context returns the fields m reads from its own object only (never
// from another object of the class), by FieldRef.String, and the
// receivers of its no-argument String calls, for expr.
func (r *jsonReader) context(m *dex.Method) (map[string]*dex.FieldRef, map[uint32]regflow.Value) {
	thisReads := map[string]*dex.FieldRef{}
	recv := map[uint32]regflow.Value{}
	a, err := r.prog.Analyze(m)
	if err != nil || a == nil {
		return thisReads, recv
	}
	other := map[string]bool{}
	byAddr := program.CallsByAddr(r.prog.Calls(m))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op >= dex.OpIget && in.Op <= dex.OpIgetShort {
			f, err := m.Class.File.Field(in.Index)
			if err != nil {
				return
			}
			if x, ok := st.Reg(in.B).Single(); ok && x.Kind == regflow.Param && x.Int == 0 && hasThis(r.prog, m) {
				thisReads[f.String()] = f
			} else {
				other[f.String()] = true
			}
			return
		}
		c := byAddr[in.Addr]
		if c == nil || len(c.Ref.Params) != 0 {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		if len(args) != 1 {
			return
		}
		if c.Ref.Return == "Ljava/lang/String;" {
			recv[in.Addr] = args[0]
		}
		// A getter called on an object reads its field there (the
		// summary gives the field as the call's value).
		if g := r.prog.Lookup(c.Ref.Class, c.Ref.NameProto()); g != nil && !in.IsStaticInvoke() {
			if f := r.prog.TrivialGetter(g); f != nil {
				if x, ok := args[0].Single(); ok && x.Kind == regflow.Param && x.Int == 0 && hasThis(r.prog, m) {
					thisReads[f.String()] = f
				} else {
					other[f.String()] = true
				}
			}
		}
	})
	for k := range other {
		delete(thisReads, k)
	}
	return thisReads, recv
}

// constructions declares a tool per construction of m's class (or a
// subclass) whose arguments make the name and effect fields constants.
// The fields must be filled by constructors only: a builder's property a
// DSL block sets later is not known at construction.
func (r *jsonReader) constructions(m *dex.Method, name, effect jexpr, via []*dex.Method) {
	for _, e := range []jexpr{name, effect} {
		if e.kind == jField && !ctorOnly(r.prog, e.field) {
			// A builder's or a DSL's property, set after construction:
			// what a tool ends up declared as is not read here. Said
			// once, at the descriptor.
			r.unreadAt(m, e.field)
			return
		}
	}
	// The field a construction's non-constant argument fills, for the
	// note that says the declaration was not read.
	unreadField := effect.field
	if unreadField == nil {
		unreadField = name.field
	}
	base := ownerClass(r.prog, m)
	for _, c := range r.prog.Order {
		if library(c.Name) || c.AccessFlags&(accInterface|accAbstract) != 0 && c.Name != base && !r.prog.IsEnum(c.Name) {
			continue
		}
		if c.Name != base && !r.prog.IsSubclass(c.Name, base) {
			continue
		}
		for _, ctor := range c.Direct {
			if ctor.Ref.Name != "<init>" || !ctor.HasCode() {
				continue
			}
			n, e := name, effect
			if n.kind == jField {
				n = ctorFieldExpr(r.prog, ctor, n.field, 0)
			}
			if e.kind == jField {
				wire := e.wire
				e = ctorFieldExpr(r.prog, ctor, e.field, 0)
				e.wire = wire
			}
			if n.kind == jUnknown || e.kind == jUnknown {
				continue
			}
			for _, site := range r.prog.Callers(ctor) {
				if site.Method.Ref.Name == "<init>" && r.prog.IsSubclass(site.Method.Class.Name, c.Name) {
					continue // a subclass's constructor delegating: its own constructions count
				}
				if site.Method.Class == c && strings.HasPrefix(site.Method.Ref.Name, "copy") {
					continue // a Kotlin data class's copy(): a declaration already made, copied
				}
				if r.sites++; r.sites > maxJSONDeclSites {
					r.cutAt(m)
					return
				}
				r.prog.ReplayCalls(site.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
					if cc.Addr != site.Call.Addr {
						return
					}
					args := program.CallArgs(st, in, cc.Ref)
					nv, ev := constOf(r.prog, n, args), constOf(r.prog, e, args)
					if e.wire != nil {
						ev = r.wireOf(e, args)
					}
					if nv != "" && ev != "" && !cetp.Effect(ev).Valid() {
						// A constant that is no effect: the declaration
						// cannot be read as one, say so.
						ev = ""
					}
					if nv == "" || ev == "" {
						// Built from values that are no constants (a
						// DSL builder's properties passed to the tool's
						// constructor): not read.
						r.unreadAt(m, unreadField)
						return
					}
					own := ""
					if c.Name != base && len(c.Virtual) > 0 {
						own = c.Name // an enum constant's body, an anonymous subclass
					}
					lambda := r.lambdaArg(args)
					if lambda == nil {
						lambda = r.enclosingLambda(site.Method, args[0])
					}
					r.declare(nv, ev, site.Method, site.Call.Addr, append([]*dex.Method{m}, via...), r.ownMethods(own), lambda)
				})
			}
		}
	}
}

// ctorOnly reports whether only constructors of f's class hierarchy
// write f.
func ctorOnly(prog *program.Program, f *dex.FieldRef) bool {
	ws := prog.WritersOf(f)
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		if w.Ref.Name != "<init>" {
			return false
		}
	}
	return true
}

// ctorFieldExpr says what constructor ctor stores into its object's field
// f, in terms of its parameters: a constant, a parameter, or what the
// constructor it delegates to (this(…) or super(…)) stores, mapped back.
func ctorFieldExpr(prog *program.Program, ctor *dex.Method, f *dex.FieldRef, depth int) jexpr {
	a, err := prog.Analyze(ctor)
	if err != nil || a == nil || depth > 4 {
		return jexpr{}
	}
	out := jexpr{}
	found := 0
	byAddr := program.CallsByAddr(prog.Calls(ctor))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op >= dex.OpIput && in.Op <= dex.OpIputShort:
			fr, err := ctor.Class.File.Field(in.Index)
			if err != nil || fr.Name != f.Name || fr.Class != f.Class && !prog.IsSubclass(ctor.Class.Name, fr.Class) {
				return
			}
			if o, ok := st.Reg(in.B).Single(); !ok || o.Kind != regflow.Param || o.Int != 0 {
				return
			}
			found++
			out = valueExpr(prog, st.Reg(in.A), false)
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil || c.Ref.Name != "<init>" {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			if len(args) == 0 {
				return
			}
			if o, ok := args[0].Single(); !ok || o.Kind != regflow.Param || o.Int != 0 {
				return
			}
			ts := prog.Targets(c)
			if len(ts) != 1 {
				return
			}
			inner := ctorFieldExpr(prog, ts[0], f, depth+1)
			switch inner.kind {
			case jConst:
				found++
				out = inner
			case jParam:
				if int(inner.param) < len(args) {
					found++
					out = valueExpr(prog, args[inner.param], false)
				}
			}
		}
	})
	if found != 1 {
		return jexpr{}
	}
	return out
}

// valueExpr is a value as a constant (a string, or an enum constant's
// name) or the method's parameter (not its own object unless static).
func valueExpr(prog *program.Program, v regflow.Value, static bool) jexpr {
	x, ok := v.Single()
	if !ok {
		return jexpr{}
	}
	switch x.Kind {
	case regflow.Str:
		return jexpr{kind: jConst, str: x.Str}
	case regflow.Param:
		if x.Or == 0 && (static || x.Int > 0) {
			return jexpr{kind: jParam, param: x.Int}
		}
	case regflow.Field:
		if x.Field != nil && prog.IsEnum(x.Field.Class) && x.Field.Type == x.Field.Class {
			return jexpr{kind: jConst, str: strings.ToLower(x.Field.Name)}
		}
	}
	return jexpr{}
}

// constOf is e's constant at a construction whose arguments (receiver
// first) are args; "" when it is not one.
func constOf(prog *program.Program, e jexpr, args []regflow.Value) string {
	switch e.kind {
	case jConst:
		return e.str
	case jParam:
		if int(e.param) < len(args) {
			if v := valueExpr(prog, args[e.param], false); v.kind == jConst {
				return v.str
			}
		}
	}
	return ""
}

// ownMethods returns the methods with code a class made for one tool
// declares itself (its handler's code).
func (r *jsonReader) ownMethods(class string) []*dex.Method {
	c := r.prog.Classes[class]
	if c == nil {
		return nil
	}
	var out []*dex.Method
	for _, m := range c.Virtual {
		if m.HasCode() && m.Ref.Name != "toString" && m.Ref.Name != "equals" && m.Ref.Name != "hashCode" {
			out = append(out, m)
		}
	}
	return out
}

// enclosingLambda returns the handler an object made in m (obj, its
// allocation) is constructed with when m hands it straight to another
// app class's constructor beside a function object: Kotlin's
// `ToolEntry(ToolSpec(name = "get_budget", effect = Effect.READ, …)) {
// desk, call, args -> desk.get(call, args) }`.
func (r *jsonReader) enclosingLambda(m *dex.Method, obj regflow.Value) []*dex.Method {
	o, ok := obj.Single()
	if !ok || o.Kind != regflow.New {
		return nil
	}
	var out []*dex.Method
	n := 0
	r.prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if c.Ref.Name != "<init>" || r.prog.Classes[c.Ref.Class] == nil || library(c.Ref.Class) {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		for _, a := range args[1:] {
			if x, ok := a.Single(); ok && x.Kind == regflow.New && x.Site == o.Site && x.Via == o.Via {
				out = r.lambdaArg(args)
				n++
				return
			}
		}
	})
	if n != 1 {
		return nil
	}
	return out
}

// lambdaArg returns the code of an app function object a construction
// passes (a handler lambda beside the name and effect): its class's own
// methods, of every such argument (a validator beside the handler runs
// for the tool as much).
func (r *jsonReader) lambdaArg(args []regflow.Value) []*dex.Method {
	var out []*dex.Method
	n := 0
	for _, a := range args[1:] {
		x, ok := a.Single()
		if !ok {
			continue
		}
		var class string
		switch {
		case x.Kind == regflow.New:
			class = x.Str
		case x.Kind == regflow.Field && x.Field != nil && x.Field.Type == x.Field.Class:
			// D8's singleton of a lambda that captures nothing
			// (`$$ExternalSyntheticLambda0.INSTANCE`), a Kotlin object.
			class = x.Field.Class
		default:
			continue
		}
		c := r.prog.Classes[class]
		if c == nil || library(c.Name) || !functionObject(r.prog, c) {
			continue
		}
		n++
		own := r.ownMethods(c.Name)
		if strings.Contains(c.Name, "$$ExternalSyntheticLambda") {
			// D8's class only forwards to javac's lambda$…$N body:
			// the body is the handler's code (and has its lines).
			var bodies []*dex.Method
			for _, m := range own {
				for _, cl := range r.prog.Calls(m) {
					for _, t := range r.prog.Targets(&cl) {
						if t.HasCode() && !slices.Contains(bodies, t) {
							bodies = append(bodies, t)
						}
					}
				}
			}
			if len(bodies) > 0 {
				own = bodies
			}
		}
		out = append(out, own...)
	}
	if n == 0 {
		return nil
	}
	// Several function objects (a validator beside the handler): the
	// tool runs each, so each one's code is the tool's.
	return out
}

// functionObject reports whether c is a function object: a lambda class
// (D8's $$ExternalSyntheticLambdaN, kotlinc's Lambda subclasses) or a
// class implementing a Kotlin function type.
func functionObject(prog *program.Program, c *dex.Class) bool {
	if strings.Contains(c.Name, "$$ExternalSyntheticLambda") || strings.Contains(c.Name, "$$Lambda") ||
		prog.IsSubclass(c.Name, "Lkotlin/jvm/internal/Lambda;") {
		return true
	}
	return slices.ContainsFunc(c.Interfaces, func(i string) bool { return strings.HasPrefix(i, "Lkotlin/jvm/functions/Function") })
}

// declare records a tool declared by the call or construction at addr in
// m, once per name.
func (r *jsonReader) declare(name, effect string, m *dex.Method, addr uint32, via []*dex.Method, own, lambda []*dex.Method) {
	e := cetp.Effect(effect)
	if !e.Valid() || name == "" || r.seen[name] {
		return
	}
	r.seen[name] = true
	t := &jsonTool{decl: &declaredTool{Name: name, Effect: e, Method: m, Addr: addr, Via: via}, at: m, atAddr: addr}
	switch {
	case len(own) > 0:
		t.own, t.handler = own[0].Class.Name, own
	case len(lambda) > 0:
		t.lambda, t.handler = lambda[0].Class.Name, lambda
	}
	r.out = append(r.out, t)
}

// jsonHandlers returns, for the read tools among the code-declared ones
// whose construction names their own code (names), that code as a
// handler.
func (p *DexPass) jsonHandlers(names map[string]bool) []toolHandler {
	var out []toolHandler
	for _, t := range p.jsonTools() {
		if !names[t.decl.Name] || len(t.handler) == 0 {
			continue
		}
		h := toolHandler{Tool: t.decl.Name, Method: t.at, At: t.atAddr}
		h.Own, h.OwnLambda = JavaName(t.own+t.lambda), t.lambda != ""
		for _, hm := range t.handler {
			calls := p.Program.Calls(hm)
			for i := range calls {
				h.Calls = append(h.Calls, program.Site{Method: hm, Call: &calls[i]})
			}
		}
		out = append(out, h)
	}
	return out
}

// constructsSDKTools reports whether app code constructs the SDK's
// CetpProviderTool or ToolAnnotations: its tool declarations are the SDK's.
func constructsSDKTools(prog *program.Program) bool {
	for _, c := range prog.Order {
		if library(c.Name) {
			continue
		}
		for _, m := range c.Methods() {
			for _, call := range prog.Calls(m) {
				if isToolCtor(call.Ref) || isAnnotationsCtor(call.Ref) {
					return true
				}
			}
		}
	}
	return false
}
