package dexrules

import (
	"maps"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

func init() { register("CETP614", checkConsumerConfirmationTrusted) }

// checkConsumerConfirmationTrusted reports a branch on a confirmation flag
// read from the request (a key matched like CETP405: confirmed, approved,
// force, ...) when a side effect can run after it: the flag decides
// whether the effect happens, or is the guard that returns before it.
func checkConsumerConfirmationTrusted(p *DexPass) {
	ca := &callArgs{prog: p.Program, memo: map[callSite][]regflow.Value{}}
	f := p.requestFlow()
	eff := newEffects(p.Program)
	unk := newUnresolvedHands(p.Program, eff.bodies)
	var cur *dex.Method
	var g *insnGraph
	var byAddr map[uint32]*program.Call
	type once struct {
		m   *dex.Method
		key string
	}
	reported := map[once]bool{}
	// The branches on a confirmation flag, and per method the calls given
	// the request's resume token (its check), gathered first: the check
	// comes after the branch it may be skipped by.
	type branch struct {
		m   *dex.Method
		in  *dex.Insn
		key string
		// ordinal: the value tested is an enum's ordinal (or an
		// element of a when's switch map).
		ordinal bool
		// negated: the value tested is the flag negated (a hook
		// returning !confirmed): its set edge is the zero edge.
		negated bool
		// hookCompare: an if-eq/if-ne of a hook's result with the
		// constant the hook returns when the flag is set.
		hookCompare bool
		// verdict: a test of an int verdict hook's result
		// (verdictHookBranches): only an effect the flag's set edge
		// runs counts — a flag whose verdict only refuses gives the
		// Consumer nothing to force. verdictK is the verdict the set
		// flag returns (the case of a switch on the result).
		verdict  bool
		verdictK int64
		// field: the test is of a boolean field the flag was folded into
		// (cetp614fields.go), by folder; one finding per field and flag.
		field  string
		folder *dex.Method
	}
	reportedField := map[string]bool{}
	var branches []branch
	// fieldTests: the tests of boolean fields in the request's methods,
	// by field (cetp614fields.go).
	fieldTests := map[string][]branch{}
	tokenChecks := map[*dex.Method]map[uint32]bool{}
	var callsOf map[uint32]*program.Call
	var callsIn *dex.Method
	f.Each(func(m *dex.Method, in *dex.Insn, st *regflow.State) {
		if in.IsInvoke() {
			if m != callsIn {
				callsIn, callsOf = m, program.CallsByAddr(p.Program.Calls(m))
			}
			if c := callsOf[in.Addr]; c == nil || !mayCheckToken(p.Program, c) {
				return
			}
			c := callsOf[in.Addr]
			for j, v := range program.CallArgs(st, in, c.Ref) {
				info, ok := f.Value(m, st, v)
				if ok && ident.ProtocolToken(info.key) == "resume token" || ok && f.readsHeldToken(c, program.ArgType(c.Ref, in.IsStaticInvoke(), j)) {
					if tokenChecks[m] == nil {
						tokenChecks[m] = map[uint32]bool{}
					}
					tokenChecks[m][in.Addr] = true
					break
				}
			}
			return
		}
		if in.Op < dex.OpIfEq || in.Op > dex.OpIfLez {
			return
		}
		if x, single := st.Reg(in.A).Single(); single && (in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1) &&
			x.Kind == regflow.Field && x.Field != nil && x.Field.Type == "Z" {
			id := fieldID(x.Field)
			fieldTests[id] = append(fieldTests[id], branch{m: m, in: in})
		}
		info, ok := f.Value(m, st, st.Reg(in.A))
		ok = ok && !f.PlainReg(in.A)
		if in.Op < dex.OpIfEqz && (!ok || !ident.AssertsConfirmation(info.key)) {
			info, ok = f.Value(m, st, st.Reg(in.B))
			ok = ok && !f.PlainReg(in.B)
		}
		if ok && info.key != "" && ident.AssertsConfirmation(info.key) {
			ordinal := st.Reg(in.A).Has(func(x regflow.Alt) bool {
				return x.Kind == regflow.Call && x.Ref != nil && x.Ref.Name == "ordinal" || x.Kind == regflow.Elem && switchMap(x.Of)
			})
			branches = append(branches, branch{m: m, in: in, key: info.key, ordinal: ordinal, negated: info.negated})
		}
	})
	// A flag that only decides what a boolean hook returns (`boolean
	// confirmFirst(args) { return !args.optBoolean("force"); }`) decides
	// its callers' branches on that result.
	for _, b := range slices.Clone(branches) {
		if b.ordinal {
			continue
		}
		// A verdict hook given the flag by its callers decides only the
		// branches of callers that pass a request flag (a flag the
		// Provider keeps, its own UI's answer, decides nothing here).
		argFromRequest := func(c program.Caller, k int) bool {
			found := false
			p.Program.ReplayCalls(c.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
				if cc.Addr != c.Call.Addr || found {
					return
				}
				if args := program.CallArgs(st, in, cc.Ref); k < len(args) {
					info, ok := f.Value(c.Method, st, args[k])
					found = ok && ident.AssertsConfirmation(info.key)
				}
			})
			return found
		}
		hooks, cut := hookBranches(p.Program, b.m, b.in, argFromRequest)

		if cut {
			p.ReportNote(DexAt{Method: b.m, Addr: b.in.Addr},
				"cannot tell whether the request argument %s decides a side effect: it chooses what %s returns, and its callers, more than %d, were not judged; check by hand that no caller lets it skip the confirmation (§4.3)",
				finding.Quote(b.key), Short(b.m), maxHookCallers)
		}
		for _, h := range hooks {
			branches = append(branches, branch{m: h.m, in: h.in, key: b.key, negated: h.onSetReturns0 != b.negated, hookCompare: h.compare, verdict: h.verdict, verdictK: h.verdictK})
		}
	}
	// A flag folded into a parameter object's boolean field decides the
	// tests of that field: the field set as the set flag sets it.
	for _, b := range slices.Clone(branches) {
		if b.ordinal || b.verdict || b.hookCompare {
			continue
		}
		forced, cut := forcedFields(p.Program, b.m, b.in, b.negated)
		if cut {
			p.ReportNote(DexAt{Method: b.m, Addr: b.in.Addr},
				"cannot tell whether %s folds the request argument %s into a field of an object that decides a side effect elsewhere: it has more than %d instructions, the most CETP614 follows a folded flag through; confirm in Provider UI, not with a Consumer-set flag (§4.3)",
				Short(b.m), finding.Quote(b.key), maxForcedInsns)
		}
		for _, id := range slices.Sorted(maps.Keys(forced)) {
			for _, t := range fieldTests[id] {
				branches = append(branches, branch{m: t.m, in: t.in, key: b.key, negated: forced[id] == 0, field: id, folder: b.m})
			}
		}
	}
	judge := func(b branch, narrow bool) {
		m, in, info := b.m, b.in, reqInfo{key: b.key}
		if reported[once{m, info.key}] || b.field != "" && (reportedField[b.field+"\x00"+b.key] || reported[once{b.folder, b.key}]) {
			// A folded flag is reported once, and not again when the
			// method folding it was reported for the flag itself.
			return
		}
		quoted := finding.Quote(info.key)
		if b.field != "" {
			f := fieldOfID(b.field)
			quoted += " (folded by " + Short(b.folder) + " into " + finding.Sanitize(JavaName(f.Class)+"."+f.Name) + ")"
		}
		if m != cur {
			a, err := p.Program.Analyze(m)
			if err != nil || a == nil {
				return
			}
			cur, g, byAddr = m, newInsnGraph(a.Result), program.CallsByAddr(p.Program.Calls(m))
			g.narrowTypeSwitches(p.Program, byAddr)
		}
		i, ok := g.index[in.Addr]
		if !ok {
			return
		}
		if b.hookCompare {
			if g.hookCompares == nil {
				g.hookCompares = map[uint32]bool{}
			}
			g.hookCompares[in.Addr] = true
		}
		if b.ordinal && slices.ContainsFunc(g.succ[i], g.whenElseThrow) && g.lastCaseTest(i) {
			// The else of an exhaustive `when` over an enum: kotlinc
			// throws NoWhenBranchMatchedException for an ordinal no
			// constant has. That edge never runs; the branch decides
			// nothing.
			return
		}
		// The effect the flag decides: one that runs on a path from one
		// edge of the branch and on none from the other (inside the
		// guarded block, or after a guard that answers early). An effect
		// both edges reach runs whatever the flag says.
		var ev *effectEvidence
		var via, unknown *program.Call // unknown: a handed body not resolved
		evFrom := -1                   // the instruction of the edge whose walk found ev
		unknownWhy, unknownName := "", ""
		effectsFrom := func(start int) (order []*program.Call, set map[*program.Call]*effectEvidence) {
			set = map[*program.Call]*effectEvidence{}
			// In the second round (narrow), only what still runs once
			// the branch went this way: tests of what the flag chose are
			// decided too (`step = confirmed ? Proceed : NeedsUser(…)`,
			// then `when (step) { is Proceed -> delete() }`,
			// program.ForcedLive). The first follows the control flow.
			var dead func(*dex.Insn) bool
			if narrow {
				target, _, _ := in.Branch()
				if live := p.Program.ForcedLive(m, in.Addr, g.insns[start].Addr == target); live != nil {
					dead = func(x *dex.Insn) bool { return !live[x.Addr] }
				}
			}
			g.walk([]int{start}, dead, func(x *dex.Insn) bool {
				if c := byAddr[x.Addr]; c != nil {
					if e := eff.call(m, c); e != nil {
						order, set[c] = append(order, c), e
					} else if unknown == nil {
						if h := eff.bodies.at(m, c); h != nil && h.why != "" {
							unknown, unknownWhy = c, h.why
							unknownName = finding.Sanitize(JavaName(c.Ref.Class) + "." + c.Ref.Name)
						} else if u := unk.call(m, c); u != nil {
							// The same gap deeper, in a helper the branch calls.
							unknown, unknownWhy = c, u.why
							unknownName = u.String()
							if helper := finding.Sanitize(JavaName(c.Ref.Class) + "." + c.Ref.Name); helper != Short(u.in) {
								unknownName += ", reached through " + helper
							}
						}
					}
				}
				return true
			})
			return order, set
		}
		if succ := g.succ[i]; len(succ) == 2 && succ[0] != succ[1] {
			// The effect named is one the set flag runs, when each edge
			// has its own (`if (confirmed) purge() else markPending()`
			// names the purge).
			if set, _ := g.flagEdges(i, b.negated); set == succ[1] {
				succ = []int{succ[1], succ[0]}
			}
			setEdge, _ := g.flagEdges(i, b.negated)
			aOrder, aSet := effectsFrom(succ[0])
			bOrder, bSet := effectsFrom(succ[1])
			for _, side := range []struct {
				start       int
				order       []*program.Call
				mine, other map[*program.Call]*effectEvidence
			}{{succ[0], aOrder, aSet, bSet}, {succ[1], bOrder, bSet, aSet}} {
				if b.verdict && side.start != setEdge {
					continue
				}
				for _, c := range side.order {
					// One effect written at two call sites (the same
					// delete on both arms of a test or a `when`) is one
					// effect: the other edge running the same sink in the
					// same method with the same values runs it too.
					both := side.other[c] != nil || sameEffectIn(ca, m, c, side.mine[c], side.other)
					if !both && ev == nil {
						ev, via, evFrom = side.mine[c], c, side.start
					}
				}
			}
		}
		if isSwitch := in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch; ev == nil && b.verdict && isSwitch {
			// A switch on the verdict: an effect the flag's case runs
			// and no other case does (the others ask, wait or refuse).
			if set, others, ok := g.switchCase(i, b.verdictK); ok {
				order, mine := effectsFrom(set)
				other := map[*program.Call]*effectEvidence{}
				for _, o := range others {
					_, os := effectsFrom(o)
					maps.Copy(other, os)
				}
				for _, c := range order {
					if other[c] == nil && !sameEffectIn(ca, m, c, mine[c], other) {
						ev, via, evFrom = mine[c], c, set
						break
					}
				}
			}
		}
		if narrow && ev == nil {
			return // the other ways were tried in the first round
		}
		if ev == nil {
			ev, via = switchCaseEffect(m, g, i, byAddr, eff)
		}
		skipsCheck := false
		if ev == nil && len(tokenChecks[m]) > 0 {
			var bounded bool
			ev, via, bounded = skippedCheckEffect(m, g, i, byAddr, eff, tokenChecks[m], b.negated)
			skipsCheck = ev != nil
			if bounded {
				reported[once{m, info.key}] = true
				p.ReportNote(DexAt{Method: m, Addr: in.Addr},
					"%s branches on the request argument %s and checks the resume token on some paths, but the paths of the method are more than CETP614 follows (%d states): it cannot tell whether the flag lets an effect skip that check; confirm in Provider UI, not with a Consumer-set flag (§4.3)",
					Short(m), finding.Quote(info.key), maxPathStates)
				return
			}
		}
		forced := false
		if ev == nil && !b.ordinal {
			var decides bool
			ev, via, decides = forcedEffect(p.Program, ca, m, g, i, byAddr, eff, b.negated)
			forced = ev != nil && !decides
		}
		if ev == nil {
			if unknown != nil {
				// The flag may decide code run elsewhere that the
				// analysis cannot name: say so rather than pass it.
				reported[once{m, info.key}] = true
				p.ReportNote(DexAt{Method: m, Addr: in.Addr},
					"%s branches on the request argument %s and then hands code to %s, but %s: CETP614 cannot tell whether the flag decides a side effect there; confirm in Provider UI, not with a Consumer-set flag (§4.3)",
					Short(m), finding.Quote(info.key), unknownName, unknownWhy)
			}
			return
		}
		if !forced && !skipsCheck && ev.Unsure == "" && evFrom >= 0 && checkedOnEveryPath(g, evFrom, via, tokenChecks[m]) {
			// The flag picks between refusing and going on, and going on
			// reaches the effect only through the resume token's check
			// (`if (!askFirst(args)) return invalid(); if (!spend(token))
			// return ask(); delete()`): the flag stands in for no
			// confirmation. Not marked reported: another branch of the
			// method on the same flag is judged still.
			return
		}
		reported[once{m, info.key}] = true
		if b.field != "" {
			reportedField[b.field+"\x00"+b.key] = true
		}
		how := ev.Sink
		if ev.In != m {
			how = ev.String()
			if program.IsPlatform(via.Ref.Class) {
				how += " (run through " + finding.Sanitize(JavaName(via.Ref.Class)+"."+via.Ref.Name) + ")"
			} else if via.Ref.Class != ev.In.Ref.Class || via.Ref.Name != ev.In.Ref.Name {
				// Named only when the call m makes is not the method
				// the effect is in ("delete in Tasks.deleteDone,
				// called from Tasks.deleteDone" says nothing more).
				how += ", called from " + finding.Sanitize(JavaName(via.Ref.Class)+"."+via.Ref.Name)
			}
		}
		if ev.Unsure != "" {
			// Found in every case of a merged class's body: perhaps
			// only a sibling class runs the effect.
			p.ReportNote(DexAt{Method: m, Addr: in.Addr},
				"%s branches on the request argument %s, and %s may then run, but %s: CETP614 cannot tell whether the flag decides that side effect; confirm in Provider UI, not with a Consumer-set flag (§4.3)",
				Short(m), finding.Quote(info.key), how, ev.Unsure)
			return
		}
		if forced {
			p.Report(DexAt{Method: m, Addr: in.Addr},
				"%s lets the request argument %s run %s where it would otherwise depend on another condition (`flag || check`): set, the effect runs whatever that condition says, and any Consumer can set it; confirm in Provider UI by answering USER_ACTION_REQUIRED with a resolution PendingIntent and a resume_token, and run the effect only when that token comes back (§4.3)",
				Short(m), quoted, how)
			return
		}
		if skipsCheck {
			p.Report(DexAt{Method: m, Addr: in.Addr},
				"%s lets the request argument %s skip the resume-token check before %s runs: set, with no resume_token sent, it runs unconfirmed, and any Consumer can set it; confirm in Provider UI by answering USER_ACTION_REQUIRED with a resolution PendingIntent and a resume_token, and run the effect only when that token comes back and checks out (§4.3)",
				Short(m), quoted, how)
			return
		}
		p.Report(DexAt{Method: m, Addr: in.Addr},
			"%s lets the request argument %s decide whether %s runs, but any Consumer can set it: a Consumer-provided confirmation is invalid; confirm in Provider UI by answering USER_ACTION_REQUIRED with a resolution PendingIntent and a resume_token, and run the effect only when that token comes back (§4.3)",
			Short(m), quoted, how)
	}
	for _, b := range branches {
		judge(b, false)
	}
	// Then, for a flag no branch was found deciding in the control flow
	// alone, once more with the tests of what it chose decided on each
	// edge: a boxed flag's null test would otherwise be reported before
	// the test of its value.
	for _, b := range branches {
		if !reported[once{b.m, b.key}] {
			judge(b, true)
		}
	}
	f.reportLimited(p)
}

// checkedOnEveryPath reports whether every path from the instruction
// start reaches the call via only through one of checks (the calls given
// the request's resume token).
func checkedOnEveryPath(g *insnGraph, start int, via *program.Call, checks map[uint32]bool) bool {
	if via == nil || len(checks) == 0 {
		return false
	}
	reached := false
	// A check whose result is thrown away (`spend(token); delete()`) gates
	// nothing: only a call whose result is taken counts.
	gates := func(x *dex.Insn) bool {
		i, ok := g.index[x.Addr]
		return ok && checks[x.Addr] && i+1 < len(g.insns) && g.insns[i+1].Op >= dex.OpMoveResult && g.insns[i+1].Op <= dex.OpMoveResultObject
	}
	g.walk([]int{start}, gates, func(x *dex.Insn) bool {
		reached = x.Addr == via.Addr
		return !reached
	})
	return !reached
}

// switchMap reports whether an array is a `when`/switch's mapping of an
// enum's ordinals: kotlinc's WhenMappings.$EnumSwitchMapping$N, javac's
// Outer$1.$SwitchMap$pkg$Enum.
func switchMap(a *regflow.Alt) bool {
	return a != nil && a.Kind == regflow.Field && a.Field != nil &&
		(strings.Contains(a.Field.Name, "SwitchMap") || strings.HasSuffix(a.Field.Class, "$WhenMappings;"))
}

// lastCaseTest reports whether the branch at i compares its register with
// a constant k ≥ 1 and the method also tests that register against every
// constant below k: the last case of an exhaustive `when`, whose other
// edge only an ordinal outside the enum takes. A lone test (`if
// (answer.ordinal() != 0) throw …`) is a guard, not that.
func (g *insnGraph) lastCaseTest(i int) bool {
	preds := g.preds()
	caseOf := func(j int) (reg uint32, k int64, ok bool) {
		in := &g.insns[j]
		switch {
		case in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1:
			return in.A, 0, true
		case in.Op == dex.OpIfEq || in.Op == dex.OpIfEq+1:
			if k, ok := g.constBefore(preds, j, in.B); ok {
				return in.A, k, true
			}
			if k, ok := g.constBefore(preds, j, in.A); ok {
				return in.B, k, true
			}
		}
		return 0, 0, false
	}
	reg, k, ok := caseOf(i)
	if !ok || k < 1 || k > 64 {
		return false
	}
	seen := make([]bool, k)
	for j := range g.insns {
		if r, c, ok := caseOf(j); ok && j != i && r == reg && c >= 0 && c < k {
			seen[c] = true
		}
	}
	return !slices.Contains(seen, false)
}

// whenElseThrow reports whether the instructions from j make an exception
// with no argument and throw it, and nothing else: kotlinc's else of an
// exhaustive when (`throw NoWhenBranchMatchedException()`, its class
// renamed or not by R8).
func (g *insnGraph) whenElseThrow(j int) bool {
	if j+2 >= len(g.insns) {
		return false
	}
	n, ctor, thr := &g.insns[j], &g.insns[j+1], &g.insns[j+2]
	return n.Op == dex.OpNewInstance && ctor.Op == dex.OpInvokeDirect && len(ctor.Args) == 1 && uint32(ctor.Args[0]) == n.A &&
		thr.Op == dex.OpThrow && thr.A == n.A
}

// flagEdges returns the successors of the flag's branch at i taken when
// the flag is set and when it is not (-1, -1 when the test does not say).
func (g *insnGraph) flagEdges(i int, negated bool) (set, unset int) {
	succ := g.succ[i]
	if len(succ) != 2 || succ[0] == succ[1] {
		return -1, -1
	}
	br := &g.insns[i]
	target, _, _ := br.Branch()
	set, unset = -1, -1
	op := br.Op
	if g.hookCompares[br.Addr] {
		// result == K is the flag's set edge: if-eq jumps there as
		// if-nez does, if-ne falls through there as if-eqz does.
		switch op {
		case dex.OpIfEq:
			op = dex.OpIfEqz + 1
		case dex.OpIfEq + 1:
			op = dex.OpIfEqz
		}
	}
	for _, j := range succ {
		jumps := g.insns[j].Addr == target
		switch {
		case op == dex.OpIfEqz+1 && jumps, op == dex.OpIfEqz && !jumps:
			set = j
		case op == dex.OpIfEqz+1 || op == dex.OpIfEqz:
			unset = j
		}
	}
	if set < 0 || unset < 0 {
		return -1, -1
	}
	if negated {
		set, unset = unset, set
	}
	return set, unset
}

// forcedEffect finds the effect both edges of the flag's branch at i
// reach, which every normal path from the edge taken when the flag is set
// runs and some path from the other edge avoids: `confirmed || resumed ? cancel() : ask()`, where the flag
// short-circuits the condition the effect otherwise waits for. Exception
// edges are not paths here: a throw that may leave a logging call does not
// make the effect avoidable. decides is set when, with the consequences of
// the unset edge decided too, the effect cannot run there at all: the flag
// then simply decides it (it chose what a later test reads), no `flag ||
// check`.
func forcedEffect(prog *program.Program, ca *callArgs, m *dex.Method, g *insnGraph, i int, byAddr map[uint32]*program.Call, eff *effects, negated bool) (_ *effectEvidence, _ *program.Call, decides bool) {
	succ := g.succ[i]
	if len(succ) != 2 || succ[0] == succ[1] {
		return nil, nil, false
	}
	// The edge taken when the flag is set: if-nez jumps on a set flag,
	// if-eqz falls through on one. Other tests (a comparison with a
	// constant) do not say which edge is which.
	set, unset := g.flagEdges(i, negated)
	if set < 0 || unset < 0 {
		return nil, nil, false
	}
	br := &g.insns[i]
	target, _, _ := br.Branch()
	normal := func(j int) []int {
		in := &g.insns[j]
		var out []int
		if t, _, ok := in.Branch(); ok {
			if k, ok := g.index[t]; ok {
				out = append(out, k)
			}
		}
		if in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
			if pl := g.payload(in); pl != nil {
				for _, t := range pl.Targets {
					if k, ok := g.index[uint32(int64(in.Addr)+int64(t))]; ok {
						out = append(out, k)
					}
				}
			}
		}
		if in.FallsThrough() && j+1 < len(g.insns) {
			out = append(out, j+1)
		}
		return out
	}
	// effectsOn returns the effect calls reached from start, in order.
	effectsOn := func(start int) (order []int) {
		g.search([]int{start}, func(j int) ([]int, bool) {
			if c := byAddr[g.insns[j].Addr]; c != nil && eff.call(m, c) != nil {
				order = append(order, j)
			}
			return normal(j), true
		})
		return order
	}
	// On the set edge, the tests the flag's consequences decide (a copy
	// made with the field set, then tested) are decided too: only what
	// can still run there counts (program.ForcedLive; nil: the control
	// flow alone).
	live := prog.ForcedLive(m, br.Addr, g.insns[set].Addr == target)
	// avoids reports whether a normal path from start ends (a return or a
	// throw) without passing the instruction at c, or another call of
	// the same effect (one delete written on both arms of a test).
	avoids := func(start, c int, forced bool) bool {
		found := false
		cc := byAddr[g.insns[c].Addr]
		same := eff.call(m, cc)
		g.search([]int{start}, func(j int) ([]int, bool) {
			if forced && live != nil && !live[g.insns[j].Addr] {
				return nil, true
			}
			if j == c {
				return nil, true
			}
			if jc := byAddr[g.insns[j].Addr]; jc != nil && same != nil {
				if e := eff.call(m, jc); e != nil && sameEffect(ca, m, cc, same, jc, e) {
					return nil, true
				}
			}
			next := normal(j)
			if len(next) == 0 {
				found = true
				return nil, false
			}
			return next, true
		})
		return found
	}
	// Set, the flag runs the effect on every path; unset, some path
	// avoids it. (The other way round the flag only adds a check.)
	other := effectsOn(unset)
	for _, c := range effectsOn(set) {
		if slices.Contains(other, c) && !avoids(set, c, true) && avoids(unset, c, false) {
			call := byAddr[g.insns[c].Addr]
			// Unset, with its consequences decided too, may the effect
			// run at all? When not, the flag simply decides it (a flag
			// choosing the step a later instanceof tests), and the
			// message says so rather than `flag || check`.
			decides = true
			if liveUnset := prog.ForcedLive(m, br.Addr, g.insns[unset].Addr == target); liveUnset != nil {
				ec := eff.call(m, call)
				g.search([]int{unset}, func(j int) ([]int, bool) {
					if !liveUnset[g.insns[j].Addr] {
						return nil, true
					}
					if jc := byAddr[g.insns[j].Addr]; jc != nil {
						if e := eff.call(m, jc); e != nil && sameEffect(ca, m, call, ec, jc, e) {
							decides = false
							return nil, false
						}
					}
					return normal(j), true
				})
			} else {
				decides = false
			}
			return eff.call(m, call), call, decides
		}
	}
	return nil, nil, false
}

// skippedCheckEffect finds the effect both edges of the flag's branch at
// i reach, but one only through a check of the request's resume token
// (checks: the calls given it) and the other also without one: `if
// (!confirmed && token == null) return ask(); if (token != null &&
// take(token) == null) return error(); effect()` runs the effect
// unconfirmed when confirmed is set and no token is sent. Paths are
// followed consistently with the null tests they pass (consistentWalk):
// the edge that saw a token cannot then take the no-token edge.
//
// bounded is set when a walk hit maxPathStates: nothing is decided then.
func skippedCheckEffect(m *dex.Method, g *insnGraph, i int, byAddr map[uint32]*program.Call, eff *effects, checks map[uint32]bool, negated bool) (ev *effectEvidence, via *program.Call, bounded bool) {
	succ := g.succ[i]
	if len(succ) != 2 || succ[0] == succ[1] {
		return nil, nil, false
	}
	in := &g.insns[i]
	g.markEmptinessTests(byAddr)
	type side struct {
		order []*program.Call
		set   map[*program.Call]*effectEvidence
	}
	var sides [2]side
	var runs [2]map[uint32]bool // what each edge reaches on consistent paths, checks or not
	for k, start := range succ {
		var seed []nullFact
		if in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1 {
			jumped := start != i+1
			seed = []nullFact{{reg: in.A, zero: jumped == (in.Op == dex.OpIfEqz)}}
		}
		sd := side{set: map[*program.Call]*effectEvidence{}}
		complete := g.consistentWalk(start, seed, func(j int) bool { return checks[g.insns[j].Addr] }, func(j int) {
			if c := byAddr[g.insns[j].Addr]; c != nil && !checks[c.Addr] {
				if e := eff.call(m, c); e != nil {
					sd.order, sd.set[c] = append(sd.order, c), e
				}
			}
		})
		runs[k] = map[uint32]bool{}
		complete = complete && g.consistentWalk(start, seed, nil, func(j int) { runs[k][g.insns[j].Addr] = true })
		if !complete {
			return nil, nil, true
		}
		sides[k] = sd
	}
	// The side that skips the check must be the flag's set edge (if-nez
	// jumps on a set flag, if-eqz falls through on one): on the other
	// edge the flag, unset, skips nothing a Consumer sets.
	setSide := -1
	if target, _, ok := in.Branch(); ok && (in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1) {
		for k, start := range succ {
			if jumps := g.insns[start].Addr == target; jumps == (in.Op == dex.OpIfEqz+1) != negated {
				setSide = k
			}
		}
	}
	// The effect must be one the other edge runs too, after the check, on
	// paths consistent with its tests: a write only the refusal path
	// makes (a missing token recorded) is no effect the flag lets skip
	// the check.
	for k, sd := range sides {
		if setSide >= 0 && k != setSide {
			continue
		}
		other := sides[1-k]
		for _, c := range sd.order {
			if _, both := other.set[c]; !both && runs[1-k][c.Addr] {
				return sd.set[c], c, false
			}
		}
	}
	return nil, nil, false
}

// switchCaseEffect finds the effect a flag decides through a switch on a
// string (javac's two-level shape, also for `->` switch expressions): the
// branch at i tests the equals of the flag with one case label and only
// sets an index; a later index switch runs the case body. Both edges of
// the branch reach that switch, so the edge walk above sees the body as
// run either way; branchRegions (shared with CETP621's dispatch) gives the
// case body that runs only when the equality holds. The default arm of
// that switch is decided by the flag too: it runs only when no label
// matched.
func switchCaseEffect(m *dex.Method, g *insnGraph, i int, byAddr map[uint32]*program.Call, eff *effects) (*effectEvidence, *program.Call) {
	if i < 2 {
		return nil, nil
	}
	c := byAddr[g.insns[i-2].Addr]
	if c == nil || !equalityCall(c.Ref) {
		return nil, nil
	}
	regions := g.branchRegions(i - 2)
	if len(regions) > 0 {
		regions = append(regions[1:], g.defaultArms(regions[0])...)
	}
	for _, region := range regions {
		for j, on := range region {
			if !on {
				continue
			}
			if call := byAddr[g.insns[j].Addr]; call != nil {
				if e := eff.call(m, call); e != nil {
					return e, call
				}
			}
		}
	}
	return nil, nil
}

// defaultArms returns, for the index switches an equality branch sets the
// index of (region: the code only its true edge runs, as branchRegions
// finds it), the code only the switch's default arm runs: from the
// instruction after the switch, reachable from none of its cases.
func (g *insnGraph) defaultArms(region []bool) [][]bool {
	var out [][]bool
	for i, on := range region {
		in := &g.insns[i]
		if !on || in.Op < dex.OpConst4 || in.Op > dex.OpConst {
			continue
		}
		for _, j := range g.switches {
			sw := &g.insns[j]
			if region[j] || sw.A != in.A || j+1 >= len(g.insns) {
				continue
			}
			pl := g.payload(sw)
			if pl == nil {
				continue
			}
			var cases []int
			labelled := false
			for k, key := range pl.Keys {
				if t, ok := g.index[uint32(int64(sw.Addr)+int64(pl.Targets[k]))]; ok {
					cases = append(cases, t)
					labelled = labelled || int64(key) == in.Lit
				}
			}
			if labelled {
				out = append(out, g.exclusive(j+1, cases))
			}
		}
	}
	return out
}

// readsHeldToken reports whether call c, given an object of class cls,
// checks the request's resume token it carries: cls has a field the flow
// saw given the token (a CallerInfo built in call() from the request's
// resume_token among other values), and a target of c hands that field's
// value to a call that may check it (ResumeTokens.redeem(caller):
// PENDING.remove(caller.resumeToken)). Handing the object to a tool's body,
// or reading the token only to log or describe it, checks nothing.
func (f *reqFlow) readsHeldToken(c *program.Call, cls string) bool {
	if cls == "" || cls[0] != 'L' {
		return false
	}
	// Asked at every call the flow's methods make that may check a token,
	// for each argument: answered once per callee and class.
	memo := c.Ref.String() + " " + cls
	if v, ok := f.heldToken[memo]; ok {
		return v
	}
	v := f.readsHeldTokenOnce(c, cls)
	if f.heldToken == nil {
		f.heldToken = map[string]bool{}
	}
	f.heldToken[memo] = v
	return v
}

func (f *reqFlow) readsHeldTokenOnce(c *program.Call, cls string) bool {
	prefix := cls + "->"
	held := map[string]bool{}
	for id, info := range f.fields {
		if strings.HasPrefix(id, prefix) && ident.ProtocolToken(info.key) == "resume token" {
			held[id] = true
		}
	}
	if len(held) == 0 {
		return false
	}
	for _, t := range f.prog.Targets(c) {
		checks := false
		f.prog.ReplayCalls(t, func(tc *program.Call, in *dex.Insn, st *regflow.State) {
			if checks || !mayCheckToken(f.prog, tc) {
				return
			}
			for _, v := range program.CallArgs(st, in, tc.Ref) {
				if v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Field && x.Field != nil && held[fieldID(x.Field)] }) {
					checks = true
				}
			}
		})
		if checks {
			return true
		}
	}
	return false
}

// mayCheckToken reports whether call c, given the request's resume token,
// may be its check: a comparison or a lookup of the token (equals, a
// map's get/remove/containsKey, a set's contains/remove), or a method of
// the app that answers (a result) or may throw. Testing that a token was
// sent (TextUtils.isEmpty, length), logging it, building a string of it
// or handing it to a void helper that cannot refuse checks nothing: paths
// through those still skip the check.
func mayCheckToken(prog *program.Program, c *program.Call) bool {
	ref := c.Ref
	if program.IsPlatform(ref.Class) {
		switch ref.Name {
		case "equals", "equalsIgnoreCase", "contentEquals", "contains", "containsKey", "remove", "get", "getOrDefault",
			"isEqual", "areEqual", "compareTo", "matches", "verify", "getIfPresent", "poll", "take", "getString", "getLong", "getInt":
			return true
		}
		return false
	}
	if ref.Return != "V" {
		return true
	}
	for _, t := range prog.Targets(c) {
		if mayThrow(t) {
			return true
		}
	}
	return len(prog.Targets(c)) == 0
}

// mayThrow reports whether m's own code holds a throw.
func mayThrow(m *dex.Method) bool {
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return true
	}
	found := false
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		found = found || in.Op == dex.OpThrow
		return !found
	})
	return found
}

// sameEffectIn reports whether set holds, at another call site of m, the
// same effect as e at c (sameEffect): one write written on both arms of a
// test.
func sameEffectIn(ca *callArgs, m *dex.Method, c *program.Call, e *effectEvidence, set map[*program.Call]*effectEvidence) bool {
	for o, oe := range set {
		if sameEffect(ca, m, c, e, o, oe) {
			return true
		}
	}
	return false
}

// sameEffect reports whether the calls a and b of m run the same effect:
// the same sink in the same method, through calls of the same method with
// the same arguments (`db.execSQL("DELETE FROM notes")` twice, not beside
// `execSQL("INSERT INTO pending …")`, a delete of another table, or a
// delete of another File object).
func sameEffect(ca *callArgs, m *dex.Method, a *program.Call, ea *effectEvidence, b *program.Call, eb *effectEvidence) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || ea == nil || eb == nil || ea.Sink != eb.Sink || ea.In != eb.In || a.Ref.String() != b.Ref.String() {
		return false
	}
	aa, ok1 := ca.at(m, a.Addr)
	ba, ok2 := ca.at(m, b.Addr)
	if !ok1 || !ok2 || len(aa) != len(ba) {
		return false
	}
	for i := range aa {
		if !sameArg(aa[i], ba[i]) {
			return false
		}
	}
	return true
}

// sameArg reports whether two argument values are the same value: the
// same alternatives (one constant text, one object made at one site, the
// same parameter or field read), none of them unknown.
func sameArg(v, w regflow.Value) bool {
	if v.Top || w.Top || len(v.Alts) == 0 || len(v.Alts) != len(w.Alts) {
		return false
	}
	for _, a := range v.Alts {
		if !slices.ContainsFunc(w.Alts, func(b regflow.Alt) bool {
			return a.Kind == b.Kind && a.Int == b.Int && a.Str == b.Str && a.Site == b.Site && a.Via == b.Via &&
				a.ViaSite == b.ViaSite && a.Ref == b.Ref &&
				(a.Field == b.Field || a.Field != nil && b.Field != nil && fieldID(a.Field) == fieldID(b.Field))
		}) {
			return false
		}
	}
	return true
}

// callArgs keeps, for one pass of the rule, the arguments of the calls
// sameEffect compares: pairs of effect calls ask for the same calls again,
// and each answer replays the method (kept per pass, not in the Program,
// so that each rule still meets, and notes, the limits of the analyses).
type callArgs struct {
	prog *program.Program
	memo map[callSite][]regflow.Value
}

type callSite struct {
	m    *dex.Method
	addr uint32
}

func (ca *callArgs) at(m *dex.Method, addr uint32) ([]regflow.Value, bool) {
	k := callSite{m, addr}
	if args, ok := ca.memo[k]; ok {
		return args, args != nil
	}
	args, ok := ca.prog.ArgsAt(m, addr)
	if !ok {
		args = nil
	}
	ca.memo[k] = args
	return args, ok
}
