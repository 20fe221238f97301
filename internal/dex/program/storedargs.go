package program

import (
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
// field's question, over every level.
const MaxStoredArgCallers = 16

// MaxStoredArgDepth bounds how many callers deep the arguments are
// followed: the writer's callers (1), a Kotlin $default bridge's or a
// factory's callers (2), and theirs (3).
const MaxStoredArgDepth = 3

// StoredArgs is what the callers of a field's writers pass for the
// parameters the writers store into it.
type StoredArgs struct {
	// Taint is the taint of those arguments, parameter bits dropped.
	Taint regflow.Taint
	// Field is the field the first tainted argument is stored into, and
	// From the call passing it (for messages); unset when Taint is 0.
	Field *dex.FieldRef
	From  Caller
	// Cut, when not nil, says the callers were not all followed.
	Cut *StoredArgsCut
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
}

// StoredArgTaint answers, for a value a rule judges, what the callers of
// the writers of the program fields it may be read from pass for the
// parameters stored there: the union over the value's field alternatives,
// the first field and call giving taint, and the first cut met. Values not
// read from a program field give the zero StoredArgs. Each field is
// answered once per program.
func (p *Program) StoredArgTaint(v regflow.Value) StoredArgs {
	var out StoredArgs
	for _, a := range v.Alts {
		if a.Kind != regflow.Field || a.Field == nil || p.Classes[a.Field.Class] == nil || !interestingField(a.Field.Type) {
			continue
		}
		r := p.storedArgs(a.Field)
		if r.Taint != 0 && out.Taint == 0 {
			out.Field, out.From = r.Field, r.From
		}
		out.Taint |= r.Taint
		if out.Cut == nil {
			out.Cut = r.Cut
		}
	}
	return out
}

// storedArgs computes and caches one field's answer.
func (p *Program) storedArgs(f *dex.FieldRef) *StoredArgs {
	k := fieldKey(f)
	if r, ok := p.storedArgCache[k]; ok {
		return r
	}
	r := &StoredArgs{}
	if p.storedArgCache == nil {
		p.storedArgCache = map[fkey]*StoredArgs{}
	}
	p.storedArgCache[k] = r // a question met again while answering gives what is known so far
	type item struct {
		m    *dex.Method
		bits regflow.Taint // m's parameters whose arguments reach the field
	}
	var todo []item
	for _, w := range p.writersOf(f) {
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
			for _, c := range callers {
				if budget == 0 {
					r.Cut = &StoredArgsCut{Field: f, Writer: it.m, Callers: len(callers), First: c}
					break
				}
				budget--
				a, err := p.Analyze(c.Method)
				if err != nil || a == nil {
					if r.Cut == nil {
						r.Cut = &StoredArgsCut{Field: f, Unanalyzed: c.Method, First: c}
					}
					continue
				}
				a.Replay(func(in *dex.Insn, st *regflow.State) {
					if in.Addr != c.Call.Addr || !in.IsInvoke() {
						return
					}
					t := localTaint(it.bits, CallArgs(st, in, c.Call.Ref), st)
					if own := t &^ regflow.ParamTaints; own != 0 {
						if r.Taint == 0 {
							r.Field, r.From = f, c
						}
						r.Taint |= own
					}
					bits := t & regflow.ParamTaints
					if !c.Method.Static() {
						bits &^= regflow.TaintParam(0) // the caller's own object
					}
					if bits != 0 {
						next = append(next, item{c.Method, bits})
					}
				})
			}
		}
		todo = next
	}
	return r
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
