// Package errleak defines an Analyzer that reports CETP607: a structured
// error's displayable message built from internal error text.
//
// # Analyzer errleak
//
// errleak: report CETP error messages built from err.Error(), formatted
// errors, or stack traces
//
// §5 requires error_message to be safely displayable and INTERNAL_ERROR to
// carry no stacks or sensitive details. The analyzer finds the messages of
// cetp.Error values (the Message field, cetp.NewError and cetp.Errorf, and
// hand-built "error_message" map entries), traces where their text comes
// from through variables and the package's own functions, and reports each
// place where an error's text enters: err.Error(), an error printed with
// %v, %s, %q, %x or %w, fmt.Sprint of an error, or runtime/debug.Stack.
//
// An error kept as cetp.Error.Cause, an error only compared with errors.Is,
// and non-error values formatted into a message are fine.
package errleak
