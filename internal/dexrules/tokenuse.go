package dexrules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/ident"
)

// What the code around a token's lookup does with it (CETP620), per
// method and through the program methods it calls: whether the caller's
// identity is compared with something, which maps a key is removed from,
// and whether an entry is spent (an AtomicBoolean flipped once). Real
// providers do these in helpers (isOwner(entry, uid), a Kotlin extension
// or data-class method, a require/check helper that throws, consume(t)
// that removes the key), so judging the lookup's own method alone reads
// them as missing.

// useFacts is what one method does, itself or through its helpers.
type useFacts struct {
	// compares names a comparison of the caller's identity (read here,
	// returned by a helper, or a field or getter named for it) with a
	// value that is not a constant; "" when there is none.
	compares string
	// proven is compares when the identity compared is proven, not
	// named: a platform read of the caller, or a field every store of
	// which is one (program.CallerField) — a predicate's comparison of
	// the entry's uid field with it binds the entry.
	proven string
	// cmpParams has bit k set when argument k is compared with a value
	// that is not a constant: a call whose argument k is the caller's
	// identity compares it.
	cmpParams uint64
	// cmpFields are the fields of the method's own object compared with
	// a value that is not a constant: a lambda's captured values (D8's
	// f$0, kotlinc's $uid), which the code making the lambda gave it.
	cmpFields []*dex.FieldRef
	// returns: the method returns a value; throws: it throws on some
	// path, itself or through a helper. A helper's comparison controls
	// the use of a token only through one of them: its result, when the
	// caller uses it, or its throw.
	returns, throws bool
	// removes maps the map fields a key is removed from to the method
	// that removes it.
	removes map[string]*dex.Method
	// spends are AtomicBoolean fields flipped from false to true once
	// (compareAndSet(false, true), getAndSet(true)) with the result used.
	spends []spend
	// readsCaller names a read of the caller's identity, for the message
	// when nothing is compared with it.
	readsCaller string
	// unknown says why some helper could not be judged; cut that the
	// reason is the depth budget (the answer is then not memoized: a
	// shallower call may judge the helper).
	unknown string
	cut     bool
}

// spend is an entry marked used: the AtomicBoolean field flipped, in the
// method that flips it.
type spend struct {
	field *dex.FieldRef
	in    *dex.Method
}

// maxUseDepth is how many calls deep the helpers of a token's lookup are
// followed: as deep as the program's summaries nest (24), so a helper the
// summaries reach is judged. A variable so that a test can lower it.
var maxUseDepth = 24

// useScan computes and memoizes useFacts.
type useScan struct {
	prog *program.Program
	memo map[*dex.Method]*useFacts
	// cutAt memoizes the facts the depth budget cut short, with the depth
	// they were computed at: a call as deep or deeper cannot do better,
	// so each method is scanned at most once per depth.
	cutAt map[*dex.Method]cutFacts
	busy  map[*dex.Method]bool
	// onPath, while a method that passed the token down is scanned, is
	// its call that did, and the method that received the token there:
	// that call's facts are that method's alone, whatever else it may
	// dispatch to (a base class's call() passing the token to
	// this.sessionOk, which one provider overrides with a check of the
	// owner and another inherits without one).
	onPath *pathCall
}

// pathCall is a call on a token's path and the target it took.
type pathCall struct {
	in     *dex.Method
	addr   uint32
	target *dex.Method
}

type cutFacts struct {
	facts *useFacts
	depth int
}

func newUseScan(prog *program.Program) *useScan {
	return &useScan{prog: prog, memo: map[*dex.Method]*useFacts{}, cutAt: map[*dex.Method]cutFacts{}, busy: map[*dex.Method]bool{}}
}

// of returns m's facts at the given call depth.
func (u *useScan) of(m *dex.Method, depth int) *useFacts {
	if f, ok := u.memo[m]; ok {
		return f
	}
	if c, ok := u.cutAt[m]; ok && depth >= c.depth {
		return c.facts
	}
	if u.busy[m] {
		// A recursive call: what the cycle does is what its methods do
		// on the way in, already being collected.
		return &useFacts{returns: m.Ref.Return != "V"}
	}
	if depth > maxUseDepth {
		return &useFacts{returns: m.Ref.Return != "V", cut: true,
			unknown: fmt.Sprintf("%s is called more than %d calls deep, CETP620's budget for following helpers", Short(m), maxUseDepth)}
	}
	u.busy[m] = true
	f := u.scan(m, depth, nil, nil)
	delete(u.busy, m)
	if f.cut {
		u.cutAt[m] = cutFacts{facts: f, depth: depth}
	} else {
		u.memo[m] = f
	}
	return f
}

// scan collects m's facts; keep, when not nil, limits them to the
// instructions it accepts (the paths through one call site), and rel,
// when not nil, the comparisons made in helpers to those of calls some of
// whose arguments it accepts (the token passed down, the entry found).
func (u *useScan) scan(m *dex.Method, depth int, keep func(addr uint32) bool, rel *relevance) *useFacts {
	f := &useFacts{returns: m.Ref.Return != "V", removes: map[string]*dex.Method{}}
	if !m.HasCode() {
		return f
	}
	a, err := u.prog.Analyze(m)
	if err != nil {
		f.unknown = fmt.Sprintf("%s could not be analysed", Short(m))
		return f
	}
	if a == nil {
		return f // its analysis is in progress further up: a cycle
	}
	moved := movedResults(a)
	used := func(in *dex.Insn) bool { return moved[in.Addr] }
	byAddr := program.CallsByAddr(u.prog.Calls(m))
	// Boxes seen through: Integer.valueOf(Binder.getCallingUid()) compared
	// with equals or Intrinsics.areEqual is the caller's UID compared.
	kp := newKeyParts(u.prog, m, nil)
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		var c *program.Call
		var args []regflow.Value
		if in.IsInvoke() {
			if c = byAddr[in.Addr]; c != nil {
				args = program.CallArgs(st, in, c.Ref)
				kp.observe(c, in, args)
			}
		}
		if keep != nil && !keep(in.Addr) {
			return
		}
		switch {
		case in.Op == dex.OpThrow:
			f.throws = true
		case in.Op == dex.OpIfEq || in.Op == dex.OpIfEq+1:
			if x, y := st.Reg(in.A), st.Reg(in.B); rel == nil || rel.cmp == nil || rel.cmp(in.Addr, x, y) {
				u.compare(f, m, x, y)
			}
		case in.Op == opCmpLong:
			// `stored.optLong("uid") != uid`: the uid widened (int-to-long
			// keeps it) and compared as longs, the result then tested.
			if x, y := st.Reg(in.B), st.Reg(in.C); rel == nil || rel.cmp == nil || rel.cmp(in.Addr, x, y) {
				u.compare(f, m, x, y)
			}
		case c != nil:
			for i := range args {
				args[i] = kp.unboxed(args[i])
			}
			sameCmp := rel == nil || rel.cmp == nil || !sameValueCall(u.prog, c.Ref) || len(args) >= 2 && rel.cmp(in.Addr, args[0], args[1])
			u.call(f, m, c, args, used(in), depth, rel == nil || rel.args(args), sameCmp)
		}
	})
	return f
}

// call folds one call site into f; cmp says whether a comparison made in the
// callee counts, sameCmp whether this call, an equality test, counts as one.
func (u *useScan) call(f *useFacts, m *dex.Method, c *program.Call, args []regflow.Value, used bool, depth int, cmp, sameCmp bool) {
	ref := c.Ref
	u.bodies(f, m, args, depth)
	switch {
	case sameValueCall(u.prog, ref) && len(args) >= 2:
		if used && sameCmp {
			u.compare(f, m, args[0], args[1])
		}
		return
	case fileRemoval(ref):
		if f.removes[fileStoreID] == nil {
			f.removes[fileStoreID] = m
		}
		return
	case removal(ref) && len(args) >= 2 && (!kotlinMinus[ref.Class] || writtenBack(u.prog, m, c.Addr)):
		if id := storeID(u.prog, m, ref, args[0]); id != "" && f.removes[id] == nil {
			f.removes[id] = m
		}
		return
	case ref.Class == "Ljava/util/concurrent/atomic/AtomicBoolean;":
		if fld := flipsOnce(ref, args); fld != nil && used {
			f.spends = append(f.spends, spend{field: fld, in: m})
		}
		return
	case u.prog.IsCallerRead(ref):
		if f.readsCaller == "" {
			f.readsCaller = shortRef(ref) + " in " + Short(m)
		}
		return
	case program.IsPlatform(ref.Class):
		if used && cmp && predicateCall(ref) {
			u.predicates(f, m, c, args, depth)
		}
		return
	}
	targets := u.prog.Targets(c)
	if pc := u.onPath; pc != nil && pc.in == m && pc.addr == c.Addr && slices.Contains(targets, pc.target) {
		targets = []*dex.Method{pc.target}
	}
	if len(targets) > program.MaxSummaryTargets {
		if f.unknown == "" {
			f.unknown = fmt.Sprintf("the call to %s in %s has %d possible targets, more than the %d followed",
				shortRef(ref), Short(m), program.Runnable(targets), program.MaxSummaryTargets)
		}
		return
	}
	for _, t := range targets {
		g := u.of(t, depth+1)
		if g.readsCaller != "" && f.readsCaller == "" {
			f.readsCaller = g.readsCaller
		}
		if g.unknown != "" && f.unknown == "" {
			f.unknown = g.unknown
		}
		f.cut = f.cut || g.cut
		for id, in := range g.removes {
			if f.removes[id] == nil {
				f.removes[id] = in
			}
		}
		if !(g.returns && used) && !g.throws || !cmp {
			continue // neither its result nor a throw reaches this method, or it judges something else
		}
		f.throws = f.throws || g.throws
		f.spends = append(f.spends, g.spends...)
		if g.compares != "" && f.compares == "" {
			f.compares = g.compares
		}
		if g.proven != "" && f.proven == "" {
			f.proven = g.proven
		}
		for k, v := range args {
			if k >= 64 || g.cmpParams&(1<<k) == 0 {
				continue
			}
			if d := callerIdentity(u.prog, v); d != "" && f.compares == "" {
				f.compares = d + " compared in " + Short(t)
			}
			f.cmpParams |= paramDeps(v)
			if fld := ownField(m, v); fld != nil && !slices.Contains(f.cmpFields, fld) {
				f.cmpFields = append(f.cmpFields, fld) // a lambda's test passing its captured value on
			}
		}
	}
}

// bodies folds in the removals done by the code a call hands over: a
// lambda or Runnable passed to an executor or a helper (a D8 synthetic
// lambda class, a Kotlin lambda class, an invoke-custom call site), whose
// body may remove the token's key once the work is done. Only removals
// count: a comparison there decides nothing about this use.
func (u *useScan) bodies(f *useFacts, m *dex.Method, args []regflow.Value, depth int) {
	for _, v := range args {
		for _, x := range v.Alts {
			var body []*dex.Method
			switch x.Kind {
			case regflow.New:
				if c := u.prog.Classes[x.Str]; c != nil {
					body = u.prog.BodyMethods(c)
				}
			case regflow.CallSite:
				body = u.prog.LambdaMethods(m.Class.File, uint32(x.Int))
			}
			for _, b := range body {
				g := u.of(b, depth+1)
				for id, in := range g.removes {
					if f.removes[id] == nil {
						f.removes[id] = in
					}
				}
				if g.unknown != "" && f.unknown == "" {
					f.unknown = g.unknown
				}
				f.cut = f.cut || g.cut
			}
		}
	}
}

// compare records a comparison of x with y.
func (u *useScan) compare(f *useFacts, m *dex.Method, x, y regflow.Value) {
	if constant(x) || constant(y) {
		return // uid == 0, a fixed package name: not the entry's owner
	}
	for _, v := range []regflow.Value{x, y} {
		if d := callerIdentity(u.prog, v); d != "" && f.compares == "" {
			f.compares = d + " compared in " + Short(m)
		}
		if d := provenIdentity(u.prog, v); d != "" && f.proven == "" {
			f.proven = d + " compared in " + Short(m)
		}
	}
	f.cmpParams |= paramDeps(x) | paramDeps(y)
	for _, v := range []regflow.Value{x, y} {
		if fld := ownField(m, v); fld != nil && !slices.Contains(f.cmpFields, fld) {
			f.cmpFields = append(f.cmpFields, fld)
		}
	}
}

// ownField returns the field of m's own class v was read from, when v is
// one such read.
func ownField(m *dex.Method, v regflow.Value) *dex.FieldRef {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil || x.Field.Class != m.Class.Name {
		return nil
	}
	return x.Field
}

// opCmpLong is cmp-long: two longs compared, the result a register a
// branch then tests.
const opCmpLong = 0x31

// sameValueCall recognises the calls that compare two values for
// equality: those equalityCall knows, and any equals(Object) (a boxed
// Integer's, a data class's).
func sameValueCall(prog *program.Program, ref *dex.MethodRef) bool {
	return isEquality(prog, ref) || ref.Name == "equals" && ref.Return == "Z" && len(ref.Params) == 1 && ref.Params[0] == "Ljava/lang/Object;"
}

// removal recognises the calls that remove a token from the store it is
// kept in: Map.remove(key), remove(key, value), Set.remove(element).
func removal(ref *dex.MethodRef) bool {
	_, removes := storeCall(ref)
	return removes
}

// writtenBack reports whether the result of m's call at addr (a copy of
// a map or set without the token, `pending - token`) replaces the store:
// kept in a field (`pending = pending - token`), or given to a StateFlow's
// or atomic reference's compareAndSet / setValue / set (`update { it -
// token }`, `state.value = state.value - token`), itself or inside a data
// class's copy or a new object given it (`update { it.copy(tickets =
// it.tickets - token) }`). A copy made and read (`(pending -
// token).isEmpty()`) removes nothing.
func writtenBack(prog *program.Program, m *dex.Method, addr uint32) bool {
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return false
	}
	// The copy and the objects built from it: a data class's copy of
	// the state given the smaller map (`s.copy(tickets = s.tickets -
	// token)`, an MVI store's update) is written back in its place.
	sites := map[uint32]bool{addr: true}
	made := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			// Made here, or by the callee whose summary gives the call
			// the object (Site is then the call's).
			return (x.Kind == regflow.Call || x.Kind == regflow.New) && sites[x.Site]
		})
	}
	calls := program.CallsByAddr(prog.Calls(m))
	back := false
	// The stores the method reads (`state.value.tickets`: the field state
	// is a receiver; a getter's summary names the state's own field), up
	// to the copy: the write-back must go to one of them, not to another
	// flow (`history.value = state.value.copy(…)` leaves state's ticket).
	recv := map[uint32]regflow.Value{}
	var from []string
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if c := calls[in.Addr]; c != nil && in.IsInvoke() {
			args := program.CallArgs(st, in, c.Ref)
			if len(args) > 0 && !in.IsStaticInvoke() {
				recv[in.Addr] = args[0]
			}
			if in.Addr <= addr {
				for _, v := range args {
					for _, n := range rootFields(v, recv, 0) {
						if !slices.Contains(from, n) {
							from = append(from, n)
						}
					}
				}
			}
		}
		if c := calls[in.Addr]; c != nil && in.IsInvoke() && !back {
			args := program.CallArgs(st, in, c.Ref)
			first := 1
			if in.IsStaticInvoke() {
				first = 0
			}
			if c.Ref.Name == "copy" || c.Ref.Name == "copy$default" || c.Ref.Name == "<init>" {
				for _, v := range args[min(first, len(args)):] {
					if !made(v) {
						continue
					}
					if c.Ref.Name == "<init>" && len(args) > 0 {
						for _, x := range args[0].Alts {
							if x.Kind == regflow.New && x.Via == nil {
								sites[x.Site] = true
							}
						}
					} else {
						sites[in.Addr] = true
					}
				}
			}
		}
		switch {
		case back:
		case in.Op >= dex.OpIput && in.Op <= dex.OpIputShort || in.Op >= dex.OpSput && in.Op <= dex.OpSputShort:
			if fr, err := m.Class.File.Field(in.Index); err == nil && made(st.Reg(in.A)) {
				back = sameStore(from, []string{fieldID(fr)})
			}
		case in.IsInvoke():
			c := calls[in.Addr]
			if c == nil {
				return
			}
			switch c.Ref.Name {
			case "compareAndSet", "setValue", "set", "lazySet", "getAndSet", "weakCompareAndSet":
				args := program.CallArgs(st, in, c.Ref)
				for i, v := range args {
					// Past the receiver (a crafted static call may have
					// none), into the store the map was read from.
					if i > 0 && made(v) && sameStore(from, rootFields(args[0], recv, 0)) {
						back = true
					}
				}
			}
		}
	})
	return back
}

// flipsOnce returns the AtomicBoolean field a call flips from false to
// true exactly once (compareAndSet(false, true), getAndSet(true)), or nil.
func flipsOnce(ref *dex.MethodRef, args []regflow.Value) *dex.FieldRef {
	isConst := func(v regflow.Value, want int64) bool {
		cs, ok := v.Consts()
		return ok && len(cs) == 1 && cs[0] == want
	}
	switch {
	case ref.Name == "compareAndSet" && len(args) == 3 && isConst(args[1], 0) && isConst(args[2], 1):
	case ref.Name == "getAndSet" && len(args) == 2 && isConst(args[1], 1):
	default:
		return nil
	}
	x, ok := args[0].Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil {
		return nil
	}
	return x.Field
}

// constant reports whether every value v may hold is a constant.
func constant(v regflow.Value) bool {
	if !v.Exact() {
		return false
	}
	for _, x := range v.Alts {
		if x.Kind != regflow.Const && x.Kind != regflow.Str && x.Kind != regflow.Class {
			return false
		}
	}
	return true
}

// callerIdentity names the caller's identity v holds, or "": the result
// of Binder.getCallingUid() or the provider's getCallingPackage(), also
// when a helper returns it, or a getter or field named for a UID or the
// caller (ownerUid, getCallerPackage()).
func callerIdentity(prog *program.Program, v regflow.Value) string {
	for _, x := range v.Alts {
		switch x.Kind {
		case regflow.Call:
			if x.Ref == nil || x.Ref.Class == "Landroid/os/Process;" {
				continue // Process.myUid(): the provider's own identity
			}
			if prog.IsCallerRead(x.Ref) || callerNamed(strings.TrimPrefix(x.Ref.Name, "get")) {
				return shortRef(x.Ref) + "()"
			}
			if x.Via != nil && callerNamed(strings.TrimPrefix(x.Via.Ref.Name, "get")) && v.Taint&(regflow.TaintRequest|regflow.ParamTaints) == 0 &&
				!program.IsArgsGet(x.Ref.Class, x.Ref.Name, x.Ref.Params) {
				// What a helper named for the caller returns, placed at
				// its call by its summary (`callerUid()` unboxing a
				// ThreadLocal's Integer or Binder.getCallingUid()) — not a
				// request value or one its caller passes, whatever the
				// helper's name (`callerUid(extras)` reading "caller_uid").
				return shortRef(x.Via.Ref) + "()"
			}
		case regflow.Field:
			if x.Field != nil && (callerNamed(x.Field.Name) || prog.CallerField(x.Field) || callerRecordField(prog, x.Field)) {
				return "the field " + x.Field.Name
			}
		}
	}
	return ""
}

// provenIdentity is callerIdentity without names: the platform's read of
// the caller, or a field every store of which is the caller's identity.
func provenIdentity(prog *program.Program, v regflow.Value) string {
	for _, x := range v.Alts {
		switch {
		case x.Kind == regflow.Call && x.Ref != nil && x.Ref.Class != "Landroid/os/Process;" && prog.IsCallerRead(x.Ref):
			return shortRef(x.Ref) + "()"
		case x.Kind == regflow.Field && x.Field != nil && prog.CallerField(x.Field):
			return "the field " + x.Field.Name
		}
	}
	return ""
}

// callerRecordField recognises the package or UID field of a class named
// for the caller (Caller.packageName, CallingApp.uid): the caller's
// identity as the app keeps it, named as getCallerPackage() is.
func callerRecordField(prog *program.Program, f *dex.FieldRef) bool {
	if !callerNamed(simpleName(f.Class)) || !ident.Has(ident.Tokens(f.Name), "package", "pkg", "uid") {
		return false
	}
	// Not one filled from the request (`Caller(x.getString("origin_package"))`):
	// no store, or what a caller of its writer passes, is a read of the
	// extras or JSON.
	fromArgs := false
	ok := prog.StoresOf(f, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, v regflow.Value) {
		fromArgs = fromArgs || argsRead(v) || v.Has(func(x regflow.Alt) bool {
			if x.Kind != regflow.Param || x.Or != 0 {
				return false
			}
			for _, c := range prog.Callers(w) {
				if args, found := prog.ArgsAt(c.Method, c.Call.Addr); !found || int(x.Int) >= len(args) || argsRead(args[x.Int]) {
					return true
				}
			}
			return false
		})
	})
	return ok && !fromArgs
}

// argsRead reports whether v may be what a Bundle, JSON or Intent getter
// returned.
func argsRead(v regflow.Value) bool {
	return v.Top || v.Has(func(x regflow.Alt) bool {
		return x.Kind == regflow.Call && x.Ref != nil && program.IsArgsGet(x.Ref.Class, x.Ref.Name, x.Ref.Params)
	})
}

// callerNamed reports whether a name stands for a UID or the caller.
func callerNamed(name string) bool {
	return ident.Has(ident.Tokens(name), "uid", "caller", "calling")
}

// pathThrough returns the instructions of m on some path through the
// call at addr: those it can reach and those that can reach it.
func pathThrough(a *program.Analysis, addr uint32) func(uint32) bool {
	return pathAround(a, addr, true)
}

// pathAfter returns the instructions of m on some path from the call at
// addr on, the call included.
func pathAfter(a *program.Analysis, addr uint32) func(uint32) bool {
	return pathAround(a, addr, false)
}

// pathAfterNormal returns the instructions of m a normal return from the
// call at addr reaches, the call included: exception edges are not taken
// (a catch block runs only when something threw; javac's and kotlinc's
// copies of a finally block stay on the normal path).
func pathAfterNormal(a *program.Analysis, addr uint32) func(uint32) bool {
	g := newInsnGraph(a.Result)
	at, ok := g.index[addr]
	if !ok {
		return func(uint32) bool { return false }
	}
	g.succ = dex.Successors(a.Result.Insns, nil)
	on := map[uint32]bool{}
	g.walk([]int{at}, nil, func(in *dex.Insn) bool { on[in.Addr] = true; return true })
	return func(x uint32) bool { return on[x] }
}

// pathAround returns the instructions the call at addr reaches, the call
// included, and with before those that reach it.
func pathAround(a *program.Analysis, addr uint32, before bool) func(uint32) bool {
	g := newInsnGraph(a.Result)
	at, ok := g.index[addr]
	if !ok {
		return func(uint32) bool { return false }
	}
	on := map[uint32]bool{}
	g.walk([]int{at}, nil, func(in *dex.Insn) bool { on[in.Addr] = true; return true })
	if before {
		pred := make([][]int, len(g.insns))
		for i, ss := range g.succ {
			for _, j := range ss {
				pred[j] = append(pred[j], i)
			}
		}
		g.search([]int{at}, func(i int) ([]int, bool) {
			on[g.insns[i].Addr] = true
			return pred[i], true
		})
	}
	return func(a uint32) bool { return on[a] }
}

// identityArg says whether m's callers pass the caller's identity as
// argument k, following parameters up to depth calls; cut says callers
// past the budget were left.
func (u *useScan) identityArg(m *dex.Method, k int, depth int) (evidence string, cut bool) {
	callers := u.prog.Callers(m)
	if depth <= 0 || len(callers) == 0 {
		// Out of budget, or called only in ways the program does not
		// resolve (Method.invoke of a name built at run time, the
		// framework): what the parameter holds is not known.
		return "", true
	}
	for _, c := range callers {
		var found string
		boxed := map[uint32]regflow.Value{} // Integer.valueOf(x) sites and their x
		u.prog.ReplayCalls(c.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
			if boxing(cc.Ref, in.IsStaticInvoke()) {
				boxed[cc.Addr] = program.CallArgs(st, in, cc.Ref)[0]
			}
			if cc.Addr != c.Call.Addr || found != "" {
				return
			}
			args := program.CallArgs(st, in, cc.Ref)
			if k >= len(args) {
				return
			}
			if x, single := args[k].Single(); single && x.Kind == regflow.Call && x.Via == nil && x.Ref != nil && boxing(x.Ref, true) {
				// The UID boxed for a generic function
				// (`handler.apply(uid, extras)` on a BiFunction<Integer,
				// Bundle, Bundle>): what was boxed.
				if b, ok := boxed[x.Site]; ok {
					args[k] = b
				}
			}
			if d := callerIdentity(u.prog, args[k]); d != "" {
				found = passedFrom(d, Short(c.Method))
				return
			}
			for j := range 64 {
				if paramDeps(args[k])&(1<<j) == 0 {
					continue
				}
				d, sub := u.identityArg(c.Method, j, depth-1)
				cut = cut || sub
				if d != "" {
					found = d
					return
				}
			}
		})
		if found != "" {
			return found, false
		}
	}
	return "", cut
}

// maxPredicateCallers is how many callers up a predicate's captured
// parameter is followed to the caller's identity.
const maxPredicateCallers = 4

// predicateCall recognises the library calls that keep or find what a
// predicate accepts: Optional.filter, Stream.filter / anyMatch / allMatch
// / noneMatch, and their forms in D8's desugared library (j$.util).
// Their result is decided by the predicate's comparisons.
func predicateCall(ref *dex.MethodRef) bool {
	if program.IsOptional(ref.Class) {
		return ref.Name == "filter"
	}
	switch ref.Class {
	case "Ljava/util/stream/Stream;", "Lj$/util/stream/Stream;":
		switch ref.Name {
		case "filter", "anyMatch", "allMatch", "noneMatch":
			return true
		}
	}
	return false
}

// predicates folds in the comparisons of a predicate lambda a call is
// given (`find(token).filter(s -> s.uid() == uid)`): one of the caller's
// identity read in its body, or of a value it captured — D8's synthetic
// lambda class keeps it in a field its constructor is given here — that
// is the caller's identity in m, or m's parameter its callers fill with
// one.
func (u *useScan) predicates(f *useFacts, m *dex.Method, c *program.Call, args []regflow.Value, depth int) {
	if len(args) < 2 || f.compares != "" {
		return
	}
	for _, x := range args[len(args)-1].Alts {
		if x.Kind != regflow.New || x.Via != nil {
			continue
		}
		cls := u.prog.Classes[x.Str]
		if cls == nil {
			continue
		}
		for _, b := range cls.Virtual {
			if b.Ref.Name != "test" || len(b.Ref.Params) != 1 || !b.HasCode() {
				continue
			}
			g := u.of(b, depth+1)
			if g.proven != "" {
				// The body compares with a proven identity (the call
				// object's caller, filled from Binder.getCallingUid()).
				f.compares = g.proven
				return
			}
			if g.compares != "" && g.readsCaller != "" {
				// The body reads the caller's identity itself (Binder's
				// calling UID) and compares: a getter named for a UID on
				// the element (`s.uid()`) is the entry's owner, not the
				// caller, so a name alone does not count here.
				f.compares = g.compares
				return
			}
			for _, fld := range g.cmpFields {
				k := u.prog.CapturedParam(x.Str, fld)
				if k < 0 {
					continue
				}
				ctorArgs, ok := u.prog.ConstructionArgs(m, x.Site)
				if !ok || k >= len(ctorArgs) {
					continue
				}
				v := ctorArgs[k]
				d := callerIdentity(u.prog, v)
				for j := 0; d == "" && j < 64; j++ {
					if paramDeps(v)&(1<<j) != 0 {
						d, _ = u.identityArg(m, j, maxPredicateCallers)
					}
				}
				if d != "" {
					f.compares = d + " compared in " + Short(b)
					return
				}
			}
		}
	}
}

// rootFields returns the fields v was read from, following calls on an
// object back to the object they were called on (`state.getValue()
// .getTickets()` is read from state), a few calls deep.
func rootFields(v regflow.Value, recv map[uint32]regflow.Value, depth int) []string {
	var out []string
	for _, x := range v.Alts {
		switch {
		case x.Kind == regflow.Field && x.Field != nil:
			if n := fieldID(x.Field); !slices.Contains(out, n) {
				out = append(out, n)
			}
		case x.Kind == regflow.Call && x.Via == nil && depth < 4:
			if r, ok := recv[x.Site]; ok {
				for _, n := range rootFields(r, recv, depth+1) {
					if !slices.Contains(out, n) {
						out = append(out, n)
					}
				}
			}
		}
	}
	return out
}

// sameStore reports whether a write-back goes to the store the map was
// read from: a field they share. Either side unknown (a map a parameter
// gave, a store the analysis cannot name) counts as the same, as before.
func sameStore(from, to []string) bool {
	if len(from) == 0 || len(to) == 0 {
		return true
	}
	for _, f := range from {
		if slices.Contains(to, f) {
			return true
		}
	}
	return false
}
