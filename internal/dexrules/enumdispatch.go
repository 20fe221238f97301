package dexrules

import (
	"maps"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A dispatch on an enum of tools (`when (Tool.from(name)) { Tool.LIST ->
// … }`, a Java switch on the enum, a `valueOf(name.uppercase())` lookup)
// names no tool in the dispatching method: the names are the enum's
// constructor arguments, or its constants' names. kotlinc and javac
// compile the switch to a switch on an int array indexed by ordinal()
// (WhenMappings.$EnumSwitchMapping$N, or javac's $SwitchMap$ in a
// synthetic class), filled in that class's <clinit>; R8 may switch on
// ordinal() directly. Each case is the code of the tools its constants
// stand for.

// opAget and opAput are aget and aput (int elements).
const (
	opAget = dex.OpAget
	opAput = dex.OpAput
)

// callsOrdinal reports whether m calls ordinal(): the cheap test before
// an enum dispatch is looked for.
func callsOrdinal(m *dex.Method) bool {
	code, err := m.Code()
	if err != nil || code == nil {
		return false
	}
	found := false
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		if in.IsInvoke() && !in.IsStaticInvoke() {
			if r, err := m.Class.File.Method(in.Index); err == nil && r.Name == "ordinal" && r.Return == "I" && len(r.Params) == 0 {
				found = true
			}
		}
		return !found
	})
	return found
}

// enumTools maps each constant of enum cls to the tool names it stands
// for: a constructor string argument that is a tool's name, else its own
// name when that is a tool's name in other case (valueOf lookups).
func enumTools(prog *program.Program, cls string, names map[string]bool) map[string][]string {
	out := map[string][]string{}
	for _, e := range prog.EnumEntries(cls) {
		var tools []string
		for i, s := range e.Strings {
			if i > 0 && names[s] {
				tools = append(tools, s)
			}
		}
		if len(tools) == 0 && len(e.Strings) > 0 {
			for n := range names {
				if strings.EqualFold(n, e.Strings[0]) {
					tools = append(tools, n)
				}
			}
		}
		if len(tools) > 0 {
			out[e.Field.Name] = tools
		}
	}
	return out
}

// switchMapping returns, for the int array field f filled in its class's
// <clinit> (`map[E.X.ordinal()] = k`), the enum class and the case key of
// each constant.
func switchMapping(prog *program.Program, f *dex.FieldRef) (enum string, keys map[string]int64) {
	c := prog.Classes[f.Class]
	if c == nil {
		return "", nil
	}
	var clinit *dex.Method
	for _, m := range c.Direct {
		if m.Ref.Name == "<clinit>" {
			clinit = m
		}
	}
	if clinit == nil {
		return "", nil
	}
	a, err := prog.Analyze(clinit)
	if err != nil || a == nil {
		return "", nil
	}
	file := clinit.Class.File
	// javac stores the new array in the field first and reads it back
	// before each store (D8 debug keeps the reads); kotlinc fills the
	// array and stores it last. Stores are kept by the array's
	// allocation site, and those through the field itself apart.
	perArray := map[uint32]map[string]int64{}
	viaField := map[string]int64{}
	stored, hasStored := uint32(0), false
	var last *dex.FieldRef // the constant ordinal() was last called on
	var lastEnum string
	sameField := func(g *dex.FieldRef) bool { return g != nil && g.Class == f.Class && g.Name == f.Name }
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.IsInvoke() && !in.IsStaticInvoke():
			r, err := file.Method(in.Index)
			if err != nil || r.Name != "ordinal" {
				return
			}
			if x, ok := regflow.Args(st, in, r, false)[0].Single(); ok && x.Kind == regflow.Field && x.Field != nil && x.Field.Type == x.Field.Class {
				last, lastEnum = x.Field, x.Field.Class
			}
		case in.Op == opAput && last != nil:
			k, ok := st.Reg(in.A).Single()
			arr, ok2 := st.Reg(in.B).Single()
			if !ok || k.Kind != regflow.Const || !ok2 {
				return
			}
			switch {
			case arr.Kind == regflow.Field && sameField(arr.Field):
				viaField[last.Name] = k.Int
			case arr.Kind == regflow.Array:
				if perArray[arr.Site] == nil {
					perArray[arr.Site] = map[string]int64{}
				}
				perArray[arr.Site][last.Name] = k.Int
			default:
				return
			}
			enum = lastEnum
			last = nil
		case in.Op == 0x69: // sput-object
			sf, err := file.Field(in.Index)
			if err != nil || !sameField(sf) {
				return
			}
			if arr, ok := st.Reg(in.A).Single(); ok && arr.Kind == regflow.Array {
				stored, hasStored = arr.Site, true
			}
		}
	})
	if !hasStored {
		return "", nil
	}
	out := map[string]int64{}
	maps.Copy(out, perArray[stored])
	maps.Copy(out, viaField)
	if len(out) == 0 {
		return "", nil
	}
	return enum, out
}

// enumHandlers returns the branches of m's switches on an enum of tools.
func (p *DexPass) enumHandlers(m *dex.Method, names map[string]bool) []toolHandler {
	prog := p.Program
	if !callsOrdinal(m) {
		return nil
	}
	a, g, byAddr, ok := analysedGraph(prog, m)
	if !ok {
		return nil // the limit is reported as a note
	}
	file := m.Class.File
	arrays := map[uint32]*dex.FieldRef{} // aget address -> the mapping array read
	ordinals := map[uint32]string{}      // ordinal() call address -> its enum
	// R8 turns a small switch on ordinal() into a chain of comparisons of
	// it with constants (if-eqz for 0, if-eq/if-ne): each is kept with the
	// ordinal() call and the constant, judged once the calls are known.
	type ordinalTest struct {
		idx  int    // the branch
		site uint32 // the ordinal() call whose result it compares
		key  int64
	}
	var tests []ordinalTest
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op == dex.OpIfEq || in.Op == dex.OpIfEq+1 || in.Op == dex.OpIfEqz || in.Op == opIfNez:
			l := st.Reg(in.A)
			r := regflow.One(regflow.Alt{Kind: regflow.Const})
			if in.Op == dex.OpIfEq || in.Op == dex.OpIfEq+1 {
				r = st.Reg(in.B)
			}
			if site, key, ok := ordinalCompare(l, r); ok {
				tests = append(tests, ordinalTest{g.index[in.Addr], site, key})
			} else if site, key, ok := ordinalCompare(r, l); ok {
				tests = append(tests, ordinalTest{g.index[in.Addr], site, key})
			}
		case in.Op == opAget:
			if x, ok := st.Reg(in.B).Single(); ok && x.Kind == regflow.Field && x.Field != nil && x.Field.Type == "[I" {
				arrays[in.Addr] = x.Field
			}
		case in.IsInvoke() && !in.IsStaticInvoke():
			r, err := file.Method(in.Index)
			if err != nil || r.Name != "ordinal" || r.Return != "I" {
				return
			}
			cls := r.Class
			if x, ok := regflow.Args(st, in, r, false)[0].Single(); ok {
				switch {
				case x.Kind == regflow.Field && x.Field != nil:
					cls = x.Field.Type
				case cls == "Ljava/lang/Enum;" && x.Kind == regflow.Call && x.Ref != nil && prog.Classes[x.Ref.Return] != nil:
					cls = x.Ref.Return // Enum.ordinal() of what a lookup returns
				}
			}
			ordinals[in.Addr] = cls
		}
	})
	var out []toolHandler
	toolsByEnum := map[string]map[string][]string{}
	followed := 0
	for _, t := range tests {
		enum := ordinals[t.site]
		if enum == "" {
			continue
		}
		tools, ok := toolsByEnum[enum]
		if !ok {
			tools = enumTools(prog, enum, names)
			toolsByEnum[enum] = tools
		}
		if len(tools) == 0 {
			continue
		}
		if followed++; followed > maxToolBranches {
			p.ReportNote(DexAt{Method: m, Addr: g.insns[t.idx].Addr},
				"%s compares the ordinal() of an enum of tools with more than %d constants; only the first %d branches are followed, so %s findings there may be missing",
				Short(m), maxToolBranches, maxToolBranches, p.Rule().ID)
			break
		}
		var region []bool
		for _, e := range prog.EnumEntries(enum) {
			if e.Ordinal != t.key || len(tools[e.Field.Name]) == 0 {
				continue
			}
			if region == nil {
				if region = g.equalBranch(t.idx); region == nil {
					break
				}
			}
			calls := g.callsIn(m, region, byAddr)
			for _, tool := range tools[e.Field.Name] {
				out = append(out, toolHandler{Tool: tool, Method: m, At: g.insns[t.idx].Addr, Calls: calls})
			}
		}
	}
	for _, j := range g.switches {
		sw := &g.insns[j]
		if j == 0 {
			continue
		}
		// The switched value: an element of a mapping array, or the
		// ordinal itself (the move-result right after the call).
		def := &g.insns[j-1]
		var enum string
		var keys map[string]int64
		switch {
		case def.Op == opAget && def.A == sw.A && arrays[def.Addr] != nil:
			enum, keys = switchMapping(prog, arrays[def.Addr])
		case def.Op == dex.OpMoveResult && def.A == sw.A && j >= 2 && ordinals[g.insns[j-2].Addr] != "":
			enum = ordinals[g.insns[j-2].Addr]
			keys = map[string]int64{}
			for _, e := range prog.EnumEntries(enum) {
				if e.Ordinal >= 0 {
					keys[e.Field.Name] = e.Ordinal
				}
			}
		}
		if enum == "" || len(keys) == 0 {
			continue
		}
		tools := enumTools(prog, enum, names)
		if len(tools) == 0 {
			continue
		}
		var cases []caseTools
		for _, constant := range slices.Sorted(maps.Keys(keys)) {
			cases = append(cases, caseTools{keys[constant], tools[constant]})
		}
		out = append(out, g.caseHandlers(m, j, cases, byAddr)...)
	}
	return out
}

// ordinalCompare reports whether a branch compares v, the result of an
// ordinal() call (its site), with w, a constant (the key).
func ordinalCompare(v, w regflow.Value) (site uint32, key int64, ok bool) {
	x, ok1 := v.Single()
	k, ok2 := w.Single()
	if !ok1 || !ok2 || x.Kind != regflow.Call || x.Via != nil || x.Ref == nil || x.Ref.Name != "ordinal" || x.Ref.Return != "I" || k.Kind != regflow.Const {
		return 0, 0, false
	}
	return x.Site, k.Int, true
}
