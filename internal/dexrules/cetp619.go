package dexrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP619", checkDeadlineNotChecked) }

// checkDeadlineNotChecked reports a provider that serves execute_tool in
// its own call() (not through the SDK base class, which checks the
// deadline before executeTool) when a side effect is reachable from call()
// on a path that never reads deadline_at_ms: in call() itself or in the
// helpers it calls before the effect.
func checkDeadlineNotChecked(p *DexPass) {
	prog := p.Program
	d := &deadlines{prog: prog, unchecked: map[*dex.Method]*effectEvidence{},
		cut: map[*dex.Method]bool{}, busy: map[*dex.Method]bool{}}
	d.readers = newReach(prog, func(m *dex.Method) *struct{} {
		if methodLoads(m, cetp.KeyDeadlineAtMs) {
			return &struct{}{}
		}
		return nil
	}, func(*dex.Method, *program.Call) *struct{} { return nil })
	for _, class := range p.ToolProviders() {
		_, sdk := belowSDKProvider(prog, class)
		for _, m := range prog.CallMethods(class) {
			if sdk && callsSuperCall(prog, m) {
				continue // the SDK serves the call and checks the deadline
			}
			reach := prog.Reachable([]*dex.Method{m})
			if !loadsString(reach, string(cetp.MethodExecuteTool)) {
				continue // it does not serve execute_tool
			}
			c, ev, cut := d.first(m, 0)
			if ev == nil {
				if cut {
					p.ReportNote(DexAt{Method: m},
						"cannot tell whether %s checks deadline_at_ms before every side effect of execute_tool: its helpers nest deeper than %d calls or could not be analyzed (§4.1)",
						Short(m), maxDeadlineDepth)
				}
				continue
			}
			how := ev.String()
			if ev.In != m && c != nil && !targets(prog, c, ev.In) {
				how += ", through " + finding.Sanitize(JavaName(c.Ref.Class)+"."+c.Ref.Name)
			}
			at := DexAt{Method: m}
			if c != nil {
				at.Addr, at.Call = c.Addr, c
			}
			p.Report(at,
				"%s serves execute_tool itself (not through the SDK base class, which checks the deadline) and reaches %s on a path that never reads %q; answer DEADLINE_EXCEEDED when deadline_at_ms has passed before any side effect, or serve the call through CetpV2ContentProvider (§4.1)",
				finding.Sanitize(JavaName(class)), how, cetp.KeyDeadlineAtMs)
		}
	}
}

// targets reports whether call c may run m.
func targets(prog *program.Program, c *program.Call, m *dex.Method) bool {
	for _, t := range prog.Targets(c) {
		if t == m {
			return true
		}
	}
	return false
}

// callsSuperCall reports whether m hands the call to its superclass.
func callsSuperCall(prog *program.Program, m *dex.Method) bool {
	for _, c := range prog.Calls(m) {
		if c.Op == dex.OpInvokeSuper && c.Ref.Name == "call" {
			return true
		}
	}
	return false
}

// loadsString reports whether some method loads the string constant s.
func loadsString(methods map[*dex.Method]*program.Caller, s string) bool {
	for m := range methods {
		if methodLoads(m, s) {
			return true
		}
	}
	return false
}

// methodLoads reports whether m loads the constant string s.
func methodLoads(m *dex.Method, s string) bool {
	return mentionsAny(m, map[string]bool{s: true})
}

// maxDeadlineDepth bounds how deep into helpers the path-sensitive search
// for an effect before the deadline check goes; past it, a note.
const maxDeadlineDepth = 6

// deadlines answers, per method, whether it reads the deadline and which
// side effect it reaches first without reading it.
type deadlines struct {
	prog      *program.Program
	readers   *reach[struct{}] // methods that read the deadline, themselves or in what they call
	unchecked map[*dex.Method]*effectEvidence
	cut       map[*dex.Method]bool
	busy      map[*dex.Method]bool
}

// helper is first for a called method, memoized: the side effect it
// reaches before reading the deadline.
func (d *deadlines) helper(t *dex.Method, depth int) (*effectEvidence, bool) {
	if ev, ok := d.unchecked[t]; ok {
		return ev, d.cut[t]
	}
	d.busy[t] = true
	_, ev, cut := d.first(t, depth)
	delete(d.busy, t)
	if !cut {
		d.unchecked[t] = ev
		d.cut[t] = false
	}
	return ev, cut
}

// first walks m's control flow from its entry and returns the first call
// (by address) that has or reaches a side effect on a path that has not
// read the deadline; cut says a helper could not be judged.
func (d *deadlines) first(m *dex.Method, depth int) (*program.Call, *effectEvidence, bool) {
	a, err := d.prog.Analyze(m)
	if err != nil || a == nil {
		return nil, nil, err != nil
	}
	if depth > maxDeadlineDepth {
		return nil, nil, true
	}
	g := newInsnGraph(a.Result)
	if len(g.insns) == 0 {
		return nil, nil, false
	}
	byAddr := program.CallsByAddr(d.prog.Calls(m))
	file := m.Class.File
	isCheck := func(in *dex.Insn) bool {
		switch {
		case in.Op == dex.OpConstString || in.Op == dex.OpConstStringJumbo:
			s, err := file.String(in.Index)
			return err == nil && s == cetp.KeyDeadlineAtMs
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil || program.IsPlatform(c.Ref.Class) {
				return false
			}
			for _, t := range d.prog.Targets(c) {
				if d.readers.of(t) != nil {
					return true
				}
			}
		}
		return false
	}
	var best *program.Call
	var bestEv *effectEvidence
	cut := false
	g.walk([]int{0}, isCheck, func(in *dex.Insn) bool {
		c := byAddr[in.Addr]
		if c == nil || best != nil && c.Addr >= best.Addr {
			return true
		}
		var ev *effectEvidence
		if s, ok := sideEffectCall(c.Ref); ok {
			ev = &effectEvidence{Sink: s, In: m}
		} else if !program.IsPlatform(c.Ref.Class) {
			// A helper that reads the deadline is a check (isCheck);
			// one that does not and reaches an effect is the path.
			for _, t := range d.prog.Targets(c) {
				if d.busy[t] {
					continue
				}
				e, sub := d.helper(t, depth+1)
				cut = cut || sub
				if e != nil {
					ev = e
					break
				}
			}
		}
		if ev != nil {
			best, bestEv = c, ev
		}
		return true
	})
	return best, bestEv, cut
}
