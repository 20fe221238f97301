package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// objectExtraGet reports whether a request read returns an object rather
// than a value (a binder, a Parcelable, a Serializable, including the typed
// API 33 forms): such an object under a key naming the caller is a claimed
// identity only when what it answers is used to decide.
func objectExtraGet(ref *dex.MethodRef) bool {
	switch ref.Class {
	case program.ClassBundle, program.ClassBaseBundle, program.ClassIntent:
	default:
		return false
	}
	switch strings.TrimSuffix(ref.Name, "Extra") {
	case "getBinder", "getParcelable", "getSerializable", "getParcelableArray",
		"getParcelableArrayList", "getSparseParcelableArray":
		return true
	}
	return false
}

// scalarAnswer reports whether a call returns what an identity is made of:
// a String (a package name, a token) or an integer (a uid).
func scalarAnswer(ret string) bool {
	switch ret {
	case "Ljava/lang/String;", "Ljava/lang/CharSequence;", "I", "J", "Z", "[Ljava/lang/String;":
		return true
	}
	return false
}

// nullCheck reports whether a call only throws when its argument is null:
// kotlinc's `x!!`, its checks of platform-typed values and parameters, and
// Objects.requireNonNull. Such a call keeps nothing, so handing it the
// object or an answer decides nothing; requireNonNull also returns its
// argument (returnsArg).
func nullCheck(ref *dex.MethodRef) (ok, returnsArg bool) {
	switch ref.Class {
	case "Lkotlin/jvm/internal/Intrinsics;":
		switch ref.Name {
		case "checkNotNull", "checkNotNullParameter", "checkNotNullExpressionValue",
			"checkParameterIsNotNull", "checkExpressionValueIsNotNull":
			return ref.Return == "V", false
		}
	case "Ljava/util/Objects;":
		return ref.Name == "requireNonNull", ref.Return == "Ljava/lang/Object;"
	}
	return false, false
}

// nullCheckBody reports whether static method t, returning nothing, only
// tests its parameter k for null: the object is never passed on, stored,
// written into or compared with anything else. That is kotlinc's
// Intrinsics.checkNotNull* once R8 has renamed the bundled stdlib
// (La/b;->c(Ljava/lang/Object;Ljava/lang/String;)V), and any hand-written
// requireNotNull helper of that shape: like the named checks, it keeps
// nothing.
func nullCheckBody(prog *program.Program, t *dex.Method, k int) bool {
	if t == nil || !t.Static() || !t.HasCode() || t.Ref.Return != "V" {
		return false
	}
	a, err := prog.Analyze(t)
	if err != nil || a == nil {
		return false
	}
	isK := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && int(x.Int) == k })
	}
	ok, tested := true, false
	calls := program.CallsByAddr(prog.Calls(t))
	a.Replay(func(ins *dex.Insn, st *regflow.State) {
		if !ok {
			return
		}
		op := ins.Op
		switch {
		case ins.IsInvoke():
			c := calls[ins.Addr]
			if c == nil {
				ok = false
				return
			}
			for _, v := range program.CallArgs(st, ins, c.Ref) {
				if isK(v) {
					ok = false
				}
			}
		case op == dex.OpIfEqz || op == dex.OpIfEqz+1: // if-eqz, if-nez
			tested = tested || isK(st.Reg(ins.A))
		case op >= dex.OpIfEq && op <= dex.OpIfLez, op == dex.OpPackedSwitch, op == dex.OpSparseSwitch:
			ok = !isK(st.Reg(ins.A)) && (op >= dex.OpIfEqz || !isK(st.Reg(ins.B)))
		case op >= dex.OpAput && op <= dex.OpAputShort, op >= dex.OpSput && op <= dex.OpSputShort, op == dex.OpThrow:
			ok = !isK(st.Reg(ins.A))
		case op >= dex.OpIput && op <= dex.OpIputShort:
			ok = !isK(st.Reg(ins.A)) && !isK(st.Reg(ins.B))
		case op >= dex.OpIget && op <= dex.OpIgetShort:
			ok = !isK(st.Reg(ins.B)) // reads the object: a use
		}
	})
	return ok && tested
}

// boxesAnswer reports whether a call boxes a primitive (Integer.valueOf(uid),
// kotlinc's coroutine Boxing.boxInt): the box is still the answer.
func boxesAnswer(ref *dex.MethodRef) bool {
	switch ref.Class {
	case "Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Short;", "Ljava/lang/Boolean;":
		return ref.Name == "valueOf"
	case "Lkotlin/coroutines/jvm/internal/Boxing;":
		return strings.HasPrefix(ref.Name, "box")
	}
	return false
}

// keyedLookup reports whether a call looks its argument up in a collection
// (Map.get / getOrDefault / containsKey, Set or List contains, a SparseArray
// read): what it returns is decided by the key, so a lookup keyed by an
// answer answers too (allowed.get(Integer.valueOf(uid))).
func keyedLookup(ref *dex.MethodRef, static bool) bool {
	if static || ref.Return == "V" {
		return false
	}
	c := ref.Class
	if !strings.HasPrefix(c, "Ljava/util/") && !strings.HasPrefix(c, "Landroid/util/Sparse") &&
		!strings.HasPrefix(c, "Landroidx/collection/") {
		return false
	}
	switch ref.Name {
	case "get", "getOrDefault", "containsKey", "contains", "containsValue", "indexOfKey", "indexOf":
		return true
	}
	return false
}

// identityAPIs are framework calls that decide with a package name or uid
// given to them.
var identityAPIs = map[string]bool{
	"checkPermission": true, "checkSignatures": true, "getPackageUid": true, "getPackageInfo": true,
	"getApplicationInfo": true, "getPackagesForUid": true, "getNameForUid": true,
	"enforcePermission": true, "checkUriPermission": true, "grantUriPermission": true,
	"checkCallingPermission": true, "enforceCallingPermission": true, "hasSigningCertificate": true,
}

// objectAnswerDecides follows the object an extra read at site returns
// through m: the object itself, what Stub.asInterface or a cast makes of
// it, and the Strings and integers its methods (or fields) answer. It
// reports true when such an answer is tested by a branch or a switch, or
// handed to an identity API or to a method of the APK, and also when the
// object or an answer leaves m (returned, stored, passed on), where its
// use cannot be seen: the key rule then applies as for a String extra.
// It reports false only when every use was seen and none decides (the
// Consumer's callback binder called back with the result).
func objectAnswerDecides(prog *program.Program, m *dex.Method, site uint32) bool {
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return true
	}
	derived := map[uint32]bool{site: true}
	answers := map[uint32]bool{}
	// Fields read from the object answer too: a Parcelable's public field
	// (info.packageName).
	fields := map[string]bool{}
	// A helper's summary may give what a getter returns as the field it
	// reads rather than as the call: the register a scalar answer is moved
	// into is read on the next instruction, and its alternatives of that
	// kind are remembered by name.
	moved := map[string]bool{}
	watch, watching := uint32(0), false
	// in reports whether v may be one of the values of set; an unknown
	// value (Top) is not claimed, it is what every lost register is.
	in := func(v regflow.Value, set map[uint32]bool) bool {
		// derived always holds site, answers never does (site returns an object).
		isAnswers := !set[site]
		return v.Has(func(x regflow.Alt) bool {
			switch x.Kind {
			case regflow.Call, regflow.New, regflow.Array, regflow.CallSite:
				return set[x.Site]
			case regflow.Field:
				return isAnswers && (x.Field != nil && fields[x.Field.Class+"."+x.Field.Name] || moved[x.String()])
			case regflow.Elem, regflow.Len, regflow.Not:
				return x.Of != nil && set[x.Of.Site]
			}
			return false
		})
	}
	byAddr := program.CallsByAddr(prog.Calls(m))
	decides := false
	grown := true
	// Loops can bring a use before the value's origin in address order:
	// replay until the sets stop growing.
	for pass := 0; grown && !decides && pass < 4; pass++ {
		n := len(derived) + len(answers) + len(fields) + len(moved)
		a.Replay(func(ins *dex.Insn, st *regflow.State) {
			if decides {
				return
			}
			if watching {
				for _, x := range st.Reg(watch).Alts {
					if x.Kind == regflow.Field {
						moved[x.String()] = true
					}
				}
				watching = false
			}
			if ins.Op >= dex.OpMoveResult && ins.Op <= dex.OpMoveResultObject {
				if c := byAddr[ins.Addr-3]; c != nil && answers[c.Addr] {
					watch, watching = ins.A, true
				}
				return
			}
			if c := byAddr[ins.Addr]; c != nil {
				if c.Addr == site {
					return
				}
				static := ins.IsStaticInvoke()
				check, passes := nullCheck(c.Ref)
				if !check && static && c.Ref.Return == "V" && prog.Classes[c.Ref.Class] != nil {
					// A renamed or hand-written null check, judged by
					// its body for the argument that is the object or
					// an answer.
					check = true
					t := prog.Lookup(c.Ref.Class, c.Ref.NameProto())
					for i, v := range program.CallArgs(st, ins, c.Ref) {
						if (in(v, derived) || in(v, answers)) && !nullCheckBody(prog, t, i) {
							check = false
						}
					}
				}
				for i, v := range program.CallArgs(st, ins, c.Ref) {
					if check {
						// Throws on null, keeps nothing: only
						// requireNonNull's result carries the value on.
						if passes && in(v, answers) {
							answers[c.Addr] = true
						}
						if passes && in(v, derived) {
							derived[c.Addr] = true
						}
						continue
					}
					if in(v, answers) {
						switch {
						case boxesAnswer(c.Ref), keyedLookup(c.Ref, static) && i > 0:
							answers[c.Addr] = true
						case identityAPIs[c.Ref.Name] || prog.Classes[c.Ref.Class] != nil:
							decides = true
						case scalarAnswer(c.Ref.Return):
							// equals, compareTo, hashCode: the result
							// still carries the answer.
							answers[c.Addr] = true
						}
					}
					if !in(v, derived) {
						continue
					}
					switch {
					case i == 0 && !static && scalarAnswer(c.Ref.Return):
						answers[c.Addr] = true
					case i == 0 && !static && c.Ref.Return != "V":
						derived[c.Addr] = true
					case i == 0 && !static:
						// A call on the object that answers nothing
						// (the callback itself).
					case static && c.Ref.Name == "asInterface" && len(c.Ref.Params) == 1 && c.Ref.Params[0] == "Landroid/os/IBinder;":
						derived[c.Addr] = true
					default:
						// Handed on: what the callee does with it is
						// not followed.
						decides = true
					}
				}
				return
			}
			op := ins.Op
			switch {
			case op == dex.OpIfEq || op == dex.OpIfEq+1: // if-eq, if-ne
				// The object itself compared with a kept token
				// (getBinder("caller") == registered) decides too.
				a, b := st.Reg(ins.A), st.Reg(ins.B)
				decides = in(a, answers) || in(b, answers) || in(a, derived) || in(b, derived)
			case op > dex.OpIfEq+1 && op <= dex.OpIfLe:
				decides = in(st.Reg(ins.A), answers) || in(st.Reg(ins.B), answers)
			case op >= dex.OpIfEqz && op <= dex.OpIfLez, op == dex.OpPackedSwitch, op == dex.OpSparseSwitch:
				decides = in(st.Reg(ins.A), answers)
			case op >= dex.OpReturn && op <= dex.OpReturnObject, op >= dex.OpAput && op <= dex.OpAputShort,
				op >= dex.OpIput && op <= dex.OpIputShort, op >= dex.OpSput && op <= dex.OpSputShort:
				v := st.Reg(ins.A)
				decides = in(v, derived) || in(v, answers)
			case op >= dex.OpIget && op <= dex.OpIgetShort:
				// A field of a Parcelable read directly (info.packageName).
				if in(st.Reg(ins.B), derived) {
					if f, err := m.Class.File.Field(ins.Index); err == nil && scalarAnswer(f.Type) {
						fields[f.Class+"."+f.Name] = true
					}
				}
			}
		})
		grown = len(derived)+len(answers)+len(fields)+len(moved) > n
	}
	// Still growing after the last pass: what the object answers was not
	// followed to its end, so keep the key-only finding rather than drop
	// it on a bound.
	return decides || grown
}
