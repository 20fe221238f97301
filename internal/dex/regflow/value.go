package regflow

import (
	"fmt"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// Kind is what one alternative of a register is.
type Kind uint8

// Alternative kinds.
const (
	Const     Kind = iota + 1 // integer constant Int (null is 0)
	Str                       // string constant Str
	Class                     // class constant, descriptor in Str
	New                       // new-instance at Site of type Str
	Array                     // new-array or filled-new-array at Site
	Call                      // result of the invoke at Site calling Ref
	Param                     // argument Int (0 is "this" for instance methods), OR-ed with Or
	Field                     // value read from Field
	Exception                 // exception caught by the handler at Site
	Elem                      // element Int (-1 unknown) of the array alternative Of
	Bits                      // a value not otherwise known, OR-ed with the constant bits Or
	Len                       // the length of the array alternative Of
	CallSite                  // the object invoke-custom at Site made from call site Int (a lambda)
	// SDKTest is a boolean that depends on Build.VERSION.SDK_INT (a helper
	// such as `fun atLeastM() = SDK_INT >= 23`): Int packs the range
	// SDK_INT lies in when the value is nonzero and the range when it is
	// zero (SDKTestAlt, SDKRanges).
	SDKTest
	// Not is the boolean negation of the alternative Of (kotlinc's and
	// D8's `xor-int/lit8 v, v, 1` of a flag that is not a constant):
	// the same value read the other way round, so a rule asking where a
	// flag comes from sees through it.
	Not
	// Lookup is what a constant table holds under the key Of: the table
	// is the static map Field, filled by the class's initializer with
	// constant keys, which the program layer reads (a helper `of(kind)`
	// returning `FLAGS.get(kind)` is decided per call once its caller's
	// key is bound). Str is the primitive the looked-up box is unboxed to
	// ("I" for intValue()), "" for the boxed value itself.
	Lookup
)

// Taint bits that travel with values through string building and simple
// arithmetic. Env implementations set them; this package only propagates.
type Taint uint32

// Taint bits.
const (
	TaintException Taint = 1 << iota // text of an exception or a stack trace
	// TaintRandom is the output of a generator that is no CSPRNG
	// (java.util.Random, Math.random, ThreadLocalRandom, kotlin.random).
	TaintRandom
	TaintRequest // read from the request arguments or extras
	TaintSecure  // output of a CSPRNG (SecureRandom, UUID.randomUUID)
	// TaintElemUnmarked (on an array) says some element stored into it is
	// an allocation that was not marked when stored (for Intents: one
	// that names no component).
	TaintElemUnmarked
	// TaintElemUnknown (on an array) says some element stored into it is
	// a value the analysis cannot follow to an allocation.
	TaintElemUnknown
	// TaintArgChoice says the value is the merge of what a helper returns
	// on branches chosen by an argument this call passes but the analysis
	// cannot tell (not a constant): no single path gives all of it.
	TaintArgChoice
	// TaintClock is the current time (System.currentTimeMillis, a new
	// Date, Instant.now …), TaintCounter a number that code counts up.
	TaintClock
	TaintCounter
	// TaintDelegate says the value is, or was built from, what a Kotlin
	// delegate gives (kotlin.Lazy.getValue) when the analysis cannot
	// follow it: a Lazy from a library or an injector (Koin's inject()),
	// or an initializer returning what no summary resolves. Rules say so
	// where such a value reaches what they judge.
	TaintDelegate
	// TaintUnplacedGenerator is a draw from a java.util.Random-typed
	// object the analysis could not place: neither a Random nor a
	// SecureRandom it saw made (a generator from a library), or one of
	// several objects, a SecureRandom among them (a lazy holder filled
	// by more than one initializer). Rules say they cannot tell.
	TaintUnplacedGenerator
	// TaintHanded (on an object) says it was handed to code the analysis
	// cannot see: a function value the method was given (an inline
	// function's body kept beside its inlined copies, `Intent().apply(build)`
	// with build its parameter). What that code did to it is not known.
	TaintHanded
)

// TaintPredictable masks the sources an attacker can predict: a
// non-cryptographic generator, the clock, a counter. A rule tests it
// with & and names the sources with the bits that are set.
const TaintPredictable = TaintRandom | TaintClock | TaintCounter

// MaxTaintParams is the number of parameters that get a taint bit of their
// own at method entry: what a method returns or stores carries the bits of
// the parameters it was built from, which is how a summary tells a caller
// that the result depends on argument k.
const MaxTaintParams = 8

// TaintParam returns the taint bit of parameter k (0 is "this" for
// instance methods); 0 for k ≥ MaxTaintParams.
func TaintParam(k int64) Taint {
	if k < 0 || k >= MaxTaintParams {
		return 0
	}
	return Taint(1) << (16 + k)
}

// ParamTaints masks the parameter bits of a taint.
const ParamTaints Taint = 0xff0000

// Alt is one value a register may hold.
type Alt struct {
	Kind  Kind
	Int   int64
	Or    int64 // constant bits OR-ed into a value that is not a constant
	Site  uint32
	Str   string
	Ref   *dex.MethodRef
	Field *dex.FieldRef
	Of    *Alt // Elem: the array
	// PreM marks an alternative that reaches here only on paths where
	// Build.VERSION.SDK_INT < 23 (no FLAG_IMMUTABLE on those releases).
	PreM bool
	// Via is the program method whose summary produced this alternative
	// at a call (New, Array and Call alternatives made inside it); ViaSite
	// is the alternative's own site in Via. Site is then the call's.
	Via     *dex.Method
	ViaSite uint32
}

func (a *Alt) equal(b *Alt) bool {
	if a.Kind != b.Kind || a.Int != b.Int || a.Or != b.Or || a.Site != b.Site || a.Str != b.Str ||
		a.Ref != b.Ref || a.Field != b.Field || a.PreM != b.PreM || a.Via != b.Via || a.ViaSite != b.ViaSite {
		return false
	}
	if a.Of == nil || b.Of == nil {
		return a.Of == b.Of
	}
	return a.Of.equal(b.Of)
}

func (a Alt) String() string {
	var s string
	switch a.Kind {
	case Const:
		s = fmt.Sprintf("%#x", a.Int)
	case Str:
		s = fmt.Sprintf("%q", a.Str)
	case Class:
		s = "class " + a.Str
	case New:
		s = fmt.Sprintf("new %s@%#x", a.Str, a.Site)
	case Array:
		s = fmt.Sprintf("array@%#x", a.Site)
	case Call:
		s = fmt.Sprintf("result %s@%#x", a.Ref, a.Site)
	case Param:
		s = fmt.Sprintf("param %d", a.Int)
		if a.Or != 0 {
			s += fmt.Sprintf("|%#x", a.Or)
		}
	case Field:
		s = "field " + a.Field.String()
	case Exception:
		s = fmt.Sprintf("exception@%#x", a.Site)
	case Elem:
		s = fmt.Sprintf("%s[%d]", a.Of, a.Int)
	case Bits:
		s = "unknown"
	case Len:
		s = fmt.Sprintf("%s.length", a.Of)
	case Not:
		s = fmt.Sprintf("!%s", a.Of)
	case Lookup:
		s = fmt.Sprintf("%s[%s]", a.Field, a.Of)
		if a.Str != "" {
			s += "." + a.Str
		}
	case CallSite:
		s = fmt.Sprintf("call site %d@%#x", a.Int, a.Site)
	case SDKTest:
		t, f := a.SDKRanges()
		s = fmt.Sprintf("SDK_INT in [%d,%d] (else [%d,%d])", t[0], t[1], f[0], f[1])
	default:
		s = "?"
	}
	if a.Or != 0 && a.Kind != Param {
		s += fmt.Sprintf("|%#x", a.Or)
	}
	if a.Via != nil {
		s += fmt.Sprintf(" via %s@%#x", a.Via, a.ViaSite)
	}
	if a.PreM {
		s += " (SDK<23)"
	}
	return s
}

// maxAlts bounds the alternatives of one value; more become Top.
const maxAlts = 8

// Value is what a register may hold: a set of alternatives, plus Top when
// some path gives a value the analysis cannot describe. The zero Value is
// "undefined" (no path defines it).
type Value struct {
	Alts  []Alt
	Top   bool
	Taint Taint
}

// Unknown is the value the analysis cannot describe.
var Unknown = Value{Top: true}

// One returns a value with a single alternative.
func One(a Alt) Value { return Value{Alts: []Alt{a}} }

// IsUndefined reports whether no path defines the value.
func (v Value) IsUndefined() bool { return !v.Top && len(v.Alts) == 0 }

// Exact reports whether every alternative is known (no Top).
func (v Value) Exact() bool { return !v.Top && len(v.Alts) > 0 }

// Single returns the only alternative of an exact value.
func (v Value) Single() (Alt, bool) {
	if v.Top || len(v.Alts) != 1 {
		return Alt{}, false
	}
	return v.Alts[0], true
}

// Consts returns the integer constants of an exact, all-constant value.
func (v Value) Consts() ([]int64, bool) {
	if !v.Exact() {
		return nil, false
	}
	out := make([]int64, 0, len(v.Alts))
	for _, a := range v.Alts {
		if a.Kind != Const {
			return nil, false
		}
		out = append(out, a.Int)
	}
	return out, true
}

// Has reports whether some alternative satisfies pred.
func (v Value) Has(pred func(Alt) bool) bool {
	for _, a := range v.Alts {
		if pred(a) {
			return true
		}
	}
	return false
}

func (v Value) String() string {
	parts := make([]string, 0, len(v.Alts)+1)
	for _, a := range v.Alts {
		parts = append(parts, a.String())
	}
	if v.Top {
		parts = append(parts, "unknown")
	}
	if len(parts) == 0 {
		return "undefined"
	}
	s := strings.Join(parts, " | ")
	if v.Taint != 0 {
		s += fmt.Sprintf(" taint=%#x", v.Taint)
	}
	return s
}

// Merge joins two values: the union of their alternatives.
func Merge(a, b Value) Value {
	if a.Top && b.Top && len(a.Alts) == 0 && len(b.Alts) == 0 {
		return Value{Top: true, Taint: a.Taint | b.Taint}
	}
	out := Value{Top: a.Top || b.Top, Taint: a.Taint | b.Taint}
	if len(b.Alts) == 0 {
		out.Alts = a.Alts
		return out
	}
	if len(a.Alts) == 0 {
		out.Alts = b.Alts
		return out
	}
	// b's leading alternatives that a holds already: when that is all of
	// them (a join that changes nothing, a value merged with one it holds)
	// the merge is a's alternatives as they are, in their order, which is
	// what the copy below would give; otherwise the copy starts after them.
	i := 0
	if len(a.Alts) <= maxAlts {
		for i < len(b.Alts) && holds(a.Alts, &b.Alts[i]) {
			i++
		}
		if i == len(b.Alts) {
			out.Alts = a.Alts
			return out
		}
	}
	alts := append(make([]Alt, 0, len(a.Alts)+len(b.Alts)-i), a.Alts...)
	for _, x := range b.Alts[i:] {
		if !holds(alts, &x) {
			alts = append(alts, x)
		}
	}
	if len(alts) > maxAlts {
		return Value{Top: true, Taint: out.Taint}
	}
	out.Alts = alts
	return out
}

// holds reports whether x is one of alts.
func holds(alts []Alt, x *Alt) bool {
	for i := range alts {
		if alts[i].equal(x) {
			return true
		}
	}
	return false
}

// Equal reports whether two values hold the same alternatives (in any
// order), unknown part and taint.
func Equal(a, b Value) bool { return sameValue(a, b) }

func sameValue(a, b Value) bool {
	if a.Top != b.Top || a.Taint != b.Taint || len(a.Alts) != len(b.Alts) {
		return false
	}
	for i := range a.Alts {
		found := false
		for j := range b.Alts {
			if a.Alts[i].equal(&b.Alts[j]) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// withPreM marks every alternative as reaching only below SDK 23.
func withPreM(v Value) Value {
	if len(v.Alts) == 0 {
		return v
	}
	alts := make([]Alt, len(v.Alts))
	for i, a := range v.Alts {
		a.PreM = true
		alts[i] = a
	}
	v.Alts = alts
	return v
}

// siteTaint is the taint of one allocation site.
type siteTaint struct {
	site  uint32
	taint Taint
}

func mergeSiteTaint(a, b []siteTaint) []siteTaint {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	m := map[uint32]Taint{}
	for _, s := range a {
		m[s.site] |= s.taint
	}
	for _, s := range b {
		m[s.site] |= s.taint
	}
	out := make([]siteTaint, 0, len(m))
	for k, v := range m {
		out = append(out, siteTaint{k, v})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].site < out[j].site })
	return out
}

func intersect(a, b []uint32) []uint32 {
	var out []uint32
	for _, x := range a {
		for _, y := range b {
			if x == y {
				out = append(out, x)
				break
			}
		}
	}
	return out
}
