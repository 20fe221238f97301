package dexrules

import (
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// A declared tool that no dispatch names explicitly still runs somewhere:
// in the default branch of the dispatch that lists its sibling tools (the
// `else` of a Kotlin `when`, the `default:` of a javac string switch, the
// last `else` of an if chain), or, with a handler registry, in the
// fallback of the lookup (the handler given to getOrDefault, the code on
// the null path of get). That code is the tool's handler.

// toolDispatch is a method that compares one value with declared tool
// names, and the code that runs when none of them matches.
type toolDispatch struct {
	m      *dex.Method
	at     uint32          // the first comparison
	names  map[string]bool // the declared names compared
	region []bool          // the default branch's instructions
	g      *insnGraph
	byAddr map[uint32]*program.Call
}

// toolLookup is a lookup of a handler by a name that is not a constant in
// a map the code fills with handlers registered under tool names.
type toolLookup struct {
	m  *dex.Method
	at uint32
	// owner is the class of the field the map is read from.
	owner string
	// fallback is the handler given to getOrDefault; region the code on
	// the null path of get.
	fallback *toolHandler
	region   []bool
	g        *insnGraph
	byAddr   map[uint32]*program.Call
}

// toolOrigin names where a tool is declared, so a dispatch is applied only
// to the tools declared beside the ones it lists: one captured list_tools,
// or one declaring class.
func toolOrigin(t *declaredTool) string {
	if t.Method != nil {
		return "class " + t.Method.Class.Name
	}
	return "capture " + t.Captured
}

// defaultHandlers returns the handlers of the tools in missing (declared,
// and named by no dispatch or registration) that the dispatch code sends
// to a default branch or a lookup's fallback. declared are all the
// declared tools, whatever their effect.
func (p *DexPass) defaultHandlers(methods []*dex.Method, declared, missing []*declaredTool) []toolHandler {
	if len(missing) == 0 {
		return nil
	}
	all := map[string]bool{}
	origin := map[string]string{}
	for _, t := range declared {
		all[t.Name] = true
		origin[t.Name] = toolOrigin(t)
	}
	prog := p.Program
	var dispatches []*toolDispatch
	// registered holds, per origin, the classes whose code registers a
	// handler under one of its names: a lookup in a map kept by one of
	// them is that registry's.
	registered := map[string]map[string]bool{}
	isDispatch := map[*dex.Method]bool{}
	for _, m := range methods {
		if library(m.Class.Name) || !mentionsAny(m, all) {
			continue
		}
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		byAddr := program.CallsByAddr(prog.Calls(m))
		var g *insnGraph
		d := &toolDispatch{m: m, names: map[string]bool{}, byAddr: byAddr}
		var cmps []int
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			tool, others := toolArg(args, all)
			if tool == "" {
				return
			}
			switch {
			case isEquality(p.Program, c.Ref) && others > 0:
				if g == nil {
					g = newInsnGraph(a.Result)
				}
				if len(d.names) == 0 {
					d.at = in.Addr
				}
				d.names[tool] = true
				cmps = append(cmps, g.index[in.Addr])
			case registrationCall(c.Ref):
				for _, v := range args {
					if p.handlerObject(m, v) != nil {
						o := origin[tool]
						if registered[o] == nil {
							registered[o] = map[string]bool{}
						}
						registered[o][m.Class.Name] = true
					}
				}
			}
		})
		if len(cmps) == 0 || len(cmps) > maxToolBranches {
			continue // ToolHandlers notes a dispatch too large to follow
		}
		d.g = g
		d.region = g.defaultRegion(cmps)
		if d.region != nil {
			dispatches = append(dispatches, d)
			isDispatch[m] = true
		}
	}
	var out []toolHandler
	for _, t := range missing {
		for _, d := range dispatches {
			if d.names[t.Name] || !d.lists(origin, toolOrigin(t)) {
				continue
			}
			h := toolHandler{Tool: t.Name, Method: d.m, At: d.at,
				Default: "the default branch of " + Short(d.m) + ", which runs for it because that dispatch on the tool name lists only " + quotedNames(d.names)}
			for i, on := range d.region {
				c := d.byAddr[d.g.insns[i].Addr]
				if !on || c == nil || callsDispatch(prog, c, isDispatch) {
					continue
				}
				h.Calls = append(h.Calls, program.Site{Method: d.m, Call: c})
			}
			out = append(out, h)
		}
	}
	// A registry: the tools not registered get the lookup's fallback.
	need := false
	for _, t := range missing {
		need = need || registered[toolOrigin(t)] != nil
	}
	if !need {
		return out
	}
	lookups := p.toolLookups(methods)
	for _, t := range missing {
		for _, l := range lookups {
			if !registered[toolOrigin(t)][l.owner] {
				continue
			}
			if l.fallback != nil {
				h := *l.fallback
				h.Tool, h.Method, h.At = t.Name, l.m, l.at
				h.Default = "the handler " + h.Handler + " that the lookup in " + Short(l.m) + " falls back to for a name no handler is registered under"
				out = append(out, h)
				continue
			}
			h := toolHandler{Tool: t.Name, Method: l.m, At: l.at,
				Default: "the code " + Short(l.m) + " runs when the handler lookup finds nothing registered under the name"}
			for i, on := range l.region {
				if c := l.byAddr[l.g.insns[i].Addr]; on && c != nil {
					h.Calls = append(h.Calls, program.Site{Method: l.m, Call: c})
				}
			}
			out = append(out, h)
		}
	}
	return out
}

// lists reports whether d compares at least one name declared at origin.
func (d *toolDispatch) lists(origin map[string]string, o string) bool {
	for n := range d.names {
		if origin[n] == o {
			return true
		}
	}
	return false
}

// callsDispatch reports whether c calls another dispatch on tool names (a
// nested one, the tool's way through is judged there).
func callsDispatch(prog *program.Program, c *program.Call, isDispatch map[*dex.Method]bool) bool {
	for _, t := range prog.Targets(c) {
		if isDispatch[t] {
			return true
		}
	}
	return false
}

// quotedNames lists names sorted and quoted, for messages.
func quotedNames(names map[string]bool) string {
	var s []string
	for n := range names {
		s = append(s, finding.Quote(n))
	}
	sort.Strings(s)
	if len(s) > maxNamesListed {
		s = s[:maxNamesListed]
		s = append(s, "…")
	}
	return strings.Join(s, ", ")
}

// branchEdges returns where control goes after the equality test at
// instruction cmp when it holds (yes) and when it does not (no).
func (g *insnGraph) branchEdges(cmp int) (yes, no int, ok bool) {
	if cmp+2 >= len(g.insns) {
		return 0, 0, false
	}
	mr, br := &g.insns[cmp+1], &g.insns[cmp+2]
	if mr.Op != dex.OpMoveResult || (br.Op != dex.OpIfEqz && br.Op != opIfNez) || br.A != mr.A {
		return 0, 0, false
	}
	target, _, _ := br.Branch()
	jump, ok := g.index[target]
	if !ok {
		return 0, 0, false
	}
	if br.Op == opIfNez {
		return jump, cmp + 2 + 1, true
	}
	return cmp + 3, jump, true
}

// defaultRegion returns the instructions that run when none of the
// equality tests at cmps holds and no code of a matching branch follows:
// what the failed tests lead to that no successful one reaches, and, for
// javac's string switch (an index set on success, then a switch on the
// index), the switch's default. nil when no test has the if shape.
func (g *insnGraph) defaultRegion(cmps []int) []bool {
	var yes, no []int
	for _, c := range cmps {
		y, n, ok := g.branchEdges(c)
		if ok {
			yes, no = append(yes, y), append(no, n)
		}
	}
	if len(yes) == 0 {
		return nil
	}
	region := g.reach(no...)
	after := g.reach(yes...)
	for i := range region {
		region[i] = region[i] && !after[i]
	}
	// javac: the index set where a test holds selects a case of a later
	// switch on it; the switch's fall-through is the default.
	done := map[int]bool{}
	for _, c := range cmps {
		rs := g.branchRegions(c)
		if len(rs) == 0 {
			continue
		}
		r := rs[0]
		for i, on := range r {
			in := &g.insns[i]
			if !on || in.Op < dex.OpConst4 || in.Op > dex.OpConst {
				continue
			}
			for _, j := range g.switches {
				sw := &g.insns[j]
				pl := g.payload(sw)
				if r[j] || done[j] || sw.A != in.A || pl == nil || j+1 >= len(g.insns) {
					continue
				}
				done[j] = true
				var cases []int
				for _, t := range pl.Targets {
					if x, ok := g.index[uint32(int64(sw.Addr)+int64(t))]; ok {
						cases = append(cases, x)
					}
				}
				for x, on := range g.exclusive(j+1, cases) {
					region[x] = region[x] || on
				}
			}
		}
	}
	return region
}

// toolLookups returns the handler lookups of the methods: a Map get or
// getOrDefault whose key is not a constant, on a map read from a field.
func (p *DexPass) toolLookups(methods []*dex.Method) []*toolLookup {
	prog := p.Program
	var out []*toolLookup
	for _, m := range methods {
		if library(m.Class.Name) {
			continue
		}
		calls := prog.Calls(m)
		has := false
		for i := range calls {
			has = has || handlerLookup(calls[i].Ref) != ""
		}
		if !has {
			continue
		}
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		byAddr := program.CallsByAddr(calls)
		var g *insnGraph
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			kind := handlerLookup(c.Ref)
			if kind == "" {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			if len(args) < 2 {
				return
			}
			recv, ok := args[0].Single()
			if !ok || recv.Kind != regflow.Field || recv.Field == nil {
				return
			}
			if x, ok := args[1].Single(); ok && (x.Kind == regflow.Str || x.Kind == regflow.Const) {
				return
			}
			if g == nil {
				g = newInsnGraph(a.Result)
			}
			l := &toolLookup{m: m, at: in.Addr, owner: recv.Field.Class, g: g, byAddr: byAddr}
			if kind == "getOrDefault" {
				if len(args) < 3 {
					return
				}
				if l.fallback = p.handlerObject(m, args[2]); l.fallback == nil {
					return
				}
			} else if l.region = g.nullRegion(g.index[in.Addr]); l.region == nil {
				return
			}
			out = append(out, l)
		})
	}
	return out
}

// handlerLookup says which lookup ref is: "get" or "getOrDefault" on a map,
// or "".
func handlerLookup(ref *dex.MethodRef) string {
	if !strings.HasSuffix(ref.Class, "Map;") || ref.Return != "Ljava/lang/Object;" {
		return ""
	}
	switch {
	case ref.Name == "get" && len(ref.Params) == 1:
		return "get"
	case ref.Name == "getOrDefault" && len(ref.Params) == 2:
		return "getOrDefault"
	}
	return ""
}

// nullRegion returns the code that runs only when the value the call at
// instruction i returns is null: the null side of the first test of it
// (after a check-cast or a move), when that test comes within a few
// instructions.
func (g *insnGraph) nullRegion(i int) []bool {
	if i+1 >= len(g.insns) || g.insns[i+1].Op != dex.OpMoveResultObject {
		return nil
	}
	reg := g.insns[i+1].A
	for k := i + 2; k < len(g.insns) && k < i+6; k++ {
		in := &g.insns[k]
		switch {
		case in.Op == dex.OpCheckCast && in.A == reg:
			continue
		case in.Op == dex.OpMoveObject && in.B == reg:
			reg = in.A
			continue
		case (in.Op == dex.OpIfEqz || in.Op == opIfNez) && in.A == reg:
			t, _, _ := in.Branch()
			jump, ok := g.index[t]
			if !ok || k+1 >= len(g.insns) {
				return nil
			}
			null, other := jump, k+1
			if in.Op == opIfNez {
				null, other = k+1, jump
			}
			// The non-null side may come back to the null side's code (the
			// elvis of `h?.handle() ?: fallback` also runs when handle
			// returns null): what it reaches only through the null side's
			// first instruction still belongs to the null side.
			region := g.reach(null)
			seen := make([]bool, len(g.insns))
			seen[null] = true
			stack := []int{other}
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if seen[x] {
					continue
				}
				seen[x] = true
				region[x] = false
				stack = append(stack, g.succ[x]...)
			}
			return region
		}
		return nil
	}
	return nil
}
