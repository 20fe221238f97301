package dexrules

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Argument validation for CETP622. A request value is safe at a sink when
// every way to the sink passes the success branch of a check that limits
// it to values the sink cannot be abused with:
//
//   - membership in an allow-list (Set.contains, Map.containsKey, Kotlin's
//     `in` on a collection or array) that is not itself request data;
//   - equality with a string constant (equals, Intrinsics.areEqual, the
//     equals tests of a javac or kotlinc string switch);
//   - a whole-value regular expression match (String.matches,
//     Pattern.matcher(..).matches(), Pattern.matches, Kotlin Regex.matches)
//     whose pattern is constant and admits only what the sink tolerates: a
//     plain file name (no separator, never "." or "..") for a path, an
//     identifier for SQL text or a command line.
//
// A sink argument built from several pieces (string building) is safe when
// each request piece is. A check whose result is not branched on, or whose
// success branch does not stand between the entry and the sink, counts
// for nothing. A parameter is also safe when every caller the request flow
// saw passes a value that is safe at the call (maxValidationDepth deep).
//
// Reachability follows the constants of switch and flag registers along
// each path, so the two switches javac emits for a string switch (hashCode
// then the index) and a flag set on the success branch are understood; it
// gives up (the value is not taken as validated) past maxValidationStates.

// Budgets of the validation analysis (variables for tests).
var (
	maxValidationDepth  = 4       // callers followed for a validated parameter
	maxValidationStates = 1 << 15 // path states explored per reachability question
	maxFreeHops         = 16      // lambda plumbing steps not counted in maxValidationDepth, per question
)

// valRoot names a value a validation can speak about: a parameter, a call
// or allocation site, or a field.
type valRoot struct {
	kind  byte // 'p', 's', 'f'
	site  uint32
	field string
}

// valKinds is a set of sink kinds (bit k is injKind k).
type valKinds uint8

const allValKinds valKinds = 0xff

// valCheck is a call whose true result says that roots hold an allowed
// value for the sinks of kinds.
type valCheck struct {
	idx   int
	roots []valRoot
	kinds valKinds
}

// valEdge is the success edge of a check: from the branch on its result
// to the instruction that runs when the check passed.
type valEdge struct {
	from, to int
	check    *valCheck
}

// valCall is one call of the method and the values it was given.
type valCall struct {
	call   *program.Call // nil for invoke-custom
	ref    *dex.MethodRef
	static bool
	args   []regflow.Value
}

// methodValidation is the validation analysis of one method.
type methodValidation struct {
	m       *dex.Method
	g       *insnGraph
	calls   map[uint32]*valCall // by address: invokes and invoke-custom
	checks  map[uint32]*valCheck
	edges   []valEdge
	tracked []uint32 // registers whose constants steer branches
	// returns holds, per return-object instruction (by index), the value
	// it returns.
	returns map[int]regflow.Value
}

// validator holds the validation analyses of one pass.
type validator struct {
	f       *reqFlow
	prog    *program.Program
	byM     map[*dex.Method]*methodValidation
	failed  map[*dex.Method]bool
	regexes map[string]valKinds
	statics map[string]string // static field -> the constant pattern its initializer compiles
	// Cut lists the methods where a validation question was given up at
	// a budget, in the order it happened; cutWhy says which, per method.
	Cut    []*dex.Method
	cutWhy map[*dex.Method]string
	// asking collects the methods whose questions were given up while the
	// current question was answered; answered unsafe, they are marked in
	// decisive: a finding may rest on them, and only those get a note.
	asking   map[*dex.Method]bool
	decisive map[*dex.Method]bool
	// freeHops counts the steps hop let pass uncounted in this question;
	// fieldAsking holds the fields ctorValidated is judging;
	// cycleHits counts the times that answered a field by itself, and
	// grounded is how many callers the last callersValidate found valid
	// without such an answer.
	freeHops    int
	fieldAsking map[string]bool
	cycleHits   int
	grounded    int
	// predicates caches predicateOf per helper.
	predicates map[*dex.Method]*valGuard
	// guards caches guardOf per helper; returned caches returnGuardOf.
	guards   map[*dex.Method]*valGuard
	returned map[*dex.Method]valKinds
	// unsafeBy names, per method and parameter, the first caller found
	// passing it a value no check limits: the caller a finding about the
	// parameter names (not another that validates).
	unsafeBy map[valParam]*dex.Method
	// unsafeInfo is what the request value that caller passes is (its
	// key), where the request flow can tell.
	unsafeInfo map[valParam]reqInfo
}

// valParam is a method's parameter.
type valParam struct {
	m *dex.Method
	k int
}

// givenInfo is what the request value v, a parameter of m, is as the
// caller found passing it unchecked read it (its key), when one was found
// and the flow can tell.
func (vd *validator) givenInfo(m *dex.Method, v regflow.Value) (reqInfo, bool) {
	a, ok := v.Single()
	if !ok || a.Kind != regflow.Param {
		return reqInfo{}, false
	}
	info, ok := vd.unsafeInfo[valParam{m, int(a.Int)}]
	return info, ok && info.key != ""
}

// unsafeGiver returns the caller found passing m's parameter k a value no
// check limits, or nil.
func (vd *validator) unsafeGiver(m *dex.Method, k int) *dex.Method {
	return vd.unsafeBy[valParam{m, k}]
}

// cut records that a validation question about m was given up: why says
// at which budget (the first one, per method).
func (vd *validator) cut(m *dex.Method, why string) {
	if vd.cutWhy == nil {
		vd.cutWhy = map[*dex.Method]string{}
	}
	if _, ok := vd.cutWhy[m]; !ok {
		vd.Cut = append(vd.Cut, m)
		vd.cutWhy[m] = why
	}
	if vd.asking != nil {
		vd.asking[m] = true
	}
}

func newValidator(f *reqFlow) *validator {
	return &validator{f: f, prog: f.prog, byM: map[*dex.Method]*methodValidation{}, failed: map[*dex.Method]bool{},
		regexes: map[string]valKinds{}, statics: map[string]string{}}
}

// safe reports whether the request value v, an argument of the sink of
// kind at addr in m, is validated wherever the sink runs.
func (vd *validator) safe(m *dex.Method, addr uint32, v regflow.Value, kind injKind) bool {
	vd.asking = map[*dex.Method]bool{}
	vd.freeHops = 0
	ok := vd.safeAt(m, addr, v, kind, 0)
	if !ok {
		if vd.decisive == nil {
			vd.decisive = map[*dex.Method]bool{}
		}
		for c := range vd.asking {
			vd.decisive[c] = true
		}
	}
	vd.asking = nil
	return ok
}

func (vd *validator) safeAt(m *dex.Method, addr uint32, v regflow.Value, kind injKind, depth int) bool {
	mv := vd.method(m)
	if mv == nil {
		return false
	}
	at, ok := mv.g.index[addr]
	if !ok {
		return false
	}
	roots, ok := mv.decompose(v, 0)
	if !ok {
		return false
	}
	for _, r := range roots {
		if !vd.isRequest(m, r) || vd.numeric(mv, m, r) {
			continue
		}
		ok, cut := mv.validated(r, at, kind)

		if cut {
			vd.cut(m, fmt.Sprintf("whether a check there limits the request value to allowed ones was not decided within %d path states, the validation analysis's budget", maxValidationStates))
		}
		if ok {
			continue
		}
		if r.kind == 'f' && vd.ctorValidated(r.field, kind, depth) {
			continue
		}
		if r.kind == 'p' && depth >= maxValidationDepth {
			vd.cut(m, fmt.Sprintf("whether its callers limit the request value was not followed past %d callers up, the validation analysis's budget", maxValidationDepth))
			return false
		}
		if r.kind != 'p' || !vd.callersValidate(m, int(r.site), kind, depth) {
			return false
		}
	}
	return true
}

// numeric reports whether a root is a number or a boolean (optInt's
// result, an int parameter, a long field): its text is digits, a sign and
// a point, which no sink reads as SQL, a path or a command.
func (vd *validator) numeric(mv *methodValidation, m *dex.Method, r valRoot) bool {
	typ := ""
	switch r.kind {
	case 's':
		if c := mv.calls[r.site]; c != nil {
			typ = c.ref.Return
			if numberText(c.ref) {
				return true
			}
		}
	case 'p':
		k := int(r.site)
		if !m.Static() {
			k--
		}
		if k >= 0 && k < len(m.Ref.Params) {
			typ = m.Ref.Params[k]
		}
	case 'f':
		if i := strings.LastIndexByte(r.field, ':'); i >= 0 {
			typ = r.field[i+1:]
		}
	}
	switch typ {
	case "I", "J", "S", "B", "Z", "F", "D",
		"Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Short;", "Ljava/lang/Byte;", "Ljava/lang/Boolean;",
		"Ljava/lang/Float;", "Ljava/lang/Double;":
		return true
	}
	return false
}

// numberText recognises the calls that write a number or a boolean as
// text (Integer.toString(int), Long.toString(long), String.valueOf(long)):
// digits, never a quote or a separator. A char is left out: it is text.
func numberText(ref *dex.MethodRef) bool {
	if ref.Return != "Ljava/lang/String;" || len(ref.Params) != 1 {
		return false
	}
	switch ref.Params[0] {
	case "I", "J", "S", "B", "Z", "F", "D":
	default:
		return false
	}
	switch ref.Class {
	case "Ljava/lang/String;":
		return ref.Name == "valueOf"
	case "Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Short;", "Ljava/lang/Byte;", "Ljava/lang/Boolean;",
		"Ljava/lang/Float;", "Ljava/lang/Double;":
		return ref.Name == "toString"
	}
	return false
}

// isRequest reports whether a root holds request data in m.
func (vd *validator) isRequest(m *dex.Method, r valRoot) bool {
	switch r.kind {
	case 'p':
		_, ok := vd.f.params[m][int(r.site)]
		return ok
	case 'f':
		_, ok := vd.f.fields[r.field]
		return ok
	}
	_, ok := vd.f.sites[m][r.site]
	return ok
}

// callersValidate reports whether every caller the request flow scanned
// passes, as argument k of m, a value validated at its call.
func (vd *validator) callersValidate(m *dex.Method, k int, kind injKind, depth int) bool {
	users := vd.f.users[m]
	if len(users) == 0 {
		return false
	}
	grounded := 0
	for _, u := range users {
		cv := vd.method(u)
		if cv == nil {
			return false
		}
		found, hits := false, vd.cycleHits
		for _, addr := range sortedValCalls(cv.calls) {
			c := cv.calls[addr]
			if c.ref == nil || c.ref.Name != m.Ref.Name || k >= len(c.args) {
				continue
			}
			if c.call == nil || !slices.Contains(vd.prog.Targets(c.call), m) {
				continue
			}
			found = true
			if !vd.safeAt(u, addr, c.args[k], kind, depth+vd.hop(u.Class)) {
				if vd.unsafeBy == nil {
					vd.unsafeBy = map[valParam]*dex.Method{}
				}
				if _, ok := vd.unsafeBy[valParam{m, k}]; !ok {
					vd.unsafeBy[valParam{m, k}] = u
					if info, ok := vd.f.heldValue(u, c.args[k]); ok {
						if vd.unsafeInfo == nil {
							vd.unsafeInfo = map[valParam]reqInfo{}
						}
						vd.unsafeInfo[valParam{m, k}] = info
					}
				}
				return false
			}
		}
		if !found {
			return false
		}
		if vd.cycleHits == hits {
			grounded++
		}
	}
	vd.grounded = grounded
	return true
}

// hop is what following a value one step up through class c costs of
// maxValidationDepth: nothing for a function object (a lambda's captured
// field, its invoke bridge: the compiler's plumbing between the code that
// made the lambda and its body), up to maxFreeHops times per question.
func (vd *validator) hop(c *dex.Class) int {
	if c != nil && vd.freeHops < maxFreeHops && functionObject(vd.prog, c) {
		vd.freeHops++
		return 0
	}
	return 1
}

func sortedValCalls(m map[uint32]*valCall) []uint32 {
	out := make([]uint32, 0, len(m))
	for a := range m {
		out = append(out, a)
	}
	slices.Sort(out)
	return out
}

// method returns m's validation analysis; nil when m cannot be analyzed.
func (vd *validator) method(m *dex.Method) *methodValidation {
	if mv := vd.byM[m]; mv != nil {
		return mv
	}
	if vd.failed[m] {
		return nil
	}
	a, err := vd.prog.Analyze(m)
	if err != nil || a == nil {
		vd.failed[m] = true
		return nil
	}
	mv := &methodValidation{m: m, g: newInsnGraph(a.Result), calls: map[uint32]*valCall{}, checks: map[uint32]*valCheck{}}
	byAddr := program.CallsByAddr(vd.prog.Calls(m))
	var branches []pathBranch
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		i, ok := mv.g.index[in.Addr]
		if !ok {
			return
		}
		switch {
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			vc := &valCall{call: c, ref: c.Ref, static: in.IsStaticInvoke(), args: cloneValues(program.CallArgs(st, in, c.Ref))}
			mv.calls[in.Addr] = vc
			if chk := vd.recognize(mv, st, vc); chk != nil {
				chk.idx = i
				mv.checks[in.Addr] = chk
			} else if g := vd.guardCall(vc); g != nil && g.param < len(vc.args) && i+1 < len(mv.g.insns) {
				// A helper that returns only once it validated its
				// argument (FileNames.requirePlain(name), which throws
				// otherwise): the call's normal continuation is the
				// success edge, for the argument and for what the call
				// returns.
				roots, ok := mv.decompose(vc.args[g.param], 0)
				if ok {
					roots = append(roots, valRoot{kind: 's', site: in.Addr})
					mv.edges = append(mv.edges, valEdge{from: i, to: i + 1, check: &valCheck{idx: i, roots: roots, kinds: g.kinds}})
				}
			} else if i+1 < len(mv.g.insns) && vd.filteredOptional(mv, vc, 0) {
				// `Optional.ofNullable(key).filter(ALLOWED::containsKey)
				// .map(ALLOWED::get).orElse("…")`: what the Optional
				// holds passed an allow-list; the fallback is a constant.
				mv.edges = append(mv.edges, valEdge{from: i, to: i + 1, check: &valCheck{idx: i, roots: []valRoot{{kind: 's', site: in.Addr}}, kinds: allValKinds}})
			} else if t := vd.helperOf(vc); t != nil && i+1 < len(mv.g.insns) {
				// A helper that reads the value itself and returns it
				// only past a check (`args.name("book")`, matching a
				// pattern or throwing): what it returns is validated.
				if kinds := vd.returnGuardOf(t); kinds != 0 {
					mv.edges = append(mv.edges, valEdge{from: i, to: i + 1, check: &valCheck{idx: i, roots: []valRoot{{kind: 's', site: in.Addr}}, kinds: kinds}})
				}
			}
		case in.Op == dex.OpInvokeCustom || in.Op == dex.OpInvokeCustomR:
			var args []regflow.Value
			for _, r := range in.Args {
				args = append(args, st.Reg(uint32(r)))
			}
			mv.calls[in.Addr] = &valCall{static: true, args: cloneValues(args)}
		case in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1:
			v := st.Reg(in.A)
			branches = append(branches, pathBranch{idx: i, in: in, v: regflow.Value{Alts: slices.Clone(v.Alts), Top: v.Top}})
		case in.Op == dex.OpReturnObject:
			if mv.returns == nil {
				mv.returns = map[int]regflow.Value{}
			}
			v := st.Reg(in.A)
			mv.returns[i] = regflow.Value{Alts: slices.Clone(v.Alts), Top: v.Top}
		}
	})
	mv.settle(branches)
	vd.byM[m] = mv
	return mv
}

func cloneValues(vs []regflow.Value) []regflow.Value {
	out := make([]regflow.Value, len(vs))
	for i, v := range vs {
		out[i] = regflow.Value{Alts: slices.Clone(v.Alts), Top: v.Top, Taint: v.Taint}
	}
	return out
}

// settle turns the branches on check results into success edges and
// picks the registers whose constants the reachability follows.
func (mv *methodValidation) settle(branches []pathBranch) {
	// The branch-to-check matching is the containment analysis's own:
	// give it this method's checks.
	pg := &pathGuards{g: mv.g, checks: map[uint32]*pathCheck{}}
	for addr := range mv.checks {
		pg.checks[addr] = &pathCheck{}
	}
	for _, b := range branches {
		site, negated, ok := pg.testedCall(b)
		if !ok {
			continue
		}
		target, _, _ := b.in.Branch()
		jump, ok := mv.g.index[target]
		if !ok || b.idx+1 >= len(mv.g.insns) || jump == b.idx+1 {
			continue
		}
		// if-nez jumps when the result is true, if-eqz when it is false.
		to := b.idx + 1
		if (b.in.Op != dex.OpIfEqz) != negated {
			to = jump
		}
		mv.edges = append(mv.edges, valEdge{from: b.idx, to: to, check: mv.checks[site]})
	}
	// Registers a switch or a zero test reads, when a constant, a check's
	// result or a copy is written to them: the index of javac's second
	// string switch, a flag, kotlinc's `a == x || a == y` chain, and the
	// null kotlinc's inlined takeIf gives on its failure branch
	// (`const/4 v0, 0` … `move-object v10, v0` … `if-eqz v10`).
	fed := map[uint32]bool{}
	for i := range mv.g.insns {
		in := &mv.g.insns[i]
		switch {
		case in.Op >= dex.OpConst4 && in.Op <= dex.OpConstHigh16, copyOp(in.Op), in.Op == 0xdf:
			fed[in.A] = true
		case in.Op == dex.OpMoveResult && i > 0 && mv.checks[mv.g.insns[i-1].Addr] != nil:
			fed[in.A] = true
		}
	}
	track := func(r uint32) bool {
		if !fed[r] || slices.Contains(mv.tracked, r) || len(mv.tracked) >= valTracked {
			return false
		}
		mv.tracked = append(mv.tracked, r)
		return true
	}
	for i := range mv.g.insns {
		in := &mv.g.insns[i]
		switch in.Op {
		case dex.OpPackedSwitch, dex.OpSparseSwitch, dex.OpIfEqz, dex.OpIfEqz + 1:
			track(in.A)
		}
	}
	// The sources of copies into a tracked register, when a constant is
	// written to them, carry it there.
	for changed := true; changed; {
		changed = false
		for i := range mv.g.insns {
			in := &mv.g.insns[i]
			if copyOp(in.Op) && in.Op != 0xdf && slices.Contains(mv.tracked, in.A) && track(in.B) {
				changed = true
			}
		}
	}
}

// copyOp reports whether op copies a register (move, move-object, their
// wide-index forms) or flips a flag (xor-int/lit8 of kotlinc's `!`).
func copyOp(op byte) bool {
	return op >= dex.OpMove && op <= 0x03 || op >= dex.OpMoveObject && op <= dex.OpMoveObject16 || op == 0xdf
}

const valTracked = 8

// decompose returns the values v is built from: itself, or for text built
// by concatenation, the pieces. ok is false when some part is not known.
func (mv *methodValidation) decompose(v regflow.Value, depth int) ([]valRoot, bool) {
	if v.Top || depth > 8 {
		return nil, false
	}
	var out []valRoot
	for _, a := range v.Alts {
		switch a.Kind {
		case regflow.Const, regflow.Str, regflow.Class:
		case regflow.Param:
			if a.Or != 0 {
				return nil, false
			}
			out = append(out, valRoot{kind: 'p', site: uint32(a.Int)})
		case regflow.Field:
			if a.Field == nil {
				return nil, false
			}
			out = append(out, valRoot{kind: 'f', field: fieldID(a.Field)})
		case regflow.Call, regflow.CallSite:
			c := mv.calls[a.Site]
			if c != nil && a.Via == nil && concatenates(c) {
				for _, x := range c.args {
					rs, ok := mv.decompose(x, depth+1)
					if !ok {
						return nil, false
					}
					out = append(out, rs...)
				}
				if c.ref != nil && isBuilder(c.ref.Class) && len(c.args) > 0 {
					rs, ok := mv.builderPieces(c.args[0], depth)
					if !ok {
						return nil, false
					}
					out = append(out, rs...)
				}
				continue
			}
			out = append(out, valRoot{kind: 's', site: a.Site})
		case regflow.New:
			if isBuilder(a.Str) {
				rs, ok := mv.builderPieces(regflow.Value{Alts: []regflow.Alt{a}}, depth)
				if !ok {
					return nil, false
				}
				out = append(out, rs...)
				continue
			}
			out = append(out, valRoot{kind: 's', site: a.Site})
		default:
			return nil, false
		}
	}
	return out, true
}

// builderPieces returns what was put into the StringBuilders v may be:
// the arguments of every constructor, append and insert on them.
func (mv *methodValidation) builderPieces(v regflow.Value, depth int) ([]valRoot, bool) {
	sites := map[uint32]bool{}
	for _, a := range v.Alts {
		if a.Kind == regflow.New && isBuilder(a.Str) {
			sites[a.Site] = true
		}
	}
	var out []valRoot
	for _, addr := range sortedValCalls(mv.calls) {
		c := mv.calls[addr]
		if c.ref == nil || c.static || !isBuilder(c.ref.Class) || len(c.args) < 2 {
			continue
		}
		if c.ref.Name != "<init>" && c.ref.Name != "append" && c.ref.Name != "insert" {
			continue
		}
		mine := false
		for _, a := range c.args[0].Alts {
			mine = mine || a.Kind == regflow.New && sites[a.Site]
		}
		if !mine && !c.args[0].Top {
			// Appends chained on a result of append are on the same
			// builder: regflow names it by its call site.
			for _, a := range c.args[0].Alts {
				if a.Kind == regflow.Call {
					if p := mv.calls[a.Site]; p != nil && p.ref != nil && isBuilder(p.ref.Class) && len(p.args) > 0 {
						for _, b := range p.args[0].Alts {
							mine = mine || b.Kind == regflow.New && sites[b.Site]
						}
					}
				}
			}
		}
		if !mine {
			continue
		}
		for _, x := range c.args[1:] {
			rs, ok := mv.decompose(x, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, rs...)
		}
	}
	return out, true
}

// textCopy recognises toString() of a string or char sequence: the same
// text.
func textCopy(c *valCall) bool {
	if c.ref == nil || c.static || c.ref.Name != "toString" || len(c.ref.Params) != 0 || len(c.args) != 1 {
		return false
	}
	switch c.ref.Class {
	case "Ljava/lang/String;", "Ljava/lang/Object;", "Ljava/lang/CharSequence;":
		return true
	}
	return false
}

// concatenates recognises text made from its arguments: StringBuilder
// calls, String.valueOf and concat, Intrinsics.stringPlus, and the
// invoke-custom string concatenation.
func concatenates(c *valCall) bool {
	if c.ref == nil {
		return true // invoke-custom: StringConcatFactory (a lambda is no SQL text)
	}
	switch c.ref.Class + "." + c.ref.Name {
	case "Lkotlin/jvm/internal/Intrinsics;.stringPlus", "Ljava/lang/String;.valueOf", "Ljava/lang/String;.concat",
		"Ljava/lang/String;.toString", "Ljava/lang/Object;.toString":
		return true
	}
	return isBuilder(c.ref.Class) && (c.ref.Name == "toString" || c.ref.Name == "append" || c.ref.Name == "insert")
}

// validated reports whether root r has passed a check allowing kind on
// every way from the entry to instruction at: no way reaches it on which
// every such check failed.
func (mv *methodValidation) validated(r valRoot, at int, kind injKind) (ok, budget bool) {
	relevant := func(c *valCheck) bool {
		return c != nil && c.kinds&(1<<kind) != 0 && slices.Contains(c.roots, r)
	}
	cut := map[[2]int]bool{}
	for _, e := range mv.edges {
		if relevant(e.check) {
			cut[[2]int{e.from, e.to}] = true
		}
	}
	failed := map[int]bool{} // move-results of the checks: false on the ways sought
	for _, c := range mv.checks {
		if relevant(c) && c.idx+1 < len(mv.g.insns) && mv.g.insns[c.idx+1].Op == dex.OpMoveResult {
			failed[c.idx+1] = true
		}
	}
	if len(cut) == 0 && len(failed) == 0 {
		return false, false
	}
	reached, budget := mv.reaches(cut, failed, 0, at)
	if reached && r.kind == 's' {
		// A value made at a site exists only on the ways through it: a
		// way around the site (`if (has) args.name(k) else "inbox"`) gives
		// another value. Asked from the site on, the registers' constants
		// before it are not known, so this can only take fewer ways as
		// validated.
		if from, ok := mv.g.index[r.site]; ok && from != 0 {
			if again, cut2 := mv.reaches(cut, failed, from, at); !again {
				reached, budget = false, cut2
			}
		}
	}
	return !reached, budget
}

// valState is an instruction and what is known of the tracked registers.
type valState struct {
	idx   int
	known uint8
	vals  [valTracked]int64
}

// reaches reports whether instruction at can run, from instruction from, without taking any edge
// of cut, with the checks whose results failed marks all failing. The
// constants of the tracked registers are followed, so that a switch or a
// flag test on a known value takes only its own way. Past the state
// budget it answers yes, and says so.
func (mv *methodValidation) reaches(cut map[[2]int]bool, failed map[int]bool, from, at int) (reached, budget bool) {
	if len(mv.g.insns) == 0 {
		return false, false
	}
	seen := map[valState]bool{{idx: from}: true}
	stack := []valState{{idx: from}}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if s.idx == at {
			return true, false
		}
		if len(seen) > maxValidationStates {
			return true, true
		}
		in := &mv.g.insns[s.idx]
		next := mv.transfer(s, in, failed[s.idx])
		for _, j := range mv.follow(s, in) {
			if cut[[2]int{s.idx, j}] {
				continue
			}
			n := next
			n.idx = j
			if !seen[n] {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return false, false
}

// transfer returns what is known of the tracked registers after in.
func (mv *methodValidation) transfer(s valState, in *dex.Insn, failedCheck bool) valState {
	next := s
	for k, r := range mv.tracked {
		if !writesReg(in, r) {
			continue
		}
		next.known &^= 1 << k
		next.vals[k] = 0
		if in.A != r {
			continue
		}
		set := func(v int64) { next.known |= 1 << k; next.vals[k] = v }
		switch {
		case in.Op >= dex.OpConst4 && in.Op <= dex.OpConstHigh16:
			set(in.Lit)
		case in.Op == dex.OpMoveResult && failedCheck:
			set(0)
		case copyOp(in.Op): // move, move-object, xor-int/lit8
			if j := slices.Index(mv.tracked, in.B); j >= 0 && s.known&(1<<j) != 0 {
				v := s.vals[j]
				if in.Op == 0xdf {
					v ^= in.Lit
				}
				set(v)
			}
		}
	}
	return next
}

// follow returns the successors of instruction s.idx that its tracked
// constants allow.
func (mv *methodValidation) follow(s valState, in *dex.Insn) []int {
	succ := mv.g.succ[s.idx]
	k := slices.Index(mv.tracked, in.A)
	if k < 0 || s.known&(1<<k) == 0 {
		return succ
	}
	val := s.vals[k]
	switch in.Op {
	case dex.OpIfEqz, dex.OpIfEqz + 1:
		target, _, _ := in.Branch()
		jumps := (val == 0) == (in.Op == dex.OpIfEqz)
		want := s.idx + 1
		if jumps {
			j, ok := mv.g.index[target]
			if !ok {
				return succ
			}
			want = j
		}
		return []int{want}
	case dex.OpPackedSwitch, dex.OpSparseSwitch:
		pl := mv.g.payload(in)
		if pl == nil || len(pl.Keys) != len(pl.Targets) {
			return succ
		}
		for n, key := range pl.Keys {
			if int64(key) == val {
				if j, ok := mv.g.index[uint32(int64(in.Addr)+int64(pl.Targets[n]))]; ok {
					return []int{j}
				}
				return succ
			}
		}
		if s.idx+1 < len(mv.g.insns) {
			return []int{s.idx + 1}
		}
		return nil
	}
	return succ
}

// recognize returns the check a call makes, or nil; mv holds the calls
// of m seen so far.
func (vd *validator) recognize(mv *methodValidation, st *regflow.State, c *valCall) *valCheck {
	ref, args := c.ref, c.args
	if ref.Return != "Z" {
		return nil
	}
	var rootsOf func(v regflow.Value, depth int) []valRoot
	rootsOf = func(v regflow.Value, depth int) []valRoot {
		if v.Top {
			return nil
		}
		var out []valRoot
		for _, a := range v.Alts {
			switch a.Kind {
			case regflow.Param:
				if a.Or == 0 {
					out = append(out, valRoot{kind: 'p', site: uint32(a.Int)})
				}
			case regflow.Field:
				if a.Field != nil {
					out = append(out, valRoot{kind: 'f', field: fieldID(a.Field)})
				}
			case regflow.Call, regflow.CallSite, regflow.New:
				out = append(out, valRoot{kind: 's', site: a.Site})
				// x.toString() checked is x's text checked: decompose
				// reads a sink's x.toString() as x (kotlinc's
				// trim(x).toString() before an inlined takeIf).
				if c := mv.calls[a.Site]; a.Kind == regflow.Call && a.Via == nil && depth < 2 && c != nil && textCopy(c) {
					out = append(out, rootsOf(c.args[0], depth+1)...)
				}
			}
		}
		return out
	}
	constStr := func(v regflow.Value) (string, bool) {
		a, ok := v.Single()
		return a.Str, ok && a.Kind == regflow.Str
	}
	notRequest := func(v regflow.Value) bool {
		_, req := vd.f.Value(mv.m, st, v)
		return !req && !v.Top && len(v.Alts) > 0
	}
	check := func(v regflow.Value, kinds valKinds) *valCheck {
		if kinds == 0 {
			return nil
		}
		if rs := rootsOf(v, 0); len(rs) > 0 {
			return &valCheck{roots: rs, kinds: kinds}
		}
		return nil
	}
	name, cls := ref.Name, ref.Class
	switch {
	// Membership in an allow-list that is not itself request data.
	case !c.static && len(args) == 2 && (name == "contains" || name == "containsKey") && collectionClass(cls),
		c.static && len(args) == 2 && name == "contains" &&
			(strings.HasPrefix(cls, "Lkotlin/collections/CollectionsKt") || strings.HasPrefix(cls, "Lkotlin/collections/ArraysKt")):
		if notRequest(args[0]) {
			return check(args[1], allValKinds)
		}
	// Equality with a constant.
	case !c.static && len(args) == 2 && cls == "Ljava/lang/String;" &&
		(name == "equals" || name == "equalsIgnoreCase" || name == "contentEquals"),
		c.static && len(args) == 2 && cls == "Lkotlin/jvm/internal/Intrinsics;" && name == "areEqual",
		c.static && len(args) == 3 && strings.HasPrefix(cls, "Lkotlin/text/StringsKt") && name == "equals":
		if _, ok := constStr(args[1]); ok {
			return check(args[0], allValKinds)
		}
		if _, ok := constStr(args[0]); ok {
			return check(args[1], allValKinds)
		}
	// A whole-value match of a constant regular expression.
	case !c.static && len(args) == 2 && cls == "Ljava/lang/String;" && name == "matches":
		if re, ok := constStr(args[1]); ok {
			return check(args[0], vd.regexKinds(re))
		}
	case c.static && len(args) == 2 && cls == "Ljava/util/regex/Pattern;" && name == "matches":
		if re, ok := constStr(args[0]); ok {
			return check(args[1], vd.regexKinds(re))
		}
	case !c.static && len(args) == 1 && cls == "Ljava/util/regex/Matcher;" && name == "matches":
		// p.matcher(x).matches(): the pattern and the input are those of
		// the call that made the matcher.
		a, ok := args[0].Single()
		if !ok || a.Kind != regflow.Call || a.Via != nil {
			return nil
		}
		mc := mv.calls[a.Site]
		if mc == nil || mc.ref == nil || mc.ref.Class != "Ljava/util/regex/Pattern;" || mc.ref.Name != "matcher" || len(mc.args) != 2 {
			return nil
		}
		if re, ok := vd.patternOf(mv, mc.args[0]); ok {
			return check(mc.args[1], vd.regexKinds(re))
		}
	case !c.static && len(args) == 2 && cls == "Lkotlin/text/Regex;" && name == "matches":
		if re, ok := vd.patternOf(mv, args[0]); ok {
			return check(args[1], vd.regexKinds(re))
		}
	default:
		// An app predicate (`isName(name)`: `name != null &&
		// NAME.matcher(name).matches()`) true only where one of the
		// checks above passed on its parameter.
		if pr := vd.predicateCall(c); pr != nil && pr.param < len(args) {
			return check(args[pr.param], pr.kinds)
		}
	}
	return nil
}

// predicateCall returns, for a call of an app method returning a boolean,
// the parameter it validates wherever it returns true (predicateOf).
func (vd *validator) predicateCall(c *valCall) *valGuard {
	if c.ref.Return != "Z" {
		return nil
	}
	if t := vd.helperOf(c); t != nil {
		return vd.predicateOf(t)
	}
	return nil
}

// predicateOf returns the parameter m validates on every path to each
// place it decides to return true — a nonzero constant loaded into the
// register a return then gives back, or the result of a check returned
// as it is — with the sink kinds every such place admits; nil when there
// is none. Computed once per method; asked again while computed (a
// recursive predicate), it answers none.
func (vd *validator) predicateOf(m *dex.Method) *valGuard {
	if vd.predicates == nil {
		vd.predicates = map[*dex.Method]*valGuard{}
	}
	if g, ok := vd.predicates[m]; ok {
		return g
	}
	vd.predicates[m] = nil
	mv := vd.method(m)
	if mv == nil || len(mv.checks) == 0 {
		return nil
	}
	g := mv.g
	// The places true is decided: a const of a nonzero literal whose
	// register reaches a return unchanged, or a return of a check's
	// move-result (`return NAME.matcher(x).matches()`: the check itself,
	// whatever it validates).
	var trues []int
	for i := range g.insns {
		in := &g.insns[i]
		switch {
		case in.Op >= dex.OpConst4 && in.Op <= dex.OpConst && in.Lit != 0:
			reaches := false
			g.walk([]int{i + 1}, func(x *dex.Insn) bool {
				return x.Op != dex.OpReturn && x.WritesReg(in.A)
			}, func(x *dex.Insn) bool {
				if x.Op == dex.OpReturn && x.A == in.A {
					reaches = true
					return false
				}
				return true
			})
			if i+1 < len(g.insns) && reaches {
				trues = append(trues, i)
			}
		case in.Op == dex.OpReturn && i >= 2 && g.insns[i-1].Op == dex.OpMoveResult && g.insns[i-1].A == in.A:
			if mv.checks[g.insns[i-2].Addr] == nil {
				return nil // returns what another call decided
			}
			trues = append(trues, i)
		}
	}
	if len(trues) == 0 {
		return nil
	}
	pg := paramGuard(m, func(r valRoot, kind injKind) bool {
		for _, at := range trues {
			if g.insns[at].Op == dex.OpReturn {
				c := mv.checks[g.insns[at-2].Addr]
				if c.kinds&(1<<kind) == 0 || !slices.Contains(c.roots, r) {
					return false
				}
				continue
			}
			if ok, _ := mv.validated(r, at, kind); !ok {
				return false
			}
		}
		return true
	})
	vd.predicates[m] = pg
	return pg
}

// collectionClass recognises the collection and map types an allow-list
// is kept in.
func collectionClass(cls string) bool {
	switch cls {
	case "Ljava/util/Set;", "Ljava/util/List;", "Ljava/util/Collection;", "Ljava/util/Map;",
		"Ljava/util/HashSet;", "Ljava/util/LinkedHashSet;", "Ljava/util/TreeSet;", "Ljava/util/ArrayList;",
		"Ljava/util/HashMap;", "Ljava/util/LinkedHashMap;", "Ljava/util/TreeMap;", "Ljava/util/EnumSet;",
		"Ljava/util/SortedSet;", "Ljava/util/NavigableSet;", "Ljava/util/concurrent/ConcurrentHashMap;":
		return true
	}
	return false
}

// patternOf returns the constant regular expression a Pattern or Kotlin
// Regex value was compiled from: here (Pattern.compile, new Regex) or by
// the initializer of the field it was read from.
func (vd *validator) patternOf(mv *methodValidation, v regflow.Value) (string, bool) {
	a, ok := v.Single()
	if !ok {
		return "", false
	}
	switch a.Kind {
	case regflow.Call, regflow.New:
		if a.Via != nil {
			return "", false
		}
		return compiledPattern(mv, a)
	case regflow.Field:
		if a.Field == nil {
			return "", false
		}
		return vd.fieldPattern(a.Field)
	}
	return "", false
}

// compiledPattern returns the constant pattern of Pattern.compile(re) or
// new Regex(re) at site a of mv's method.
func compiledPattern(mv *methodValidation, a regflow.Alt) (string, bool) {
	str := func(v regflow.Value) (string, bool) {
		s, ok := v.Single()
		return s.Str, ok && s.Kind == regflow.Str
	}
	if a.Kind == regflow.Call {
		c := mv.calls[a.Site]
		if c != nil && c.ref != nil && c.ref.Class == "Ljava/util/regex/Pattern;" && c.ref.Name == "compile" && len(c.args) == 1 {
			return str(c.args[0])
		}
		return "", false
	}
	if a.Str != "Lkotlin/text/Regex;" {
		return "", false
	}
	for _, addr := range sortedValCalls(mv.calls) {
		c := mv.calls[addr]
		if c.ref == nil || c.ref.Class != "Lkotlin/text/Regex;" || c.ref.Name != "<init>" || len(c.args) != 2 ||
			c.ref.Params[0] != "Ljava/lang/String;" {
			continue
		}
		if s, ok := c.args[0].Single(); ok && s.Kind == regflow.New && s.Site == a.Site {
			return str(c.args[1])
		}
	}
	return "", false
}

// fieldPattern returns the pattern every store to a field in its class's
// initializers (static or instance) puts there; none when a store is not
// a constant pattern, the patterns differ, or another method stores too.
func (vd *validator) fieldPattern(fr *dex.FieldRef) (string, bool) {
	id := fieldID(fr)
	if re, ok := vd.statics[id]; ok {
		return re, re != ""
	}
	vd.statics[id] = ""
	class := vd.prog.Classes[fr.Class]
	if class == nil {
		return "", false
	}
	pattern, found := "", false
	for _, m := range class.Methods() {
		if m.Ref.Name != "<clinit>" && m.Ref.Name != "<init>" {
			if storesField(m, id) {
				return "", false // set again later: not a constant
			}
			continue
		}
		mv := vd.method(m)
		a, err := vd.prog.Analyze(m)
		if mv == nil || err != nil || a == nil {
			if storesField(m, id) {
				return "", false
			}
			continue
		}
		bad := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op != 0x69 && in.Op != 0x5b { // sput-object, iput-object
				return
			}
			f, err := m.Class.File.Field(in.Index)
			if err != nil || fieldID(f) != id {
				return
			}
			s, ok := st.Reg(in.A).Single()
			var re string
			if ok && s.Via == nil {
				re, ok = compiledPattern(mv, s)
			}
			if !ok || found && re != pattern {
				bad = true
				return
			}
			pattern, found = re, true
		})
		if bad {
			return "", false
		}
	}
	if found {
		vd.statics[id] = pattern
	}
	return pattern, found
}

// regexKinds returns the sinks a value that wholly matches re is safe
// for: a path when no match holds a separator or is "." or "..", SQL
// text and a command line when every character a match can hold is a
// letter, digit, '_' or '.'. Java syntax RE2 does not read (lookaround,
// possessive quantifiers) counts for nothing.
func (vd *validator) regexKinds(re string) valKinds {
	if k, ok := vd.regexes[re]; ok {
		return k
	}
	var k valKinds
	defer func() { vd.regexes[re] = k }()
	tree, err := syntax.Parse(re, syntax.Perl)
	if err != nil {
		return 0
	}
	whole, err := regexp.Compile(`^(?:` + re + `)$`)
	if err != nil {
		return 0
	}
	set, any := regexChars(tree)
	if any {
		return 0
	}
	allows := func(r rune) bool {
		for i := 0; i+1 < len(set); i += 2 {
			if set[i] <= r && r <= set[i+1] {
				return true
			}
		}
		return false
	}
	if !allows('/') && !allows('\\') && !allows(0) && !whole.MatchString(".") && !whole.MatchString("..") {
		k |= 1 << injPath
	}
	ident := true
	for i := 0; i+1 < len(set); i += 2 {
		for r := set[i]; r <= set[i+1] && ident; r++ {
			ident = r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '.')
			if r == unicode.MaxRune {
				break
			}
		}
	}
	if ident {
		k |= 1<<injSQL | 1<<injProcess
	}
	return k
}

// regexChars returns the characters a match of re can hold, as ranges
// (lo, hi pairs); any is true when it can hold any character.
func regexChars(re *syntax.Regexp) (set []rune, any bool) {
	add := func(lo, hi rune) { set = append(set, lo, hi) }
	var walk func(r *syntax.Regexp)
	walk = func(r *syntax.Regexp) {
		switch r.Op {
		case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
			any = true
		case syntax.OpLiteral:
			for _, c := range r.Rune {
				add(c, c)
				if r.Flags&syntax.FoldCase != 0 {
					for f := unicode.SimpleFold(c); f != c; f = unicode.SimpleFold(f) {
						add(f, f)
					}
				}
			}
		case syntax.OpCharClass:
			for i := 0; i+1 < len(r.Rune); i += 2 {
				add(r.Rune[i], r.Rune[i+1])
			}
		}
		for _, s := range r.Sub {
			walk(s)
		}
	}
	walk(re)
	return set, any
}

// storesField reports whether m's code writes the field id.
func storesField(m *dex.Method, id string) bool {
	code, err := m.Code()
	if err != nil || code == nil {
		return false
	}
	found := false
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		if in.Op >= dex.OpIput && in.Op <= dex.OpIputShort || in.Op >= dex.OpSput && in.Op <= dex.OpSputShort {
			if fr, err := m.Class.File.Field(in.Index); err == nil && fieldID(fr) == id {
				found = true
			}
		}
		return !found
	})
	return found
}

// reportCut says in a note where a check that may limit request values
// was not followed to the end: findings there may be false. A question
// given up that no unsafe answer rested on changes no finding, and gets
// no note.
func (vd *validator) reportCut(p *DexPass) {
	for _, m := range vd.Cut {
		if !vd.decisive[m] {
			continue
		}
		p.ReportNote(DexAt{Method: m}, "CETP622 findings in %s may be false: %s", Short(m), vd.cutWhy[m])
	}
}

// ctorValidated reports whether the value read from a final field is
// limited to allowed ones where it is stored: every writer of the field
// is a constructor of its class (a record's canonical constructor, whose
// compact form validates the component before javac's field stores), each
// stores a parameter, and a check on every path to that store limits it,
// in the constructor or at each of its callers (callersValidate). The
// field then holds no value that did not pass, whoever reads it later.
func (vd *validator) ctorValidated(id string, kind injKind, depth int) bool {
	fr := fieldOfID(id)
	if fr == nil || depth >= maxValidationDepth {
		return false
	}
	if vd.fieldAsking[id] {
		// The field's own value stored back (a data class's copy()
		// passing the fields it keeps): it adds nothing the stores
		// being judged do not — provided some other store is judged
		// (the outer question asks that one caller is grounded).
		vd.cycleHits++
		return true
	}
	if vd.fieldAsking == nil {
		vd.fieldAsking = map[string]bool{}
	}
	vd.fieldAsking[id] = true
	defer delete(vd.fieldAsking, id)
	cls := vd.prog.Classes[fr.Class]
	if cls == nil {
		return false
	}
	final := false
	for _, f := range cls.InstanceFields {
		if f.Ref.Name == fr.Name && f.Ref.Type == fr.Type {
			final = f.AccessFlags&dex.AccFinal != 0
		}
	}
	writers := vd.prog.WritersOf(fr)
	if !final || len(writers) == 0 {
		return false
	}
	for _, w := range writers {
		if w.Ref.Name != "<init>" || w.Class.Name != fr.Class {
			return false
		}
		mv := vd.method(w)
		a, err := vd.prog.Analyze(w)
		if mv == nil || err != nil || a == nil {
			return false
		}
		ok, stores := true, 0
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if !ok || in.Op < dex.OpIput || in.Op > dex.OpIputShort {
				return
			}
			if f, err := w.Class.File.Field(in.Index); err != nil || fieldID(f) != id {
				return
			}
			stores++
			at, found := mv.g.index[in.Addr]
			roots, decomposed := mv.decompose(st.Reg(in.A), 0)
			if !found || !decomposed {
				ok = false
				return
			}
			for _, r := range roots {
				if r.kind != 'p' {
					ok = false
					return
				}
				valid, cut := mv.validated(r, at, kind)
				if cut {
					vd.cut(w, fmt.Sprintf("whether a check there limits the request value to allowed ones was not decided within %d path states, the validation analysis's budget", maxValidationStates))
				}
				if !valid && (!vd.callersValidate(w, int(r.site), kind, depth+vd.hop(cls)) || vd.grounded == 0) {
					ok = false
					return
				}
			}
		})
		if !ok || stores == 0 {
			return false
		}
	}
	return true
}

// fieldOfID parses fieldID's form back into a field reference.
func fieldOfID(id string) *dex.FieldRef {
	arrow := strings.Index(id, "->")
	colon := strings.LastIndex(id, ":")
	if arrow < 0 || colon < arrow {
		return nil
	}
	return &dex.FieldRef{Class: id[:arrow], Name: id[arrow+2 : colon], Type: id[colon+1:]}
}

// valGuard says a helper validates its parameter param for kinds before
// it returns normally.
type valGuard struct {
	param int
	kinds valKinds
}

// guardCall returns, for a call of an app helper, the parameter it
// validates on every path to a normal return (guardOf), when there is one.
func (vd *validator) guardCall(c *valCall) *valGuard {
	if t := vd.helperOf(c); t != nil {
		return vd.guardOf(t)
	}
	return nil
}

// helperOf returns the one app method with code a call runs, nil for a
// call of the platform, of a library or of several targets.
func (vd *validator) helperOf(c *valCall) *dex.Method {
	if c.call == nil {
		return nil
	}
	ts := vd.prog.Targets(c.call)
	if len(ts) != 1 || !ts[0].HasCode() || library(ts[0].Class.Name) {
		return nil
	}
	return ts[0]
}

// paramGuard returns the first parameter of m (not "this") that ok says
// is validated for some sink kinds, with those kinds; nil when none is.
func paramGuard(m *dex.Method, ok func(r valRoot, kind injKind) bool) *valGuard {
	n := len(m.Ref.Params)
	if !m.Static() {
		n++
	}
	for k := 0; k < n && k < regflow.MaxTaintParams; k++ {
		if !m.Static() && k == 0 {
			continue
		}
		r := valRoot{kind: 'p', site: uint32(k)}
		var kinds valKinds
		for kind := injSQL; kind <= injURL; kind++ {
			if ok(r, kind) {
				kinds |= 1 << kind
			}
		}
		if kinds != 0 {
			return &valGuard{param: k, kinds: kinds}
		}
	}
	return nil
}

// filteredOptional reports whether the call c in mv unwraps an Optional
// (get, orElseThrow, orElse of a constant) whose chain, followed back
// through map and filter steps made in mv, passed a filter whose
// predicate is membership in an app collection (an allow-list).
func (vd *validator) filteredOptional(mv *methodValidation, c *valCall, depth int) bool {
	if c.ref == nil || c.static || !program.IsOptional(c.ref.Class) || len(c.args) == 0 || depth > 8 {
		return false
	}
	if depth == 0 {
		switch c.ref.Name {
		case "get", "orElseThrow":
		case "orElse":
			if x, ok := c.args[1].Single(); !ok || x.Kind != regflow.Str && x.Kind != regflow.Const {
				return false
			}
		default:
			return false
		}
	} else if c.ref.Name == "filter" && len(c.args) == 2 && vd.membershipPredicate(c.args[1]) {
		return true
	} else if c.ref.Name != "filter" && c.ref.Name != "map" {
		return false
	}
	x, ok := c.args[0].Single()
	if !ok || x.Kind != regflow.Call || x.Via != nil {
		return false
	}
	prev := mv.calls[x.Site]
	return prev != nil && vd.filteredOptional(mv, prev, depth+1)
}

// membershipPredicate reports whether a predicate object (a lambda class
// made here, D8's, for `ALLOWED::containsKey` or `k -> ALLOWED.contains(k)`)
// tests its argument's membership in a collection that holds no request
// value: a static or captured field the request flow never fills.
func (vd *validator) membershipPredicate(pred regflow.Value) bool {
	test, body, k := predicateLambda(vd.prog, pred)
	if test == nil {
		return false
	}
	found := false
	check := func(m *dex.Method, k int) {
		vd.prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			if c.Ref.Name != "contains" && c.Ref.Name != "containsKey" || c.Ref.Return != "Z" || in.IsStaticInvoke() {
				return
			}
			if !collectionClass(c.Ref.Class) && !strings.HasPrefix(c.Ref.Class, "Ljava/util/") {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			if len(args) != 2 {
				return
			}
			if a, single := args[1].Single(); !single || a.Kind != regflow.Param || int(a.Int) != k {
				return
			}
			r, single := args[0].Single()
			if single && r.Kind == regflow.Field && r.Field != nil {
				if _, req := vd.f.fields[fieldID(r.Field)]; !req {
					found = true
				}
			}
		})
	}
	check(test, 1)
	if !found && body != nil {
		check(body, k)
	}
	return found
}

// returnGuardOf returns the sink kinds for which every value m returns is
// validated where it is returned: each return gives a value made only of
// roots a check on every path there limits (and at least one return gives
// such a root). 0 when none; computed once per method, and a recursive
// helper asked again while computed answers 0.
func (vd *validator) returnGuardOf(m *dex.Method) valKinds {
	if vd.returned == nil {
		vd.returned = map[*dex.Method]valKinds{}
	}
	if k, ok := vd.returned[m]; ok {
		return k
	}
	vd.returned[m] = 0
	if m.Ref.Return != "Ljava/lang/String;" && m.Ref.Return != "Ljava/lang/CharSequence;" {
		return 0
	}
	mv := vd.method(m)
	if mv == nil || len(mv.edges) == 0 || len(mv.returns) == 0 {
		return 0
	}
	var kinds valKinds
	for kind := injSQL; kind <= injURL; kind++ {
		ok, some := true, false
		for at, v := range mv.returns {
			roots, decomposed := mv.decompose(v, 0)
			if !decomposed {
				ok = false
				break
			}
			for _, r := range roots {
				if valid, _ := mv.validated(r, at, kind); !valid {
					ok = false
					break
				}
				some = true
			}
			if !ok {
				break
			}
		}
		if ok && some {
			kinds |= 1 << kind
		}
	}
	vd.returned[m] = kinds
	return kinds
}

// guardOf returns the parameter m validates (a regular expression match
// or an allow-list check whose failure throws) on every path to each of
// its returns, with the sink kinds the check admits; nil when none does,
// or m returns on no path. Computed once per method; asked again while
// computed (a recursive helper), it answers none.
func (vd *validator) guardOf(m *dex.Method) *valGuard {
	if vd.guards == nil {
		vd.guards = map[*dex.Method]*valGuard{}
	}
	if g, ok := vd.guards[m]; ok {
		return g
	}
	vd.guards[m] = nil
	mv := vd.method(m)
	if mv == nil || len(mv.edges) == 0 {
		return nil
	}
	var rets []int
	for i := range mv.g.insns {
		if op := mv.g.insns[i].Op; op >= dex.OpReturnVoid && op <= dex.OpReturnObject {
			rets = append(rets, i)
		}
	}
	if len(rets) == 0 {
		return nil
	}
	g := paramGuard(m, func(r valRoot, kind injKind) bool {
		for _, at := range rets {
			if ok, _ := mv.validated(r, at, kind); !ok {
				return false
			}
		}
		return true
	})
	vd.guards[m] = g
	return g
}
