package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A dispatch may compare the tool enum with its constants one by one
// instead of switching on it: `if (tool == Tool.ARCHIVE) … else if …`
// (javac and kotlinc: sget-object of the constant, then if-ne/if-eq on
// the two references), a `when (tool) { Tool.X -> … }` kotlinc compiles
// to the same equality checks when the enum is from another module, or
// `tool.equals(Tool.X)` / Intrinsics.areEqual. The code taken when the
// two are the same constant is the code of the tools it stands for.

// readsEnumConstant reports whether m loads a static field of an app
// class's own type (an enum constant): the cheap test before it is
// analyzed.
func readsEnumConstant(prog *program.Program, m *dex.Method) bool {
	code, err := m.Code()
	if err != nil || code == nil {
		return false
	}
	found := false
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		if in.Op == opSgetObject {
			if f, err := m.Class.File.Field(in.Index); err == nil && f.Type == f.Class && prog.Classes[f.Class] != nil && !library(f.Class) {
				found = true
			}
		}
		return !found
	})
	return found
}

// enumConstant returns the enum constant v is exactly, or nil.
func enumConstant(v regflow.Value) *dex.FieldRef {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil || x.Field.Type != x.Field.Class {
		return nil
	}
	return x.Field
}

// enumEquality reports whether ref compares two objects for equality:
// the calls equalityCall knows, or an equals(Object) of any class.
func enumEquality(ref *dex.MethodRef) bool {
	if equalityCall(ref) {
		return true
	}
	return ref.Name == "equals" && ref.Return == "Z" && len(ref.Params) == 1 && ref.Params[0] == "Ljava/lang/Object;"
}

// enumCompareHandlers returns the branches of m taken when a value is
// one of the constants of an enum of tools.
func (p *DexPass) enumCompareHandlers(m *dex.Method, names map[string]bool) []toolHandler {
	prog := p.Program
	if !readsEnumConstant(prog, m) {
		return nil
	}
	byEnum := map[string]map[string][]string{}
	toolsOf := func(f *dex.FieldRef) []string {
		t, ok := byEnum[f.Class]
		if !ok {
			t = enumTools(prog, f.Class, names)
			byEnum[f.Class] = t
		}
		return t[f.Name]
	}
	// subject returns the constant one side stands for when the other is
	// not that same constant (a value compared with it, not a constant
	// folded on both sides).
	subject := func(a, b regflow.Value) *dex.FieldRef {
		fa, fb := enumConstant(a), enumConstant(b)
		switch {
		case fa != nil && fb != nil:
			return nil
		case fa != nil:
			return fa
		}
		return fb
	}
	a, g, byAddr, ok := analysedGraph(prog, m)
	if !ok {
		return nil // the limit is reported as a note
	}
	type cmp struct {
		tools []string
		idx   int
		call  bool
	}
	var cmps []cmp
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		idx, ok := g.index[in.Addr]
		if !ok {
			return
		}
		switch {
		case in.Op == dex.OpIfEq || in.Op == dex.OpIfEq+1: // if-eq, if-ne
			if f := subject(st.Reg(in.A), st.Reg(in.B)); f != nil {
				if tools := toolsOf(f); len(tools) > 0 {
					cmps = append(cmps, cmp{tools, idx, false})
				}
			}
		case byAddr[in.Addr] != nil && enumEquality(byAddr[in.Addr].Ref):
			args := program.CallArgs(st, in, byAddr[in.Addr].Ref)
			if len(args) != 2 {
				return
			}
			if f := subject(args[0], args[1]); f != nil {
				if tools := toolsOf(f); len(tools) > 0 {
					cmps = append(cmps, cmp{tools, idx, true})
				}
			}
		}
	})
	if len(cmps) > maxToolBranches {
		p.ReportNote(DexAt{Method: m, Addr: g.insns[cmps[maxToolBranches].idx].Addr},
			"%s compares a value with %d constants of an enum of tools; only the first %d branches are followed, so %s findings there may be missing",
			Short(m), len(cmps), maxToolBranches, p.Rule().ID)
		cmps = cmps[:maxToolBranches]
	}
	var out []toolHandler
	for _, c := range cmps {
		var regions [][]bool
		if c.call {
			regions = g.branchRegions(c.idx)
		} else if r := g.equalBranch(c.idx); r != nil {
			regions = [][]bool{r}
		}
		at := g.insns[c.idx].Addr
		for _, region := range regions {
			calls := g.callsIn(m, region, byAddr)
			for _, tool := range c.tools {
				out = append(out, toolHandler{Tool: tool, Method: m, At: at, Calls: calls})
			}
		}
	}
	return out
}

// equalBranch returns the code that runs only when the two operands of
// the if-eq/if-ne (or the operand and zero of the if-eqz/if-nez) at
// instruction i are the same.
func (g *insnGraph) equalBranch(i int) []bool {
	br := &g.insns[i]
	target, _, _ := br.Branch()
	jump, ok := g.index[target]
	if !ok || i+1 >= len(g.insns) {
		return nil
	}
	yes, no := jump, i+1 // if-eq and if-eqz jump when they are the same
	if br.Op != dex.OpIfEq && br.Op != dex.OpIfEqz {
		yes, no = i+1, jump
	}
	return g.exclusive(yes, []int{no})
}
