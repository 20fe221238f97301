package regflow

import "slices"

// SDK bounds: the range of Build.VERSION.SDK_INT known on a path.
const (
	sdkMin = 0
	sdkMax = 1 << 14
	// SDKImmutable is the release that introduced FLAG_IMMUTABLE (M).
	SDKImmutable = 23
)

// Registers are kept in chunks shared between states until one of them
// writes: a branch copies a pointer per chunk, not every register, so a
// method with thousands of registers costs memory in proportion to the
// registers it actually changes on each path.
const (
	chunkBits = 4
	chunkSize = 1 << chunkBits
)

type chunk [chunkSize]Value

// State is the abstract machine state before one instruction.
type State struct {
	regs  []*chunk
	own   []bool // own[i]: regs[i] is this state's alone and may be written
	nregs int
	// result is the pending invoke or filled-new-array result.
	result Value
	// resultUsed: the invoke being evaluated is followed by a move-result.
	resultUsed bool
	// SDKLo and SDKHi bound Build.VERSION.SDK_INT on every path here.
	SDKLo, SDKHi int
	// Flags are Env-defined bits set on some path ("may").
	Flags uint32
	marks []uint32 // allocation sites marked on every path ("must")
	taint []siteTaint
	// spare holds chunks a working state (load) owned alone before it
	// was loaded again: set copies into them instead of allocating. A
	// clone has none.
	spare []*chunk
}

// emptyChunk is shared by every fresh state: registers start undefined.
var emptyChunk = &chunk{}

func newState(n int) *State {
	nc := (n + chunkSize - 1) >> chunkBits
	s := &State{regs: make([]*chunk, nc), own: make([]bool, nc), nregs: n, SDKLo: sdkMin, SDKHi: sdkMax}
	for i := range s.regs {
		s.regs[i] = emptyChunk
	}
	return s
}

// clone returns a copy that shares every register chunk with s; whichever
// state writes a shared chunk first copies it.
func (s *State) clone() *State {
	c := *s
	c.spare = nil
	c.regs = slices.Clone(s.regs)
	c.own = make([]bool, len(s.own))
	clear(s.own)
	c.marks = slices.Clone(s.marks)
	c.taint = slices.Clone(s.taint)
	return &c
}

// load makes s what in.clone() would return, in s's memory: an analysis
// keeps one working state and loads each block's entry state into it, so
// that a visit allocates no state, and the chunks s wrote on the last
// visit that no other state took (owned alone) are written again instead
// of new ones. marks and taint are shared, not copied: every change to
// them makes a new slice (Mark, AddObjTaint, join).
func (s *State) load(in *State) {
	spare := s.spare
	for i, c := range s.regs {
		if s.own[i] {
			spare = append(spare, c)
		}
	}
	regs, own := s.regs, s.own
	*s = *in
	s.spare = spare
	s.regs = append(regs[:0], in.regs...)
	if cap(own) < len(in.own) {
		own = make([]bool, len(in.own))
	}
	s.own = own[:len(in.own)]
	clear(s.own)
	clear(in.own)
}

// Reg returns register n's value; Unknown when n is out of range.
func (s *State) Reg(n uint32) Value {
	if int(n) >= s.nregs {
		return Unknown
	}
	return s.regs[n>>chunkBits][n&(chunkSize-1)]
}

func (s *State) set(n uint32, v Value) {
	if int(n) >= s.nregs {
		return
	}
	i := n >> chunkBits
	if !s.own[i] {
		if k := len(s.spare) - 1; k >= 0 {
			c := s.spare[k]
			s.spare = s.spare[:k]
			*c = *s.regs[i]
			s.regs[i] = c
		} else {
			c := *s.regs[i]
			s.regs[i] = &c
		}
		s.own[i] = true
	}
	s.regs[i][n&(chunkSize-1)] = v
}

func (s *State) setWide(n uint32, v Value) {
	s.set(n, v)
	s.set(n+1, Unknown)
}

// ResultUsed reports, while Env.Invoke runs, whether the call's result is
// read (a move-result follows): an Env may skip work for results no one
// reads.
func (s *State) ResultUsed() bool { return s.resultUsed }

// BelowImmutable reports whether every path here has SDK_INT < 23.
func (s *State) BelowImmutable() bool { return s.SDKHi < SDKImmutable }

// Mark records that an allocation site had something done to it (for
// example an Intent made explicit). Marks survive a join only when every
// incoming path has them.
func (s *State) Mark(site uint32) {
	if !slices.Contains(s.marks, site) {
		s.marks = append(slices.Clone(s.marks), site)
	}
}

// Unmark takes a site's mark back on this path (an Intent given a null
// component is no longer explicit).
func (s *State) Unmark(site uint32) {
	if i := slices.Index(s.marks, site); i >= 0 {
		s.marks = slices.Delete(slices.Clone(s.marks), i, i+1)
	}
}

// Marked reports whether site is marked on every path here.
func (s *State) Marked(site uint32) bool { return slices.Contains(s.marks, site) }

// ParamSite is the pseudo allocation site standing for the object passed
// as argument k (0 is "this" for instance methods): marks and object taint
// recorded on it say what the method does to its caller's object. Real
// sites are code addresses, far below it.
func ParamSite(k int64) uint32 { return 1<<31 | uint32(k&0xffff) }

// site returns the allocation site an alternative names: its own for
// allocations, the parameter's pseudo site for arguments.
func site(a Alt) (uint32, bool) {
	switch a.Kind {
	case New, Array:
		return a.Site, true
	case Param:
		return ParamSite(a.Int), true
	}
	return 0, false
}

// Sites returns the allocation sites (parameters included, as ParamSite)
// that v may be.
func Sites(v Value) []uint32 {
	var out []uint32
	for _, a := range v.Alts {
		if s, ok := site(a); ok {
			out = append(out, s)
		}
	}
	return out
}

// ObjTaint returns the taint accumulated into the object allocated at site.
func (s *State) ObjTaint(site uint32) Taint {
	for _, t := range s.taint {
		if t.site == site {
			return t.taint
		}
	}
	return 0
}

// AddObjTaint adds taint to the object allocated at site.
func (s *State) AddObjTaint(site uint32, t Taint) {
	if t == 0 {
		return
	}
	s.taint = mergeSiteTaint(slices.Clone(s.taint), []siteTaint{{site, t}})
}

// ValueTaint is v's own taint plus that of the objects it may be.
func (s *State) ValueTaint(v Value) Taint {
	t := v.Taint
	for _, a := range v.Alts {
		if st, ok := site(a); ok {
			t |= s.ObjTaint(st)
		}
	}
	return t
}

// TaintObjects adds t to every object v may be.
func (s *State) TaintObjects(v Value, t Taint) {
	for _, a := range v.Alts {
		if st, ok := site(a); ok {
			s.AddObjTaint(st, t)
		}
	}
}

// join merges in into s; it reports whether s changed.
func (s *State) join(in *State) bool {
	changed := false
	// The marks first: which objects each path holds is read from its
	// registers before they are merged.
	marks := joinMarks(s, in)
	preM := in.SDKHi < SDKImmutable && s.SDKHi >= SDKImmutable
	if s.SDKHi < SDKImmutable && in.SDKHi >= SDKImmutable {
		// The paths merged so far were all below 23: their alternatives
		// become below-23 alternatives now that a >= 23 path joins —
		// before its values are merged in, which are not below 23.
		for n := range s.nregs {
			s.set(uint32(n), withPreM(s.Reg(uint32(n))))
		}
		changed = true
	}
	for ci := range s.regs {
		if s.regs[ci] == in.regs[ci] && !preM {
			continue // shared chunk: nothing to merge
		}
		for k := range chunkSize {
			n := uint32(ci<<chunkBits + k)
			if int(n) >= s.nregs {
				break
			}
			cur := s.regs[ci][k]
			v := in.regs[ci][k]
			if preM {
				v = withPreM(v)
			}
			m := Merge(cur, v)
			if !sameValue(m, cur) {
				s.set(n, m)
				changed = true
			}
		}
	}
	if r := Merge(s.result, in.result); !sameValue(r, s.result) {
		s.result = r
		changed = true
	}
	if in.SDKLo < s.SDKLo {
		s.SDKLo, changed = in.SDKLo, true
	}
	if in.SDKHi > s.SDKHi {
		s.SDKHi, changed = in.SDKHi, true
	}
	if f := s.Flags | in.Flags; f != s.Flags {
		s.Flags, changed = f, true
	}
	if !slices.Equal(marks, s.marks) {
		s.marks, changed = marks, true
	}
	if t := mergeSiteTaint(s.taint, in.taint); len(t) != len(s.taint) || !slices.Equal(t, s.taint) {
		s.taint, changed = t, true
	}
	return changed
}

// maxObjSite bounds the allocation sites a mark can name; the marks above
// it stand for parameters, packages and lengths (ParamSite, …), which must
// hold on every path.
const maxObjSite = 1 << 29

// joinMarks is the marks of a join of s and in: those both paths have, and
// an allocation site's mark from one path when the other holds no object
// made there — an object made on one branch of an if/else or a `when`
// (`Intent(ctx, A::class.java)` on one, `Intent().setClassName(…)` on the
// other) is marked on every path it exists on, the meaning of a mark.
func joinMarks(s, in *State) []uint32 {
	out := intersect(s.marks, in.marks)
	if len(out) == len(s.marks) && len(out) == len(in.marks) {
		return out
	}
	added := false
	keep := func(x uint32, other *State) {
		if x < maxObjSite && !slices.Contains(out, x) && !other.refers(x) {
			out, added = append(out, x), true
		}
	}
	for _, x := range s.marks {
		keep(x, in)
	}
	for _, x := range in.marks {
		keep(x, s)
	}
	if added {
		slices.Sort(out)
	}
	return out
}

// refers reports whether some register (or the pending result) holds an
// object made at site.
func (s *State) refers(site uint32) bool {
	has := func(v Value) bool {
		for _, a := range v.Alts {
			if (a.Kind == New || a.Kind == Call || a.Kind == Array) && a.Site == site {
				return true
			}
		}
		return false
	}
	if has(s.result) {
		return true
	}
	for n := range s.nregs {
		if has(s.Reg(uint32(n))) {
			return true
		}
	}
	return false
}
