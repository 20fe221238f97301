// Package declcheck defines an Analyzer that checks Go Provider
// declarations with the shared descriptor, schema and content rules.
//
// # Analyzer declcheck
//
// declcheck: check cetp.ProviderDescriptor, cetp.Scope and cetp.Tool
// declarations (CETP301-305, 307-309, 401-407, 501-502)
//
// The analyzer evaluates composite literals of cetp.Provider,
// cetp.ProviderDescriptor and cetp.Tool — constants, and simple indirection
// through variables and constants assigned once — into the declaration
// model (package decl), the same model captured get_provider_info and
// list_tools responses are loaded into, and runs every declaration rule of
// the registry on it through rules.CheckDecl: one implementation per rule,
// whatever the input. Schemas written as JSON text are parsed with their
// positions in the Go file, so a finding inside a schema lands on its line.
//
// In Go, a zero value is unset: an empty string or enum is an absent field
// (CETP303 for the required ones), cetp.Unset an absent boolean. A value
// computed at run time is dynamic and never guessed about. A Provider's tool
// list has no static revision; the Go SDK computes it.
package declcheck
