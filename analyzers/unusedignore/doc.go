// Package unusedignore defines an Analyzer that reports CETP001: a
// //cetpaudit:ignore directive that matched no finding, or has no reason.
//
// # Analyzer unusedignore
//
// unusedignore: report unused or reasonless //cetpaudit:ignore directives
//
// A directive is written
//
//	//cetpaudit:ignore CETP607 -- the message is a fixed sentence; err only selects it
//
// at the end of the reported line, or on its own line (or in a doc
// comment) before the statement, field or declaration it covers. The
// analyzer requires every cetpaudit analyzer, so it runs after them on the
// same package and sees which directives they used. A directive that names
// an unknown rule, has no reason, or suppressed nothing is reported.
package unusedignore
