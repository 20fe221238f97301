package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// flagRestoredParam is the State flag set where Binder.restoreCallingIdentity
// was called, on some path, with a token from outside the method (a
// parameter, a field): a restore helper's mark.
const flagRestoredParam = 2

// FlagPartlyRestored is the State flag set after a call to a helper that
// restores the caller's token on some of its paths only: the window it
// leaves open is open on those paths (CETP611 names the helper).
const FlagPartlyRestored = 4

// restoredMark is the pseudo allocation site marked where a token from
// outside the method was restored on every path (marks survive a join
// only when every incoming path has them; flags are "some path"). Real
// sites are code addresses, and the other pseudo sites set bits 29–31
// of a 16-bit parameter index or of an address: none is all ones.
const restoredMark = ^uint32(0)

// restoredOuter records a restore of the caller's token: on every path
// from here (must) when all is set, on some path (may) otherwise.
func restoredOuter(st *regflow.State, all bool) {
	st.Flags |= flagRestoredParam
	if all {
		st.Mark(restoredMark)
	}
}

// Identity effects of a helper on its caller's cleared-identity window.
const (
	// identityClears: the helper returns, on some path, with the
	// identity cleared (`static long clear() { return
	// Binder.clearCallingIdentity(); }`): the window spans the caller.
	identityClears = 1 << iota
	// identityRestores: the helper restores a token from outside it
	// (`static void restore(long t) { Binder.restoreCallingIdentity(t); }`,
	// or one a clearing helper kept in a field) on every path that
	// returns — each copy D8 makes of a finally block counts on its own
	// path: the caller's window closes there.
	identityRestores
	// identityRestoresSome: the helper restores a token from outside it
	// on some paths that return and not on others
	// (`if (!keep) Binder.restoreCallingIdentity(t);`): the caller's
	// window stays open, on the paths that skip the restore.
	identityRestoresSome
)

// identityHelpers returns the program methods that may open or close a
// caller's cleared-identity window: those that call clearCallingIdentity
// or restoreCallingIdentity, and, through them, methods that pass the
// token on (they return a long or take one). Computed once, from the call
// sites named so (the same one pass per name as Callers).
func (p *Program) identityHelpers() map[*dex.Method]bool {
	if p.idHelpers != nil {
		return p.idHelpers
	}
	p.idHelpers = map[*dex.Method]bool{}
	var queue []*dex.Method
	for _, name := range []string{"clearCallingIdentity", "restoreCallingIdentity"} {
		for _, s := range p.sitesNamed(name, "") {
			if s.Call.Ref.Class == ClassBinder && !p.idHelpers[s.Method] {
				p.idHelpers[s.Method] = true
				queue = append(queue, s.Method)
			}
		}
	}
	for len(queue) > 0 {
		m := queue[0]
		queue = queue[1:]
		for _, c := range p.Callers(m) {
			w := c.Method
			if p.idHelpers[w] || !(w.Ref.Return == "J" || slices.Contains(w.Ref.Params, "J")) {
				continue
			}
			p.idHelpers[w] = true
			queue = append(queue, w)
		}
	}
	return p.idHelpers
}

// identityEffect is what calling m does to the caller's identity window,
// from m's analysis, judged per path: identityClears when some return
// leaves the identity cleared, identityRestores when every path to every
// return restored a token from outside m, identityRestoresSome when some
// did and others did not. 0 for a method that is not an identity helper.
// Paths that leave by a throw are not returns: the copy of a finally
// block on the exceptional path does not decide the caller's window.
func (p *Program) identityEffect(m *dex.Method, at Site) uint8 {
	if !p.identityHelpers()[m] {
		return 0
	}
	if eff, ok := p.idEffects[m]; ok {
		return eff
	}
	if p.nesting >= maxSummaryNesting {
		if at.Method != nil {
			p.limit(Limit{Kind: LimitSummaryDepth, Method: at.Method, Call: at.Call, Callee: m})
		}
		return 0
	}
	p.idEffects[m] = 0 // a recursive call sees no effect
	p.nesting++
	defer func() { p.nesting-- }()
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return 0
	}
	var eff uint8
	returns, all, some := false, true, false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op < dex.OpReturnVoid || in.Op > dex.OpReturnObject {
			return
		}
		returns = true
		if st.Flags&FlagIdentityCleared != 0 {
			eff |= identityClears
		}
		all = all && st.Marked(restoredMark)
		some = some || st.Flags&flagRestoredParam != 0
	})
	switch {
	case !returns || eff&identityClears != 0:
	case all:
		eff |= identityRestores
	case some:
		eff |= identityRestoresSome
	}
	p.idEffects[m] = eff
	return eff
}

// identityCall applies the identity effects of the program methods a call
// may run: any that clears opens the window; all restoring on every path
// close it; all restoring, some on some paths only, leave it open and say
// so (FlagPartlyRestored). A helper restoring the token this method was
// given is itself a restore of an outer token, for this method's callers.
func (e *model) identityCall(st *regflow.State, in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) {
	helpers := e.p.identityHelpers()
	if len(helpers) == 0 {
		return // the usual case: nothing in the app clears the identity
	}
	c := e.call(in.Addr)
	if c == nil {
		return
	}
	targets := e.p.Targets(c)
	if len(targets) == 0 || len(targets) > e.p.SummaryTargetBound() {
		return
	}
	if !slices.ContainsFunc(targets, func(t *dex.Method) bool { return helpers[t] }) {
		return
	}
	all, some := true, true
	for _, t := range targets {
		eff := e.p.identityEffect(t, Site{Method: e.m, Call: c})
		if eff&identityClears != 0 {
			st.Flags |= FlagIdentityCleared
			return
		}
		all = all && eff&identityRestores != 0
		some = some && eff&(identityRestores|identityRestoresSome) != 0
	}
	if !some {
		return
	}
	if all {
		st.Flags &^= FlagIdentityCleared | FlagPartlyRestored
	} else {
		st.Flags |= FlagPartlyRestored
	}
	if passesOuterToken(ref, in, args) {
		restoredOuter(st, all)
	}
}

// passesOuterToken reports whether a call hands on a long that may come
// from outside the method: a helper restoring it restores the caller's
// token.
func passesOuterToken(ref *dex.MethodRef, in *dex.Insn, args []regflow.Value) bool {
	k := 0
	if !in.IsStaticInvoke() {
		k = 1
	}
	for i, t := range ref.Params {
		if t == "J" && k+i < len(args) && restoresOuter(args[k+i:]) {
			return true
		}
	}
	return false
}

// PartialRestorer returns the program method a call may run that restores
// the caller's token on some of its paths only (nil when none does): the
// helper to name when the window is still open after it.
func (p *Program) PartialRestorer(c *Call) *dex.Method {
	if IsPlatform(c.Ref.Class) || len(p.identityHelpers()) == 0 {
		return nil
	}
	for _, t := range p.Targets(c) {
		if p.identityEffect(t, Site{Call: c})&identityRestoresSome != 0 {
			return t
		}
	}
	return nil
}

// restoresOuter reports whether a restoreCallingIdentity token may come
// from outside the method (a parameter, a field a clearing helper stored
// it in): the restore then closes a window a caller opened. A token the
// method cleared itself closes only its own window.
func restoresOuter(args []regflow.Value) bool {
	if len(args) == 0 {
		return false
	}
	v := args[0]
	return v.Top || !v.Exact() || v.Has(func(a regflow.Alt) bool {
		return !(a.Kind == regflow.Call && a.Via == nil && a.Ref.Class == ClassBinder && a.Ref.Name == "clearCallingIdentity")
	})
}

// ClearsIdentity reports whether a call opens a cleared-identity window:
// Binder.clearCallingIdentity, or a program helper that returns with the
// identity cleared.
func (p *Program) ClearsIdentity(c *Call) bool {
	if c.Ref.Class == ClassBinder && c.Ref.Name == "clearCallingIdentity" {
		return true
	}
	if IsPlatform(c.Ref.Class) || len(p.identityHelpers()) == 0 {
		return false
	}
	for _, t := range p.Targets(c) {
		if p.identityEffect(t, Site{Call: c})&identityClears != 0 {
			return true
		}
	}
	return false
}
