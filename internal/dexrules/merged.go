package dexrules

import (
	"fmt"
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// R8's horizontal class merging folds classes of the same shape (tool
// handlers implementing one interface, Kotlin and Java lambdas) into one
// class. Each object remembers which class it was by an int field set
// from a constructor argument, and every merged method starts with a
// switch (or, for few classes, an if chain) on that field: only one case
// is the code of the original class. Older R8 lambda groups did the same
// with a field named $id$. Judging every case as the handler's code would
// give a read tool the writes of its merged siblings.

// mergedIDField returns the class-id field of an R8-merged class, or nil.
func mergedIDField(c *dex.Class) *dex.FieldRef {
	for i := range c.InstanceFields {
		f := &c.InstanceFields[i]
		if f.Ref.Type == "I" && (f.Ref.Name == "$r8$classId" || f.Ref.Name == "$id$") {
			return f.Ref
		}
	}
	return nil
}

// mergedID returns the class id an object allocated at site in m gets:
// the constant its constructor stores into the id field, directly or
// from the argument m passes. why says what could not be told.
func mergedID(prog *program.Program, m *dex.Method, site uint32, idField *dex.FieldRef) (id int64, why string) {
	why = fmt.Sprintf("the constructor call of the object allocated in %s could not be read", Short(m))
	found := false
	prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if found || c.Ref.Name != "<init>" || c.Ref.Class != idField.Class {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		if len(args) == 0 {
			return
		}
		if s, ok := newSite(args[0]); !ok || s != site {
			return
		}
		found = true
		id, why = ctorID(prog, c, args, idField)
	})
	return id, why
}

// ctorID returns the id constructor call c (with its argument values)
// stores into idField.
func ctorID(prog *program.Program, c *program.Call, args []regflow.Value, idField *dex.FieldRef) (int64, string) {
	ts := prog.Targets(c)
	if len(ts) != 1 {
		return 0, "its constructor " + shortRef(c.Ref) + " is not in the dex"
	}
	ctor := ts[0]
	a, err := prog.Analyze(ctor)
	if err != nil || a == nil {
		return 0, "its constructor " + Short(ctor) + " could not be analyzed"
	}
	var stored regflow.Value
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op != dex.OpIput {
			return
		}
		if f, err := ctor.Class.File.Field(in.Index); err == nil && f.Class == idField.Class && f.Name == idField.Name {
			stored = regflow.Merge(stored, st.Reg(in.A))
		}
	})
	x, ok := stored.Single()
	switch {
	case ok && x.Kind == regflow.Const:
		return x.Int, ""
	case ok && x.Kind == regflow.Param && x.Or == 0 && int(x.Int) < len(args):
		if y, ok := args[x.Int].Single(); ok && y.Kind == regflow.Const {
			return y.Int, ""
		}
		return 0, "the class id passed to " + Short(ctor) + " is not a constant"
	}
	return 0, "the class id " + Short(ctor) + " stores is not a constant or an argument"
}

// fieldMergedID returns the class id of the object a field holds, from
// the initializer of the field's class that stores it: R8 keeps one
// instance per stateless lambda in a static field of the merged class,
// and a handler kept in a property is stored by its owner's constructor.
func fieldMergedID(prog *program.Program, f *dex.FieldRef, idField *dex.FieldRef) (int64, string) {
	c := prog.Classes[f.Class]
	why := "the object the field " + JavaName(f.Class) + "." + f.Name + " holds is not allocated in one initializer of its class"
	if c == nil {
		return 0, why
	}
	for _, m := range c.Direct {
		if m.Ref.Name != "<clinit>" && m.Ref.Name != "<init>" {
			continue
		}
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			return 0, Short(m) + " could not be analyzed"
		}
		site, ok := uint32(0), false // the last store wins: one store is the shape
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if !(in.Op >= dex.OpSput && in.Op <= dex.OpSputShort || in.Op >= dex.OpIput && in.Op <= dex.OpIputShort) {
				return
			}
			if sf, err := m.Class.File.Field(in.Index); err == nil && sf.Class == f.Class && sf.Name == f.Name {
				if s, isNew := newSite(st.Reg(in.A)); isNew {
					site, ok = s, true
				}
			}
		})
		if ok {
			return mergedID(prog, m, site, idField)
		}
	}
	return 0, why
}

// caseCalls returns the calls of hm that run for the object of class id:
// the instructions reachable from the entry when every switch and if on
// the id field takes the branch id selects. ok is false when hm cannot be
// analyzed.
func caseCalls(prog *program.Program, hm *dex.Method, idField *dex.FieldRef, id int64) ([]program.Site, bool) {
	a, err := prog.Analyze(hm)
	if err != nil || a == nil {
		return nil, false
	}
	g := newInsnGraph(a.Result)
	if len(g.insns) == 0 {
		return nil, true
	}
	isID := func(v regflow.Value) bool {
		x, ok := v.Single()
		return ok && x.Kind == regflow.Field && x.Field != nil && x.Field.Class == idField.Class && x.Field.Name == idField.Name
	}
	konst := func(v regflow.Value) (int64, bool) {
		x, ok := v.Single()
		return x.Int, ok && x.Kind == regflow.Const
	}
	// taken[i] is the one successor instruction i goes to for this id.
	taken := map[int]int{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		i, ok := g.index[in.Addr]
		if !ok {
			return
		}
		switch {
		case in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch:
			if !isID(st.Reg(in.A)) {
				return
			}
			pl := g.payload(in)
			if pl == nil {
				return
			}
			next := i + 1
			for k, key := range pl.Keys {
				if int64(key) == id {
					if t, ok := g.index[uint32(int64(in.Addr)+int64(pl.Targets[k]))]; ok {
						next = t
					}
					break
				}
			}
			taken[i] = next
		case in.Op >= dex.OpIfEq && in.Op <= dex.OpIfLez:
			target, _, _ := in.Branch()
			t, ok := g.index[target]
			if !ok {
				return
			}
			var l, r int64
			if in.Op >= dex.OpIfEqz {
				if !isID(st.Reg(in.A)) {
					return
				}
				l, r = id, 0
			} else {
				va, vb := st.Reg(in.A), st.Reg(in.B)
				switch {
				case isID(va):
					c, ok := konst(vb)
					if !ok {
						return
					}
					l, r = id, c
				case isID(vb):
					c, ok := konst(va)
					if !ok {
						return
					}
					l, r = c, id
				default:
					return
				}
			}
			op := in.Op
			if op >= dex.OpIfEqz {
				op -= dex.OpIfEqz - dex.OpIfEq
			}
			var jump bool
			switch op {
			case dex.OpIfEq:
				jump = l == r
			case dex.OpIfEq + 1:
				jump = l != r
			case dex.OpIfEq + 2:
				jump = l < r
			case dex.OpIfEq + 3:
				jump = l >= r
			case dex.OpIfEq + 4:
				jump = l > r
			default:
				jump = l <= r
			}
			if jump {
				taken[i] = t
			} else {
				taken[i] = i + 1
			}
		}
	})
	seen := make([]bool, len(g.insns))
	stack := []int{0}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if i < 0 || i >= len(seen) || seen[i] {
			continue
		}
		seen[i] = true
		if t, ok := taken[i]; ok {
			stack = append(stack, t)
			continue
		}
		stack = append(stack, g.succ[i]...)
	}
	return g.callsIn(hm, seen, program.CallsByAddr(prog.Calls(hm))), true
}

// mergedCase returns the calls of t, a method of an R8-merged class, that
// run for the objects of that class value v (a value in m) may be: the
// case of each object's class id. It returns nil when t's class is not
// merged or an id cannot be told (then all of t runs, as before); why
// says, for a merged class, what could not be told.
func mergedCase(prog *program.Program, m *dex.Method, v regflow.Value, t *dex.Method) (calls []*program.Call, why string) {
	idField := mergedIDField(t.Class)
	if idField == nil {
		return nil, ""
	}
	var ids []int64
	for _, x := range v.Alts {
		var id int64
		switch {
		case x.Kind == regflow.New && x.Str == t.Class.Name:
			site, in := x.Site, m
			if x.Via != nil {
				site, in = x.ViaSite, x.Via
			}
			id, why = objectID(prog, in, site, nil, idField)
		case x.Kind == regflow.Field && x.Field != nil && x.Field.Type == t.Class.Name:
			id, why = objectID(prog, nil, 0, x.Field, idField)
		case x.Kind == regflow.Const:
			continue // null
		default:
			return nil, "the object comes from " + x.String()
		}
		if why != "" {
			return nil, why
		}
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil, "the object's origin is not known"
	}
	var out []*program.Call
	for _, id := range ids {
		sites, ok := caseCalls(prog, t, idField, id)
		if !ok {
			return nil, Short(t) + " could not be analyzed"
		}
		for _, s := range sites {
			out = append(out, s.Call)
		}
	}
	if out == nil {
		out = []*program.Call{} // a case that calls nothing still runs alone
	}
	return out, ""
}

// caseIDs returns the class ids the switches and ifs of hm on the id
// field tell apart, and one id none of them names (the default case):
// one id of each case hm has.
func caseIDs(prog *program.Program, hm *dex.Method, idField *dex.FieldRef) []int64 {
	a, err := prog.Analyze(hm)
	if err != nil || a == nil {
		return nil
	}
	g := newInsnGraph(a.Result)
	isID := func(v regflow.Value) bool {
		x, ok := v.Single()
		return ok && x.Kind == regflow.Field && x.Field != nil && x.Field.Class == idField.Class && x.Field.Name == idField.Name
	}
	var ids []int64
	add := func(id int64) {
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch:
			if isID(st.Reg(in.A)) {
				if pl := g.payload(in); pl != nil {
					for _, k := range pl.Keys {
						add(int64(k))
					}
				}
			}
		case in.Op >= dex.OpIfEqz && in.Op <= dex.OpIfLez:
			if isID(st.Reg(in.A)) {
				add(0)
			}
		case in.Op >= dex.OpIfEq && in.Op < dex.OpIfEqz:
			va, vb := st.Reg(in.A), st.Reg(in.B)
			for _, pair := range [][2]regflow.Value{{va, vb}, {vb, va}} {
				if x, ok := pair[1].Single(); ok && isID(pair[0]) && x.Kind == regflow.Const {
					add(x.Int)
					add(x.Int + 1) // either side of an ordering
				}
			}
		}
	})
	def := int64(0)
	for slices.Contains(ids, def) {
		def++
	}
	return append(ids, def)
}

// everyCaseReadsCaller reports whether the body methods ms of merged
// class c read the caller's identity (in the case's own calls or in a
// method they call) whatever the object's class id: then judging the
// whole merged code gives the same answer as its one case would.
func everyCaseReadsCaller(prog *program.Program, c *dex.Class, ms []*dex.Method) bool {
	idField := mergedIDField(c)
	if idField == nil {
		return false
	}
	var ids []int64
	for _, bm := range ms {
		for _, id := range caseIDs(prog, bm, idField) {
			if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
	}
	if len(ids) == 0 {
		return false
	}
	for _, id := range ids {
		if !caseReadsCaller(prog, ms, idField, id) {
			return false
		}
	}
	return true
}

// caseReadsCaller reports whether the case id of body methods ms reads
// the caller's identity; a method that cannot be analyzed counts whole.
func caseReadsCaller(prog *program.Program, ms []*dex.Method, idField *dex.FieldRef, id int64) bool {
	for _, bm := range ms {
		sites, ok := caseCalls(prog, bm, idField, id)
		if !ok {
			if prog.ReadsCaller(bm) != nil {
				return true
			}
			continue
		}
		for _, s := range sites {
			if prog.IsCallerRead(s.Call.Ref) {
				return true
			}
			for _, u := range prog.Targets(s.Call) {
				if prog.ReadsCaller(u) != nil {
					return true
				}
			}
		}
	}
	return false
}

// objectID returns the class id of an object of a merged class: made at
// site in m, or (f not nil) read from field f. why says what could not be
// told ("" when id is known).
func objectID(prog *program.Program, m *dex.Method, site uint32, f *dex.FieldRef, idField *dex.FieldRef) (id int64, why string) {
	if f != nil {
		return fieldMergedID(prog, f, idField)
	}
	return mergedID(prog, m, site, idField)
}
