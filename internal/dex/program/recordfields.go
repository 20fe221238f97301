package program

import (
	"slices"
	"strconv"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Record-like String fields: a Kotlin data class or a Java record keeps
// its constructor's parameters (`data class ToolError(val code: String,
// val message: String = "sign in")`), and a method of it puts them
// (`putString("error_code", code)`). Read in that method the field is
// the union of what every construction stores, which the field's writers
// say only as their parameter; the literals are what their callers pass,
// through kotlinc's synthetic constructor that fills in defaults (its
// mask chooses between the caller's placeholder null and the default
// literal, so both reach the store: a null stores no code, the literal
// is the default).

// FieldStrings is the answer of FieldStrings.
type FieldStrings struct {
	// Strs are the literals stored into the field, followed from its
	// writers' parameters to what their callers pass.
	Strs []string
	// Whole is set when every store is a literal or null on every path
	// followed; otherwise Why says what is missing.
	Whole bool
	Why   string
	// Bound is set when a bound of the search (callers followed, call
	// sites replayed) left some construction unfollowed.
	Bound bool
}

// maxFieldStringDepth bounds how many callers back a stored parameter is
// followed (a constructor, kotlinc's default constructor, a factory).
const maxFieldStringDepth = 3

// FieldStringsOf gives the literals stored into the String field f of a
// program class, computed once per field.
func (p *Program) FieldStringsOf(f *dex.FieldRef) FieldStrings {
	k := fieldKey(f)
	if r, ok := p.fieldStrings[k]; ok {
		return r
	}
	if p.fieldStrings == nil {
		p.fieldStrings = map[fkey]FieldStrings{}
	}
	p.fieldStrings[k] = FieldStrings{Why: "the field is stored from itself"} // a nested ask
	r := FieldStrings{Whole: true}
	if p.Classes[f.Class] == nil || f.Type != "Ljava/lang/String;" {
		r = FieldStrings{Why: "the field is not the app's"}
	} else if writers := p.WritersOf(f); len(writers) == 0 {
		r = FieldStrings{Why: "nothing in the app stores it"}
	} else {
		budget := maxReceiverCallers
		for _, w := range writers {
			a, err := p.Analyze(w)
			if err != nil || a == nil {
				r.Whole, r.Why = false, "the analysis of "+w.Ref.Class+"->"+w.Ref.NameProto()+" is incomplete"
				continue
			}
			file := w.Class.File
			a.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.Op != dex.OpIput+2 && in.Op != dex.OpSput+2 { // iput-object, sput-object
					return
				}
				if fr, err := file.Field(in.Index); err == nil && fieldKey(fr) == k {
					p.storedStrings(w, st.Reg(in.A), 0, &budget, &r)
				}
			})
		}
	}
	slices.Sort(r.Strs)
	r.Strs = slices.Compact(r.Strs)
	p.fieldStrings[k] = r
	return r
}

// storedStrings adds to r the literals v may be in m, following a
// parameter of m to m's callers; what it cannot follow clears r.Whole.
func (p *Program) storedStrings(m *dex.Method, v regflow.Value, depth int, budget *int, r *FieldStrings) {
	if v.Top {
		r.Whole, r.Why = false, "a value stored is not known"
	}
	for _, alt := range v.Alts {
		switch {
		case alt.Kind == regflow.Str:
			r.Strs = append(r.Strs, alt.Str)
		case alt.Kind == regflow.Const && alt.Int == 0:
			// null: no code
		case alt.Kind == regflow.Param && (alt.Int > 0 || m.Static()):
			if depth >= maxFieldStringDepth {
				r.Whole, r.Bound, r.Why = false, true, "a constructor's argument is followed only "+strconv.Itoa(maxFieldStringDepth)+" calls up"
				continue
			}
			callers := p.Callers(m)
			if len(callers) == 0 {
				r.Whole, r.Why = false, "it is a parameter of "+m.Ref.Class+"->"+m.Ref.NameProto()+", which nothing in the app calls"
				continue
			}
			for _, c := range callers {
				if neverRuns(p, c.Method) {
					continue
				}
				if *budget <= 0 {
					r.Whole, r.Bound, r.Why = false, true, "more than "+strconv.Itoa(maxReceiverCallers)+" call sites construct it"
					return
				}
				*budget--
				ca, err := p.Analyze(c.Method)
				if err != nil || ca == nil {
					r.Whole, r.Why = false, "the analysis of a caller is incomplete"
					continue
				}
				ca.Replay(func(in *dex.Insn, st *regflow.State) {
					if in.Addr != c.Call.Addr || !in.IsInvoke() {
						return
					}
					args := CallArgs(st, in, c.Call.Ref)
					if int(alt.Int) >= len(args) {
						r.Whole, r.Why = false, "a call passes fewer arguments than the method takes"
						return
					}
					p.storedStrings(c.Method, args[alt.Int], depth+1, budget, r)
				})
			}
		default:
			r.Whole, r.Why = false, "a value stored is not a literal"
		}
	}
}
