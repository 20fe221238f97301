package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A pattern switch (Java 21 `switch (o) { case A a when ... -> }`) is
// compiled by javac to SwitchBootstraps.typeSwitch(selector, restart), an
// invokedynamic that D8 lowers to a static helper in the APK taking
// (Object, int) and returning int: the index of the first case label at or
// after restart that the selector matches, -1 for null, -2 for none. A
// guard that fails re-enters the switch with restart set past its case, so
// the case body a guard protects is not reached again from that edge. The
// helper is recognised by what it does, not by its name: static, in the
// APK, (reference, int) -> int, writing no field or array and calling only
// the pure library methods such a lowering uses; what it returns for one
// restart value is its bound analysis with that constant.

// switchHelperCalls are the library calls a lowered type switch makes: the
// index check on the restart value and the tests of constant labels.
var switchHelperCalls = map[string]bool{
	"Ljava/util/Objects;->checkIndex(II)I":                                      true,
	"Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;": true,
	"Ljava/lang/Object;->equals(Ljava/lang/Object;)Z":                           true,
	"Ljava/lang/String;->equals(Ljava/lang/Object;)Z":                           true,
	"Ljava/lang/Integer;->intValue()I":                                          true,
	"Ljava/lang/Character;->charValue()C":                                       true,
	"Ljava/lang/Short;->shortValue()S":                                          true,
	"Ljava/lang/Byte;->byteValue()B":                                            true,
	"Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;":                        true,
	"Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;":                              true,
	"Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;":                            true,
	"Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;":                          true,
}

// SwitchIndexAnswers returns, for a call to a lowered type-switch helper
// (see above), the case indexes it can return when its int argument is
// restart; ok is false when the callee is not such a helper or its answers
// cannot be computed (the caller then keeps every case reachable, as
// before).
func (p *Program) SwitchIndexAnswers(c *Call, restart int64) (answers []int64, ok bool) {
	if c.Op != dex.OpInvokeStatic && c.Op != dex.OpInvokeStaticR {
		return nil, false
	}
	r := c.Ref
	if r.Return != "I" || len(r.Params) != 2 || r.Params[1] != "I" || len(r.Params[0]) < 2 ||
		(r.Params[0][0] != 'L' && r.Params[0][0] != '[') {
		return nil, false
	}
	ts := p.Targets(c)
	if len(ts) != 1 || !p.pureSwitchHelper(ts[0]) {
		return nil, false
	}
	a := p.AnalyzeArgs(ts[0], []regflow.Value{regflow.Unknown, regflow.One(regflow.Alt{Kind: regflow.Const, Int: restart})})
	if a == nil || a.Result == nil || a.Incomplete {
		return nil, false
	}
	return a.Returns.Consts()
}

// pureSwitchHelper reports whether m's body only computes an int from its
// arguments: no field, array or monitor instruction, no allocation other
// than nothing at all, and no call outside switchHelperCalls.
func (p *Program) pureSwitchHelper(m *dex.Method) bool {
	if !m.Static() {
		return false
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil || a.Result == nil {
		return false
	}
	for i := range a.Result.Insns {
		in := &a.Result.Insns[i]
		op := in.Op
		switch {
		case op >= dex.OpIput && op <= dex.OpSputShort && !(op >= dex.OpSget && op <= dex.OpSgetShort),
			op >= dex.OpAput && op <= dex.OpAputShort, op == 0x1d, op == 0x1e, // monitor-enter, monitor-exit
			op == dex.OpNewInstance, op == dex.OpInvokeCustom, op == dex.OpInvokeCustomR,
			op == dex.OpInvokePoly, op == dex.OpInvokePolyR:
			return false
		}
	}
	for _, c := range p.Calls(m) {
		if !switchHelperCalls[c.Ref.String()] {
			return false
		}
	}
	return true
}
