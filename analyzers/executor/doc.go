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
// the Executor of the variable the literal is bound to. An assignment to
// another Provider does not count; nil, or a variable of the package that
// is never assigned anything but nil, is no executor; a parameter or a
// value from elsewhere is one. Tool lists that cannot be evaluated are
// not reported (declcheck notes them).
package executor
