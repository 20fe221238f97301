package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// maxReadBack bounds the instructions walked back from a call to the read
// of the field whose value it passes.
const maxReadBack = 64

// ReadObjectsFor returns the objects whose field f method m reads into the
// value the call at addr passes: the receiver of the iget of f, or of the
// call to a program getter returning f, that defines an argument register
// of the call on the straight-line code just before it (through
// move-object, with no branch target, switch case or handler in between,
// so that no other path defines the register). One method may read the
// field of several objects (`s.getToken()` for one put, `last.getToken()`
// for the next); the call is about its own. When no single such read is
// found, it returns every object m reads f of (ReadObjects).
func (p *Program) ReadObjectsFor(m *dex.Method, f *dex.FieldRef, addr uint32) regflow.Value {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return regflow.Unknown
	}
	if at, reg, ok := p.readBefore(m, a.Result, f, addr); ok {
		var out regflow.Value
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Addr == at {
				out = regflow.Merge(out, st.Reg(reg))
			}
		})
		return out
	}
	return p.ReadObjects(m, f)
}

// readBefore finds the read of f whose value the call at addr passes (see
// ReadObjectsFor): the address of the iget or getter call and the
// register holding the object read. ok is false unless exactly one
// argument register of the call is defined by such a read.
func (p *Program) readBefore(m *dex.Method, r *regflow.Result, f *dex.FieldRef, addr uint32) (at, obj uint32, ok bool) {
	insns := r.Insns
	call := -1
	for i := range insns {
		if insns[i].Addr == addr {
			call = i
			break
		}
	}
	if call < 0 || !insns[call].IsInvoke() {
		return 0, 0, false
	}
	joins := joinAddrs(r)
	k := fieldKey(f)
	byAddr := CallsByAddr(p.Calls(m))
	found := 0
	first := 1 // the receiver is not the value passed
	if insns[call].IsStaticInvoke() {
		first = 0
	}
	for n, arg := range insns[call].Args {
		if n < first {
			continue
		}
		if a, o, hit := p.readInto(m, insns, call, uint32(arg), k, joins, byAddr); hit {
			if found > 0 && (a != at || o != obj) {
				return 0, 0, false
			}
			at, obj, found = a, o, found+1
		}
	}
	return at, obj, found > 0
}

// readInto walks back from instruction call for the definition of
// register reg: a read of the field k gives its address and the register
// of the object read.
func (p *Program) readInto(m *dex.Method, insns []dex.Insn, call int, reg uint32, k fkey, joins map[uint32]bool, byAddr map[uint32]*Call) (at, obj uint32, ok bool) {
	for i, steps := call, 0; i > 0 && steps < maxReadBack; i, steps = i-1, steps+1 {
		if joins[insns[i].Addr] || !insns[i-1].FallsThrough() {
			return 0, 0, false
		}
		in := &insns[i-1]
		switch {
		case (in.Op == dex.OpMoveObject || in.Op == dex.OpMoveObjectFrom16 || in.Op == dex.OpMoveObject16) && in.A == reg:
			reg = in.B
		case in.Op == dex.OpMoveResultObject && in.A == reg:
			if i < 2 || joins[in.Addr] || !insns[i-2].IsInvoke() || insns[i-2].IsStaticInvoke() || len(insns[i-2].Args) == 0 {
				return 0, 0, false
			}
			inv := &insns[i-2]
			c := byAddr[inv.Addr]
			if c == nil || !summarized(c.Ref) {
				return 0, 0, false
			}
			for _, t := range p.liveTargets(c) {
				if s := p.SummaryIfDone(t); s != nil && s.Returns.Has(func(a regflow.Alt) bool {
					return a.Kind == regflow.Field && a.Field != nil && fieldKey(a.Field) == k
				}) {
					return inv.Addr, uint32(inv.Args[0]), true
				}
			}
			return 0, 0, false
		case in.Op == dex.OpIget+2 && in.A == reg: // iget-object
			if fr, err := m.Class.File.Field(in.Index); err == nil && fieldKey(fr) == k {
				return in.Addr, in.B, true
			}
			return 0, 0, false
		case in.WritesReg(reg):
			return 0, 0, false
		}
	}
	return 0, 0, false
}

// joinAddrs returns the addresses another path may enter at: branch and
// switch targets and exception handlers.
func joinAddrs(r *regflow.Result) map[uint32]bool {
	out := map[uint32]bool{}
	byAddr := map[uint32]*dex.Insn{}
	for i := range r.Insns {
		byAddr[r.Insns[i].Addr] = &r.Insns[i]
	}
	for i := range r.Insns {
		in := &r.Insns[i]
		if t, _, ok := in.Branch(); ok {
			out[t] = true
		}
		if in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
			if pl := byAddr[uint32(int64(in.Addr)+in.Lit)]; pl != nil && pl.Payload != nil {
				for _, t := range pl.Payload.Targets {
					out[uint32(int64(in.Addr)+int64(t))] = true
				}
			}
		}
	}
	for _, t := range r.Code.Tries {
		for _, h := range t.Handlers {
			out[h.Addr] = true
		}
	}
	return out
}
