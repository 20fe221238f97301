package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// narrowings collects, over one replay of a method, the collections made
// of a UID's packages narrowed to those that match (set.retainAll(allowed),
// allowed.retainAll(pkgs), pkgs.intersect(allowed)) and what the method
// does with them afterwards, so that CETP624 tells "some package matched"
// (a grant for any) from "every package matched" (the near miss) and from
// a denylist ("none matched" grants).
type narrowings struct {
	list []narrowing
	// sizes maps a size()/isEmpty() call to the collection sites it was
	// called on; empties, isEmpty() calls only.
	sizes   map[uint32][]uint32
	empties map[uint32]bool
	// compared: pairs of operands of two-register comparisons; branched:
	// call results a branch tests; wholes: the collection sites handed to
	// equals/containsAll together; returned: call results returned as is.
	compared [][2]regflow.Value
	tests    []emptyTest
	branched map[uint32]bool
	wholes   [][]uint32
	returned map[uint32]bool
	// isPkgs reports whether an array value is the UID's packages (the
	// rule's own test): only their length is the whole.
	isPkgs func(regflow.Value) bool
}

// narrowing is one narrowing call: where, the collection sites that hold
// what is left, where the packages came from and the call.
type narrowing struct {
	at   uint32
	objs []uint32
	src  pkgSource
	ref  *dex.MethodRef
	// tested: the narrowing counts only when its size or emptiness is
	// branched on (a filter's result may be a count for a reply;
	// retainAll on the packages is made to be judged).
	tested bool
}

// emptyTest is a branch on the result of an isEmpty() call: jumpIfEmpty
// says which edge is taken when the collection is empty.
type emptyTest struct {
	at          uint32
	site        uint32
	jumpIfEmpty bool
}

func (n *narrowings) add(at uint32, objs []uint32, src pkgSource, ref *dex.MethodRef) {
	if len(objs) > 0 {
		n.list = append(n.list, narrowing{at: at, objs: objs, src: src, ref: ref})
	}
}

// addTested adds a narrowing that counts only where its size or emptiness
// decides a branch.
func (n *narrowings) addTested(at uint32, objs []uint32, src pkgSource, ref *dex.MethodRef) {
	if len(objs) > 0 {
		n.list = append(n.list, narrowing{at: at, objs: objs, src: src, ref: ref, tested: true})
	}
}

// objSites returns the sites of the objects v may be (new collections and
// call results).
func objSites(v regflow.Value) []uint32 {
	var out []uint32
	for _, x := range v.Alts {
		if x.Kind == regflow.New || x.Kind == regflow.Call {
			out = append(out, x.Site)
		}
	}
	return out
}

// callSites returns the call sites whose results v may be.
func callSites(v regflow.Value) []uint32 {
	var out []uint32
	for _, x := range v.Alts {
		if x.Kind == regflow.Call {
			out = append(out, x.Site)
		}
	}
	return out
}

// see records what instruction in does that bears on a narrowing.
func (n *narrowings) see(in *dex.Insn, st *regflow.State, byAddr map[uint32]*program.Call) {
	switch {
	case in.Op >= dex.OpIfEq && in.Op <= dex.OpIfLe:
		n.compared = append(n.compared, [2]regflow.Value{st.Reg(in.A), st.Reg(in.B)})
	case in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1: // if-eqz, if-nez
		for _, s := range callSites(st.Reg(in.A)) {
			if n.branched == nil {
				n.branched = map[uint32]bool{}
			}
			n.branched[s] = true
			if n.empties[s] {
				// isEmpty() is false (0) when something is left: if-eqz
				// jumps then, if-nez jumps when empty.
				n.tests = append(n.tests, emptyTest{at: in.Addr, site: s, jumpIfEmpty: in.Op != dex.OpIfEqz})
			}
		}
	case in.Op == dex.OpReturn:
		for _, s := range callSites(st.Reg(in.A)) {
			if n.returned == nil {
				n.returned = map[uint32]bool{}
			}
			n.returned[s] = true
		}
	case in.IsInvoke():
		c := byAddr[in.Addr]
		if c == nil {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		switch c.Ref.Name {
		case "size", "isEmpty", "getSize":
			if len(args) == 1 {
				if n.sizes == nil {
					n.sizes, n.empties = map[uint32][]uint32{}, map[uint32]bool{}
				}
				n.sizes[in.Addr] = objSites(args[0])
				n.empties[in.Addr] = c.Ref.Name == "isEmpty"
			}
		case "equals", "containsAll":
			var sites []uint32
			for _, a := range args {
				sites = append(sites, objSites(a)...)
			}
			n.wholes = append(n.wholes, sites)
		}
	}
}

// anyMatch returns the first narrowing the method grants on when anything
// is left, or nil when every one is compared with the whole or is a
// denylist.
func (n *narrowings) anyMatch(g *insnGraph, grants map[uint32]bool) *narrowing {
	for i := range n.list {
		r := &n.list[i]
		if r.tested && !n.branchedOn(r) {
			continue
		}
		if !n.judgedWhole(r) && !n.denylist(r, g, grants) {
			return r
		}
	}
	return nil
}

// holds reports whether any of sites is one of r's collections.
func (r *narrowing) holds(sites []uint32) bool {
	for _, s := range sites {
		if slices.Contains(r.objs, s) {
			return true
		}
	}
	return false
}

// sizeOf reports whether v is the size (or emptiness) of one of r's
// collections.
func (n *narrowings) sizeOf(r *narrowing, v regflow.Value) bool {
	for _, s := range callSites(v) {
		if r.holds(n.sizes[s]) {
			return true
		}
	}
	return false
}

// judgedWhole reports whether the method compares what r leaves with the
// whole: retainAll's "changed" result tested, equals/containsAll with
// it, or its size compared with an array's length or another size (one
// taken before the narrowing included).
func (n *narrowings) judgedWhole(r *narrowing) bool {
	if r.ref.Name == "retainAll" && n.branched[r.at] {
		return true
	}
	for _, w := range n.wholes {
		if r.holds(w) {
			return true
		}
	}
	for _, c := range n.compared {
		for k := range 2 {
			if n.sizeOf(r, c[k]) && (n.pkgsLength(c[1-k]) || n.anySize(c[1-k])) {
				return true
			}
		}
	}
	return false
}

// pkgsLength reports whether v is the length of the UID's packages array
// (another array's length, "scopes.length", is no comparison with the
// whole).
func (n *narrowings) pkgsLength(v regflow.Value) bool {
	for _, x := range v.Alts {
		if x.Kind == regflow.Len && x.Of != nil && (n.isPkgs == nil || n.isPkgs(regflow.Value{Alts: []regflow.Alt{*x.Of}})) {
			return true
		}
	}
	return false
}

// anySize reports whether v is the result of some size() call.
func (n *narrowings) anySize(v regflow.Value) bool {
	for _, s := range callSites(v) {
		if _, ok := n.sizes[s]; ok && !n.empties[s] {
			return true
		}
	}
	return false
}

// denylist reports whether the method grants only when nothing is left
// of r: it returns isEmpty() as is, or a branch on isEmpty() leads to a
// grant when empty and to none when something is left (a denylist:
// retainAll(blocked), then deny if any remains).
func (n *narrowings) denylist(r *narrowing, g *insnGraph, grants map[uint32]bool) bool {
	for s := range n.returned {
		if n.empties[s] && r.holds(n.sizes[s]) {
			return true
		}
	}
	for _, t := range n.tests {
		if !r.holds(n.sizes[t.site]) {
			continue
		}
		empty, left, ok := g.emptySides(t)
		if ok && !exitGrants(g, []int{left}, grants) && exitGrants(g, []int{empty}, grants) {
			return true
		}
	}
	return false
}

// branchedOn reports whether a branch tests r's size or emptiness.
func (n *narrowings) branchedOn(r *narrowing) bool {
	for s := range n.branched {
		if r.holds(n.sizes[s]) {
			return true
		}
	}
	for _, c := range n.compared {
		if n.sizeOf(r, c[0]) || n.sizeOf(r, c[1]) {
			return true
		}
	}
	return false
}

// emptySides returns the successors of the branch t where nothing is left
// and where something is.
func (g *insnGraph) emptySides(t emptyTest) (empty, left int, ok bool) {
	i, found := g.index[t.at]
	if !found || len(g.succ[i]) != 2 {
		return 0, 0, false
	}
	target, _, _ := g.insns[i].Branch()
	jump, fall := g.succ[i][0], g.succ[i][1]
	if g.insns[jump].Addr != target {
		jump, fall = fall, jump
	}
	if t.jumpIfEmpty {
		return jump, fall, true
	}
	return fall, jump, true
}
