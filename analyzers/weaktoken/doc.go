// Package weaktoken defines an Analyzer that reports CETP613: session, resume
// and operation tokens built from predictable sources.
//
// # Analyzer weaktoken
//
// weaktoken: report CETP tokens built from math/rand, time.Now or counters
//
// §2.2 requires session tokens to be opaque and unpredictable, and §4.3 and
// §4.4 bind resume tokens and operation IDs to one caller. The analyzer
// finds where tokens are made — cetp.Operation.ID, cetp.Error.ResumeToken,
// "session_token", "resume_token" and "operation_id" map entries, and
// variables, fields and functions whose names say session/resume/operation
// token or operation ID — and traces their values through variables and the
// package's own functions. A token is reported when its value comes from
// math/rand (v1 or v2), time.Now, or a counter (a variable or field that is
// incremented, or a sync/atomic Add), and no crypto/rand or cetp.NewToken
// randomness is mixed in. The report is at the predictable source.
//
// A token made by calling a function value (a generator kept in a struct
// field, newTok: ids.Weak then s.newTok()) is judged by what the package
// stores there, each generator on its own; when nothing is visible (a
// generator passed in as a parameter) a note says so. A helper of another
// package whose result comes from such a value is noted where a token is
// made of its result, naming the helper and the value; the helper's own
// package, which may make no token at all, gets nothing.
//
// Precision is medium: names are a heuristic and tracing is
// flow-insensitive.
package weaktoken
