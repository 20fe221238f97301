package regflow

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// Env gives calls and static fields their meaning.
type Env interface {
	// Field returns what a read of field f (static or not) gives, when the
	// Env knows more than "the value of f": a static final constant, or the
	// facts of every value stored into the field.
	Field(f *dex.FieldRef, static bool) (Value, bool)
	// Invoke returns the result of a call (Unknown when it knows nothing)
	// and may record facts in st. args holds one value per argument, the
	// receiver first for instance calls.
	Invoke(st *State, in *dex.Insn, ref *dex.MethodRef, args []Value) Value
}

// BranchEnv is an Env that decides some conditional branches itself, in a
// bound analysis: the analysis of a method as it runs once a branch went
// one way (CETP614's "the flag is set" edge).
type BranchEnv interface {
	Branch(in *dex.Insn) (taken, ok bool)
}

// TypeEnv is an Env that knows the class hierarchy: in a bound analysis an
// instance-of of a value whose classes it can place gives a constant, so
// that the branch testing it is decided (kotlinc's `when (step) { is
// Proceed -> … }` over a value a flag chose).
type TypeEnv interface {
	// InstanceOf reports whether every object v may hold is an instance
	// of class (is), when the same answer holds for all of them (ok).
	InstanceOf(v Value, class string) (is, ok bool)
}

// ObjectEnv is an Env that may know what a field holds in one object: a
// builder's build() analysed as one caller's chain of setters left its
// own object (the receiver a parameter), where Field gives the union of
// every object's stores. An iget asks FieldOf first, with its object. A
// bound analysis with an ObjectEnv also decides a null test of an object
// it knows was made: the Env must then give object fields' reads their
// default null wherever a store may not have run.
type ObjectEnv interface {
	FieldOf(f *dex.FieldRef, obj Value) (Value, bool)
}

// Result is the analysis of one method.
type Result struct {
	Method *dex.Method
	Code   *dex.Code
	Insns  []dex.Insn
	// Returns is the merge of every returned value.
	Returns Value
	// Incomplete is set when the fixpoint did not converge within the
	// iteration budget: values may then miss alternatives.
	Incomplete bool

	env    Env
	entry  []Value // bound arguments (AnalyzeBound); undefined: a parameter
	blocks []block
	index  []int32 // address -> instruction index, -1 inside an instruction

	sdkCond *sdkAnswer // SDKCondition's answer, once asked
}

type block struct {
	start, end int // instruction indexes, end exclusive
	succ       []int
	handlers   []int // blocks of the handlers covering the block
	in         *State
}

// DefaultWorkBudget is the default "dataflow work per method" budget:
// registers times basic blocks. Real methods stay orders of magnitude
// below it (a few hundred registers, a few thousand blocks at most); a
// crafted method with 65,535 registers and hundreds of branches would
// otherwise cost gigabytes.
const DefaultWorkBudget = 1 << 24

// ErrorKind tells why a method was not analyzed.
type ErrorKind uint8

// Error kinds.
const (
	// Rejected: the dex verifier would reject the method (a branch or
	// switch target outside the code or inside an instruction, an unused
	// opcode, a truncated instruction, a payload of the wrong kind).
	Rejected ErrorKind = iota + 1
	// OverBudget: registers × blocks exceed the work budget.
	OverBudget
)

// Error says why a method was not analyzed.
type Error struct {
	Kind   ErrorKind
	Method string
	Msg    string
}

func (e *Error) Error() string {
	if e.Kind == OverBudget {
		return e.Method + ": " + e.Msg
	}
	return e.Method + ": the dex verifier would reject this method: " + e.Msg
}

// Analyze runs the register analysis of m over its code within the
// default work budget.
func Analyze(m *dex.Method, code *dex.Code, env Env) (*Result, error) {
	return AnalyzeBudget(m, code, env, DefaultWorkBudget)
}

// AnalyzeBudget runs the register analysis of m over its code. A method
// whose registers × blocks exceed budget is not analyzed: the error (an
// *Error of kind OverBudget) names the method and the budget.
func AnalyzeBudget(m *dex.Method, code *dex.Code, env Env, budget int) (*Result, error) {
	return analyze(&Result{Method: m, Code: code, env: env}, budget)
}

// AnalyzeBound analyzes m as one call site runs it: argument k starts as
// args[k] where that is defined (a constant the caller passes), as a
// parameter otherwise, and a conditional branch whose operands are both
// single constants follows only the edge it takes. This is how a helper
// such as `m ? FLAG_MUTABLE : FLAG_IMMUTABLE`, or Kotlin's `f$default`
// with its constant mask, is decided per call.
func AnalyzeBound(m *dex.Method, code *dex.Code, env Env, budget int, args []Value) (*Result, error) {
	return analyze(&Result{Method: m, Code: code, env: env, entry: args}, budget)
}

func analyze(r *Result, budget int) (*Result, error) {
	m, code := r.Method, r.Code
	r.index = make([]int32, len(code.Insns))
	for i := range r.index {
		r.index[i] = -1
	}
	err := dex.Walk(code.Insns, func(in *dex.Insn) bool {
		r.index[in.Addr] = int32(len(r.Insns))
		r.Insns = append(r.Insns, *in)
		return true
	})
	if err != nil {
		return nil, &Error{Kind: Rejected, Method: m.String(), Msg: err.Error()}
	}
	if err := r.buildBlocks(); err != nil {
		return nil, &Error{Kind: Rejected, Method: m.String(), Msg: err.Error()}
	}
	if len(r.blocks) == 0 {
		return r, nil
	}
	if work := int64(code.Registers) * int64(len(r.blocks)); work > int64(budget) {
		return nil, &Error{Kind: OverBudget, Method: m.String(), Msg: fmt.Sprintf(
			"%d registers × %d blocks exceed the dataflow work per method budget (%d)", code.Registers, len(r.blocks), budget)}
	}
	r.blocks[0].in = r.entryState()
	r.solve()
	return r, nil
}

func (r *Result) at(addr uint32) (int, error) {
	if uint64(addr) >= uint64(len(r.index)) || r.index[addr] < 0 {
		return 0, fmt.Errorf("branch to %#x is not an instruction boundary", addr)
	}
	return int(r.index[addr]), nil
}

func (r *Result) buildBlocks() error {
	n := len(r.Insns)
	if n == 0 {
		return nil
	}
	leader := make([]bool, n+1)
	leader[0] = true
	mark := func(addr uint32) error {
		i, err := r.at(addr)
		if err == nil {
			leader[i] = true
		}
		return err
	}
	for i := range r.Insns {
		in := &r.Insns[i]
		if t, _, ok := in.Branch(); ok {
			if err := mark(t); err != nil {
				return err
			}
			leader[i+1] = true
		}
		switch in.Op {
		case dex.OpFillArrayData:
			if _, err := r.payload(in); err != nil {
				return err
			}
		case dex.OpPackedSwitch, dex.OpSparseSwitch:
			p, err := r.payload(in)
			if err != nil {
				return err
			}
			for _, t := range p.Targets {
				if err := mark(uint32(int64(in.Addr) + int64(t))); err != nil {
					return err
				}
			}
			leader[i+1] = true
		}
		if !in.FallsThrough() {
			leader[i+1] = true
		}
	}
	for _, t := range r.Code.Tries {
		for _, h := range t.Handlers {
			if err := mark(h.Addr); err != nil {
				return err
			}
		}
		// Split at try boundaries so each block is wholly in or out.
		if i, err := r.at(t.Start); err == nil {
			leader[i] = true
		}
		if int(t.End) < len(r.index) {
			if i, err := r.at(t.End); err == nil {
				leader[i] = true
			}
		}
	}
	blockOf := make([]int, n)
	for i := 0; i < n; {
		j := i + 1
		for j < n && !leader[j] {
			j++
		}
		for k := i; k < j; k++ {
			blockOf[k] = len(r.blocks)
		}
		r.blocks = append(r.blocks, block{start: i, end: j})
		i = j
	}
	for b := range r.blocks {
		blk := &r.blocks[b]
		last := &r.Insns[blk.end-1]
		add := func(i int) {
			s := blockOf[i]
			for _, x := range blk.succ {
				if x == s {
					return
				}
			}
			blk.succ = append(blk.succ, s)
		}
		if t, _, ok := last.Branch(); ok {
			i, _ := r.at(t)
			add(i)
		}
		if last.Op == dex.OpPackedSwitch || last.Op == dex.OpSparseSwitch {
			p, _ := r.payload(last)
			for _, t := range p.Targets {
				i, _ := r.at(uint32(int64(last.Addr) + int64(t)))
				add(i)
			}
		}
		if last.FallsThrough() && blk.end < n {
			add(blk.end)
		}
		addr := r.Insns[blk.start].Addr
		for _, t := range r.Code.Tries {
			if addr >= t.Start && addr < t.End {
				for _, h := range t.Handlers {
					i, _ := r.at(h.Addr)
					blk.handlers = append(blk.handlers, blockOf[i])
				}
			}
		}
	}
	return nil
}

func (r *Result) payload(in *dex.Insn) (*dex.Payload, error) {
	i, err := r.at(uint32(int64(in.Addr) + in.Lit))
	if err != nil {
		return nil, err
	}
	p := r.Insns[i].Payload
	if p == nil || (in.Op == dex.OpFillArrayData) != (p.Ident == 0x0300) {
		return nil, fmt.Errorf("instruction at %#x points at %#x, which is not its payload", in.Addr, r.Insns[i].Addr)
	}
	return p, nil
}

// entryState places the arguments in the last Ins registers.
func (r *Result) entryState() *State {
	st := newState(int(r.Code.Registers))
	reg := uint32(r.Code.Registers - r.Code.Ins)
	arg := int64(0)
	param := func(k int64) Value {
		if k < int64(len(r.entry)) && !r.entry[k].IsUndefined() {
			v := r.entry[k]
			v.Taint |= TaintParam(k)
			return v
		}
		return Value{Alts: []Alt{{Kind: Param, Int: k}}, Taint: TaintParam(k)}
	}
	if !r.Method.Static() {
		st.set(reg, param(0))
		reg++
		arg++
	}
	for _, p := range r.Method.Ref.Params {
		st.set(reg, param(arg))
		if dex.TypeWords(p) == 2 {
			st.set(reg+1, Unknown)
		}
		reg += uint32(dex.TypeWords(p))
		arg++
	}
	return st
}

// maxVisitsPerBlock bounds the fixpoint; values are bounded sets so it
// converges far sooner on real code.
const maxVisitsPerBlock = 24

func (r *Result) solve() {
	work := []int{0}
	queued := make([]bool, len(r.blocks))
	queued[0] = true
	budget := maxVisitsPerBlock*len(r.blocks) + 64
	st := new(State) // the working state, loaded with each block's entry
	for len(work) > 0 {
		if budget--; budget < 0 {
			r.Incomplete = true
			return
		}
		b := work[len(work)-1]
		work = work[:len(work)-1]
		queued[b] = false
		blk := &r.blocks[b]
		st.load(blk.in)
		// push joins out into block s's entry state; fresh says that out
		// is a clone no one else will use, which a block seen for the
		// first time may take as it is.
		push := func(s int, out *State, fresh bool) {
			dst := &r.blocks[s]
			changed := false
			if dst.in == nil && fresh {
				dst.in = out
				changed = true
			} else if dst.in == nil {
				dst.in = out.clone()
				changed = true
			} else {
				changed = dst.in.join(out)
			}
			if changed && !queued[s] {
				queued[s] = true
				work = append(work, s)
			}
		}
		for i := blk.start; i < blk.end; i++ {
			in := &r.Insns[i]
			if len(blk.handlers) > 0 && mayThrow(in) {
				for _, h := range blk.handlers {
					push(h, st, false)
				}
			}
			r.step(st, in, nil)
		}
		last := &r.Insns[blk.end-1]
		decided, dok := r.decided(st, last)
		caseAddr, sok := r.decidedCase(st, last, blk.end)
		for _, s := range blk.succ {
			out, fresh := st, false
			if sok && r.Insns[r.blocks[s].start].Addr != caseAddr {
				continue // a bound analysis: the constant selects another case
			}
			if _, cond, ok := last.Branch(); ok && cond {
				taken := r.Insns[r.blocks[s].start].Addr == uint32(int64(last.Addr)+last.Lit)
				fall := blk.end < len(r.Insns) && r.blocks[s].start == blk.end
				if dok && taken != fall && taken != decided {
					continue // a bound analysis: the constant condition never takes this edge
				}
				if taken != fall { // a branch to the next instruction refines nothing
					out, fresh = st.clone(), true
					refineSDK(out, last, taken)
					refineLen(out, last, taken)
				}
			}
			push(s, out, fresh)
		}
	}
}

// decided reports, in a bound analysis (AnalyzeBound) only, whether the
// conditional branch in is taken when both its operands are single
// constants; ok is false otherwise.
func (r *Result) decided(st *State, in *dex.Insn) (taken, ok bool) {
	if r.entry == nil || in.Op < dex.OpIfEq || in.Op > dex.OpIfLez {
		return false, false
	}
	if be, ok := r.env.(BranchEnv); ok {
		if taken, ok := be.Branch(in); ok {
			return taken, true
		}
	}
	a, aok := st.Reg(in.A).Single()
	op := in.Op
	var b Alt
	bok := true
	if op >= dex.OpIfEqz {
		b = Alt{Kind: Const}
		op -= dex.OpIfEqz - dex.OpIfEq
	} else {
		b, bok = st.Reg(in.B).Single()
	}
	if _, objects := r.env.(ObjectEnv); objects && (in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1) && nonNull(st.Reg(in.A)) {
		// An object made, or a constant string or class: never null. Only
		// where the Env answers for an object's fields, which then give
		// null where no store ran (a field's union of stores elsewhere
		// leaves its default out).
		return in.Op == dex.OpIfEqz+1, true
	}
	if aok && a.Kind == Class && (in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1) && r.boundClass(a) {
		// A class constant a caller passed (a helper's `target?.let {
		// Intent(ctx, it) } ?: …` given Activity.class): never null.
		return in.Op == dex.OpIfEqz+1, true
	}
	if !aok || !bok || a.Kind != Const || b.Kind != Const {
		return false, false
	}
	x, y := a.Int, b.Int
	switch op - dex.OpIfEq { // eq, ne, lt, ge, gt, le
	case 0:
		return x == y, true
	case 1:
		return x != y, true
	case 2:
		return x < y, true
	case 3:
		return x >= y, true
	case 4:
		return x > y, true
	}
	return x <= y, true
}

// nonNull reports whether every alternative of v is an object that
// exists: made by new-instance or new-array, or a constant string or
// class.
func nonNull(v Value) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	for _, a := range v.Alts {
		switch a.Kind {
		case Str, Class, New, Array:
		default:
			return false
		}
	}
	return true
}

// decidedCase reports, in a bound analysis only, the address a packed- or
// sparse-switch goes to when its operand is a single constant: the
// matching case, or the instruction after the switch (end, the index of
// the next instruction) when no case matches. A helper's string switch
// (javac and kotlinc switch on hashCode(), then on the index the equals
// tests chose) is so decided per call once the string is bound.
func (r *Result) decidedCase(st *State, in *dex.Insn, end int) (uint32, bool) {
	if r.entry == nil || (in.Op != dex.OpPackedSwitch && in.Op != dex.OpSparseSwitch) || end >= len(r.Insns) {
		return 0, false
	}
	a, ok := st.Reg(in.A).Single()
	if !ok || a.Kind != Const {
		return 0, false
	}
	p, err := r.payload(in)
	if err != nil {
		return 0, false
	}
	for k, key := range p.Keys {
		if int64(key) == a.Int && k < len(p.Targets) {
			return uint32(int64(in.Addr) + int64(p.Targets[k])), true
		}
	}
	return r.Insns[end].Addr, true
}

// Replay calls fn for every reachable instruction with the state before it.
// fn must not keep st.
func (r *Result) Replay(fn func(in *dex.Insn, st *State)) {
	st := new(State)
	for b := range r.blocks {
		blk := &r.blocks[b]
		if blk.in == nil {
			continue
		}
		st.load(blk.in)
		for i := blk.start; i < blk.end; i++ {
			r.step(st, &r.Insns[i], fn)
		}
	}
}

func mayThrow(in *dex.Insn) bool {
	switch {
	case in.Op <= dex.OpMoveResultObject, in.Op >= dex.OpReturnVoid && in.Op <= dex.OpConstClass,
		in.Op >= dex.OpGoto && in.Op <= dex.OpIfLez, in.Fmt == dex.FmtPayload:
		return false
	}
	return true
}

// sdkField reports whether v is Build.VERSION.SDK_INT.
func sdkField(v Value) bool {
	a, ok := v.Single()
	return ok && a.Kind == Field && a.Field.Class == "Landroid/os/Build$VERSION;" && a.Field.Name == "SDK_INT"
}

// b2u is 1 for true: it flips eq and ne (rel 0 and 1) on the edge not
// taken.
func b2u(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// refineSDK narrows the SDK range on one edge of a comparison of SDK_INT
// with a constant.
func refineSDK(st *State, in *dex.Insn, taken bool) {
	var lhs, rhs Value
	op := in.Op
	if op >= dex.OpIfEqz {
		lhs, rhs = st.Reg(in.A), One(Alt{Kind: Const})
		op -= dex.OpIfEqz - dex.OpIfEq
	} else {
		lhs, rhs = st.Reg(in.A), st.Reg(in.B)
	}
	if refineSDKTest(st, lhs, rhs, byte(op-dex.OpIfEq)^b2u(!taken)) {
		return
	}
	swap := false
	if !sdkField(lhs) {
		if !sdkField(rhs) {
			return
		}
		lhs, rhs, swap = rhs, lhs, true
	}
	c, ok := rhs.Single()
	if !ok || c.Kind != Const {
		return
	}
	k := int(c.Int)
	// Normalise to "SDK rel k" on the taken edge.
	rel := op - dex.OpIfEq // 0 eq, 1 ne, 2 lt, 3 ge, 4 gt, 5 le
	if swap {
		rel = [...]byte{0, 1, 4, 5, 2, 3}[rel]
	}
	if !taken {
		rel = [...]byte{1, 0, 3, 2, 5, 4}[rel]
	}
	lo, hi := st.SDKLo, st.SDKHi
	switch rel {
	case 0:
		lo, hi = max(lo, k), min(hi, k)
	case 2:
		hi = min(hi, k-1)
	case 3:
		lo = max(lo, k)
	case 4:
		lo = max(lo, k+1)
	case 5:
		hi = min(hi, k)
	}
	if lo <= hi {
		st.SDKLo, st.SDKHi = lo, hi
	}
}

// LenAtMostOneSite is the mark site saying that the array at site has at
// most one element on every path here: a branch compared its length with
// a constant (`if (pkgs.length != 1) return deny`).
func LenAtMostOneSite(site uint32) uint32 { return site ^ 1<<29 }

// refineLen marks, on one edge of a comparison of an array's length with a
// constant, the array as holding at most one element when the edge
// implies it.
func refineLen(st *State, in *dex.Insn, taken bool) {
	var lhs, rhs Value
	op := in.Op
	if op >= dex.OpIfEqz {
		lhs, rhs = st.Reg(in.A), One(Alt{Kind: Const})
		op -= dex.OpIfEqz - dex.OpIfEq
	} else {
		lhs, rhs = st.Reg(in.A), st.Reg(in.B)
	}
	rel := op - dex.OpIfEq // 0 eq, 1 ne, 2 lt, 3 ge, 4 gt, 5 le
	if !allLen(lhs) {
		if !allLen(rhs) {
			return
		}
		lhs, rhs = rhs, lhs
		rel = [...]byte{0, 1, 4, 5, 2, 3}[rel]
	}
	c, ok := rhs.Single()
	if !ok || c.Kind != Const {
		return
	}
	if !taken {
		rel = [...]byte{1, 0, 3, 2, 5, 4}[rel]
	}
	k := c.Int
	atMostOne := rel == 0 && k <= 1 || rel == 5 && k <= 1 || rel == 2 && k <= 2
	if !atMostOne {
		return
	}
	// The length of whichever array the register holds: every one of
	// them (`pkgs ?: emptyArray()` merges the platform's array with an
	// empty one before the length is read) holds at most one element here.
	for _, l := range lhs.Alts {
		if s, ok := site(*l.Of); ok {
			st.Mark(LenAtMostOneSite(s))
		} else if l.Of.Kind == Call {
			st.Mark(LenAtMostOneSite(l.Of.Site))
		}
	}
}

// allLen reports whether v is an array's length in every alternative.
func allLen(v Value) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	for _, a := range v.Alts {
		if a.Kind != Len || a.Of == nil {
			return false
		}
	}
	return true
}

// Reaches reports whether the instruction at to can run after the one at
// from: later in from's basic block, or in a block reachable from it
// through branches, fall-throughs and exception handlers (a loop back to
// from's own block counts).
func (r *Result) Reaches(from, to uint32) bool {
	i, err := r.at(from)
	if err != nil {
		return false
	}
	j, err := r.at(to)
	if err != nil {
		return false
	}
	blockOf := func(k int) int {
		for b := range r.blocks {
			if k >= r.blocks[b].start && k < r.blocks[b].end {
				return b
			}
		}
		return -1
	}
	bi, bj := blockOf(i), blockOf(j)
	if bi < 0 || bj < 0 {
		return false
	}
	if bi == bj && j > i {
		return true
	}
	seen := make([]bool, len(r.blocks))
	work := []int{bi}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range append(r.blocks[b].succ[:len(r.blocks[b].succ):len(r.blocks[b].succ)], r.blocks[b].handlers...) {
			if s == bj {
				return true
			}
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return false
}

// boundClass reports whether a, a class constant, is what the bound
// analysis was given for one of the parameters.
func (r *Result) boundClass(a Alt) bool {
	for _, v := range r.entry {
		if x, ok := v.Single(); ok && x.Kind == Class && x.Str == a.Str {
			return true
		}
	}
	return false
}
