// Package dedup defines an Analyzer that reports CETP618: a mutation
// executor whose deduplication records live only in memory.
//
// # Analyzer dedup
//
// dedup: report cetp.MutationExecutor implementations that keep their
// records in maps, sync.Maps or slices and never persist them
//
// §4.4 and §6: mutation deduplication records and operation state must be
// durable; a Provider restart must not execute a mutation twice. For each
// type of the package that implements cetp.MutationExecutor, the analyzer
// looks at its fields and methods. It reports the type when it holds a
// map, sync.Map or slice, and none of its methods reaches a database
// write or a file write (directly, through the package's functions, or
// through other packages' facts). A field that could be a store — an
// interface, *sql.DB, *os.File, a type from another module — or a method
// that calls into another module keeps the analyzer quiet: it cannot tell.
//
// Precision is medium.
package dedup
