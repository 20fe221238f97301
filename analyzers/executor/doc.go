// Package executor defines an Analyzer that reports CETP608: a Go Provider
// that declares a mutating tool but wires no durable mutation executor.
//
// # Analyzer executor
//
// executor: report cetp.Provider values with mutating tools and no Executor
//
// §6: every tool whose effect is not read deduplicates by request_id
// durably; §10: the SDK rejects mutation tools without an executor. Each
// cetp.Provider composite literal is judged on its own: its tools are the
// ones declcheck evaluated (through variables, append, the package's
// functions and other packages' declarations), and it is reported when a
// tool's effect is create, update, delete or transaction and no executor
// is wired to that value — neither in the literal nor by an assignment to
// the Executor of something the value flows to: the variable or field it
// is stored in, the result of the package's function that returns it, a
// parameter of the package's function it is handed to. An assignment to
// another Provider does not count.
//
// A Provider that leaves its package through an exported function's result
// (provider.New) is not judged there: the function carries an Unwired fact,
// and the verdict falls where it is called — reported at the call when the
// caller wires no executor to the result and does not hand it on through
// an exported function of its own (which then carries the fact). Calls in
// _test.go files are neither wiring nor uses. A Provider whose package is
// analysed without any caller of that function is therefore not reported.
//
// A Provider kept in an exported package-level variable (var P =
// &cetp.Provider{…}, outside package main) can be given its executor by any
// package (app.P.Executor = x): its package notes it ("no finding here")
// and marks the variable with Unwired; a package that wires such a
// variable, directly or through a local copy, exports WiresShared. Which
// code serves a Provider is the shared serving analyzer's answer
// (sharedvar.Analyzer, required here and by session): a function that
// serves one when called (calls Handle, registers it in a Provider-typed
// field, list or variable, or hands it to a function that does, itself or
// through its callees) has its FuncServes fact, a package whose
// initializers serve one its ServesAlways fact, and a call handing a
// Provider to a declared function counts by what that function does with
// it (ParamUses), not by the parameter's type: a helper that prints its
// tools serves nothing. Each main package gives the verdict only where it
// serves the variable — its first such use or call of a serving function
// in non-test files, or the import of a
// package whose initializers serve it — and no package of the program
// (what main's non-test files import) wires it. A main that only reads the
// variable's fields, or links the package without calling what serves it,
// is no server; one that hands it where its type no longer says Provider
// (an any parameter) gets a note. A run with no main package keeps the note.
//
// A function that sets the Executor of a Provider parameter (p.Executor =
// x, or by handing p to a function that does, in its package or another)
// exports WiresParam with the parameters' indexes: a call of it in another
// package wires the arguments there. Calls of functions returning an
// unwired Provider are judged the same way: a call whose result is only
// read for its fields is no use, and one handed where its type no longer
// says Provider is a note.
//
// nil is no executor, nor is a variable never assigned anything but nil:
// of the package, or of another package that exports it with a NoExecutor
// fact and that the using package does not assign either. A parameter or
// any other value from elsewhere is an executor. Tool lists that cannot be
// evaluated are not reported (declcheck notes them).
package executor
