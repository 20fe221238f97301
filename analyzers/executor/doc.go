// Package executor defines an Analyzer that reports CETP608: a Go Provider
// that declares a mutating tool but wires no durable mutation executor.
//
// # Analyzer executor
//
// executor: report cetp.Provider values with mutating tools and no Executor
//
// §6: every tool whose effect is not read deduplicates by request_id
// durably; §10: the SDK rejects mutation tools without an executor. The
// analyzer evaluates each cetp.Provider composite literal's Tools (through
// variables and append) and reports the literal when a tool's effect is
// create, update, delete or transaction and neither the literal nor any
// assignment to a Provider's Executor field in the package sets a non-nil
// executor. Tool lists it cannot evaluate are not reported.
package executor
