// Package descriptor is the declaration model of a CETP Provider: provider info,
// scopes, tools, annotations and schemas as cetp types that carry a location
// for every field. Captured JSON responses (package capture) and Go Provider
// declarations (the Go analyzers, which evaluate composite literals) are both
// turned into this model, and the descriptor rules (package rules, through
// rules.CheckDecl) check it once for both.
//
// Every field records how it was found, not only its value: Kind says whether
// it is Absent, of the expected JSON type, of another JSON type, or Dynamic
// (present, but its value is not known statically — Go code computing it).
// Rules report a missing field only for Absent, a type error only for a
// concrete wrong Kind, and never guess about Dynamic values.
//
// Every location (Loc, which is finding.Location) carries the file path,
// line and column (1-based; columns count UTF-16 code units, as SARIF does),
// a logical location, and a token.Pos for Go (token.NoPos for captures). For
// captures the logical location is the JSON pointer (RFC 6901) of the value.
// For Go it should be a pointer-like path from the declaration root (for
// example "pkg.Provider/tools/0/annotations/effect"): rule precedence compares
// logical locations as '/'-separated prefixes. An Absent field's location is
// its parent object's position with the logical location the field would have.
package descriptor
