package program

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A call on an object whose behaviour its constructor fixed: Dagger's
// (and Hilt's) SwitchingProvider is one class for every binding of a
// component, `new SwitchingProvider<>(component, 12)`, whose get()
// switches on the id its constructor stored. Merged over every object of
// the class, get() returns every binding of the app; for one object it
// returns one. The objects a call's receiver may be are found where they
// are made — through the fields that keep them and the parameters that
// hand them on (a component field given to a members injector's static
// setter) — and the called method is analysed once per object with the
// constant final fields its constructor call gave it bound, so that a
// switch on such a field takes its one case.

// Bounds of the walk from a receiver to the objects it may be.
const (
	maxAllocDepth   = 6  // fields and parameters followed, one inside another
	maxAllocSites   = 16 // objects one receiver may be
	maxAllocCallers = 8  // calls of a method whose argument is followed
)

// madeObject is where an object is made: the method, the new-instance's
// address in it, and the class.
type madeObject struct {
	m     *dex.Method
	site  uint32
	class string
}

// objectBoundSummary returns t's summary as it runs on the object the
// receiver args[0] of m's call is, when t switches on a final field of its
// object (fieldSwitch), the receiver is objects the walk places, and those
// of them t runs on were all made with the same constants in those fields;
// nil otherwise (the merged summary stands).
func (p *Program) objectBoundSummary(m, t *dex.Method, args []regflow.Value) *Summary {
	if t.Static() || len(args) == 0 || !p.fieldSwitch(t) {
		return nil
	}
	ck := fmt.Sprintf("%p/%p/%s", m, t, args[0].String())
	if s, ok := p.objBound[ck]; ok {
		return s
	}
	if p.objBound == nil {
		p.objBound = map[string]*Summary{}
	}
	p.objBound[ck] = nil
	var sites []madeObject
	if !p.allocSites(m, args[0], 0, &sites, map[string]bool{}) {
		return nil
	}
	var fields map[fkey]regflow.Value
	key := ""
	for _, s := range sites {
		if p.Lookup(s.class, t.Ref.NameProto()) != t {
			continue // another class's override runs on it
		}
		f, k := p.constFields(s)
		if f == nil || fields != nil && k != key {
			return nil // an object without constants, or several different ones
		}
		fields, key = f, k
	}
	if fields == nil {
		return nil
	}
	params := len(t.Ref.Params) + 1
	r := p.runBoundEnv(t, boundKey{t, "fields:" + key}, make([]regflow.Value, params), true, func(base *model) regflow.Env {
		return &chainModel{model: base, field: func(obj regflow.Alt, f *dex.FieldRef) (regflow.Value, bool) {
			if obj.Kind != regflow.Param || obj.Int != 0 {
				return regflow.Value{}, false
			}
			v, ok := fields[fieldKey(f)]
			return v, ok
		}}
	})
	if r == nil || r.s == nil {
		return nil
	}
	p.objBound[ck] = r.s
	return r.s
}

// fieldSwitch reports whether t switches (packed or sparse) on a final
// field of its own object read just before: what it does is fixed by how
// the object was made. Memoized.
func (p *Program) fieldSwitch(t *dex.Method) bool {
	if v, ok := p.fieldSwitches[t]; ok {
		return v
	}
	if p.fieldSwitches == nil {
		p.fieldSwitches = map[*dex.Method]bool{}
	}
	out := false
	code, err := t.Code()
	if err == nil && code != nil && code.Registers >= code.Ins && code.Ins > 0 {
		this := uint32(code.Registers - code.Ins)
		final := map[fkey]bool{}
		for _, f := range t.Class.InstanceFields {
			if f.AccessFlags&dex.AccFinal != 0 {
				final[fieldKey(f.Ref)] = true
			}
		}
		read := map[uint32]bool{} // registers holding such a field
		_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
			if (in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch) && read[in.A] {
				out = true
				return false
			}
			for r := range read {
				if in.WritesReg(r) {
					delete(read, r)
				}
			}
			if in.Op >= dex.OpIget && in.Op <= dex.OpIgetShort && in.B == this {
				if f, err := t.Class.File.Field(in.Index); err == nil && final[fieldKey(f)] {
					read[in.A] = true
				}
			}
			return true
		})
	}
	p.fieldSwitches[t] = out
	return out
}

// constFields returns the final fields the constructor call making the
// object at s stores a constant into (an int, a string), with a key
// naming them; nil when there is none.
func (p *Program) constFields(s madeObject) (map[fkey]regflow.Value, string) {
	var out map[fkey]regflow.Value
	var parts []string
	p.ReplayCalls(s.m, func(c *Call, in *dex.Insn, st *regflow.State) {
		if out != nil || c.Ref.Name != "<init>" || c.Ref.Class != s.class {
			return
		}
		args := CallArgs(st, in, c.Ref)
		if !arg(args, 0).Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Via == nil && x.Site == s.site }) {
			return
		}
		for _, t := range p.Targets(c) {
			for f, k := range p.ctorStores(t) {
				x, ok := arg(args, k).Single()
				if !ok || x.Kind != regflow.Const && x.Kind != regflow.Str || x.PreM {
					continue
				}
				if out == nil {
					out = map[fkey]regflow.Value{}
				}
				out[f] = regflow.One(regflow.Alt{Kind: x.Kind, Int: x.Int, Str: x.Str})
				parts = append(parts, f.class+"."+f.name+"="+strconv.Quote(x.String()))
			}
		}
	})
	slices.Sort(parts)
	return out, strings.Join(parts, ",")
}

// allocSites adds the objects v in m may be, following the fields that
// keep them to their writers and m's parameters to its callers; false
// when some alternative is not an object so placed within the bounds.
func (p *Program) allocSites(m *dex.Method, v regflow.Value, depth int, out *[]madeObject, seen map[string]bool) bool {
	if v.Top || len(v.Alts) == 0 || depth > maxAllocDepth {
		return false
	}
	for _, x := range v.Alts {
		switch x.Kind {
		case regflow.Const:
			if x.Int != 0 {
				return false
			}
			// null: no object, nothing runs.
		case regflow.New:
			s := madeObject{m, x.Site, x.Str}
			if x.Via != nil {
				s = madeObject{x.Via, x.ViaSite, x.Str}
			}
			if x.Str == "" {
				return false
			}
			if !slices.Contains(*out, s) {
				if len(*out) >= maxAllocSites {
					return false
				}
				*out = append(*out, s)
			}
		case regflow.Field:
			if x.Field == nil {
				return false
			}
			key := "f" + x.Field.String()
			if seen[key] {
				continue
			}
			seen[key] = true
			writers := p.WritersOf(x.Field)
			if len(writers) == 0 {
				return false
			}
			for _, w := range writers {
				a, err := p.Analyze(w)
				if err != nil || a == nil || a.Incomplete {
					return false
				}
				good := true
				file := w.Class.File
				a.Replay(func(in *dex.Insn, st *regflow.State) {
					if !good || !(in.Op >= dex.OpIput && in.Op <= dex.OpIputShort || in.Op >= dex.OpSput && in.Op <= dex.OpSputShort) {
						return
					}
					f, err := file.Field(in.Index)
					if err != nil || fieldKey(f) != fieldKey(x.Field) {
						return
					}
					good = p.allocSites(w, st.Reg(in.A), depth+1, out, seen)
				})
				if !good {
					return false
				}
			}
		case regflow.Param:
			if m == nil || x.Or != 0 || x.Int == 0 && !m.Static() {
				return false // "this": what the method's own object is
			}
			key := fmt.Sprintf("p%p/%d", m, x.Int)
			if seen[key] {
				continue
			}
			seen[key] = true
			callers := p.Callers(m)
			if len(callers) == 0 || len(callers) > maxAllocCallers {
				return false
			}
			for _, c := range callers {
				args, found := p.ArgsAt(c.Method, c.Call.Addr)
				if !found || int(x.Int) >= len(args) || !p.allocSites(c.Method, args[x.Int], depth+1, out, seen) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}
