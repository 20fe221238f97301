// Package capture loads captured CETP responses — negotiate, get_provider_info,
// v2 and v1 list_tools data documents and error responses — from JSON files,
// capture bundles (docs/captures.md) and the text `adb shell content call`
// prints, into JSON trees that carry the line, column and JSON pointer of
// every value (see package decl). It groups captures into capture sets and
// pairs them with manifests.
//
// Everything read is hostile: files are capped in size, nesting depth and
// value count, duplicate keys and invalid UTF-8 are errors, and nothing a
// capture references is ever fetched.
package capture
