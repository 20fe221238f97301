// Package program is the APK-wide view of dex bytecode: every class of
// every classes*.dex (first definition wins, as the runtime loads them), the
// class hierarchy, a call graph whose direct, static, super, virtual and
// interface calls are resolved to methods present in the dex (class
// hierarchy analysis, narrowed by rapid type analysis when computing what
// is reachable, with framework callbacks, static initializers, `by lazy`
// and invoke-custom lambdas), cached per-method register analyses with an
// Android model of the calls the CETP rules care about, method summaries
// applied at each call site (returned values, effects on the objects
// passed, parameters used as keys; a helper whose answer a constant
// argument selects is analyzed again as that call runs it, and the targets
// of a class made only in unused helpers are left out), flow-insensitive
// field facts (a static final set in <clinit> included), and the CETP
// surface: the code reachable from the tool provider's call(...).
// It also recognises the static (Object, int) -> int helper D8 lowers a
// Java 21 pattern switch to, and answers which cases it can still pick for
// a restart index (SwitchIndexAnswers), so a guard's restart edge does not
// reach the case it left.
// A record's accessor on the record built in the analysed method returns
// its constructor's constant (ctorfields.go), and an object a method only
// reads can be answered for per call site (ParamObjectArgs).
//
// Where the analysis stops short (a method the dex verifier would reject,
// one over the dataflow work budget, a call with more targets than are
// followed, a recursive or too deeply nested helper) it tells OnLimit, so
// the rules can report the gap instead of missing silently.
//
// Android and Java framework names (Landroid/app/PendingIntent; ...) live
// here; CETP protocol strings come from package cetp.
package program
