package program

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Field taint through the writers' callers, on demand.
//
// A field that a constructor or setter fills from its parameter holds
// whatever the code constructing the object passed: a Kotlin class whose
// property defaults to currentTimeMillis().toString() (the $default
// bridge passes it to the real constructor), a sealed Failure(message)
// built from a caught exception. fieldRead leaves such a field's
// parameter part unknown, because following every setter's callers for
// every field read in the program costs more than the rest of the audit
// (issue 10, the reverted rev13a fix). Here the question is asked only
// for a value a rule judges (a token or an error message put in a
// response) that is read from a field, and answered within a budget per
// field, once.

// MaxStoredArgCallers bounds the caller call sites replayed to answer one
// field's question, over every level. An SDK result's error(code,
// message) factory is called from every tool's failure path: a real
// provider has dozens (rev50_j1 has 19). A variable so that tests can
// lower it.
var MaxStoredArgCallers = 64

// MaxStoredArgDepth bounds how many callers deep the arguments are
// followed: the writer's callers (1), a Kotlin $default bridge's or a
// factory's callers (2), and theirs (3).
const MaxStoredArgDepth = 3

// StoredArgs is what the callers of a field's writers pass for the
// parameters the writers store into it.
type StoredArgs struct {
	// Taint is the taint of those arguments, parameter bits dropped.
	Taint regflow.Taint
	// origins: per taint bit (the low 16, below the parameter bits), the
	// first field an argument with that bit is stored into and the call
	// passing it.
	origins [16]storedOrigin
	// calls: per taint bit, every call passing an argument with it (the
	// field's own answer only).
	calls [16][]Caller
	// copied are the calls in calls that filled another field the value
	// was copied on from (fieldArgChained).
	copied []Caller
	// Cut, when not nil, says the callers were not all followed.
	Cut *StoredArgsCut
	// Sourceless says some call passed an argument with no source the
	// analysis knows: no taint of its own and no parameter of its caller
	// (a constant, or an object looked up where it cannot follow). For a
	// generator field it means that call's generator is not placed.
	Sourceless bool
	// Fields are the fields whose callers pass tainted arguments, each
	// with its own answer (the union of which is Taint).
	Fields []FieldArgs
}

// FieldArgs is one field's part of a StoredArgs: the taint its writers'
// callers pass, and per taint bit the first call passing it.
type FieldArgs struct {
	Field *dex.FieldRef
	Taint regflow.Taint
	r     *StoredArgs
}

// Origin returns the first call passing an argument with the taint bit
// into the field; the zero Caller when none does.
func (f FieldArgs) Origin(bit regflow.Taint) Caller {
	_, c := f.r.Origin(bit)
	return c
}

// Copied reports whether the call c, one of the field's Origins, filled
// another object's field the value was copied on from (a command's
// operation id handed to the reply object), not the field itself.
func (f FieldArgs) Copied(c Caller) bool { return f.r.Copied(c) }

// Copied reports whether the call c filled another field the value was
// copied on from (see FieldArgs.Copied).
func (r StoredArgs) Copied(c Caller) bool { return slices.Contains(r.copied, c) }

// Origins returns every call passing an argument with the taint bit (one
// bit) into the field, in the order they were met.
func (f FieldArgs) Origins(bit regflow.Taint) []Caller {
	for i := range f.r.calls {
		if bit == 1<<i {
			return f.r.calls[i]
		}
	}
	return nil
}

type storedOrigin struct {
	field *dex.FieldRef
	from  Caller
}

// Origin returns, for the taint bits of mask (one bit, or a mask such
// as TaintPredictable: its lowest bit an argument carries), the field the
// argument carrying it is stored into and the first call passing it; nil
// and the zero Caller when no argument carries any.
func (r StoredArgs) Origin(mask regflow.Taint) (*dex.FieldRef, Caller) {
	for i := range r.origins {
		if mask&(1<<i) != 0 && r.origins[i].field != nil {
			return r.origins[i].field, r.origins[i].from
		}
	}
	return nil, Caller{}
}

// addCalls records the calls cs for each bit of t, once each.
func (r *StoredArgs) addCalls(t regflow.Taint, cs []Caller) {
	for i := range r.calls {
		if t&(1<<i) == 0 {
			continue
		}
		for _, c := range cs {
			if !slices.Contains(r.calls[i], c) {
				r.calls[i] = append(r.calls[i], c)
			}
		}
	}
}

// addOrigin records f and c for the bits of t not recorded yet.
func (r *StoredArgs) addOrigin(t regflow.Taint, o storedOrigin) {
	for i := range r.origins {
		if t&(1<<i) != 0 && r.origins[i].field == nil {
			r.origins[i] = o
		}
	}
}

// StoredArgsCut says where a field's question stopped short.
type StoredArgsCut struct {
	Field *dex.FieldRef
	// Writer is the method whose callers were not all followed, Callers
	// how many it has; Deep is set when they were MaxStoredArgDepth calls
	// away from the field's writer (none followed), else the budget of
	// MaxStoredArgCallers ran out at First.
	Writer  *dex.Method
	Callers int
	First   Caller
	Deep    bool
	// Unanalyzed is a caller whose analysis failed (its argument is
	// unknown); set instead of Writer.
	Unanalyzed *dex.Method
	// Built is the method whose text building was looked through for
	// only MaxBuiltVisits calls (the fields read into the rest are not
	// known); set instead of Field and Writer.
	Built *dex.Method
}

// StoredArgTaint answers, for a value v that method m has (a token or an
// error message it puts), what the callers of the writers of the program
// fields v is read from pass for the parameters stored there: the union
// over the fields, the first field and call giving taint, and the first
// cut met. The fields are v's own field alternatives and, when v is text m
// builds (a StringBuilder, String.valueOf, Kotlin's string helpers), the
// fields read into it in m (fieldsBuiltInto). Values read from no program
// field give the zero StoredArgs. Each field is answered once per program.
func (p *Program) StoredArgTaint(m *dex.Method, v regflow.Value) StoredArgs {
	var out StoredArgs
	w := builtWalk{p: p, fields: fieldAlts(v, nil)}
	if m != nil && builtText(v) {
		w.done = map[*dex.Method]bool{}
		w.fieldsBuiltInto(m, v)
	}
	for _, f := range w.fields {
		if p.Classes[f.Class] == nil || !interestingField(f.Type) {
			continue
		}
		r := p.storedArgs(f)
		for i, o := range r.origins {
			if o.field != nil {
				out.addOrigin(1<<i, o)
			}
		}
		out.Taint |= r.Taint
		out.copied = append(out.copied, r.copied...)
		if r.Taint != 0 {
			out.Fields = append(out.Fields, FieldArgs{Field: f, Taint: r.Taint, r: r})
		}
		if out.Cut == nil {
			out.Cut = r.Cut
		}
	}
	if out.Taint == 0 && out.Cut == nil && w.cut != nil {
		out.Cut = &StoredArgsCut{Built: w.cut}
	}
	return out
}

// FieldsBuiltInto returns the program fields v is read from or, when v is
// text m builds (a StringBuilder, String.valueOf, a helper building and
// returning it: a key `uid + ":" + requestId` an object's method makes),
// the fields read into it, within StoredArgTaint's budget.
func (p *Program) FieldsBuiltInto(m *dex.Method, v regflow.Value) []*dex.FieldRef {
	fields, _, _ := p.PartsBuiltInto(m, v)
	return fields
}

// PartsBuiltInto is FieldsBuiltInto with, besides the fields, the app
// methods whose results the text is built from — a property getter, the
// initializer a lazy property's value comes from: `"$uid/$requestId"`
// where requestId is `by lazy { extras.getString("request_id") }`. cut is
// the method where the walk's budget of MaxBuiltVisits calls ran out (the
// parts past it are not known), nil when it did not.
func (p *Program) PartsBuiltInto(m *dex.Method, v regflow.Value) (fields []*dex.FieldRef, getters []*dex.Method, cut *dex.Method) {
	w := builtWalk{p: p, fields: fieldAlts(v, nil), getters: &getters}
	if m != nil && builtText(v) {
		w.done = map[*dex.Method]bool{}
		w.fieldsBuiltInto(m, v)
	}
	return w.fields, getters, w.cut
}

// fieldAlts appends v's field alternatives to fields, once each.
func fieldAlts(v regflow.Value, fields []*dex.FieldRef) []*dex.FieldRef {
	for _, a := range v.Alts {
		if a.Kind == regflow.Field && a.Field != nil && !slices.Contains(fields, a.Field) {
			fields = append(fields, a.Field)
		}
	}
	return fields
}

// builtText reports whether some alternative of v is the result of a
// call to a class that builds values from its arguments (propagates), in
// the method itself or in a helper returning it: text made there.
func builtText(v regflow.Value) bool {
	for _, a := range v.Alts {
		if a.Kind == regflow.Call && a.Ref != nil && propagates(a.Ref.Class) {
			return true
		}
	}
	return false
}

// MaxBuiltVisits bounds the values fieldsBuiltInto looks through for one
// question (a long chain of appends is one value per append).
const MaxBuiltVisits = 64

// builtWalk looks for the program fields read into text a method builds
// (fieldsBuiltInto), within one budget of MaxBuiltVisits calls.
type builtWalk struct {
	p      *Program
	fields []*dex.FieldRef
	visits int
	// cut is the method where the budget ran out; nil when it did not.
	cut  *dex.Method
	done map[*dex.Method]bool
	// getters, when not nil, collects the app methods whose results are
	// built into the text (PartsBuiltInto).
	getters *[]*dex.Method
	// holders, when not nil, collects the fields the receivers of the
	// helpers looked through are read from (the object whose method
	// built the text: a mint kept in a tool set's field).
	holders *[]*dex.FieldRef
	// paramDraws, with holders, records per method the parameters it
	// draws from (a generator it is given: `Token.mint(rng)`), for the
	// callers' arguments to name the generator fields (paramGens).
	paramDraws map[*dex.Method]uint64
	gens       map[genKey]*genResult // genSources' answers
	// ownGens, with holders, records per method the generator fields it
	// draws from that belong to its own object's class or its subclasses
	// (an interface's default next() drawing from the abstract random
	// property each implementation fills): which of them a call runs is
	// narrowed by the object the call is made on (ownGensAt).
	ownGens map[*dex.Method][]*dex.FieldRef
	viaOwn  map[*dex.Method][]*dex.FieldRef // ownGensAt's per helper
	// owners, with holders, records per holder the fields the objects it
	// is read off are read from (addHoldersOwned); unowned, holders read
	// off an object from elsewhere too.
	owners     map[fkey][]*dex.FieldRef
	ownerSites map[fkey][]allocSite
	unowned    map[fkey]bool
}

// addHolders adds to w.holders the fields the receiver of the call c
// (with arguments args) is read from, when c calls via, the helper that
// built the text; when c calls another helper that calls via in turn (a
// private issue() returning mint.next()), the receivers of its calls of
// via, two helpers deep at most.
func (w *builtWalk) addHolders(m *dex.Method, c *Call, args []regflow.Value, via *dex.Method, depth int) {
	w.addHoldersOwned(m, c, args, via, depth, nil, nil, regflow.Value{})
}

// addHoldersOwned is addHolders inside the helper owner runs in, called
// in ownerIn on the objects of ownerRecv: a holder read off that helper's
// own object (`this.mint` in ToolSet.issue) is owned by those objects — the
// provider's `confirmations` field's, not its `retries`' of the same class,
// or an object made where the call is (`ToolSet ids = new ToolSet(…);
// ids.issue()`) — recorded in w.owners and w.ownerSites.
func (w *builtWalk) addHoldersOwned(m *dex.Method, c *Call, args []regflow.Value, via *dex.Method, depth int, owner, ownerIn *dex.Method, ownerRecv regflow.Value) {
	if c == nil || isStatic(c.Op) || len(args) == 0 {
		return
	}
	targets := w.p.Targets(c)
	if slices.Contains(targets, via) {
		for _, h := range fieldAlts(args[0], nil) {
			if !slices.Contains(*w.holders, h) {
				*w.holders = append(*w.holders, h)
			}
			if owner == nil || w.owners == nil || !w.p.mayBeA(owner.Class.Name, h.Class) {
				continue
			}
			k := fieldKey(h)
			placed := false
			for _, a := range ownerRecv.Alts {
				switch {
				case a.Kind == regflow.Field && a.Field != nil:
					if !slices.Contains(w.owners[k], a.Field) {
						w.owners[k] = append(w.owners[k], a.Field)
					}
					placed = true
				case a.Kind == regflow.New && a.Via == nil && ownerIn != nil:
					if s := (allocSite{ownerIn, a.Site}); !slices.Contains(w.ownerSites[k], s) {
						w.ownerSites[k] = append(w.ownerSites[k], s)
					}
					placed = true
				}
			}
			if !placed {
				w.unowned[k] = true // an owner from elsewhere: any object
			}
		}
		return
	}
	if depth == 2 || len(targets) > 4 {
		return
	}
	for _, t := range targets {
		w.p.ReplayCalls(t, func(inner *Call, in *dex.Insn, st *regflow.State) {
			if inner.Ref.Name != "<init>" {
				w.addHoldersOwned(t, inner, CallArgs(st, in, inner.Ref), via, depth+1, t, m, args[0])
			}
		})
	}
}

// viaReceiver returns the classes the object via runs on may be, for the
// call c (with arguments args) in m: the receiver's class when c calls
// via (this: m's class; a field: its type; an allocation: its class), or,
// when c calls one helper that calls via in turn (a $default bridge, a
// base class's issue() calling next()), the classes of the object that
// helper calls via on — its own receiver or parameter mapped back to c's
// arguments, a field it reads by that field's type — two helpers deep at
// most. ok is false when some object's class is not known.
func (w *builtWalk) viaReceiver(m *dex.Method, c *Call, args []regflow.Value, via *dex.Method, depth int) (classes []string, ok bool) {
	if c == nil || len(args) == 0 {
		return nil, false
	}
	targets := w.p.Targets(c)
	if slices.Contains(targets, via) {
		return declaredClasses(m, args[0], nil)
	}
	if depth == 2 || len(targets) != 1 {
		return nil, false
	}
	t := targets[0]
	ok = true
	found := false
	w.p.ReplayCalls(t, func(inner *Call, in *dex.Insn, st *regflow.State) {
		if !ok || inner.Ref.Name == "<init>" {
			return
		}
		ia := CallArgs(st, in, inner.Ref)
		if len(ia) == 0 || !w.leadsTo(inner, via, depth+1) {
			return // a call that does not lead to via
		}
		var cs []string
		var k bool
		if a, single := ia[0].Single(); single && a.Kind == regflow.Param && a.Via == nil && int(a.Int) < len(args) {
			// The object t was given (its own, or a bridge's
			// parameter): what c passes there.
			cs, k = declaredClasses(m, args[a.Int], nil)
		} else if slices.Contains(w.p.Targets(inner), via) {
			cs, k = declaredClasses(t, ia[0], nil)
		} else {
			cs, k = w.viaReceiver(t, inner, ia, via, depth+1)
		}
		found = true
		ok = ok && k
		classes = append(classes, cs...)
	})
	return classes, ok && found
}

// leadsTo reports whether the call c runs via: calls it, or calls the one
// helper that does (a $default bridge), up to two helpers deep.
func (w *builtWalk) leadsTo(c *Call, via *dex.Method, depth int) bool {
	targets := w.p.Targets(c)
	if slices.Contains(targets, via) {
		return true
	}
	if depth >= 2 || len(targets) != 1 {
		return false
	}
	for _, ic := range w.p.Calls(targets[0]) {
		if ic.Ref.Name != "<init>" && w.leadsTo(&ic, via, depth+1) {
			return true
		}
	}
	return false
}

// declaredClasses appends the classes the objects of v, a value of m, are
// declared as (m's own class for `this`, a field's type, an allocation's
// class), without ValueClasses' search; ok is false when one is not known.
func declaredClasses(m *dex.Method, v regflow.Value, out []string) ([]string, bool) {
	if v.Top || len(v.Alts) == 0 {
		return out, false
	}
	for _, a := range v.Alts {
		switch {
		case a.Kind == regflow.Param && a.Int == 0 && a.Via == nil && !m.Static():
			out = append(out, m.Class.Name)
		case a.Kind == regflow.Field && a.Field != nil:
			out = append(out, a.Field.Type)
		case a.Kind == regflow.New && a.Str != "":
			out = append(out, a.Str)
		default:
			return out, false
		}
	}
	return out, true
}

// ownGensAt keeps, of the generator fields the helper via draws off its
// own object (an interface's default next() drawing from the random each
// implementation holds), those an object the call c in m is made on may
// hold: a call on a SessionBook runs SessionBook's random, not the ticket
// desks'. The helper's own fields are taken out of what its first
// visit added (from index before on) and kept per helper, then added
// back per call as its receiver allows (all of them when its class is
// not known).
func (w *builtWalk) ownGensAt(m *dex.Method, c *Call, args []regflow.Value, via *dex.Method, before int) {
	if w.viaOwn == nil {
		w.viaOwn = map[*dex.Method][]*dex.FieldRef{}
	}
	own, seen := w.viaOwn[via]
	if !seen {
		isOwn := func(f *dex.FieldRef) bool {
			for _, fs := range w.ownGens {
				if slices.Contains(fs, f) {
					return true
				}
			}
			return false
		}
		if before > len(w.fields) {
			before = len(w.fields)
		}
		var rest []*dex.FieldRef
		for _, f := range w.fields[before:] {
			if isOwn(f) {
				own = append(own, f)
			} else {
				rest = append(rest, f)
			}
		}
		w.fields = append(w.fields[:before], rest...)
		w.viaOwn[via] = own
	}
	if len(own) == 0 {
		return
	}
	classes, known := w.viaReceiver(m, c, args, via, 0)
	for _, f := range own {
		if known && !slices.ContainsFunc(classes, func(c string) bool { return w.p.mayBeA(f.Class, c) || w.p.mayBeA(c, f.Class) }) {
			continue
		}
		if !slices.Contains(w.fields, f) {
			w.fields = append(w.fields, f)
		}
	}
}

// paramGens adds to w.fields the generator fields the call c (with
// arguments args) hands, directly or through helpers, to the parameters
// of via that via draws from (bits): a tool box's mint() calling
// Token.mint(rng) (or its $default bridge) with its own rng field; and to
// w.holders where c's receiver is read from when such a field is found
// inside (the object whose generator it is).
func (w *builtWalk) paramGens(c *Call, args []regflow.Value, via *dex.Method, bits uint64) {
	if c == nil {
		return
	}
	targets := w.p.Targets(c)
	if len(targets) > 4 {
		return
	}
	var fields []*dex.FieldRef
	inside := false
	for _, t := range targets {
		f, pass := w.genSources(t, via, bits, 0)
		inside = inside || len(f) > 0
		fields = append(fields, f...)
		for k := range args {
			if k < 64 && pass&(1<<uint(k)) != 0 {
				fields = fieldAlts(args[k], fields)
			}
		}
	}
	for _, f := range fields {
		if !slices.Contains(w.fields, f) {
			w.fields = append(w.fields, f)
		}
	}
	if inside && !isStatic(c.Op) && len(args) > 0 && w.holders != nil {
		*w.holders = fieldAlts(args[0], *w.holders)
	}
}

// genKey is one genSources question.
type genKey struct {
	t, via *dex.Method
	bits   uint64
}

// genResult is genSources' answer for one method.
type genResult struct {
	fields []*dex.FieldRef
	pass   uint64
}

// genSources returns the generator fields t reads and hands on, through
// at most three helpers, to via's parameters in bits, and which of t's own
// parameters it hands on to them.
func (w *builtWalk) genSources(t, via *dex.Method, bits uint64, depth int) ([]*dex.FieldRef, uint64) {
	if t == via {
		return nil, bits
	}
	if depth == 3 {
		return nil, 0
	}
	k := genKey{t, via, bits}
	if r, ok := w.gens[k]; ok {
		return r.fields, r.pass
	}
	if w.gens == nil {
		w.gens = map[genKey]*genResult{}
	}
	r := &genResult{}
	w.gens[k] = r // a cycle gives nothing
	w.p.ReplayCalls(t, func(inner *Call, in *dex.Insn, st *regflow.State) {
		if inner.Ref.Name == "<init>" {
			return
		}
		targets := w.p.Targets(inner)
		if len(targets) > 4 {
			return
		}
		args := CallArgs(st, in, inner.Ref)
		for _, tt := range targets {
			f, pass := w.genSources(tt, via, bits, depth+1)
			r.fields = append(r.fields, f...)
			for k := range args {
				if k < 64 && pass&(1<<uint(k)) != 0 {
					r.fields = fieldAlts(args[k], r.fields)
					r.pass |= paramBits(args[k])
				}
			}
		}
	})
	return r.fields, r.pass
}

// fieldsBuiltInto adds the program fields read into the text v that m
// builds: the arguments (receiver included) of the calls making v, through
// chained and unchained StringBuilder appends (the builder's mutators, by
// allocation site), String.valueOf, concat and Kotlin's string helpers,
// and through the text a helper builds and returns (the alternative's Via
// method, replayed in turn). Each method is replayed once per question.
// The arguments a caller passes to such a helper are not looked into.
func (w *builtWalk) fieldsBuiltInto(m *dex.Method, v regflow.Value) {
	if w.done[m] {
		return
	}
	w.done[m] = true
	a, err := w.p.Analyze(m)
	if err != nil || a == nil {
		return
	}
	type call struct {
		ref  *dex.MethodRef
		args []regflow.Value
	}
	byAddr := CallsByAddr(w.p.Calls(m))
	calls := map[uint32]call{}
	helpers := map[uint32]call{} // calls to program methods: their arguments
	var order []uint32
	// gens holds the program fields m draws numbers from: the receivers
	// of java.util.Random calls (generatorDraw). Arithmetic on a drawn
	// number (`rnd.nextLong() & Long.MAX_VALUE`, `Math.abs(rnd.nextInt())`)
	// leaves a value with no alternative to follow back; the text built
	// from such a value is taken as built from those fields.
	var gens []*dex.FieldRef
	drawn := map[uint32][]*dex.FieldRef{}  // per draw, the fields its generator is read from
	filled := map[uint32][]*dex.FieldRef{} // per array nextBytes fills (its allocation), the same
	drawnParams := map[uint32]uint64{}     // per draw or filled array, the parameters its generator is
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c != nil && generatorDraw(c.Ref) && len(in.Args) > 0 {
			recv := st.Reg(uint32(in.Args[0]))
			gens = fieldAlts(recv, gens)
			if w.ownGens != nil && !m.Static() {
				for _, f := range fieldAlts(recv, nil) {
					if f.Class != m.Class.Name && w.p.mayBeA(f.Class, m.Class.Name) && !slices.Contains(w.ownGens[m], f) {
						w.ownGens[m] = append(w.ownGens[m], f)
					}
				}
			}
			drawn[in.Addr] = fieldAlts(recv, drawn[in.Addr])
			params := paramBits(recv)
			drawnParams[in.Addr] |= params
			if c.Ref.Name == "nextBytes" && len(in.Args) > 1 {
				// java.util.Random.nextBytes(raw): the array is the draw.
				for _, x := range st.Reg(uint32(in.Args[1])).Alts {
					if (x.Kind == regflow.Array || x.Kind == regflow.New) && x.Via == nil {
						filled[x.Site] = fieldAlts(recv, filled[x.Site])
						drawnParams[x.Site] |= params
					}
				}
			}
		}
		if c != nil && summarized(c.Ref) {
			helpers[in.Addr] = call{c.Ref, CallArgs(st, in, c.Ref)}
		}
		if c == nil || !propagates(c.Ref.Class) {
			return
		}
		if _, ok := calls[in.Addr]; !ok {
			order = append(order, in.Addr)
		}
		calls[in.Addr] = call{c.Ref, CallArgs(st, in, c.Ref)}
	})
	seen := map[uint32]bool{}
	var visit func(v regflow.Value)
	visit = func(v regflow.Value) {
		w.fields = fieldAlts(v, w.fields)
		for _, alt := range v.Alts {
			if w.getters != nil && alt.Kind == regflow.Call {
				// The app method whose summary placed this value (a lazy
				// property's initializer reading the extras), or the
				// property getter called.
				g := alt.Via
				if g == nil && alt.Ref != nil && len(alt.Ref.Params) == 0 && w.p.Classes[alt.Ref.Class] != nil {
					g = w.p.Lookup(alt.Ref.Class, alt.Ref.NameProto())
				}
				if g != nil && !propagates(g.Class.Name) && !slices.Contains(*w.getters, g) {
					*w.getters = append(*w.getters, g)
				}
			}
			var sites []uint32
			switch {
			case alt.Kind == regflow.Call && alt.Via != nil && alt.Via != m && alt.Ref != nil && propagates(alt.Ref.Class):
				// Text a helper builds and returns: the fields it
				// reads into it, and the arguments this call passes
				// for the parameters it builds it from
				// (describe(failure.message) returning "failed: " +
				// its parameter).
				before := len(w.fields)
				w.fieldsBuiltInto(alt.Via, regflow.One(regflow.Alt{Kind: regflow.Call, Site: alt.ViaSite, Ref: alt.Ref}))
				if hc, ok := helpers[alt.Site]; ok && w.holders != nil {
					w.ownGensAt(m, byAddr[alt.Site], hc.args, alt.Via, before)
					w.addHolders(m, byAddr[alt.Site], hc.args, alt.Via, 0)
					if bits := w.paramDraws[alt.Via]; bits != 0 {
						w.paramGens(byAddr[alt.Site], hc.args, alt.Via, bits)
					}
				}
				if hc, ok := helpers[alt.Site]; ok && !seen[alt.Site] {
					if w.visits >= MaxBuiltVisits {
						if w.cut == nil {
							w.cut = m
						}
						continue
					}
					seen[alt.Site] = true
					w.visits++
					bits := w.p.builtFromParams(byAddr[alt.Site])
					for k, arg := range hc.args {
						if k < regflow.MaxTaintParams && bits&regflow.TaintParam(int64(k)) != 0 {
							visit(arg)
						}
					}
				}
			case (alt.Kind == regflow.Array || alt.Kind == regflow.New) && alt.Via == nil && drawnParams[alt.Site] != 0 && w.paramDraws != nil:
				w.paramDraws[m] |= drawnParams[alt.Site]
			case (alt.Kind == regflow.Array || alt.Kind == regflow.New) && alt.Via == nil && len(filled[alt.Site]) > 0:
				// An array nextBytes filled: built from the generator's
				// fields.
				for _, f := range filled[alt.Site] {
					if !slices.Contains(w.fields, f) {
						w.fields = append(w.fields, f)
					}
				}
			case alt.Kind == regflow.Array && alt.Via == nil && w.getters != nil && !seen[alt.Site]:
				// The arguments array of String.format("%d/%s", uid,
				// requestId()): its elements (PartsBuiltInto only).
				seen[alt.Site] = true
				if w.visits >= MaxBuiltVisits {
					if w.cut == nil {
						w.cut = m
					}
					continue
				}
				w.visits++
				for _, e := range w.p.ArrayElements(m, regflow.One(alt)) {
					visit(e)
				}
			case alt.Kind == regflow.Call && alt.Via == nil && alt.Ref != nil && generatorDraw(alt.Ref):
				// A draw's result itself (kotlin's nextBytes(n) returns
				// the array): built from the generator's fields.
				if w.paramDraws != nil {
					w.paramDraws[m] |= drawnParams[alt.Site]
				}
				for _, f := range drawn[alt.Site] {
					if !slices.Contains(w.fields, f) {
						w.fields = append(w.fields, f)
					}
				}
			case alt.Kind == regflow.Call && alt.Via == nil:
				sites = []uint32{alt.Site}
			case alt.Kind == regflow.New && alt.Via == nil && mutatesReceiver(alt.Str):
				// An unchained builder: every call folding an
				// argument into the object allocated here.
				for _, addr := range order {
					c := calls[addr]
					// The receiver is the allocation, or a chain started
					// from it (append(uid).append('/') on the first
					// append's result: kotlinc's buildString).
					if mutatesReceiver(c.ref.Class) && len(c.args) > 0 && (slices.Contains(regflow.Sites(c.args[0]), alt.Site) || slices.Contains(a.fluent[addr], alt.Site)) {
						sites = append(sites, addr)
					}
				}
			}
			for _, site := range sites {
				c, ok := calls[site]
				if !ok || seen[site] {
					continue
				}
				if w.visits >= MaxBuiltVisits {
					if w.cut == nil {
						w.cut = m
					}
					continue
				}
				seen[site] = true
				w.visits++
				for _, arg := range c.args {
					if arg.Top && len(arg.Alts) == 0 || numericOf(arg) {
						for _, f := range gens {
							if !slices.Contains(w.fields, f) {
								w.fields = append(w.fields, f)
							}
						}
					}
					visit(arg)
				}
			}
		}
	}
	visit(v)
}

// numericOf reports whether v is the result of java.lang.Math functions
// (Math.abs of a draw): a number computed from others, which the walk does
// not follow into.
func numericOf(v regflow.Value) bool {
	return len(v.Alts) > 0 && !v.Has(func(a regflow.Alt) bool {
		return a.Kind != regflow.Call || a.Ref == nil || a.Ref.Class != "Ljava/lang/Math;"
	})
}

// generatorDraw reports whether ref draws a number from a
// java.util.Random (SecureRandom included): next*, ints, longs, doubles.
func generatorDraw(ref *dex.MethodRef) bool {
	if ref.Class != "Ljava/util/Random;" && ref.Class != "Ljava/security/SecureRandom;" && !strings.HasPrefix(ref.Class, "Lkotlin/random/Random") {
		return false
	}
	return strings.HasPrefix(ref.Name, "next") || ref.Name == "ints" || ref.Name == "longs" || ref.Name == "doubles"
}

// storedArgs computes and caches one field's answer.
func (p *Program) storedArgs(f *dex.FieldRef) *StoredArgs {
	k := fieldKey(f)
	if r, ok := p.storedArgCache[k]; ok {
		return r
	}
	if r, ok := p.storedTransient[k]; ok && len(p.analyzing) > 0 {
		return r // asked again while analyses still run: as answered then
	}
	r := &StoredArgs{}
	if p.storedArgCache == nil {
		p.storedArgCache = map[fkey]*StoredArgs{}
	}
	p.storedArgCache[k] = r // a question met again while answering gives what is known so far
	transient := false
	type item struct {
		m    *dex.Method
		bits regflow.Taint // m's parameters whose arguments reach the field
	}
	var todo []item
	for _, w := range p.WritersOf(f) {
		if bits := p.storedParams(w, k); bits != 0 {
			todo = append(todo, item{w, bits})
		}
	}
	budget := MaxStoredArgCallers
	seen := map[*dex.Method]bool{}
	for depth := 0; len(todo) > 0 && r.Cut == nil; depth++ {
		if depth == MaxStoredArgDepth {
			for _, it := range todo {
				if cs := p.Callers(it.m); !seen[it.m] && len(cs) > 0 {
					r.Cut = &StoredArgsCut{Field: f, Writer: it.m, Callers: len(cs), First: cs[0], Deep: true}
					break
				}
			}
			break
		}
		var next []item
		for _, it := range todo {
			if seen[it.m] || r.Cut != nil {
				continue
			}
			seen[it.m] = true
			callers := p.Callers(it.m)
			// The call sites in budget, grouped by the method making them:
			// a method with many (every tool's failure path calling
			// error(code, message)) is replayed once for all of them.
			var sites callSites
			for _, c := range callers {
				if neverRuns(p, c.Method) {
					continue // an instance method of a class no live code makes
				}
				if budget == 0 {
					r.Cut = &StoredArgsCut{Field: f, Writer: it.m, Callers: len(callers), First: c}
					break
				}
				budget--
				sites.add(c)
			}
			for _, cm := range sites.order {
				at := sites.at[cm]
				a, err := p.Analyze(cm)
				if err != nil || a == nil {
					if err == nil && p.analyzing[cm] {
						// Its analysis is running further up (this
						// question was asked from inside it): the answer
						// is kept only while analyses run, and asked
						// again once they are done.
						transient = true
					}
					if r.Cut == nil {
						for _, c := range callers {
							if c.Method == cm {
								r.Cut = &StoredArgsCut{Field: f, Unanalyzed: cm, First: c}
								break
							}
						}
					}
					continue
				}
				a.Replay(func(in *dex.Insn, st *regflow.State) {
					c, ok := at[in.Addr]
					if !ok || !in.IsInvoke() {
						return
					}
					args := CallArgs(st, in, c.Call.Ref)
					t := localTaint(it.bits, args, st)
					from := c
					var chainedOwn regflow.Taint
					if t&^regflow.ParamTaints == 0 {
						// Named by the calls that filled the other
						// field: the one passing it on here passes
						// every object's value alike.
						for _, ch := range p.fieldArgChained(cm, in.Addr, it.bits, args, f) {
							t |= ch.taint
							if ch.from.Method != nil {
								r.addOrigin(ch.taint, storedOrigin{f, ch.from})
							}
							r.addCalls(ch.taint, ch.calls)
							for _, c := range ch.calls {
								if !slices.Contains(r.copied, c) {
									r.copied = append(r.copied, c)
								}
							}
						}
						chainedOwn = t &^ regflow.ParamTaints
					}
					if t == 0 {
						r.Sourceless = true
					}
					if own := t &^ regflow.ParamTaints; own != 0 {
						r.addOrigin(own, storedOrigin{f, from})
						r.Taint |= own
						// A value copied from another field is named by
						// the calls that made it there (added above).
						r.addCalls(own&^chainedOwn, []Caller{c})
					}
					bits := t & regflow.ParamTaints
					if !cm.Static() {
						bits &^= regflow.TaintParam(0) // the caller's own object
					}
					if bits != 0 {
						next = append(next, item{cm, bits})
					}
				})
			}
		}
		todo = next
	}
	if transient {
		delete(p.storedArgCache, k)
		if p.storedTransient == nil {
			p.storedTransient = map[fkey]*StoredArgs{}
		}
		p.storedTransient[k] = r
	}
	return r
}

// callSites groups call sites by the method making them, in first-seen
// order, so that each calling method is replayed once for all of them.
type callSites struct {
	order []*dex.Method
	at    map[*dex.Method]map[uint32]Caller
}

func (cs *callSites) add(c Caller) {
	if cs.at == nil {
		cs.at = map[*dex.Method]map[uint32]Caller{}
	}
	if cs.at[c.Method] == nil {
		cs.at[c.Method] = map[uint32]Caller{}
		cs.order = append(cs.order, c.Method)
	}
	cs.at[c.Method][c.Call.Addr] = c
}

// storedParams returns the taint bits of w's parameters (other than its
// own object) that w stores into the field k.
func (p *Program) storedParams(w *dex.Method, k fkey) regflow.Taint {
	a, err := p.Analyze(w)
	if err != nil || a == nil {
		return 0
	}
	file := w.Class.File
	var bits regflow.Taint
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		op := in.Op
		if !(op >= dex.OpIput && op <= dex.OpIputShort || op >= dex.OpSput && op <= dex.OpSputShort) {
			return
		}
		if fr, err := file.Field(in.Index); err == nil && fieldKey(fr) == k {
			bits |= st.ValueTaint(st.Reg(in.A)) & regflow.ParamTaints
		}
	})
	if !w.Static() {
		bits &^= regflow.TaintParam(0)
	}
	return bits
}

// builtFromParams returns the parameter bits of what the targets of call
// c return: the parameters whose arguments the returned text is built from.
func (p *Program) builtFromParams(c *Call) regflow.Taint {
	if c == nil {
		return 0
	}
	var bits regflow.Taint
	for _, t := range p.liveTargets(c) {
		if s := p.SummaryIfDone(t); s != nil { // computed when the caller was analyzed
			bits |= s.Returns.Taint & regflow.ParamTaints
		}
	}
	return bits
}

// Per object: the field question above is answered per field, for every
// object of the class (a Failure constructed with a caught exception's
// text taints the reads of every Failure's message). When the object a
// method reads the field of is one the method allocates itself, what its
// own constructor or setter calls pass decides instead: ObjectArgs.

// ReadObjects returns the objects whose field f method m reads: the
// receivers of its iget instructions of f and of its calls to program
// getters returning f (a Kotlin property's getMessage()), merged.
func (p *Program) ReadObjects(m *dex.Method, f *dex.FieldRef) regflow.Value {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return regflow.Unknown
	}
	k := fieldKey(f)
	file := m.Class.File
	byAddr := CallsByAddr(p.Calls(m))
	var out regflow.Value
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		op := in.Op
		if op >= dex.OpIget && op <= dex.OpIgetShort {
			if fr, err := file.Field(in.Index); err == nil && fieldKey(fr) == k {
				out = regflow.Merge(out, st.Reg(in.B))
			}
			return
		}
		c := byAddr[in.Addr]
		if c == nil || !in.IsInvoke() || in.IsStaticInvoke() || !summarized(c.Ref) {
			return
		}
		for _, t := range p.liveTargets(c) {
			s := p.SummaryIfDone(t)
			if s == nil || !s.Returns.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Field && a.Field != nil && fieldKey(a.Field) == k }) {
				continue
			}
			if args := CallArgs(st, in, c.Ref); len(args) > 0 {
				out = regflow.Merge(out, args[0])
			}
		}
	})
	return out
}

// ObjectArgs answers the field question for objects m allocates itself:
// objs must be allocations in m (New alternatives without Via), or in a
// helper m calls that allocates and returns them (answered in that
// helper, recursively; a helper allocating an object it returns is not
// one of its own callers, so this ends). It returns the taint of what m,
// and the helper making an object, pass to the writers of f called on
// the objects (their constructors and setters: `h = Grant.make();
// h.setToken(t)` is answered by t), and ok false when some object is not
// such an allocation, when a writer's argument depends on m's own
// parameters and its callers cannot all be followed, when an object is
// passed to other program code (which may set the field), or when no
// writer call is found on some object.
func (p *Program) ObjectArgs(m *dex.Method, objs regflow.Value, f *dex.FieldRef) (regflow.Taint, bool) {
	t, set, ok := p.objectArgs(m, objs, f)
	return t, ok && set
}

// ObjectArgsHanded is ObjectArgs for objects m hands to the call at addr,
// whose callee reads f of them: that hand-off does not count as giving
// the object to code that may set the field (the caller of ObjectArgsHanded
// has checked the callee sets none).
func (p *Program) ObjectArgsHanded(m *dex.Method, objs regflow.Value, f *dex.FieldRef, addr uint32) (regflow.Taint, bool) {
	t, set, ok := p.objectArgsExcept(m, objs, f, int64(addr))
	return t, ok && set
}

// objectArgs is ObjectArgs with set apart: ok false says the objects
// cannot be answered for at all; set false (with ok) that some object had
// no writer called on it in m or in the helper making it, which a caller
// holding the object from m may still call.
func (p *Program) objectArgs(m *dex.Method, objs regflow.Value, f *dex.FieldRef) (taint regflow.Taint, set, ok bool) {
	return p.objectArgsExcept(m, objs, f, -1)
}

// objectArgsExcept is objectArgs with the call at except (when not -1)
// allowed to receive the objects: a call to a method known to only read
// them (ObjectArgsHanded, ParamObjectArgs).
// handedAnywhere, as objectArgsExcept's except, lets the objects go
// anywhere after the writer calls: for a field only its class's
// constructors write, nothing the object meets later can change it.
const handedAnywhere = -2

func (p *Program) objectArgsExcept(m *dex.Method, objs regflow.Value, f *dex.FieldRef, except int64) (taint regflow.Taint, set, ok bool) {
	taint, set, ok = p.objectArgsRaw(m, objs, f, except)
	if !ok {
		return 0, false, false
	}
	if bits := taint & regflow.ParamTaints; bits != 0 {
		// Built from m's own parameters: what m's callers pass.
		own, ok := p.callersPass(m, bits)
		if !ok {
			return 0, false, false
		}
		taint = taint&^regflow.ParamTaints | own
	}
	return taint, set, true
}

// argTaintsAt returns the taint of the arguments the call at addr in m
// passes for the parameter bits (regflow.TaintParam) of callee, with m's
// own parameter bits where an argument is one of them; false when that
// call does not call callee itself.
func (p *Program) argTaintsAt(m *dex.Method, addr uint32, callee *dex.Method, bits regflow.Taint) (regflow.Taint, bool) {
	var out regflow.Taint
	found := false
	p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		if in.Addr != addr || !slices.Contains(p.Targets(c), callee) {
			return
		}
		found = true
		out = localTaint(bits&regflow.ParamTaints, CallArgs(st, in, c.Ref), st)
	})
	return out, found
}

// argTaintsThrough is argTaintsAt one helper deeper: the call at addr in m
// runs a helper h that calls callee once (`fail(m)` calling `of(code,
// m)`); callee's parameter bits are mapped to h's, then to what m passes.
func (p *Program) argTaintsThrough(m *dex.Method, addr uint32, callee *dex.Method, bits regflow.Taint) (regflow.Taint, bool) {
	var h *dex.Method
	for _, c := range p.Calls(m) {
		if c.Addr == addr {
			if ts := p.Targets(&c); len(ts) == 1 {
				h = ts[0]
			}
		}
	}
	if h == nil || h == callee || !h.HasCode() {
		return 0, false
	}
	var site uint32
	n := 0
	for _, c := range p.Calls(h) {
		if slices.Contains(p.Targets(&c), callee) {
			site, n = c.Addr, n+1
		}
	}
	if n != 1 {
		return 0, false
	}
	inH, ok := p.argTaintsAt(h, site, callee, bits)
	if !ok {
		return 0, false
	}
	out := inH &^ regflow.ParamTaints
	if hb := inH & regflow.ParamTaints; hb != 0 {
		if !h.Static() {
			hb &^= regflow.TaintParam(0)
		}
		viaM, ok := p.argTaintsAt(m, addr, h, hb)
		if !ok {
			return 0, false
		}
		out |= viaM
	}
	return out, true
}

// objectArgsRaw is objectArgsExcept with m's own parameter bits left in
// the taint.
func (p *Program) objectArgsRaw(m *dex.Method, objs regflow.Value, f *dex.FieldRef, except int64) (taint regflow.Taint, set, ok bool) {
	if !objs.Exact() {
		return 0, false, false
	}
	var sites []uint32
	var vias []regflow.Alt
	var viaSet []bool
	other := false // objects of classes that cannot hold f
	for _, a := range objs.Alts {
		switch {
		case a.Kind == regflow.Const && a.Int == 0:
			// null on some path
		case a.Kind == regflow.New && !p.mayHold(a.Str, f):
			// An object of another class (a Failed beside the NeedsUser
			// a sealed result may be): the read of f never reads it.
			other = true
		case a.Kind == regflow.New && a.Via == nil:
			sites = append(sites, a.Site)
		case a.Kind == regflow.New && a.Via != m:
			// Made in a helper m calls (a factory returning
			// Failure("No such note")): that helper's own calls, and
			// m's writer calls on the object it returns, decide, unless
			// either hands the object on.
			// What the helper stores from its own parameters is what this
			// call passes them (Failure.of(code, e.getMessage()) beside
			// Failure.of(code, "fixed") in another caller), not the union
			// of every caller's.
			t, set, ok := p.objectArgsRaw(a.Via, regflow.One(regflow.Alt{Kind: regflow.New, Site: a.ViaSite, Str: a.Str}), f, -1)
			if !ok {
				return 0, false, false
			}
			if bits := t & regflow.ParamTaints; bits != 0 {
				mapped, ok := p.argTaintsAt(m, a.Site, a.Via, bits)
				if !ok {
					mapped, ok = p.argTaintsThrough(m, a.Site, a.Via, bits)
				}
				if !ok {
					// Made deeper than the calls followed: every caller's.
					if mapped, ok = p.callersPass(a.Via, bits); !ok {
						return 0, false, false
					}
				}
				t = t&^regflow.ParamTaints | mapped
			}
			taint |= t
			vias = append(vias, a)
			viaSet = append(viaSet, set)
		default:
			return 0, false, false
		}
	}
	if len(sites) == 0 && len(vias) == 0 {
		// Only objects of other classes: none is read, nothing to answer.
		return 0, other, other
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return 0, false, false
	}
	local := func(x regflow.Alt) bool {
		return x.Kind == regflow.New && x.Via == nil && slices.Contains(sites, x.Site)
	}
	via := func(x regflow.Alt) int {
		if x.Kind != regflow.New || x.Via == nil {
			return -1
		}
		return slices.IndexFunc(vias, func(y regflow.Alt) bool {
			return x.Via == y.Via && x.ViaSite == y.ViaSite && x.Site == y.Site
		})
	}
	mine := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool { return local(x) || via(x) >= 0 })
	}
	k := fieldKey(f)
	writers := p.WritersOf(f)
	byAddr := CallsByAddr(p.Calls(m))
	found := map[uint32]bool{}
	ok = true
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if op := in.Op; op == dex.OpIput+2 || op == dex.OpSput+2 || op == dex.OpAputObject {
			if mine(st.Reg(in.A)) && except != handedAnywhere {
				ok = false // kept where other code may set the field (iput-object, sput-object, aput-object)
			}
			return
		}
		c := byAddr[in.Addr]
		if c == nil || !in.IsInvoke() {
			return
		}
		args := CallArgs(st, in, c.Ref)
		first := 1
		if in.IsStaticInvoke() {
			first = 0
		}
		for _, arg := range args[min(first, len(args)):] {
			if mine(arg) && summarized(c.Ref) && int64(in.Addr) != except && except != handedAnywhere {
				ok = false // handed to program code, which may set the field
			}
		}
		if in.IsStaticInvoke() || len(args) == 0 || !mine(args[0]) {
			return
		}
		for _, t := range p.Targets(c) {
			var bits regflow.Taint
			switch {
			case slices.Contains(writers, t):
				bits = p.storedParams(t, k)
			case defaultCtorBridge(t.Ref):
				bits = p.bridgeStored(t, k, writers, args)
			}
			if bits == 0 {
				continue
			}
			if !args[0].Exact() || args[0].Has(func(x regflow.Alt) bool {
				return !local(x) && via(x) < 0 && !(x.Kind == regflow.Const && x.Int == 0)
			}) {
				ok = false // maybe on another object too
			}
			taint |= localTaint(bits, args, st)
			for _, x := range args[0].Alts {
				if local(x) {
					found[x.Site] = true
				} else if i := via(x); i >= 0 {
					viaSet[i] = true
				}
			}
		}
	})
	if !ok {
		return 0, false, false
	}
	set = len(found) == len(sites) && !slices.Contains(viaSet, false)
	return taint, set, true
}

// callersPass returns the taint of what the callers of m pass for the
// parameters bits, followed up as the field question is (MaxStoredArgDepth
// levels, MaxStoredArgCallers call sites; a method nothing calls passes
// nothing, as there). ok is false when the budget runs out or a caller
// cannot be analyzed.
func (p *Program) callersPass(m *dex.Method, bits regflow.Taint) (regflow.Taint, bool) {
	type item struct {
		m    *dex.Method
		bits regflow.Taint
	}
	todo := []item{{m, bits}}
	budget := MaxStoredArgCallers
	seen := map[*dex.Method]bool{}
	var out regflow.Taint
	for depth := 0; len(todo) > 0; depth++ {
		var next []item
		for _, it := range todo {
			if seen[it.m] {
				continue
			}
			seen[it.m] = true
			callers := p.Callers(it.m)
			if len(callers) > 0 && depth == MaxStoredArgDepth || len(callers) > budget {
				return 0, false
			}
			budget -= len(callers)
			// One replay per calling method, for all its call sites.
			var sites callSites
			for _, c := range callers {
				sites.add(c)
			}
			for _, cm := range sites.order {
				at := sites.at[cm]
				a, err := p.Analyze(cm)
				if err != nil || a == nil {
					return 0, false
				}
				a.Replay(func(in *dex.Insn, st *regflow.State) {
					c, ok := at[in.Addr]
					if !ok || !in.IsInvoke() {
						return
					}
					t := localTaint(it.bits, CallArgs(st, in, c.Call.Ref), st)
					out |= t &^ regflow.ParamTaints
					b := t & regflow.ParamTaints
					if !cm.Static() {
						b &^= regflow.TaintParam(0)
					}
					if b != 0 {
						next = append(next, item{cm, b})
					}
				})
			}
		}
		todo = next
	}
	return out, true
}

// defaultCtorBridge reports whether ref is one of kotlinc's synthetic
// constructors that delegate to the real one of their class: for calls
// leaving some parameters to their defaults, `<init>(…, int mask,
// DefaultConstructorMarker)`, which computes the default of each parameter
// whose mask bit is set; and the public twin `<init>(…,
// DefaultConstructorMarker)` of a constructor kotlinc makes private
// (parameters of value class types, a sealed class's), which passes its
// arguments on unchanged.
func defaultCtorBridge(ref *dex.MethodRef) bool {
	n := len(ref.Params)
	return ref.Name == "<init>" && n >= 1 && ref.Params[n-1] == "Lkotlin/jvm/internal/DefaultConstructorMarker;"
}

// bridgeStored returns what a Kotlin default-constructor bridge t, called
// with args, stores into the field k through the constructor of its own
// class it delegates to (one of writers): the taint of the defaults it
// computes (own bits) and its parameters' bits for what the call passes.
// The bridge is analysed with the call's constants bound, so the mask
// decides which defaults are computed; without that, every default
// counts.
func (p *Program) bridgeStored(t *dex.Method, k fkey, writers []*dex.Method, args []regflow.Value) regflow.Taint {
	var a *Analysis
	if r := p.analyzeBound(t, args); r != nil {
		a = r.a
	} else if x, err := p.Analyze(t); err == nil {
		a = x
	}
	if a == nil {
		return 0
	}
	byAddr := CallsByAddr(p.Calls(t))
	var out regflow.Taint
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c == nil || c.Ref.Name != "<init>" || c.Ref.Class != t.Class.Name {
			return
		}
		cargs := CallArgs(st, in, c.Ref)
		if x, ok := arg(cargs, 0).Single(); !ok || x.Kind != regflow.Param || x.Int != 0 {
			return // another object of the class
		}
		for _, w := range p.Targets(c) {
			if w != t && slices.Contains(writers, w) {
				out |= localTaint(p.storedParams(w, k), cargs, st)
			}
		}
	})
	return out &^ regflow.TaintParam(0)
}

// neverRuns reports whether m is an instance method of a class no code
// that may run constructs, nor any subclass (deadOwner): what it passes
// never reaches a field (Dagger's factory of an unscoped binding the
// component builds inline, whose create() nothing calls).
func neverRuns(p *Program, m *dex.Method) bool {
	return !m.Static() && p.deadOwner(m)
}

// mayHold reports whether an object made as class may be read through the
// field reference f: the verifier lets a field instruction take only
// objects of the field's class or a subclass.
func (p *Program) mayHold(class string, f *dex.FieldRef) bool { return p.mayBeA(class, f.Class) }

// mayBeA reports whether an object made as class may be a super (the class
// or a subclass): true unless both are program classes and class is not
// below super (a hierarchy outside the program is not known).
func (p *Program) mayBeA(class, super string) bool {
	if p.Classes[class] == nil || p.Classes[super] == nil {
		return true
	}
	return p.IsSubclass(class, super)
}

// chainedTaint is what fieldArgChained follows into another field: an
// exception's text (CETP607's question) and a token's source (CETP613's:
// an operation id a command object carries from `clock + counter` into
// the reply object's field, another app's SecureRandom id beside it).
const chainedTaint = regflow.TaintException | regflow.TaintPredictable | regflow.TaintSecure

// chained is a taint bit an argument read from another field carries, a
// call that filled that field with it (from, for messages) and every such
// call (calls, where the value was made).
type chained struct {
	taint regflow.Taint
	from  Caller
	calls []Caller
}

// fieldArgChained returns the chainedTaint of the arguments for the
// parameters bits names that are read from another app field: a
// builder's setter given a domain error's text (`message =
// outcome.fault.text` in a DSL block), a reply's operation id taken from
// the command object's (`Accepted(command.operationId)`), which that
// field's own writers' callers fill. The field's answer is the union over
// its objects, as for the field itself; per taint bit, from is a call
// that filled that field with it, for the message to name.
func (p *Program) fieldArgChained(cm *dex.Method, addr uint32, bits regflow.Taint, args []regflow.Value, f *dex.FieldRef) []chained {
	var out []chained
	add := func(t regflow.Taint, from Caller, calls []Caller) {
		for i := range 16 {
			bit := regflow.Taint(1) << i
			if t&bit == 0 {
				continue
			}
			k := slices.IndexFunc(out, func(c chained) bool { return c.taint == bit })
			if k < 0 {
				out = append(out, chained{taint: bit})
				k = len(out) - 1
			}
			if out[k].from.Method == nil {
				out[k].from = from
			}
			for _, c := range calls {
				if !slices.Contains(out[k].calls, c) {
					out[k].calls = append(out[k].calls, c)
				}
			}
		}
	}
	for k := range int64(regflow.MaxTaintParams) {
		if bits&regflow.TaintParam(k) == 0 || int(k) >= len(args) {
			continue
		}
		for _, a := range args[k].Alts {
			g := a.Field
			if a.Kind != regflow.Field || g == nil || fieldKey(g) == fieldKey(f) || p.Classes[g.Class] == nil || !interestingField(g.Type) {
				continue
			}
			r := p.storedArgs(g)
			// The object copied from, when the analysis can tell which:
			// one cm makes itself (its own constructor and setter calls),
			// or the ones cm's callers pass for the parameter it reads
			// (each made by a known maker). Only those objects' writers
			// made the value copied here — not every writer of g (a
			// command made for another tool and never copied).
			if t, makers, ok := p.copiedObjects(cm, addr, g); ok && t&chainedTaint != 0 {
				// (No source at all — a value those objects copied from
				// yet another field — is answered field-wide below.)
				for i := range 16 {
					bit := regflow.Taint(1) << i
					if t&chainedTaint&bit == 0 {
						continue
					}
					var calls []Caller
					for _, c := range r.calls[i] {
						if makers[c.Method] {
							calls = append(calls, c)
						}
					}
					from := Caller{}
					if len(calls) > 0 {
						from = calls[0]
					}
					add(bit, from, calls)
				}
				continue
			}
			if v, ok := p.fieldRead(g); ok {
				add(v.Taint&chainedTaint, Caller{}, nil)
			}
			for i := range 16 {
				if bit := regflow.Taint(1) << i; r.Taint&chainedTaint&bit != 0 {
					add(bit, p.liveOrigin(r, bit), r.calls[i])
				}
			}
		}
	}
	return out
}

// copiedObjects answers, for the field g read by the call at addr in cm
// (a value copied from another object's field), what the objects read
// there hold and the methods that made them: the object cm makes itself,
// or those cm's callers pass for the parameter it reads. ok is false when
// the objects cannot be told.
func (p *Program) copiedObjects(cm *dex.Method, addr uint32, g *dex.FieldRef) (regflow.Taint, map[*dex.Method]bool, bool) {
	objs := p.ReadObjectsFor(cm, g, addr)
	if len(objs.Alts) == 0 || objs.Top {
		return 0, nil, false
	}
	if t, ok := p.ObjectArgs(cm, objs, g); ok {
		return t, map[*dex.Method]bool{cm: true}, true
	}
	srcs := p.ParamObjectSources(cm, objs, g)
	if len(srcs) == 0 {
		return 0, nil, false
	}
	var t regflow.Taint
	makers := map[*dex.Method]bool{}
	for _, s := range srcs {
		if s.Passed {
			return 0, nil, false // filled from the maker's own parameters: its callers decide
		}
		t |= s.Taint
		makers[s.Maker] = true
	}
	return t, makers, true
}

// liveOrigin returns a call passing a value with the taint bit into r's
// field, preferring one in a method something calls: the body an inline
// function keeps beside its inlined copies (kotlinc's attempt and
// attempt$default) is never run, and names no tool's path.
func (p *Program) liveOrigin(r *StoredArgs, bit regflow.Taint) Caller {
	_, first := r.Origin(bit)
	for i := range r.calls {
		if bit != 1<<i {
			continue
		}
		for _, c := range r.calls[i] {
			if len(p.Callers(c.Method)) > 0 {
				return c
			}
		}
	}
	return first
}
