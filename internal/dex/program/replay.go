package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// ReplayCalls analyses m and replays it, handing fn each call site of m with
// its instruction and the register state before it. It reports false when m
// cannot be analysed (no code, or a budget that Analyze reports as a note).
// It is the loop every rule that judges a call's arguments needs.
func (p *Program) ReplayCalls(m *dex.Method, fn func(c *Call, in *dex.Insn, st *regflow.State)) bool {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return false
	}
	byAddr := CallsByAddr(p.Calls(m))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if c := byAddr[in.Addr]; c != nil {
			fn(c, in, st)
		}
	})
	return true
}

// CallArgs are the values of a call instruction's arguments, the receiver
// first for an instance call.
func CallArgs(st *regflow.State, in *dex.Insn, ref *dex.MethodRef) []regflow.Value {
	return regflow.Args(st, in, ref, in.IsStaticInvoke())
}
