package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// The shapes CETP604 and CETP624 follow the packages of a UID through:
// calls whose result holds the same packages as the array or collection
// they are given (a view, copy or stream of it), collections filled with
// them, and the calls that take a single package out.

// elementView recognises a call whose result holds the elements of its
// first argument (the receiver of an instance call): Arrays.asList/stream,
// Stream.of, List.of, Kotlin's asList/toList/toSet/asSequence, the copy
// Kotlin makes of a spread array (Arrays.copyOf), stream() and iterator()
// of a collection.
func elementView(ref *dex.MethodRef) bool {
	switch ref.Name {
	case "asList", "toList", "toMutableList", "toSet", "toMutableSet", "toHashSet", "toSortedSet", "toCollection",
		"asIterable", "asSequence", "stream", "parallelStream", "sequential", "of", "copyOf", "listOf", "setOf",
		"mutableListOf", "mutableSetOf", "hashSetOf", "linkedSetOf", "arrayListOf", "iterator", "listIterator",
		"sorted", "distinct", "toTypedArray", "toArray":
		return true
	}
	return false
}

// fillsReceiver recognises a call that puts the elements of its second
// argument into its receiver: a collection's copy constructor
// (new HashSet<>(list)) and addAll (Collections.addAll too, whose first
// argument is the collection).
func fillsReceiver(ref *dex.MethodRef) bool {
	return (ref.Name == "<init>" || ref.Name == "addAll") && len(ref.Params) >= 1 &&
		(strings.HasPrefix(ref.Class, "Ljava/util/") || strings.HasPrefix(ref.Class, "Lkotlin/collections/") ||
			strings.HasPrefix(ref.Class, "Landroid/util/Array") || strings.HasPrefix(ref.Class, "Landroidx/collection/"))
}

// takesOneAt recognises a call that takes one element of its first
// argument: index 0 by get/getOrNull/elementAt/elementAtOrNull (the index
// is the second argument, static or not), Stream.findFirst/findAny, and
// Java 21's getFirst. Kotlin's first()/firstOrNull() are program.FirstOf.
func takesOneAt(ref *dex.MethodRef, args []regflow.Value) bool {
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

// iteratorNext recognises Iterator.next(): a single package when the
// iterator is not also asked hasNext() (the loop over every package).
func iteratorNext(ref *dex.MethodRef) bool {
	return ref.Name == "next" && len(ref.Params) == 0 && ref.Return == "Ljava/lang/Object;"
}

// isHasNext recognises Iterator.hasNext().
func isHasNext(ref *dex.MethodRef) bool {
	return ref.Name == "hasNext" && len(ref.Params) == 0 && ref.Return == "Z"
}

// newSites returns the new-instance sites v may be.
func newSites(v regflow.Value) []uint32 {
	var out []uint32
	for _, x := range v.Alts {
		if x.Kind == regflow.New {
			out = append(out, x.Site)
		}
	}
	return out
}
