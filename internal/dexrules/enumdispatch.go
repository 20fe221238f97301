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
	perArray := map[uint32]map[string]int64{} // by the array's allocation site
	var last *dex.FieldRef                    // the constant ordinal() was last called on
	var lastEnum string
	var out map[string]int64
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
			if perArray[arr.Site] == nil {
				perArray[arr.Site] = map[string]int64{}
			}
			perArray[arr.Site][last.Name] = k.Int
			enum = lastEnum
			last = nil
		case in.Op == 0x69: // sput-object
			sf, err := file.Field(in.Index)
			if err != nil || sf.Class != f.Class || sf.Name != f.Name {
				return
			}
			if arr, ok := st.Reg(in.A).Single(); ok {
				out = perArray[arr.Site]
			}
		}
	})
	if out == nil {
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
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return nil // the limit is reported as a note
	}
	g := newInsnGraph(a.Result)
	byAddr := program.CallsByAddr(prog.Calls(m))
	file := m.Class.File
	arrays := map[uint32]*dex.FieldRef{} // aget address -> the mapping array read
	ordinals := map[uint32]string{}      // ordinal() call address -> its enum
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
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
			if x, ok := regflow.Args(st, in, r, false)[0].Single(); ok && x.Kind == regflow.Field && x.Field != nil {
				cls = x.Field.Type
			}
			ordinals[in.Addr] = cls
		}
	})
	var out []toolHandler
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
		pl := g.payload(sw)
		if pl == nil {
			continue
		}
		targets := make([]int, len(pl.Keys))
		for k := range pl.Keys {
			targets[k] = -1
			if t, ok := g.index[uint32(int64(sw.Addr)+int64(pl.Targets[k]))]; ok {
				targets[k] = t
			}
		}
		for _, constant := range slices.Sorted(maps.Keys(keys)) {
			key := keys[constant]
			for k, ck := range pl.Keys {
				if int64(ck) != key || targets[k] < 0 {
					continue
				}
				others := []int{j + 1}
				for o, t := range targets {
					if o != k && t >= 0 && t != targets[k] {
						others = append(others, t)
					}
				}
				region := g.exclusive(targets[k], others)
				for _, tool := range tools[constant] {
					out = append(out, toolHandler{Tool: tool, Method: m, At: sw.Addr, Calls: g.callsIn(m, region, byAddr)})
				}
			}
		}
	}
	return out
}
