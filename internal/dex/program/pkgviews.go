package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// The shapes CETP604 and CETP624 follow the packages of a UID through, and
// summaries follow a parameter through (FirstElemParams): calls whose
// result holds the same elements as the array or collection they are given
// (a view, copy or stream of it), collections filled with them, and the
// calls that take a single element out.

// ElementView recognises a call whose result holds the elements of its
// first argument (the receiver of an instance call): Arrays.asList/stream,
// Stream.of, List.of, Kotlin's asList/toList/toSet/asSequence/asFlow, the copy
// Kotlin makes of a spread array (Arrays.copyOf), stream() and iterator()
// of a collection.
func ElementView(ref *dex.MethodRef) bool {
	switch ref.Name {
	case "asList", "toList", "toMutableList", "toSet", "toMutableSet", "toHashSet", "toSortedSet", "toCollection",
		"asIterable", "asSequence", "asFlow", "stream", "parallelStream", "sequential", "of", "copyOf", "listOf", "setOf",
		"mutableListOf", "mutableSetOf", "hashSetOf", "linkedSetOf", "arrayListOf", "iterator", "listIterator",
		"sorted", "distinct", "toTypedArray", "toArray":
		return true
	}
	return false
}

// FillsReceiver recognises a call that puts the elements of its second
// argument into its receiver: a collection's copy constructor
// (new HashSet<>(list)) and addAll (Collections.addAll too, whose first
// argument is the collection).
func FillsReceiver(ref *dex.MethodRef) bool {
	return (ref.Name == "<init>" || ref.Name == "addAll") && len(ref.Params) >= 1 &&
		(strings.HasPrefix(ref.Class, "Ljava/util/") || strings.HasPrefix(ref.Class, "Lkotlin/collections/") ||
			strings.HasPrefix(ref.Class, "Landroid/util/Array") || strings.HasPrefix(ref.Class, "Landroidx/collection/"))
}

// TakesOneAt recognises a call that takes one element of its first
// argument: index 0 by get/getOrNull/elementAt/elementAtOrNull (the index
// is the second argument, static or not), Stream.findFirst/findAny, and
// Java 21's getFirst. Kotlin's first()/firstOrNull() are FirstOf.
func TakesOneAt(ref *dex.MethodRef, args []regflow.Value) bool {
	switch ref.Name {
	case "findFirst", "findAny", "getFirst":
		return len(args) == 1
	case "get", "getOrNull", "elementAt", "elementAtOrNull":
		if len(args) != 2 || len(ref.Params) == 0 || ref.Params[len(ref.Params)-1] != "I" {
			return false
		}
		idx, ok := args[1].Single()
		return ok && idx.Kind == regflow.Const && idx.Int == 0
	}
	return false
}

// IsArrayCopy recognises System.arraycopy(src, srcPos, dst, dstPos, n),
// which puts elements of its first argument into its third.
func IsArrayCopy(ref *dex.MethodRef) bool {
	return ref.Class == "Ljava/lang/System;" && ref.Name == "arraycopy" && len(ref.Params) == 5
}

// IteratorNext recognises Iterator.next(): a single package when the
// iterator is not also asked hasNext() (the loop over every package).
func IteratorNext(ref *dex.MethodRef) bool {
	return ref.Name == "next" && len(ref.Params) == 0 && ref.Return == "Ljava/lang/Object;"
}

// IsHasNext recognises Iterator.hasNext().
func IsHasNext(ref *dex.MethodRef) bool {
	return ref.Name == "hasNext" && len(ref.Params) == 0 && ref.Return == "Z"
}

// NewSites returns the new-instance sites v may be.
func NewSites(v regflow.Value) []uint32 { return sitesOf(v, regflow.New) }

// ArraySites returns the new-array sites v may be.
func ArraySites(v regflow.Value) []uint32 { return sitesOf(v, regflow.Array) }

// sitesOf returns the sites of v's alternatives of one kind.
func sitesOf(v regflow.Value, kind regflow.Kind) []uint32 {
	var out []uint32
	for _, x := range v.Alts {
		if x.Kind == kind {
			out = append(out, x.Site)
		}
	}
	return out
}

// paramViews follows, through one method's replay, the objects holding the
// elements of the method's parameters (views, streams, iterators and
// copies of them), so that its summary records a first element taken from
// a parameter through them as through index 0: Arrays.stream(p).findFirst(),
// Arrays.asList(p).iterator().next(), Kotlin's p.asList().first().
type paramViews struct {
	sites  map[uint32]uint64 // call or new-instance sites, by the parameters whose elements they hold
	nexts  []paramNext       // Iterator.next() on such an iterator, decided after the replay
	looped map[uint32]bool   // iterator sites asked hasNext()
}

type paramNext struct {
	params uint64
	iters  []uint32
}

// of returns the parameters whose elements v holds through a view, less
// those a branch has shown to hold at most one element here.
func (pv *paramViews) of(st *regflow.State, v regflow.Value) uint64 {
	var out uint64
	for _, a := range v.Alts {
		if a.Kind == regflow.Call || a.Kind == regflow.New || a.Kind == regflow.Array {
			out |= pv.sites[a.Site]
		}
	}
	for k := range int64(64) {
		if out&(1<<k) != 0 && st.Marked(regflow.LenAtMostOneSite(regflow.ParamSite(k))) {
			out &^= 1 << k
		}
	}
	return out
}

// elems returns the parameters whose elements v holds, as the array
// itself or through a view, with no guard that they hold at most one.
func (pv *paramViews) elems(st *regflow.State, v regflow.Value) uint64 {
	return unguardedParams(st, v) | pv.of(st, v)
}

// step reads the call at addr and returns the parameters whose first
// element it takes (first()/firstOrNull(), findFirst, get(0) and their
// kind, of the array or of a view of it).
func (pv *paramViews) step(st *regflow.State, ref *dex.MethodRef, addr uint32, args []regflow.Value) uint64 {
	if len(args) == 0 {
		return 0
	}
	switch {
	case FirstOf(ref) || TakesOneAt(ref, args):
		return pv.elems(st, args[0])
	case ElementView(ref):
		if b := pv.elems(st, args[0]); b != 0 {
			pv.add(addr, b)
		}
	case IsArrayCopy(ref) && len(args) == 5:
		if b := pv.elems(st, args[0]); b != 0 {
			for _, site := range ArraySites(args[2]) {
				pv.add(site, b)
			}
		}
	case FillsReceiver(ref) && len(args) > 1:
		if b := pv.elems(st, args[1]); b != 0 {
			for _, site := range NewSites(args[0]) {
				pv.add(site, b)
			}
		}
	case IsHasNext(ref):
		for _, site := range pv.iterSites(args[0]) {
			if pv.looped == nil {
				pv.looped = map[uint32]bool{}
			}
			pv.looped[site] = true
		}
	case IteratorNext(ref):
		if b := pv.of(st, args[0]); b != 0 {
			pv.nexts = append(pv.nexts, paramNext{b, pv.iterSites(args[0])})
		}
	}
	return 0
}

func (pv *paramViews) add(site uint32, params uint64) {
	if pv.sites == nil {
		pv.sites = map[uint32]uint64{}
	}
	pv.sites[site] |= params
}

// iterSites returns the call sites v may be that hold a parameter's
// elements (the iterators next() and hasNext() are asked of).
func (pv *paramViews) iterSites(v regflow.Value) []uint32 {
	var out []uint32
	for _, a := range v.Alts {
		if _, ok := pv.sites[a.Site]; ok && a.Kind == regflow.Call {
			out = append(out, a.Site)
		}
	}
	return out
}

// nextOnce returns the parameters whose first element an Iterator.next()
// takes from an iterator never asked hasNext() (no loop over the rest).
func (pv *paramViews) nextOnce() uint64 {
	var out uint64
	for _, n := range pv.nexts {
		once := len(n.iters) > 0
		for _, site := range n.iters {
			once = once && !pv.looped[site]
		}
		if once {
			out |= n.params
		}
	}
	return out
}

// OptionalOf recognises Optional.ofNullable(x) and Optional.of(x): an
// Optional holding its argument itself (an array stays the whole array).
func OptionalOf(ref *dex.MethodRef) bool {
	return optionalClass(ref.Class) && (ref.Name == "ofNullable" || ref.Name == "of") && len(ref.Params) == 1
}

// optionalClass: java.util.Optional, and D8's desugared library's copy
// (j$.util.Optional) for a minSdk below 24.
func optionalClass(class string) bool {
	return class == "Ljava/util/Optional;" || class == "Lj$/util/Optional;"
}

// OptionalUnwrap recognises the Optional methods whose result is the value
// held (or the fallback given): get, orElse, orElseGet, orElseThrow.
func OptionalUnwrap(ref *dex.MethodRef) bool {
	if !optionalClass(ref.Class) {
		return false
	}
	switch ref.Name {
	case "get", "orElse", "orElseGet", "orElseThrow":
		return true
	}
	return false
}

// OptionalApply recognises the Optional methods that run their function
// argument on the value held (map, flatMap, filter, ifPresent,
// ifPresentOrElse): the function's first parameter is that value.
func OptionalApply(ref *dex.MethodRef) bool {
	if !optionalClass(ref.Class) || len(ref.Params) == 0 {
		return false
	}
	switch ref.Name {
	case "map", "flatMap", "filter", "ifPresent", "ifPresentOrElse":
		return true
	}
	return false
}

// Narrows recognises a call whose result holds only those elements of its
// first argument (the receiver of an instance call) that pass a test:
// Stream.filter, Kotlin's Sequence filter and filterNot, and the same
// names in other collection libraries. Kotlin's collection filters are
// inlined into loops; Flow's into a class (NarrowingFlow).
func Narrows(ref *dex.MethodRef) bool {
	return (ref.Name == "filter" || ref.Name == "filterNot") && len(ref.Params) >= 1
}

// NarrowingFlow recognises the class kotlinc makes of an inlined Flow
// filter (`flow.filter { … }` in f → `F$f$$inlined$filter$1`), whose
// constructor is given the upstream flow first.
func NarrowingFlow(class string) bool {
	return strings.Contains(class, "$$inlined$filter$") || strings.Contains(class, "$$inlined$filterNot$")
}

// TakesOne recognises a call that takes one element of its first argument
// whichever it is: first()/firstOrNull()/single() in every library,
// Stream.findFirst/findAny, getFirst, and index 0 (TakesOneAt).
func TakesOne(ref *dex.MethodRef, args []regflow.Value) bool {
	switch ref.Name {
	case "first", "firstOrNull", "single", "singleOrNull", "findFirst", "findAny", "getFirst", "firstElement":
		return true
	}
	return TakesOneAt(ref, args)
}
