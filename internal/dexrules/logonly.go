package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// An authorize that reads the request only to log it
// (`Log.d("auth", "authorize " + request.toolName)`) decides no more than
// one that never reads it: CETP617 counts a read only when what it gives
// reaches something other than a log line or the text built for one — a
// branch, a return, a field, a helper that uses it so.

// logOnly reports whether parameter k of m, and every value m derives
// from it (what its getters return, text built from it), reach only
// logging calls, text building, exception messages and Kotlin's null
// checks. Program helpers given such a value are followed, within
// CETP617's depth budget; past it, or where m cannot be analyzed, the
// answer is false (the read counts).
func (u *requestUses) logOnly(m *dex.Method, k, depth int) bool {
	key := paramOf{m, k}
	if r, ok := u.logMemo[key]; ok {
		return r
	}
	if depth > maxAuthorizeDepth {
		return false
	}
	a, err := u.prog.Analyze(m)
	if err != nil || a == nil {
		return false
	}
	if u.logMemo == nil {
		u.logMemo = map[paramOf]bool{}
	}
	u.logMemo[key] = true // a recursive call adds no use of its own
	reqType := ""
	if idx := k; !m.Static() {
		idx--
		if idx >= 0 && idx < len(m.Ref.Params) {
			reqType = m.Ref.Params[idx]
		}
	} else if idx < len(m.Ref.Params) {
		reqType = m.Ref.Params[idx]
	}
	// derived holds the sites (calls, allocations, string concatenations)
	// whose values come from the parameter; it grows until stable.
	derived := map[uint32]bool{}
	isDerived := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			switch x.Kind {
			case regflow.Param:
				return x.Int == int64(k)
			case regflow.Call, regflow.New, regflow.Array, regflow.CallSite:
				return derived[x.Site]
			case regflow.Field:
				return x.Field != nil && x.Field.Class == reqType
			}
			return false
		})
	}
	mark := func(v regflow.Value) bool {
		grew := false
		for _, x := range v.Alts {
			switch x.Kind {
			case regflow.New, regflow.Array, regflow.CallSite:
				if !derived[x.Site] {
					derived[x.Site], grew = true, true
				}
			}
		}
		return grew
	}
	ok, settled := true, false
	for round := 0; round < 8 && ok; round++ {
		grew := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if !ok {
				return
			}
			switch {
			case in.IsInvoke():
				c := callAt(u.prog, m, in.Addr)
				if c == nil {
					for _, r := range in.Args {
						if isDerived(st.Reg(uint32(r))) {
							ok = false
						}
					}
					return
				}
				args := program.CallArgs(st, in, c.Ref)
				any, recv := false, false
				for j, v := range args {
					if isDerived(v) {
						any = true
						recv = recv || j == 0 && !in.IsStaticInvoke()
					}
				}
				if !any {
					return
				}
				switch kind := logUse(c.Ref, recv); kind {
				case logSink:
				case logText:
					// The result (and a builder appended to) carries it on.
					if !derived[in.Addr] {
						derived[in.Addr], grew = true, true
					}
					if !in.IsStaticInvoke() && len(args) > 0 && mark(args[0]) {
						grew = true
					}
				default:
					targets := u.prog.Targets(c)
					if len(targets) == 0 || program.IsPlatform(c.Ref.Class) {
						ok = false // an unknown call decides with it
						return
					}
					for j, v := range args {
						if !isDerived(v) {
							continue
						}
						if isParam(v, int64(k)) && len(v.Alts) == 1 {
							continue // the request itself: requestUses.of follows helpers
						}
						for _, t := range targets {
							if !u.logOnly(t, j, depth+1) {
								ok = false
								return
							}
						}
					}
				}
			case in.Op == dex.OpInvokeCustom || in.Op == dex.OpInvokeCustomR:
				for _, r := range in.Args {
					if isDerived(st.Reg(uint32(r))) && !derived[in.Addr] {
						derived[in.Addr], grew = true, true
					}
				}
			case in.Op == dex.OpFilledNewArray || in.Op == dex.OpFilledNewArrayR:
				for _, r := range in.Args {
					if isDerived(st.Reg(uint32(r))) && !derived[in.Addr] {
						derived[in.Addr], grew = true, true // varargs of a format
					}
				}
			case in.Op == dex.OpAputObject:
				if isDerived(st.Reg(in.A)) && mark(st.Reg(in.B)) {
					grew = true
				}
			case in.Op >= dex.OpIget && in.Op <= dex.OpIgetShort:
				// A field of the request: its type makes it derived.
			default:
				for _, r := range readRegs(in) {
					if isDerived(st.Reg(r)) {
						ok = false // a branch, a return, a store, arithmetic
						return
					}
				}
			}
		})
		if !grew {
			settled = true
			break
		}
	}
	// Values still spreading after the last round may reach a decision the
	// rounds did not see: the read then counts as a check (no CETP617).
	ok = ok && settled
	u.logMemo[key] = ok
	return ok
}

// logUse classifies a call given a value from the request.
type logUseKind uint8

const (
	logOther logUseKind = iota
	logSink             // writes a log line
	logText             // builds text (or an exception) from it
)

func logUse(ref *dex.MethodRef, onReceiver bool) logUseKind {
	cls, name := ref.Class, ref.Name
	switch {
	case cls == "Landroid/util/Log;", cls == "Landroid/util/Slog;",
		cls == "Ljava/io/PrintStream;" && (strings.HasPrefix(name, "print") || name == "format"),
		cls == "Lkotlin/io/ConsoleKt;",
		strings.HasPrefix(cls, "Ltimber/log/Timber"),
		cls == "Ljava/util/logging/Logger;", cls == "Lorg/slf4j/Logger;",
		cls == "Lkotlin/jvm/internal/Intrinsics;" && strings.HasPrefix(name, "check"):
		return logSink
	case cls == "Ljava/lang/StringBuilder;" || cls == "Ljava/lang/StringBuffer;",
		cls == "Ljava/lang/String;" && (name == "valueOf" || name == "format" || name == "concat" || name == "trim"),
		cls == "Lkotlin/jvm/internal/Intrinsics;" && name == "stringPlus",
		cls == "Lkotlin/text/StringsKt;" && strings.HasPrefix(name, "trim"),
		name == "toString" && len(ref.Params) == 0,
		name == "<init>" && isThrowable(cls):
		return logText
	case onReceiver && len(ref.Params) == 0 && ref.Return != "V" && isRequestGetter(ref):
		return logText // request.toolName: a value to follow, not a decision
	}
	return logOther
}

// isRequestGetter recognises a getter of the CETP request (Kotlin
// properties and data-class components).
func isRequestGetter(ref *dex.MethodRef) bool {
	return simpleName(ref.Class) == "CetpProviderRequest" &&
		(strings.HasPrefix(ref.Name, "get") || strings.HasPrefix(ref.Name, "is") || strings.HasPrefix(ref.Name, "component"))
}

// isThrowable reports whether a class names an exception or error.
func isThrowable(cls string) bool {
	return strings.HasSuffix(cls, "Exception;") || strings.HasSuffix(cls, "Error;") || cls == "Ljava/lang/Throwable;"
}

// readRegs returns the registers an instruction reads that logOnly does
// not handle itself (moves and casts carry values in the state).
func readRegs(in *dex.Insn) []uint32 {
	switch op := in.Op; {
	case op >= 0x32 && op <= 0x37, // if-test
		op >= 0x59 && op <= 0x5f, // iput: value, object
		op >= 0xb0 && op <= 0xcf: // binop/2addr
		return []uint32{in.A, in.B}
	case op >= 0x44 && op <= 0x4a, // aget: array, index
		op >= 0x2d && op <= 0x31, // cmp
		op >= 0x90 && op <= 0xaf: // binop
		return []uint32{in.B, in.C}
	case op >= 0x38 && op <= 0x3d, // if-testz
		op >= 0x0f && op <= 0x11,                                   // return
		op == 0x27, op == 0x2b, op == 0x2c, op == 0x1d, op == 0x1e, // throw, switch, monitor
		op >= 0x67 && op <= 0x6d: // sput
		return []uint32{in.A}
	case op >= 0x4b && op <= 0x51: // aput (aput-object is handled by logOnly)
		return []uint32{in.A, in.B, in.C}
	case op == 0x20 || op == 0x21, // instance-of, array-length
		op >= 0x7b && op <= 0x8f, // unop
		op >= 0xd0 && op <= 0xe2: // binop/lit
		return []uint32{in.B}
	}
	return nil
}
