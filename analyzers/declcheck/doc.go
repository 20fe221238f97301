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
//
// A literal kept in a local variable and finished by field assignments
// (t := cetp.Tool{Name: n}; t.InputSchema = s; t.Annotations = a; return t)
// is judged with those assignments applied, when they are statements of
// the block that declares it, after it; the last one wins. A field written
// anywhere else (under an if, in a loop or closure, or a field inside it,
// t.Annotations.Risk = r) has an unknown value: the rules that read it
// skip it and a note names the write.
package declcheck
