package dexrules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

func init() { register("CETP624", checkAmbiguousPackageAccepted) }

// checkAmbiguousPackageAccepted reports code that accepts a caller when any
// one package of its UID matches: a loop over the getPackagesForUid array
// that returns a grant from inside, or contains()/any() on it, with no
// branch before it showing the UID holds at most one package.
func checkAmbiguousPackageAccepted(p *DexPass) {
	var holders []*dex.Method
	forEachPackagesArrayHolder(p, func(m *dex.Method, a *program.Analysis, held *heldPackages) {
		holders = append(holders, m)
		checkAnyPackageIn(p, m, a, held)
	})
	// A helper the array is handed to (`anyTrusted(pkgs)`, a Kotlin
	// extension on the array) decides there: judged as its own holder.
	helpers := packagesParams(p, holders)
	for _, m := range program.SortedKeys(helpers) {
		if a, err := p.Program.Analyze(m); err == nil && a != nil {
			checkAnyPackageIn(p, m, a, &heldPackages{fields: map[string]bool{}, params: helpers[m]})
		}
	}
}

// packagesParams returns the program methods on the surface that the
// holders hand an unguarded getPackagesForUid array to, with the
// parameters it is (bits) and the method passing it, following a helper
// that hands it on to another up to maxPackagesHelpers deep; past that the
// deepest hand-over is a limit (LimitHelperDepth), not a silent stop.
func packagesParams(p *DexPass, holders []*dex.Method) map[*dex.Method]*paramPackages {
	prog := p.Program
	reach := p.EntryReach()
	out := map[*dex.Method]*paramPackages{}
	// passes reports whether v is the caller's packages in h: the call's
	// unguarded result in a holder, a packages parameter in a helper.
	passes := func(h *dex.Method, st *regflow.State, v regflow.Value) bool {
		pp := out[h]
		return v.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.Call && program.IsPackagesForUid(x.Ref) && !st.Marked(regflow.LenAtMostOneSite(x.Site)) ||
				pp != nil && x.Kind == regflow.Param && x.Int < 64 && pp.bits&(1<<x.Int) != 0 && !st.Marked(regflow.LenAtMostOneSite(regflow.ParamSite(x.Int)))
		})
	}
	frontier := holders
	for depth := 1; len(frontier) > 0; depth++ {
		var next []*dex.Method
		for _, h := range frontier {
			// views: calls in h returning a List view or copy of the
			// packages (Arrays.asList, Arrays.copyOf, toList), handed on
			// as the packages themselves are.
			views := map[uint32]bool{}
			isPkgs := func(st *regflow.State, v regflow.Value) bool {
				return passes(h, st, v) || v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Call && views[x.Site] })
			}
			prog.ReplayCalls(h, func(c *program.Call, in *dex.Insn, st *regflow.State) {
				if program.ElementView(c.Ref) || asCollection(c.Ref.Name) {
					if args := program.CallArgs(st, in, c.Ref); len(args) > 0 && isPkgs(st, args[0]) {
						views[c.Addr] = true
					}
					return
				}
				ts := prog.Targets(c)
				if len(ts) != 1 || !ts[0].HasCode() || program.IsPackagesForUid(c.Ref) {
					return
				}
				t := ts[0]
				if _, ok := reach[t]; !ok || t == h {
					return
				}
				for j, v := range program.CallArgs(st, in, c.Ref) {
					if j >= 64 || !isPkgs(st, v) {
						continue
					}
					pp := out[t]
					if pp != nil && pp.bits&(1<<j) != 0 {
						continue
					}
					if depth > maxPackagesHelpers {
						prog.NoteLimit(program.Limit{Kind: program.LimitHelperDepth, Method: h, Call: c, Callee: t,
							Detail: fmt.Sprintf("the caller's packages (getPackagesForUid), already %d helpers from where they were read,", maxPackagesHelpers)})
						continue
					}
					if pp == nil {
						pp = &paramPackages{from: h}
						out[t] = pp
					}
					pp.bits |= 1 << j
					next = append(next, t)
				}
			})
		}
		frontier = next
	}
	return out
}

// maxPackagesHelpers bounds how many helpers deep CETP624 follows the
// caller's packages array.
const maxPackagesHelpers = 4

// paramPackages says which parameters of a helper are the caller's
// packages, and which method passes them.
type paramPackages struct {
	bits uint64
	from *dex.Method
}

// identityFunction reports a function object whose apply returns its
// argument (`p -> p`, Function.identity()'s shape in an app lambda).
func identityFunction(prog *program.Program, fn regflow.Value) bool {
	a, ok := fn.Single()
	if !ok {
		return false
	}
	m := prog.Lookup(program.FunctionClass(a), "apply(Ljava/lang/Object;)Ljava/lang/Object;")
	if m == nil {
		return false
	}
	s := prog.Summary(m)
	if s == nil {
		return false
	}
	x, ok := s.Returns.Single()
	return ok && x.Kind == regflow.Param && x.Int == 1
}

// anyMatchCall recognises membership tests over a whole collection.
func anyMatchCall(name string) bool {
	switch name {
	case "contains", "any", "anyMatch", "indexOf", "binarySearch", "containsAll", "intersect", "firstOrNull", "find":
		return true
	}
	return false
}

// handedAt is where a package test at addr of m is reported: there, or,
// when a caller handed m the unguarded array (src.from), at that caller's
// call of m — the helper may be shared with callers that guard the array
// first (a base class's check testing `length != 1`), so the defect is the
// call that skips the guard.
func handedAt(prog *program.Program, m *dex.Method, addr uint32, src pkgSource) DexAt {
	if src.from != nil && src.call == nil {
		for _, c := range prog.Callers(m) {
			if c.Method == src.from {
				return DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call}
			}
		}
	}
	return DexAt{Method: m, Addr: addr, Call: src.call}
}

// appCode reports a call of the app's own code (a helper named anyMatch):
// judged in its own body, where it loops or tests, not by its name.
func appCode(prog *program.Program, ref *dex.MethodRef) bool {
	c := prog.Classes[ref.Class]
	return c != nil && !library(ref.Class) && !program.IsPlatform(ref.Class)
}

// asCollection recognises the calls that view an array as a collection or
// stream (the membership test then runs on their result).
func asCollection(name string) bool {
	switch name {
	case "asList", "toList", "toSet", "toHashSet", "toMutableList", "toMutableSet", "asIterable", "asSequence", "stream", "of", "listOf", "setOf":
		return true
	}
	return false
}

func checkAnyPackageIn(p *DexPass, m *dex.Method, a *program.Analysis, held *heldPackages) {
	prog := p.Program
	calls := prog.Calls(m)
	byAddr := map[uint32]*program.Call{}
	for i := range calls {
		byAddr[calls[i].Addr] = &calls[i]
	}
	var guarded map[string]bool // fields whose length m compares with one (as CETP604)
	if len(held.fields) > 0 {
		guarded = p.pkgFacts(a).lengthGuarded(a)
	}
	// pkgs returns where v's packages come from — the getPackagesForUid
	// call (or the helper returning its result), or the field they were
	// kept in — when no branch has limited them to one package.
	views := map[uint32]pkgSource{} // asList(pkgs) and the like, by call site
	pkgs := func(st *regflow.State, v regflow.Value) (pkgSource, bool) {
		for _, alt := range v.Alts {
			if alt.Kind == regflow.Call && program.IsPackagesForUid(alt.Ref) && !st.Marked(regflow.LenAtMostOneSite(alt.Site)) {
				if c := byAddr[alt.Site]; c != nil {
					return pkgSource{call: c}, true
				}
			}
			// The array unwrapped from an Optional (`ofNullable(pkgs)
			// .orElse(NONE)`), read element by element in a loop.
			if src, seen := views[alt.Site]; alt.Kind == regflow.Call && alt.Via == nil && seen && alt.Ref != nil &&
				program.OptionalUnwrap(alt.Ref) && !st.Marked(regflow.LenAtMostOneSite(alt.Site)) {
				return src, true
			}
		}
		if f := held.field(v); f != nil && !guarded[fieldName(f)] {
			return pkgSource{field: f}, true
		}
		if held.params != nil {
			for _, alt := range v.Alts {
				if alt.Kind == regflow.Param && alt.Int < 64 && held.params.bits&(1<<alt.Int) != 0 && !st.Marked(regflow.LenAtMostOneSite(regflow.ParamSite(alt.Int))) {
					return pkgSource{from: held.params.from}, true
				}
			}
		}
		return pkgSource{}, false
	}
	type elemRead struct {
		addr uint32
		src  pkgSource
	}
	var reads []elemRead
	grants := map[uint32]bool{}    // returns that give a grant
	exhausted := map[uint32]bool{} // branches comparing an index with an array's length
	nw := &narrowings{isPkgs: func(v regflow.Value) bool {
		for _, alt := range v.Alts {
			if alt.Kind == regflow.Call && program.IsPackagesForUid(alt.Ref) {
				return true
			}
		}
		return held.field(v) != nil
	}}
	filtered := map[uint32]*filtering{} // filter(…) results and their views, by site
	var takes []takenOne                // elements taken out of them, counts of them
	tests := map[uint32][]emptyTest{}   // per take, the branches on its result the packages' length did not limit
	returned := map[uint32]bool{}       // takes returned as they are, the packages not limited there
	cmpZero := map[uint32]uint32{}      // the register a cmp-long of a count with 0 wrote -> the count's site
	// aliases: calls on a take's result that keep whether anything
	// matched (Optional.isPresent, orElse(null), a String's length),
	// inverted for isEmpty.
	type alias struct {
		take     uint32
		inverted bool
	}
	aliases := map[uint32]alias{}
	takeAt := func(site uint32) (*takenOne, bool) {
		inverted := false
		if al, ok := aliases[site]; ok {
			site, inverted = al.take, al.inverted
		}
		for i := range takes {
			if takes[i].site == site {
				return &takes[i], inverted
			}
		}
		return nil, false
	}
	reported := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.IsInvoke() && !in.IsStaticInvoke() && len(in.Args) > 0:
			c := byAddr[in.Addr]
			if c == nil {
				break
			}
			switch c.Ref.Name {
			case "isPresent", "isEmpty", "orElse", "orElseGet", "orElseThrow", "get", "length":
				if len(c.Ref.Params) > 1 || c.Ref.Name == "get" && len(c.Ref.Params) != 0 {
					break
				}
				for _, s := range callSites(st.Reg(uint32(in.Args[0]))) {
					if tk, inv := takeAt(s); tk != nil {
						aliases[in.Addr] = alias{take: tk.site, inverted: inv != (c.Ref.Name == "isEmpty")}
					}
				}
			}
		case in.Op == opCmpLong:
			// count() > 0 on a Java stream: the count compared with zero.
			x, y := st.Reg(in.B), st.Reg(in.C)
			for _, pair := range [2][2]regflow.Value{{x, y}, {y, x}} {
				if constant(pair[1]) {
					for _, s := range callSites(pair[0]) {
						if tk, _ := takeAt(s); tk != nil {
							cmpZero[in.A] = s
						}
					}
				}
			}
		case in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1 || in.Op == dex.OpIfLez || in.Op == dex.OpIfLez-1:
			// if-eqz, if-nez, if-gtz, if-lez: zero (null, false, no
			// count) is nothing matched.
			sites := callSites(st.Reg(in.A))
			if s, ok := cmpZero[in.A]; ok {
				sites = append(sites, s)
			}
			for _, s := range sites {
				if tk, inv := takeAt(s); tk != nil && !tk.src.limited(st) {
					jumpIfEmpty := (in.Op == dex.OpIfEqz || in.Op == dex.OpIfLez) != inv
					tests[tk.site] = append(tests[tk.site], emptyTest{at: in.Addr, site: tk.site, jumpIfEmpty: jumpIfEmpty})
				}
			}
		case in.Op == dex.OpReturnObject || in.Op == dex.OpReturn:
			for _, s := range callSites(st.Reg(in.A)) {
				if tk, inv := takeAt(s); tk != nil && !inv && !tk.src.limited(st) {
					returned[tk.site] = true
				}
			}
		}
		if in.WritesReg(in.A) && in.Op != opCmpLong {
			delete(cmpZero, in.A)
		}
		if _, _, ok := in.Branch(); ok && in.Op >= dex.OpIfEq && in.Op <= dex.OpIfLe &&
			(lengthOf(st.Reg(in.A)) || lengthOf(st.Reg(in.B))) {
			exhausted[in.Addr] = true
		}
		nw.see(in, st, byAddr)
		switch {
		case in.Op == dex.OpAgetObject:
			idx, ok := st.Reg(in.C).Single()
			if ok && idx.Kind == regflow.Const && idx.Int == 0 {
				return // index 0 alone is CETP604's
			}
			if src, ok := pkgs(st, st.Reg(in.B)); ok {
				reads = append(reads, elemRead{in.Addr, src})
			}
		case in.Op == dex.OpReturn || in.Op == dex.OpReturnObject:
			v := st.Reg(in.A)
			deny := v.Exact() && !v.Has(func(x regflow.Alt) bool { return x.Kind != regflow.Const || x.Int != 0 }) ||
				errorReply(p.Program, m, v, 0) || namedRefusal(v, byAddr)
			// A return the packages reach only once a branch showed the
			// UID holds at most one (`if (packages.length > 1) deny`
			// after the loop) grants that one package, not any of many.
			limited := false
			for _, r := range reads {
				limited = limited || r.src.limited(st)
			}
			grants[in.Addr] = !deny && !limited && !heldOneAt(st, held)
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil || reported {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			ref := c.Ref
			if w := prog.OutlinedCallOf(c); w != nil {
				// R8's API outline of List.of, Set.of, Arrays.stream,
				// anyMatch … (newer than minSdk): the call it wraps, same
				// arguments.
				ref = w.Ref
			}
			for k, x := range args {
				src, ok := pkgs(st, x)
				if !ok {
					for _, alt := range x.Alts {
						if v, seen := views[alt.Site]; (alt.Kind == regflow.Call || alt.Kind == regflow.New) && seen &&
							!st.Marked(regflow.LenAtMostOneSite(alt.Site)) {
							src, ok = v, true
						}
					}
				}
				var narrowed *filtering
				if !ok {
					for _, alt := range x.Alts {
						if f, seen := filtered[alt.Site]; (alt.Kind == regflow.Call || alt.Kind == regflow.New) && seen &&
							!st.Marked(regflow.LenAtMostOneSite(alt.Site)) && !f.src.limited(st) {
							src, ok, narrowed = f.src, true, f
						}
					}
				}
				if !ok {
					continue
				}
				if narrowed != nil {
					// What is left of the packages after a filter: one
					// taken out, or any tested for, is a package that
					// matched, whichever of the UID's it is — judged after
					// the replay by what the method does with it.
					switch {
					case k == 0 && (program.TakesOne(ref, args) || anyMatchCall(ref.Name) || ref.Name == "count"):
						takes = append(takes, takenOne{site: in.Addr, src: src, ref: ref, filter: narrowed.name})
					case k == 0 && (asCollection(ref.Name) || program.ElementView(ref) || program.Narrows(ref) || ref.Name == "collect"):
						filtered[in.Addr] = narrowed
					case k == 0 && len(args) == 1 && (ref.Name == "size" || ref.Name == "isEmpty" || ref.Name == "getSize"):
						// Its size or emptiness tested: judged after the
						// replay, as retainAll's narrowing is.
						nw.addTested(narrowed.at, append([]uint32{narrowed.at}, objSites(x)...), src, narrowed.ref)
					}
					continue
				}
				switch {
				case program.Narrows(ref) && k == 0:
					filtered[in.Addr] = &filtering{at: in.Addr, src: src, ref: ref, name: callName(ref)}
					continue
				case ref.Name == "<init>" && k == 1 && program.NarrowingFlow(ref.Class):
					for _, site := range program.NewSites(args[0]) {
						filtered[site] = &filtering{at: in.Addr, src: src, ref: ref, name: "a Flow's filter"}
					}
					continue
				}
				switch {
				case program.FirstOf(ref):
					// first()/firstOrNull() with no predicate takes index
					// 0 whatever it holds: CETP604's, not a match.
					return
				case ref.Name == "intersect":
					// pkgs.intersect(allowed): the packages that match,
					// judged after the replay like retainAll's.
					nw.add(in.Addr, []uint32{in.Addr}, src, ref)
				case ref.Name == "containsAll" && k > 0:
					// allowed.containsAll(pkgs): every package must
					// match, the near miss.
				case anyMatchCall(ref.Name) && !appCode(prog, ref):
					reported = true
					p.Report(handedAt(p.Program, m, in.Addr, src),
						"%s accepts the caller when %s finds one matching package among those getPackagesForUid() returned%s: a shared UID lets its other packages pass; deny or re-authorize a UID with more than one package (§7.1)",
						Short(m), callName(ref), src.kept())
					return
				case ref.Name == "retainAll" && k == 0:
					// The view keeps the packages that match: any left
					// is one match, unless m then compares what is left
					// with the whole (judged after the replay).
					nw.add(in.Addr, objSites(args[0]), src, ref)
				case ref.Name == "retainAll" && k == 1 && len(args) == 2:
					// allowed.retainAll(pkgs), reversed: what is left of
					// the allowed set is the packages that match.
					nw.add(in.Addr, objSites(args[0]), src, ref)
				case program.FillsReceiver(ref) && k == 1:
					// new HashSet<>(asList(pkgs)), set.addAll(pkgs): the
					// collection filled is the one tested.
					for _, site := range program.NewSites(args[0]) {
						views[site] = src
					}
				case asCollection(ref.Name) || program.ElementView(ref):
					views[in.Addr] = src
				case program.OptionalOf(ref) || program.OptionalUnwrap(ref) && k == 0:
					// Optional.ofNullable(pkgs).orElse(NONE) or
					// orElseGet(…): the array itself (or a fallback, no
					// package).
					views[in.Addr] = src
				case ref.Name == "map" && k == 0 && len(args) == 2 && identityFunction(prog, args[1]):
					// .map(p -> p): the same array.
					views[in.Addr] = src
				}
			}
		}
	})
	if reported {
		return
	}
	g := newInsnGraph(a.Result)
	for _, tk := range takes {
		if !returned[tk.site] && !slices.ContainsFunc(tests[tk.site], func(t emptyTest) bool { return decides(g, t, grants) }) {
			continue // only logged, or decided after a length guard
		}
		p.Report(handedAt(p.Program, m, tk.site, tk.src),
			"%s accepts the caller when %s after %s finds one matching package among those getPackagesForUid() returned%s: a shared UID lets its other packages pass; deny or re-authorize a UID with more than one package (§7.1)",
			Short(m), callName(tk.ref), tk.filter, tk.src.kept())
		return
	}
	if r := nw.anyMatch(g, grants); r != nil {
		p.Report(handedAt(p.Program, m, r.at, r.src),
			"%s narrows the packages getPackagesForUid() returned%s to those that match with %s and grants when any is left, never comparing what is left with the whole: a shared UID holding one matching package lets its other packages pass; deny or re-authorize a UID with more than one package (§7.1)",
			Short(m), r.src.kept(), callName(r.ref))
		return
	}
	for _, r := range reads {
		if at, ok := g.index[r.addr]; ok && grantFromLoop(g, at, grants, exhausted) {
			p.Report(handedAt(p.Program, m, r.addr, r.src),
				"%s loops over the packages getPackagesForUid() returned%s and returns from inside the loop when one matches: a shared UID lets its other packages pass; deny or re-authorize a UID with more than one package (§7.1)",
				Short(m), r.src.kept())
			return
		}
	}
	for _, r := range reads {
		if at, ok := g.index[r.addr]; ok && flagFromLoop(g, at) {
			p.Report(handedAt(p.Program, m, r.addr, r.src),
				"%s loops over the packages getPackagesForUid() returned%s and sets a flag it tests after the loop when one package matches: a shared UID lets its other packages pass; deny or re-authorize a UID with more than one package (§7.1)",
				Short(m), r.src.kept())
			return
		}
	}
}

// namedRefusal reports whether every value v may be is a refusal by its
// name, as CETP617 reads decisions: what a factory named so returns
// (`Caller.deny(uid, reason)`, `Decision.rejected()`), a constant named so
// (`Decision.DENY`), or null.
func namedRefusal(v regflow.Value, byAddr map[uint32]*program.Call) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	named := false
	for _, x := range v.Alts {
		switch {
		case x.Kind == regflow.Const && x.Int == 0:
		case x.Kind == regflow.Call && x.Ref != nil && refusalName(x.Ref.Name):
			named = true
		case x.Kind == regflow.New && x.Via != nil && byAddr[x.Site] != nil && refusalName(byAddr[x.Site].Ref.Name):
			named = true // made by the factory called here, its summary says
		case x.Kind == regflow.Field && x.Field != nil && refusalName(x.Field.Name):
			named = true
		default:
			return false
		}
	}
	return named
}

// refusalName reports whether an identifier names a refusal outright:
// a word of denial (deny, reject, refuse, forbid, block, revoke …) and no
// negation beside it (`notBlocked`, `unrejected` grant).
func refusalName(name string) bool {
	deny := false
	for _, w := range identWords(name) {
		switch {
		case w == "no" || w == "not" || w == "non" || w == "never" || strings.HasPrefix(w, "un"):
			return false
		case denyWord(w) && w != "none" && w != "nothing" && w != "nobody":
			deny = true
		}
	}
	return deny
}

// heldOneAt reports whether, at the state st, a branch has shown that the
// packages parameter m is given (the caller's, handed down) holds at most
// one.
func heldOneAt(st *regflow.State, held *heldPackages) bool {
	if held.params != nil {
		for k := range 64 {
			if held.params.bits&(1<<k) != 0 && st.Marked(regflow.LenAtMostOneSite(regflow.ParamSite(int64(k)))) {
				return true
			}
		}
	}
	return false
}

// grantFromLoop reports whether the instruction at is in a loop that some
// path leaves, other than by running out of packages, to return a grant:
// the loop is what at can reach and comes back from; a way out is an edge
// from the loop to an instruction that cannot come back, and the exhausted
// way out is a branch comparing an index with an array's length (the
// fall-out after the last package, where a grant is the all-match near
// miss). Judged on the control flow, not on addresses: D8 places the
// return of a Kotlin for-in loop after its back edge.
func grantFromLoop(g *insnGraph, at int, grants, exhausted map[uint32]bool) bool {
	fwd := make([]bool, len(g.insns))
	g.walk([]int{at}, nil, func(in *dex.Insn) bool { fwd[g.index[in.Addr]] = true; return true })
	back := g.reachesTo(at)
	if !back[at] {
		return false // not in a loop
	}
	var exits []int
	for i := range g.insns {
		if !fwd[i] || !back[i] || exhausted[g.insns[i].Addr] {
			continue
		}
		for _, j := range g.succ[i] {
			if !back[j] {
				exits = append(exits, j)
			}
		}
	}
	return exitGrants(g, exits, grants) // loopexit.go
}

// lengthOf reports whether v may be the length of an array.
func lengthOf(v regflow.Value) bool {
	return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Len })
}

// flagFromLoop reports whether the instruction at is in a loop that sets a
// register to true (1) and never to false (0), and that register is tested
// after the loop: `found = false; for (p : pkgs) if (allowed(p)) found =
// true; if (!found) deny()` — any one package is enough. The all-match
// near miss (`ok = true; … if (!allowed(p)) ok = false`) sets false inside.
func flagFromLoop(g *insnGraph, at int) bool {
	fwd := make([]bool, len(g.insns))
	g.walk([]int{at}, nil, func(in *dex.Insn) bool { fwd[g.index[in.Addr]] = true; return true })
	back := g.reachesTo(at)
	if !back[at] {
		return false
	}
	set, cleared := map[uint32]bool{}, map[uint32]bool{}
	for i := range g.insns {
		in := &g.insns[i]
		if !fwd[i] || !back[i] || in.Op < dex.OpConst4 || in.Op > dex.OpConst {
			continue
		}
		switch in.Lit {
		case 1:
			set[in.A] = true
		case 0:
			cleared[in.A] = true
		}
	}
	for i := range g.insns {
		in := &g.insns[i]
		if fwd[i] && !back[i] && (in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1) && set[in.A] && !cleared[in.A] {
			return true
		}
	}
	return false
}

// reachesTo returns, per instruction, whether it can reach the one at
// (at itself only when at is in a loop).
func (g *insnGraph) reachesTo(at int) []bool {
	pred := g.preds()
	back := make([]bool, len(g.insns))
	queue := []int{at}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, j := range pred[i] {
			if !back[j] {
				back[j] = true
				queue = append(queue, j)
			}
		}
	}
	return back
}

// errorReply reports whether every alternative of v is what a program
// method returns that answers with an error (`Replies.error("PERMISSION_DENIED",
// …)`, or a helper returning such a call's result): on every path it puts
// error_code, or status "error", on the Bundle it returns. A provider's
// call() returning one from inside a loop over the caller's packages
// refuses, it does not grant.
func errorReply(prog *program.Program, m *dex.Method, v regflow.Value, depth int) bool {
	if !v.Exact() || len(v.Alts) == 0 || depth > 2 {
		return false
	}
	for _, x := range v.Alts {
		// The helper's result: its call, or the Bundle it made, placed
		// at the call by its summary.
		var t *dex.Method
		switch {
		case x.Kind == regflow.Call && x.Ref != nil && x.Ref.Return == "Landroid/os/Bundle;",
			x.Kind == regflow.New && x.Via != nil && x.Str == "Landroid/os/Bundle;":
			// The helper m calls there (Via names the innermost one
			// that made the Bundle: needsUser's error(), not needsUser).
			if c := program.CallsByAddr(prog.Calls(m))[x.Site]; c != nil {
				if ts := prog.Targets(c); len(ts) == 1 {
					t = ts[0]
				}
			}
		}
		if t == nil || !t.HasCode() {
			return false
		}
		a, err := prog.Analyze(t)
		if err != nil || a == nil {
			return false
		}
		puts, branches, returns := false, false, true
		calls := program.CallsByAddr(prog.Calls(t))
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if _, cond, ok := in.Branch(); ok && cond || in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
				branches = true
			}
			if in.Op == dex.OpReturnObject {
				r := st.Reg(in.A)
				if !r.Has(func(y regflow.Alt) bool { return y.Kind == regflow.New && y.Via == nil }) && !errorReply(prog, t, r, depth+1) {
					returns = false
				}
			}
			c := calls[in.Addr]
			if c == nil || c.Ref.Class != "Landroid/os/Bundle;" || c.Ref.Name != "putString" {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			if len(args) != 3 {
				return
			}
			k, kok := args[1].Single()
			val, vok := args[2].Single()
			if kok && k.Kind == regflow.Str && (k.Str == cetp.KeyErrorCode || k.Str == cetp.KeyStatus && vok && val.Kind == regflow.Str && val.Str == "error") {
				puts = true
			}
		})
		if branches || !returns || !puts && !nestedError(prog, t, depth) || resumable(prog, t) {
			return false
		}
	}
	return true
}

// resumable reports whether t puts a resolution or a resume token on the
// reply (a USER_ACTION_REQUIRED answer): the token comes back and the tool
// then runs — a grant deferred, not a refusal.
func resumable(prog *program.Program, t *dex.Method) bool {
	found := false
	prog.ReplayCalls(t, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if c.Ref.Class != "Landroid/os/Bundle;" || !strings.HasPrefix(c.Ref.Name, "put") {
			return
		}
		if args := program.CallArgs(st, in, c.Ref); len(args) > 1 {
			if k, ok := args[1].Single(); ok && k.Kind == regflow.Str && (k.Str == cetp.KeyResolution || k.Str == cetp.KeyResumeToken) {
				found = true
			}
		}
	})
	return found
}

// nestedError reports whether t returns what a call it makes returns, an
// error reply (`needsUser` returning `error(…)` with more put on it).
func nestedError(prog *program.Program, t *dex.Method, depth int) bool {
	a, err := prog.Analyze(t)
	if err != nil || a == nil {
		return false
	}
	found := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpReturnObject && errorReply(prog, t, st.Reg(in.A), depth+1) {
			found = true
		}
	})
	return found
}

// filtering is a filter over a UID's packages: where, where the packages
// came from and the call (an inlined Flow filter's constructor).
type filtering struct {
	at   uint32
	src  pkgSource
	ref  *dex.MethodRef
	name string // for messages
}

// limited reports whether a branch before st has limited the packages s
// holds to at most one.
func (s pkgSource) limited(st *regflow.State) bool {
	return s.call != nil && st.Marked(regflow.LenAtMostOneSite(s.call.Addr))
}

// takenOne is an element taken out of a UID's packages narrowed by a
// filter (or a count of them, or a test for any): a package that matched.
type takenOne struct {
	site   uint32
	src    pkgSource
	ref    *dex.MethodRef
	filter string // the filter, for messages
}

// decides reports whether the branch t, on whether anything matched,
// grants on the matched side and on no path of the other: the match is
// what admits the caller (a match only logged does not).
func decides(g *insnGraph, t emptyTest, grants map[uint32]bool) bool {
	empty, matched, ok := g.emptySides(t)
	return ok && exitGrants(g, []int{matched}, grants) && !exitGrants(g, []int{empty}, grants)
}
