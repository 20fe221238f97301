// Package server hands out the identifiers of package ids as tokens.
package server

import (
	"example.com/tokens/ids"
	"github.com/clawseed/cetpaudit/cetp"
)

// Accept starts an operation whose ID comes from ids.Wrapped.
func Accept() *cetp.Result {
	return &cetp.Result{Operation: &cetp.Operation{ID: ids.Wrapped()}}
}

// Confirm asks for confirmation with a secure resume token.
func Confirm() *cetp.Error {
	return &cetp.Error{Code: cetp.ErrUserActionRequired, Message: "confirm in the app", ResumeToken: ids.Secure()}
}
