package dexrules

import (
	"math/bits"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// Declarations whose effect a boolean chooses (CETP621). A builder with
// readOnly(true) / setReadOnlyHint(true) / destructive(false) setters,
// or a factory tool(name, readOnly = true), keeps the flag in a field or
// a parameter and picks the effect with it: `readOnly ? READ : UPDATE`.
// The register dataflow merges both constants where the branches join,
// so each constant is given the conditions under which it is the value
// (the branch edges on the way to where it is loaded), and a caller that
// knows the flag — a constant set by a setter (D8's const/4), passed as
// an argument, or left to its default through a Kotlin `$default`
// bridge — keeps the constant the flag selects. A flag that is not a
// constant there leaves the effect unread: a note names it.

// maxCondLits bounds the conditions kept on one value; past it the value
// is taken to hold in more cases (two constants then meet, and the note
// says the effect is not one constant).
const maxCondLits = 3

// opIputBoolean is iput-boolean: a builder's setter storing its flag.
const opIputBoolean = 0x5c

// condLit is one condition: the boolean argument K, or field Field of
// argument K, is Want. In a `$default` bridge, HasDef says the argument
// is replaced by Def when bit Bit of the mask is set.
type condLit struct {
	Set    bool
	Kind   termKind // termParam or termField
	K      int
	Field  string
	Want   bool
	HasDef bool
	Def    bool
	Bit    int8
}

// condScope is what one method's boolean branches say.
type condScope struct {
	res      *regflow.Result
	g        *insnGraph
	branches []condBranch
	dom      map[[2]int][]bool // edge -> the instructions reachable from the entry without it
}

type condBranch struct {
	idx      int
	in       *dex.Insn
	v        regflow.Value
	jumpTrue bool // the jump is taken when the value is true (if-nez)
}

func newCondScope(res *regflow.Result) *condScope {
	return &condScope{res: res, dom: map[[2]int][]bool{}}
}

// branch records an if-eqz/if-nez and the value it tests.
func (c *condScope) branch(in *dex.Insn, v regflow.Value) {
	if len(c.branches) >= 64 {
		return // a method choosing among more booleans is not followed
	}
	for _, b := range c.branches {
		if b.in.Addr == in.Addr {
			return
		}
	}
	c.branches = append(c.branches, condBranch{in: in, v: v, jumpTrue: in.Op != dex.OpIfEqz})
}

// source names the boolean a branch tests: a boolean parameter of m or a
// boolean field of one (a builder's own flag).
func (ms *methodState) source(v regflow.Value) (condLit, bool) {
	x, ok := v.Single()
	if !ok {
		return condLit{}, false
	}
	switch x.Kind {
	case regflow.Param:
		if x.Or == 0 && paramType(ms.m, int(x.Int)) == "Z" {
			return condLit{Set: true, Kind: termParam, K: int(x.Int), Bit: -1}, true
		}
	case regflow.Field:
		if x.Field == nil || x.Field.Type != "Z" {
			return condLit{}, false
		}
		if o, ok := ms.fieldObj[x.Field.String()].Single(); ok && o.Kind == regflow.Param && o.Or == 0 {
			return condLit{Set: true, Kind: termField, K: int(o.Int), Field: x.Field.String(), Bit: -1}, true
		}
	}
	return condLit{}, false
}

// paramType is the type of m's argument k (0 is "this" for an instance
// method).
func paramType(m *dex.Method, k int) string {
	if !m.Static() {
		if k == 0 {
			return m.Class.Name
		}
		k--
	}
	if k < 0 || k >= len(m.Ref.Params) {
		return ""
	}
	return m.Ref.Params[k]
}

// condsOf returns the conditions under which the constant x is loaded:
// for its one load in the method (sget-object of the effect, const-string
// of a name), the boolean branch edges every path to it takes.
func (ms *methodState) condsOf(x regflow.Alt) (out [maxCondLits]condLit, ok bool) {
	c := ms.conds
	if c == nil || len(c.branches) == 0 {
		return out, false
	}
	if c.g == nil {
		c.g = newInsnGraph(c.res)
		for i := range c.branches {
			c.branches[i].idx = c.g.index[c.branches[i].in.Addr]
		}
	}
	file := ms.m.Class.File
	def := -1
	for i := range c.g.insns {
		in := &c.g.insns[i]
		hit := false
		switch {
		case x.Kind == regflow.Field && in.Op == dex.OpSget+2 && x.Field != nil: // sget-object
			f, err := file.Field(in.Index)
			hit = err == nil && f.String() == x.Field.String()
		case x.Kind == regflow.Str && (in.Op == dex.OpConstString || in.Op == dex.OpConstStringJumbo):
			s, err := file.String(in.Index)
			hit = err == nil && s == x.Str
		}
		if hit {
			if def >= 0 {
				return out, false // loaded in several places: not told apart
			}
			def = i
		}
	}
	if def < 0 {
		return out, false
	}
	n := 0
	for _, b := range c.branches {
		lit, ok := ms.source(b.v)
		if !ok {
			continue
		}
		target, _, _ := b.in.Branch()
		jump, ok := c.g.index[target]
		if !ok || b.idx+1 >= len(c.g.insns) {
			continue
		}
		for _, e := range []struct {
			to   int
			want bool
		}{{jump, b.jumpTrue}, {b.idx + 1, !b.jumpTrue}} {
			if c.reachWithout(b.idx, e.to)[def] {
				continue
			}
			if n < maxCondLits {
				lit.Want = e.want
				out[n] = lit
				n++
			}
		}
	}
	return out, n > 0
}

// reachWithout returns the instructions reachable from the entry when the
// edge from -> to is removed.
func (c *condScope) reachWithout(from, to int) []bool {
	k := [2]int{from, to}
	if r, ok := c.dom[k]; ok {
		return r
	}
	seen := make([]bool, len(c.g.insns))
	if len(seen) > 0 {
		seen[0] = true
		stack := []int{0}
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, s := range c.g.succ[i] {
				if i == from && s == to || seen[s] {
					continue
				}
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	c.dom[k] = seen
	return seen
}

// evalChosen is eval for a value a boolean may choose: each constant
// keeps the conditions under which it is loaded.
func (r *declReader) evalChosen(ms *methodState, v regflow.Value) declTerm {
	n := 0
	for _, x := range v.Alts {
		if x.Kind != regflow.Const || x.Int != 0 {
			n++
		}
	}
	if v.Top || n < 2 {
		return r.eval(ms, v)
	}
	var out declTerm
	for _, x := range v.Alts {
		if x.Kind == regflow.Const && x.Int == 0 {
			continue
		}
		u := r.evalAlt(ms, x)
		if u.Why == "" {
			if conds, ok := ms.condsOf(x); ok {
				u = withConds(u, conds)
			}
		}
		out = union(out, u)
		if out.Why != "" {
			return out
		}
	}
	return out
}

// withConds adds conditions to every value of a term.
func withConds(t declTerm, conds [maxCondLits]condLit) declTerm {
	out := declTerm{Why: t.Why, Alts: make([]declAlt, 0, len(t.Alts))}
	for _, a := range t.Alts {
		n := 0
		for n < maxCondLits && a.Conds[n].Set {
			n++
		}
		for _, l := range conds {
			if l.Set && n < maxCondLits {
				a.Conds[n] = l
				n++
			}
		}
		out.Alts = append(out.Alts, a)
	}
	return out
}

// evalBool returns the term a boolean value of ms.m is, for a flag kept
// in a field or passed on.
func (r *declReader) evalBool(ms *methodState, v regflow.Value) declTerm {
	if cs, ok := v.Consts(); ok {
		same := true
		for _, c := range cs[1:] {
			same = same && (c != 0) == (cs[0] != 0)
		}
		if same {
			return declTerm{Alts: []declAlt{{Kind: termBool, K: boolInt(cs[0] != 0)}}}
		}
	}
	if x, ok := v.Single(); ok {
		switch {
		case x.Kind == regflow.Param && x.Or == 0:
			return declTerm{Alts: []declAlt{{Kind: termParam, K: int(x.Int), Str: "Z"}}}
		case x.Kind == regflow.Call && x.Ref != nil:
			return unknownTerm("the result of " + shortRef(x.Ref))
		case x.Kind == regflow.Field && x.Field != nil:
			return unknownTerm("the field " + finding.Sanitize(JavaName(x.Field.Class)+"."+x.Field.Name))
		}
	}
	return unknownTerm("a boolean computed at run time")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// substConds rewrites conditions for a call of ms.m with args: those the
// call decides are dropped (keep false when one fails), those that still
// depend on ms.m's own arguments are renamed; why says which cannot be
// decided here.
func (r *declReader) substConds(ms *methodState, conds [maxCondLits]condLit, args []regflow.Value, def bool) (out [maxCondLits]condLit, keep bool, why string) {
	n := 0
	for _, l := range conds {
		if !l.Set {
			break
		}
		val, known, ren, w := r.condValue(ms, l, args, def)
		if w != "" {
			return out, false, "chosen by " + describeCond(l) + ", which is " + w
		}
		if known {
			if val != l.Want {
				return out, false, ""
			}
			continue
		}
		ren.Set, ren.Want = true, l.Want
		if n < maxCondLits {
			out[n] = ren
			n++
		}
	}
	return out, true, ""
}

// describeCond names a condition's boolean for a note.
func describeCond(l condLit) string {
	if l.Kind == termField {
		name := l.Field
		if i := strings.Index(name, "->"); i >= 0 {
			name = JavaName(name[:i]) + "." + strings.SplitN(name[i+2:], ":", 2)[0]
		}
		return "the flag " + finding.Sanitize(name)
	}
	return "a boolean argument"
}

// condValue evaluates one condition's boolean at a call: known (val),
// renamed to ms.m's own argument (ren), or why it cannot be told.
func (r *declReader) condValue(ms *methodState, l condLit, args []regflow.Value, def bool) (val, known bool, ren condLit, why string) {
	if l.K >= len(args) {
		return false, false, ren, "an argument the call does not pass"
	}
	switch l.Kind {
	case termParam:
		if l.HasDef && def {
			if len(args) < 2 {
				return false, false, ren, "an argument the call does not pass"
			}
			cs, ok := args[len(args)-2].Consts()
			if !ok || len(cs) != 1 || l.Bit < 0 {
				return false, false, ren, "left to its default or not as the mask says, and the mask is not a constant here"
			}
			if cs[0]&(1<<l.Bit) != 0 {
				return l.Def, true, ren, ""
			}
		}
		return r.boolOf(ms, args[l.K])
	case termField:
		o, ok := args[l.K].Single()
		switch {
		case !ok:
		case o.Kind == regflow.Param && o.Or == 0:
			return false, false, condLit{Kind: termField, K: int(o.Int), Field: l.Field, Bit: -1}, ""
		case o.Kind == regflow.New || o.Kind == regflow.Call:
			return r.boolField(ms, o.Site, l.Field)
		}
		return false, false, ren, "a field of an object built elsewhere"
	}
	return false, false, ren, "not read"
}

// boolOf evaluates a boolean value of ms.m.
func (r *declReader) boolOf(ms *methodState, v regflow.Value) (val, known bool, ren condLit, why string) {
	if cs, ok := v.Consts(); ok {
		all := true
		for _, c := range cs[1:] {
			all = all && (c != 0) == (cs[0] != 0)
		}
		if all {
			return cs[0] != 0, true, ren, ""
		}
	}
	if x, ok := v.Single(); ok {
		switch {
		case x.Kind == regflow.Param && x.Or == 0:
			return false, false, condLit{Kind: termParam, K: int(x.Int), Bit: -1}, ""
		case x.Kind == regflow.Field && x.Field != nil:
			if o, ok := ms.fieldObj[x.Field.String()].Single(); ok {
				switch o.Kind {
				case regflow.Param:
					if o.Or == 0 {
						return false, false, condLit{Kind: termField, K: int(o.Int), Field: x.Field.String(), Bit: -1}, ""
					}
				case regflow.New, regflow.Call:
					return r.boolField(ms, o.Site, x.Field.String())
				}
			}
			return false, false, ren, "the field " + finding.Sanitize(JavaName(x.Field.Class)+"."+x.Field.Name)
		case x.Kind == regflow.Call && x.Ref != nil:
			return false, false, ren, "the result of " + shortRef(x.Ref)
		}
	}
	// A Kotlin `$default` bridge: the argument as passed, or the default
	// when the mask's bit for it is set.
	if len(v.Alts) == 2 && !v.Top && strings.HasSuffix(ms.m.Ref.Name, "$default") {
		var p, d *regflow.Alt
		for i := range v.Alts {
			switch x := &v.Alts[i]; {
			case x.Kind == regflow.Param && x.Or == 0:
				p = x
			case x.Kind == regflow.Const:
				d = x
			}
		}
		if p != nil && d != nil {
			if bit := maskBit(ms.m, int(p.Int)); bit >= 0 {
				return false, false, condLit{Kind: termParam, K: int(p.Int), HasDef: true, Def: d.Int != 0, Bit: bit}, ""
			}
		}
	}
	return false, false, ren, "not a constant here"
}

// boolField reads a boolean field of an object ms.m holds: what a setter
// stored, or false (the JVM's default) when the object's fields are
// followed here and this one was never set.
func (r *declReader) boolField(ms *methodState, site uint32, field string) (val, known bool, ren condLit, why string) {
	fields := ms.objects[site]
	t, ok := fields[field]
	if !ok {
		if fields != nil && strings.HasSuffix(field, ":Z") {
			return false, true, ren, ""
		}
		return false, false, ren, "not set on the object here"
	}
	if t.Why != "" {
		return false, false, ren, t.Why
	}
	if len(t.Alts) == 1 {
		switch a := t.Alts[0]; a.Kind {
		case termBool:
			return a.K != 0, true, ren, ""
		case termParam:
			return false, false, condLit{Kind: termParam, K: a.K, Bit: -1}, ""
		case termField:
			return false, false, condLit{Kind: termField, K: a.K, Field: a.Field, Bit: -1}, ""
		}
	}
	return false, false, ren, "not a constant here"
}

// maskBit finds, in a Kotlin `$default` bridge, the bit of the mask that
// replaces argument k with its default: an and-int/lit of the mask, an
// if-eqz on the result, and a write of k's register before the branch
// target. -1 when not found.
func maskBit(bridge *dex.Method, k int) int8 {
	code, err := bridge.Code()
	if err != nil || code == nil || !bridge.Static() || len(bridge.Ref.Params) < 2 || k >= len(bridge.Ref.Params) {
		return -1
	}
	// The registers of the arguments: the last Ins registers, wide
	// types taking two.
	reg := uint32(code.Registers - code.Ins)
	var regs []uint32
	for _, t := range bridge.Ref.Params {
		regs = append(regs, reg)
		reg++
		if t == "J" || t == "D" {
			reg++
		}
	}
	mask, target := regs[len(regs)-2], regs[k]
	var insns []dex.Insn
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		insns = append(insns, *in)
		return len(insns) < 4096
	})
	for i := 0; i+2 < len(insns); i++ {
		and, br := &insns[i], &insns[i+1]
		if and.Op != 0xdd && and.Op != 0xd5 || and.B != mask || br.Op != dex.OpIfEqz || br.A != and.A {
			continue // not and-int/lit8|lit16 of the mask, tested by if-eqz
		}
		to, _, ok := br.Branch()
		if !ok || and.Lit <= 0 || bits.OnesCount64(uint64(and.Lit)) != 1 {
			continue
		}
		for j := i + 2; j < len(insns) && insns[j].Addr < to; j++ {
			if writesReg(&insns[j], target) {
				return int8(bits.TrailingZeros64(uint64(and.Lit)))
			}
		}
	}
	return -1
}
