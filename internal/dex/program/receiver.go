package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Receiver classes: a virtual or interface call reaches every live
// override, which merges implementations that never meet at that call
// when an interface has many (Dagger's factories all implement
// javax.inject.Provider; a registry holds one object per tool). Where the
// receiver is an object whose allocation the analysis can see — made in
// the method, returned by a helper, or kept in a field that its writers
// fill with such objects or with what their callers pass (a constructor
// or an injector storing its parameter) — the call reaches only the
// overrides of those objects' classes. Anything else about the receiver
// (a library's object, a parameter of an entry point, a budget hit)
// leaves every live target, as before.
//
// A receiver that is a parameter of a helper only the program calls (a
// private, static or constructor method, whose every call site is in the
// dex) is placed by what those callers pass, once per parameter; rules
// that judge one call site at a time ask for this through TargetsAt, the
// summaries do not (a replay of the callers at every call on every
// parameter would be a pass over the callers of most helpers).

// Limits of the receiver search, per question.
const (
	// maxReceiverDepth bounds how many callers back a parameter stored
	// into a field (or the receiver parameter itself) is followed.
	maxReceiverDepth = 4
	// maxReceiverCallers bounds the call sites replayed for one question.
	maxReceiverCallers = 16
	// maxReceiverWalks bounds the receiver searches run one inside
	// another (a search's replays meet calls whose receivers need one).
	maxReceiverWalks = 3
)

type receiverWalk struct {
	p       *Program
	callers int
	fields  map[fkey]bool
	// partial: a field being worked out was met again, so the answers of
	// the fields between are missing its classes (not kept).
	partial bool
}

// receiverClasses returns the classes of the objects v may be in m, when
// every alternative is an object the search can place; ok is false
// otherwise.
func (p *Program) receiverClasses(m *dex.Method, v regflow.Value, params bool) ([]string, bool) {
	if params {
		if k, ok := p.closedParam(m, v); ok {
			return p.paramClasses(m, k)
		}
	}
	if !v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Field && p.opaqueType(a.Field.Type) }) {
		// Only a receiver kept in a field of an interface or abstract
		// type is searched: one made in the method is already what
		// it is (New), and a field of a concrete class says its
		// class; the search replays the field's writers and their
		// callers, which is paid once per field.
		return nil, false
	}
	if v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Param }) {
		// A receiver passed in: its callers would be replayed at every
		// call on it. Only a field's writers' parameters are followed
		// (once per field, cached).
		return nil, false
	}
	w := &receiverWalk{p: p, fields: map[fkey]bool{}}
	var out []string
	if !w.value(m, v, 0, &out) || len(out) == 0 {
		return nil, false
	}
	return out, true
}

func (w *receiverWalk) value(m *dex.Method, v regflow.Value, depth int, out *[]string) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	for _, a := range v.Alts {
		switch a.Kind {
		case regflow.New:
			if a.Str == "" {
				return false
			}
			if !slices.Contains(*out, a.Str) {
				*out = append(*out, a.Str)
			}
		case regflow.Field:
			if a.Field == nil || !w.field(a.Field, depth, out) {
				return false
			}
		case regflow.Param:
			// The method's own object ("this") is left alone: every
			// call on it would replay the method's callers, and a
			// class's subclasses are what its overrides already are.
			if m == nil || a.Int == 0 && !m.Static() || !w.callersPass(m, int(a.Int), depth, out) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// field adds the classes of the objects stored into f: what its writers
// store, their parameters followed to their callers.
func (w *receiverWalk) field(f *dex.FieldRef, depth int, out *[]string) bool {
	p := w.p
	k := fieldKey(f)
	if cached, ok := p.receiverFields[k]; ok {
		if cached == nil {
			return false
		}
		for _, c := range cached {
			if !slices.Contains(*out, c) {
				*out = append(*out, c)
			}
		}
		return true
	}
	if w.fields[k] {
		// A field stored from itself adds nothing new; but the answer of
		// a field met while this one is worked out lacks this one's
		// classes, and is not kept (the order of questions must not
		// change the answers).
		w.partial = true
		return true
	}
	if p.Classes[f.Class] == nil {
		return false
	}
	w.fields[k] = true
	writers := p.WritersOf(f)
	var own []string
	ok := len(writers) > 0
	for _, wr := range writers {
		if !ok {
			break
		}
		a, err := p.Analyze(wr)
		if err != nil || a == nil {
			ok = false
			break
		}
		file := wr.Class.File
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			op := in.Op
			if !ok || !(op >= dex.OpIput && op <= dex.OpIputShort || op >= dex.OpSput && op <= dex.OpSputShort) {
				return
			}
			if fr, err := file.Field(in.Index); err == nil && fieldKey(fr) == k {
				ok = w.value(wr, st.Reg(in.A), depth, &own)
			}
		})
	}
	if depth == 0 && !w.partial {
		// Only an answer from the top of a search is whole: deeper
		// ones ran on what was left of its budget.
		if p.receiverFields == nil {
			p.receiverFields = map[fkey][]string{}
		}
		if ok {
			p.receiverFields[k] = own
		} else {
			p.receiverFields[k] = nil
		}
	}
	if !ok {
		return false
	}
	for _, c := range own {
		if !slices.Contains(*out, c) {
			*out = append(*out, c)
		}
	}
	return true
}

// callersPass adds the classes of what every caller of m passes as its
// argument k.
func (w *receiverWalk) callersPass(m *dex.Method, k int, depth int, out *[]string) bool {
	if depth >= maxReceiverDepth {
		return false
	}
	callers := w.p.Callers(m)
	if len(callers) == 0 {
		return false // an entry point, or called where the analysis cannot see
	}
	for _, c := range callers {
		if neverRuns(w.p, c.Method) {
			continue
		}
		if w.callers >= maxReceiverCallers {
			return false
		}
		w.callers++
		a, err := w.p.Analyze(c.Method)
		if err != nil || a == nil {
			return false
		}
		ok, found := true, false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if !ok || in.Addr != c.Call.Addr || !in.IsInvoke() {
				return
			}
			args := CallArgs(st, in, c.Call.Ref)
			if k >= len(args) {
				ok = false
				return
			}
			found = true
			ok = w.value(c.Method, args[k], depth+1, out)
		})
		if !ok || !found {
			return false
		}
	}
	return true
}

// receiverTargets narrows the live targets of a virtual call to the
// overrides of the classes its receiver may be, when those are known and
// each resolves to one of the targets; otherwise targets as they are.
func (p *Program) receiverTargets(m *dex.Method, c *Call, recv regflow.Value, targets []*dex.Method) []*dex.Method {
	return p.narrowTargets(m, c, recv, targets, false)
}

// TargetsAt returns the targets of call c in m that can run there: those
// of Targets, narrowed to the overrides of the classes its receiver may
// be at in (st is the state before it), a parameter of a closed helper
// placed by what its callers pass. When the receiver cannot be placed
// (an entry point's parameter, a library's object, a bound of the
// search), every target is kept: the answer errs on reaching too much.
func (p *Program) TargetsAt(m *dex.Method, c *Call, in *dex.Insn, st *regflow.State) []*dex.Method {
	targets := p.Targets(c)
	if len(targets) < 2 || in.IsStaticInvoke() {
		return targets
	}
	args := CallArgs(st, in, c.Ref)
	if len(args) == 0 {
		return targets
	}
	return p.narrowTargets(m, c, args[0], targets, true)
}

func (p *Program) narrowTargets(m *dex.Method, c *Call, recv regflow.Value, targets []*dex.Method, params bool) []*dex.Method {
	if len(targets) < 2 || !VirtualOp(c.Op) || p.receiverWalking >= maxReceiverWalks {
		// Replaying a caller for a search runs its calls through here
		// again: a search inside a search narrows them too (a Dagger
		// component's provider fields, each read through another), up to
		// maxReceiverWalks deep; past that, every live target.
		return targets
	}
	classes, ok := p.placedClasses(m, recv, params)
	if !ok {
		// An element of a collection a field keeps: the objects added to
		// it (elements.go), the collection read back by a replay of m.
		p.receiverWalking++
		f := p.collectionField(m, recv)
		p.receiverWalking--
		if f != nil {
			if es := p.fieldElements(f); es.ok {
				return p.classTargets(c, es.classes, targets)
			}
		}
		return targets
	}
	return p.classTargets(c, classes, targets)
}

// classTargets narrows targets to the overrides the classes run for c;
// targets as they are when one of them resolves outside targets.
func (p *Program) classTargets(c *Call, classes []string, targets []*dex.Method) []*dex.Method {
	if len(classes) == 0 {
		return targets
	}
	var out []*dex.Method
	for _, cls := range classes {
		t := p.Lookup(cls, c.Ref.NameProto())
		if t == nil || !slices.Contains(targets, t) {
			return targets // implemented where the targets do not say
		}
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// madeClasses returns the classes of the objects v is when every
// alternative is an allocation of an app class — made in the method, or
// bound so by a caller's argument (bound.go's dispatchBound) — or a read of
// a field whose type is a final app class. Such an object is exactly its
// class, so a call on it runs that class's override, whatever else
// implements the interface.
func madeClasses(p *Program, v regflow.Value) ([]string, bool) {
	if v.Top || len(v.Alts) == 0 {
		return nil, false
	}
	var out []string
	for _, a := range v.Alts {
		cls := a.Str
		if a.Kind == regflow.Field && a.Field != nil && p.finalClass(a.Field.Type) {
			// A field typed with a final app class holds that class
			// (D8's stateless lambda's INSTANCE, a Kotlin class's
			// singleton or property: Kotlin classes are final).
			cls = a.Field.Type
		} else if a.Kind != regflow.New || cls == "" || p.Classes[cls] == nil {
			return nil, false
		}
		if !slices.Contains(out, cls) {
			out = append(out, cls)
		}
	}
	return out, true
}

// finalClass reports a program class no class can extend: final, and
// neither an interface nor abstract.
func (p *Program) finalClass(typ string) bool {
	c := p.Classes[typ]
	return c != nil && c.AccessFlags&dex.AccFinal != 0 && c.AccessFlags&(dex.AccInterface|dex.AccAbstract) == 0
}

// opaqueType reports whether a field's declared type leaves the class of
// the object open among implementations: an interface or abstract class,
// of the app or of a library (javax.inject.Provider, java.util.function).
func (p *Program) opaqueType(typ string) bool {
	c := p.Classes[typ]
	if c == nil {
		return IsPlatform(typ) && typ != "Ljava/lang/String;" && len(typ) > 1 && typ[0] == 'L'
	}
	return c.AccessFlags&(dex.AccInterface|dex.AccAbstract) != 0
}

// closedParam returns k when v is exactly parameter k (not "this") of m,
// m is a helper only the program can call (private, static or a
// constructor: no override of a library method the platform calls), and
// the parameter's declared type leaves its class open.
func (p *Program) closedParam(m *dex.Method, v regflow.Value) (int, bool) {
	a, ok := v.Single()
	if !ok || a.Kind != regflow.Param || m == nil || v.Top {
		return 0, false
	}
	if m.AccessFlags&(dex.AccPrivate|dex.AccStatic|dex.AccConstruct) == 0 {
		return 0, false
	}
	k := int(a.Int)
	i := k
	if !m.Static() {
		i--
	}
	if i < 0 || i >= len(m.Ref.Params) || !p.opaqueType(m.Ref.Params[i]) {
		return 0, false
	}
	return k, true
}

// paramClasses returns the classes of what every caller of m passes as
// its argument k, cached per parameter.
func (p *Program) paramClasses(m *dex.Method, k int) ([]string, bool) {
	key := paramKey{m, k}
	if cached, ok := p.receiverParams[key]; ok {
		return cached, cached != nil
	}
	w := &receiverWalk{p: p, fields: map[fkey]bool{}}
	var out []string
	if !w.callersPass(m, k, 0, &out) || len(out) == 0 {
		out = nil
	}
	if p.receiverParams == nil {
		p.receiverParams = map[paramKey][]string{}
	}
	p.receiverParams[key] = out
	return out, out != nil
}

// paramKey names one parameter of one method.
type paramKey struct {
	m *dex.Method
	k int
}

// ValueClasses returns the program classes the objects v (in m) may be:
// made there, held in a field typed with a final class, kept in a field of
// an interface or abstract type (what its writers store: an enum
// constant's body class), or a closed helper's parameter (what its callers
// pass). ok is false when they cannot all be placed.
func (p *Program) ValueClasses(m *dex.Method, v regflow.Value) ([]string, bool) {
	return p.placedClasses(m, v, true)
}

// placedClasses is madeClasses, else the search of receiverClasses (a
// closed helper's parameter only when params is set), nested at most
// maxReceiverWalks deep.
func (p *Program) placedClasses(m *dex.Method, v regflow.Value, params bool) ([]string, bool) {
	if classes, ok := madeClasses(p, v); ok {
		return classes, true
	}
	if p.receiverWalking >= maxReceiverWalks {
		return nil, false
	}
	p.receiverWalking++
	defer func() { p.receiverWalking-- }()
	return p.receiverClasses(m, v, params)
}
