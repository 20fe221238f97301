// Package injection defines an Analyzer that reports CETP622: agent
// arguments that reach SQL text, file paths, processes or request URLs
// without validation.
//
// # Analyzer injection
//
// injection: report request arguments that reach database/sql query text,
// os file paths, os/exec programs or net/http URLs
//
// §7.3: a Provider must treat agent-generated arguments as untrusted and
// validate them beyond JSON Schema. The analyzer takes the values the
// package decodes from cetp.Request.Args and traces the operands of
// dangerous calls back to them (through variables, string building such as
// fmt.Sprintf, + and filepath.Join, and the package's own functions):
//
//   - the query text of database/sql Query, QueryRow, Exec and Prepare
//     (parameters passed separately are the fix, not a finding);
//   - the path of os file functions, unless the function checks
//     containment (filepath.IsLocal, filepath.Rel, strings.HasPrefix, an
//     os.Root) or the value passes through filepath.Base;
//   - the program of os/exec Command, or any argument of a shell run with
//     -c;
//   - a whole URL given to net/http (a fixed scheme and host with the
//     argument in the path or query is not reported).
//
// The message names the argument and the sink. Precision is medium.
//
// A request argument handed to a method of an interface that no type
// visible to the package implements (its own types outside _test.go files
// and those of the packages of its module it imports) is noted: whether it reaches a sink
// behind the interface is not visible.
package injection
