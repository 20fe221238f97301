package dexrules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// Path containment for CETP622. A path built from a request value is safe
// to use where it is known to lie inside a directory: its canonical (or
// normalized) form was compared with startsWith, and the use runs only on
// the comparison's success branch. What is tracked, per method:
//
//   - path values: allocations, call results, parameters and fields;
//     transforms that keep naming the same file (getCanonicalFile, getPath,
//     toPath, normalize, toString, new File(String) ...) join a value and
//     its source into one group, and mark the result canonical when the
//     transform canonicalizes or its source was canonical;
//   - checks: startsWith on a canonical value, or a helper whose true
//     result says so; a branch on the check's result gives its success edge;
//   - guards: a helper that returns normally only after checking a path
//     gives the call's normal edge;
//   - uses: a path passed to a call, returned or stored.
//
// A use is guarded when every path from the method's entry to it takes the
// success edge of a check on its group (edge dominance: the use is not
// reachable once that edge is removed). Helpers are judged by the same
// analysis of their own code, summarized for their callers as far as
// maxPathHelperDepth helpers deep.

// Budgets of the containment analysis (variables for tests).
var (
	// maxPathHelperDepth bounds helper summaries computed inside one
	// another, like the program's own summaries.
	maxPathHelperDepth = 24
	// maxPathHelpers bounds the helpers analyzed for one app.
	maxPathHelpers = 4096
	// maxPathEdges bounds the check edges of one method whose dominance
	// is computed.
	maxPathEdges = 64
)

type pathNodeKey struct {
	kind  byte // 's' a site, 'p' a parameter, 'f' a field
	site  uint32
	field string
}

// pathTransform: the value at result names the same file as from.
type pathTransform struct {
	result int
	from   []int
	exact  bool // every alternative of the source is a path value
	canon  bool // the transform canonicalizes
}

// pathCheck is a call whose true result says that the values from are
// inside a directory.
type pathCheck struct {
	idx       int
	addr      uint32
	from      []int
	exact     bool
	needCanon bool           // startsWith: only a canonical value is contained
	helper    *dex.MethodRef // a predicate helper; nil for startsWith
	maybe     string         // an unfollowed helper that might be one: why
	branched  bool
	// equality: a comparison of the file or its parents with the
	// directory (equals), not a prefix.
	equality bool
	// inverse: the call returns true when the path is outside (a helper
	// isOutside(f)); its success is the false result.
	inverse bool
	// prefixBad says why a textual startsWith proves nothing: its prefix
	// does not end with a separator ("/data/notes" lets
	// "/data/notes-evil" through).
	prefixBad string
}

// pathEdge is a success edge: from instruction from to to, taken only
// when the values nodes were found inside a directory.
type pathEdge struct {
	from, to int
	nodes    []int
	at       uint32
	maybe    string
	helper   *dex.MethodRef
	// bad: the edge of a startsWith whose prefix proves nothing (why);
	// kept to tell the message, never a guard.
	bad string
	// assume: the parameters (bit k, argument k) the check needs
	// canonical; the edge guards only while a summary assumes them so.
	assume uint64
}

// pathAlways: a value vouched for wherever it exists (a helper returned it
// only once it was checked).
type pathAlways struct {
	node   int
	maybe  string
	helper *dex.MethodRef
}

// pathUse is a use of path values: passed to a call, returned or stored.
type pathUse struct {
	idx   int
	addr  uint32
	nodes []int
	call  *program.Call // nil for a return or a store
	what  string
	maybe string // passed to a helper that was not followed (why): it may check rather than use
}

type pathReturn struct {
	idx  int
	void bool
	v    regflow.Value
}

// pathGuards is the containment analysis of one method.
type pathGuards struct {
	m         *dex.Method
	g         *insnGraph
	byAddr    map[uint32]*program.Call
	ids       map[pathNodeKey]int
	parent    []int
	canonical []bool
	trans     []pathTransform
	derive    [][2]int // text built from a path: from -> to (uses of to are uses of from)
	checks    map[uint32]*pathCheck
	parents   map[uint32]regflow.Value // getParentFile()/getParent() call sites: the path value asked
	// eqs are the equality calls, judged once every parent call is known
	// (a loop's parent call comes after the comparison it feeds).
	eqs []pendingEq
	// assumed marks the parameters taken as canonical while a summary
	// asks whether the method checks them when its caller canonicalizes.
	assumed  uint64
	branches []pathBranch
	edges    []pathEdge
	always   []pathAlways
	uses     []pathUse
	rets     []pathReturn
	preds    []int   // predecessor count per instruction
	derived  [][]int // node -> the nodes transforms make from it
	reach    map[int][]bool
	edgesCut int // edges beyond maxPathEdges, not followed
	// The last piece of the text each StringBuilder (allocation site) is
	// given, and the builders an append or toString result stands for,
	// for the prefix of a startsWith; concatLast: String.concat results.
	lastPiece  map[uint32]regflow.Value
	builtBy    map[uint32][]uint32
	concatLast map[uint32]regflow.Value
	// boolCut: a boolean return was followed back past maxBoolDefs.
	boolCut bool
	// retDefs memoizes boolDefs per return; predList is the predecessor
	// lists it walks.
	retDefs  map[int]retDefs
	predList [][]int
}

type pendingEq struct {
	idx  int
	addr uint32
	args []regflow.Value
}

type retDefs struct {
	defs  []boolDef
	known bool
}

type pathBranch struct {
	idx int
	in  *dex.Insn
	v   regflow.Value
}

// pathSummary is what a helper does with paths, for its callers. Bit k
// of a mask is about argument k (0 is "this" for instance methods).
type pathSummary struct {
	guards uint64 // returns normally only once argument k was found inside
	pred   uint64 // returns true only once argument k was found inside
	// predCanon: returns true only once argument k was found inside,
	// when the caller passes it canonical (an ancestor walk comparing
	// the file and its parents with the directory).
	predCanon uint64
	inverse   uint64 // returns false only once argument k was found inside (isOutside)
	transform uint64 // returns a path naming the same file as argument k
	noUse     uint64 // uses argument k only where it was found inside
	canonRet  bool   // what it returns is canonical
	contained bool   // returns only paths found inside a directory
	unknown   string // why it could not be summarized ("" when it was)
}

// pathAnalyzer holds the containment analyses and summaries of one app.
type pathAnalyzer struct {
	prog    *program.Program
	guardOf map[*dex.Method]*pathGuards
	sums    map[*dex.Method]*pathSummary
	busy    map[*dex.Method]bool
	depth   int
	built   int
	cuts    int // summaries cut by depth, recursion or budget (not memoized above them)
}

func newPathAnalyzer(prog *program.Program) *pathAnalyzer {
	return &pathAnalyzer{prog: prog, guardOf: map[*dex.Method]*pathGuards{}, sums: map[*dex.Method]*pathSummary{},
		busy: map[*dex.Method]bool{}}
}

// guards returns m's containment analysis; nil with the reason when m
// cannot be analyzed.
func (pa *pathAnalyzer) guards(m *dex.Method) (*pathGuards, string) {
	if pg := pa.guardOf[m]; pg != nil {
		return pg, ""
	}
	a, err := pa.prog.Analyze(m)
	if err != nil {
		return nil, finding.Sanitize(err.Error())
	}
	if a == nil {
		return nil, "it has no code"
	}
	cuts := pa.cuts
	pg := &pathGuards{m: m, g: newInsnGraph(a.Result), byAddr: program.CallsByAddr(pa.prog.Calls(m)),
		ids: map[pathNodeKey]int{}, checks: map[uint32]*pathCheck{}, reach: map[int][]bool{},
		lastPiece: map[uint32]regflow.Value{}, builtBy: map[uint32][]uint32{}, concatLast: map[uint32]regflow.Value{}}
	n := len(m.Ref.Params)
	if !m.Static() {
		n++
	}
	for k := range n {
		pg.node(pathNodeKey{kind: 'p', site: uint32(k)})
	}
	pg.g.threadNullTests()
	pa.busy[m] = true
	a.Replay(func(in *dex.Insn, st *regflow.State) { pg.step(pa, in, st) })
	delete(pa.busy, m)
	pg.finish()
	if pa.cuts == cuts {
		pa.guardOf[m] = pg // nothing in it rests on where it was asked from
	}
	return pg, ""
}

func (pg *pathGuards) node(k pathNodeKey) int {
	if id, ok := pg.ids[k]; ok {
		return id
	}
	id := len(pg.parent)
	pg.ids[k] = id
	pg.parent = append(pg.parent, id)
	pg.canonical = append(pg.canonical, false)
	return id
}

// altNode is the path value an alternative is; -1 for constants and
// values that name no object.
func (pg *pathGuards) altNode(a regflow.Alt) int {
	switch a.Kind {
	case regflow.New, regflow.Array, regflow.Call, regflow.CallSite:
		return pg.node(pathNodeKey{kind: 's', site: a.Site})
	case regflow.Param:
		if a.Or != 0 {
			return -1
		}
		return pg.node(pathNodeKey{kind: 'p', site: uint32(a.Int)})
	case regflow.Field:
		if a.Field != nil {
			return pg.node(pathNodeKey{kind: 'f', field: fieldID(a.Field)})
		}
	}
	return -1
}

// nodes returns the path values of v, and whether every alternative but
// null is one (and v is not unknown).
func (pg *pathGuards) nodes(v regflow.Value) ([]int, bool) {
	var out []int
	exact := !v.Top
	for _, a := range v.Alts {
		if a.Kind == regflow.Const && a.Int == 0 {
			continue
		}
		if n := pg.altNode(a); n >= 0 {
			out = append(out, n)
		} else {
			exact = false
		}
	}
	return out, exact && len(out) > 0
}

func (pg *pathGuards) find(n int) int {
	for pg.parent[n] != n {
		pg.parent[n] = pg.parent[pg.parent[n]]
		n = pg.parent[n]
	}
	return n
}

func (pg *pathGuards) union(a, b int) {
	if ra, rb := pg.find(a), pg.find(b); ra != rb {
		pg.parent[rb] = ra
	}
}

func (pg *pathGuards) use(i int, addr uint32, v regflow.Value, c *program.Call, what string) {
	if ns, _ := pg.nodes(v); len(ns) > 0 {
		pg.uses = append(pg.uses, pathUse{idx: i, addr: addr, nodes: ns, call: c, what: what})
	}
}

func (pg *pathGuards) step(pa *pathAnalyzer, in *dex.Insn, st *regflow.State) {
	i, ok := pg.g.index[in.Addr]
	if !ok {
		return
	}
	switch {
	case in.IsInvoke():
		if c := pg.byAddr[in.Addr]; c != nil {
			pg.call(pa, i, in, c, program.CallArgs(st, in, c.Ref))
		}
	case in.Op == dex.OpReturnVoid:
		pg.rets = append(pg.rets, pathReturn{idx: i, void: true})
	case in.Op >= dex.OpReturn && in.Op <= dex.OpReturnObject:
		v := st.Reg(in.A)
		pg.rets = append(pg.rets, pathReturn{idx: i, v: regflow.Value{Alts: slices.Clone(v.Alts), Top: v.Top}})
		if in.Op == dex.OpReturnObject {
			pg.use(i, in.Addr, v, nil, "returns")
		}
	case in.Op == dex.OpAputObject:
		pg.use(i, in.Addr, st.Reg(in.A), nil, "stores in an array")
	case in.Op >= dex.OpIput && in.Op <= dex.OpIputShort, in.Op >= dex.OpSput && in.Op <= dex.OpSputShort:
		pg.use(i, in.Addr, st.Reg(in.A), nil, "stores in a field")
	case in.Op == dex.OpInvokeCustom || in.Op == dex.OpInvokeCustomR:
		// String concatenation (or a lambda) made from the arguments.
		to := pg.node(pathNodeKey{kind: 's', site: in.Addr})
		for _, r := range in.Args {
			ns, _ := pg.nodes(st.Reg(uint32(r)))
			for _, f := range ns {
				pg.derive = append(pg.derive, [2]int{f, to})
			}
		}
	case in.Op == dex.OpFilledNewArray || in.Op == dex.OpFilledNewArrayR:
		for _, r := range in.Args {
			pg.use(i, in.Addr, st.Reg(uint32(r)), nil, "puts in an array")
		}
	case in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1: // if-eqz, if-nez
		v := st.Reg(in.A)
		pg.branches = append(pg.branches, pathBranch{idx: i, in: in, v: regflow.Value{Alts: slices.Clone(v.Alts), Top: v.Top}})
	}
}

// call records what one call does with paths.
func (pg *pathGuards) call(pa *pathAnalyzer, i int, in *dex.Insn, c *program.Call, args []regflow.Value) {
	if w := pa.prog.OutlinedCallOf(c); w != nil {
		// R8's API outline of one call (Path.normalize, startsWith,
		// Paths.get newer than minSdk): read as the call it wraps, so a
		// check made through outlines guards the caller's path.
		c = &program.Call{Ref: w.Ref, Addr: c.Addr, Ordinal: c.Ordinal, Op: w.Op}
	}
	ref := c.Ref
	static := c.Op == dex.OpInvokeStatic || c.Op == dex.OpInvokeStaticR
	skip := make([]bool, len(args))
	unfollowed := ""
	if ref.Name == "<init>" && len(skip) > 0 {
		skip[0] = true // the object being built
	}
	result := func() int { return pg.node(pathNodeKey{kind: 's', site: in.Addr}) }
	switch {
	case parentCall(ref, static) && len(args) == 1:
		// file.getParentFile(): the directory it lies in; compared
		// for equality below, a containment check of file.
		if pg.parents == nil {
			pg.parents = map[uint32]regflow.Value{}
		}
		pg.parents[in.Addr] = args[0]
		return
	case sameValueCall(pa.prog, ref) && len(args) == 2:
		// canonical.getParentFile() == dir (Intrinsics.areEqual,
		// equals, Objects.equals), judged in finish.
		pg.eqs = append(pg.eqs, pendingEq{idx: i, addr: in.Addr, args: args})
		return
	case ref.Class == "Lkotlin/jvm/internal/Intrinsics;", ref.Class == "Landroid/util/Log;", pathInspection(ref),
		ref.Name == "<init>" && throwableClass(ref.Class):
		// Null checks, logging, exception messages: nothing opens the file.
		return
	case textBuilding(ref, static):
		pg.pieces(in, ref, static, args)
		// The text built carries the path: its uses are the path's.
		var to []int
		if ref.Return != "V" {
			to = append(to, result())
		}
		first := 0
		if !static {
			recv, _ := pg.nodes(args[0])
			to = append(to, recv...)
			first = 1
		}
		for j := first; j < len(args); j++ {
			ns, _ := pg.nodes(args[j])
			for _, f := range ns {
				for _, t := range to {
					pg.derive = append(pg.derive, [2]int{f, t})
				}
			}
		}
		if !static && ref.Return != "V" {
			recv, _ := pg.nodes(args[0])
			for _, f := range recv {
				pg.derive = append(pg.derive, [2]int{f, result()})
			}
		}
		return
	case pathCheckCall(ref, static) && len(args) > 0:
		ns, exact := pg.nodes(args[0])
		chk := &pathCheck{idx: i, addr: in.Addr, from: ns, exact: exact, needCanon: true}
		if textualPrefix(ref) && len(args) > 1 {
			chk.prefixBad, chk.maybe = pg.prefixSeparated(in.Addr, args[1])
		}
		pg.checks[in.Addr] = chk
		return
	}
	if src, canon, recv, ok := pathTransformOf(ref, static); ok && src < len(args) {
		ns, exact := pg.nodes(args[src])
		if len(ns) > 0 {
			var res []int
			if recv {
				res, _ = pg.nodes(args[0])
			} else {
				res = []int{result()}
			}
			for _, r := range res {
				pg.trans = append(pg.trans, pathTransform{result: r, from: ns, exact: exact, canon: canon})
			}
		}
		return
	}
	if !program.IsPlatform(ref.Class) && pathSignature(ref) {
		s := pa.callSummary(c)
		if s.unknown != "" {
			why := fmt.Sprintf("whether it is checked rests on %s, called at %s of %s, which %s",
				finding.Sanitize(JavaName(ref.Class)+"."+ref.Name), pg.where(in.Addr), Short(pg.m), s.unknown)
			unfollowed = why
			var path []int
			for k, a := range args {
				if ns, _ := pg.nodes(a); len(ns) > 0 && pathParamType(ref, k, static) {
					path = append(path, ns...)
				}
			}
			if len(path) > 0 {
				if next, ok := pg.normalNext(i); ok {
					pg.edges = append(pg.edges, pathEdge{from: i, to: next, nodes: path, at: in.Addr, maybe: why})
				}
				if ref.Return == "Z" {
					pg.checks[in.Addr] = &pathCheck{idx: i, addr: in.Addr, from: path, exact: true, maybe: why}
				}
			}
			if pathType(ref.Return) {
				pg.always = append(pg.always, pathAlways{node: result(), maybe: why})
			}
		} else {
			var pred, inv, predCanon []int
			for k, a := range args {
				if k >= 64 {
					break
				}
				bit := uint64(1) << k
				ns, exact := pg.nodes(a)
				if len(ns) == 0 {
					continue
				}
				if s.noUse&bit != 0 {
					skip[k] = true
				}
				if s.guards&bit != 0 {
					if next, ok := pg.normalNext(i); ok {
						pg.edges = append(pg.edges, pathEdge{from: i, to: next, nodes: ns, at: in.Addr, helper: ref})
					}
				}
				if s.pred&bit != 0 {
					pred = append(pred, ns...)
				} else if s.predCanon&bit != 0 {
					predCanon = append(predCanon, ns...)
				}
				if s.inverse&bit != 0 {
					inv = append(inv, ns...)
				}
				if s.transform&bit != 0 {
					pg.trans = append(pg.trans, pathTransform{result: result(), from: ns, exact: exact, canon: s.canonRet})
				}
			}
			if len(pred) > 0 {
				pg.checks[in.Addr] = &pathCheck{idx: i, addr: in.Addr, from: pred, exact: true, helper: ref}
			} else if len(predCanon) > 0 {
				// The helper's check holds for a value canonical here.
				pg.checks[in.Addr] = &pathCheck{idx: i, addr: in.Addr, from: predCanon, exact: true, helper: ref, needCanon: true}
			} else if len(inv) > 0 {
				pg.checks[in.Addr] = &pathCheck{idx: i, addr: in.Addr, from: inv, exact: true, helper: ref, inverse: true}
			}
			if s.contained {
				pg.always = append(pg.always, pathAlways{node: result(), helper: ref})
			}
		}
	}
	name := finding.Sanitize(JavaName(ref.Class) + "." + ref.Name)
	if ref.Name == "<init>" {
		name = "the " + finding.Sanitize(JavaName(ref.Class)) + " constructor"
	}
	for k, a := range args {
		if skip[k] {
			continue
		}
		pg.use(i, in.Addr, a, c, name)
		if unfollowed != "" && len(pg.uses) > 0 && pg.uses[len(pg.uses)-1].idx == i && pathParamType(ref, k, static) {
			pg.uses[len(pg.uses)-1].maybe = unfollowed
		}
	}
}

// normalNext is the instruction a call continues with when it returns.
func (pg *pathGuards) normalNext(i int) (int, bool) {
	if i+1 < len(pg.g.insns) && pg.g.insns[i].FallsThrough() {
		return i + 1, true
	}
	return 0, false
}

// textBuilding recognises string building: StringBuilder and
// StringBuffer, String.valueOf, concat and toString.
func textBuilding(ref *dex.MethodRef, static bool) bool {
	switch ref.Class {
	case "Ljava/lang/StringBuilder;", "Ljava/lang/StringBuffer;":
		return !static && (ref.Name == "<init>" || ref.Name == "append" || ref.Name == "insert" || ref.Name == "toString")
	case "Ljava/lang/String;":
		return ref.Name == "valueOf" || ref.Name == "concat" || ref.Name == "toString"
	case "Ljava/lang/Object;":
		return ref.Name == "toString"
	}
	return false
}

// throwableClass guesses an exception or error class from its name.
func throwableClass(class string) bool {
	return strings.HasSuffix(class, "Exception;") || strings.HasSuffix(class, "Error;")
}

// pathInspection recognises calls that read a path without using the
// file it names: its last name component.
func pathInspection(ref *dex.MethodRef) bool {
	switch ref.Class + ref.Name {
	case "Ljava/io/File;getName", "Ljava/nio/file/Path;getFileName":
		return true
	}
	return sanitizes(ref)
}

// parentCall recognises File.getParentFile and Path.getParent.
func parentCall(ref *dex.MethodRef, static bool) bool {
	return !static && len(ref.Params) == 0 &&
		(ref.Class == "Ljava/io/File;" && ref.Name == "getParentFile" || ref.Class == "Ljava/nio/file/Path;" && ref.Name == "getParent")
}

// pathCheckCall recognises a prefix comparison: String.startsWith,
// Path.startsWith, Kotlin's String.startsWith and File.startsWith (static
// functions of their facades taking the receiver first).
func pathCheckCall(ref *dex.MethodRef, static bool) bool {
	if ref.Return != "Z" || (ref.Name != "startsWith" && ref.Name != "startsWith$default") {
		return false
	}
	switch {
	case !static:
		return ref.Class == "Ljava/lang/String;" || ref.Class == "Ljava/nio/file/Path;"
	case strings.HasPrefix(ref.Class, "Lkotlin/text/StringsKt"), strings.HasPrefix(ref.Class, "Lkotlin/io/FilesKt"):
		return len(ref.Params) > 0
	}
	return false
}

// pathTransformOf recognises calls whose result names the same file as
// argument src: canon when the result is canonical (or normalized) in any
// case, recv when the result is the receiver (a constructor).
func pathTransformOf(ref *dex.MethodRef, static bool) (src int, canon, recv, ok bool) {
	switch ref.Class {
	case "Ljava/io/File;":
		switch ref.Name {
		case "getCanonicalPath", "getCanonicalFile":
			return 0, true, false, !static
		case "getPath", "getAbsolutePath", "getAbsoluteFile", "toPath", "toString":
			return 0, false, false, !static
		case "<init>":
			if len(ref.Params) == 1 && ref.Params[0] == "Ljava/lang/String;" {
				return 1, false, true, true
			}
		}
	case "Ljava/nio/file/Path;":
		switch ref.Name {
		case "normalize", "toRealPath":
			return 0, true, false, !static
		case "toAbsolutePath", "toFile", "toString":
			return 0, false, false, !static
		}
	case "Ljava/lang/String;":
		if ref.Name == "valueOf" && static && len(ref.Params) == 1 && ref.Params[0] == "Ljava/lang/Object;" {
			return 0, false, false, true
		}
	}
	if strings.HasPrefix(ref.Class, "Lkotlin/io/FilesKt") && static && ref.Name == "normalize" && len(ref.Params) == 1 {
		return 0, true, false, true
	}
	return 0, false, false, false
}

// pathType reports whether a type can carry a path.
func pathType(t string) bool {
	switch t {
	case "Ljava/io/File;", "Ljava/nio/file/Path;", "Ljava/lang/String;", "Ljava/lang/CharSequence;", "Ljava/lang/Object;":
		return true
	}
	return false
}

// pathParamType reports whether argument k of a call can carry a path.
func pathParamType(ref *dex.MethodRef, k int, static bool) bool {
	if !static {
		if k == 0 {
			return pathType(ref.Class)
		}
		k--
	}
	return k < len(ref.Params) && pathType(ref.Params[k])
}

// pathSignature reports whether a helper could check, transform or return
// a path: one of its arguments or its result can be a path.
func pathSignature(ref *dex.MethodRef) bool {
	if pathType(ref.Return) {
		return true
	}
	for _, t := range ref.Params {
		if pathType(t) {
			return true
		}
	}
	return false
}

// finish settles canonical values, groups, checks and success edges once
// the whole method was seen.
func (pg *pathGuards) finish() {
	for _, e := range pg.eqs {
		// canonical.getParentFile() == dir is true only for a file
		// directly in dir; a walk up the parents (`while (f != null) {
		// if (f == dir) return true; f = f.getParentFile() }`, a tailrec
		// isWithin) only for one at or below it. Like startsWith, only a
		// canonical file is contained.
		for i, a := range e.args {
			if ns, ok := pg.ancestorWalk(a); ok && pg.fixedDir(e.args[1-i]) {
				pg.checks[e.addr] = &pathCheck{idx: e.idx, addr: e.addr, from: ns, exact: true, needCanon: true, equality: true}
				break
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, t := range pg.trans {
			if pg.canonical[t.result] {
				continue
			}
			c := t.canon
			if !c && t.exact {
				c = true
				for _, f := range t.from {
					c = c && pg.canonical[f]
				}
			}
			if c {
				pg.canonical[t.result], changed = true, true
			}
		}
	}
	pg.derived = make([][]int, len(pg.parent))
	for _, t := range pg.trans {
		for _, f := range t.from {
			pg.union(t.result, f)
			pg.derived[f] = append(pg.derived[f], t.result)
		}
	}
	for _, d := range pg.derive {
		pg.derived[d[0]] = append(pg.derived[d[0]], d[1])
	}
	for _, b := range pg.branches {
		s, negated, ok := pg.testedCall(b)
		if !ok {
			continue
		}
		chk := pg.checks[s]
		chk.branched = true
		var assume uint64
		if !pg.shapeValid(chk) {
			// A check of parameters the caller may canonicalize: an
			// edge for the summary that assumes they are.
			if assume = pg.paramsToCanon(chk); assume == 0 {
				continue
			}
		}
		target, _, _ := b.in.Branch()
		jump, ok := pg.g.index[target]
		if !ok || b.idx+1 >= len(pg.g.insns) || jump == b.idx+1 {
			continue
		}
		// if-nez jumps when the result is true, if-eqz when it is false;
		// an isOutside helper succeeds on false.
		negated = negated != chk.inverse
		to := b.idx + 1
		if (b.in.Op != dex.OpIfEqz) != negated {
			to = jump
		}
		pg.edges = append(pg.edges, pathEdge{from: b.idx, to: to, nodes: chk.from, at: chk.addr, maybe: chk.maybe, helper: chk.helper, bad: chk.prefixBad, assume: assume})
	}
	if len(pg.edges) > maxPathEdges {
		pg.edgesCut = len(pg.edges) - maxPathEdges
		pg.edges = pg.edges[:maxPathEdges]
	}
	pg.preds = nil
}

// ancestorWalk returns the path values v walks up from when every
// alternative of v is one of them or a parent (getParentFile) of one,
// at least one being a parent; ok is false otherwise.
func (pg *pathGuards) ancestorWalk(v regflow.Value) (from []int, ok bool) {
	if v.Top {
		return nil, false
	}
	seen := map[uint32]bool{}
	parent := false
	var walk func(v regflow.Value) bool
	walk = func(v regflow.Value) bool {
		for _, a := range v.Alts {
			if a.Kind == regflow.Const && a.Int == 0 {
				continue // the walk's end: null
			}
			if a.Kind == regflow.Call && a.Via == nil {
				if pv, isParent := pg.parents[a.Site]; isParent {
					parent = true
					if !seen[a.Site] {
						seen[a.Site] = true
						if pv.Top || !walk(pv) {
							return false
						}
					}
					continue
				}
			}
			n := pg.altNode(a)
			if n < 0 {
				return false
			}
			if !slices.Contains(from, n) {
				from = append(from, n)
			}
		}
		return true
	}
	if !walk(v) || !parent || len(from) == 0 {
		return nil, false
	}
	return from, true
}

// fixedDir reports whether v, compared with a walk up a file's parents,
// is a directory of its own: not null, unknown or itself a parent taken
// with getParentFile — a walk of the other side too (two paths meeting at
// a shared ancestor of the same depth) or an ancestor of the app's own
// directories (getFilesDir().getParentFile()…, which holds far more than
// the directory meant).
func (pg *pathGuards) fixedDir(v regflow.Value) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	for _, x := range v.Alts {
		if x.Kind == regflow.Const {
			return false
		}
		if x.Kind == regflow.Call && x.Via == nil {
			if _, parent := pg.parents[x.Site]; parent {
				return false
			}
		}
	}
	return true
}

// validCheck: a startsWith compares a canonical value with a prefix
// that ends with a separator; a helper's predicate was judged in the
// helper.
func (pg *pathGuards) validCheck(c *pathCheck) bool {
	return c.prefixBad == "" && pg.shapeValid(c)
}

// shapeValid is validCheck but for the prefix.
func (pg *pathGuards) shapeValid(c *pathCheck) bool {
	if !c.exact || len(c.from) == 0 {
		return false
	}
	if c.needCanon {
		for _, n := range c.from {
			if !pg.canonical[n] && !pg.assumedCanon(n) {
				return false
			}
		}
	}
	return true
}

// paramsToCanon returns the parameters among the values c checks that
// are not canonical, when they are all that keeps c from being a valid
// check (bit k, argument k); 0 otherwise.
func (pg *pathGuards) paramsToCanon(c *pathCheck) uint64 {
	if !c.needCanon || c.prefixBad != "" || !c.exact || len(c.from) == 0 {
		return 0
	}
	var mask uint64
	for _, n := range c.from {
		if pg.canonical[n] {
			continue
		}
		k, ok := pg.paramOf(n)
		if !ok {
			return 0
		}
		mask |= 1 << k
	}
	return mask
}

// paramOf returns the argument index of parameter node n (below 64).
func (pg *pathGuards) paramOf(n int) (int, bool) {
	for k := 0; k < 64; k++ {
		id, ok := pg.ids[pathNodeKey{kind: 'p', site: uint32(k)}]
		if !ok {
			break
		}
		if id == n {
			return k, true
		}
	}
	return 0, false
}

// assumedCanon reports whether n is a parameter a summary takes as
// canonical (pathGuards.assumed).
func (pg *pathGuards) assumedCanon(n int) bool {
	k, ok := pg.paramOf(n)
	return ok && pg.assumed&(1<<k) != 0
}

// testedCall finds the check a branch tests: the value compared with zero
// is the result of a check call (or false), or the register was last set
// from one by move-result, a move or a negation (xor with 1), in straight
// code before the branch.
func (pg *pathGuards) testedCall(b pathBranch) (site uint32, negated, ok bool) {
	if !b.v.Top {
		found, have := uint32(0), false
		okAll := len(b.v.Alts) > 0
		for _, a := range b.v.Alts {
			switch {
			case a.Kind == regflow.Const && a.Int == 0:
			case a.Kind == regflow.Call && pg.checks[a.Site] != nil && (!have || found == a.Site):
				found, have = a.Site, true
			default:
				okAll = false
			}
		}
		if okAll && have {
			return found, false, true
		}
	}
	if pg.preds == nil {
		pg.preds = make([]int, len(pg.g.insns))
		for _, ss := range pg.g.succ {
			for _, s := range ss {
				pg.preds[s]++
			}
		}
	}
	r := b.in.A
	for j := b.idx - 1; j >= 0 && b.idx-j <= 32; j-- {
		in := &pg.g.insns[j]
		if pg.preds[j+1] != 1 || !in.FallsThrough() || !slices.Contains(pg.g.succ[j], j+1) {
			return 0, false, false
		}
		switch {
		case (in.Op == dex.OpMoveResult) && in.A == r:
			if j == 0 {
				return 0, false, false
			}
			call := &pg.g.insns[j-1]
			if pg.checks[call.Addr] != nil {
				return call.Addr, negated, true
			}
			return 0, false, false
		case in.Op >= dex.OpMove && in.Op <= 0x03 && in.A == r: // move, move/from16, move/16
			r = in.B
		case in.Op == 0xdf && in.A == r && in.Lit == 1: // xor-int/lit8 r, x, 1
			r, negated = in.B, !negated
		case writesReg(in, r):
			return 0, false, false
		}
	}
	return 0, false, false
}

// writesReg reports whether an instruction may set register r.
func writesReg(in *dex.Insn, r uint32) bool { return in.WritesReg(r) }

// reachWithout returns the instructions reachable from the entry without
// taking edge e.
func (pg *pathGuards) reachWithout(e int) []bool {
	if r, ok := pg.reach[e]; ok {
		return r
	}
	ed := pg.edges[e]
	seen := make([]bool, len(pg.g.insns))
	if len(seen) == 0 {
		return seen
	}
	stack := []int{0}
	seen[0] = true
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range pg.g.succ[i] {
			if i == ed.from && s == ed.to || seen[s] {
				continue
			}
			seen[s] = true
			stack = append(stack, s)
		}
	}
	pg.reach[e] = seen
	return seen
}

// pathVerdict says whether a use of a path is guarded, and when not, why.
type pathVerdict struct {
	ok    bool
	maybe string // guarded only if an unfollowed helper checks: which, and why it was not followed
	why   string // why it is not guarded, for a message
}

// vouched reports whether the group of node n is found inside a directory
// wherever instruction i runs; maybe counts the unfollowed helpers too.
func (pg *pathGuards) vouched(i, n int, maybe bool) (bool, string) {
	root := pg.find(n)
	for _, a := range pg.always {
		if pg.find(a.node) == root && (a.maybe == "" || maybe) {
			return true, a.maybe
		}
	}
	for e, ed := range pg.edges {
		if ed.maybe != "" && !maybe || ed.bad != "" || ed.assume&^pg.assumed != 0 {
			continue
		}
		hit := false
		for _, x := range ed.nodes {
			hit = hit || pg.find(x) == root
		}
		if hit && (!pg.reachWithout(e)[i] || pg.setOnlyPast(i, e)) {
			return true, ed.maybe
		}
	}
	return false, ""
}

// edgeInLoop reports whether success edge e lies on a cycle: its target
// reaches its source.
func (pg *pathGuards) edgeInLoop(e int) bool {
	ed := pg.edges[e]
	return pg.reaches(ed.to, ed.from, -1)
}

// setOnlyPast reports whether the register a return or a store at
// instruction i uses is set, on every path that reaches i, either to a
// constant (null) or by an instruction that runs only past success edge
// e: `return inside ? file : null` — javac and kotlinc join the two
// values in one register before one return, so the failure path reaches
// the return, but with null. Definitions are looked for back to the
// first write of the register on each path (a copy made past the check
// is the checked value, wherever it was copied from).
func (pg *pathGuards) setOnlyPast(i int, e int) bool {
	in := &pg.g.insns[i]
	switch in.Op {
	case dex.OpReturnObject, 0x5b, 0x69: // return-object, iput-object, sput-object
	default:
		return false
	}
	// In a loop, the value copied past the check may be another
	// iteration's (`if (inside) r = prev; prev = c`): the same allocation
	// site, another file. Only a check outside any loop vouches this way.
	if pg.edgeInLoop(e) {
		return false
	}
	reach := pg.reachWithout(e)
	pred := pg.predecessors()
	seen := map[int]bool{}
	stack := append([]int(nil), pred[i]...)
	if len(stack) == 0 {
		return false
	}
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[k] {
			continue
		}
		seen[k] = true
		if len(seen) > maxBoolDefs {
			return false
		}
		d := &pg.g.insns[k]
		switch {
		case d.Op >= dex.OpConst4 && d.Op <= dex.OpConstHigh16 && d.A == in.A:
			continue // null on this path
		case writesReg(d, in.A):
			if reach[k] {
				return false // set where the check's failure path runs
			}
			continue
		}
		if len(pred[k]) == 0 {
			return false // the register is a parameter
		}
		stack = append(stack, pred[k]...)
	}
	return true
}

// judge decides whether the values ns (all of them) are inside a
// directory wherever instruction i runs.
func (pg *pathGuards) judge(i int, ns []int, exact bool) pathVerdict {
	if exact && len(ns) > 0 {
		all := true
		for _, n := range ns {
			ok, _ := pg.vouched(i, n, false)
			all = all && ok
		}
		if all {
			return pathVerdict{ok: true}
		}
		all, why := true, ""
		for _, n := range ns {
			ok, w := pg.vouched(i, n, true)
			all = all && ok
			if w != "" && why == "" {
				why = w
			}
		}
		if all && why != "" {
			return pathVerdict{maybe: why}
		}
	}
	if pg.edgesCut > 0 {
		return pathVerdict{maybe: fmt.Sprintf("%s has %d containment checks, more than the %d whose reach is followed per method (the containment analysis's budget)",
			Short(pg.m), len(pg.edges)+pg.edgesCut, maxPathEdges)}
	}
	return pathVerdict{why: pg.explain(i, ns)}
}

// explain says why no check guards the values ns at instruction i.
func (pg *pathGuards) explain(i int, ns []int) string {
	mine := func(from []int) bool {
		for _, f := range from {
			for _, n := range ns {
				if pg.find(f) == pg.find(n) {
					return true
				}
			}
		}
		return false
	}
	var other *pathCheck
	for _, addr := range sortedChecks(pg.checks) {
		c := pg.checks[addr]
		if c.maybe != "" {
			continue
		}
		switch {
		case !mine(c.from):
			if pg.shapeValid(c) && other == nil {
				other = c
			}
		case !pg.shapeValid(c):
			what := "startsWith"
			switch {
			case c.helper != nil:
				what = "the check by " + finding.Sanitize(JavaName(c.helper.Class)+"."+c.helper.Name)
			case c.equality:
				what = "the comparison with the directory"
			}
			return fmt.Sprintf("%s at %s compares it before it is canonicalized (getCanonicalPath, toRealPath or normalize first)", what, pg.where(c.addr))
		case !c.branched:
			return fmt.Sprintf("the result of the containment check at %s is not used to stop it", pg.where(c.addr))
		case pg.avoids(i, c.idx):
			return fmt.Sprintf("it is used before the containment check at %s", pg.where(c.addr))
		case c.prefixBad != "" && pg.badEdgeGuards(c, i):
			return fmt.Sprintf("startsWith at %s %s", pg.where(c.addr), c.prefixBad)
		default:
			return fmt.Sprintf("the containment check at %s does not stop its failure path from reaching it", pg.where(c.addr))
		}
	}
	var otherHelper *pathEdge
	for e := range pg.edges {
		ed := &pg.edges[e]
		if ed.maybe != "" || ed.helper == nil {
			continue
		}
		helper := finding.Sanitize(JavaName(ed.helper.Class) + "." + ed.helper.Name)
		if mine(ed.nodes) {
			return fmt.Sprintf("the check by %s at %s does not stop its failure path from reaching it", helper, pg.where(ed.at))
		}
		if otherHelper == nil && (other == nil || ed.at < other.addr) {
			otherHelper = ed
		}
	}
	switch {
	case otherHelper != nil:
		return fmt.Sprintf("the containment check by %s at %s checks another path",
			finding.Sanitize(JavaName(otherHelper.helper.Class)+"."+otherHelper.helper.Name), pg.where(otherHelper.at))
	case other != nil:
		return fmt.Sprintf("the containment check at %s checks another path", pg.where(other.addr))
	}
	return "no containment check guards it"
}

// badEdgeGuards reports whether the success edge of check c, whose
// prefix proves nothing, is on every path to instruction i: the check
// would guard i but for its prefix.
func (pg *pathGuards) badEdgeGuards(c *pathCheck, i int) bool {
	for e, ed := range pg.edges {
		if ed.at == c.addr && ed.bad != "" && !pg.reachWithout(e)[i] {
			return true
		}
	}
	return false
}

// avoids reports whether instruction i can be reached from the entry
// without passing instruction x.
func (pg *pathGuards) avoids(i, x int) bool {
	if i == x || len(pg.g.insns) == 0 || x == 0 {
		return false
	}
	return pg.reaches(0, i, x)
}

// reaches reports whether instruction to can be reached from instruction
// from without passing instruction skip (-1: none).
func (pg *pathGuards) reaches(from, to, skip int) bool {
	seen := make([]bool, len(pg.g.insns))
	seen[from] = true
	if skip >= 0 {
		seen[skip] = true
	}
	stack := []int{from}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if j == to {
			return true
		}
		for _, s := range pg.g.succ[j] {
			if !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return false
}

func sortedChecks(m map[uint32]*pathCheck) []uint32 {
	out := make([]uint32, 0, len(m))
	for a := range m {
		out = append(out, a)
	}
	slices.Sort(out)
	return out
}

// where names an instruction of the method for a message: its line, or
// its offset without debug info.
func (pg *pathGuards) where(addr uint32) string {
	if code, err := pg.m.Code(); err == nil && code != nil {
		if lines, err := code.Lines(pg.m.Class.File); err == nil {
			if l := dex.LineAt(lines, addr); l > 0 {
				return fmt.Sprintf("line %d", l)
			}
		}
	}
	return fmt.Sprintf("offset %#x", addr)
}

// from returns n and the values made from it by transforms: what names
// the file n names, as n's own uses see it (the text a File was built
// from is not a use of the File).
func (pg *pathGuards) from(n int) []bool {
	out := make([]bool, len(pg.parent))
	stack := []int{n}
	out[n] = true
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x >= len(pg.derived) {
			continue
		}
		for _, y := range pg.derived[x] {
			if !out[y] {
				out[y] = true
				stack = append(stack, y)
			}
		}
	}
	return out
}

// usesOf returns the uses of n and of the values made from it, in
// address order.
func (pg *pathGuards) usesOf(n int) []pathUse {
	mine := pg.from(n)
	var out []pathUse
	for _, u := range pg.uses {
		for _, x := range u.nodes {
			if x < len(mine) && mine[x] {
				out = append(out, u)
				break
			}
		}
	}
	slices.SortStableFunc(out, func(a, b pathUse) int { return int(a.addr) - int(b.addr) })
	return out
}

// callSummary merges the summaries of a call's targets: a fact holds when
// it holds for every target.
func (pa *pathAnalyzer) callSummary(c *program.Call) *pathSummary {
	targets := pa.prog.Targets(c)
	switch {
	case len(targets) == 0:
		return &pathSummary{unknown: "is not in the APK"}
	case len(targets) > program.MaxSummaryTargets:
		return &pathSummary{unknown: fmt.Sprintf("has %d possible targets, more than the %d followed", program.Runnable(targets), program.MaxSummaryTargets)}
	}
	out := &pathSummary{guards: ^uint64(0), pred: ^uint64(0), predCanon: ^uint64(0), inverse: ^uint64(0), transform: ^uint64(0), noUse: ^uint64(0), canonRet: true, contained: true}
	for _, t := range targets {
		s := pa.summary(t)
		if s.unknown != "" {
			return s
		}
		out.guards &= s.guards
		out.pred &= s.pred
		out.predCanon &= s.predCanon | s.pred
		out.inverse &= s.inverse
		out.transform &= s.transform
		out.noUse &= s.noUse
		out.canonRet = out.canonRet && s.canonRet
		out.contained = out.contained && s.contained
	}
	return out
}

// summary returns what helper m does with paths.
func (pa *pathAnalyzer) summary(m *dex.Method) *pathSummary {
	if s := pa.sums[m]; s != nil {
		return s
	}
	switch {
	case !m.HasCode():
		return &pathSummary{unknown: "has no code in the APK (abstract or native)"}
	case pa.busy[m]:
		// A call back into a helper being summarized (recursion) is
		// taken to check nothing: what rests on it is reported, never
		// passed over.
		return &pathSummary{}
	case pa.depth >= maxPathHelperDepth:
		pa.cuts++
		return &pathSummary{unknown: fmt.Sprintf("is more than %d helpers deep (the containment analysis's budget)", maxPathHelperDepth)}
	case pa.built >= maxPathHelpers && pa.guardOf[m] == nil:
		pa.cuts++
		return &pathSummary{unknown: fmt.Sprintf("was not analyzed: the containment analysis's budget of %d helpers per app is spent", maxPathHelpers)}
	}
	if pa.guardOf[m] == nil {
		pa.built++
	}
	pa.depth++
	cuts := pa.cuts
	pg, why := pa.guards(m)
	pa.depth--
	if pg == nil {
		s := &pathSummary{unknown: "could not be analyzed: " + why}
		pa.sums[m] = s
		return s
	}
	s, _ := pg.summarize(false)
	if pg.boolCut && len(pg.checks) > 0 {
		// It compares a path but its answer could not be followed.
		s = &pathSummary{unknown: fmt.Sprintf("could not be judged (its boolean result is set more than %d instructions before it returns)", maxBoolDefs)}
	} else if loose, why := pg.summarize(true); loose.more(s) {
		// It checks only if what it leaves to others does: not known.
		s = &pathSummary{unknown: fmt.Sprintf("could not be judged (in it, %s)", why)}
	}
	if pa.cuts == cuts {
		pa.sums[m] = s
	}
	return s
}

// nullOnly reports whether a value is the null constant.
func nullOnly(v regflow.Value) bool {
	a, ok := v.Single()
	return ok && a.Kind == regflow.Const && a.Int == 0
}

// summarize reads a helper's summary off its containment analysis. With
// loose, the helpers and calls that were not followed count as checks,
// and why says the first that did.
func (pg *pathGuards) summarize(loose bool) (s *pathSummary, why string) {
	s = &pathSummary{}
	vouched := func(i, n int) bool {
		ok, w := pg.vouched(i, n, loose)
		if ok && w != "" && why == "" {
			why = w
		}
		return ok
	}
	m := pg.m
	n := len(m.Ref.Params)
	if !m.Static() {
		n++
	}
	returns := pg.rets
	objRet := pathType(m.Ref.Return)
	contained, canonRet := objRet && len(returns) > 0, true
	someObj := false
	for _, r := range returns {
		ns, exact := pg.nodes(r.v)
		if !r.void && nullOnly(r.v) {
			continue // "not found": nothing a caller could open
		}
		if r.void || !exact {
			contained = false
			continue
		}
		someObj = true
		for _, x := range ns {
			contained = contained && vouched(r.idx, x)
			canonRet = canonRet && pg.canonical[x]
		}
	}
	s.contained = contained && someObj
	for k := 0; k < n && k < 64; k++ {
		p := pg.ids[pathNodeKey{kind: 'p', site: uint32(k)}]
		bit := uint64(1) << k
		noUse, noUseButReturn := true, true
		for _, u := range pg.usesOf(p) {
			ok := vouched(u.idx, p)
			if !ok && loose && u.maybe != "" {
				ok = true
				if why == "" {
					why = u.maybe
				}
			}
			noUse = noUse && ok
			noUseButReturn = noUseButReturn && (ok || u.call == nil && u.what == "returns")
		}
		isBool := len(returns) > 0 && m.Ref.Return == "Z"
		guards, pred, inverse, transform := len(returns) > 0 && noUse, isBool, isBool, objRet && someObj
		mine := pg.from(p)
		for _, r := range returns {
			okHere := vouched(r.idx, p)
			guards = guards && okHere
			if pred || inverse {
				defs, known := pg.boolDefs(r.idx)
				pred = pred && known && pg.returnsOnlyInside(defs, p, true, vouched, loose, &why)
				inverse = inverse && known && pg.returnsOnlyInside(defs, p, false, vouched, loose, &why)
			}
			if transform && !nullOnly(r.v) {
				ns, exact := pg.nodes(r.v)
				transform = exact && !r.void
				for _, x := range ns {
					transform = transform && x < len(mine) && mine[x]
				}
			}
		}
		if noUse || transform && noUseButReturn {
			// What it returns is followed in the caller.
			s.noUse |= bit
		}
		if guards {
			s.guards |= bit
		}
		if pred {
			s.pred |= bit
		} else if isBool && pg.checksParam(p) {
			// Whether it checks argument k when the caller passes it
			// canonical: the same question with k taken as canonical.
			pg.assumed = bit
			canon := true
			for _, r := range returns {
				defs, known := pg.boolDefs(r.idx)
				canon = canon && known && pg.returnsOnlyInside(defs, p, true, vouched, loose, &why)
			}
			pg.assumed = 0
			if canon {
				s.predCanon |= bit
			}
		}
		if inverse && !pred {
			s.inverse |= bit
		}
		if transform {
			s.transform |= bit
		}
	}
	s.canonRet = canonRet && someObj
	return s, why
}

// checksParam reports whether a success edge needs parameter node p
// canonical (paramsToCanon).
func (pg *pathGuards) checksParam(p int) bool {
	k, ok := pg.paramOf(p)
	if !ok {
		return false
	}
	for _, ed := range pg.edges {
		if ed.assume&(1<<k) != 0 {
			return true
		}
	}
	return false
}

// more reports whether summary a says something b does not.
func (a *pathSummary) more(b *pathSummary) bool {
	return a.guards&^b.guards != 0 || a.pred&^b.pred != 0 || a.predCanon&^b.predCanon != 0 || a.inverse&^b.inverse != 0 || a.transform&^b.transform != 0 || a.noUse&^b.noUse != 0 ||
		a.contained && !b.contained || a.canonRet && !b.canonRet
}

// boolDef is where a returned boolean is set: a constant (nonzero:
// true), or the result of a containment check (negated: through a
// xor-int/lit 1).
type boolDef struct {
	idx     int
	isConst bool
	value   bool
	check   *pathCheck
	negated bool
}

// maxBoolDefs bounds the instructions walked back from one return; a
// variable so that a test can lower it.
var maxBoolDefs = 256

// boolDefs follows the register a boolean return returns back to where
// it is set on each path: javac compiles `return !inside(f)` and `if
// (...) return true; return false` to constants on two branches that D8
// often merges into one return, so the return alone says nothing. known
// is false when some definition is neither a constant nor a check's
// result (a parameter, another call, arithmetic).
func (pg *pathGuards) boolDefs(ret int) (defs []boolDef, known bool) {
	if r, ok := pg.retDefs[ret]; ok {
		return r.defs, r.known
	}
	defs, known = pg.walkBoolDefs(ret)
	if pg.retDefs == nil {
		pg.retDefs = map[int]retDefs{}
	}
	pg.retDefs[ret] = retDefs{defs, known}
	return defs, known
}

// predecessors returns each instruction's predecessors (made once).
func (pg *pathGuards) predecessors() [][]int {
	if pg.predList == nil {
		pg.predList = make([][]int, len(pg.g.insns))
		for i, ss := range pg.g.succ {
			for _, j := range ss {
				pg.predList[j] = append(pg.predList[j], i)
			}
		}
	}
	return pg.predList
}

func (pg *pathGuards) walkBoolDefs(ret int) (defs []boolDef, known bool) {
	pred := pg.predecessors()
	type state struct {
		idx int
		reg uint32
		neg bool
	}
	seen := map[state]bool{}
	stack := []state{}
	for _, j := range pred[ret] {
		stack = append(stack, state{j, pg.g.insns[ret].A, false})
	}
	if len(stack) == 0 {
		return nil, false
	}
	for len(stack) > 0 {
		st := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[st] {
			continue
		}
		seen[st] = true
		if len(seen) > maxBoolDefs {
			pg.boolCut = true
			return nil, false
		}
		in := &pg.g.insns[st.idx]
		next := st
		switch {
		case in.Op >= dex.OpConst4 && in.Op <= dex.OpConstHigh16 && in.A == st.reg:
			defs = append(defs, boolDef{idx: st.idx, isConst: true, value: (in.Lit != 0) != st.neg})
			continue
		case in.Op == dex.OpMoveResult && in.A == st.reg:
			if st.idx == 0 {
				return nil, false
			}
			c := pg.checks[pg.g.insns[st.idx-1].Addr]
			if c == nil {
				return nil, false
			}
			defs = append(defs, boolDef{idx: st.idx, check: c, negated: st.neg})
			continue
		case (in.Op == 0xdf || in.Op == 0xd7) && in.A == st.reg && in.Lit == 1: // xor-int/lit8, xor-int/lit16
			next.reg, next.neg = in.B, !st.neg
		case in.Op >= dex.OpMove && in.Op <= 0x03 && in.A == st.reg: // move, move/from16, move/16
			next.reg = in.B
		case writesReg(in, st.reg):
			return nil, false
		}
		if len(pred[st.idx]) == 0 {
			return nil, false // the register is a parameter
		}
		for _, j := range pred[st.idx] {
			stack = append(stack, state{j, next.reg, next.neg})
		}
	}
	return defs, len(defs) > 0
}

// returnsOnlyInside reports whether, by defs, the method returns want
// only where parameter node p was found inside a directory: a constant
// want set where p is vouched for, a check on p whose result (negated
// or not, an isOutside helper's inverted) is want exactly when p is
// inside.
func (pg *pathGuards) returnsOnlyInside(defs []boolDef, p int, want bool, vouched func(i, n int) bool, loose bool, why *string) bool {
	for _, d := range defs {
		switch {
		case d.isConst:
			if d.value == want && !vouched(d.idx, p) {
				return false
			}
		default:
			c := d.check
			hit := false
			for _, f := range c.from {
				hit = hit || pg.find(f) == pg.find(p)
			}
			// The check's result is true when inside, unless it is an
			// inverse helper; the return gives it negated or not.
			insideIs := !c.inverse != d.negated
			if !hit || insideIs != want || c.maybe != "" && !loose || !pg.validCheck(c) {
				return false
			}
			if loose && c.maybe != "" && *why == "" {
				*why = c.maybe
			}
		}
	}
	return true
}

// textualPrefix reports whether a startsWith compares text (String's or
// Kotlin's CharSequence startsWith), where a prefix without a trailing
// separator also matches a sibling; Path's and kotlin.io File's compare
// whole name components.
func textualPrefix(ref *dex.MethodRef) bool {
	return ref.Class == "Ljava/lang/String;" || strings.HasPrefix(ref.Class, "Lkotlin/text/StringsKt")
}

// pieces records the text given to string builders, for the prefix of a
// startsWith.
func (pg *pathGuards) pieces(in *dex.Insn, ref *dex.MethodRef, static bool, args []regflow.Value) {
	if ref.Class == "Ljava/lang/String;" && ref.Name == "concat" && len(args) == 2 {
		pg.concatLast[in.Addr] = args[1]
		return
	}
	if !isBuilder(ref.Class) || static || len(args) == 0 {
		return
	}
	sites := builderSites(args[0], pg.builtBy)
	switch ref.Name {
	case "<init>":
		if len(args) > 1 && len(ref.Params) > 0 && ref.Params[0] != "I" {
			for _, x := range sites {
				pg.lastPiece[x] = args[1]
			}
		}
	case "append":
		for _, x := range sites {
			pg.lastPiece[x] = args[len(args)-1]
		}
		pg.builtBy[in.Addr] = sites
	case "toString":
		pg.builtBy[in.Addr] = sites
	}
}

// prefixSeparated judges the prefix a path's text is compared with: bad
// says why it proves nothing (it does not end with a separator), maybe
// why that cannot be told; both "" when it ends with one.
func (pg *pathGuards) prefixSeparated(at uint32, v regflow.Value) (bad, maybe string) {
	if !v.Exact() {
		return "", fmt.Sprintf("whether the prefix startsWith compares with at %s ends with a separator is not known", pg.where(at))
	}
	for _, a := range v.Alts {
		b, m := pg.altSeparated(a, 0)
		if b != "" {
			return b, ""
		}
		if m && maybe == "" {
			maybe = fmt.Sprintf("whether the prefix startsWith compares with at %s ends with a separator is not known", pg.where(at))
		}
	}
	return "", maybe
}

// altSeparated judges one value of a prefix, following the last piece of
// the builders it comes from.
func (pg *pathGuards) altSeparated(a regflow.Alt, depth int) (bad string, unknown bool) {
	const tail = "does not end with a separator, so a sibling whose name only begins the same (%s) passes too; compare with the directory's canonical path plus File.separator, or compare Paths (Path.startsWith matches whole names)"
	switch a.Kind {
	case regflow.Str:
		if strings.HasSuffix(a.Str, "/") {
			return "", false
		}
		return fmt.Sprintf("compares it with %s, which "+tail, finding.Quote(a.Str), finding.Quote(a.Str+"-evil")), false
	case regflow.Const:
		if a.Int == '/' {
			return "", false
		}
	case regflow.Field:
		if a.Field != nil && a.Field.Class == "Ljava/io/File;" && (a.Field.Name == "separator" || a.Field.Name == "separatorChar") {
			return "", false
		}
	case regflow.Call:
		if depth > 8 || a.Via != nil {
			return "", true
		}
		if sites, ok := pg.builtBy[a.Site]; ok {
			for _, x := range sites {
				last, ok := pg.lastPiece[x]
				if !ok || !last.Exact() {
					return "", true
				}
				for _, l := range last.Alts {
					if b, u := pg.altSeparated(l, depth+1); b != "" || u {
						return b, u
					}
				}
			}
			return "", false
		}
		if last, ok := pg.concatLast[a.Site]; ok && last.Exact() {
			for _, l := range last.Alts {
				if b, u := pg.altSeparated(l, depth+1); b != "" || u {
					return b, u
				}
			}
			return "", false
		}
		if a.Ref != nil && (a.Ref.Class == "Ljava/io/File;" || a.Ref.Class == "Ljava/nio/file/Path;") {
			switch a.Ref.Name {
			case "getCanonicalPath", "getAbsolutePath", "getPath", "toString":
				// A directory's path text never ends with a separator.
				return fmt.Sprintf("compares it with the path of a directory (%s), which "+tail, finding.Sanitize(JavaName(a.Ref.Class)+"."+a.Ref.Name), "the directory's path followed by \"-evil\""), false
			}
		}
	}
	return "", true
}
