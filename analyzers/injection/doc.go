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
//     os.Root), the value passes through filepath.Base or a safe-join
//     helper, or a validating helper is called before the sink in a block
//     that holds it (not in another case of a switch);
//   - the program of os/exec Command, or any argument of a shell run with
//     -c;
//   - a whole URL given to net/http (a fixed scheme and host with the
//     argument in the path or query is not reported).
//
// A helper checks containment when its body calls one of those standard
// checks, or starts with a call of another helper (a wrapper), and it
// returns something: its path result (a safe join such as
// securejoin-style Join(dir, name) (string, error)) counts as contained,
// and calling it, or a validator returning an error, before the sink
// counts as the check. Exported helpers carry a ChecksContainment fact, so
// a safe-join package that does not import cetp serves its callers in
// other packages, under go vet -vettool and cetpaudit go alike. Whether
// the helper's check is sound is not judged.
//
// The message names the argument and the sink. Precision is medium.
//
// A request argument handed to a method of an interface that no type
// visible to the package implements (its own types outside _test.go files
// and those of the packages of its module it imports) is noted: whether it reaches a sink
// behind the interface is not visible.
package injection
