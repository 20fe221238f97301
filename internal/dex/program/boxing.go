package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A primitive boxed and unboxed again is the same value: Kotlin boxes an
// Int that is nullable (`Int?`), handed to a generic helper (`T`), kept in
// a `by lazy` delegate (whose initializer returns Object) or read from
// one (`(getValue() as Number).intValue()`), and javac does so for an
// `Integer` local. The box of a known constant (or of a value OR-ed with
// known bits, such as flags) keeps it in Of, so that intValue() and its
// kind give it back wherever the box went (through summaries, fields and
// delegates); a box of anything else, or an unboxed value whose box is not
// known, stays an unknown call result whose taint says where it came
// from (TaintDelegate among others): rules then give a note, not silence.

// boxes recognises the calls that box a primitive: Integer.valueOf(int)
// and its kind for every primitive type, and Kotlin's coroutine
// Boxing.boxInt and its kind.
func boxes(ref *dex.MethodRef, static bool) bool {
	if !static || len(ref.Params) != 1 || len(ref.Params[0]) != 1 || ref.Return != boxClass(ref.Params[0]) {
		return false
	}
	switch ref.Class {
	case ref.Return:
		return ref.Name == "valueOf"
	case "Lkotlin/coroutines/jvm/internal/Boxing;":
		return len(ref.Name) > 3 && ref.Name[:3] == "box"
	}
	return false
}

// boxClass is the class boxing the primitive type descriptor prim.
func boxClass(prim string) string {
	switch prim {
	case "I":
		return "Ljava/lang/Integer;"
	case "J":
		return "Ljava/lang/Long;"
	case "S":
		return "Ljava/lang/Short;"
	case "B":
		return "Ljava/lang/Byte;"
	case "Z":
		return "Ljava/lang/Boolean;"
	case "C":
		return "Ljava/lang/Character;"
	}
	return ""
}

// unboxes recognises intValue() and its kind on a box or a Number, and
// returns the primitive type it gives.
func unboxes(ref *dex.MethodRef, static bool) (string, bool) {
	if static || len(ref.Params) != 0 || len(ref.Return) != 1 {
		return "", false
	}
	if ref.Class != "Ljava/lang/Number;" && boxClass(ref.Return) == "" {
		return "", false
	}
	switch ref.Class {
	case "Ljava/lang/Number;", "Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Short;", "Ljava/lang/Byte;",
		"Ljava/lang/Boolean;", "Ljava/lang/Character;":
	default:
		return "", false
	}
	switch ref.Name {
	case "intValue", "longValue", "shortValue", "byteValue", "booleanValue", "charValue":
		return ref.Return, true
	}
	return "", false
}

// boxed is the value of the box made at site of v: one call result per
// alternative of v, each keeping a constant or OR-ed bits in Of.
func boxed(site uint32, ref *dex.MethodRef, v regflow.Value) regflow.Value {
	plain := regflow.Alt{Kind: regflow.Call, Site: site, Ref: ref}
	if v.Top || len(v.Alts) == 0 {
		return regflow.One(plain)
	}
	var out regflow.Value
	for _, a := range v.Alts {
		x := plain
		x.PreM = a.PreM
		if a.Kind == regflow.Const || a.Kind == regflow.Bits {
			of := a
			x.Of = &of
		}
		out = regflow.Merge(out, regflow.One(x))
	}
	return out
}

// unboxed gives back, for intValue() and its kind (the primitive type
// prim) on recv, the values recv's boxes hold. A null alternative is left
// out (unboxing it throws); an alternative that is not a known box makes
// the result partly unknown (Top). ok is false when no alternative is a
// known box.
func unboxed(recv regflow.Value, prim string) (regflow.Value, bool) {
	out := regflow.Value{Top: recv.Top}
	known := false
	for _, a := range recv.Alts {
		if a.Kind == regflow.Const && a.Int == 0 {
			continue
		}
		if a.Kind == regflow.Lookup && a.Str == "" {
			// A table's box read by a key each call binds: unboxed
			// there (bindLookups).
			a.Str = prim
			known = true
			out = regflow.Merge(out, regflow.One(a))
			continue
		}
		if a.Kind != regflow.Call || a.Of == nil || a.Ref == nil || !boxes(a.Ref, true) {
			out.Top = true
			continue
		}
		x, ok := narrow(*a.Of, prim)
		if !ok {
			out.Top = true
			continue
		}
		x.PreM = x.PreM || a.PreM
		known = true
		out = regflow.Merge(out, regflow.One(x))
	}
	if !known {
		return regflow.Value{}, false
	}
	return out, true
}

// narrow converts a boxed constant to the primitive type prim as the
// unboxing call does; OR-ed bits only survive int and long.
func narrow(a regflow.Alt, prim string) (regflow.Alt, bool) {
	if a.Kind == regflow.Bits {
		return a, prim == "I" || prim == "J"
	}
	switch prim {
	case "I":
		a.Int = int64(int32(a.Int))
	case "S":
		a.Int = int64(int16(a.Int))
	case "B":
		a.Int = int64(int8(a.Int))
	case "C":
		a.Int = int64(uint16(a.Int))
	case "Z":
		if a.Int != 0 {
			a.Int = 1
		}
	}
	return a, true
}

// Kotlin value classes (@JvmInline value class OpId(val value: String))
// are their underlying value wherever the type is known; kotlinc boxes one
// with the static V.box-impl(underlying) where an Object is needed (a
// generic parameter, a collection, Any) and reads it back with the
// virtual V.unbox-impl(). Both are the class's own methods, but their
// summaries meet in V's one field, which unites every box the app makes;
// a box whose making the analysis sees is instead unboxed to what was
// boxed, with its taint (a token from java.util.Random stays predictable,
// one from SecureRandom secure; an array from getPackagesForUid stays
// that array): exactly when the box was made in the same method (its
// sites are this method's), else, a box a helper made and returned, the
// constant when it is site-free (a string, a number) and otherwise an
// unknown value with the boxed value's taint.

// valueBoxes recognises V.box-impl(underlying): static, one parameter,
// returning its own class. The name cannot come from Java source.
func valueBoxes(ref *dex.MethodRef, static bool) bool {
	return static && ref.Name == "box-impl" && len(ref.Params) == 1 && ref.Return == ref.Class
}

// valueUnboxes recognises V.unbox-impl(): virtual, no parameters.
func valueUnboxes(ref *dex.MethodRef, static bool) bool {
	return !static && ref.Name == "unbox-impl" && len(ref.Params) == 0 && ref.Return != "V"
}

// valueBoxed is the box made at site of v: one call result per
// alternative, kept in Of, with v's taint.
func valueBoxed(site uint32, ref *dex.MethodRef, v regflow.Value) regflow.Value {
	plain := regflow.Alt{Kind: regflow.Call, Site: site, Ref: ref}
	out := regflow.Value{Taint: v.Taint}
	if v.Top || len(v.Alts) == 0 {
		out.Alts = []regflow.Alt{plain}
		return out
	}
	for _, a := range v.Alts {
		x := plain
		x.PreM = a.PreM
		of := a
		x.Of = &of
		out = regflow.Merge(out, regflow.One(x))
	}
	return out
}

// valueUnboxed gives back, for V.unbox-impl() at site on recv, what recv's
// boxes hold when every alternative of recv is a box of V made where the
// analysis saw it (a null alternative is left out: unboxing it throws);
// ok is false otherwise, and the call is left to V's summary.
func valueUnboxed(site uint32, ref *dex.MethodRef, recv regflow.Value) (regflow.Value, bool) {
	if recv.Top {
		return regflow.Value{}, false
	}
	out := regflow.Value{Taint: recv.Taint}
	known := false
	for _, a := range recv.Alts {
		if a.Kind == regflow.Const && a.Int == 0 {
			continue
		}
		if a.Kind != regflow.Call || a.Ref == nil || a.Ref.Class != ref.Class || !valueBoxes(a.Ref, true) {
			return regflow.Value{}, false
		}
		known = true
		if a.Of != nil && (a.Via == nil || siteFree(*a.Of)) {
			out = regflow.Merge(out, regflow.One(*a.Of))
		} else {
			out = regflow.Merge(out, regflow.One(regflow.Alt{Kind: regflow.Call, Site: site, Ref: ref}))
		}
	}
	out.Taint = recv.Taint
	return out, known
}

// siteFree reports whether an alternative means the same in every method:
// a constant, not an allocation, a call result or a parameter.
func siteFree(a regflow.Alt) bool {
	switch a.Kind {
	case regflow.Const, regflow.Bits, regflow.Str, regflow.Class:
		return true
	}
	return false
}
