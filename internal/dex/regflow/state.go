package regflow

import "slices"

// SDK bounds: the range of Build.VERSION.SDK_INT known on a path.
const (
	sdkMin = 0
	sdkMax = 1 << 14
	// SDKImmutable is the release that introduced FLAG_IMMUTABLE (M).
	SDKImmutable = 23
)

// State is the abstract machine state before one instruction.
type State struct {
	regs   []Value
	result Value // pending invoke or filled-new-array result
	// SDKLo and SDKHi bound Build.VERSION.SDK_INT on every path here.
	SDKLo, SDKHi int
	// Flags are Env-defined bits set on some path ("may").
	Flags uint32
	marks []uint32 // allocation sites marked on every path ("must")
	taint []siteTaint
}

func newState(n int) *State {
	return &State{regs: make([]Value, n), SDKLo: sdkMin, SDKHi: sdkMax}
}

func (s *State) clone() *State {
	c := *s
	c.regs = slices.Clone(s.regs)
	c.marks = slices.Clone(s.marks)
	c.taint = slices.Clone(s.taint)
	return &c
}

// Reg returns register n's value; Unknown when n is out of range.
func (s *State) Reg(n uint32) Value {
	if int(n) >= len(s.regs) {
		return Unknown
	}
	return s.regs[n]
}

func (s *State) set(n uint32, v Value) {
	if int(n) < len(s.regs) {
		s.regs[n] = v
	}
}

func (s *State) setWide(n uint32, v Value) {
	s.set(n, v)
	s.set(n+1, Unknown)
}

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

// Marked reports whether site is marked on every path here.
func (s *State) Marked(site uint32) bool { return slices.Contains(s.marks, site) }

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
		if a.Kind == New || a.Kind == Array {
			t |= s.ObjTaint(a.Site)
		}
	}
	return t
}

// TaintObjects adds t to every object v may be.
func (s *State) TaintObjects(v Value, t Taint) {
	for _, a := range v.Alts {
		if a.Kind == New || a.Kind == Array {
			s.AddObjTaint(a.Site, t)
		}
	}
}

// join merges in into s; it reports whether s changed.
func (s *State) join(in *State) bool {
	changed := false
	preM := in.SDKHi < SDKImmutable && s.SDKHi >= SDKImmutable
	for i := range s.regs {
		v := in.regs[i]
		if preM {
			v = withPreM(v)
		}
		m := Merge(s.regs[i], v)
		if !sameValue(m, s.regs[i]) {
			s.regs[i] = m
			changed = true
		}
	}
	if s.SDKHi < SDKImmutable && in.SDKHi >= SDKImmutable {
		// The paths merged so far were all below 23: their alternatives
		// become below-23 alternatives now that a >= 23 path joins.
		for i := range s.regs {
			s.regs[i] = withPreM(s.regs[i])
		}
		changed = true
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
	if m := intersect(s.marks, in.marks); len(m) != len(s.marks) {
		s.marks, changed = m, true
	}
	if t := mergeSiteTaint(s.taint, in.taint); len(t) != len(s.taint) || !slices.Equal(t, s.taint) {
		s.taint, changed = t, true
	}
	return changed
}
