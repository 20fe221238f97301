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
// Across packages: a handler another package can call by name (an exported
// function, or an exported method of an exported type, outside package
// main) that nothing in its own package calls is not judged there — it may
// be the helper a Provider hook in another package dispatches to, after
// Handle's deadline check, and its own package cannot see that. It gets a
// note at its first side effect instead; the effect travels to callers in
// the effects fact, so a caller in another package that handles the request
// itself (a function taking a *cetp.Request outside any hook) is reported
// at its call, with the path into the helper, and a call from a hook is
// not. A run that analyses no caller keeps only the note. An exported
// function that reads the deadline carries a ChecksDeadline fact, so a
// call of it before the side effect counts as the check in other packages
// too. All of this is decided from a package and its imports, so go vet
// -vettool and cetpaudit go agree.
//
// A call through an interface reaches what the implementations visible to
// the package reach (its own types outside _test.go files, and those of
// the packages of its module it imports, through facts). When none is
// visible — main wires one from a package this one does not import — an
// entry point making such a call before any deadline check gets a note
// naming the interface method.
//
// A call of a function value (a handler map, a func field, a slice of
// literals) reaches what the package stores where the value is read from
// (package funcvals): a hook dispatching through h.fns[tool.Name] reaches
// the method values the constructor stored, and a transport calling
// routes[req.ToolName] is judged by the routes it is given. A handler
// calling a value whose targets cannot be seen, before any deadline
// check, gets a note.
//
// Precision is medium: the order is the source order, not every path; a
// caller that is not itself a handler (a function that builds the request
// and calls an exported handler of another package) is not judged, and
// only the handler's note covers it.
package deadline
