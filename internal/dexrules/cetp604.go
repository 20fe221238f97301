package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP604", checkFirstPackageForUid) }

func checkFirstPackageForUid(p *DexPass) {
	forEachPackagesArrayHolder(p, func(m *dex.Method, a *program.Analysis, held *heldPackages) { checkFirstPackageIn(p, m, a, held) })
}

// pkgSource is where an array of packages comes from: the call in the
// method (getPackagesForUid, or the helper returning its result), or the
// field it was kept in.
type pkgSource struct {
	call  *program.Call
	field *dex.FieldRef
	// from: the method that passed the array in as a parameter (a
	// helper's own parameter; call is then nil).
	from *dex.Method
}

// kept names the field the packages were kept in, or the method that
// passed them in, for messages: "" for an array from a call.
func (s pkgSource) kept() string {
	switch {
	case s.field != nil:
		return " (kept in the field " + finding.Sanitize(JavaName(s.field.Class)+"."+s.field.Name) + ")"
	case s.from != nil:
		return " (passed in by " + Short(s.from) + ")"
	}
	return ""
}

// checkFirstPackageIn reports, in m, index 0 (or first()) of a
// getPackagesForUid array, directly, through a List view of it
// (Arrays.asList(..).get(0), toList().first()), from a field it was kept
// in, or by passing the array to a helper that takes its first entry,
// unless a branch has shown the array holds at most one package.
func checkFirstPackageIn(p *DexPass, m *dex.Method, a *program.Analysis, held *heldPackages) {
	prog := p.Program
	byAddr := program.CallsByAddr(prog.Calls(m))
	var guarded map[string]bool // fields whose length m compares with one
	if len(held.fields) > 0 {
		guarded = p.pkgFacts(a).lengthGuarded(a)
	}
	views := map[uint32]pkgSource{}     // List views of an array, by call site
	optionals := map[uint32]pkgSource{} // Optionals holding the array itself, by call site
	var exactOne map[uint32]uint32      // arrays whose size m tests for exactly one: the first test's address
	var cur uint32                      // the instruction being replayed
	// source returns where the array v holds comes from, unless guarded.
	source := func(st *regflow.State, v regflow.Value) (pkgSource, bool) {
		for _, alt := range v.Alts {
			if alt.Kind != regflow.Call || !program.IsPackagesForUid(alt.Ref) || st.Marked(regflow.LenAtMostOneSite(alt.Site)) {
				continue
			}
			if exactOne == nil {
				exactOne = exactOneTested(a)
			}
			if at, ok := exactOne[alt.Site]; !ok || at > cur || !orNull(v) {
				return pkgSource{call: byAddr[alt.Site]}, true
			}
		}
		if f := held.field(v); f != nil && !guarded[fieldName(f)] {
			return pkgSource{field: f}, true
		}
		return pkgSource{}, false
	}
	unwrapped := map[uint32]pkgSource{} // get/orElse of an Optional of the array: the array itself
	view := func(v regflow.Value) (pkgSource, bool) {
		for _, alt := range v.Alts {
			if alt.Kind == regflow.Call || alt.Kind == regflow.New || alt.Kind == regflow.Array {
				if src, ok := views[alt.Site]; ok {
					if exactOne == nil {
						exactOne = exactOneTested(a)
					}
					if at, tested := exactOne[alt.Site]; tested && at <= cur && src.field != nil {
						continue // a getter's copy whose size was tested for one
					}
					return src, true
				}
			}
		}
		return pkgSource{}, false
	}
	from := func(st *regflow.State, v regflow.Value) (pkgSource, bool) {
		if s, ok := source(st, v); ok {
			return s, true
		}
		for _, alt := range v.Alts {
			if s, ok := unwrapped[alt.Site]; ok && alt.Kind == regflow.Call {
				return s, true
			}
		}
		return view(v)
	}
	// Iterator.next() on an iterator of the packages takes one of them
	// unless the iterator is looped over (hasNext): decided after the
	// replay, since the loop's hasNext may come after the next in the code.
	type nextCall struct {
		addr  uint32
		src   pkgSource
		iters []uint32
	}
	var nexts []nextCall
	looped := map[uint32]bool{}
	iterSites := func(v regflow.Value) []uint32 {
		var out []uint32
		for _, alt := range v.Alts {
			if _, ok := views[alt.Site]; ok && alt.Kind == regflow.Call {
				out = append(out, alt.Site)
			}
		}
		return out
	}
	reported := map[uint32]bool{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		cur = in.Addr
		var src pkgSource
		found := false
		var unsureSrc *program.Call
		via, unsure := "", ""
		switch {
		case in.Op == dex.OpAgetObject:
			idx, ok := st.Reg(in.C).Single()
			if !ok || idx.Kind != regflow.Const || idx.Int != 0 {
				return
			}
			// The array itself, or a copy of it (Arrays.copyOf, toArray,
			// System.arraycopy into a new array): sorting a copy leaves
			// one package of the UID at index 0 all the same.
			src, found = from(st, st.Reg(in.B))
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			if f := copyGetterField(prog, c, held); f != nil {
				// A getter returning a copy or a List view of a field
				// holding the packages: its result holds them too.
				views[in.Addr] = pkgSource{field: f}
				return
			}
			if len(in.Args) == 0 {
				break
			}
			first := st.Reg(uint32(in.Args[0]))
			if program.FirstOf(c.Ref) {
				if src, found = source(st, first); !found {
					src, found = view(first)
				}
				break
			}
			args := program.CallArgs(st, in, c.Ref)
			if listView(c.Ref) || program.ElementView(c.Ref) {
				if s, ok := from(st, first); ok {
					views[in.Addr] = s
				}
				return
			}
			if program.OptionalOf(c.Ref) && len(args) == 1 {
				if s, ok := from(st, args[0]); ok {
					optionals[in.Addr] = s
				}
				return
			}
			held, holds := pkgSource{}, false
			if program.OptionalApply(c.Ref) || program.OptionalUnwrap(c.Ref) {
				for _, alt := range first.Alts {
					if s, seen := optionals[alt.Site]; seen && alt.Kind == regflow.Call {
						held, holds = s, true
					}
				}
			}
			if holds && program.OptionalUnwrap(c.Ref) {
				unwrapped[in.Addr] = held // the array, or the fallback given
				return
			}
			if holds && len(args) >= 2 {
				// Optional.ofNullable(pkgs).map(p -> p[0]): the function
				// is given the array; judged by what its body takes.
				bodies, _ := prog.FunctionBodies(m, args[1], "test") // test: a Predicate's (filter)
				if c.Ref.Name == "filter" && !lengthTestedAgainstOne(prog, bodies) {
					// filter(p -> p.length > 0) keeps the array; one
					// testing for a single package is the guard.
					optionals[in.Addr] = held
				}
				for _, b := range bodies {
					if s := prog.Summary(b); s != nil && s.FirstElemParams&(1<<appliedParam(b)) != 0 {
						src, found, via = held, true, Short(b)
						break
					}
				}
				break
			}
			if program.IsArrayCopy(c.Ref) && len(args) == 5 {
				if s, ok := from(st, args[0]); ok {
					for _, site := range program.ArraySites(args[2]) {
						views[site] = s
					}
				}
				return
			}
			if program.FillsReceiver(c.Ref) && len(args) > 1 {
				if s, ok := from(st, args[1]); ok {
					for _, site := range program.NewSites(args[0]) {
						views[site] = s
					}
				}
				return
			}
			if program.TakesOneAt(c.Ref, args) {
				src, found = from(st, first)
				break
			}
			if program.IsHasNext(c.Ref) {
				for _, site := range iterSites(first) {
					looped[site] = true
				}
				return
			}
			if program.IteratorNext(c.Ref) {
				if s, ok := view(first); ok {
					nexts = append(nexts, nextCall{in.Addr, s, iterSites(first)})
				}
				return
			}
			// Only the overrides the receiver can be here (a picker made
			// just before the call runs its own class's pick).
			for _, t := range prog.TargetsAt(m, c, in, st) {
				s := prog.Summary(t)
				if s == nil {
					continue
				}
				if unsure == "" && s.Incomplete != "" {
					// The helper's summary may lack that it takes the
					// first entry of the array passed here.
					for k, x := range args {
						if k < 64 && s.FirstElemParams&(1<<k) == 0 {
							if src, ok := from(st, x); ok {
								unsure, unsureSrc = incompleteSummary(t, s), src.call
								break
							}
						}
					}
				}
				for k, x := range args {
					if k < 64 && s.FirstElemParams&(1<<k) != 0 {
						if src, found = from(st, x); found {
							via = Short(t)
							break
						}
					}
				}
				if found {
					break
				}
			}
		}
		if !found && unsure != "" && !reported[in.Addr] {
			reported[in.Addr] = true
			p.ReportNote(DexAt{Method: m, Addr: in.Addr, Call: unsureSrc},
				"cannot tell whether %s takes the first package of getPackagesForUid() through the helper it passes them to: %s; check every package of the UID (§7.1)",
				Short(m), unsure)
			return
		}
		if !found || reported[in.Addr] {
			return
		}
		reported[in.Addr] = true
		kept := src.kept()
		at := DexAt{Method: m, Addr: in.Addr, Call: src.call}
		if via != "" {
			p.Report(at,
				"%s passes the packages of getPackagesForUid()%s to %s, which takes the first one: a UID can hold several packages; check every package of the UID (§7.1)",
				Short(m), kept, via)
			return
		}
		p.Report(at,
			"%s takes the first package of getPackagesForUid()%s: a UID can hold several packages; check every package of the UID (§7.1)",
			Short(m), kept)
	})
	for _, n := range nexts {
		once := len(n.iters) > 0
		for _, site := range n.iters {
			once = once && !looped[site]
		}
		if !once || reported[n.addr] {
			continue
		}
		reported[n.addr] = true
		p.Report(DexAt{Method: m, Addr: n.addr, Call: n.src.call},
			"%s takes the first package of getPackagesForUid()%s with Iterator.next() and no loop over the rest: a UID can hold several packages; check every package of the UID (§7.1)",
			Short(m), n.src.kept())
	}
}

// appliedParam is the parameter of a function body that the value it is
// applied to arrives in: after the receiver and the captured values of an
// invoke-custom implementation method, the last (1 for a lambda class's
// apply(Object)).
func appliedParam(b *dex.Method) int {
	n := len(b.Ref.Params)
	if b.Static() {
		n--
	}
	return min(max(n, 0), 63)
}

// lengthTestedAgainstOne reports whether one of the predicate bodies, or
// a method of the program one of them calls, compares an array's length
// with 1 or 2 (`p -> p.length == 1`): a filter then keeps the packages
// only when there is one.
func lengthTestedAgainstOne(prog *program.Program, bodies []*dex.Method) bool {
	var ms []*dex.Method
	for _, b := range bodies {
		ms = append(ms, b)
		for _, c := range prog.Calls(b) {
			if ts := prog.Targets(&c); len(ts) == 1 && ts[0].HasCode() {
				ms = append(ms, ts[0])
			}
		}
	}
	for _, m := range ms {
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		found := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if _, _, ok := in.Branch(); !ok || in.Op < dex.OpIfEq || in.Op > dex.OpIfLe {
				return
			}
			x, y := st.Reg(in.A), st.Reg(in.B)
			small := func(v regflow.Value) bool {
				k, ok := v.Single()
				return ok && k.Kind == regflow.Const && (k.Int == 1 || k.Int == 2)
			}
			if lengthOf(x) && small(y) || lengthOf(y) && small(x) {
				found = true
			}
		})
		if found {
			return true
		}
	}
	return false
}

// listView recognises the calls that view an array as a List whose index 0
// is the array's (Arrays.asList, Kotlin's asList and toList).
func listView(ref *dex.MethodRef) bool {
	switch {
	case ref.Class == "Ljava/util/Arrays;" && ref.Name == "asList":
	case strings.HasPrefix(ref.Class, "Lkotlin/collections/ArraysKt") && (ref.Name == "asList" || ref.Name == "toList" || ref.Name == "toMutableList"):
	default:
		return false
	}
	return len(ref.Params) == 1 && strings.HasPrefix(ref.Params[0], "[")
}

// lengthGuardedField returns the field whose array's length in compares
// with one (`if (pkgs.length != 1)`, `> 1`, `>= 2`): the field's array
// then holds at most one package on one of the branches. The check is per
// method, not per path: a read of the field in a method that compares its
// length so is taken as guarded.
func lengthGuardedField(in *dex.Insn, st *regflow.State) *dex.FieldRef {
	if in.Op < dex.OpIfEq || in.Op > dex.OpIfLe {
		return nil
	}
	l, c := st.Reg(in.A), st.Reg(in.B)
	rel := in.Op - dex.OpIfEq // 0 eq, 1 ne, 2 lt, 3 ge, 4 gt, 5 le
	la, ok := l.Single()
	if !ok || la.Kind != regflow.Len {
		l, c = c, l
		rel = [...]byte{0, 1, 4, 5, 2, 3}[rel]
		if la, ok = l.Single(); !ok || la.Kind != regflow.Len {
			return nil
		}
	}
	k, ok := c.Single()
	if !ok || k.Kind != regflow.Const || la.Of == nil || la.Of.Kind != regflow.Field {
		return nil
	}
	switch {
	case rel <= 1 && k.Int == 1, (rel == 4 || rel == 5) && k.Int == 1, (rel == 2 || rel == 3) && k.Int == 2:
		return la.Of.Field
	}
	return nil
}

// exactOneTested returns, for the getPackagesForUid call sites of a's
// method whose array's length the method compares for equality with one
// (`size == 1`, `length != 1`), the address of the first such test. The
// branch marks the array on the edge where it holds one package, but
// kotlinc's `?.takeIf { it.size == 1 }?.get(0)` (and `(if (size == 1) pkgs
// else null)?.get(0)`) first turns the test into a boolean that chooses
// between the array and null, and the mark is lost where the paths join
// before the element is read. So an element read after such a test, of a
// value that is the array or null (the choice), counts as guarded; a read
// of the array alone, or one before the test, is judged by the path marks.
func exactOneTested(a *program.Analysis) map[uint32]uint32 {
	out := map[uint32]uint32{}
	sizeOf := map[uint32]regflow.Alt{} // a List's size() call -> the list (a call's result)
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.IsInvoke() && len(in.Args) == 1 {
			if x, ok := st.Reg(uint32(in.Args[0])).Single(); ok && x.Kind == regflow.Call {
				sizeOf[in.Addr] = x // judged below only when its result is compared with one
			}
			return
		}
		if in.Op != dex.OpIfEq && in.Op != dex.OpIfEq+1 { // if-eq, if-ne
			return
		}
		length := func(v regflow.Value) (regflow.Alt, bool) {
			x, ok := v.Single()
			switch {
			case ok && x.Kind == regflow.Len && x.Of != nil:
				return *x.Of, true
			case ok && x.Kind == regflow.Call && x.Ref != nil && x.Ref.Name == "size" && len(x.Ref.Params) == 0:
				list, ok := sizeOf[x.Site]
				return list, ok
			}
			return regflow.Alt{}, false
		}
		l, c := st.Reg(in.A), st.Reg(in.B)
		of, ok := length(l)
		if !ok {
			l, c = c, l
			if of, ok = length(l); !ok {
				return
			}
		}
		la := regflow.Alt{Kind: regflow.Len, Of: &of}
		if k, ok := c.Single(); !ok || k.Kind != regflow.Const || k.Int != 1 || la.Of == nil {
			return
		}
		// getPackagesForUid's array, or one a call returned (a
		// getter's copy of it: checkFirstPackageIn's views).
		if la.Of.Kind == regflow.Call {
			if at, seen := out[la.Of.Site]; !seen || in.Addr < at {
				out[la.Of.Site] = in.Addr
			}
		}
	})
	return out
}

// orNull reports whether v may be null (the constant 0) as well as
// something else: a value chosen between an object and null.
func orNull(v regflow.Value) bool {
	null, other := false, false
	for _, alt := range v.Alts {
		if alt.Kind == regflow.Const && alt.Int == 0 {
			null = true
		} else {
			other = true
		}
	}
	return null && other
}

// copyGetterField returns the field holding a getPackagesForUid array
// whose copy or List view (Arrays.copyOf, clone(), Arrays.asList,
// Kotlin's toList) the app method call c returns, or nil.
func copyGetterField(prog *program.Program, c *program.Call, held *heldPackages) *dex.FieldRef {
	if len(held.fields) == 0 || program.IsPlatform(c.Ref.Class) || len(c.Ref.Params) > 0 {
		return nil
	}
	ts := prog.Targets(c)
	if len(ts) != 1 || !ts[0].HasCode() {
		return nil
	}
	g := ts[0]
	for _, x := range prog.Summary(g).Returns.Alts {
		if x.Kind != regflow.Call || x.Ref == nil || x.Via != nil && x.Via != g ||
			!(program.ElementView(x.Ref) || x.Ref.Name == "clone" || x.Ref.Name == "copyOfRange") {
			continue
		}
		site := x.Site
		if x.Via != nil {
			site = x.ViaSite // the summary places the call where it was made
		}
		args, ok := prog.ArgsAt(g, site)
		if !ok || len(args) == 0 {
			continue
		}
		if f := held.field(args[0]); f != nil {
			return f
		}
	}
	return nil
}
