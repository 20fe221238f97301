// Package session defines an Analyzer that reports CETP625: a Provider
// that never reads the session token.
//
// # Analyzer session
//
// session: report cetp.Provider values served without any check of
// cetp.Request.SessionToken
//
// §2.2 and §4.1: every v2 call after negotiate carries session_token, and
// an absent, expired or lost session is answered NEGOTIATION_REQUIRED. A
// cetp.Provider literal whose Session hook is unset (or nil) is reported
// when neither its package nor any package it imports reads
// Request.SessionToken (a package fact carries that across packages). A
// Session hook that returns nil on every path without reading the token is
// reported too.
//
// cetp.Provider.Session's nil leaves session checks to the transport, which
// may live in a package that imports the Provider's. So a hookless
// Provider that leaves its package through an exported function's result
// (provider.New) is not judged there: the function carries a NoSession
// fact, and the verdict falls in the packages that call it — none when
// that package or one it imports reads the token (the transport), a
// finding at the call otherwise, unless the caller hands the Provider on
// through an exported function of its own (which then carries the fact).
// Calls in _test.go files do not count.
//
// A read of the token counts only where its value can decide something
// (decides.go): compared (==, !=, ordering, a switch tag), used as an index
// (a map lookup), passed to a call that may validate or look it up (any
// function but a logger or printer: log, log/slog, fmt.Print*, fmt.Errorf
// and common logging libraries), returned, sent, or stored in a field,
// package variable or element this analysis does not follow. It is followed
// through local variables, string conversions, len, concatenation,
// slicing, strings functions, fmt.Sprint* and composite literals. A read
// that only reaches a logger or a printer, or is discarded (_ =
// req.SessionToken), decides nothing: such a package exports LogsToken
// instead of ReadsToken, and the CETP625 message says where the token is
// only logged. A Session hook whose only reads of the token decide nothing
// is reported like one that never reads it.
//
// A hookless Provider kept in an exported package-level variable (var P =
// &cetp.Provider{…}, outside package main) can get its hook from any
// package (app.P.Session = f, or a helper of another package it is handed
// to, whose SessionParam fact names the parameter): its package notes it
// ("no finding here") and marks the variable with NoSession; a package
// that sets the hook of such a variable exports SetsSession; which code
// serves one is the shared serving analyzer's answer (sharedvar.Analyzer,
// as for CETP608). A main package reports the
// variable only where it serves it (as for CETP608: its first serving use
// or call in non-test files, or the import of a package whose initializers
// serve it) when no package of the program sets the hook and none reads
// the token; a main that only reads its fields is no server, and one that
// hands it where its type no longer says Provider gets a note. A run with
// no main package keeps the note.
//
// Session hooks are judged wherever they are set: in a literal or by an
// assignment after construction (app.P.Session = func…), the same
// api.HookValues list CETP617-style rules read.
//
// Precision is medium: a deciding read anywhere in a package
// counts as checking the token; a comparison of len(token), as in
// truncating it for a log line, counts as a decision.
package session
