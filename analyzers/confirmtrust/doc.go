// Package confirmtrust defines an Analyzer that reports CETP614: a
// Provider that lets a confirmation flag in the request decide whether a
// side effect runs.
//
// # Analyzer confirmtrust
//
// confirmtrust: report request arguments such as "confirmed" or "force"
// that decide whether a side effect runs
//
// §4.3: high-risk confirmation must occur in Provider UI; a
// Consumer-provided "confirmed" boolean is invalid. The analyzer finds the
// arguments a package decodes from cetp.Request.Args (struct fields by
// their JSON names, map keys), keeps those whose names assert a
// confirmation (matched like CETP405: confirmed, user_approved, consent,
// force, skip_prompt, ...; not confirmation_code), and reports one that an
// if statement tests when a database or file write, a non-GET HTTP request
// or a process start runs inside the statement, or after it in the same
// function when a branch of the statement returns, panics or jumps away (a
// guard) — directly, through the package's functions, or through other
// packages' (facts). An effect after an if that always falls through runs
// whatever the flag says and is not reported. The message names the sink.
//
// A call through an interface reaches what the implementations visible to
// the package reach (its own types outside _test.go files, and those of
// the packages of its module it imports, through facts). When none is
// visible — main wires one from a package this one does not import — a
// flag guarding such a call is reported as a note naming the interface
// method, not passed over.
//
// Precision is medium: it does not prove the flag is the only gate.
package confirmtrust
