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
// package (app.P.Executor = x): its package notes it and marks the variable
// with Unwired; a package that wires such a variable, directly or through
// a local copy, exports WiresShared; and each main package — its imports
// are the whole program — reports the variable at its first use there (or
// at the import that links it) when no package of the program wires it. A
// run with no main package keeps the note.
//
// nil is no executor, nor is a variable never assigned anything but nil:
// of the package, or of another package that exports it with a NoExecutor
// fact and that the using package does not assign either. A parameter or
// any other value from elsewhere is an executor. Tool lists that cannot be
// evaluated are not reported (declcheck notes them).
package executor
