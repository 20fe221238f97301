// Package deadline defines an Analyzer that reports CETP619: code that
// handles execute_tool itself and starts a side effect without checking the
// request's deadline.
//
// # Analyzer deadline
//
// deadline: report request handlers that reach a side effect before
// reading cetp.Request.Deadline
//
// §4.1: the Provider must check deadline_at_ms before starting a business
// side effect; a Consumer that timed out will retry, and an effect started
// after the deadline runs twice or too late. cetp.Provider.Handle checks the
// deadline before it calls a Provider's Execute and Authorize hooks, so
// hooks (functions wired to a Provider's Execute, Authorize or Session, and
// functions that take the *cetp.Tool Handle looked up) are not judged, nor
// is any function of the package a hook reaches, by a call or as a value
// (a dispatch table of method values). A function that takes a
// *cetp.Request without a *cetp.Tool handles the request itself; when no
// hook reaches it and no other such function of the package calls it, it
// is an entry point, and the first call in it that reaches a database or file
// write, a non-GET HTTP request or a process start must come after a read
// of req.Deadline or a call of req.Expired — directly, or in a function of
// the package called before it.
//
// A call through an interface reaches what the implementations visible to
// the package reach (its own types outside _test.go files, and those of
// the packages of its module it imports, through facts). When none is
// visible — main wires one from a package this one does not import — an
// entry point making such a call before any deadline check gets a note
// naming the interface method.
//
// Precision is medium: the order is the source order, not every path, and
// callers are looked for in the function's own package: an exported helper
// that only another package's hook calls is judged as an entry point.
package deadline
