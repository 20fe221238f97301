// Package regflow is a per-method register analysis of Dalvik bytecode. For
// every reachable instruction it knows, per register, the set of values the
// register may hold — integer constants, strings, classes, allocation sites
// (new-instance, arrays), invoke results, parameters, field reads and caught
// exceptions — merged at control-flow joins. When a register's alternatives
// are not known it says so explicitly (Value.Top): callers must never read
// "unknown" as "safe".
//
// Beyond registers a State carries path facts: the range of
// Build.VERSION.SDK_INT refined by branches (so that
// `SDK_INT >= 23 ? FLAG_IMMUTABLE : 0` is understood), flag bits an Env sets
// on calls (merged with "may" semantics), allocation sites marked on every
// path ("must" semantics; parameters have pseudo sites, so a method's
// effect on its caller's objects can be read at its returns),
// per-allocation taint (merged with "may"), array element facts, and array
// lengths refined by branches. Parameters carry taint bits of their own, so
// a result built from argument k says so.
//
// Registers are kept in 16-register chunks shared copy-on-write between
// states, and a method whose registers × blocks exceed the "dataflow work
// per method" budget is refused with an *Error naming it, as is a method
// the dex verifier would reject. The Env decides what calls and fields
// mean; this package knows only the instruction set.
package regflow
