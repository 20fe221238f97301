package dexrules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// An Activity often finishes through a helper it hands itself to: a
// Kotlin extension `fun Activity.finishWithResult(code)` compiles to a
// static method of another class taking the Activity as its first
// parameter (R8 renames it to a.d.a), a Java utility does the same. The
// helpers the Activity's own code passes itself to are followed, within
// a depth budget, for a finish or setResult on that parameter.

// maxFinishHelpers bounds how many helpers deep CETP623 follows an
// Activity handed to helpers; a var so tests can lower it.
var maxFinishHelpers = 4

// finishVerdict is what finishesActivity found: the call that ends the
// Activity, or, when none was found but the search stopped at the
// budget, the helper where it stopped.
type finishVerdict struct {
	site  *program.Site
	bound string
}

// finishThroughHelpers looks, in the methods of the Activity's own
// classes, for a call handing the Activity (this) to program helpers that
// end it.
func finishThroughHelpers(prog *program.Program, own map[string]bool) finishVerdict {
	f := &finishSearch{prog: prog, memo: map[paramOf]bool{}}
	for _, c := range prog.Order {
		if !own[c.Name] {
			continue
		}
		for _, m := range c.Methods() {
			if m.Static() {
				continue
			}
			if s := f.passes(m, 0, 0); s != nil {
				return finishVerdict{site: s}
			}
		}
	}
	return finishVerdict{bound: f.bound}
}

type finishSearch struct {
	prog  *program.Program
	memo  map[paramOf]bool
	bound string // the first helper past the budget
}

// passes returns the call in m that hands parameter k to a helper ending
// it; depth counts the helpers followed so far.
func (f *finishSearch) passes(m *dex.Method, k, depth int) *program.Site {
	a, err := f.prog.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	calls := program.CallsByAddr(f.prog.Calls(m))
	var found *program.Site
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if found != nil || !in.IsInvoke() {
			return
		}
		c := calls[in.Addr]
		if c == nil || program.IsPlatform(c.Ref.Class) {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		for j, v := range args {
			if !isParam(v, int64(k)) || j == 0 && !in.IsStaticInvoke() {
				continue // a call on the Activity itself is finishesActivity's
			}
			for _, t := range f.targets(c) {
				if f.ends(t, j, depth+1) {
					found = &program.Site{Method: m, Call: c}
					return
				}
			}
		}
	})
	return found
}

// ends reports whether helper m ends (finish, setResult) its parameter k,
// itself or through helpers it hands it to.
func (f *finishSearch) ends(m *dex.Method, k, depth int) bool {
	key := paramOf{m, k}
	if r, ok := f.memo[key]; ok {
		return r
	}
	if depth > maxFinishHelpers {
		if f.bound == "" {
			f.bound = fmt.Sprintf("%s, more than %d helpers deep, CETP623's budget for following an Activity handed to helpers", Short(m), maxFinishHelpers)
		}
		return false
	}
	f.memo[key] = false // a recursive call adds nothing
	a, err := f.prog.Analyze(m)
	if err != nil || a == nil {
		return false
	}
	calls := program.CallsByAddr(f.prog.Calls(m))
	out := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if out || !in.IsInvoke() {
			return
		}
		c := calls[in.Addr]
		if c == nil {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		if endsActivity(c.Ref) && !in.IsStaticInvoke() && len(args) > 0 && isParam(args[0], int64(k)) {
			out = true
			return
		}
		if program.IsPlatform(c.Ref.Class) {
			return
		}
		for j, v := range args {
			if !isParam(v, int64(k)) {
				continue
			}
			for _, t := range f.targets(c) {
				if f.ends(t, j, depth+1) {
					out = true
					return
				}
			}
		}
	})
	f.memo[key] = out
	return out
}

// targets lists the methods call c may run, or none past the budget of
// targets a summary merges: then the bound says where the search stopped.
func (f *finishSearch) targets(c *program.Call) []*dex.Method {
	ts := f.prog.Targets(c)
	// Counted as the note counts them: an interface's abstract method is
	// among the targets but runs nothing.
	if program.Runnable(ts) > program.MaxSummaryTargets {
		if f.bound == "" {
			f.bound = fmt.Sprintf("the call %s, which has %d possible targets, more than the %d followed", shortRef(c.Ref), program.Runnable(ts), program.MaxSummaryTargets)
		}
		return nil
	}
	return ts
}
