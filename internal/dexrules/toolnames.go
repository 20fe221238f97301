package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// declaredTool is a tool whose annotations the scan knows: from a
// CetpProviderTool built in the dex (Method, Addr), or from a captured
// list_tools paired with the APK (Captured names the capture).
type declaredTool struct {
	Name     string
	Effect   cetp.Effect
	Method   *dex.Method
	Addr     uint32
	Captured string
	// Via are the helpers the declaration was built through, the
	// nearest first (a factory, a builder's build, a mapping function).
	Via []*dex.Method
}

// where renders where a tool is declared, for messages.
func (t *declaredTool) where() string {
	if t.Method != nil {
		s := "declared in " + Short(t.Method)
		for i, m := range t.Via {
			if i == 0 {
				s += " through "
			} else {
				s += " → "
			}
			s += Short(m)
		}
		return s
	}
	return "in the captured list_tools " + finding.Sanitize(t.Captured)
}

// DeclaredTools returns the tools the tool providers declare: the
// CetpProviderTool(name, ToolAnnotations(effect = ToolEffect.X, ...))
// constructions in the code of SDK subclasses (and what it reaches), and
// the tools of captured list_tools answers paired with this APK. A tool
// captured and declared in code keeps the capture's effect, which is what
// Consumers were told.
func (p *DexPass) DeclaredTools() []*declaredTool {
	var out []*declaredTool
	byName := map[string]*declaredTool{}
	for _, ds := range p.Declared {
		if ds == nil || ds.Tools == nil {
			continue
		}
		for _, t := range ds.Tools.Tools.Items {
			if !t.Name.OK() || t.Name.Value == "" || byName[t.Name.Value] != nil {
				continue
			}
			e := t.Annotations.EffectValue()
			if e == "" {
				continue
			}
			dt := &declaredTool{Name: t.Name.Value, Effect: e, Captured: ds.Tools.At.Path}
			byName[dt.Name] = dt
			out = append(out, dt)
		}
	}
	// What hand-written providers' list_tools code declares (tooljson.go).
	for _, t := range p.jsonTools() {
		if byName[t.decl.Name] == nil {
			byName[t.decl.Name] = t.decl
			out = append(out, t.decl)
		}
	}
	prog := p.Program
	var roots []*dex.Method
	for _, class := range p.ToolProviders() {
		if below, ok := belowSDKProvider(prog, class); ok {
			for _, c := range below {
				roots = append(roots, c.Methods()...)
			}
		}
	}
	if len(roots) == 0 {
		return out
	}
	r := &declReader{p: p, prog: prog, sums: map[*dex.Method]*declSummary{}, busy: map[*dex.Method]bool{}, overrun: map[*dex.Method]bool{},
		fieldy: map[*dex.Method]bool{}, getters: map[*dex.Method]*dex.FieldRef{}, deep: map[*dex.Method]bool{}}
	r.read(program.SortedKeys(prog.Reachable(roots)))
	for _, dt := range r.found {
		if byName[dt.Name] == nil {
			byName[dt.Name] = dt
			out = append(out, dt)
		}
	}
	// A declaration that cannot be read hides the tool's effect: say so,
	// once per place, unless a capture or another declaration already
	// tells the tool's effect.
	noted := map[DexAt]bool{}
	for _, n := range r.unread {
		if n.Tool != "" && byName[n.Tool] != nil {
			continue
		}
		k := DexAt{Method: n.At.Method, Addr: n.At.Addr}
		if noted[k] {
			continue
		}
		noted[k] = true
		what := "a tool declaration"
		if n.Tool != "" {
			what = "the declaration of tool " + finding.Quote(n.Tool)
		}
		p.ReportNote(n.At, "CETP621 cannot read %s (%s): %s, so whether it is declared effect read, and whether its handler writes, is not checked; build CetpProviderTool with a constant name and a ToolEffect constant, or scan with the captured list_tools (§3.4)",
			what, n.describe(), n.Why)
	}
	return out
}

// newSite returns the allocation site of a value that is exactly one
// new-instance.
func newSite(v regflow.Value) (uint32, bool) {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.New || x.Via != nil {
		return 0, false
	}
	return x.Site, true
}

// maxToolBranches bounds the branches on a tool name followed in one
// method: each costs a walk of the method's instructions.
const maxToolBranches = 256

// toolHandler is code that runs for one tool: the instructions of a
// method that only run when the tool name equals a constant (the branch of
// an if or a when/switch on the name), or the methods of a handler object
// registered under the name.
type toolHandler struct {
	Tool   string
	Method *dex.Method // the dispatching method
	At     uint32      // the comparison or registration call
	Calls  []program.Site
	// Handler is the registered object's class (registration only).
	Handler string
	// Default, when set, says how the tool reaches this code without being
	// named: a dispatch's default branch, a lookup's fallback.
	Default string
	// Own is the class made for the tool whose own code is the handler
	// (an enum constant's body, a function object its declaration
	// passes: tooljson.go); Calls are its calls.
	Own string
	// OwnLambda: Own is a function object passed with the declaration,
	// not a class made for the tool.
	OwnLambda bool
	// Unsure says why the code of an R8-merged handler class could not
	// be narrowed to the registered object's case: Calls are then the
	// code of every class merged into it.
	Unsure string
}

// isEquality is equalityCall, or a program method of that shape
// (program.EqualsHelper: Kotlin's areEqual renamed by R8).
func isEquality(prog *program.Program, ref *dex.MethodRef) bool {
	return equalityCall(ref) || valueClassEquals(ref) || prog != nil && prog.EqualsHelper(ref)
}

// valueClassEquals recognises the static equality kotlinc generates for a
// @JvmInline value class, `equals-impl0(a, b)` over two values of its
// underlying type (`uid == call.uid` between two CallerUid values).
func valueClassEquals(ref *dex.MethodRef) bool {
	return ref.Name == "equals-impl0" && ref.Return == "Z" && len(ref.Params) == 2 && ref.Params[0] == ref.Params[1]
}

// equalityCall reports whether ref compares two values for equality
// (String.equals, Kotlin's areEqual, Objects.equals, TextUtils.equals).
func equalityCall(ref *dex.MethodRef) bool {
	switch ref.Class + ref.Name {
	case "Ljava/lang/String;equals", "Ljava/lang/String;equalsIgnoreCase", "Ljava/lang/String;contentEquals",
		"Lkotlin/jvm/internal/Intrinsics;areEqual", "Ljava/util/Objects;equals", "Landroid/text/TextUtils;equals",
		"Lkotlin/text/StringsKt;equals", "Lkotlin/text/StringsKt__StringsJVMKt;equals":
		return ref.Return == "Z"
	}
	return false
}

// registrationCall reports whether ref stores a handler object under a
// key: a map put, Kotlin's `to`, or a register-style method.
func registrationCall(ref *dex.MethodRef) bool {
	n := ref.Name
	return n == "put" || n == "putIfAbsent" || n == "to" || strings.HasPrefix(n, "register") || strings.HasPrefix(n, "addHandler")
}

// ToolHandlers returns, for the methods given, the code that runs for
// each named tool: if/else chains and when/switch on the tool name (the
// javac two-level string switch included), switches on an enum whose
// constants stand for tools (enumdispatch.go), and handler objects or
// lambdas registered under the name. names are the tools asked about.
func (p *DexPass) ToolHandlers(methods []*dex.Method, names map[string]bool) []toolHandler {
	prog := p.Program
	var out []toolHandler
	for _, m := range methods {
		if library(m.Class.Name) {
			continue
		}
		out = append(out, p.enumHandlers(m, names)...)
		out = append(out, p.enumCompareHandlers(m, names)...)
		out = append(out, p.intIDHandlers(m, names)...)
		if !mentionsAny(m, names) {
			continue
		}
		a, g, byAddr, ok := analysedGraph(prog, m)
		if !ok {
			continue // the limit is reported as a note
		}
		type cmp struct {
			tool string
			idx  int
		}
		var cmps []cmp
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			tool, others := toolArg(args, names)
			if tool == "" {
				return
			}
			switch {
			case isEquality(prog, c.Ref) && others > 0:
				cmps = append(cmps, cmp{tool, g.index[in.Addr]})
			case registrationCall(c.Ref):
				for _, v := range args {
					if h := p.handlerObject(m, v); h != nil {
						h.Tool, h.Method, h.At = tool, m, in.Addr
						out = append(out, *h)
					}
				}
			}
		})
		if len(cmps) > maxToolBranches {
			p.ReportNote(DexAt{Method: m, Addr: g.insns[cmps[maxToolBranches].idx].Addr},
				"%s compares a tool name with %d constants; only the first %d branches are followed, so %s findings there may be missing",
				Short(m), len(cmps), maxToolBranches, p.Rule().ID)
			cmps = cmps[:maxToolBranches]
		}
		// Code another name's equal side reaches too is not this tool's
		// alone: a membership guard's (`if (!LIST.equals(t) &&
		// !FETCH.equals(t)) return error;` with every tool's code after
		// it), or a when's shared tail. It is taken out of the equal
		// side's region (a javac switch case the side sets up still
		// counts whole).
		yesReach := make([][]bool, len(cmps))
		for i, c := range cmps {
			if yes, _, ok := g.equalEdge(c.idx); ok {
				yesReach[i] = g.reach(yes)
			}
		}
		for _, c := range cmps {
			regions := g.branchRegions(c.idx)
			if len(regions) > 0 {
				for j, o := range cmps {
					if o.tool == c.tool || yesReach[j] == nil {
						continue
					}
					for k := range regions[0] {
						regions[0][k] = regions[0][k] && !yesReach[j][k]
					}
				}
			}
			for _, region := range regions {
				calls := g.callsIn(m, region, byAddr)
				calls = append(calls, p.parseResultCalls(m, a, g, region)...)
				out = append(out, toolHandler{Tool: c.tool, Method: m, At: g.insns[c.idx].Addr, Calls: calls})
			}
		}
	}
	return out
}

// A parse helper may turn the tool name into a case of a sealed class
// (`"list_items" -> Cmd.List`, `"delete_item" -> Cmd.Delete(id)`) and
// leave the work to its caller's `when (cmd) { is Cmd.Delete -> …;
// Cmd.List -> … }` (instance-of, or areEqual with an object's INSTANCE).
// The branch of the helper that a tool's name takes then only makes the
// case; the tool's code is also the caller's branch for that case.

// parseResultCalls returns, when the region of m makes an object of the
// class m returns or of a subclass (a sealed case), the calls of the
// branches of m's callers taken when m's result is of that class.
func (p *DexPass) parseResultCalls(m *dex.Method, a *program.Analysis, g *insnGraph, region []bool) []program.Site {
	ret := m.Ref.Return
	prog := p.Program
	if !strings.HasPrefix(ret, "L") || prog.Classes[ret] == nil || library(ret) {
		return nil
	}
	cases := map[string]bool{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if idx, ok := g.index[in.Addr]; !ok || !region[idx] {
			return
		}
		var class string
		switch in.Op {
		case dex.OpNewInstance:
			class, _ = m.Class.File.Type(in.Index)
		case opSgetObject:
			if f, err := m.Class.File.Field(in.Index); err == nil && f.Type == f.Class {
				class = f.Class // a Kotlin object's INSTANCE
			}
		}
		if c := prog.Classes[class]; c != nil && (class == ret || c.Super == ret) {
			cases[class] = true
		}
	})
	if len(cases) == 0 {
		return nil
	}
	var out []program.Site
	for _, caller := range prog.Callers(m) {
		out = append(out, p.caseBranchCalls(caller, ret, cases)...)
	}
	return out
}

// opInstanceOf is instance-of.
const opInstanceOf = 0x20

// trueBranch returns the code that runs only when the boolean register
// reg tested by the if-eqz/if-nez at instruction i is true; nil when i is
// no such test.
func (g *insnGraph) trueBranch(i int, reg uint32) []bool {
	br := &g.insns[i]
	if (br.Op != dex.OpIfEqz && br.Op != opIfNez) || br.A != reg || i+1 >= len(g.insns) {
		return nil
	}
	target, _, _ := br.Branch()
	jump, ok := g.index[target]
	if !ok {
		return nil
	}
	yes, no := i+1, jump // if-eqz jumps when false
	if br.Op == opIfNez {
		yes, no = jump, i+1
	}
	return g.exclusive(yes, []int{no})
}

// caseBranchCalls returns the calls of the code of caller.Method that
// runs only when the result of caller.Call (of the class ret) is of one
// of the classes cases: an instance-of test, or areEqual/equals/if-eq
// with the singleton of a Kotlin object.
func (p *DexPass) caseBranchCalls(caller program.Caller, ret string, cases map[string]bool) []program.Site {
	prog := p.Program
	m := caller.Method
	a, g, byAddr, ok := analysedGraph(prog, m)
	if !ok {
		return nil
	}
	// The call's result, as its summary gives it: objects made there
	// (placed at the call), or the singletons of ret's cases.
	isResult := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			switch x.Kind {
			case regflow.Call, regflow.New:
				return x.Site == caller.Call.Addr
			case regflow.Field:
				c := prog.Classes[x.Field.Class]
				return x.Field.Type == x.Field.Class && c != nil && c.Super == ret
			}
			return false
		})
	}
	isCase := func(v regflow.Value) bool {
		x, ok := v.Single()
		return ok && x.Kind == regflow.Field && x.Field != nil && x.Field.Type == x.Field.Class && cases[x.Field.Class]
	}
	var regions [][]bool
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		idx, ok := g.index[in.Addr]
		if !ok {
			return
		}
		switch {
		case in.Op == opInstanceOf:
			class, _ := m.Class.File.Type(in.Index)
			if cases[class] && isResult(st.Reg(in.B)) && idx+1 < len(g.insns) {
				if r := g.trueBranch(idx+1, in.A); r != nil {
					regions = append(regions, r)
				}
			}
		case in.Op == dex.OpIfEq || in.Op == dex.OpIfEq+1:
			l, r := st.Reg(in.A), st.Reg(in.B)
			if isResult(l) && isCase(r) || isResult(r) && isCase(l) {
				if reg := g.equalBranch(idx); reg != nil {
					regions = append(regions, reg)
				}
			}
		case byAddr[in.Addr] != nil && enumEquality(byAddr[in.Addr].Ref):
			args := program.CallArgs(st, in, byAddr[in.Addr].Ref)
			if len(args) == 2 && (isResult(args[0]) && isCase(args[1]) || isResult(args[1]) && isCase(args[0])) {
				regions = append(regions, g.branchRegions(idx)...)
			}
		}
	})
	var out []program.Site
	for _, r := range regions {
		out = append(out, g.callsIn(m, r, byAddr)...)
	}
	return out
}

// handlerObject returns the handler a registered value stands for: the
// methods of an app class instantiated there, or of a lambda. For an
// R8-merged class only the case of the registered object's class id
// counts (merged.go); when the id cannot be told, every case does and
// Unsure says why.
func (p *DexPass) handlerObject(m *dex.Method, v regflow.Value) *toolHandler {
	x, ok := v.Single()
	if !ok {
		return nil
	}
	prog := p.Program
	h := &toolHandler{}
	name, n := "", 0 // n: the handler's methods
	// An object of an app class: its methods are the handler's code.
	object := func(class string, idOf func(idField *dex.FieldRef) (int64, string)) {
		c := prog.Classes[class]
		if c == nil || library(c.Name) {
			return
		}
		name = JavaName(c.Name)
		idField := mergedIDField(c)
		id, why := int64(0), ""
		if idField != nil {
			id, why = idOf(idField)
			if why != "" {
				h.Unsure = why
			}
		}
		for _, hm := range c.Virtual {
			if !hm.HasCode() || hm.Ref.Name == "toString" || hm.Ref.Name == "equals" || hm.Ref.Name == "hashCode" {
				continue
			}
			n++
			if idField != nil && why == "" {
				if sites, ok := caseCalls(prog, hm, idField, id); ok {
					h.Calls = append(h.Calls, sites...)
					continue
				}
			}
			calls := prog.Calls(hm)
			for i := range calls {
				h.Calls = append(h.Calls, program.Site{Method: hm, Call: &calls[i]})
			}
		}
	}
	switch x.Kind {
	case regflow.New:
		object(x.Str, func(idField *dex.FieldRef) (int64, string) { return mergedID(prog, m, x.Site, idField) })
	case regflow.Field:
		// A handler kept in a field: what was stored there, or the
		// singleton a class keeps of itself (D8's stateless
		// $$ExternalSyntheticLambdaN.INSTANCE, a Kotlin object or
		// non-capturing lambda class).
		f := x.Field
		if f == nil {
			return nil
		}
		idOf := func(idField *dex.FieldRef) (int64, string) { return fieldMergedID(prog, f, idField) }
		if _, stored, ok := prog.FieldFacts(f); ok {
			if s, ok := stored.Single(); ok && s.Kind == regflow.New {
				object(s.Str, idOf)
			}
		}
		if n == 0 && f.Type == f.Class {
			object(f.Class, idOf)
		}
	case regflow.CallSite:
		ms := prog.LambdaMethods(m.Class.File, uint32(x.Int))
		name, n = "a lambda in "+Short(m), len(ms)
		for _, hm := range ms {
			calls := prog.Calls(hm)
			for i := range calls {
				h.Calls = append(h.Calls, program.Site{Method: hm, Call: &calls[i]})
			}
		}
	default:
		return nil
	}
	if n == 0 {
		return nil
	}
	h.Handler = finding.Sanitize(name)
	return h
}

// mentionsAny reports whether m loads one of the names as a constant
// string: the cheap test before a method is analyzed.
func mentionsAny(m *dex.Method, names map[string]bool) bool {
	code, err := m.Code()
	if err != nil || code == nil {
		return false
	}
	found := false
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		if in.Op == dex.OpConstString || in.Op == dex.OpConstStringJumbo {
			if s, err := m.Class.File.String(in.Index); err == nil && names[s] {
				found = true
			}
		}
		return !found
	})
	return found
}

// reach marks the instructions reachable from starts.
func (g *insnGraph) reach(starts ...int) []bool {
	seen := make([]bool, len(g.insns))
	stack := append([]int(nil), starts...)
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if i < 0 || i >= len(seen) || seen[i] {
			continue
		}
		seen[i] = true
		stack = append(stack, g.succ[i]...)
	}
	return seen
}

// exclusive marks the instructions that run only through target: those
// reachable from it and from none of others.
func (g *insnGraph) exclusive(target int, others []int) []bool {
	in := g.reach(target)
	out := g.reach(others...)
	for i := range in {
		in[i] = in[i] && !out[i]
	}
	return in
}

// testOf returns the index of the if-eqz or if-nez that tests the
// boolean move-result at mr: the next instruction, or one after a few
// constants and moves to other registers on straight-line code (D8 hoists
// the constants a branch's arms use above the test: `move-result v2;
// const-string v3, …; if-eqz v2`). -1 when there is none.
func (g *insnGraph) testOf(mr int) int {
	reg := g.insns[mr].A
	for k := mr + 1; k < len(g.insns) && k <= mr+8; k++ {
		in := &g.insns[k]
		if k > mr+1 && g.joined(k) {
			return -1 // another path reaches the test
		}
		if in.Op == dex.OpIfEqz || in.Op == opIfNez {
			if in.A == reg {
				return k
			}
			return -1
		}
		// Moves, constants and field reads (a `when`'s shared
		// `sget-object Companion` hoisted above its test) may stand
		// between the comparison and its test, if they leave its result.
		wide := in.Op >= 0x04 && in.Op <= 0x06 || in.Op >= 0x16 && in.Op <= 0x19 || in.Op == 0x53 || in.Op == 0x61
		fieldRead := in.Op >= 0x52 && in.Op <= 0x58 || in.Op >= 0x60 && in.Op <= 0x66
		if !(in.Op >= dex.OpMove && in.Op <= dex.OpMoveObject16 || in.Op >= dex.OpConst4 && in.Op <= dex.OpConstClass || fieldRead) ||
			in.A == reg || wide && in.A+1 == reg {
			return -1
		}
	}
	return -1
}

// joined reports whether instruction k is reached other than by falling
// through from k-1 (the jump targets, found once per graph).
func (g *insnGraph) joined(k int) bool {
	if g.jumpIn == nil {
		g.jumpIn = make([]bool, len(g.insns))
		for j, succ := range g.succ {
			for _, t := range succ {
				if t != j+1 {
					g.jumpIn[t] = true
				}
			}
		}
	}
	return g.jumpIn[k]
}

// branchRegions returns the code that runs only when the equality test at
// instruction cmp is true: the branch of the if on its result and, for the
// javac string switch (an index set in that branch, then a switch on the
// index), the switch case of that index.
func (g *insnGraph) branchRegions(cmp int) [][]bool {
	yes, no, ok := g.equalEdge(cmp)
	if !ok {
		return nil
	}
	region := g.exclusive(yes, []int{no})
	out := [][]bool{region}
	for _, sc := range g.indexCases(region) {
		out = append(out, g.exclusive(sc.at, sc.others))
	}
	return out
}

// otherCaseRegions returns the code that runs only when the equality test
// at cmp is false, in the javac string switch: the other cases of the
// switch on the index its true branch sets, and the default, each past
// what the case of that index reaches.
func (g *insnGraph) otherCaseRegions(cmp int) [][]bool {
	yes, no, ok := g.equalEdge(cmp)
	if !ok {
		return nil
	}
	var out [][]bool
	for _, sc := range g.indexCases(g.exclusive(yes, []int{no})) {
		for _, t := range sc.others {
			out = append(out, g.exclusive(t, []int{sc.at}))
		}
	}
	return out
}

// switchCase is the case of a switch on an index that the branch of one
// comparison sets (at), and the switch's other cases and default.
type switchCase struct {
	at     int
	others []int
}

// indexCases returns, for the javac string switch's shape (`idx = k` in
// region, then switch (idx) outside it), the case of k in each such switch.
func (g *insnGraph) indexCases(region []bool) []switchCase {
	var out []switchCase
	for i, on := range region {
		in := &g.insns[i]
		if !on || in.Op < dex.OpConst4 || in.Op > dex.OpConst {
			continue
		}
		for _, j := range g.switches {
			sw := &g.insns[j]
			if region[j] || sw.A != in.A {
				continue
			}
			pl := g.payload(sw)
			if pl == nil {
				continue
			}
			caseAt, others := -1, []int{j + 1}
			for k, key := range pl.Keys {
				t, ok := g.index[uint32(int64(sw.Addr)+int64(pl.Targets[k]))]
				if !ok {
					continue
				}
				if int64(key) == in.Lit && caseAt < 0 {
					caseAt = t
				} else {
					others = append(others, t)
				}
			}
			if caseAt >= 0 {
				out = append(out, switchCase{caseAt, others})
			}
		}
	}
	return out
}

// equalEdge returns the successors of the test of the comparison call at
// cmp taken when the values are equal (yes) and when they differ (no).
func (g *insnGraph) equalEdge(cmp int) (yes, no int, ok bool) {
	if cmp+2 >= len(g.insns) {
		return 0, 0, false
	}
	mr := &g.insns[cmp+1]
	if mr.Op != dex.OpMoveResult {
		return 0, 0, false
	}
	bi := g.testOf(cmp + 1)
	if bi < 0 {
		return 0, 0, false
	}
	br := &g.insns[bi]
	target, _, _ := br.Branch()
	jump, found := g.index[target]
	if !found {
		return 0, 0, false
	}
	yes, no = bi+1, jump // if-eqz jumps when the names differ
	if br.Op == opIfNez {
		yes, no = jump, bi+1
	}
	return yes, no, true
}

// callsIn returns the calls of the marked instructions, in address order.
func (g *insnGraph) callsIn(m *dex.Method, region []bool, byAddr map[uint32]*program.Call) []program.Site {
	var out []program.Site
	for i, on := range region {
		if on {
			if c := byAddr[g.insns[i].Addr]; c != nil {
				out = append(out, program.Site{Method: m, Call: c})
			}
		}
	}
	return out
}

const opIfNez = dex.OpIfEqz + 1

// toolArg returns the tool name among a call's arguments (the last
// argument whose value is a literal in names) and how many other
// arguments the call has: the comparisons and registrations that dispatch
// tools are read from it.
func toolArg(args []regflow.Value, names map[string]bool) (tool string, others int) {
	for _, v := range args {
		if x, ok := v.Single(); ok && x.Kind == regflow.Str && names[x.Str] {
			tool = x.Str
		} else {
			others++
		}
	}
	return tool, others
}
