// Package lazyregexp holds regular expressions compiled on first use.
//
// cetpaudit starts once per package under go vet -vettool and once per
// file in scripted audits, so what its packages build at init is paid on
// every run, whatever the run does. A package-level pattern declared with
// New costs nothing until a match method is called; compiling is then done
// once, safely for concurrent callers.
//
// In test binaries New compiles at once, so that a malformed pattern still
// fails every test of its package, as regexp.MustCompile at init would.
package lazyregexp
