// Package jsonpos parses JSON into a descriptor.Node tree that records, for every
// value, its JSON pointer, byte offsets and 1-based line and column. Columns
// count UTF-16 code units, as SARIF regions do; a line ends at LF, CR or CRLF.
//
// The parser is strict and bounded, because captures are hostile: it rejects
// invalid UTF-8, duplicate object keys, nesting deeper than MaxDepth, more
// than MaxValues values and trailing data, and each error names the position
// and the JSON pointer where the problem is. Input size is the caller's
// business (package capture caps files before parsing).
package jsonpos
