package dexrules

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// R8's enum unboxing turns an enum of tools into an int: the lookup by
// name (valueOf, or the app's own `from(name)`) becomes a method taking
// the name and returning an int, its cases comparisons with strings each
// returning a constant, and the when/switch becomes a switch on that int.
// An app can write the same shape by hand (`int idOf(String name)`). The
// switch is judged when the callee's comparisons map names of tools to
// the ints it returns; when they do not (valueOf compares the constants'
// names, which need not be the tools'), the "no dispatch found" note says
// where the int-valued tool id is switched on.

// maxIDCases bounds the comparisons read in one name-to-int method.
var maxIDCases = maxToolBranches

const opReturn = 0x0f // return (a 32-bit value)

// idCall returns the method whose int result the switch at instruction j
// switches on (move-result right before it), when the callee is program
// code taking a String and returning an int; else nil.
func (g *insnGraph) idCall(prog *program.Program, j int, byAddr map[uint32]*program.Call) *dex.Method {
	if j < 2 {
		return nil
	}
	sw, def := &g.insns[j], &g.insns[j-1]
	if def.Op != dex.OpMoveResult || def.A != sw.A {
		return nil
	}
	c := byAddr[g.insns[j-2].Addr]
	if c == nil || c.Ref.Return != "I" || !slices.Contains(c.Ref.Params, "Ljava/lang/String;") {
		return nil
	}
	targets := prog.Targets(c)
	if len(targets) != 1 || !targets[0].HasCode() || library(targets[0].Class.Name) {
		return nil
	}
	return targets[0]
}

// nameIDs reads, from a method taking a name and returning an int, the
// ints it returns when the name is a tool's: each comparison of a value
// with a constant string that is a tool's name (or, case aside, a
// constant's name a valueOf lookup compares), and the constants returned
// only on its equal branch.
// cut is the first comparison left out past maxIDCases (-1: none).
func (p *DexPass) nameIDs(callee *dex.Method, names map[string]bool) (ids map[int64][]string, cut int64) {
	cut = -1
	prog := p.Program
	a, g, byAddr, ok := analysedGraph(prog, callee)
	if !ok {
		return nil, cut
	}
	returns := map[int]int64{} // return instruction -> the constant it returns
	type cmp struct {
		tools []string
		idx   int
	}
	var cmps []cmp
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		idx, ok := g.index[in.Addr]
		if !ok {
			return
		}
		if in.Op == opReturn {
			if k, ok := st.Reg(in.A).Single(); ok && k.Kind == regflow.Const {
				returns[idx] = k.Int
			}
			return
		}
		c := byAddr[in.Addr]
		if c == nil || !isEquality(p.Program, c.Ref) {
			return
		}
		if len(cmps) >= maxIDCases {
			if cut < 0 {
				cut = int64(in.Addr)
			}
			return
		}
		for _, v := range program.CallArgs(st, in, c.Ref) {
			x, ok := v.Single()
			if !ok || x.Kind != regflow.Str {
				continue
			}
			var tools []string
			for n := range names {
				if n == x.Str || strings.EqualFold(n, x.Str) {
					tools = append(tools, n)
				}
			}
			if len(tools) > 0 {
				slices.Sort(tools)
				cmps = append(cmps, cmp{tools, idx})
			}
		}
	})
	out := map[int64][]string{}
	for _, c := range cmps {
		for _, region := range g.branchRegions(c.idx) {
			for i, k := range returns {
				if region[i] {
					out[k] = append(out[k], c.tools...)
				}
			}
		}
	}
	for k, v := range out {
		slices.Sort(v)
		out[k] = slices.Compact(v)
	}
	return out, cut
}

// intIDHandlers returns the cases of m's switches on an int a name-to-int
// method returns (an unboxed enum of tools, or an app's own tool ids)
// whose keys that method returns for names of tools.
func (p *DexPass) intIDHandlers(m *dex.Method, names map[string]bool) []toolHandler {
	prog := p.Program
	if !switchesOnIDCall(m) {
		return nil
	}
	_, g, byAddr, ok := analysedGraph(prog, m)
	if !ok {
		return nil // the limit is reported as a note
	}
	var out []toolHandler
	for _, j := range g.switches {
		callee := g.idCall(prog, j, byAddr)
		if callee == nil {
			continue
		}
		ids, cut := p.nameIDs(callee, names)
		if cut >= 0 {
			p.ReportNote(DexAt{Method: callee, Addr: uint32(cut)},
				"%s compares a name with more than %d constants to return an int tool id; only the first %d are read, so %s findings at the switch on it in %s may be missing",
				Short(callee), maxIDCases, maxIDCases, p.Rule().ID, Short(m))
		}
		if len(ids) == 0 {
			continue
		}
		var cases []caseTools
		for _, id := range slices.Sorted(maps.Keys(ids)) {
			cases = append(cases, caseTools{id, ids[id]})
		}
		out = append(out, g.caseHandlers(m, j, cases, byAddr)...)
	}
	return out
}

// unreadIntID returns where one of methods switches on an int a
// name-to-int method returns whose mapping from tool names cannot be
// read (R8's unboxed valueOf compares the constants' names): the place a
// "no dispatch found" note names.
func (p *DexPass) unreadIntID(methods []*dex.Method, names map[string]bool) (at DexAt, callee *dex.Method, ok bool) {
	prog := p.Program
	for _, m := range methods {
		if library(m.Class.Name) || !switchesOnIDCall(m) {
			continue
		}
		_, g, byAddr, ok := analysedGraph(prog, m)
		if !ok {
			continue
		}
		for _, j := range g.switches {
			cal := g.idCall(prog, j, byAddr)
			if cal == nil {
				continue
			}
			if ids, _ := p.nameIDs(cal, names); len(ids) > 0 {
				continue
			}
			return DexAt{Method: m, Addr: g.insns[j].Addr}, cal, true
		}
	}
	return DexAt{}, nil, false
}

// switchesOnIDCall reports whether m switches on the int a call taking a
// String just returned (invoke, move-result, switch): the cheap test
// before it is analyzed.
func switchesOnIDCall(m *dex.Method) bool {
	code, err := m.Code()
	if err != nil || code == nil {
		return false
	}
	found := false
	var call, res *dex.Insn
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		if (in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch) && call != nil && res != nil && res.Op == dex.OpMoveResult && res.A == in.A {
			if r, err := m.Class.File.Method(call.Index); err == nil && r.Return == "I" && slices.Contains(r.Params, "Ljava/lang/String;") {
				found = true
			}
		}
		// Keep the last two instructions: an invoke, then its move-result.
		c := *in
		call, res = res, &c
		if call != nil && !call.IsInvoke() {
			call = nil
		}
		return !found
	})
	return found
}

// place names an instruction for a message: its method and line, or its
// offset without debug info.
func place(at DexAt) string {
	if code, err := at.Method.Code(); err == nil && code != nil {
		if lines, err := code.Lines(at.Method.Class.File); err == nil {
			if l := dex.LineAt(lines, at.Addr); l > 0 {
				return fmt.Sprintf("%s (line %d)", Short(at.Method), l)
			}
		}
	}
	return fmt.Sprintf("%s (offset %#x)", Short(at.Method), at.Addr)
}

// caseTools is a key of a switch and the tools whose case it is.
type caseTools struct {
	key   int64
	tools []string
}

// caseHandlers returns, for the switch at instruction j, the handler of
// each tool of cases (in their order): the calls of the code only its
// case reaches (neither the default nor another case's code).
func (g *insnGraph) caseHandlers(m *dex.Method, j int, cases []caseTools, byAddr map[uint32]*program.Call) []toolHandler {
	sw := &g.insns[j]
	pl := g.payload(sw)
	if pl == nil {
		return nil
	}
	targets := make([]int, len(pl.Keys))
	for k := range pl.Keys {
		targets[k] = -1
		if t, ok := g.index[uint32(int64(sw.Addr)+int64(pl.Targets[k]))]; ok {
			targets[k] = t
		}
	}
	var out []toolHandler
	for _, c := range cases {
		for k, key := range pl.Keys {
			if int64(key) != c.key || targets[k] < 0 || len(c.tools) == 0 {
				continue
			}
			others := []int{j + 1}
			for o, t := range targets {
				if o != k && t >= 0 && t != targets[k] {
					others = append(others, t)
				}
			}
			calls := g.callsIn(m, g.exclusive(targets[k], others), byAddr)
			for _, tool := range c.tools {
				out = append(out, toolHandler{Tool: tool, Method: m, At: sw.Addr, Calls: calls})
			}
		}
	}
	return out
}
