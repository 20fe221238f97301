package regflow

import "github.com/clawseed/cetpaudit/internal/dex"

// A boolean helper around an SDK check (`fun atLeastM() = SDK_INT >= 23`,
// `isAtLeast(api)`, BuildCompat.isAtLeastX) tells its caller the same as
// the comparison it wraps: its summary returns an SDKTest alternative
// carrying the SDK ranges of its true and false results, and a branch on
// that value narrows the caller's SDK range like a direct comparison.

// sdkRange is a closed range of SDK_INT; empty when lo > hi.
type sdkRange [2]int

var fullSDK = sdkRange{sdkMin, sdkMax}

// SDKMax is the highest SDK_INT the analysis reasons about.
const SDKMax = sdkMax

// SDKTestAlt returns the SDKTest alternative of a boolean that is nonzero
// only where SDK_INT lies in t and zero only where it lies in f.
func SDKTestAlt(t, f [2]int) Alt {
	pack := func(x int) int64 { return int64(min(max(x, sdkMin), sdkMax)) }
	return Alt{Kind: SDKTest, Int: pack(t[0]) | pack(t[1])<<16 | pack(f[0])<<32 | pack(f[1])<<48}
}

// SDKRanges returns the ranges of SDK_INT where an SDKTest alternative is
// nonzero (t) and zero (f).
func (a Alt) SDKRanges() (t, f [2]int) {
	get := func(shift uint) int { return int(a.Int >> shift & 0xffff) }
	return [2]int{get(0), get(16)}, [2]int{get(32), get(48)}
}

// SDKAtLeast is the SDKTest of `SDK_INT >= k`.
func SDKAtLeast(k int) Alt { return SDKTestAlt([2]int{k, sdkMax}, [2]int{sdkMin, k - 1}) }

// negateSDKTest is `!v` (Kotlin's `xor 1`) when every alternative of v is
// an SDKTest; ok is false otherwise.
func negateSDKTest(v Value) (Value, bool) {
	if !v.Exact() {
		return Value{}, false
	}
	out := Value{Taint: v.Taint}
	for _, a := range v.Alts {
		if a.Kind != SDKTest {
			return Value{}, false
		}
		t, f := a.SDKRanges()
		out.Alts = append(out.Alts, SDKTestAlt(f, t))
	}
	return out, true
}

// refineSDKTest narrows the SDK range on one edge of a comparison of an
// SDKTest value with 0 or 1 (rel: 0 eq, 1 ne, on the taken edge); ok is
// false when the operands are not such a comparison.
func refineSDKTest(st *State, lhs, rhs Value, rel byte) bool {
	l, ok := lhs.Single()
	if !ok || l.Kind != SDKTest {
		l, ok = rhs.Single()
		if !ok || l.Kind != SDKTest {
			return false
		}
		rhs = lhs
	}
	c, ok := rhs.Single()
	if !ok || c.Kind != Const || (c.Int != 0 && c.Int != 1) || rel > 1 {
		return true // an SDKTest compared otherwise: nothing to narrow
	}
	nonzero := (rel == 0) == (c.Int == 1)
	t, f := l.SDKRanges()
	r := f
	if nonzero {
		r = t
	}
	lo, hi := max(st.SDKLo, r[0]), min(st.SDKHi, r[1])
	if lo <= hi {
		st.SDKLo, st.SDKHi = lo, hi
	}
	return true
}

// sdkCond gathers, over a method's boolean returns, the hull of the SDK
// ranges on which it returns nonzero and zero.
type sdkCond struct {
	t, f sdkRange
	tok  bool
	fok  bool
	bad  bool
}

func hull(a sdkRange, ok bool, b sdkRange) sdkRange {
	if !ok {
		return b
	}
	return sdkRange{min(a[0], b[0]), max(a[1], b[1])}
}

func (c *sdkCond) add(st *State, v Value) {
	if !v.Exact() {
		c.bad = true
		return
	}
	here := sdkRange{st.SDKLo, st.SDKHi}
	for _, a := range v.Alts {
		switch a.Kind {
		case Const:
			if a.Int != 0 {
				c.t, c.tok = hull(c.t, c.tok, here), true
			} else {
				c.f, c.fok = hull(c.f, c.fok, here), true
			}
		case SDKTest:
			t, f := a.SDKRanges()
			if r := (sdkRange{max(t[0], here[0]), min(t[1], here[1])}); r[0] <= r[1] {
				c.t, c.tok = hull(c.t, c.tok, r), true
			}
			if r := (sdkRange{max(f[0], here[0]), min(f[1], here[1])}); r[0] <= r[1] {
				c.f, c.fok = hull(c.f, c.fok, r), true
			}
		default:
			c.bad = true
		}
	}
}

// SDKCondition reports whether the method's result (an int or boolean) is
// a test of Build.VERSION.SDK_INT: every return gives a constant or an
// SDKTest, and the SDK ranges where it returns nonzero and where it
// returns zero say something. The answer is an SDKTest alternative.
//
// A join loses which constant came with which range (`SDK_INT >= 23`
// compiles to `const 1` and `const 0` on two edges into one `return`), so
// a returning block reached by plain edges is replayed once per incoming
// edge, with that edge's own state.
//
// The answer is kept with the result: a summary is made again from the
// same analysis in each round of a recursive cycle.
func (r *Result) SDKCondition() (Alt, bool) {
	if r.sdkCond == nil {
		a, ok := r.sdkCondition()
		r.sdkCond = &sdkAnswer{a, ok}
	}
	return r.sdkCond.alt, r.sdkCond.ok
}

// sdkAnswer is SDKCondition's answer.
type sdkAnswer struct {
	alt Alt
	ok  bool
}

func (r *Result) sdkCondition() (Alt, bool) {
	if !r.Returns.Exact() {
		return Alt{}, false
	}
	for _, a := range r.Returns.Alts {
		if a.Kind != Const && a.Kind != SDKTest {
			return Alt{}, false
		}
	}
	if !r.mayReadSDK() {
		return Alt{}, false
	}
	preds := make([][]int, len(r.blocks))
	handler := make([]bool, len(r.blocks))
	for b := range r.blocks {
		for _, s := range r.blocks[b].succ {
			preds[s] = append(preds[s], b)
		}
		for _, h := range r.blocks[b].handlers {
			handler[h] = true
		}
	}
	var c sdkCond
	// upTo steps st through block b, but for its last instruction, and
	// adds the returned value.
	upTo := func(b int, st *State) {
		blk := &r.blocks[b]
		for i := blk.start; i < blk.end-1; i++ {
			r.step(st, &r.Insns[i], nil)
		}
		c.add(st, st.Reg(r.Insns[blk.end-1].A))
	}
	for b := range r.blocks {
		blk := &r.blocks[b]
		if blk.in == nil || r.Insns[blk.end-1].Op != dex.OpReturn {
			continue
		}
		if b == 0 || handler[b] || len(preds[b]) == 0 {
			upTo(b, blk.in.clone())
			continue
		}
		for _, p := range preds[b] {
			pb := &r.blocks[p]
			if pb.in == nil {
				continue
			}
			st := pb.in.clone()
			for i := pb.start; i < pb.end; i++ {
				r.step(st, &r.Insns[i], nil)
			}
			last := &r.Insns[pb.end-1]
			if _, cond, ok := last.Branch(); ok && cond {
				taken := r.Insns[blk.start].Addr == uint32(int64(last.Addr)+last.Lit)
				fall := pb.end == blk.start
				if taken != fall {
					refineSDK(st, last, taken)
				}
			}
			upTo(b, st)
		}
		if c.bad {
			return Alt{}, false
		}
	}
	if c.bad || !c.tok || !c.fok || c.t == fullSDK && c.f == fullSDK {
		return Alt{}, false
	}
	return SDKTestAlt(c.t, c.f), true
}

// mayReadSDK reports whether the method has an instruction through which
// SDK_INT or an SDK test can enter its registers: a call (a helper's
// summary, the Env's model) or a field read. Without one, every path has
// the whole SDK range, so no return can tell one range from another and
// the per-edge replay of SDKCondition is skipped: constants and
// parameters (bound to constants or not) alone never make an SDK test.
func (r *Result) mayReadSDK() bool {
	for _, v := range r.entry {
		if v.Has(func(a Alt) bool { return a.Kind != Const }) || v.Top {
			return true // a bound argument that is more than a constant
		}
	}
	for i := range r.Insns {
		op := r.Insns[i].Op
		if r.Insns[i].IsInvoke() || op == dex.OpInvokeCustom || op == dex.OpInvokeCustomR ||
			op >= dex.OpIget && op <= dex.OpIgetShort || op >= dex.OpSget && op <= dex.OpSgetShort {
			return true
		}
	}
	return false
}
